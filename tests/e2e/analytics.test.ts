// The site built with `analytics:` against a stand-in for Plausible's events API on this machine: each chat button of
// a service page, the landing page, a hub and a blog post, the contact form (accepted, then refused), both store
// buttons and the menu's "Descargar App" send exactly their event, and the tap still opens the same chat or store; no
// page sets a cookie or writes storage, and the events API is the only other address a page sends anything to.
import type { BrowserContext, Page as Tab } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalPath, servicePath } from '../../pipeline/urls.ts';
import { CHAT_PLACEMENTS } from '../../templates/analytics-marks.ts';
import { publicTemplates, REDUCED_MOTION, scriptHasRun, startBrowserSite, visitPage, type BrowserSite, type DEVICES } from '../helpers/browser-site.ts';
import { COUNTED_DOMAIN, startCountingSite, type CountingSite, type SentEvent } from '../helpers/counting-site.ts';
import { eventually } from '../helpers/eventually.ts';
import { storageOf, watchPrivacy } from '../helpers/privacy.ts';
import { built, builtSite } from '../helpers/site.ts';

const SERVICE = 'servicio-de-plomero-en-cartagena';
/** Every page of the site, as the counted build has them (the same content with `analytics:`). */
const ROUTES = (await builtSite()).pages.map((p) => p.url);
const HUB = 'servicios-para-el-hogar';
const P = CHAT_PLACEMENTS;

let counting: CountingSite;
let browser: BrowserSite;
beforeAll(async () => {
  counting = await startCountingSite();
  browser = await startBrowserSite(counting);
});
afterAll(async () => {
  await browser?.close();
  await counting?.close();
});

/** The events received since `from`, without the tracker's engagement figures (time on page, scroll depth). */
const named = (from = 0) => counting.events.slice(from).map((e) => e.event).filter((e) => e.n !== 'engagement');

/** A tab that the tracker counts, with the outside world's chat and stores answering with a blank page. */
async function countedTab(device: keyof typeof DEVICES = 'desktop') {
  const tab = await browser.newPage(device, REDUCED_MOTION);
  await tab.context.route(/^https:\/\/(wa\.me|apps\.apple\.com|play\.google\.com)\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Fuera del sitio</title>' }));
  await watchPrivacy(tab.context, true);
  return tab;
}

/** Taps a link that opens a new tab and returns where that tab went. */
async function tapAway(page: Tab, context: BrowserContext, selector: string): Promise<{ expected: string; opened: string }> {
  const link = page.locator(selector);
  const expected = (await link.evaluate((a: HTMLAnchorElement) => a.href)) ?? '';
  const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await popup.waitForLoadState('domcontentloaded').catch(() => undefined);
  const opened = popup.url();
  await popup.close();
  return { expected, opened };
}

/** Scrolls down to where the floating button shows: no form, hero chat or footer in view. */
async function scrollToFloating(page: Tab): Promise<void> {
  const floating = page.locator('[data-floating]');
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 300) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    // The observer that hides it reports after the next frames are drawn.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    if (await floating.evaluate((el) => !el.classList.contains('is-away'))) return;
  }
  throw new Error(`${page.url()}: the floating button shows nowhere`);
}

/** Waits for `count` named events after `from`. */
async function receive(from: number, count: number): Promise<SentEvent[]> {
  await eventually(async () => named(from).length >= count);
  return named(from);
}

const view = (url: string): SentEvent => expect.objectContaining({ n: 'pageview', u: url, d: COUNTED_DOMAIN }) as SentEvent;
/** A chat counted on the page at `path` (with its #fragment, as the tracker sends the address). */
const chat = (path: string, props: Record<string, string>): SentEvent => expect.objectContaining({ n: 'WhatsApp', u: `${browser.origin}${path}`, d: COUNTED_DOMAIN, p: props }) as SentEvent;

