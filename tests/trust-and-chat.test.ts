// What a homeowner needs to trust a page and order at once, asserted on the built HTML against the site's own
// records: the claims under each hero button, the request builder and its QR code, the legal identity of site.yaml
// in the footer, the legal pages and the business data, and the catalogue's search data.
import QRCode from 'qrcode';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../pipeline/types.ts';
import type { Site } from '../pipeline/collections.ts';
import { fileOf, imageUrls, legalPath, outputPathFor, PATHS, whatsappUrl } from '../pipeline/urls.ts';
import { displayPhone } from '../templates/format.ts';
import { jobClaims, resolveJob, STRUCTURAL_WARRANTY, VISIT_OR_BENCH_PROMISE } from '../templates/job-claims.ts';
import { hoursLines } from '../templates/business-hours.ts';
import { coverageLine, moneyLine, PAYMENT_SECTION } from '../templates/components/OrderTerms.tsx';
import { build } from '../pipeline/build.ts';
import { contentCopier } from './helpers/content-copy.ts';
import { parse, pictureCache, projectDir } from './helpers/site.ts';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chatQrSvg } from '../templates/illustrations/chat-qr.ts';
import { chatQrCode } from '../pipeline/pictures/pictures.tsx';
import { indexCards, rankCards } from '../client/catalogue-search.ts';
import { extraWordsOf, phraseKey, serviceNames, shownFields, type SearchData } from '../templates/search-words.ts';
import { composeMessage, URGENCIES, urgencyChoices, type ChatOpening } from '../templates/whatsapp-message.ts';
import { all, builtFile, builtSite, page, text } from './helpers/site.ts';

let site: Site;
let pages: Page[];
beforeAll(async () => {
  ({ site, pages } = await builtSite());
});

/** The pages whose hero has the request builder, with the opening their chat links carry. */
function chatPages(): { page: Page; opening: ChatOpening }[] {
  return pages.flatMap((p) => (p.chat ? [{ page: p, opening: p.chat }] : []));
}
/** The text of what `selector` finds inside an element, spaces collapsed. */
const textIn = (el: Element, selector: string) => el.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const textOfLink = (a: Element) => decodeURIComponent(a.getAttribute('href')!.split('?text=')[1]!);

describe('trust under the hero button', () => {
  it("states the page's own claims: who we send, the receipt of goods handed over, its warranty, and free diagnosis and 24/7 only where the page claims them", async () => {
    for (const service of site.services) {
      const doc = await page(`/servicios/${service.slug}`);
      const claims = all(doc, '.hero-chat .trust li').map((li) => li.textContent?.trim());
      expect(claims, service.slug).toEqual(jobClaims(resolveJob(service.data, site.catalogue.data.groups), service.data.claims));
    }
    const builder = await page('/servicios/constructor');
    expect(text(builder, '.hero-chat .trust')).toContain(STRUCTURAL_WARRANTY);
    expect(text(builder, '.hero-chat .trust')).toContain('Consulta y cotización gratis');
  });

  it('explains in three steps how an order by WhatsApp goes, next to every hero button', async () => {
    for (const { page: p } of chatPages()) {
      const doc = await page(p.url);
      const how = doc.querySelector('.hero-chat details.hero-chat__how')!;
      expect(how.querySelector('summary')?.textContent, p.url).toBe('Cómo funciona el pedido por WhatsApp');
      expect(how.querySelectorAll('ol li'), p.url).toHaveLength(3);
      expect(doc.querySelector('.hero-chat .trust'), p.url).not.toBeNull();
    }
  });
});

