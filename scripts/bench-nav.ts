// npm run bench:nav [-- --runs N --hover MS,MS]: how fast the next page shows, with and without the speculation
// rules. Chromium (puppeteer-core: Chromium prerenders only for DevTools clients attached through the tab target)
// under Lighthouse's phone network and CPU (scripts/network-model.ts; CDP Network.emulateNetworkConditions and
// Emulation.setCPUThrottlingRate, which puppeteer applies to the prerendering page too) opens a page, rests the
// pointer on a link for a while (moderate eagerness starts the prerender after about 200 ms of hover), clicks, and
// reads the new page's LCP and FCP counted from the click (from activation for a prerendered page, as CrUX counts).
//
// One build, served four ways: as built; with the <script type="speculationrules"> removed from every page; and each
// of those with a cross-document view transition added to the stylesheet, to show what that would cost.
import '../pipeline/production.ts';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { build } from '../pipeline/build.ts';
import { findChromium } from './browser.ts';
import { cspHash } from '../pipeline/render/page-styles.ts';
import { MOBILE } from './network-model.ts';
import { serveOnFreePort } from './serve.ts';

const ROUTES = [
  { name: 'landing → service', from: '/', to: '/servicios/constructor' },
  { name: 'service → service', from: '/servicios/constructor', to: '/servicios/servicio-de-estuco-y-pintura-en-cartagena' },
];
const options = {
  runs: { type: 'string', default: '5' },
  hover: { type: 'string', default: '300,1000' },
  // Another device: `--cpu 1 --viewport 1280x800` is a laptop on the same network.
  cpu: { type: 'string', default: String(MOBILE.cpuSlowdown) },
  viewport: { type: 'string', default: '412x823' },
} as const;
const { values } = parseArgs({ options });
const runs = Number(values.runs);
const hovers = values.hover.split(',').map(Number);
const cpu = Number(values.cpu);
const [width, height] = values.viewport.split('x').map(Number) as [number, number];

const projectDir = path.resolve(import.meta.dirname, '..');
const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-nav-'));
const built = path.join(scratch, 'built');
await build({ projectDir, outDir: built, env: { SITE_URL: 'http://localhost' } });

/** The CSS rule that turns on cross-document view transitions, which the site does not ship (docs/performance.md). */
const VIEW_TRANSITION = '@view-transition{navigation:auto}';

/**
 * A copy of the build as it is, without its speculation rules, or with a view transition in each page's stylesheet
 * (and the stylesheet's new hash in the page's own policy).
 */
async function variant(name: string, { rules, transition }: { rules: boolean; transition: boolean }) {
  const dir = path.join(scratch, name);
  await fs.cp(built, dir, { recursive: true });
  for (const file of (await fs.readdir(dir, { recursive: true })).filter((f) => f.endsWith('.html'))) {
    let html = await fs.readFile(path.join(dir, file), 'utf8');
    if (!rules) html = html.replace(/<script type="speculationrules">[^<]*<\/script>/, '');
    const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1];
    if (transition && css !== undefined) html = html.replace(cspHash(css), cspHash(`${VIEW_TRANSITION}${css}`)).replace(`<style>${css}</style>`, `<style>${VIEW_TRANSITION}${css}</style>`);
    await fs.writeFile(path.join(dir, file), html);
  }
  const { server, origin } = await serveOnFreePort({ root: dir });
  return { name, origin, server, prerendering: rules };
}

const VARIANTS = [
  await variant('prerendered', { rules: true, transition: false }),
  await variant('no rules', { rules: false, transition: false }),
  await variant('prerendered + transition', { rules: true, transition: true }),
  await variant('no rules + transition', { rules: false, transition: true }),
];

interface Sample {
  lcp: number;
  fcp: number;
  prerendered: boolean;
}

/**
 * In the tab: once it shows `pathname`, loaded and no longer prerendering, and half a second later (every LCP
 * candidate of the load is in the buffer by then), the new page's paints counted from the click: from its navigation
 * start, or from its activation when it was prerendered. Null until then.
 */
