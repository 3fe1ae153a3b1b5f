// Prints what each page weighs, gzipped, and fails above the budgets: JavaScript 6 KB on public pages (20 KB on
// the admin), HTML (with its inline stylesheet) + JavaScript + the stylesheet a long page links for below its fold
// 30 KB, the stylesheet inline and at most 7 KB, no render-blocking request, one script started once the page has
// painted; and every public page whole in the first round trip, with room to spare (the legal pages: their first
// screen). Both for the run's build and for the same site with site.yaml's `analytics:`, with what counting adds to
// each kind of page.
import fs from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../pipeline/types.ts';
import { PATHS } from '../pipeline/urls.ts';
import { FOLD, LATER_STYLES } from '../templates/fold.ts';
import { firstResponseFloorMs, FIRST_WINDOW_BYTES } from '../scripts/network-model.ts';
import { encodeFor, serveOnFreePort } from '../scripts/serve.ts';
import { countedBuild } from './helpers/counted-build.ts';
import { CHROME_ENCODINGS, sentResponse, SPARE_BYTES } from './helpers/first-window.ts';
import { built, builtResult, parse, projectDir } from './helpers/site.ts';

const KB = 1024;
// Each page carries the part of the stylesheet it uses: it pays for it in every response. A long page carries only
// its first screen's part, and links the whole for the rest once it has painted (templates/fold.ts).
const BUDGET = { js: 6 * KB, adminJs: 20 * KB, total: 30 * KB, inlineCss: 7 * KB };
/** Lighthouse's phone (Moto G Power): the first screen it paints. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const PRIVATE: string[] = [PATHS.login, PATHS.admin, PATHS.verifyEmail];
/** The whole stylesheet as a file (pipeline/render/assets.ts), by its name without the hash. */
const STYLESHEET = '/assets/site.css';

/** The same site with site.yaml's `analytics:` (tests/helpers/counted-build.ts), built once before the tests that read it. */
let counted: Awaited<ReturnType<typeof countedBuild>>;
/** What each page weighs, with the analytics off (the run's build) and on. */
let off: Weight[];
let on: Weight[];

