// The page's script starts only after the first paint (pipeline/render/script-loader.ts), so a visitor can tap before it has
// run. In Chromium and in Firefox (Debian's ESR over WebDriver BiDi, both through puppeteer-core), with and without
// JavaScript, with the page's script held back by the server until the test lets it go: the menu, a chat link, the
// request builder, the catalogue search and the contact form work, and what was done before the script ran counts.
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveOnFreePort } from '../../scripts/serve.ts';
import { built } from '../helpers/site.ts';

const FIREFOX = '/usr/bin/firefox-esr';
const PLUMBER = '/servicios/servicio-de-plomero-en-cartagena';
/** A phone's screen; Firefox's BiDi emulates no touch screen, so there a tap is a click. */
const PHONE = { width: 390, height: 844 };

/**
 * The run's build, served as `npm start` serves it, but for the page's scripts, which wait until `release()`. A page
 * whose script is held is waited for until its markup is parsed, not until its load event: the loader may ask for the
 * script at the first paint, before the load, and Firefox once timed out at 30 s waiting for a load that the held
 * request kept back, beside a busy build.
 */
async function heldScripts() {
  let held: (() => void)[] = [];
  let holding = true;
  const onRequest = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const { pathname } = new URL(req.url ?? '/', 'http://x');
    if (!/^\/assets\/site[^/]*\.js$/.test(pathname)) return false;
    const send = () => res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' }).end(fs.readFileSync(path.join(built().dir, pathname)));
    if (holding) held.push(send);
    else send();
    return true;
  };
  const { server, origin } = await serveOnFreePort({ root: built().dir, onRequest });
  return {
    server,
    origin,
    /** Whether the page has asked for its script (the loader started it). */
    asked: () => held.length > 0,
    hold: () => (holding = true),
    release: () => {
      holding = false;
      for (const send of held) send();
      held = [];
    },
  };
}

type Served = Awaited<ReturnType<typeof heldScripts>>;
interface Engine {
  name: string;
  open(javaScript: boolean): Promise<Browser>;
}
const ENGINES: Engine[] = [
  { name: 'Chromium', open: () => puppeteer.connect({ browserURL: built().cdpUrl, defaultViewport: null }) },
  {
    name: 'Firefox',
    open: (javaScript) =>
      puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true, defaultViewport: null, args: [`--window-size=${PHONE.width},${PHONE.height}`], extraPrefsFirefox: { 'javascript.enabled': javaScript, 'browser.shell.checkDefaultBrowser': false, 'ui.prefersReducedMotion': 1 } }),
  },
];

let served: Served;
beforeAll(async () => {
  served = await heldScripts();
});
afterAll(() => served?.server.close());

/**
 * A tab of its own (a fresh context, so no draft or answer of another test is in its storage), phone-sized, whose
 * requests to other hosts are answered here: the form service with a success, anything else refused. Records them.
 */
