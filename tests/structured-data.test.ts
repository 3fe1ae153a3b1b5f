// Every JSON-LD block of every page parses, and each page carries the types DECISIONS.md lists.
import { Ajv } from 'ajv';
import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../pipeline/urls.ts';
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

  it("gives the home page's business its hours as schema.org and Google read them: the week, and each festivo of the coming year closed", async () => {
    const { hours } = site.site.config.legal;
    const business = (await blocks(PATHS.home)).find((b) => b['@type'] === 'HomeAndConstructionBusiness')!;
    const specs = business.openingHoursSpecification as Record<string, unknown>[];
    expect(validOpeningHours(specs), JSON.stringify(validOpeningHours.errors)).toBe(true);

    const weekly = specs.filter((s) => 'dayOfWeek' in s) as { dayOfWeek: string[]; opens: string; closes: string }[];
    const byDay = Object.fromEntries(weekly.flatMap((s) => s.dayOfWeek.map((day) => [day.toLowerCase(), { opens: s.opens, closes: s.closes }])));
    expect(byDay).toEqual(Object.fromEntries(Object.entries(hours.week).filter(([, times]) => times)));
    expect(weekly.flatMap((s) => s.dayOfWeek)).toHaveLength(Object.keys(byDay).length);

    const { today, holidays } = site.site.hours;
    const yearLater = new Date(Date.parse(`${today}T00:00:00Z`) + 365 * 86_400_000).toISOString().slice(0, 10);
    const special = specs.filter((s) => 'validFrom' in s);
    expect(special.map((s) => s.validFrom)).toEqual(holidays.filter((day) => day >= today && day < yearLater));
    for (const day of special) expect(day).toMatchObject({ validThrough: day.validFrom, opens: '00:00', closes: '00:00' });
    expect(special.length, 'a year of festivos').toBeGreaterThanOrEqual(17);
  });

  it('gives every page the week\'s hours and a contact point for what answers at every hour, the festivos on the home page only, no hours as free text', async () => {
    const { hours } = site.site.config.legal;
    const home = (await blocks(PATHS.home)).find((b) => b['@type'] === 'HomeAndConstructionBusiness')!;
    const week = (home.openingHoursSpecification as Record<string, unknown>[]).filter((s) => 'dayOfWeek' in s);
    for (const route of site.pages) {
      const business = (await blocks(route.url)).find((b) => b['@type'] === 'HomeAndConstructionBusiness')!;
      expect(business, route.url).not.toHaveProperty('openingHours');
      const specs = business.openingHoursSpecification as Record<string, unknown>[];
      expect(validOpeningHours(specs), `${route.url}: ${JSON.stringify(validOpeningHours.errors)}`).toBe(true);
      if (route.url !== PATHS.home) expect(specs, route.url).toEqual(week);
      const contact = business.contactPoint as Record<string, unknown>;
      expect(contact, route.url).toMatchObject({ '@type': 'ContactPoint', contactType: hours.allDay.label, telephone: `+${site.site.config.legal.phone}` });
      expect(contact.hoursAvailable, route.url).toEqual({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '00:00',
        closes: '23:59',
      });
      expect(validOpeningHours([contact.hoursAvailable]), route.url).toBe(true);
    }
  });

  it("completes the business's record on the home page, where its @id points: description, logo and social profiles", async () => {
    const { config } = site.site;
    const record = (business: Record<string, unknown>) => ({ description: business.description, logo: business.logo, sameAs: business.sameAs });
    for (const route of site.pages) {
      const business = (await blocks(route.url)).find((b) => b['@type'] === 'HomeAndConstructionBusiness')!;
      expect(business['@id'], route.url).toBe(`${built().origin}/#negocio`);
      if (route.url === PATHS.home) expect(record(business)).toEqual({ description: config.tagline, logo: `${built().origin}/favicon.svg`, sameAs: Object.values(config.social) });
      else expect(record(business), route.url).toEqual({ description: undefined, logo: undefined, sameAs: undefined });
    }
  });
});

const TIME = '^([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$';
const DATE = '^\\d{4}-\\d{2}-\\d{2}$';
/**
 * schema.org's OpeningHoursSpecification (its properties, DayOfWeek's members, Time and Date), with Google's rules
 * for a business's hours: a weekly entry names its days and both times; a special day gives validFrom and
 * validThrough, and is closed with opens and closes at "00:00".
 */
const validOpeningHours = new Ajv({ allErrors: true }).compile({
  type: 'array',
  minItems: 1,
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['@type', 'opens', 'closes'],
    properties: {
      '@type': { const: 'OpeningHoursSpecification' },
      dayOfWeek: {
        type: 'array',
        minItems: 1,
        uniqueItems: true,
        items: { enum: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'PublicHolidays'] },
      },
      opens: { type: 'string', pattern: TIME },
      closes: { type: 'string', pattern: TIME },
      validFrom: { type: 'string', pattern: DATE },
      validThrough: { type: 'string', pattern: DATE },
    },
    oneOf: [{ required: ['dayOfWeek'], not: { required: ['validFrom'] } }, { required: ['validFrom', 'validThrough'], not: { required: ['dayOfWeek'] } }],
  },
});
