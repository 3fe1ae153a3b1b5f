// The way to order, in Chromium at phone sizes: a WhatsApp link in the first screen of every public template, the
// request builder writing its answers into every chat link (and
// keeping them over a reload), the plain link without JavaScript, the QR code only on desktop, the catalogue
// search, and a footer that holds at tablet width.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page as Tab } from 'playwright-core';
import { extraWordsOf, wordsOf, type SearchData } from '../../templates/search-words.ts';
import { composeMessage, type ChatAnswers, type ChatOpening } from '../../templates/whatsapp-message.ts';
import { imageLoaded, laterStylesApplied, PHONES, publicTemplates, scriptHasRun, startBrowserSite, visitPage, type BrowserSite } from '../helpers/browser-site.ts';

let site: BrowserSite;
beforeAll(async () => {
  site = await startBrowserSite();
});
afterAll(() => site?.close());

const phone = (viewport: { width: number; height: number }, javaScriptEnabled = true) => site.newPage('android', { viewport, javaScriptEnabled });
const PLUMBER = '/servicios/servicio-de-plomero-en-cartagena';
/** Fixed page clocks in Cartagena's time (UTC−5): a Tuesday morning, within the hours; a Sunday afternoon, outside them. */
const OPEN = Date.parse('2026-12-01T10:00:00-05:00');
const CLOSED = Date.parse('2026-11-29T15:00:00-05:00');
const serviceOpening = (url: string): ChatOpening => {
  const { chat } = site.pages.find((p) => p.url === url)!;
  if (!chat) throw new Error(`${url} has no request builder`);
  return chat;
};
/** The URLs the page asks for that match `pattern`, as it asks, each let through or refused. */
async function requestsFor(tab: Tab, pattern: string, answer: 'continue' | 'abort'): Promise<string[]> {
  const asked: string[] = [];
  await tab.route(pattern, (route) => {
    asked.push(route.request().url());
    return answer === 'continue' ? route.continue() : route.abort();
  });
  return asked;
}

/** The decoded message of every chat link on the page. */
const chatTexts = (tab: Tab) =>
  tab.locator('a[href*="wa.me"]').evaluateAll((links) => links.map((a) => decodeURIComponent((a as HTMLAnchorElement).href.split('?text=')[1]!)));

describe.each(PHONES)('at $width×$height', (viewport) => {
  it('shows a WhatsApp link in the first screen of every public template, and the hero button itself where there is one', async () => {
    const { page } = await phone(viewport);
    for (const route of publicTemplates(site.pages)) {
      await visitPage(page, site.origin, route);
      const tappable = await page.locator('a[href*="wa.me"]').evaluateAll((links) =>
        links.filter((a) => {
          const r = a.getBoundingClientRect();
          if (r.width === 0 || r.top < 0 || r.bottom > innerHeight) return false;
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return !!hit && a.contains(hit);
        }).length,
      );
      expect(tappable, route.url).toBeGreaterThan(0);
      if ((await page.locator('.hero-chat').count()) > 0) {
        const bottom = await page.locator('.hero-chat a[href*="wa.me"]').first().evaluate((a) => a.getBoundingClientRect().bottom);
        expect(bottom, `${route.url}: hero button above the fold`).toBeLessThanOrEqual(viewport.height);
      }
    }
  }, 120_000);
});

