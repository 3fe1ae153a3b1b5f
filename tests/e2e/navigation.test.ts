// Header, menu, stores, catalogue tabs, images and the video facade, in Chromium at phone and desktop sizes.
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page as Tab } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdLaterStylesheet, holdMarkupTail, imageLoaded, laterStylesApplied, publicTemplates, scriptHasRun, startBrowserSite, type BrowserSite } from '../helpers/browser-site.ts';
import { built } from '../helpers/site.ts';

let site: BrowserSite;
beforeAll(async () => {
  site = await startBrowserSite();
});
afterAll(() => site?.close());

describe('mobile menu', () => {
  it('opens and closes with aria-expanded, Escape, and a followed link', async () => {
    const { page } = await site.newPage('android');
    await page.goto(`${site.origin}/servicios/servicio-de-plomero-en-cartagena`);
    await scriptHasRun(page);
    const toggle = page.locator('[data-menu-toggle]');
    const menu = page.locator('#menu');
    await expect(menu.isVisible()).resolves.toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.isVisible()).toBe(false);
    await toggle.click();
    await menu.getByRole('link', { name: 'Blog' }).click();
    await page.waitForURL('**/blog');
    expect(await page.locator('[data-menu-toggle]').getAttribute('aria-expanded')).toBe('false');
  });

  it('opens without JavaScript too', async () => {
    const { page } = await site.newPage('iphone', { javaScriptEnabled: false });
    await page.goto(`${site.origin}/blog`);
    await page.locator('[data-menu-toggle]').click();
    expect(await page.locator('#menu').isVisible()).toBe(true);
  });
});

describe('header', () => {
  it('turns to glass past 10 px of scroll', async () => {
    const { page } = await site.newPage('desktop');
    await page.goto(`${site.origin}/`);
    await scriptHasRun(page);
    const header = page.locator('[data-site-header]');
    expect(await header.getAttribute('class')).not.toContain('is-scrolled');
    // Resolves once the scroll event has reached a listener added after the page's own (client/site.ts): the page's
    // has had it by then.
    await page.evaluate(() => new Promise<void>((resolve) => {
      addEventListener('scroll', () => resolve(), { once: true, passive: true });
      window.scrollTo(0, 8);
    }));
    expect(await header.getAttribute('class')).not.toContain('is-scrolled');
    await page.evaluate(() => window.scrollTo(0, 40));
    await page.waitForFunction(() => document.querySelector('[data-site-header]')!.classList.contains('is-scrolled'));
  });

  /**
   * Waits for the browser to scroll to `#anchor` with the later stylesheet held, as on a slow network, then lets it in:
   * it moves what lies there, and the page brings the anchor back into view on its load event (client/site.ts
   * keepFragmentInView), with a smooth scroll that a busy machine can start frames after the load. Resolves once the
   * anchor stands clear of the fixed header; held under it, it fails with where the anchor stood.
   */
  async function landsBelowHeader(page: Tab, stylesheet: { release: () => void }, anchor: string): Promise<void> {
    // The page has scrolled and stopped (a smooth scroll moves every frame): the same place two frames running, below the top.
    await page.waitForFunction(() => {
      const seen = window as unknown as { lastY?: number };
      const same = window.scrollY > 0 && seen.lastY === window.scrollY;
      seen.lastY = window.scrollY;
      return same;
    }, undefined, { polling: 'raf' });
    stylesheet.release();
    await Promise.all([scriptHasRun(page), laterStylesApplied(page)]);
    const gap = () =>
      page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top - document.querySelector('[data-site-header]')!.getBoundingClientRect().height, anchor);
    // Under the header the anchor stays put: only the page's scroll back can end this wait.
    await expect.poll(gap, { message: `#${anchor}'s top less the header's height` }).toBeGreaterThanOrEqual(-1);
  }

  it.each(['services', 'about', 'download', 'contact'])('lands #%s below the fixed header', async (anchor) => {
    const { page, context } = await site.newPage('android');
    const stylesheet = await holdLaterStylesheet(context);
    await page.goto(`${site.origin}/#${anchor}`, { waitUntil: 'commit' });
    await landsBelowHeader(page, stylesheet, anchor);
  });

  it('lands #about below the fixed header when its script started before the end of the markup came', async () => {
    // The markup held from just after the page's script on: on a slow network or a busy phone the script starts
    // before the document has been parsed to its end.
    const held = await holdMarkupTail(site.origin, '/', (html) => html.indexOf('</script>', html.indexOf('<script data-src')) + '</script>'.length);
    try {
      const { page, context } = await site.newPage('android');
      const stylesheet = await holdLaterStylesheet(context);
      await page.goto(`${held.origin}/#about`, { waitUntil: 'commit' });
      await scriptHasRun(page);
      expect(await page.evaluate(() => document.readyState)).toBe('loading');
      held.release();
      await landsBelowHeader(page, stylesheet, 'about');
    } finally {
      held.close();
    }
  });
});

