// Nothing but the document holds the first paint (issues 43 and 53): Lighthouse's model puts every request that ended
// before the paint, in the unthrottled load it observes, between the document and the paint, a round trip or more
// each. Proved as a property of the page, not as a race against the machine: a server in front of the run's answers
// the document at once and holds every other response (the browser's own icon and manifest requests included) until
// the test has seen the first contentful paint (Page.lifecycleEvent, as Lighthouse reads it, on a phone of
// Lighthouse's size), on the eight pages the audit measures (scripts/audit.ts), three loads each. The test fails only
// if the paint never comes while they are held; once it has come they are let go, and the page's own script must
// then be asked for and arrive.
import http from 'node:http';
import type { CDPSession } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserSite, type BrowserSite } from '../helpers/browser-site.ts';
import { built } from '../helpers/site.ts';

/** How long the paint may take with everything else held before the test says it never comes: a loaded machine only makes it slower. */
const PAINT_CEILING_MS = 30_000;

let site: BrowserSite;
let proxy: Awaited<ReturnType<typeof holdingProxy>>;
beforeAll(async () => {
  [site, proxy] = await Promise.all([startBrowserSite(), holdingProxy()]);
});
afterAll(async () => {
  proxy?.server.close();
  await site?.close();
});

const PAGES = [
  '/',
  '/servicios',
  '/servicios/servicio-de-plomero-en-cartagena',
  '/servicios/servicios-para-el-hogar',
  '/servicios/constructor',
  '/blog',
  '/blog/aire-acondicionado-y-salitre-guia-de-mantenimiento',
  '/terminos-y-condiciones-servictg',
];
/** Lighthouse's phone (Moto G Power). */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const LOADS = 3;

/**
 * A server in front of the run's: the document of the load under way (`expect(path)`) goes through at once, every
 * other request waits until `release()`. Records the paths it held.
 */
async function holdingProxy() {
  const target = new URL(built().origin);
  let documentPath = '';
  let holding = false;
  let waiting: (() => void)[] = [];
  const held: string[] = [];
  const server = http.createServer((req, res) => {
    const forward = () => {
      const upstream = http.request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    };
    if (!holding || req.url === documentPath) return forward();
    held.push(req.url ?? '');
    waiting.push(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server,
    origin: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    held,
    /** Holds every request but the document at `path` from now on. */
    expect(path: string) {
      documentPath = path;
      holding = true;
      held.length = 0;
    },
    release() {
      holding = false;
      for (const send of waiting) send();
      waiting = [];
    },
  };
}

/** One load of `url` with every other response held: whether the paint came, and what was held when it did. */
async function load(url: string) {
  const context = await site.browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp: CDPSession = await context.newCDPSession(page);
    let painted!: () => void;
    const paintSeen = new Promise<void>((resolve) => (painted = resolve));
    cdp.on('Page.lifecycleEvent', (event) => {
      if (event.name === 'firstContentfulPaint') painted();
    });
    await cdp.send('Page.enable');
    await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
    proxy.expect(url);
    await page.goto(`${proxy.origin}${url}`, { waitUntil: 'commit' });
    let ceiling: NodeJS.Timeout | undefined;
    const paint = await Promise.race([paintSeen.then(() => true), new Promise<boolean>((resolve) => (ceiling = setTimeout(() => resolve(false), PAINT_CEILING_MS)))]);
    clearTimeout(ceiling);
    const heldAtPaint = [...proxy.held];
    proxy.release();
    // Let go, the page completes: its own script is asked for and runs (it links the manifest first: client/site.ts).
    if (paint) await page.waitForSelector('link[rel=manifest]', { state: 'attached' });
    return { paint, heldAtPaint };
  } finally {
    proxy.release();
    await context.close();
  }
}

describe('the first paint', () => {
  it.each(PAGES)('of %s comes with every response but the document held', async (url) => {
    for (let i = 0; i < LOADS; i++) {
      const { paint, heldAtPaint } = await load(url);
      expect(paint, `${url}, load ${i + 1}: no first paint while ${JSON.stringify(heldAtPaint)} were held`).toBe(true);
    }
  });
});