describe('the request builder', () => {
  it('writes the barrio, the urgency and the problem into every chat link, and keeps them over a reload', async () => {
    const { page, errors } = await phone(PHONES[1]!);
    // A Tuesday at 10 a.m. in Cartagena: the chat is open, so the builder offers «Hoy mismo».
    await page.clock.install({ time: OPEN });
    await page.goto(`${site.origin}${PLUMBER}`);
    const opening = serviceOpening(PLUMBER);
    expect(new Set(await chatTexts(page))).toEqual(new Set([composeMessage(opening)]));
    await page.getByText('Agregar barrio y detalle').click();
    await page.getByLabel('Barrio o municipio').selectOption('Manga');
    await page.getByLabel('Hoy mismo').check();
    await page.getByLabel('¿Qué pasa? En pocas palabras').fill('la llave del lavaplatos gotea');
    const answers: ChatAnswers = { barrio: 'Manga', urgency: 'hoy', problem: 'la llave del lavaplatos gotea' };
    const expected = composeMessage(opening, answers);
    const texts = await chatTexts(page);
    expect(texts.length).toBeGreaterThanOrEqual(5);
    expect(new Set(texts)).toEqual(new Set([expected]));
    expect(await page.locator('[data-chat-preview]').textContent()).toBe(expected);

    await page.reload();
    await scriptHasRun(page);
    expect(await page.locator('[data-request-builder]').getAttribute('open')).not.toBeNull();
    // The barrio is back once the list of barrios is.
    await expect.poll(() => page.getByLabel('Barrio o municipio').inputValue()).toBe('Manga');
    expect(await page.getByLabel('Hoy mismo').isChecked()).toBe(true);
    expect(await page.getByLabel('¿Qué pasa? En pocas palabras').inputValue()).toBe(answers.problem);
    expect(new Set(await chatTexts(page))).toEqual(new Set([expected]));
    expect(errors).toEqual([]);
  });

  it('offers «Lo antes posible» instead of «Hoy mismo» while the chat is closed, and keeps the answer over a reload', async () => {
    const { page, errors } = await phone(PHONES[1]!);
    // A Sunday afternoon in Cartagena: new requests wait for Monday.
    await page.clock.install({ time: CLOSED });
    await page.goto(`${site.origin}${PLUMBER}`);
    await page.getByText('Agregar barrio y detalle').click();
    expect(await page.getByLabel('Hoy mismo').count()).toBe(0);
    await page.getByLabel('Lo antes posible').check();
    const expected = composeMessage(serviceOpening(PLUMBER), { urgency: 'pronto' });
    expect(expected).toContain('Es urgente: lo antes posible.');
    expect(new Set(await chatTexts(page))).toEqual(new Set([expected]));
    await page.reload();
    await scriptHasRun(page);
    expect(await page.getByLabel('Lo antes posible').isChecked()).toBe(true);
    expect(new Set(await chatTexts(page))).toEqual(new Set([expected]));
    expect(errors).toEqual([]);
  });

  it('asks for the barrios only when the questions open, and keeps a saved barrio, typed under "Otro", when they do not come', async () => {
    const { page } = await phone(PHONES[1]!);
    const asked = await requestsFor(page, '**/barrios.json', 'continue');
    await page.goto(`${site.origin}${PLUMBER}`, { waitUntil: 'networkidle' });
    expect(asked).toEqual([]);
    await page.getByText('Agregar barrio y detalle').click();
    await page.getByLabel('Barrio o municipio').selectOption('Bocagrande');
    expect(asked).toHaveLength(1);

    await page.unroute('**/barrios.json');
    await page.route('**/barrios.json', (route) => route.abort());
    await page.reload();
    const barrio = page.getByLabel('Barrio o municipio');
    await expect.poll(() => barrio.inputValue()).toBe('otro');
    expect(await page.getByLabel('¿Cuál?').inputValue()).toBe('Bocagrande');
    expect(new Set(await chatTexts(page))).toEqual(new Set([composeMessage(serviceOpening(PLUMBER), { barrio: 'Bocagrande' })]));
  });

  it('takes a place outside the list, and keeps each page its own answers', async () => {
    const { page } = await phone(PHONES[0]!);
    const hub = site.pages.find((p) => p.content.kind === 'hub')!;
    await page.goto(`${site.origin}${hub.url}`);
    await page.getByText('Agregar barrio y detalle').click();
    const other = page.getByLabel('¿Cuál?');
    expect(await other.isVisible()).toBe(false);
    await page.getByLabel('Barrio o municipio').selectOption({ label: 'Otro barrio o municipio' });
    await other.fill('Arroyo de Piedra');
    expect(new Set(await chatTexts(page))).toEqual(new Set([composeMessage(serviceOpening(hub.url), { barrio: 'Arroyo de Piedra' })]));
    await page.goto(`${site.origin}${PLUMBER}`);
    expect(new Set(await chatTexts(page))).toEqual(new Set([composeMessage(serviceOpening(PLUMBER))]));
  });

  it('restores only well-formed saved answers: a lone surrogate stopped the builder with "URI malformed" (issue 52, item 13)', async () => {
    const { page, errors } = await phone(PHONES[1]!);
    // Within the hours, where the answer is «Hoy mismo» (outside them it reads «Lo antes posible»).
    await page.clock.install({ time: OPEN });
    await page.addInitScript((key) => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem(key, JSON.stringify({ barrio: '', other: '', urgency: 'hoy', problem: 'gotea \uD83D sin parar' }));
      }
    }, `chat-request:${PLUMBER}`);
    await page.goto(`${site.origin}${PLUMBER}`);
    await scriptHasRun(page);
    expect(await page.getByLabel('¿Qué pasa? En pocas palabras').inputValue()).toBe('');
    expect(await page.getByLabel('Hoy mismo').isChecked()).toBe(true);
    await page.getByLabel('¿Qué pasa? En pocas palabras').fill('la llave gotea');
    expect(new Set(await chatTexts(page))).toEqual(new Set([composeMessage(serviceOpening(PLUMBER), { urgency: 'hoy', problem: 'la llave gotea' })]));
    expect(errors).toEqual([]);
  });

  it('leaves the plain link and shows no questions without JavaScript', async () => {
    const { page } = await phone(PHONES[1]!, false);
    for (const url of [PLUMBER, site.pages.find((p) => p.content.kind === 'hub')!.url]) {
      await page.goto(`${site.origin}${url}`);
      expect(await page.locator('[data-request-builder]').isVisible(), url).toBe(false);
      expect(new Set(await chatTexts(page)), url).toEqual(new Set([composeMessage(serviceOpening(url))]));
      const hero = page.locator('.hero-chat a[href*="wa.me"]').first();
      expect(await hero.isVisible(), url).toBe(true);
    }
  });
});

