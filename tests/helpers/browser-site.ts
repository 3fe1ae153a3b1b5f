// The run's built site and Chromium (tests/global-setup.ts), and a stand-in for the form service that records
// what it receives.
import http from 'node:http';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page as Tab, type Response } from 'playwright-core';
import puppeteer, { type BrowserContext as PuppeteerContext } from 'puppeteer-core';
import type { Page } from '../../pipeline/types.ts';
import type { Site } from '../../pipeline/collections.ts';
import { LATER_STYLES } from '../../templates/fold.ts';
import { built, builtSite } from './site.ts';

export const DEVICES = {
  iphone: {
    viewport: { width: 390, height: 844 },
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    isMobile: true,
    hasTouch: true,
  },
  android: {
    viewport: { width: 390, height: 844 },
    userAgent: 'Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
    isMobile: true,
    hasTouch: true,
  },
  desktop: { viewport: { width: 1440, height: 900 } },
} satisfies Record<string, BrowserContextOptions>;

/**
 * Resolves once the page's script has run: it starts after the page's paint (pipeline/render/script-loader.ts), not with the
 * load event, and the first thing it does is to link the web manifest (client/site.ts).
 */
export const scriptHasRun = (page: Tab) => page.waitForSelector('link[rel=manifest]', { state: 'attached' });

/**
 * In the page: whether the stylesheet that a page with a fold links for what lies below it (templates/fold.ts) has
 * applied, as it has a moment after the paint; at once on a page without one. `attribute`: LATER_STYLES.
 */
export function laterStylesIn(attribute: string): boolean {
  // Parsed first: until then the <noscript> may not have come.
  return document.readyState !== 'loading' && !document.querySelector(`noscript[${attribute}]`) && [...document.querySelectorAll('link[rel=stylesheet]')].every((link) => (link as HTMLLinkElement).sheet !== null);
}

/** Resolves once laterStylesIn holds: for a test that reads or touches a page below its first screen. */
export const laterStylesApplied = (page: Tab) =>
  page.waitForFunction(laterStylesIn, LATER_STYLES).catch(async (error: Error) => {
    // Where the page stood: whether the loader took the link out of the <noscript>, and whether the stylesheet came.
    const state = await page
      .evaluate((attribute) => ({ ready: document.readyState, waiting: !!document.querySelector(`noscript[${attribute}]`), linked: [...document.querySelectorAll('link[rel=stylesheet]')].map((l) => `${l.getAttribute('href')}: ${(l as HTMLLinkElement).sheet ? 'applied' : 'not in'}`) }), LATER_STYLES)
      .catch((reason: Error) => reason.message);
    throw new Error(`${error.message}\n${page.url()}: ${JSON.stringify(state)}`);
  });

/** The address of the whole stylesheet, which a page with a fold links for what lies below it (pipeline/render/assets.ts). */
export const LATER_STYLESHEET = /\/assets\/site-[^/]+\.css$/;

/**
 * Holds every request of `context` for the later stylesheet until `release()`, as a slow network would; `asked()`:
 * whether one has come.
 */
export async function holdLaterStylesheet(context: BrowserContext): Promise<{ release: () => void; asked: () => boolean }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await context.route(LATER_STYLESHEET, async (held) => {
    asked = true;
    await released;
    await held.continue();
  });
  return { release, asked: () => asked };
}

/**
 * A server in front of `origin` that sends the markup of the page at `url` up to `cut(html)` and holds the rest until
 * `release()`, as a slow network would: the page paints, and its script starts, before the rest is parsed. Every other
 * request passes through. `close()` releases what is held and stops the server.
 */
export async function holdMarkupTail(origin: string, url: string, cut: (html: string) => number): Promise<{ origin: string; release: () => void; close: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = http.createServer(async (req, res) => {
    const upstream = await fetch(`${origin}${req.url}`);
    if (req.url !== url) {
      res.writeHead(upstream.status, { 'Content-Type': upstream.headers.get('content-type') ?? '' }).end(Buffer.from(await upstream.arrayBuffer()));
      return;
    }
    const html = await upstream.text();
    const end = cut(html);
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': upstream.headers.get('content-security-policy') ?? '' });
    res.write(html.slice(0, end));
    await released;
    res.end(html.slice(end));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    release,
    close() {
      release();
      server.close();
    },
  };
}

/**
 * Whether an image has come in (loaded and decoded to a size), for a test to poll: a later picture is asked for only
 * once the page's script starts after the paint, which a loaded machine can put after the network first fell idle.
 */
export const imageLoaded = (img: Locator) => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0);

export interface FormCall {
  fields: Record<string, string>;
  accept: string | undefined;
}
/** What the stand-in form service does with each request, in order; the last one repeats. */
export type FormAnswer = { status: number; body?: unknown; redirect?: boolean } | 'drop';

export interface BrowserSite {
  origin: string;
  browser: Browser;
  site: Site;
  pages: Page[];
  form: { calls: FormCall[]; answers: FormAnswer[]; url: string };
  newPage(device?: keyof typeof DEVICES, options?: BrowserContextOptions): Promise<{ page: Tab; context: BrowserContext; errors: string[] }>;
  close(): Promise<void>;
}

