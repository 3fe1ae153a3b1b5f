// npm run audit: Lighthouse 12 (mobile, simulated throttling) on one page of every template, three runs each,
// against the built site served locally; prints the medians and writes the JSON to reports/lighthouse/.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build } from '../pipeline/build.ts';
import { findChromium } from './browser.ts';
import { serveOnFreePort } from './serve.ts';

const PAGES = {
  landing: '/',
  catalogue: '/servicios',
  service: '/servicios/reparacion-de-aires-acondicionados-en-cartagena',
  'home hub': '/servicios/servicios-para-el-hogar',
  'business hub': '/servicios/servicios-para-empresas',
  constructor: '/servicios/constructor',
  blog: '/blog',
  post: '/blog/aire-acondicionado-y-salitre-guia-de-mantenimiento',
  legal: '/politica-de-privacidad-servictg',
  'thank-you': '/gracias-por-contactar',
  login: '/login',
  admin: '/admin',
  // The not-found template at its own file: Lighthouse refuses to audit a response with status 404.
  'not found': '/404',
};
const RUNS = Number(process.env.AUDIT_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const projectDir = path.resolve(import.meta.dirname, '..');
const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'audit-'));
const { server, origin } = await serveOnFreePort({ root: outDir });
await build({ projectDir, outDir, env: { SITE_URL: origin } });

const { executablePath, args } = await findChromium();
const chrome = await chromeLauncher.launch({ chromePath: executablePath, chromeFlags: ['--headless=new', ...args] });
const reportDir = path.join(projectDir, 'reports/lighthouse');
await fs.mkdir(reportDir, { recursive: true });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const rows: string[] = [];
for (const [name, url] of Object.entries(PAGES)) {
  const runs: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'][] = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(`${origin}${url}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    runs.push(result.lhr);
    await fs.writeFile(path.join(reportDir, `${name.replace(/\W+/g, '-')}-${i + 1}.json`), String(result.report));
  }
  const score = (c: string) => median(runs.map((r) => Math.round((r.categories[c]?.score ?? 0) * 100)));
  const metric = (id: string) => median(runs.map((r) => r.audits[id]?.numericValue ?? Number.NaN));
  rows.push(
    [
      name.padEnd(13),
      ...CATEGORIES.map((c) => String(score(c)).padStart(4)),
      `${Math.round(metric('first-contentful-paint'))} ms`.padStart(8),
      `${Math.round(metric('largest-contentful-paint'))} ms`.padStart(8),
      `${Math.round(metric('total-blocking-time'))} ms`.padStart(6),
      metric('cumulative-layout-shift').toFixed(3).padStart(6),
      `${(metric('total-byte-weight') / 1024).toFixed(1)} KB`.padStart(9),
    ].join(' '),
  );
  console.log(rows.at(-1));
}
await chrome.kill();
server.close();
await fs.rm(outDir, { recursive: true, force: true });
const header = `${'page'.padEnd(13)} perf a11y  bp  seo      FCP      LCP    TBT    CLS     bytes`;
const table = `Lighthouse ${RUNS} runs, median, mobile\n${header}\n${rows.join('\n')}\n`;
await fs.writeFile(path.join(reportDir, 'summary.txt'), table);
console.log(`\n${table}`);