describe('the QR code', () => {
  it('shows beside the hero button on desktop and is never downloaded on a phone', async () => {
    const desktop = await site.newPage('desktop');
    await desktop.page.goto(`${site.origin}${PLUMBER}`, { waitUntil: 'networkidle' });
    const qr = desktop.page.locator('.hero-chat__qr img');
    expect(await qr.isVisible()).toBe(true);
    await expect.poll(() => imageLoaded(qr)).toBe(true);
    const button = await desktop.page.locator('.hero-chat a[href*="wa.me"]').first().boundingBox();
    const code = await qr.boundingBox();
    expect(code!.x, 'beside the button').toBeGreaterThan(button!.x + button!.width);

    const { page } = await phone(PHONES[1]!);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto(`${site.origin}${PLUMBER}`, { waitUntil: 'networkidle' });
    await scriptHasRun(page);
    // Down the page and back to the hero: each time, every picture in view has come in, so the browser's lazy loading
    // had its pass over the page where it stands, the QR code's place included.
    const inViewLoaded = () =>
      page.waitForFunction(() =>
        [...document.images].filter((img) => img.getClientRects().length > 0 && img.getBoundingClientRect().bottom > 0 && img.getBoundingClientRect().top < innerHeight).every((img) => img.complete),
      );
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await inViewLoaded();
    await page.evaluate(() => window.scrollTo(0, 0));
    await inViewLoaded();
    expect(requested.filter((url) => url.includes('/img/qr/'))).toEqual([]);
    expect(await page.locator('.hero-chat__qr').isVisible()).toBe(false);
  });
});