async function tab(browser: Browser) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const chromium = (await browser.version()).includes('Chrome');
  if (chromium) await page.setViewport({ ...PHONE, isMobile: true, hasTouch: true });
  // No smooth scrolling (the site's CSS scrolls smoothly unless motion is reduced): a scroll to a field just typed in
  // went on after a tap's point was read, and the tap landed beside the checkbox.
  if (chromium) await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
  // Firefox 140's BiDi knows no screen orientation, which puppeteer's setViewport always sets: the viewport alone.
  else await (page.mainFrame() as unknown as { browsingContext: { setViewport(o: object): Promise<void> } }).browsingContext.setViewport({ viewport: PHONE });
  // Each page asks the held server for its script (its Cache-Control says a year).
  if (chromium) await page.setCacheEnabled(false);
  const outside: { url: string; method: string; accept?: string }[] = [];
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.url().startsWith(served.origin) || request.url().startsWith('data:')) return void request.continue();
    outside.push({ url: request.url(), method: request.method(), accept: request.headers().accept });
    if (request.url().startsWith('https://formsubmit.co/')) void request.respond({ status: 200, contentType: 'application/json', body: '{"success":"true"}' });
    else void request.abort();
  });
  // By the element's place on screen, read from the protocol's own script world: puppeteer's click and type wait on
  // the page's scripts, which Firefox without JavaScript never runs.
  // The point is tapped once the element is what the page shows there: the page may still be scrolling (to #contact,
  // smoothly, or to a field just typed in), and a point read mid-scroll would tap beside it.
  const tap = async (selector: string) => {
    let covering = '';
    for (let attempt = 0; attempt < 100; attempt++) {
      const at = await page.$eval(selector, (el) => {
        el.scrollIntoView({ block: 'center', behavior: 'instant' });
        const box = el.getBoundingClientRect();
        const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
        const shown = document.elementFromPoint(x, y);
        return { x, y, hit: !!shown && el.contains(shown), shown: shown?.outerHTML.slice(0, 80) ?? 'nothing' };
      });
      if (at.hit) return chromium ? page.touchscreen.tap(at.x, at.y) : page.mouse.click(at.x, at.y);
      covering = at.shown;
    }
    throw new Error(`${selector} never showed at its own centre; ${covering} is there`);
  };
  const type = async (selector: string, text: string) => {
    await page.$eval(selector, (el) => (el as HTMLElement).focus());
    await page.keyboard.type(text);
  };
  return { page, tap, type, outside, close: () => context.close() };
}