describe('stores', () => {
  it.each([
    ['iphone', 'ios'],
    ['android', 'android'],
  ] as const)('shows only the %s store button', async (device, store) => {
    const { page } = await site.newPage(device);
    await page.goto(`${site.origin}/`);
    await scriptHasRun(page);
    const visible = await page.locator('.home-hero [data-store]').evaluateAll((els) => els.filter((el) => !(el as HTMLElement).hidden).map((el) => el.getAttribute('data-store')));
    expect(visible).toEqual([store]);
  });

  it('counts an iPad that reports itself as a Mac with touch as iOS', async () => {
    const { page, context } = await site.newPage('desktop', {
      userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    });
    await context.addInitScript(() => Object.defineProperty(navigator, 'maxTouchPoints', { get: () => 5 }));
    await page.goto(`${site.origin}/`);
    await scriptHasRun(page);
    expect(await page.locator('.home-hero [data-store="android"]').isHidden()).toBe(true);
  });

  it.each([
    [true, 'ios'],
    [false, 'android'],
  ] as const)('on a desktop asks which store (OK: %s) and opens it in a new tab without opener', async (accept, store) => {
    const { page, context } = await site.newPage('desktop');
    await context.route(/^https:\/\/(apps\.apple|play\.google)\.com\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Tienda</title>' }));
    await page.goto(`${site.origin}/`);
    await scriptHasRun(page);
    expect(await page.locator('.home-hero [data-store]:visible').count()).toBe(2);
    page.once('dialog', (dialog) => (accept ? dialog.accept() : dialog.dismiss()));
    const [popup] = await Promise.all([context.waitForEvent('page'), page.locator('[data-download-app]').click()]);
    await popup.waitForLoadState().catch(() => undefined);
    expect(popup.url()).toBe(site.site.config.stores[store]);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
  });
});

describe('catalogue tabs', () => {
  it('opens hogar by default and follows the WAI-ARIA tabs pattern with the hash in step', async () => {
    const { page } = await site.newPage('desktop');
    await page.goto(`${site.origin}/servicios`);
    await scriptHasRun(page);
    const selected = () => page.locator('[role=tab][aria-selected=true]').getAttribute('data-tab');
    expect(await selected()).toBe('hogar');
    expect(await page.locator('#hogar').isVisible()).toBe(true);
    expect(await page.locator('#reparaciones').isVisible()).toBe(false);
    await page.locator('[role=tab][data-tab=hogar]').focus();
    await page.keyboard.press('ArrowRight');
    expect(await selected()).toBe('reparaciones');
    expect(new URL(page.url()).hash).toBe('#reparaciones');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-tab'))).toBe('reparaciones');
    await page.keyboard.press('End');
    expect(await selected()).toBe('especializados');
    await page.keyboard.press('ArrowRight');
    expect(await selected()).toBe('hogar');
    await page.keyboard.press('ArrowLeft');
    expect(await selected()).toBe('especializados');
    await page.keyboard.press('Home');
    expect(await selected()).toBe('hogar');
    await page.locator('[role=tab][data-tab=automotriz]').click();
    expect(new URL(page.url()).hash).toBe('#automotriz');
    expect(await page.locator('#automotriz .catalogue-card').count()).toBe(4);
  });

  it('opens the tab named in the address', async () => {
    const { page } = await site.newPage('android');
    await page.goto(`${site.origin}/servicios#reparaciones`);
    expect(await page.locator('[role=tab][aria-selected=true]').getAttribute('data-tab')).toBe('reparaciones');
    expect(await page.locator('#hogar').isVisible()).toBe(false);
  });

  it('paints the tabs first state before the script arrives, so that the script changes nothing on screen', async () => {
    const before = await site.newPage('android');
    await before.context.route(/\/assets\/[^/]*\.js$/, (route) => route.abort());
    const after = await site.newPage('android');
    await before.page.goto(`${site.origin}/servicios`);
    await after.page.goto(`${site.origin}/servicios`);
    await after.page.locator('[data-tabs-ready]').waitFor({ state: 'attached' });
    expect(await before.page.locator('[data-tabs-ready]').count()).toBe(0);
    expect(await before.page.locator('#hogar').isVisible()).toBe(true);
    expect(await before.page.locator('#reparaciones').isVisible()).toBe(false);
    // Compared as bytes: a failing toEqual on two screenshots spends minutes printing their difference.
    expect((await before.page.screenshot()).equals(await after.page.screenshot()), 'the same pixels with and without the script').toBe(true);
    // The group in the address, as the script would choose it.
    await before.page.goto(`${site.origin}/servicios#automotriz`);
    expect(await before.page.locator('#automotriz').isVisible()).toBe(true);
    expect(await before.page.locator('#hogar').isVisible()).toBe(false);
  });

  it('shows all four groups without JavaScript', async () => {
    const { page } = await site.newPage('desktop', { javaScriptEnabled: false });
    await page.goto(`${site.origin}/servicios`);
    for (const id of ['hogar', 'reparaciones', 'automotriz', 'especializados']) expect(await page.locator(`#${id}`).isVisible(), id).toBe(true);
  });
});

describe('images and video', () => {
  it('reserves the hero image space, fades it in and shifts nothing', async () => {
    const { page } = await site.newPage('android');
    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) (window as unknown as { shifts: number }).shifts += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${site.origin}/servicios/reparacion-de-aires-acondicionados-en-cartagena`, { waitUntil: 'networkidle' });
    const hero = page.locator('.page-hero__image');
    await expect.poll(() => imageLoaded(hero)).toBe(true);
    // Faded in once it has come in.
    await expect.poll(() => hero.getAttribute('class')).not.toContain('is-loading');
    const box = await hero.boundingBox();
    expect(Math.round((box!.width / box!.height) * 9)).toBe(16);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
  });

  it('shifts nothing while the first screen arrives in two parts, the current page of the breadcrumb in the second', async () => {
    // A phone paints what has arrived: a response that stops after the breadcrumb's last item opens, then goes on,
    // shows the page half-parsed, as a slow network does (CI caught the last item moving up 4 px this way). The server
    // holds the second part until the test has read where every element of the first screen stands; then the
    // positions are read again once the page is whole. Two finished layouts are compared, not the shifts the browser
    // reports, which depend on where a busy machine happened to paint.
    const files = new Map<string, { html: string; cut: number }>();
    const held = new Map<string, () => void>();
    const server = http.createServer((req, res) => {
      const file = files.get(req.url ?? '');
      if (file === undefined) return void res.writeHead(404).end();
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).write(file.html.slice(0, file.cut));
      held.set(req.url!, () => res.end(file.html.slice(file.cut)));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      // Only the pages are served here, not their script: what moves is the page's own layout.
      const { context } = await site.newPage('android');
      const routes = [];
      for (const route of publicTemplates(site.pages)) {
        const html = await fs.readFile(path.join(built().dir, route.outputPath), 'utf8');
        const cut = html.indexOf('<span aria-current="page">');
        if (cut < 0) continue;
        files.set(route.url, { html, cut });
        routes.push(route);
      }
      /** Where each element of the first part that stands in the first screen is, by its place in the document. */
      const firstScreen = (page: Tab, count: number) =>
        page.evaluate((count) => {
          const all = [...document.querySelectorAll('body *')].slice(0, count);
          return all.map((el) => {
            const box = el.getBoundingClientRect();
            return box.top < innerHeight && box.width > 0 ? `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''} at ${Math.round(box.x)},${Math.round(box.y)}` : '';
          });
        }, count);
      const moved = await Promise.all(
        routes.map(async (route) => {
          const page = await context.newPage();
          await page.goto(`${origin}${route.url}`, { waitUntil: 'commit' });
          // The first part parsed to its end: the breadcrumb's last item, still empty, is in the document.
          const items = (files.get(route.url)!.html.slice(0, files.get(route.url)!.cut).split('class="breadcrumb__list"')[1] ?? '').split('<li').length - 1;
          await page.waitForFunction((items) => document.querySelectorAll('.breadcrumb__list li').length === items, items);
          const count = await page.evaluate(() => document.querySelectorAll('body *').length);
          const before = await firstScreen(page, count);
          held.get(route.url)!();
          await page.waitForLoadState('load');
          const after = await firstScreen(page, count);
          return before.flatMap((at, i) => (at && at !== after[i] ? [`${route.url}: ${at} → ${after[i] || 'out of the first screen'}`] : []));
        }),
      );
      expect(files.size).toBeGreaterThanOrEqual(4);
      expect(moved.flat()).toEqual([]);
    } finally {
      server.close();
    }
  });

  it('loads the youtube-nocookie player only after a click or Enter', async () => {
    const { page } = await site.newPage('desktop');
    const youtube: string[] = [];
    page.on('request', (r) => {
      if (/youtube/.test(r.url())) youtube.push(r.url());
    });
    await page.goto(`${site.origin}/servicios/servicio-de-electricista-en-cartagena`, { waitUntil: 'networkidle' });
    expect(youtube).toEqual([]);
    expect(await page.locator('iframe').count()).toBe(0);
    await page.locator('.video__facade').focus();
    await page.keyboard.press('Enter');
    const src = await page.locator('.video iframe').getAttribute('src');
    expect(src).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/u4onvIeOt6k/);
  });
});