describe('the catalogue search', () => {
  const visible = (tab: Tab) => tab.locator('.catalogue-card:visible .catalogue-card__title').allTextContents();

  it.each([
    ['fuga', 'Plomería'],
    ['cucarachas', 'Fumigación'],
    ['FUMIGACION', 'Fumigación'],
  ])('finds "%s" as the visitor types: %s first, in one list across groups, with a count, no tabs, and the chat', async (query, name) => {
    const { page } = await phone(PHONES[1]!);
    await page.goto(`${site.origin}/servicios`);
    const field = page.getByLabel('Busca tu servicio');
    await field.pressSequentially(query, { delay: 20 });
    await page.locator('.catalogue-card:visible').getByRole('heading', { name, exact: true }).waitFor();
    const names = await visible(page);
    expect(names[0]).toBe(name);
    expect(names.length).toBeLessThan(51);
    expect(await page.locator('[data-search-count]').textContent()).toBe(names.length === 1 ? '1 servicio' : `${names.length} servicios`);
    expect(await page.locator('[data-tablist]').isVisible()).toBe(false);
    // The matches leave their groups for one list, best first; below it, the chat carries what was typed.
    expect(await page.locator('[data-tabpanel]:visible').count()).toBe(0);
    expect(await page.locator('[data-search-list] .catalogue-card__title').allTextContents()).toEqual(names);
    const chat = page.locator('[data-search-results] a[href*="wa.me"]');
    expect(decodeURIComponent((await chat.getAttribute('href'))!)).toContain(`Busco: ${query}.`);
    await field.fill('');
    expect(await page.locator('[data-tablist]').isVisible()).toBe(true);
    expect(await page.locator('[data-tabpanel]:visible').count()).toBe(1);
    // Every card is back in its group, in the catalogue's order.
    expect(await page.locator('[data-search-list] [data-search-card]').count()).toBe(0);
    for (const group of site.site.catalogue.data.groups) {
      const titles = await page.locator(`#${group.id} .catalogue-card__title`).allTextContents();
      expect(titles, group.id).toEqual(site.site.services.filter((s) => s.data.group === group.id).map((s) => s.data.name).sort((a, b) => a.localeCompare(b, 'es')));
    }
  });

  it('says when nothing matches, and leaves the chat with what the visitor typed', async () => {
    const { page } = await phone(PHONES[1]!);
    await page.goto(`${site.origin}/servicios`);
    await page.getByLabel('Busca tu servicio').pressSequentially('abogado', { delay: 20 });
    await expect.poll(() => page.locator('[data-search-count]').textContent()).toBe('0 servicios');
    expect(await page.locator('[data-search-none]').isVisible()).toBe(true);
    const chat = page.locator('[data-search-results] a[href*="wa.me"]');
    expect(await chat.isVisible()).toBe(true);
    expect(decodeURIComponent((await chat.getAttribute('href'))!)).toContain('Busco: abogado.');
  });

  it('carries "$&", "$`" and "$\'" into the chat as typed, not as replacement patterns (issue 52, item 13)', async () => {
    const { page } = await phone(PHONES[1]!);
    await page.goto(`${site.origin}/servicios`);
    const query = "tubo $& 2 $` x $' y";
    await page.getByLabel('Busca tu servicio').pressSequentially(query, { delay: 20 });
    const chat = page.locator('[data-search-results] a[href*="wa.me"]');
    await expect.poll(async () => decodeURIComponent((await chat.getAttribute('href'))!)).toContain(`Busco: ${query}.`);
  });

  it('asks for the words the cards do not show only when the visitor heads for the field, and searches the cards without them', async () => {
    const { page } = await phone(PHONES[1]!);
    const asked = await requestsFor(page, '**/servicios.json', 'abort');
    await page.goto(`${site.origin}/servicios`, { waitUntil: 'networkidle' });
    expect(asked).toEqual([]);
    const field = page.getByLabel('Busca tu servicio');
    await field.pressSequentially('plomer', { delay: 20 });
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    expect(await visible(page)).toContain('Plomería');
    // A word only among one service's own words: without the file, no card matches it; with it, that card does.
    const data: SearchData = await (await fetch(`${site.origin}/servicios.json`)).json();
    const slugs = await page.locator('[data-search-card]').evaluateAll((cards) => cards.map((c) => (c as HTMLElement).dataset.searchCard!));
    const extra = extraWordsOf(data, slugs);
    const shown = new Set(wordsOf((await page.locator('.catalogue-card').allTextContents()).join(' ')));
    const slug = 'servicio-de-fumigacion-en-cartagena';
    expect(extra[slugs.indexOf(slug)]).toMatch(/\btermit\b/);
    expect(shown.has('termitas')).toBe(false);
    const word = 'termitas';
    await field.fill(word);
    expect(await page.locator('[data-search-count]').textContent()).toBe('0 servicios');
    await page.unroute('**/servicios.json');
    // Typed again: a keystroke after the refused request has failed asks for the file anew.
    await field.fill('');
    await field.pressSequentially(word, { delay: 20 });
    const name = site.site.services.find((s) => s.slug === slug)!.data.name;
    await page.locator('.catalogue-card:visible').getByRole('heading', { name, exact: true }).waitFor();
  });

  it('shows all four groups and no search field without JavaScript', async () => {
    const { page } = await phone(PHONES[0]!, false);
    await page.goto(`${site.origin}/servicios`);
    expect(await page.locator('[data-search]').isVisible()).toBe(false);
    for (const group of site.site.catalogue.data.groups) expect(await page.locator(`#${group.id}`).isVisible(), group.id).toBe(true);
    expect(await page.locator('.catalogue-card:visible').count()).toBe(51);
  });
});

