// Every JSON-LD block of every page parses, and each page carries the types DECISIONS.md lists.
import { beforeAll, describe, expect, it } from 'vitest';
import { all, built, builtResult, page } from './helpers/site.ts';

let site: Awaited<ReturnType<typeof builtResult>>;
beforeAll(async () => {
  site = await builtResult();
});

async function blocks(url: string): Promise<Record<string, unknown>[]> {
  return all(await page(url), 'script[type="application/ld+json"]').map((s) => JSON.parse(s.textContent!));
}

describe('structured data', () => {
  it('parses on every page and always describes the business serving Cartagena', async () => {
    for (const route of site.pages) {
      const data = await blocks(route.url);
      for (const block of data) expect(block['@context'], route.url).toBe('https://schema.org');
      const business = data.find((b) => b['@type'] === 'HomeAndConstructionBusiness');
      expect(business, route.url).toMatchObject({ name: site.site.config.brand, telephone: `+${site.site.config.legal.phone}` });
      expect(business!.areaServed, route.url).toContainEqual(expect.objectContaining({ '@type': 'City', name: site.site.config.city }));
    }
  });

  it('adds Service and BreadcrumbList to service pages', async () => {
    for (const route of site.pages.filter((r) => r.content.kind === 'service')) {
      const data = await blocks(route.url);
      const service = data.find((b) => b['@type'] === 'Service')!;
      expect(service.url).toBe(`${built().origin}${route.url}`);
      const crumbs = data.find((b) => b['@type'] === 'BreadcrumbList') as { itemListElement: { position: number; item: string }[] };
      expect(crumbs.itemListElement.map((c) => c.item)).toEqual([`${built().origin}/`, `${built().origin}/servicios`, `${built().origin}${route.url}`]);
    }
  });

  it('adds BlogPosting to posts and the offer catalogue to the building tank-washing page', async () => {
    for (const post of site.site.posts) {
      const posting = (await blocks(`/blog/${post.slug}`)).find((b) => b['@type'] === 'BlogPosting');
      expect(posting).toMatchObject({ headline: post.data.title, datePublished: post.data.date });
    }
    const tanks = (await blocks('/servicios/servicio-de-lavado-de-tanques-en-cartagena')).find((b) => b['@type'] === 'Service') as {
      hasOfferCatalog: { '@type': string; itemListElement: { itemOffered: { name: string } }[] };
    };
    expect(tanks.hasOfferCatalog['@type']).toBe('OfferCatalog');
    expect(tanks.hasOfferCatalog.itemListElement.map((o) => o.itemOffered.name)).toEqual([
      'Lavado residencial de tanques',
      'Lavado comercial de tanques',
      'Lavado industrial de tanques',
    ]);
    const other = (await blocks('/servicios/servicio-de-plomero-en-cartagena')).find((b) => b['@type'] === 'Service')!;
    expect(other).not.toHaveProperty('hasOfferCatalog');
    expect((await blocks('/servicios/servicio-de-plomero-en-cartagena')).some((b) => b['@type'] === 'FAQPage')).toBe(false);
  });
});