describe('claims true for their page', () => {
  const strip = (doc: Document) => all(doc, '.hero-chat .trust li').map((li) => li.textContent?.trim() ?? '');
  const steps = (doc: Document) => all(doc, '.hero-chat__how li').map((li) => li.textContent?.trim() ?? '');

  it('claims no technicians and no warranty term on a walk, and its chat speaks of the dog', async () => {
    const doc = await page('/servicios/paseadores-de-perros-en-cartagena');
    expect(strip(doc)).not.toContain('Técnicos verificados');
    expect(strip(doc).join(' ')).not.toMatch(/Garantía de/);
    expect(strip(doc)).toEqual(['Paseadores verificados', 'Reemplazo o reembolso si el servicio falla']);
    expect(steps(doc).join(' ')).not.toMatch(/técnico|llega a tu casa/i);
    expect(textOfLink(doc.querySelector('.hero-chat a[href*="wa.me"]')!)).toMatch(/ Mi barrio y cómo es mi perro: $/);
    expect(text(doc, 'label[for="chat-problema"]')).toBe('¿Cómo es tu perro? Raza, edad y mañas');
  });

  it('says on the shoe-repair page that the pair is picked up against a receipt and repaired in the workshop', async () => {
    const doc = await page('/servicios/reparacion-de-calzado-en-cartagena');
    expect(strip(doc)).toContain('Recibo escrito de lo que entregas');
    expect(steps(doc).join(' ')).toMatch(/recoger.*recibo escrito.*taller/);
    expect(steps(doc).join(' ')).not.toMatch(/llega a tu casa/);
  });

  it('says on a bench page that the device goes to the workshop, with its brand and model', async () => {
    const doc = await page('/servicios/servicio-de-reparacion-electronica-en-cartagena');
    expect(steps(doc)[0]).toMatch(/marca, el modelo/);
    expect(steps(doc).join(' ')).toMatch(/taller/);
    // site.yaml ships the workshop's address as a placeholder: the chat gives it (tests/workshop-address.test.ts).
    expect(steps(doc)[1]).toMatch(/dirección que te damos por el chat/);
  });

  it('says on a computer, TV or sound page that the job is done at home or at the bench, with the receipt on the strip', async () => {
    for (const slug of ['servicio-de-reparacion-de-computadores-en-cartagena', 'reparacion-de-televisores-en-cartagena', 'reparacion-de-equipos-de-sonido-en-cartagena']) {
      const doc = await page(`/servicios/${slug}`);
      expect(strip(doc), slug).toContain(VISIT_OR_BENCH_PROMISE);
      expect(steps(doc).join(' '), slug).toMatch(/en tu casa o negocio.*banco de trabajo.*taller con un recibo escrito/);
    }
  });

  it('names the cleaning staff as ours, with contract and benefits, and claims no warranty on their hours', async () => {
    for (const slug of ['servicio-de-limpieza-de-hogar-en-cartagena', 'servicios-de-limpieza-domestica-en-cartagena', 'empleada-domestica-por-horas-en-cartagena']) {
      const doc = await page(`/servicios/${slug}`);
      expect(strip(doc)[0], slug).toBe('Personal con contrato y prestaciones');
      expect(strip(doc).join(' '), slug).not.toMatch(/Garantía de|Técnicos/);
    }
  });

  it('names the person by the page\'s own noun: no "técnico" in the hero of a page where nobody is one', async () => {
    let checked = 0;
    for (const service of site.services) {
      const job = resolveJob(service.data, site.catalogue.data.groups);
      if (/técnic/.test(job.person)) continue;
      const hero = text(await page(`/servicios/${service.slug}`), '.hero-chat');
      expect(hero, service.slug).not.toMatch(/\btécnicos?\b/i);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(20);
  });

  it('gives the pages different strips and steps, as their jobs differ', async () => {
    const strips = new Set<string>();
    const allSteps = new Set<string>();
    for (const service of site.services) {
      const doc = await page(`/servicios/${service.slug}`);
      strips.add(strip(doc).join(' | '));
      allSteps.add(steps(doc).join(' | '));
    }
    expect(strips.size).toBeGreaterThanOrEqual(15);
    expect(allSteps.size).toBeGreaterThanOrEqual(15);
  });
});

describe("the consumer's way to complain", () => {
  it('links the Superintendencia de Industria y Comercio in a new tab and the PQRS section of the terms from every footer', async () => {
    const terms = legalPath(site.config, 'terms');
    expect((await page(terms)).querySelector('#pqrs')?.textContent).toMatch(/PQRS/);
    for (const p of pages.filter((p) => p.outputPath.endsWith('.html'))) {
      const doc = await page(p.url);
      const sic = doc.querySelector('.site-footer a[href="https://www.sic.gov.co"]');
      expect(sic?.textContent, p.url).toContain('Superintendencia de Industria y Comercio');
      expect([sic?.getAttribute('target'), sic?.getAttribute('rel')], p.url).toEqual(['_blank', 'noopener']);
      expect(doc.querySelector(`.site-footer a[href="${terms}#pqrs"]`)?.textContent, p.url).toMatch(/^PQRS/);
    }
  });
});

describe('the blog posts', () => {
  it('open a chat of their own, naming the post\'s topic, on every chat link of the post', async () => {
    const messages = new Set<string>();
    for (const post of site.posts) {
      const doc = await page(`/blog/${post.slug}`);
      expect(post.data.whatsapp, post.slug).toBeDefined();
      const message = composeMessage(post.data.whatsapp!);
      expect(message).toMatch(/^Hola, leí (su|en su)/);
      const links = all(doc, 'a[href*="wa.me"]');
      expect(links.length, post.slug).toBeGreaterThanOrEqual(3);
      for (const link of links) expect(textOfLink(link), post.slug).toBe(message);
      messages.add(message);
    }
    expect(messages.size).toBe(site.posts.length);
    expect(composeMessage(site.posts.find((p) => p.slug.startsWith('aire'))!.data.whatsapp!)).toMatch(/aire acondicionado/);
  });
});

describe('service page copy', () => {
  it('shows the subtitle, who the service is for and not for with the other page, and what to do before the visit', async () => {
    for (const service of site.services) {
      const doc = await page(`/servicios/${service.slug}`);
      const { data } = service;
      expect(text(doc, '.page-hero__subtitle'), service.slug).toBe(data.hero.subtitle);
      const fit = doc.querySelector('[aria-labelledby="encaja-titulo"]')!;
      expect(textIn(fit, 'h2'), service.slug).toBe('¿Es el servicio que necesitas?');
      expect(fit.textContent, service.slug).toContain(data.fit.for);
      expect(fit.textContent, service.slug).toContain(data.fit.notFor);
      expect(fit.querySelector('.fit__alternative a')?.getAttribute('href') ?? undefined, service.slug).toBe(data.fit.alternative);
      expect(text(doc, '.page-hero .before-visit h2')).toBe('Antes de escribirnos');
      expect(text(doc, '.before-visit p'), service.slug).toBe(data.beforeVisit);
    }
  });
});

describe('the request builder', () => {
  it('is on every service page, the constructor, the hubs and the landing page, hidden until its script shows it', async () => {
    expect(chatPages().map((c) => c.page.content.kind).sort()).toEqual(expect.arrayContaining(['constructor', 'hub', 'hub', 'landing', 'service']));
    expect(chatPages()).toHaveLength(site.services.length + 1 + site.hubs.length + 1);
    for (const { page: p, opening } of chatPages()) {
      const doc = await page(p.url);
      const builder = doc.querySelector('[data-request-builder]')!;
      expect(builder, p.url).not.toBeNull();
      expect(builder.hasAttribute('hidden'), p.url).toBe(true);
      expect(p.scripts, p.url).toContain('request-builder');
      expect([builder.getAttribute('data-message'), builder.getAttribute('data-problem'), builder.getAttribute('data-offer')]).toEqual([opening.message, opening.problem, opening.offer]);
      expect(builder.querySelector('[data-chat-problem]')?.getAttribute('placeholder'), p.url).toBe(opening.problem);
    }
  });

  it('offers the barrios of site.yaml grouped by zone from a file of their own, another place, and the urgencies of the message', async () => {
    const doc = await page('/servicios/servicio-de-plomero-en-cartagena');
    const select = doc.querySelector('select[data-chat-barrio]')!;
    expect(select.getAttribute('data-chat-barrio')).toBe(PATHS.serviceArea);
    expect(JSON.parse(await builtFile(fileOf(PATHS.serviceArea)))).toEqual(site.config.legal.serviceArea);
    // The page itself carries none of them: they come when the visitor opens the questions (tests/e2e/chat.test.ts).
    expect([...select.querySelectorAll('option')].map((o) => o.textContent?.trim())).toEqual(['Elige tu barrio', 'Otro barrio o municipio']);
    expect(select.querySelector('option[data-other]')?.textContent?.trim()).toBe('Otro barrio o municipio');
    expect(doc.querySelector('[data-chat-other-field]')?.hasAttribute('hidden')).toBe(true);
    const radios = all(doc, '[data-chat-urgency]');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['hoy', 'semana', 'visita']);
    expect(radios.map((r) => r.parentElement?.textContent?.trim())).toEqual(['Hoy mismo', 'Esta semana', 'Quiero programarlo']);
  });

  it('offers the urgencies of how the job happens: a visit programmed as a visit, a pick-up "con tiempo", none on construction', async () => {
    const labels = async (url: string) => all(await page(url), '[data-chat-urgency]').map((r) => r.parentElement?.textContent?.trim());
    expect(await labels('/servicios/servicio-de-lavado-de-ropa-en-cartagena')).toEqual(['Hoy mismo', 'Esta semana', 'Quiero programarlo con tiempo']);
    expect(await labels('/servicios/servicio-de-reparacion-de-celulares-en-cartagena')).toEqual(urgencyChoices('taller').map((id) => URGENCIES[id].label));
    const builder = await page('/servicios/constructor');
    expect(builder.querySelector('[data-request-builder]'), 'the builder itself stays').not.toBeNull();
    expect(all(builder, '[data-chat-urgency]')).toEqual([]);
    expect(builder.querySelector('.chat-request__urgency')).toBeNull();
  });

  it('ends the plain message in one blank, where WhatsApp puts the cursor, and never leaves a gap inside it', () => {
    for (const { page: p, opening } of chatPages()) {
      const message = composeMessage(opening);
      expect(message, p.url).not.toContain('…');
      expect(message, p.url).toMatch(/\. Mi barrio y [^.:]+: $/);
    }
    const opening: ChatOpening = { message: 'Hola, necesito un plomero en Cartagena.', problem: '', offer: 'Puedo enviarles una foto del daño.' };
    expect(composeMessage(opening)).toBe('Hola, necesito un plomero en Cartagena. Puedo enviarles una foto del daño. Mi barrio y lo que pasa: ');
    expect(composeMessage(opening, { barrio: 'Manga' })).toBe('Hola, necesito un plomero en Cartagena. Estoy en Manga. Puedo enviarles una foto del daño. Lo que pasa: ');
    expect(composeMessage(opening, { problem: 'gotea la llave' })).toBe('Hola, necesito un plomero en Cartagena. Lo que pasa: gotea la llave. Puedo enviarles una foto del daño. Mi barrio: ');
    expect(composeMessage(opening, { barrio: 'Manga', urgency: 'pronto', problem: 'gotea la llave.' })).toBe(
      'Hola, necesito un plomero en Cartagena. Estoy en Manga. Es urgente: lo antes posible. Lo que pasa: gotea la llave. Puedo enviarles una foto del daño.',
    );
  });

  it('leaves every chat link of the page with the plain message, the same for hero, header, floating button, closing call and footer', async () => {
    for (const { page: p, opening } of chatPages()) {
      const doc = await page(p.url);
      const links = all(doc, 'a[href*="wa.me"]');
      expect(links.length, p.url).toBeGreaterThanOrEqual(5);
      for (const link of links) expect(textOfLink(link), `${p.url}: ${link.outerHTML.slice(0, 80)}`).toBe(composeMessage(opening));
      for (const link of links) expect(link.hasAttribute('data-whatsapp'), p.url).toBe(true);
      for (const place of ['.hero-chat', '.site-header', '.site-footer']) expect(doc.querySelector(`${place} a[href*="wa.me"]`), `${p.url} ${place}`).not.toBeNull();
    }
  });
});