describe('the footer', () => {
  it('holds at 768 px: nothing wider than the screen, no word broken across lines', async () => {
    const { page } = await site.newPage('desktop', { viewport: { width: 768, height: 1024 } });
    for (const url of ['/', PLUMBER]) {
      await page.goto(`${site.origin}${url}`);
      const broken = await page.locator('footer').evaluate((footer) => {
        const found: string[] = [];
        const walker = document.createTreeWalker(footer, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const match of node.textContent!.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
            if (lines.size > 1) found.push(match[0]);
          }
        }
        return found;
      });
      expect(broken, url).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), url).toBeLessThanOrEqual(768);
    }
  });
});

describe('floating buttons', () => {
  it('step aside while the contact form or the footer is in view', async () => {
    const { page } = await phone(PHONES[1]!);
    await page.goto(`${site.origin}/`);
    await laterStylesApplied(page);
    const floating = page.locator('.floating--download');
    await page.locator('#features').scrollIntoViewIfNeeded();
    // The observer may first report the hero as it was at load, on a busy machine after the scroll: the button can
    // step aside for a moment before it settles.
    await expect.poll(() => floating.isVisible(), { message: '#features' }).toBe(true);
    for (const target of ['[data-contact-form] [data-submit]', 'footer']) {
      await page.locator(target).evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
      await expect.poll(() => floating.isVisible(), { message: target }).toBe(false);
    }
  });

  it('can be tapped the moment it comes back', async () => {
    const { page } = await phone(PHONES[1]!);
    await page.goto(`${site.origin}/`);
    await laterStylesApplied(page);
    await page.locator('footer').evaluate((el) => el.scrollIntoView({ behavior: 'instant' }));
    const floating = page.locator('.floating--download');
    await expect.poll(() => floating.isVisible()).toBe(false);
    // Whatever is at the button's centre in the frame its class changes, before any transition has run.
    const hit = await floating.evaluate(
      (button) =>
        new Promise<string>((resolve) => {
          new MutationObserver(() => {
            if (button.classList.contains('is-away')) return;
            const r = button.getBoundingClientRect();
            const found = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
            resolve(found && button.contains(found) ? 'button' : String(found?.outerHTML.slice(0, 60)));
          }).observe(button, { attributes: true });
          document.querySelector('#features')!.scrollIntoView({ behavior: 'instant' });
        }),
    );
    expect(hit).toBe('button');
  });
});