/** The run's built site in Chromium; or `served`, another build of it (tests/helpers/counting-site.ts). */
export async function startBrowserSite(served?: { origin: string; site: Site; pages: Page[] }): Promise<BrowserSite> {
  const { browserEndpoint } = built();
  const origin = served?.origin ?? built().origin;
  const [{ site, pages }, form, browser] = await Promise.all([served ?? builtSite(), startFormService(), chromium.connect(browserEndpoint)]);
  const contexts: BrowserContext[] = [];

  return {
    origin,
    browser,
    site,
    pages,
    form: form.state,
    async newPage(device = 'desktop', options = {}) {
      const context = await browser.newContext({ ...DEVICES[device], ...options });
      contexts.push(context);
      // The outside world is out of reach here: the form service goes to the local stand-in, the rest is refused.
      await context.route(/^https:\/\/formsubmit\.co\//, async (route) => {
        try {
          const target = new URL(route.request().url());
          const response = await route.fetch({ url: `${form.state.url}${target.pathname}`, maxRedirects: 0 });
          await route.fulfill({ response });
        } catch {
          await route.abort('connectionreset');
        }
      });
      await context.route(/^https:\/\/(?!formsubmit\.co)/, (route) => route.abort('blockedbyclient'));
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      return { page, context, errors };
    },
    async close() {
      await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
      await browser.close();
      form.server.close();
    },
  };
}

/**
 * Opens a page as a visitor reaches it: the not-found page through an unknown path, an alias until it has
 * refreshed to its page (so the next visit is not cut short).
 */
export async function visitPage(tab: Tab, origin: string, page: Page): Promise<Response | null> {
  const response = await tab.goto(`${origin}${page.url === '/404' ? '/esta-pagina-no-existe' : page.url}`, { waitUntil: 'load' });
  if (page.content.kind === 'alias') await tab.waitForURL(`${origin}${page.content.target}`);
  const hasScript = () => tab.evaluate(() => matchMedia('(scripting: enabled)').matches && !!document.querySelector('script[data-src]'));
  // A page whose script sends the visitor on (the admin page, to the login) may navigate while it is asked: the
  // question is asked again of the page it went to, once that one has loaded.
  const scripted = await hasScript().catch(async (error: Error) => {
    if (!/Execution context was destroyed/.test(error.message)) throw error;
    await tab.waitForLoadState('load');
    return hasScript();
  });
  if (scripted) await Promise.all([scriptHasRun(tab), laterStylesApplied(tab)]);
  return response;
}

async function startFormService() {
  const state = { calls: [] as FormCall[], answers: [{ status: 200, body: { success: 'true' } }] as FormAnswer[], url: '' };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const request = new Request('http://x', { method: 'POST', headers: req.headers as Record<string, string>, body: Buffer.concat(chunks) });
      const fields = Object.fromEntries([...(await request.formData())].map(([k, v]) => [k, String(v)]));
      state.calls.push({ fields, accept: req.headers.accept });
      const answer = state.answers[Math.min(state.calls.length - 1, state.answers.length - 1)]!;
      if (answer === 'drop') return req.socket.destroy();
      if (answer.redirect) return res.writeHead(302, { Location: fields._next }).end();
      res.writeHead(answer.status, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' }).end(JSON.stringify(answer.body ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  state.url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return { server, state };
}

/**
 * Context options for tests of what a control does rather than of how the page moves: a visitor who asked for reduced
 * motion. For the others the page scrolls smoothly (down to #contact, to a field being filled), and Playwright waits
 * for the next control to stand still before each click, about a second and a half.
 */
export const REDUCED_MOTION = { reducedMotion: 'reduce' } as const satisfies BrowserContextOptions;

/** The two phone screens the chat and layout checks run at: a small Android phone and a common one. */
export const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
];

/** One page of each template (each kind, and each of the short pages), for checks that depend on the template. */
export function onePerTemplate(pages: Page[]): Page[] {
  const seen = new Set<string>();
  return pages.filter((p) => {
    const template = p.content.kind === 'simple' ? p.content.id : p.content.kind;
    return !seen.has(template) && seen.add(template);
  });
}

/** One page of each template that search engines index (the public ones). */
export const publicTemplates = (pages: Page[]) => onePerTemplate(pages).filter((p) => p.indexable);

/**
 * The run's Chromium through puppeteer-core, in a browser context of its own: Chromium prerenders only for DevTools
 * clients attached through the tab target, which puppeteer is and playwright is not. `close` ends the context and
 * leaves the browser to the other tests.
 */
export async function prerenderingContext(): Promise<{ context: PuppeteerContext; close(): Promise<void> }> {
  const browser = await puppeteer.connect({ browserURL: built().cdpUrl, defaultViewport: { width: 1280, height: 800 } });
  const context = await browser.createBrowserContext();
  return {
    context,
    async close() {
      await context.close().catch(() => undefined);
      await browser.disconnect();
    },
  };
}

/** Where a test's page clock starts: a fixed instant, so nothing a page shows depends on the day the suite runs. */
export const CLOCK_START = Date.UTC(2026, 0, 15, 12);

/**
 * Installs the page's clock at CLOCK_START and holds it still an hour later, before the page loads: from then on it
 * moves only when the test moves it. The hour is the margin for the real time that passes between the two calls;
 * pausing at a millisecond after the start fails ("cannot fast-forward to the past") once a loaded machine lets one
 * go by. Nothing has loaded yet, so no timer fires on the jump.
 */
export async function holdClock(page: Tab): Promise<void> {
  await page.clock.install({ time: CLOCK_START });
  await page.clock.pauseAt(CLOCK_START + 3_600_000);
}
