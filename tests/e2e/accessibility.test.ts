// axe-core with the WCAG 2.0–2.2 A and AA rules on one page of every template, in Chromium at phone and desktop
// width: the templates make the markup, so a second page of a template adds only time.
import { createRequire } from 'node:module';
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onePerTemplate, startBrowserSite, visitPage, type BrowserSite } from '../helpers/browser-site.ts';

const AXE_SOURCE = fs.readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let site: BrowserSite;
beforeAll(async () => {
  site = await startBrowserSite();
});
afterAll(() => site?.close());

interface Violation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * A tab whose every document starts with axe in it. It is injected through the DevTools protocol, which the page's CSP
 * rightly would refuse as an inline script; handed to Chromium once as a script of every new document, rather than
 * sent and evaluated into each page (about 0.12 s a page).
 */
async function axeTab(device: 'android' | 'desktop') {
  const { page, context } = await site.newPage(device, { bypassCSP: true });
  await context.addInitScript({ content: await AXE_SOURCE });
  return page;
}

async function axeViolations(page: import('playwright-core').Page): Promise<Violation[]> {
  return (await page.evaluate(
    (tags) => (window as unknown as { axe: { run(o: unknown): Promise<{ violations: unknown[] }> } }).axe.run({ runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }).then((r) => r.violations),
    TAGS,
  )) as Violation[];
}

describe('accessibility', () => {
  it('is a check that can fail: a page with an unlabelled image and low contrast is reported', async () => {
    const page = await axeTab('desktop');
    // Served and loaded as a page of the site, so that axe reaches it the way it reaches the real ones.
    const body = '<!doctype html><html lang="es"><title>x</title><main><img src="/favicon.svg"><p style="color:#bbb">texto</p></main></html>';
    await page.route(`${site.origin}/pagina-de-prueba`, (route) => route.fulfill({ contentType: 'text/html', body }));
    await page.goto(`${site.origin}/pagina-de-prueba`);
    const ids = (await axeViolations(page)).map((v) => v.id);
    expect(ids).toEqual(expect.arrayContaining(['image-alt', 'color-contrast']));
  });

  it.each(['android', 'desktop'] as const)('finds no WCAG A or AA violation on any template (%s)', async (device) => {
    const page = await axeTab(device);
    const found: string[] = [];
    for (const route of onePerTemplate(site.pages)) {
      await visitPage(page, site.origin, route);
      for (const v of await axeViolations(page)) found.push(`${route.url}: ${v.id} (${v.help}) at ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
    }
    expect(found).toEqual([]);
  }, 180_000);
});