describe('counting what the site brings', () => {
  it('counts each chat button of a service page, the landing page, a hub and a blog post once, with its page, service, button and whether the questions were answered', async () => {
    const { page, context, errors } = await countedTab('desktop');
    const post = browser.pages.find((p) => p.content.kind === 'post')!;
    const cases = [
      { url: servicePath(SERVICE), service: SERVICE, placements: [P.header, P.hero, P.closing, P.floating, P.footer] },
      { url: '/', service: undefined, placements: [P.header, P.hero, P.services, P.steps, P.about, P.contact, P.footer] },
      { url: servicePath(HUB), service: undefined, placements: [P.header, P.hero, P.closing, P.floating, P.footer] },
      { url: post.url, service: undefined, placements: [P.header, P.closing, P.footer] },
    ];
    for (const { url, service, placements } of cases) {
      const from = counting.events.length;
      const address = `${browser.origin}${url}`;
      await page.goto(address);
      await scriptHasRun(page);
      // Every chat link of the page is one of these (the phone menu's is hidden on a wide screen; tested below).
      const marked = await page.locator('a[data-whatsapp]').evaluateAll((links) => links.map((a) => (a as HTMLElement).dataset.whatsapp));
      const hasQuestions = (await page.locator('[data-request-builder]').count()) > 0;
      expect(marked.filter((m) => m !== P.menu).sort(), url).toEqual([...placements, ...(hasQuestions ? [P.questions] : [])].sort());
      const expected: SentEvent[] = [view(address)];
      const props = (boton: string, answered: boolean) => ({ pagina: url, boton, preguntas: answered ? 'sí' : 'no', ...(service && { servicio: service }) });
      for (const placement of placements) {
        if (placement === P.floating) await scrollToFloating(page);
        const { expected: href, opened } = await tapAway(page, context, `a[data-whatsapp="${placement}"]`);
        expect(opened, `${url} ${placement}`).toBe(href);
        expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
        expected.push(chat(url, props(placement, false)));
        expect(await receive(from, expected.length)).toEqual(expected);
      }
      if (hasQuestions) {
        await page.locator('[data-request-builder] summary').click();
        await page.fill('[data-chat-problem]', 'Gotea la llave del lavaplatos');
        const { expected: href, opened } = await tapAway(page, context, `a[data-whatsapp="${P.questions}"]`);
        expect(opened).toBe(href);
        expect(decodeURIComponent(href)).toContain('Gotea la llave del lavaplatos');
        expected.push(chat(url, props(P.questions, true)));
        // The answer is never sent: only that there was one.
        const events = await receive(from, expected.length);
        expect(events).toEqual(expected);
        expect(JSON.stringify(events)).not.toContain('Gotea');
      }
      const storage = await storageOf(page);
      expect(storage.writes.filter((w) => !w.startsWith('localStorage.setItem(chat-request:')), url).toEqual([]);
    }
    expect(await context.cookies()).toEqual([]);
    expect(errors).toEqual([]);
  }, 240_000);

  it('counts the phone menu\'s chat and its "Descargar App" with the store of the device', async () => {
    const { page, context, errors } = await countedTab('android');
    const url = servicePath(SERVICE);
    const from = counting.events.length;
    await page.goto(`${browser.origin}${url}`);
    await scriptHasRun(page);
    await page.locator('[data-menu-toggle]').click();
    const { expected: href, opened } = await tapAway(page, context, `a[data-whatsapp="${P.menu}"]`);
    expect(opened).toBe(href);
    await page.locator('[data-menu-toggle]').click();
    const store = await tapAway(page, context, '[data-download-app]');
    expect(store.opened).toBe(browser.site.config.stores.android);
    expect(await receive(from, 3)).toEqual([
      view(`${browser.origin}${url}`),
      chat(url, { pagina: url, boton: P.menu, preguntas: 'no', servicio: SERVICE }),
      expect.objectContaining({ n: 'Tienda', p: { tienda: 'android' } }),
    ]);
    expect((await storageOf(page)).writes).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('counts a visit to each store, from both buttons and from the menu on a desktop, once each', async () => {
    const { page, context, errors } = await countedTab('desktop');
    const from = counting.events.length;
    await page.goto(`${browser.origin}/`);
    await scriptHasRun(page);
    const { stores } = browser.site.config;
    for (const store of ['android', 'ios'] as const) {
      const { opened } = await tapAway(page, context, `.home-hero [data-store="${store}"]`);
      expect(opened).toBe(stores[store]);
    }
    page.once('dialog', (dialog) => dialog.accept());
    const { opened } = await tapAway(page, context, '[data-download-app]');
    expect(opened).toBe(stores.ios);
    const tienda = (store: string) => expect.objectContaining({ n: 'Tienda', p: { tienda: store } });
    expect(await receive(from, 4)).toEqual([view(`${browser.origin}/`), tienda('android'), tienda('ios'), tienda('ios')]);
    expect((await storageOf(page)).writes).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('counts a form message only once the form service accepts it; a refused one counts only its WhatsApp fallback', async () => {
    const fill = async (page: Tab) => {
      await page.fill('#contact-name', 'María José Pérez');
      await page.fill('#contact-email', 'maria@correo.co');
      await page.fill('#contact-message', 'Mi aire acondicionado gotea agua dentro del cuarto.');
      await page.check('#contact-consent');
    };
    const thanks = `${browser.origin}/gracias-por-contactar`;

    browser.form.answers = [{ status: 200, body: { success: 'true' } }];
    const accepted = await countedTab('desktop');
    let from = counting.events.length;
    await accepted.page.goto(`${browser.origin}/#contact`);
    await scriptHasRun(accepted.page);
    await fill(accepted.page);
    await accepted.page.click('[data-submit]');
    await accepted.page.waitForURL(thanks);
    const sent = [view(`${browser.origin}/#contact`), view(thanks), expect.objectContaining({ n: 'Formulario enviado', u: thanks, r: `${browser.origin}/` })];
    expect(await receive(from, 3)).toEqual(sent);
    // A reload of the thank-you page is no second message.
    await accepted.page.reload();
    expect(await receive(from, 4)).toEqual([...sent, view(thanks)]);
    const { opened, expected } = await tapAway(accepted.page, accepted.context, `a[data-whatsapp="${P.thanks}"]`);
    expect(opened).toBe(expected);
    expect(await receive(from, 5)).toEqual([...sent, view(thanks), chat('/gracias-por-contactar', { pagina: '/gracias-por-contactar', boton: P.thanks, preguntas: 'no' })]);

    browser.form.answers = [{ status: 200, body: { success: 'false', message: 'This form needs Activation.' } }];
    const refused = await countedTab('desktop');
    from = counting.events.length;
    await refused.page.goto(`${browser.origin}/#contact`);
    await scriptHasRun(refused.page);
    await fill(refused.page);
    await refused.page.click('[data-submit]');
    const toast = refused.page.locator('.toast--destructive a');
    await toast.waitFor();
    const fallback = await tapAway(refused.page, refused.context, '.toast--destructive a');
    expect(fallback.opened).toBe(fallback.expected);
    expect(fallback.opened).toMatch(/^https:\/\/wa\.me\//);
    expect(await receive(from, 2)).toEqual([view(`${browser.origin}/#contact`), chat('/#contact', { pagina: '/', boton: P.formFallback, preguntas: 'no' })]);
    expect(named(from).some((e) => e.n === 'Formulario enviado')).toBe(false);

    for (const { page, context, errors } of [accepted, refused]) {
      // The draft of what was typed, the one key the form keeps (the privacy policy lists it).
      expect((await storageOf(page)).writes.every((w) => /^localStorage\.(setItem|removeItem)\(contact-draft\)$/.test(w))).toBe(true);
      expect(await context.cookies()).toEqual([]);
      expect(errors).toEqual([]);
    }
  }, 120_000);

  it('sends a tap made before the counting is in once it arrives, once, and never holds the tap up', async () => {
    const { page, context, errors } = await countedTab('desktop');
    // The counting is held back until the taps are made.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route(/\/assets\/counting-[A-Z0-9]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const from = counting.events.length;
    const asked = page.waitForRequest(/\/assets\/counting-/);
    await page.goto(`${browser.origin}/`);
    await scriptHasRun(page);
    // The page's script has run: it asks for the counting then.
    await asked;
    const chatTap = await tapAway(page, context, `.home-hero a[data-whatsapp="${P.hero}"]`);
    expect(chatTap.opened).toBe(chatTap.expected);
    const storeTap = await tapAway(page, context, '.home-hero [data-store="android"]');
    expect(storeTap.opened).toBe(browser.site.config.stores.android);
    expect(named(from), 'nothing is sent before the counting is in').toEqual([]);
    release();
    const tienda = expect.objectContaining({ n: 'Tienda', p: { tienda: 'android' } }) as SentEvent;
    const waited = [view(`${browser.origin}/`), chat('/', { pagina: '/', boton: P.hero, preguntas: 'no' }), tienda];
    // Each event is a request of its own, and those sent together may arrive in any order.
    const sent = await receive(from, 3);
    expect(sent).toHaveLength(3);
    expect(sent).toEqual(expect.arrayContaining(waited));
    // A tap once it is in goes straight out, and what waited is not sent a second time.
    await tapAway(page, context, `a[data-whatsapp="${P.header}"]`);
    const all = await receive(from, 4);
    expect(all).toHaveLength(4);
    expect(all.slice(0, 3)).toEqual(expect.arrayContaining(waited));
    expect(all[3]).toEqual(chat('/', { pagina: '/', boton: P.header, preguntas: 'no' }));
    expect(await context.cookies()).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("asks for the counting after the page's script, as the one request more than the same page without counting, and sends nothing before the page's load and first paint", async () => {
    /** The requests to the page's own address, scripts by name; and, as the page timed them, its load, its scripts and what it sent to the events API. */
    const load = async (origin: string, route: (typeof browser.pages)[number], counted: boolean) => {
      const { page } = await browser.newPage('android', REDUCED_MOTION);
      const requests: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.origin === origin) requests.push(url.pathname.replace(/-[A-Z0-9]{8}\.js$/, '.js').replace('+taps', ''));
      });
      await visitPage(page, origin, route);
      await page.waitForLoadState('networkidle');
      // The page view goes two frames after the load, which on a busy machine can come after the network has been idle.
      if (counted) {
        const views = (endpoint: string) => performance.getEntriesByType('resource').filter((e) => e.name === endpoint).length;
        await expect.poll(() => page.evaluate(views, counting.endpoint), { message: `${route.url}: the page view` }).toBeGreaterThan(0);
      }
      // The first paint with content: the counting waits for the frames after the load, so it always follows. (The
      // largest paint may be found again later, when a bigger element paints, so racing it would test the clock.) The
      // time the page painted that frame, not when it reached the screen (startTime): on a loaded machine the screen
      // can lag behind the next frames, and a page view sent two frames on read 115.3 ms against 116. For the same
      // reason the entry itself is filed only once the frame is on the screen, which can be after the page view has
      // gone: it is waited for, never read once.
      const painted = await (
        await page.waitForFunction(() => {
          const paint = performance.getEntriesByName('first-contentful-paint')[0] as (PerformancePaintTiming & { paintTime?: number }) | undefined;
          // 0, falsy, until it is filed: waitForFunction waits for a truthy answer.
          return paint ? (paint.paintTime ?? paint.startTime) : 0;
        })
      ).jsonValue();
      const timing = await page.evaluate((endpoint) => {
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        return {
          loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
          scripts: resources.filter((e) => e.name.endsWith('.js')).map((e) => ({ name: new URL(e.name).pathname, start: e.startTime, end: e.responseEnd })),
          sent: resources.filter((e) => e.name === endpoint).map((e) => e.startTime),
        };
      }, counting.endpoint);
      await page.close();
      return { requests: requests.sort(), painted, ...timing };
    };
    // The templates side by side, each in tabs of its own: what is compared is each page's own timeline, and most of
    // a load is waiting for its network to fall idle.
    const loads = await Promise.all(publicTemplates(browser.pages).map(async (route) => ({ route, off: await load(built().origin, route, false), on: await load(browser.origin, route, true) })));
    for (const { route, off, on } of loads) {
      expect(on.requests, route.url).toEqual([...off.requests, '/assets/counting.js'].sort());
      const [script, countingFile, ...more] = on.scripts;
      expect(more, route.url).toEqual([]);
      expect(countingFile?.name, route.url).toMatch(/^\/assets\/counting-[A-Z0-9]{8}\.js$/);
      expect(countingFile!.start, `${route.url}: the counting is asked for after ${script!.name} is in`).toBeGreaterThanOrEqual(script!.end);
      expect(Math.min(...on.sent), `${route.url}: nothing is sent before the page's load`).toBeGreaterThanOrEqual(on.loaded);
      expect(Math.min(...on.sent), `${route.url}: nothing is sent before the first paint`).toBeGreaterThanOrEqual(on.painted);
    }
  }, 120_000);

  it('sends events as Plausible expects them: JSON as text, to the events API only, about this domain', () => {
    expect(counting.events.length).toBeGreaterThan(0);
    for (const { event, headers } of counting.events) {
      expect(headers['content-type']).toBe('text/plain');
      expect(event.d).toBe(COUNTED_DOMAIN);
      expect(event.u.startsWith(`${browser.origin}/`)).toBe(true);
    }
  });
});

describe('privacy with the analytics on', () => {
  // One test a page, in one tab, so that no test's time grows with the number of pages or the load of the machine.
  let tab: Awaited<ReturnType<typeof countedTab>>;
  const elsewhere: { url: string; method: string; body: string | null }[] = [];
  let counted: Set<string>;
  beforeAll(async () => {
    tab = await countedTab('android');
    const site = new URL(browser.origin);
    tab.page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== site.origin) elsewhere.push({ url: request.url(), method: request.method(), body: request.postData() });
    });
    counted = new Set(browser.pages.filter((p) => p.scripts.includes('taps')).map((p) => p.url));
  });

  it('counts more than 60 pages', () => {
    expect(counted.size).toBeGreaterThan(60);
  });

  it.each(ROUTES)('%s: no storage written, nothing asked of another address but its page view', async (url) => {
    const route = browser.pages.find((p) => p.url === url)!;
    const { page } = tab;
    const endpoint = new URL(counting.endpoint);
    const from = counting.events.length;
    elsewhere.length = 0;
    await visitPage(page, browser.origin, route);
    // An alias refreshes to its page, which is the one counted.
    const shown = route.content.kind === 'alias' ? route.content.target : route.url;
    const address = page.url();
    // The page view as the tab saw it go (what is asserted below) as well as received: the stand-in, in this process,
    // can have it before the browser's report of the request has come through the run's browser server.
    const isView = (e: SentEvent) => e.n === 'pageview' && e.u === address;
    if (counted.has(shown)) await eventually(async () => named(from).some(isView) && elsewhere.some((r) => r.body !== null && isView(JSON.parse(r.body) as SentEvent)));
    const storage = await storageOf(page);
    expect(storage, route.url).toEqual({ writes: [], local: [], session: [], databases: [] });
    const views: string[] = [];
    for (const request of elsewhere) {
      const url = new URL(request.url);
      expect(`${request.method} ${url.origin}${url.pathname}`, route.url).toBe(`POST ${endpoint.origin}${endpoint.pathname}`);
      const event = JSON.parse(request.body!) as SentEvent;
      // Leaving a page sends its engagement (time on it, how far it was read) from there.
      expect(event.n, route.url).toMatch(/^(pageview|engagement)$/);
      if (event.n === 'pageview') views.push(event.u);
    }
    expect(views, route.url).toEqual(counted.has(shown) ? [address] : []);
  });

  it('sets no cookie and logs no error on any of them', async () => {
    expect(await tab.context.cookies()).toEqual([]);
    // Chromium logs the 404 status of the not-found page itself; that one is expected.
    expect(tab.errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  });

  it('after typing in the form and the chat questions keeps only what the privacy policy lists', async () => {
    const { page } = await countedTab('desktop');
    await page.goto(`${browser.origin}/`);
    await scriptHasRun(page);
    await page.locator('[data-request-builder] summary').click();
    await page.fill('[data-chat-problem]', 'La nevera no enfría');
    await page.fill('#contact-name', 'María José Pérez');
    await page.fill('#contact-message', 'Necesito una visita el sábado.');
    const { local, session, databases } = await storageOf(page);
    expect(local.sort()).toEqual(['chat-request:/', 'contact-draft']);
    expect([session, databases]).toEqual([[], []]);
    await page.goto(`${browser.origin}${legalPath(browser.site.config, 'privacy')}`);
    await scriptHasRun(page);
    const listed = await page.locator('main code').allTextContents();
    for (const key of local) expect(listed.some((name) => key.startsWith(name)), `${key} is listed in the privacy policy`).toBe(true);
    expect(listed).toContain('session');
  });
});