describe('page weight', () => {
  // The heavy part, a second build of the whole site, is a step of its own (under the hooks' ceiling,
  // vitest.config.ts): a loaded machine makes it slower, and no test's own time counts it.
  beforeAll(async () => {
    counted = await countedBuild();
  });

  it('keeps every page within its budgets', async () => {
    off = weigh(await builtResult());
    const fmt = (n: number) => (n / KB).toFixed(1).padStart(5);
    console.log(`   HTML (CSS in it)  JS  total KB gzip\n${off.map((r) => `${fmt(r.html)} ${fmt(r.css)}  ${fmt(r.js)} ${fmt(r.total)}  ${r.url}`).join('\n')}`);
    const max = off.reduce((a, b) => (b.total > a.total ? b : a));
    console.log(`Heaviest: ${max.url}, ${fmt(max.total)} KB`);
    expectWithinBudgets(off, false);
  });

  it('keeps every page within its budgets with the analytics on, and prints what they add', async () => {
    on = weigh(counted);
    off ??= weigh(await builtResult());
    console.log(analyticsCost(off, on));
    expectWithinBudgets(on, true);
  });

  /**
   * A public page must come whole in TCP's first window (14.6 kB, scripts/network-model.ts), with 1,000 B to spare
   * for what a host adds to the response and for the words an editor adds: counted as `npm start` sends it
   * (scripts/serve.ts: the headers of _headers and its own, the body in brotli, as to a browser that accepts it), byte
   * for byte off the socket. The legal pages, long by law, are the exception: their first screen must come in it (their
   * HTML up to the last element that starts on a phone's first screen, found by Chromium at Lighthouse's phone size
   * without JavaScript, as the first paint sees the page; fixed elements such as the floating buttons excepted).
   */
  it('sends every public page whole within the first 14.6 kB with 1,000 B to spare (the legal pages: their first screen), as npm start sends it, with the analytics off and on', async () => {
    const { pages: routes, files } = await builtResult();
    const countedServed = await servedCopy(counted.files);
    const browser = await chromium.connect(built().browserEndpoint);
    const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const tab = await context.newPage();
    const rows: { url: string; legal: boolean; headers: number; body: number; gzip: number; firstScreen: number; room: number; roomOn: number }[] = [];
    try {
      for (const route of routes.filter((r) => r.content.kind !== 'alias' && !PRIVATE.includes(r.url))) {
        const legal = route.content.kind === 'legal';
        const sent = await sentResponse(built().origin, route.url, CHROME_ENCODINGS);
        const sentOn = await sentResponse(countedServed.origin, route.url, CHROME_ENCODINGS);
        const gzip = (await sentResponse(built().origin, route.url, 'gzip, deflate')).body;
        // Measured on the page as the live site sends it: the test's build carries its server's random port in every
        // absolute address, whose digits moved a page's brotli size by up to 40 B from one run to the next.
        const html = live(String(files.find((f) => f.path === route.outputPath)!.contents));
        const htmlOn = live(String(countedServed.files.find((f) => f.path === route.outputPath)!.contents));
        let firstScreen = encodeFor(CHROME_ENCODINGS, html).body.length;
        let firstScreenOn = encodeFor(CHROME_ENCODINGS, htmlOn).body.length;
        if (legal) {
          // Every picture carries its size, so the layout is final once the HTML is parsed; no need to wait for them.
          await tab.goto(`${built().origin}${route.url}`, { waitUntil: 'domcontentloaded' });
          const { count, last } = await tab.evaluate(lastElementOnFirstScreen);
          const starts = startTagOffsets(html);
          const startsOn = startTagOffsets(htmlOn);
          expect(starts.length, `${route.url}: the elements of the source are those the browser parsed`).toBe(count);
          const tags = (source: string, offsets: number[]) => offsets.slice(0, last + 2).map((at) => /^<([a-zA-Z][\w-]*)/.exec(source.slice(at, at + 40))?.[1]);
          // With the analytics on, the privacy policy differs in its words far below the first screen: the same
          // elements up to the end of the first screen.
          expect(tags(htmlOn, startsOn), `${route.url}: the same elements on the first screen with the analytics on`).toEqual(tags(html, starts));
          firstScreen = encodeFor(CHROME_ENCODINGS, html.slice(0, starts[last + 1] ?? html.length)).body.length;
          firstScreenOn = encodeFor(CHROME_ENCODINGS, htmlOn.slice(0, startsOn[last + 1] ?? htmlOn.length)).body.length;
        }
        const room = FIRST_WINDOW_BYTES - sent.headers - firstScreen;
        const roomOn = FIRST_WINDOW_BYTES - sentOn.headers - firstScreenOn;
        rows.push({ url: route.url, legal, headers: sent.headers, body: sent.body, gzip, firstScreen, room, roomOn });
      }
    } finally {
      await context.close();
      await browser.close();
      countedServed.server.close();
    }
    const pad = (n: number | string, width: number) => String(n).padStart(width);
    console.log(
      `First window ${FIRST_WINDOW_BYTES} B, as npm start sends each public page (B): headers, the page in brotli (in gzip, to a browser without it),\n` +
        `what must come in the window (the page, or a legal page's first screen), the room left (1,000 B at least; 0 for the legal pages' first screen), the same with the analytics on\n` +
        `headers  brotli   gzip  in window   room  room on  floor (https)\n` +
        rows
          .map((r) => `${pad(r.headers, 7)} ${pad(r.body, 7)} ${pad(r.gzip, 6)} ${pad(r.legal ? r.firstScreen : r.body, 10)} ${pad(r.room, 6)} ${pad(r.roomOn, 8)} ${pad(`${Math.round(firstResponseFloorMs(r.headers + r.body))} ms`, 14)}  ${r.url}${r.legal ? ' (legal: first screen)' : ''}`)
          .join('\n'),
    );
    const tightest = rows.filter((r) => !r.legal).reduce((a, b) => (Math.min(b.room, b.roomOn) < Math.min(a.room, a.roomOn) ? b : a));
    console.log(`Least room: ${tightest.url}, ${tightest.room} B (${tightest.roomOn} B with the analytics on)`);
    for (const row of rows) {
      const spare = row.legal ? 0 : SPARE_BYTES;
      expect(row.room, `${row.url}: ${row.legal ? 'first screen' : 'page'} + headers leave ${row.room} B of the first window`).toBeGreaterThanOrEqual(spare);
      expect(row.roomOn, `${row.url}: the same with the analytics on`).toBeGreaterThanOrEqual(spare);
    }
  }, 120_000);
});

/** The site's own address (site.yaml's url), in place of the test server's: what a live page carries. */
const LIVE_URL = /^url: *"?([^"\n]+)"?$/m.exec(readFileSync(path.join(projectDir, 'content', 'site.yaml'), 'utf8'))![1]!.replace(/\/+$/, '');
const live = (html: string) => html.replaceAll(built().origin, LIVE_URL);

