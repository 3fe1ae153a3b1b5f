// Prints what each page weighs, gzipped, and fails above the budgets: JavaScript 6 KB on public pages (20 KB on
// the admin), HTML (with its inline stylesheet) + JavaScript 30 KB, the stylesheet inline and at most 7 KB, no
// render-blocking request, one script fetched at low priority; and what a phone needs for its first screen, which
// must come in the first round trip.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../pipeline/urls.ts';
import { firstResponseFloorMs, FIRST_WINDOW_BYTES } from '../scripts/network-model.ts';
import { parseHostRules } from '../scripts/serve.ts';
import { built, builtResult, parse } from './helpers/site.ts';

const KB = 1024;
// Each page carries the part of the stylesheet it uses: it pays for it in every response, and past 7 KB it is time
// to load what the first screen does not need without blocking.
const BUDGET = { js: 6 * KB, adminJs: 20 * KB, total: 30 * KB, inlineCss: 7 * KB };
/** What a host adds to a page's response besides `_headers` (status line, Date, Content-Type, ETag, Server…). */
const HOST_HEADER_BYTES = 300;
/** Lighthouse's phone (Moto G Power): the first screen it paints. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const PRIVATE: string[] = [PATHS.login, PATHS.admin, PATHS.verifyEmail];

describe('page weight', () => {
  it('keeps every page within its budgets', async () => {
    const { pages: routes, files } = await builtResult();
    const gzipped = new Map(files.map((f) => [`/${f.path}`, gzipSync(f.contents).length]));
    const rows = routes.map((route) => {
      const html = String(files.find((f) => f.path === route.outputPath)!.contents);
      const doc = parse(html);
      const scripts = [...doc.querySelectorAll('script[src]')].map((s) => s.getAttribute('src')!);
      const stylesheets = doc.querySelectorAll('link[rel=stylesheet]').length;
      const inline = [...doc.querySelectorAll('style')].map((s) => s.textContent ?? '');
      // Module scripts never block rendering; classic scripts without defer/async and stylesheets do.
      const blocking = stylesheets + [...doc.querySelectorAll('script[src]:not([type=module]):not([defer]):not([async])')].length;
      // Nothing on the first screen waits for the script: it is fetched after the HTML's own picture, and Lighthouse
      // does not count it as holding up the first paint.
      const urgent = [...doc.querySelectorAll('script[src]')].filter((s) => s.getAttribute('fetchpriority') !== 'low').length;
      const sum = (urls: Iterable<string>) => [...urls].reduce((n, url) => n + (gzipped.get(url) ?? Number.NaN), 0);
      const js = sum(scripts);
      const css = gzipSync(inline.join('')).length;
      const htmlBytes = gzipSync(html).length;
      const requests = scripts.length + doc.querySelectorAll('link[rel=modulepreload]').length;
      return { url: route.url, html: htmlBytes, css, js, total: htmlBytes + js, styles: inline.length, stylesheets, blocking, urgent, requests };
    });
    const fmt = (n: number) => (n / KB).toFixed(1).padStart(5);
    console.log(`   HTML (CSS in it)  JS  total KB gzip\n${rows.map((r) => `${fmt(r.html)} ${fmt(r.css)}  ${fmt(r.js)} ${fmt(r.total)}  ${r.url}`).join('\n')}`);
    const max = rows.reduce((a, b) => (b.total > a.total ? b : a));
    console.log(`Heaviest: ${max.url}, ${fmt(max.total)} KB`);
    for (const row of rows) {
      const admin = row.url === '/admin';
      expect(row.js, `${row.url} JavaScript`).toBeLessThanOrEqual(admin ? BUDGET.adminJs : BUDGET.js);
      if (!admin) expect(row.total, `${row.url} HTML + JS`).toBeLessThanOrEqual(BUDGET.total);
      expect([row.styles, row.stylesheets], `${row.url}: one inline stylesheet, no linked one`).toEqual([1, 0]);
      expect(row.css, `${row.url}: the inline stylesheet has grown past ${BUDGET.inlineCss / KB} KB gzip; split out what the first screen does not need`).toBeLessThanOrEqual(BUDGET.inlineCss);
      expect(row.blocking, row.url).toBe(0);
      expect(row.urgent, `${row.url}: scripts without fetchpriority="low"`).toBe(0);
      expect(row.requests, `${row.url}: one request for all its code`).toBe(1);
    }
  });

  /**
   * The first screen of a phone must come in TCP's first window (14.6 KB, scripts/network-model.ts): the response's
   * headers, and the gzip of the whole page, or when that is larger, of its HTML up to the last element that starts
   * on the first screen (found by Chromium at Lighthouse's phone size, without JavaScript, as the first paint sees the
   * page; fixed elements such as the floating buttons excepted: they are no content and may come later).
   */
  it('sends every public page its first screen, styles included, within the first 14.6 KB', async () => {
    const { pages: routes, files } = await builtResult();
    const rules = parseHostRules(String(files.find((f) => f.path === '_headers')!.contents), '');
    const headerBytes = (url: string) =>
      HOST_HEADER_BYTES + rules.headers.filter((r) => r.pattern.test(url)).flatMap((r) => r.headers).reduce((n, [name, value]) => n + `${name}: ${value}\r\n`.length, 0);
    const browser = await chromium.connect(built().browserEndpoint);
    const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const tab = await context.newPage();
    const rows: { url: string; whole: number; firstScreen: number; headers: number }[] = [];
    try {
      for (const route of routes.filter((r) => r.content.kind !== 'alias' && !PRIVATE.includes(r.url))) {
        const html = String(files.find((f) => f.path === route.outputPath)!.contents);
        const whole = gzipSync(html).length;
        const headers = headerBytes(route.url);
        let firstScreen = whole;
        if (whole + headers > FIRST_WINDOW_BYTES) {
          // Every picture carries its size, so the layout is final once the HTML is parsed; no need to wait for them.
          await tab.goto(`${built().origin}${route.url}`, { waitUntil: 'domcontentloaded' });
          const { count, last } = await tab.evaluate(lastElementOnFirstScreen);
          const starts = startTagOffsets(html);
          expect(starts.length, `${route.url}: the elements of the source are those the browser parsed`).toBe(count);
          firstScreen = gzipSync(html.slice(0, starts[last + 1] ?? html.length)).length;
        }
        rows.push({ url: route.url, whole, firstScreen, headers });
      }
    } finally {
      await context.close();
      await browser.close();
    }
    // In kB of 1,000 bytes, as TCP's window is counted: 10 segments of 1,460 bytes.
    const fmt = (n: number) => (n / 1000).toFixed(1).padStart(5);
    console.log(
      `First window ${fmt(FIRST_WINDOW_BYTES)} kB: headers + page, or + first screen when the page is larger (gzip, kB)\n` +
        `headers  page first screen  sent first  floor of the whole page (https)\n` +
        rows.map((r) => `${fmt(r.headers)} ${fmt(r.whole)} ${fmt(r.firstScreen).padStart(12)} ${fmt(r.headers + r.firstScreen).padStart(11)}  ${Math.round(firstResponseFloorMs(r.headers + r.whole))} ms  ${r.url}`).join('\n'),
    );
    const worst = rows.reduce((a, b) => (b.headers + b.firstScreen > a.headers + a.firstScreen ? b : a));
    console.log(`Fullest first window: ${worst.url}, ${fmt(worst.headers + worst.firstScreen)} of ${fmt(FIRST_WINDOW_BYTES)} kB`);
    // Lighthouse's model paints nothing before the whole page is in: a page past the window paints a round trip later.
    const whole = rows.filter((r) => r.headers + r.whole <= FIRST_WINDOW_BYTES);
    const fullest = rows.filter((r) => !whole.includes(r)).map((r) => r.url);
    console.log(`Whole page in the first window: ${whole.length} of ${rows.length} public pages${fullest.length ? ` (not: ${fullest.join(', ')})` : ''}`);
    for (const row of rows) expect(row.headers + row.firstScreen, `${row.url}: first screen + headers`).toBeLessThanOrEqual(FIRST_WINDOW_BYTES);
  }, 120_000);
});

/**
 * In the page: how many elements it has, and the document-order index of the last one that starts above the fold,
 * leaving out what is not rendered and what is fixed to the viewport.
 */
function lastElementOnFirstScreen(): { count: number; last: number } {
  const all = [...document.getElementsByTagName('*')];
  const fixed = (el: Element | null): boolean => !!el && (getComputedStyle(el).position === 'fixed' || fixed(el.parentElement));
  let last = -1;
  all.forEach((el, i) => {
    if (el.getClientRects().length && el.getBoundingClientRect().top < innerHeight && !fixed(el)) last = i;
  });
  return { count: all.length, last };
}

/**
 * Where each element starts in the built HTML, in document order, as `getElementsByTagName('*')` lists them: React's
 * markup writes every element's start tag and escapes "<" in text and attributes, so a start tag is "<" and a
 * letter anywhere but inside <script> and <style>, whose text is skipped.
 */
function startTagOffsets(html: string): number[] {
  const offsets: number[] = [];
  for (const match of html.matchAll(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>|<[a-zA-Z]/gi)) offsets.push(match.index);
  return offsets;
}
