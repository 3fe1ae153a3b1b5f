// Parts many pages show the same (header, footer, icons) are rendered once and spliced in (templates/components/
// Shared.tsx); a page must come out exactly as if every part were rendered in place.
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { bundleAssets } from '../pipeline/assets.ts';
import { imageUrls, planRoutes } from '../pipeline/routes.ts';
import { readSite } from '../pipeline/services.ts';
import { renderShared, Shared } from '../templates/components/Shared.tsx';
import { LandingPage } from '../templates/pages/LandingPage.tsx';
import { ServicePage } from '../templates/pages/ServicePage.tsx';
import { projectDir } from './helpers/site.ts';

it('renders every service page and the landing page as if their shared parts were rendered in place', async () => {
  const { site, services } = await readSite(`${projectDir}/content`, projectDir);
  const routes = planRoutes(site);
  const assets = await bundleAssets(projectDir);
  const pages: ReactElement[] = services.map((entry) => {
    const route = routes.find((r) => r.page.kind === 'service' && r.page.slug === entry.slug)!;
    return createElement(ServicePage, { site, route, assets, entry, name: entry.data.name, illustrationUrl: imageUrls.service(entry.slug) });
  });
  pages.push(createElement(LandingPage, { site, route: routes.find((r) => r.page.kind === 'landing')!, assets }));
  for (const page of pages) {
    const spliced = String(renderShared(page));
    expect(spliced).not.toMatch(/<shared-/);
    // Outside renderShared, a Shared part renders its children where it stands.
    expect(spliced).toBe(renderToStaticMarkup(page));
  }
});

it('makes a part once for the same object and id, and afresh for another object', () => {
  let made = 0;
  const part = (by: object, id: string, text: string) =>
    createElement(Shared, {
      by,
      id,
      children: () => {
        made++;
        return createElement('b', null, text, createElement(Shared, { by, id: `${id} inner`, children: () => createElement('i', null, text) }));
      },
    });
  const first = { brand: 'A' };
  const second = { brand: 'B' };
  const page = (by: { brand: string }) => createElement('p', null, part(by, 'x', by.brand), ' & ', part(by, 'x', by.brand));

  expect(String(renderShared(page(first)))).toBe('<p><b>A<i>A</i></b> &amp; <b>A<i>A</i></b></p>');
  expect(made).toBe(1);
  expect(String(renderShared(page(first)))).toBe('<p><b>A<i>A</i></b> &amp; <b>A<i>A</i></b></p>');
  expect(made).toBe(1);
  expect(String(renderShared(page(second)))).toBe('<p><b>B<i>B</i></b> &amp; <b>B<i>B</i></b></p>');
  expect(made).toBe(2);
});