function paintsAt(pathname: string): Promise<Sample | null> {
  const doc = document as Document & { prerendering?: boolean };
  if (location.pathname !== pathname || document.readyState !== 'complete' || doc.prerendering) return Promise.resolve(null);
  return new Promise((wait) => setTimeout(wait, 500)).then(
    () =>
      new Promise<Sample>((resolve) => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { activationStart: number };
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
        new PerformanceObserver((list) => {
          const lcp = list.getEntries().at(-1)!.startTime;
          resolve({ lcp: Math.max(lcp - nav.activationStart, 0), fcp: Math.max(fcp - nav.activationStart, 0), prerendered: nav.activationStart > 0 });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/**
 * The paints of the page the tab arrives at, read through a DevTools connection of its own: puppeteer's page object
 * is left on a detached frame when a prerender that is still loading is activated under it.
 */
async function paintsOnArrival(browser: Browser, pathname: string): Promise<Sample> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const observer = await puppeteer.connect({ browserWSEndpoint: browser.wsEndpoint(), defaultViewport: null });
    try {
      for (const context of observer.browserContexts()) {
        for (const page of await context.pages()) {
          const sample = await page.evaluate(paintsAt, pathname).catch(() => null);
          if (sample) return sample;
        }
      }
    } finally {
      await observer.disconnect();
    }
    if (Date.now() > deadline) throw new Error(`never arrived at ${pathname}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function navigate(browser: Browser, origin: string, route: (typeof ROUTES)[number], hoverMs: number): Promise<Sample> {
  const context = await browser.createBrowserContext();
  try {
    const page: Page = await context.newPage();
    await page.setViewport({ width, height, deviceScaleFactor: width < 800 ? 1.75 : 1 });
    const bytesPerSecond = (MOBILE.throughputKbps * 1000) / 8;
    await page.emulateNetworkConditions({ download: bytesPerSecond, upload: (750 * 1000) / 8, latency: MOBILE.rttMs });
    await page.emulateCPUThrottling(cpu);
    await page.goto(`${origin}${route.from}`, { waitUntil: 'load' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const link = `main a[href="${route.to}"]`;
    await page.hover(link);
    await new Promise((resolve) => setTimeout(resolve, hoverMs));
    await page.click(link);
    return await paintsOnArrival(browser, route.to);
  } finally {
    await context.close();
  }
}

const { executablePath, args } = await findChromium();
const browser = await puppeteer.launch({ executablePath, args, headless: true });
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const rows: string[] = [];
try {
  for (const route of ROUTES) {
    for (const hoverMs of hovers) {
      const cells: string[] = [];
      for (const variant of VARIANTS) {
        const samples: Sample[] = [];
        for (let i = 0; i < runs; i++) samples.push(await navigate(browser, variant.origin, route, hoverMs));
        const prerendered = samples.filter((s) => s.prerendered).length;
        const activated = variant.prerendering ? ` (${prerendered}/${runs})` : '';
        cells.push(`${Math.round(median(samples.map((s) => s.lcp)))} / ${Math.round(median(samples.map((s) => s.fcp)))} ms${activated}`.padStart(26));
      }
      rows.push(`${route.name.padEnd(19)} ${`${hoverMs} ms`.padStart(7)} ${cells.join(' ')}`);
      console.log(rows.at(-1));
    }
  }
} finally {
  await browser.close();
  for (const { server } of VARIANTS) server.close();
  await fs.rm(scratch, { recursive: true, force: true });
}
console.log(
  [
    '',
    `Next page's LCP / FCP from the click, median of ${runs}; ${MOBILE.rttMs} ms latency, ${MOBILE.throughputKbps / 1024} Mbps, CPU ${cpu}x, ${width}x${height}; the pointer rests on the link for "hover" before the click`,
    `${'route'.padEnd(19)} ${'hover'.padStart(7)} ${VARIANTS.map((v) => v.name).map((n) => n.padStart(26)).join(' ')}`,
    `(n/N: how many of the N clicks activated a prerendered page; "+ transition": with ${VIEW_TRANSITION} added to the stylesheet)`,
    ...rows,
  ].join('\n'),
);
