// A long page carries inline only the styles of what comes before its fold (templates/fold.ts) and links the whole
// stylesheet for the rest once it has painted. So its first screen must look the same before that stylesheet arrives
// as after, on every screen the site is made for, and the stylesheet must then come and apply, with the page's script
// or without it.
import type { Page } from '../../pipeline/types.ts';
import { FOLD, LATER_STYLES } from '../../templates/fold.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdLaterStylesheet, holdMarkupTail, imageLoaded, LATER_STYLESHEET, laterStylesApplied, onePerTemplate, scriptHasRun, startBrowserSite, visitPage, type BrowserSite } from '../helpers/browser-site.ts';
import { builtResult } from '../helpers/site.ts';

/** The screens the site is made for: small and common phones, a tablet, a laptop and the tallest desktop first screen. */
const SCREENS = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
];

let site: BrowserSite;
/** The pages whose markup has a fold. */
let folded: Page[];
/** A page's markup as built. */
let markup: (page: Page) => string;
beforeAll(async () => {
  const [browserSite, { pages, files }] = await Promise.all([startBrowserSite(), builtResult()]);
  site = browserSite;
  markup = (page: Page) => String(files.find((f) => f.path === page.outputPath)!.contents);
  folded = pages.filter((page) => markup(page).includes(` ${FOLD}=""`));
});
afterAll(() => site?.close());

describe('a page with a fold', () => {
  it('is every service page and the landing page', () => {
    expect(new Set(folded.map((p) => p.content.kind))).toEqual(new Set(['landing', 'service', 'constructor']));
    expect(folded.filter((p) => p.content.kind === 'service')).toHaveLength(site.pages.filter((p) => p.content.kind === 'service').length);
  });

  describe.each(SCREENS)('at $width×$height', (viewport) => {
    it('shows the same first screen before its later stylesheet has come as after, without JavaScript', async () => {
      const { page, context } = await site.newPage('desktop', { viewport, javaScriptEnabled: false, reducedMotion: 'reduce' });
      for (const route of onePerTemplate(folded)) {
        // The stylesheet is held until the first screen has been taken, then let through.
        const stylesheet = await holdLaterStylesheet(context);
        await page.goto(`${site.origin}${route.url}`, { waitUntil: 'commit' });
        await page.locator(`[${FOLD}]`).waitFor({ state: 'attached' });
        await expect.poll(stylesheet.asked, { message: `${route.url}: the later stylesheet is asked for` }).toBe(true);
        // The pictures of the first screen in, so that the two shots differ only by what the stylesheet does.
        for (const img of await page.locator('img').all()) {
          const box = await img.boundingBox();
          if (box && box.y < viewport.height && box.y + box.height > 0) await expect.poll(() => imageLoaded(img)).toBe(true);
        }
        const before = await page.screenshot({ animations: 'disabled', caret: 'hide' });
        stylesheet.release();
        await page.waitForLoadState('load');
        expect(await page.evaluate(() => document.styleSheets.length), `${route.url}: the later stylesheet applies`).toBe(2);
        const after = await page.screenshot({ animations: 'disabled', caret: 'hide' });
        expect(before.equals(after), `${route.url} at ${viewport.width}×${viewport.height}: the first screen changed when the later stylesheet came`).toBe(true);
        await context.unrouteAll();
      }
    });
  });

  it('has its fold below a 1920×1080 desktop’s first screen, the tallest there is, on every page', async () => {
    const { page, context } = await site.newPage('desktop', { viewport: { width: 1920, height: 1080 }, javaScriptEnabled: false });
    // Where the fold is depends on the inline styles alone, and every picture has its size in the markup: each page's
    // markup is laid out as it stands before anything it asks for has come, every request held (a picture that failed
    // would lose its size). Written into one tab rather than navigated to, a page takes a fifth of the time.
    await context.route(/./, () => undefined);
    const above: string[] = [];
    for (const route of folded) {
      const html = markup(route);
      const held = html.replace('<head>', `<head><base href="${site.origin}${route.url}">`);
      expect(held, `${route.url}: the markup has a <head> to put the page's address in`).not.toBe(html);
      await page.setContent(held, { waitUntil: 'commit' });
      const top = await page.locator(`[${FOLD}]`).evaluate((el) => el.getBoundingClientRect().top);
      if (top < 1080) above.push(`${route.url}: ${Math.round(top)} px`);
    }
    expect(above).toEqual([]);
  });

  it('links its later stylesheet once its script has started, and what lies below the fold is styled by it', async () => {
    const { page, errors } = await site.newPage('android');
    const service = folded.find((p) => p.content.kind === 'service')!;
    await visitPage(page, site.origin, service);
    await scriptHasRun(page);
    const link = page.locator('head link[rel=stylesheet]');
    await expect.poll(() => link.evaluate((el: HTMLLinkElement) => el.sheet !== null)).toBe(true);
    expect(await link.getAttribute('href')).toMatch(LATER_STYLESHEET);
    // The footer's rules are not in the page: its dark background is the later stylesheet's.
    expect(await page.locator('.site-footer').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(7, 42, 66)');
    expect(errors).toEqual([]);
  });

  it('links its later stylesheet when it paints before the end of its markup has come', async () => {
    // The service page's markup sent up to its <noscript data-later-styles>, the rest held until the test lets it go:
    // the page paints, and its script starts, before that element is parsed.
    const service = folded.find((p) => p.content.kind === 'service')!;
    const held = await holdMarkupTail(site.origin, service.url, (html) => html.indexOf(`<noscript ${LATER_STYLES}>`));
    try {
      const { page } = await site.newPage('android');
      await page.goto(`${held.origin}${service.url}`, { waitUntil: 'commit' });
      await scriptHasRun(page);
      expect(await page.evaluate(() => document.readyState)).toBe('loading');
      held.release();
      await laterStylesApplied(page);
      expect(await page.locator('.site-footer').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(7, 42, 66)');
    } finally {
      held.close();
    }
  });
});
