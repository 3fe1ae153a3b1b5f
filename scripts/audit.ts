// npm run audit [-- --project DIR --runs N --only NAME,NAME]: Lighthouse 12 (mobile, simulated throttling) on one
// page of every template, three runs each, against the built site served locally (gzip, as every host of the README
// serves it); prints the medians and writes the JSON to reports/lighthouse/.
//
// Besides the scores it prints what the first paint is made of: the bytes of the first response (the HTML, as
// sent) and the floor Lighthouse's network model puts under it (scripts/network-model.ts), next to the median FCP
// and LCP. `--project DIR` audits another checkout of the site (an older commit exported with `git archive`, with
// this project's node_modules linked in) with this script and this server, so two versions compare side by side.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from './browser.ts';
import { firstResponseFloorMs } from './network-model.ts';
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
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const projectDir = path.resolve(import.meta.dirname, '..');
const options = { project: { type: 'string' }, runs: { type: 'string' }, only: { type: 'string' } } as const;
const { values } = parseArgs({ options });
const auditedDir = path.resolve(values.project ?? projectDir);
const runCount = Number(values.runs ?? process.env.AUDIT_RUNS ?? 3);
const only = values.only?.split(',');
const pages = Object.entries(PAGES).filter(([name]) => !only || only.includes(name));

const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'audit-'));
const { server, origin } = await serveOnFreePort({ root: outDir });
// Built the way a deploy builds, by the audited checkout's own code and its own settings (tsconfig, JSX).
await promisify(execFile)(path.join(projectDir, 'node_modules/.bin/tsx'), ['build.ts', '--out', outDir], {
  cwd: auditedDir,
  env: { ...process.env, SITE_URL: origin },
  maxBuffer: 16 * 1024 * 1024,
});

const { executablePath, args } = await findChromium();
const chrome = await chromeLauncher.launch({ chromePath: executablePath, chromeFlags: ['--headless=new', ...args] });
const label = auditedDir === projectDir ? '' : path.basename(auditedDir);
const reportDir = path.join(projectDir, 'reports/lighthouse', label);
await fs.mkdir(reportDir, { recursive: true });

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
interface RequestItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const requests = (lhr: Lhr) => ((lhr.audits['network-requests']?.details as { items?: RequestItem[] } | undefined)?.items ?? []) as RequestItem[];
/** The HTML as it came over the wire: its transfer size, headers and compression included. */
const documentBytes = (lhr: Lhr) => requests(lhr).find((r) => r.resourceType === 'Document')?.transferSize ?? Number.NaN;
/** Requests to any other origin during the load (there should be none before a click). */
const foreign = (lhr: Lhr) => requests(lhr).filter((r) => !r.url.startsWith(origin) && !r.url.startsWith('data:'));
function lcpElement(lhr: Lhr): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
  return details?.items?.[0]?.items?.[0]?.node?.snippet?.slice(0, 90) ?? '?';
}

const tls = origin.startsWith('https:');
const rows: string[] = [];
const notes: string[] = [];
for (const [name, url] of pages) {
  const runs: Lhr[] = [];
  for (let i = 0; i < runCount; i++) {
    const result = await lighthouse(`${origin}${url}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    runs.push(result.lhr);
    await fs.writeFile(path.join(reportDir, `${name.replace(/\W+/g, '-')}-${i + 1}.json`), String(result.report));
  }
  const score = (c: string) => median(runs.map((r) => Math.round((r.categories[c]?.score ?? 0) * 100)));
  const metric = (id: string) => median(runs.map((r) => r.audits[id]?.numericValue ?? Number.NaN));
  const bytes = median(runs.map(documentBytes));
  const ms = (value: number) => `${Math.round(value)} ms`.padStart(8);
  rows.push(
    [
      name.padEnd(13),
      ...CATEGORIES.map((c) => String(score(c)).padStart(4)),
      ms(metric('first-contentful-paint')),
      ms(metric('largest-contentful-paint')),
      ms(metric('speed-index')),
      `${Math.round(metric('total-blocking-time'))} ms`.padStart(6),
      metric('cumulative-layout-shift').toFixed(3).padStart(6),
      `${(bytes / 1024).toFixed(1)} KB`.padStart(8),
      ms(firstResponseFloorMs(bytes, { tls })),
      ms(firstResponseFloorMs(bytes, { tls: true })),
      `${(metric('total-byte-weight') / 1024).toFixed(1)} KB`.padStart(9),
    ].join(' '),
  );
  const elsewhere = [...new Set(runs.flatMap(foreign).map((r) => r.url))];
  notes.push(`${name.padEnd(13)} LCP element: ${lcpElement(runs[0]!)}${elsewhere.length ? `\n${''.padEnd(13)} OTHER ORIGINS: ${elsewhere.join(' ')}` : ''}`);
  console.log(rows.at(-1));
}
await chrome.kill();
server.close();
await fs.rm(outDir, { recursive: true, force: true });
const header = `${'page'.padEnd(13)} perf a11y  bp  seo      FCP      LCP       SI    TBT    CLS 1st resp    floor    https     total`;
const legend = [
  `1st resp: the HTML as transferred (gzip); floor: the earliest Lighthouse's network can deliver it here (${tls ? 'https' : 'http'}, no TLS round trip),`,
  'https: the same on a real host, one TLS round trip more (scripts/network-model.ts); total: every byte of the load.',
].join('\n');
const table = `Lighthouse ${runCount} runs, median, mobile${label ? `, ${auditedDir}` : ''}\n${header}\n${rows.join('\n')}\n${legend}\n\n${notes.join('\n')}\n`;
await fs.writeFile(path.join(reportDir, 'summary.txt'), table);
console.log(`\n${table}`);