describe('the QR code beside the hero button', () => {
  it('is a lazy, sized, described picture of the plain chat link, drawn at build time', async () => {
    for (const { page: p, opening } of chatPages()) {
      const img = (await page(p.url)).querySelector('.hero-chat__qr img')!;
      // Its address waits in the <source> for the page's script, or for a browser without JavaScript (LaterPicture.tsx).
      expect(img.parentElement!.querySelector('source[data-later]')!.getAttribute('srcset'), p.url).toBe(imageUrls.chatQr(p.url));
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('alt')).toBe('Código QR para abrir el chat de WhatsApp en tu celular');
      expect(Number(img.getAttribute('width'))).toBeGreaterThan(100);
      expect(img.getAttribute('height')).toBe(img.getAttribute('width'));
      const file = await builtFile(imageUrls.chatQr(p.url).slice(1));
      expect(file, p.url).toBe(chatQrCode(whatsappUrl(site.config, composeMessage(opening))));
    }
  });

  it('draws exactly the modules of the code, inside a quiet zone of four', () => {
    const link = whatsappUrl(site.config, composeMessage(site.landing.data.whatsapp));
    const { size, data } = QRCode.create(link, { errorCorrectionLevel: 'M' }).modules;
    const svg = chatQrSvg({ size, data });
    expect(svg).toContain(`viewBox="0 0 ${size + 8} ${size + 8}"`);
    const drawn = new Set<string>();
    for (const [, x, y, run] of svg.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
      for (let i = 0; i < Number(run); i++) drawn.add(`${Number(x) + i - 4},${Number(y) - 4}`);
    }
    const dark = new Set<string>();
    for (let i = 0; i < data.length; i++) if (data[i]) dark.add(`${i % size},${Math.floor(i / size)}`);
    expect(drawn).toEqual(dark);
  });
});