/** Resolves once the page's script has run: the first thing it does is to link the web manifest (client/site.ts). */
const scriptHasRun = (page: Page) => page.waitForSelector('link[rel=manifest]');
const isShown = (page: Page, selector: string) => page.$eval(selector, (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden');

for (const engine of ENGINES) {
  describe.skipIf(engine.name === 'Firefox' && !fs.existsSync(FIREFOX))(`in ${engine.name}`, () => {
    let withScript: Browser;
    let without: Browser;
    beforeAll(async () => {
      withScript = await engine.open(true);
      without = engine.name === 'Chromium' ? withScript : await engine.open(false);
    }, 60_000);
    afterAll(async () => {
      if (engine.name === 'Chromium') await withScript?.disconnect();
      else await Promise.all([withScript?.close(), without?.close()]);
    });

    it('opens the menu tapped before the script ran, and the script takes it from there', async () => {
      const { page, tap, close } = await tab(withScript);
      try {
        served.hold();
        await page.goto(`${served.origin}${PLUMBER}`, { waitUntil: 'domcontentloaded' });
        await tap('[data-menu-toggle]');
        expect(await isShown(page, '#menu')).toBe(true);
        served.release();
        await scriptHasRun(page);
        expect(await page.$eval('[data-menu-toggle]', (el) => el.getAttribute('aria-expanded'))).toBe('true');
        expect(await isShown(page, '#menu')).toBe(true);
        await tap('[data-menu-toggle]');
        expect(await isShown(page, '#menu')).toBe(false);
        await tap('[data-menu-toggle]');
        expect(await isShown(page, '#menu')).toBe(true);
      } finally {
        await close();
      }
    });

    it('opens the menu without JavaScript', async () => {
      const { page, tap, close } = await tab(without);
      try {
        if (engine.name === 'Chromium') await page.setJavaScriptEnabled(false);
        await page.goto(`${served.origin}${PLUMBER}`, { waitUntil: 'load' });
        expect(await isShown(page, '#menu')).toBe(false);
        await tap('[data-menu-toggle]');
        expect(await isShown(page, '#menu')).toBe(true);
      } finally {
        await close();
      }
    });

    it('opens the chat of a chat link tapped before the script ran, and fills it from the request builder once it has', async () => {
      const { page, tap, type, outside, close } = await tab(withScript);
      try {
        served.hold();
        await page.goto(`${served.origin}${PLUMBER}`, { waitUntil: 'domcontentloaded' });
        // Without its script the request builder stays hidden; the plain link is the page's chat.
        expect(await isShown(page, '[data-request-builder]')).toBe(false);
        const href = await page.$eval('.hero-chat__main > a[data-whatsapp]', (a) => (a as HTMLAnchorElement).href);
        expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=.+/);
        // Noted after every listener of the page has had it: a tap the browser then follows as a plain link.
        await page.evaluate(() => document.addEventListener('click', (event) => {
          const link = (event.target as Element).closest('a');
          (window as unknown as { followed: unknown }).followed = [link?.href, link?.target, event.defaultPrevented];
          event.preventDefault();
        }, { once: true }));
        await tap('.hero-chat__main > a[data-whatsapp]');
        expect(await page.evaluate(() => (window as unknown as { followed: unknown }).followed)).toEqual([href, '_blank', false]);
        expect(outside).toEqual([]);
        served.release();
        await scriptHasRun(page);
        await tap('[data-request-builder] summary');
        await type('[data-chat-problem]', 'Gotea la llave');
        expect(decodeURIComponent(await page.$eval('.hero-chat__main > a[data-whatsapp]', (a) => (a as HTMLAnchorElement).href))).toContain('Gotea la llave');
      } finally {
        await close();
      }
    });

    it('searches what was typed before the script ran', async () => {
      const { page, type, close } = await tab(withScript);
      try {
        served.hold();
        await page.goto(`${served.origin}/servicios`, { waitUntil: 'domcontentloaded' });
        await type('[data-search-input]', 'plomero');
        // The first key started the script; it is on its way, held by the server.
        await expect.poll(() => served.asked()).toBe(true);
        served.release();
        await scriptHasRun(page);
        await page.waitForSelector('[data-search-list] [data-search-card]');
        expect(await page.$eval('[data-search-list] [data-search-card]', (card) => card.getAttribute('data-search-card'))).toBe(PLUMBER.split('/').pop());
      } finally {
        await close();
      }
    });

    it('shows every group of the catalogue without JavaScript', async () => {
      const { page, close } = await tab(without);
      try {
        if (engine.name === 'Chromium') await page.setJavaScriptEnabled(false);
        await page.goto(`${served.origin}/servicios`, { waitUntil: 'load' });
        const shown = await page.$eval('[data-tabs]', (root) => [...root.querySelectorAll('[data-tabpanel]')].filter((p) => p.getClientRects().length > 0).length);
        expect(shown).toBe(4);
      } finally {
        await close();
      }
    });

    it('sends a contact message submitted before the script ran once it has, with fetch', async () => {
      const { page, tap, type, outside, close } = await tab(withScript);
      try {
        served.hold();
        await page.goto(`${served.origin}/#contact`, { waitUntil: 'domcontentloaded' });
        await type('#contact-name', 'María');
        await type('#contact-email', 'maria@example.com');
        await type('#contact-message', 'Necesito un plomero para mañana.');
        await tap('#contact-consent');
        await tap('[data-submit]');
        expect(outside, 'held until the script runs').toEqual([]);
        served.release();
        await expect.poll(() => outside.map((r) => [r.method, new URL(r.url).pathname.startsWith('/ajax/'), r.accept])).toEqual([['POST', true, 'application/json']]);
      } finally {
        await close();
      }
    });

    it('posts the contact form to the form service without JavaScript', async () => {
      const { page, tap, type, outside, close } = await tab(without);
      try {
        if (engine.name === 'Chromium') await page.setJavaScriptEnabled(false);
        await page.goto(`${served.origin}/#contact`, { waitUntil: 'load' });
        await type('#contact-name', 'María');
        await type('#contact-email', 'maria@example.com');
        await type('#contact-message', 'Necesito un plomero para mañana.');
        await tap('#contact-consent');
        await tap('[data-submit]');
        await expect.poll(() => outside.map((r) => [r.method, new URL(r.url).pathname.startsWith('/ajax/')])).toEqual([['POST', false]]);
      } finally {
        await close();
      }
    });
  });
}
