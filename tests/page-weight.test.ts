// Prints what each page weighs, gzipped, and fails above the budgets: JavaScript 6 KB on public pages (20 KB on
// the admin), HTML (with its inline stylesheet) + JavaScript 30 KB, the stylesheet inline and at most 7 KB, no
// render-blocking request, one script fetched at low priority; and what a phone needs for its first screen, which
// must come in the first round trip. Both for the run's build and for the same site with site.yaml's `analytics:`,
// with what counting adds to each kind of page.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Page } from '../pipeline/types.ts';
import { PATHS } from '../pipeline/urls.ts';
import { firstResponseFloorMs, FIRST_WINDOW_BYTES } from '../scripts/network-model.ts';
import { parseHostRules } from '../scripts/serve.ts';
import { countedBuild } from './helpers/counted-build.ts';
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
  it('keeps every page within its budgets, with the analytics off and on', async () => {
    const off = weigh(await builtResult());
    const on = weigh(await countedBuild());
    const fmt = (n: number) => (n / KB).toFixed(1).padStart(5);
    console.log(`   HTML (CSS in it)  JS  total KB gzip\n${off.map((r) => `${fmt(r.html)} ${fmt(r.css)}  ${fmt(r.js)} ${fmt(r.total)}  ${r.url}`).join('\n')}`);
    const max = off.reduce((a, b) => (b.total > a.total ? b : a));
    console.log(`Heaviest: ${max.url}, ${fmt(max.total)} KB`);
    console.log(analyticsCost(off, on));
    for (const [rows, counting] of [[off, false], [on, true]] as const) {
      for (const row of rows) {
        const admin = row.url === '/admin';
        const which = `${row.url}${counting ? ' (analytics on)' : ''}`;
        expect(row.js, `${which} JavaScript`).toBeLessThanOrEqual(admin ? BUDGET.adminJs : BUDGET.js);
        if (!admin) expect(row.total, `${which} HTML + JS`).toBeLessThanOrEqual(BUDGET.total);
        expect([row.styles, row.stylesheets], `${which}: one inline stylesheet, no linked one`).toEqual([1, 0]);
        expect(row.css, `${which}: the inline stylesheet has grown past ${BUDGET.inlineCss / KB} KB gzip; split out what the first screen does not need`).toBeLessThanOrEqual(BUDGET.inlineCss);
        expect(row.blocking, which).toBe(0);
        expect(row.urgent, `${which}: scripts without fetchpriority="low"`).toBe(0);
        expect(row.requests, `${which}: one request for all its code`).toBe(1);
        // The one exception to a single request: with the analytics on, the page's script asks, when it runs, for the
        // counting with Plausible's tracker (client/taps.ts), which in the script itself would put the heaviest
        // pages past the budget. It holds up nothing (no paint, no tap; it sends nothing before the page's load:
        // tests/e2e/analytics.test.ts), so the JavaScript budget, what the page needs before it answers a tap, leaves
        // it out; the total counts it.
        expect(row.later, `${which}: what its script asks for once it has run`).toEqual(counting && row.counted ? [TRACKER] : []);
      }
    }
  });

  /**
   * The first screen of a phone must come in TCP's first window (14.6 KB, scripts/network-model.ts): the response's
   * headers, and the gzip of the whole page, or when that is larger, of its HTML up to the last element that starts
   * on the first screen (found by Chromium at Lighthouse's phone size, without JavaScript, as the first paint sees the
   * page; fixed elements such as the floating buttons excepted: they are no content and may come later).
   */
  it('sends every public page its first screen, styles included, within the first 14.6 KB, with the analytics off and on', async () => {
    const { pages: routes, files } = await builtResult();
    const counted = await countedBuild();
    const headerBytes = (headersFile: string) => {
      const rules = parseHostRules(headersFile, '');
      return (url: string) => HOST_HEADER_BYTES + rules.headers.filter((r) => r.pattern.test(url)).flatMap((r) => r.headers).reduce((n, [name, value]) => n + `${name}: ${value}\r\n`.length, 0);
    };
    const headersOff = headerBytes(String(files.find((f) => f.path === '_headers')!.contents));
    const headersOn = headerBytes(String(counted.files.find((f) => f.path === '_headers')!.contents));
    const browser = await chromium.connect(built().browserEndpoint);
    const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const tab = await context.newPage();
    const rows: { url: string; whole: number; firstScreen: number; headers: number; on: { whole: number; firstScreen: number; headers: number } }[] = [];
    try {
      for (const route of routes.filter((r) => r.content.kind !== 'alias' && !PRIVATE.includes(r.url))) {
        const html = String(files.find((f) => f.path === route.outputPath)!.contents);
        // With the analytics on, the page differs in attributes and in its configuration island (the switch test,
        // tests/analytics-switch.test.ts), and the privacy policy in its words far below the first screen: the same
        // elements up to the end of the first screen.
        const htmlOn = String(counted.files.find((f) => f.path === route.outputPath)!.contents);
        const whole = gzipSync(html).length;
        const wholeOn = gzipSync(htmlOn).length;
        const headers = headersOff(route.url);
        const headersWithOn = headersOn(route.url);
        let firstScreen = whole;
        let firstScreenOn = wholeOn;
        if (whole + headers > FIRST_WINDOW_BYTES || wholeOn + headersWithOn > FIRST_WINDOW_BYTES) {
          // Every picture carries its size, so the layout is final once the HTML is parsed; no need to wait for them.
          await tab.goto(`${built().origin}${route.url}`, { waitUntil: 'domcontentloaded' });
          const { count, last } = await tab.evaluate(lastElementOnFirstScreen);
          const starts = startTagOffsets(html);
          const startsOn = startTagOffsets(htmlOn);
          expect(starts.length, `${route.url}: the elements of the source are those the browser parsed`).toBe(count);
          const tags = (source: string, offsets: number[]) => offsets.slice(0, last + 2).map((at) => /^<([a-zA-Z][\w-]*)/.exec(source.slice(at, at + 40))?.[1]);
          expect(tags(htmlOn, startsOn), `${route.url}: the same elements on the first screen with the analytics on`).toEqual(tags(html, starts));
          if (whole + headers > FIRST_WINDOW_BYTES) firstScreen = gzipSync(html.slice(0, starts[last + 1] ?? html.length)).length;
          if (wholeOn + headersWithOn > FIRST_WINDOW_BYTES) firstScreenOn = gzipSync(htmlOn.slice(0, startsOn[last + 1] ?? htmlOn.length)).length;
        }
        rows.push({ url: route.url, whole, firstScreen, headers, on: { whole: wholeOn, firstScreen: firstScreenOn, headers: headersWithOn } });
      }
    } finally {
      await context.close();
      await browser.close();
    }
    // In kB of 1,000 bytes, as TCP's window is counted: 10 segments of 1,460 bytes.
    const fmt = (n: number) => (n / 1000).toFixed(1).padStart(5);
    console.log(
      `First window ${fmt(FIRST_WINDOW_BYTES)} kB: headers + page, or + first screen when the page is larger (gzip, kB)\n` +
        `headers  page first screen  sent first  floor of the whole page (https)  sent first with the analytics on\n` +
        rows
          .map((r) => `${fmt(r.headers)} ${fmt(r.whole)} ${fmt(r.firstScreen).padStart(12)} ${fmt(r.headers + r.firstScreen).padStart(11)}  ${`${Math.round(firstResponseFloorMs(r.headers + r.whole))} ms`.padStart(7)}  ${fmt(r.on.headers + r.on.firstScreen)}  ${r.url}`)
          .join('\n'),
    );
    const worst = rows.reduce((a, b) => (b.headers + b.firstScreen > a.headers + a.firstScreen ? b : a));
    console.log(`Fullest first window: ${worst.url}, ${fmt(worst.headers + worst.firstScreen)} of ${fmt(FIRST_WINDOW_BYTES)} kB (${FIRST_WINDOW_BYTES - worst.headers - worst.firstScreen} B to spare)`);
    const worstOn = rows.reduce((a, b) => (b.on.headers + b.on.firstScreen > a.on.headers + a.on.firstScreen ? b : a));
    console.log(`With the analytics on: ${worstOn.url}, ${fmt(worstOn.on.headers + worstOn.on.firstScreen)} of ${fmt(FIRST_WINDOW_BYTES)} kB (${FIRST_WINDOW_BYTES - worstOn.on.headers - worstOn.on.firstScreen} B to spare)`);
    // Lighthouse's model paints nothing before the whole page is in: a page past the window paints a round trip later.
    const whole = rows.filter((r) => r.headers + r.whole <= FIRST_WINDOW_BYTES);
    const fullest = rows.filter((r) => !whole.includes(r)).map((r) => r.url);
    console.log(`Whole page in the first window: ${whole.length} of ${rows.length} public pages${fullest.length ? ` (not: ${fullest.join(', ')})` : ''}`);
    for (const row of rows) {
      expect(row.headers + row.firstScreen, `${row.url}: first screen + headers`).toBeLessThanOrEqual(FIRST_WINDOW_BYTES);
      expect(row.on.headers + row.on.firstScreen, `${row.url}: first screen + headers with the analytics on`).toBeLessThanOrEqual(FIRST_WINDOW_BYTES);
    }
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

/** The counting with Plausible's tracker (client/counting.ts), by its name without the content hash. */
const TRACKER = '/assets/counting.js';

interface Weight {
  url: string;
  kind: string;
  /** Whether the analytics count the page (its script is the counting one). */
  counted: boolean;
  html: number;
  css: number;
  /** The scripts the page asks for itself. */
  js: number;
  /** What those scripts ask for once they have run, by name without the content hash, and its gzip bytes. */
  later: string[];
  laterBytes: number;
  /** HTML + all its JavaScript. */
  total: number;
  styles: number;
  stylesheets: number;
  blocking: number;
  urgent: number;
  requests: number;
}

/** What each page of a build weighs, gzipped, and how it asks for its code. */
function weigh({ pages: routes, files }: { pages: Page[]; files: { path: string; contents: Buffer | Uint8Array }[] }): Weight[] {
  const gzipped = new Map(files.map((f) => [`/${f.path}`, gzipSync(f.contents).length]));
  const texts = new Map(files.filter((f) => f.path.endsWith('.js')).map((f) => [`/${f.path}`, Buffer.from(f.contents).toString('utf8')]));
  return routes.map((route) => {
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
    // A script's import() of another file of the site, which esbuild writes relative to the script.
    const later = scripts.flatMap((src) => [...(texts.get(src) ?? '').matchAll(/import\("\.\/([^"]+)"\)/g)].map((m) => new URL(m[1]!, `http://x${src}`).pathname));
    const js = sum(scripts);
    const laterBytes = sum(later);
    const css = gzipSync(inline.join('')).length;
    const htmlBytes = gzipSync(html).length;
    const requests = scripts.length + doc.querySelectorAll('link[rel=modulepreload]').length;
    const kind = route.content.kind === 'simple' ? route.content.id : route.content.kind;
    return {
      url: route.url,
      kind,
      counted: route.scripts.includes('taps'),
      html: htmlBytes,
      css,
      js,
      later: later.map((url) => url.replace(/-[A-Z0-9]{8}\.js$/, '.js')),
      laterBytes,
      total: htmlBytes + js + laterBytes,
      styles: inline.length,
      stylesheets,
      blocking,
      urgent,
      requests,
    };
  });
}

/** What the analytics add to each kind of page, gzipped, in bytes: the largest addition among its pages. */
function analyticsCost(off: Weight[], on: Weight[]): string {
  const kinds = new Map<string, { html: number; js: number; tracker: number; total: number; jsOn: number; totalOn: number; pages: number }>();
  for (const before of off) {
    const after = on.find((r) => r.url === before.url)!;
    const kind = kinds.get(before.kind) ?? { html: 0, js: 0, tracker: 0, total: 0, jsOn: 0, totalOn: 0, pages: 0 };
    kinds.set(before.kind, {
      html: Math.max(kind.html, after.html - before.html),
      js: Math.max(kind.js, after.js - before.js),
      tracker: Math.max(kind.tracker, after.laterBytes),
      total: Math.max(kind.total, after.total - before.total),
      jsOn: Math.max(kind.jsOn, after.js),
      totalOn: Math.max(kind.totalOn, after.total),
      pages: kind.pages + 1,
    });
  }
  const pad = (n: number | string, width = 8) => String(n).padStart(width);
  return (
    'With the analytics on, bytes added (gzip), the most on any page of the kind; then the page\'s own script and its total\n' +
    `${'kind'.padEnd(16)} pages   HTML  script counting  total  script on  total on\n` +
    [...kinds]
      .map(([kind, k]) => `${kind.padEnd(16)} ${pad(k.pages, 5)} ${pad(`+${k.html}`, 6)} ${pad(`+${k.js}`, 7)} ${pad(`+${k.tracker}`, 7)} ${pad(`+${k.total}`, 7)} ${pad(k.jsOn, 10)} ${pad(k.totalOn, 9)}`)
      .join('\n')
  );
}
