// The speculation rules in a real Chromium (the run's shared one, through puppeteer-core: see prerenderingContext):
// a same-site link the pointer rests on is prerendered and the click shows it already painted; the account pages,
// the editor and links with a query string never are. The pages come from a server of the test's own, which notes
// what the browser asked for and whether it asked to prerender (`Sec-Purpose: prefetch;prerender`).
import type http from 'node:http';
import puppeteer, { type Browser as Connection, type Page as Tab } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveOnFreePort } from '../../scripts/serve.ts';
import { LATER_STYLES } from '../../templates/fold.ts';
import { laterStylesIn, prerenderingContext } from '../helpers/browser-site.ts';
import { eventually } from '../helpers/eventually.ts';
import { built } from '../helpers/site.ts';

let browser: Awaited<ReturnType<typeof prerenderingContext>>;
/** The extra DevTools connections `follow` opened, closed at the end. */
const connections: Connection[] = [];
let server: http.Server;
let origin: string;
/** Every request, in order: path and its Sec-Purpose header. */
const requests: { path: string; purpose: string }[] = [];
/** Whether a prerender of `path` was asked for since request number `since`. */
const prerendered = (path: string, since = 0) => requests.slice(since).some((r) => r.path === path && /prerender/.test(r.purpose));

beforeAll(async () => {
  ({ server, origin } = await serveOnFreePort({
    root: built().dir,
    onRequest(req) {
      requests.push({ path: req.url ?? '', purpose: String(req.headers['sec-purpose'] ?? '') });
      return false;
    },
  }));
  browser = await prerenderingContext();
});
afterAll(async () => {
  await Promise.all(connections.map((c) => c.disconnect()));
  await browser?.close();
  server?.close();
});

/** Resolves once a page with a fold has its later styles (laterStylesIn): until then its links below the fold still move. */
const laterStylesApplied = (tab: Tab) => tab.waitForFunction(laterStylesIn, {}, LATER_STYLES);

/**
 * Clicks the link and resolves once the tab shows `pathname`, loaded, with the tab and how that page came to be
 * (`activationStart` is above 0 only for a prerendered page). The tab is found again through a DevTools connection of
 * its own: puppeteer's page object is left on a detached frame when a prerender that is still loading is activated
 * under it. `activationStart` is read in the same call that finds the page: one fresh-clone run (2026-12-07) found the
 * tab there and its frame was detached at the next call.
 */
async function follow(tab: Tab, selector: string, pathname: string): Promise<{ tab: Tab; activationStart: number }> {
  const contextId = tab.browserContext().id;
  await tab.click(selector);
  // A ceiling, not a measure: /editor loads the whole content editor, which a busy machine takes long to parse.
  const deadline = Date.now() + 60_000;
  for (;;) {
    const observer = await puppeteer.connect({ browserURL: built().cdpUrl, defaultViewport: null });
    const pages = (await observer.browserContexts().find((c) => c.id === contextId)?.pages()) ?? [];
    for (const page of pages) {
      // The page on screen, not a prerender still waiting for its activation at the same address.
      const state = await page
        .evaluate(() => ({
          at: window.location.pathname,
          ready: document.readyState,
          shown: !(document as Document & { prerendering?: boolean }).prerendering,
          activationStart: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { activationStart: number }).activationStart,
        }))
        .catch(() => undefined);
      if (state?.at === pathname && state.ready === 'complete' && state.shown) {
        connections.push(observer);
        return { tab: page, activationStart: state.activationStart };
      }
    }
    await observer.disconnect();
    if (Date.now() > deadline) throw new Error(`never arrived at ${pathname}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A link at the top of the page, as a page could have one, for the paths no public page links to. */
async function addLink(tab: Tab, href: string): Promise<string> {
  await tab.evaluate((target) => {
    const link = document.createElement('a');
    link.href = target;
    link.textContent = `Ir a ${target}`;
    link.dataset.test = target;
    document.querySelector('main')!.prepend(link);
  }, href);
  return `[data-test="${href}"]`;
}

describe('speculation rules', () => {
  it('prerenders a same-site link once the pointer rests on it, and the click shows it already rendered', async () => {
    const tab = await browser.context.newPage();
    await tab.goto(`${origin}/`, { waitUntil: 'load' });
    await laterStylesApplied(tab);
    const link = 'main a[href="/servicios/constructor"]';
    let since = requests.length;
    await tab.hover(link);
    await eventually(async () => prerendered('/servicios/constructor', since));
    const { tab: constructor, activationStart } = await follow(tab, link, '/servicios/constructor');
    expect(activationStart).toBeGreaterThan(0);
    await laterStylesApplied(constructor);
    // And from there on to another service page the same way.
    const next = 'main a[href="/servicios/servicio-de-estuco-y-pintura-en-cartagena"]';
    since = requests.length;
    await constructor.hover(next);
    await eventually(async () => prerendered('/servicios/servicio-de-estuco-y-pintura-en-cartagena', since));
    const service = await follow(constructor, next, '/servicios/servicio-de-estuco-y-pintura-en-cartagena');
    expect(service.activationStart).toBeGreaterThan(0);
    await service.tab.close();
  });

  it('never prerenders /login, /admin, /verify-email, /editor or a link with a query string, however long the pointer rests on them', async () => {
    const never = ['/login', '/admin', '/verify-email', '/editor', '/servicios/constructor?origen=prueba'];
    const tab = await browser.context.newPage();
    await tab.goto(`${origin}/`, { waitUntil: 'load' });
    await laterStylesApplied(tab);
    const links: string[] = [];
    for (const href of never) links.push(await addLink(tab, href));
    // A same-site link hovered first is prerendered: the rules are live on this page.
    const since = requests.length;
    await tab.hover('main a[href="/servicios/servicios-para-el-hogar"]');
    await eventually(async () => prerendered('/servicios/servicios-para-el-hogar', since));
    expect(prerendered('/servicios/servicios-para-el-hogar', since)).toBe(true);
    // Each is pressed (pointerdown, on which moderate eagerness starts a prerender at once, as it does after 200 ms of
    // hover), then a same-site link of the page is pressed the same way and waited for until it is prerendered: the
    // browser handles the presses in order, so by then the one before had its chance.
    const controls = ['/blog', '/servicios', '/servicios/constructor', '/servicios/servicio-de-plomero-en-cartagena', '/terminos-y-condiciones-servictg'];
    const press = async (selector: string) => {
      await tab.hover(selector);
      await tab.mouse.down();
      // Let go elsewhere: no click, so no navigation.
      await tab.hover('main h2');
      await tab.mouse.up();
    };
    for (const [i, link] of links.entries()) {
      const control = controls[i]!;
      await press(link);
      await press(await addLink(tab, control));
      await expect.poll(() => prerendered(control, since), { message: control }).toBe(true);
    }
    expect(requests.slice(since).filter((r) => never.includes(r.path))).toEqual([]);
    await tab.close();

    // Each is fetched by the click alone, as an ordinary navigation (/admin then sends a visitor without a session on to
    // /login).
    for (const href of never) {
      const from = await browser.context.newPage();
      await from.goto(`${origin}/`, { waitUntil: 'load' });
      const before = requests.length;
      const arrived = await follow(from, await addLink(from, href), href === '/admin' ? '/login' : new URL(href, origin).pathname);
      expect(requests.slice(before).filter((r) => r.path === href), href).toEqual([{ path: href, purpose: '' }]);
      expect(arrived.activationStart, href).toBe(0);
      await arrived.tab.close();
    }
  });
});