describe('the legal identity of site.yaml', () => {
  /** What the law asks for (the legal pages' box), and the zones besides (the footer). */
  const identity = () => {
    const { legal } = site.config;
    return [legal.razonSocial, legal.nit, legal.address, displayPhone(legal.phone), legal.email, ...hoursLines(legal.hours).map((line) => line.replace(/\s+/g, ' '))];
  };
  const zones = () => site.config.legal.serviceArea.map((a) => a.zone);

  it('is in the footer of every page, with the phone and e-mail as links', async () => {
    for (const p of pages) {
      const footer = (await page(p.url)).querySelector('.site-footer')!;
      const shown = footer.textContent!.replace(/\s+/g, ' ');
      for (const value of [...identity(), ...zones()]) expect(shown, `${p.url}: ${value}`).toContain(value);
      expect(footer.querySelector(`a[href="tel:+${site.config.legal.phone}"]`), p.url).not.toBeNull();
      expect(footer.querySelector(`a[href="mailto:${site.config.legal.email}"]`), p.url).not.toBeNull();
    }
  });

  it.each([
    ['privacy', 'Responsable del tratamiento', 'Según el artículo 2.2.2.25.3.1 del Decreto 1074 de 2015 (antes artículo 13 del Decreto 1377 de 2013).'],
    ['terms', 'Datos del proveedor', 'Según el literal a del artículo 50 de la Ley 1480 de 2011.'],
  ] as const)('is in a box above the %s text, under its legal heading, with the article that asks for it in full', async (which, heading, law) => {
    const doc = await page(legalPath(site.config, which));
    const box = doc.querySelector('main [data-legal-identity]')!;
    expect(textIn(box, 'h2')).toBe(heading);
    for (const value of identity()) expect(box.textContent!.replace(/\s+/g, ' '), value).toContain(value);
    // The zones, which no law asks for here, are in the footer of the same page.
    for (const zone of zones()) expect(box.textContent, zone).not.toContain(zone);
    expect(textIn(box, '.legal-identity__law')).toBe(law);
    const prose = box.parentElement!;
    const firstHeading = prose.querySelector('h2:not([id="identidad-titulo"])')!;
    expect(box.compareDocumentPosition(firstHeading) & 4, 'the box comes before the text').toBe(4);
  });

  it('is in the business data of every page', async () => {
    const { legal } = site.config;
    for (const p of pages) {
      const blocks = all(await page(p.url), 'script[type="application/ld+json"]').map((s) => JSON.parse(s.textContent!));
      const business = blocks.find((b) => b['@type'] === 'HomeAndConstructionBusiness');
      expect(business, p.url).toMatchObject({
        legalName: legal.razonSocial,
        taxID: legal.nit,
        telephone: `+${legal.phone}`,
        email: legal.email,
        address: { streetAddress: legal.address },
      });
      const areas = business.areaServed as { name: string }[];
      expect(areas.map((a) => a.name), p.url).toEqual([site.config.city, ...legal.serviceArea.map((a) => a.zone)]);
    }
  });
});

