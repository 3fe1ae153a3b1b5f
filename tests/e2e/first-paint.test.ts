// Nothing but the document ends before the first paint (issue 43): Lighthouse's model puts every request that ended
// before the paint, in the unthrottled load it observes, between the document and the paint, a round trip or more each.
// Read here as Lighthouse reads it, from the DevTools protocol on a phone of Lighthouse's size: when each request
// ended (Network.loadingFinished, browser-made requests such as the icon and the manifest included) against the first
// contentful paint (Page.lifecycleEvent), on the eight pages the audit measures (scripts/audit.ts), three loads each.
import type { CDPSession } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserSite, type BrowserSite } from '../helpers/browser-site.ts';

let site: BrowserSite;
beforeAll(async () => {
  site = await startBrowserSite();
});
afterAll(() => site?.close());

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

/** The requests of one load of `url`, each with when it ended, and when the first contentful paint came (protocol seconds). */
async function load(url: string) {
  const context = await site.browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp: CDPSession = await context.newCDPSession(page);
    const urls = new Map<string, string>();
    const ended = new Map<string, number>();
    let paint: number | undefined;
    let painted!: () => void;
    const paintSeen = new Promise<void>((resolve) => (painted = resolve));
    cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
    cdp.on('Network.loadingFinished', (event) => ended.set(event.requestId, event.timestamp));
    cdp.on('Network.loadingFailed', (event) => ended.set(event.requestId, event.timestamp));
    cdp.on('Page.lifecycleEvent', (event) => {
      if (event.name === 'firstContentfulPaint' && paint === undefined) {
        paint = event.timestamp;
        painted();
      }
    });
    await Promise.all([cdp.send('Network.enable'), cdp.send('Page.enable')]);
    await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
    await page.goto(`${site.origin}${url}`, { waitUntil: 'load' });
    await paintSeen;
    // The page's own script, started after the paint: once it is in, every request the load makes has been made.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((r) => /\/assets\/site[^/]*\.js$/.test(r.name)));
    const before = [...ended].filter(([id, time]) => time < paint! && urls.get(id) !== `${site.origin}${url}` && !urls.get(id)?.startsWith('data:'));
    return { before: before.map(([id]) => urls.get(id)!.replace(site.origin, '')), requests: urls.size };
  } finally {
    await context.close();
  }
}

describe('the first paint', () => {
  it.each(PAGES)('of %s waits for no request but the document', async (url) => {
    for (let i = 0; i < LOADS; i++) {
      const { before, requests } = await load(url);
      expect(requests, `${url}: the page's script was requested`).toBeGreaterThan(1);
      expect(before, `${url}, load ${i + 1}: requests that ended before the first paint`).toEqual([]);
    }
  });
});