/** Each page of `rows` within the budgets; `counting`: the build with the analytics on. */
function expectWithinBudgets(rows: Weight[], counting: boolean): void {
  for (const row of rows) {
    const admin = row.url === '/admin';
    const which = `${row.url}${counting ? ' (analytics on)' : ''}`;
    expect(row.js, `${which} JavaScript`).toBeLessThanOrEqual(admin ? BUDGET.adminJs : BUDGET.js);
    if (!admin) expect(row.total, `${which} HTML + JS`).toBeLessThanOrEqual(BUDGET.total);
    expect([row.styles, row.stylesheets], `${which}: one inline stylesheet, no linked one`).toEqual([1, 0]);
    // A page with a fold links the whole stylesheet in a <noscript>, which the script loader links once it has painted.
    expect(row.laterStyles, `${which}: the stylesheet for below its fold`).toEqual(row.fold ? [STYLESHEET] : []);
    expect(row.css, `${which}: the inline stylesheet has grown past ${BUDGET.inlineCss / KB} KB gzip; split out what the first screen does not need`).toBeLessThanOrEqual(BUDGET.inlineCss);
    expect(row.blocking, which).toBe(0);
    expect(row.fetchedByParser, `${which}: scripts the browser fetches as it parses, before the first paint`).toBe(0);
    expect(row.requests, `${which}: one request for all its code, started by the loader`).toBe(1);
    // The one exception to a single request: with the analytics on, the page's script asks, when it runs, for the
    // counting with Plausible's tracker (client/taps.ts), which in the script itself would put the heaviest
    // pages past the budget. It holds up nothing (no paint, no tap; it sends nothing before the page's load:
    // tests/e2e/analytics.test.ts), so the JavaScript budget, what the page needs before it answers a tap, leaves
    // it out; the total counts it.
    expect(row.later, `${which}: what its script asks for once it has run`).toEqual(counting && row.counted ? [TRACKER] : []);
  }
}

/** A build's pages and host files written to a folder of their own and served as `npm start` serves them. */
async function servedCopy(files: { path: string; contents: Buffer }[]) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'page-weight-'));
  const served = files.filter((f) => f.path.endsWith('.html') || f.path.startsWith('_'));
  for (const file of served) {
    await fs.mkdir(path.dirname(path.join(dir, file.path)), { recursive: true });
    await fs.writeFile(path.join(dir, file.path), file.contents);
  }
  const { server, origin } = await serveOnFreePort({ root: dir });
  server.on('close', () => void fs.rm(dir, { recursive: true, force: true }));
  return { server, origin, files };
}

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
  /** Whether the page has a fold (templates/fold.ts), and the stylesheets it links for what lies below it, by name without the hash. */
  fold: boolean;
  laterStyles: string[];
  /** HTML + all its JavaScript + the stylesheet for below its fold. */
  total: number;
  styles: number;
  stylesheets: number;
  blocking: number;
  fetchedByParser: number;
  requests: number;
}

/** What each page of a build weighs, gzipped, and how it asks for its code. */
function weigh({ pages: routes, files }: { pages: Page[]; files: { path: string; contents: Buffer | Uint8Array }[] }): Weight[] {
  const gzipped = new Map(files.map((f) => [`/${f.path}`, gzipSync(f.contents).length]));
  const texts = new Map(files.filter((f) => f.path.endsWith('.js')).map((f) => [`/${f.path}`, Buffer.from(f.contents).toString('utf8')]));
  return routes.map((route) => {
    const html = String(files.find((f) => f.path === route.outputPath)!.contents);
    const doc = parse(html);
    // The page's script, started by the loader once the page has painted (pipeline/render/script-loader.ts).
    const scripts = [...doc.querySelectorAll('script[data-src]')].map((s) => s.getAttribute('data-src')!);
    const laterStyles = [...doc.querySelectorAll(`noscript[${LATER_STYLES}] link[rel=stylesheet]`)].map((link) => link.getAttribute('href')!);
    const stylesheets = doc.querySelectorAll('link[rel=stylesheet]').length - laterStyles.length;
    const inline = [...doc.querySelectorAll('style')].map((s) => s.textContent ?? '');
    // Module scripts never block rendering; classic scripts without defer/async and stylesheets do.
    const blocking = stylesheets + [...doc.querySelectorAll('script[src]:not([type=module]):not([defer]):not([async])')].length;
    // A <script src> is fetched as soon as it is parsed, whatever its priority, and can end before the first paint.
    const fetchedByParser = doc.querySelectorAll('script[src], link[rel=modulepreload], link[rel=preload]').length;
    const sum = (urls: Iterable<string>) => [...urls].reduce((n, url) => n + (gzipped.get(url) ?? Number.NaN), 0);
    // A script's import() of another file of the site, which esbuild writes relative to the script.
    const later = scripts.flatMap((src) => [...(texts.get(src) ?? '').matchAll(/import\("\.\/([^"]+)"\)/g)].map((m) => new URL(m[1]!, `http://x${src}`).pathname));
    const js = sum(scripts);
    const laterBytes = sum(later);
    const css = gzipSync(inline.join('')).length;
    const htmlBytes = gzipSync(html).length;
    const requests = scripts.length;
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
      fold: doc.querySelector(`[${FOLD}]`) !== null,
      laterStyles: laterStyles.map((url) => url.replace(/-[A-Z0-9]{8}\.css$/, '.css')),
      total: htmlBytes + js + laterBytes + sum(laterStyles),
      styles: inline.length,
      stylesheets,
      blocking,
      fetchedByParser,
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