describe('WhatsApp first', () => {
  it('puts WhatsApp in the header bar and first in the phone menu of every page', async () => {
    for (const p of pages) {
      const doc = await page(p.url);
      expect(doc.querySelector('.site-header__chat[href*="wa.me"]'), p.url).not.toBeNull();
      expect(doc.querySelector('#menu')?.firstElementChild?.getAttribute('href'), p.url).toMatch(/^https:\/\/wa\.me\//);
    }
  });

  it('ends every landing section that asks for action with the chat, the app second, and says where and when we work', async () => {
    const doc = await page('/');
    for (const id of ['home', 'services', 'steps', 'about', 'contact']) expect(doc.querySelector(`#${id} a[href*="wa.me"]`), id).not.toBeNull();
    const steps = all(doc, '#steps .section__more a').map((a) => a.getAttribute('href'));
    expect(steps[0]).toMatch(/wa\.me/);
    expect(steps[1]).toBe('#download');
    const about = text(doc, '#about');
    expect(about).toContain(coverageLine(site.config));
    for (const line of hoursLines(site.config.legal.hours)) expect(about).toContain(line.replace(/\s+/g, ' '));
  });
});

describe('catalogue search data', () => {
  /** The built file of the search: each service's words by weight, by slug, and the synonyms. */
  const searchDataFile = async (): Promise<SearchData> => JSON.parse(await builtFile(fileOf(PATHS.searchWords)));

  it('lists each group by name, and makes the whole card one link with its summary', async () => {
    const doc = await page('/servicios');
    expect(text(doc, '[data-search] label')).toBe('Busca tu servicio');
    expect(doc.querySelector('[data-search-count]')?.getAttribute('aria-live')).toBe('polite');
    for (const group of site.catalogue.data.groups) {
      const cards = all(doc, `#${group.id} .catalogue-card`);
      const names = cards.map((c) => textIn(c, '.catalogue-card__title'));
      expect(names, group.id).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
      for (const card of cards) {
        const links = card.querySelectorAll('a');
        expect(links, names[0]).toHaveLength(1);
        const service = site.services.find((s) => links[0]!.getAttribute('href') === `/servicios/${s.slug}`)!;
        expect(textIn(links[0]!, '.catalogue-card__title')).toBe(service.data.name);
        expect(textIn(links[0]!, '.catalogue-card__summary')).toBe(service.data.summary);
        expect(links[0]!.textContent).toContain('Ver detalles');
      }
    }
  });

  it('keeps the words the cards do not show out of the page, in a file the search field names', async () => {
    const doc = await page('/servicios');
    expect(doc.querySelector('[data-search]')?.getAttribute('data-search')).toBe(PATHS.searchWords);
    const data = await searchDataFile();
    const slugs = all(doc, '[data-search-card]').map((card) => card.getAttribute('data-search-card')!);
    expect(data.cards).toHaveLength(slugs.length);
    const html = await builtFile(outputPathFor(PATHS.catalogue));
    const extra = extraWordsOf(data, slugs);
    slugs.forEach((slug, i) => expect(html, slug).not.toContain(extra[i]));
    // Each card's words are its own: the plumber's search terms are on the plumber's card.
    expect(extra[slugs.indexOf('servicio-de-plomero-en-cartagena')]).toMatch(/\bmedidor\b/);
    const { synonyms } = data;
    expect(synonyms.plomero?.split('|')).toContain(phraseKey('fontanero'));
  });

  it.each([
    ['fuga', 'Plomería'],
    ['cucarachas', 'Fumigación'],
    ['FUMIGACION', 'Fumigación'],
  ])('ranks the card for "%s" first: %s', async (query, name) => {
    const doc = await page('/servicios');
    const data = await searchDataFile();
    const order = all(doc, '[data-search-card]').map((card) => card.getAttribute('data-search-card')!);
    const listing = (slug: string) => site.services.find((s) => s.slug === slug)!.data;
    const extra = extraWordsOf(data, order);
    const fields = order.map((slug, i) => [...shownFields(listing(slug).name, listing(slug).summary, serviceNames([])), extra[i]!]);
    const { synonyms } = data;
    const hits = rankCards(indexCards(fields, synonyms), query);
    const first = site.services.find((s) => s.slug === order[hits[0]!.index])!;
    expect(first.data.name).toBe(name);
    expect(hits.length).toBeLessThan(10);
  });

  it('does not find a card by the words of its summary that send the visitor to another service', () => {
    const plumbing = site.services.find((s) => s.data.name === 'Plomería')!;
    // "Si lo que tienes es … destape de cañerías": the plumber's summary names the other service.
    expect(plumbing.data.summary).toMatch(/destape de cañerías/);
    const names = serviceNames(site.services.map((s) => s.data.name));
    expect(shownFields(plumbing.data.name, plumbing.data.summary, names)[1]).not.toMatch(/\bcanerias\b/);
  });

  it('gives the search a way out to WhatsApp that carries the query, and ends with a WhatsApp call', async () => {
    const doc = await page('/servicios');
    const chat = doc.querySelector('[data-search-results] a[href*="wa.me"]')!;
    expect(chat.getAttribute('data-search-chat')).toContain('Busco: {busco}.');
    // Before the script fills it in, the link itself leaves a gap, never the slot (issue 42).
    expect(textOfLink(chat)).toBe(`Hola, busqué en el catálogo y no sé qué servicio pedir en ${site.config.city}. Mi barrio y lo que busco: `);
    expect(doc.querySelector('[data-search-results]')?.hasAttribute('hidden')).toBe(true);
    expect(text(doc, '.cta h2')).toBe('¿No lo encuentras?');
    const link = doc.querySelector('.cta a[href*="wa.me"]')!;
    expect(textOfLink(link)).toBe(`Hola, no encuentro en el catálogo el servicio que necesito en ${site.config.city}. Mi barrio y lo que necesito: `);
  });
});

describe('who we are, before the tap', () => {
  it('puts «Sobre Nosotros» with where we go right after the hero, the categories next, the app\'s blocks after them', async () => {
    const doc = await page('/');
    const order = all(doc, 'main > section[id]').map((s) => s.id);
    expect(order.slice(0, 5)).toEqual(['home', 'about', 'services', 'features', 'steps']);
    expect(text(doc, '#about')).toContain('Dónde atendemos');
  });

  it('says on every service page, near its button, where the people go and how the money works, linking the terms that say the same', async () => {
    const terms = await page(legalPath(site.config, 'terms'));
    const section = terms.getElementById(PAYMENT_SECTION)!;
    expect(section.textContent).toMatch(/^8\. Cómo se cobra/);
    for (const service of site.services) {
      const doc = await page(`/servicios/${service.slug}`);
      const lines = all(doc, '.hero-chat .order-terms').map((li) => li.textContent?.replace(/\s+/g, ' ').trim());
      const job = resolveJob(service.data, site.catalogue.data.groups);
      expect(lines[0], service.slug).toBe(`Vamos a ${coverageLine(site.config)}`);
      expect(lines[1], service.slug).toMatch(/^.*; pagas al recibir, por transferencia, Nequi, Daviplata o efectivo, con factura electrónica\. Cómo cobramos$/);
      if (!service.data.claims.freeDiagnosis) expect(lines[1], service.slug).toBe(`${moneyLine(job, undefined)} Cómo cobramos`);
      expect(doc.querySelector('.order-terms a')?.getAttribute('href'), service.slug).toBe(`${legalPath(site.config, 'terms')}#${PAYMENT_SECTION}`);
      expect(lines[1]!.includes('gratis'), service.slug).toBe(service.data.claims.freeDiagnosis);
      expect(lines.some((l) => l?.startsWith('Garantía de ')), service.slug).toBe(!!job.warranty.covers);
    }
    expect(coverageLine(site.config)).toBe('Cartagena, sus corregimientos Bayunca y Pasacaballos, y los municipios de Turbaco, Arjona, Santa Rosa, Clemencia y Santa Catalina.');
  });

  it('gives the thank-you page the chat line, which out of hours says when a new request is answered and that a service under way is answered now', async () => {
    const doc = await page(PATHS.thanks);
    expect(doc.querySelector('.message-page__actions + [data-chat-when]')).not.toBeNull();
    expect(pages.find((p) => p.url === PATHS.thanks)!.scripts).toContain('chat-when');
  });

  it('says who answers the chat beside the button only when site.yaml names someone, and nothing in its place when not', async () => {
    const plumber = '/servicios/servicio-de-plomero-en-cartagena';
    expect((await page(plumber)).querySelector('.chat-person')).toBeNull();
    const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'chat-person-'));
    try {
      const person = 'chatPerson:\n  name: Carolina\n  role: coordinadora de servicios\n  photo: /equipo/carolina.jpg\n';
      const contentDir = await contentCopier(scratch)('person', { 'site.yaml': (source) => `${source}\n${person}` });
      const { files } = await build({ projectDir, contentDir, write: false, cacheDir: pictureCache });
      const html = files.find((f) => f.path.split(path.sep).join('/') === `${plumber.slice(1)}.html`)!;
      const doc = parse(String(html.contents));
      const line = doc.querySelector('.hero-chat__main > a[data-whatsapp] + .chat-person')!;
      expect(line.textContent?.trim()).toBe('Te responde Carolina, coordinadora de servicios.');
      expect(line.querySelector('img')?.getAttribute('src')).toBe('/equipo/carolina.jpg');
    } finally {
      await fs.rm(scratch, { recursive: true, force: true });
    }
  }, 120_000);
});
