// npm run audit [-- --project DIR … --runs N --only NAME,NAME --profile NAME,NAME]: Lighthouse 12 (simulated
// throttling) on one page of every template, three runs each, in two profiles (Lighthouse's mobile defaults, and a
// slow phone: 6x CPU slowdown, 400 Kbps, 400 ms round trips), against the built site served as `npm start` serves it
// (brotli or gzip, the headers of _headers); prints the medians and writes the JSON to reports/lighthouse/.
//
// Besides the scores it prints what the first paint is made of: the bytes of the first response (the HTML as sent)
// and the floor Lighthouse's network model puts under them (scripts/network-model.ts), next to the median FCP and LCP,
// and under each page's LCP element the requests that model counted before it, with their simulated times.
// Each `--project DIR` is a checkout of the site (another commit exported with `git archive`, this project's
// node_modules linked in), built by its own code and served by its own scripts/serve.ts; with two or more, the runs
// take turns page by page, so that a machine busier at one moment than another weighs on every checkout alike, and
// a last table sets their LCPs side by side.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { findChromium } from './browser.ts';
import { firstResponseFloorMs, MOBILE, SLOW_PHONE, type NetworkProfile } from './network-model.ts';

const PAGES = {
  landing: '/',
  catalogue: '/servicios',
  service: '/servicios/servicio-de-plomero-en-cartagena',
  'home hub': '/servicios/servicios-para-el-hogar',
  'business hub': '/servicios/servicios-para-empresas',
  constructor: '/servicios/constructor',
  blog: '/blog',
  post: '/blog/aire-acondicionado-y-salitre-guia-de-mantenimiento',
  legal: '/terminos-y-condiciones-servictg',
  'thank-you': '/gracias-por-contactar',
  login: '/login',
  admin: '/admin',
  // The not-found template at its own file: Lighthouse refuses to audit a response with status 404.
  'not found': '/404',
};
/** Pages long by law, whose LCP has a goal of its own: their HTML takes more than the first window. */
const LEGAL = new Set(['legal']);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** A phone Lighthouse simulates, and what its pages must reach (the medians; a figure over its goal gets a "*"). */
interface Profile {
  network: NetworkProfile;
  goals: { lcpMs: number; legalLcpMs: number; tbtMs: number };
}
const PROFILES: Record<string, Profile> = {
  // Lighthouse's mobile defaults; LCP at most 1.25x the floor of a page in one window (630 ms on the local http://).
  mobile: { network: MOBILE, goals: { lcpMs: 790, legalLcpMs: 900, tbtMs: 50 } },
  // A low-end Android phone on 3G, as many of the site's visitors are.
  'slow phone': { network: SLOW_PHONE, goals: { lcpMs: 2500, legalLcpMs: 2500, tbtMs: 100 } },
};

const projectDir = path.resolve(import.meta.dirname, '..');
const options = { project: { type: 'string', multiple: true }, runs: { type: 'string' }, only: { type: 'string' }, profile: { type: 'string' } } as const;
const { values } = parseArgs({ options });
const runCount = Number(values.runs ?? process.env.AUDIT_RUNS ?? 3);
const only = values.only?.split(',');
const pages = Object.entries(PAGES).filter(([name]) => !only || only.includes(name));
const profileNames = values.profile?.split(',') ?? Object.keys(PROFILES);
for (const name of profileNames) if (!PROFILES[name]) throw new Error(`No profile "${name}": choose among ${Object.keys(PROFILES).join(', ')}`);

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
interface RequestItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  /** When it ended, in ms from the document's request (the unthrottled load Lighthouse observed). */
  networkEndTime?: number;
}
interface Audited {
  dir: string;
  /** Its name in the tables and its folder under reports/lighthouse/ ("" for this project). */
  label: string;
  origin: string;
  server: http.Server;
  outDir: string;
  /** Per profile, per page, its runs. */
  runs: Map<string, Map<string, Lhr[]>>;
  /** Per profile, per page, what Lantern put before the largest paint in its first run (lanternLcpRequests). */
  lcpRequests: Map<string, Map<string, string>>;
}

/** A checkout built the way a deploy builds it, by its own code and settings (tsconfig, JSX), and served by its own server. */
async function prepare(dir: string): Promise<Audited> {
  const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'audit-'));
  const { serveOnFreePort } = (await import(pathToFileURL(path.join(dir, 'scripts/serve.ts')).href)) as typeof import('./serve.ts');
  const { server, origin } = await serveOnFreePort({ root: outDir });
  await promisify(execFile)(path.join(projectDir, 'node_modules/.bin/tsx'), ['build.ts', '--out', outDir], {
    cwd: dir,
    env: { ...process.env, SITE_URL: origin },
    maxBuffer: 16 * 1024 * 1024,
  });
  const label = dir === projectDir ? '' : path.basename(dir);
  const perProfile = <T>() => new Map(profileNames.map((name) => [name, new Map<string, T>()]));
  return { dir, label, origin, server, outDir, runs: perProfile<Lhr[]>(), lcpRequests: perProfile<string>() };
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
const requests = (lhr: Lhr) => ((lhr.audits['network-requests']?.details as { items?: RequestItem[] } | undefined)?.items ?? []) as RequestItem[];
/** The HTML as it came over the wire: its transfer size, headers and compression included. */
const documentBytes = (lhr: Lhr) => requests(lhr).find((r) => r.resourceType === 'Document')?.transferSize ?? Number.NaN;
function lcpElement(lhr: Lhr): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
  return details?.items?.[0]?.items?.[0]?.node?.snippet?.slice(0, 90) ?? '?';
}
const ms = (value: number) => `${Math.round(value)} ms`.padStart(8);

/** The requests of the observed (unthrottled) load that ended before its first paint, the document aside: there should be none. */
function beforePaint(lhr: Lhr): string[] {
  const metrics = lhr.audits.metrics?.details as { items?: { observedFirstContentfulPaint?: number }[] } | undefined;
  const paint = metrics?.items?.[0]?.observedFirstContentfulPaint ?? Number.NaN;
  return requests(lhr)
    .filter((r) => r.resourceType !== 'Document' && !r.url.startsWith('data:') && (r.networkEndTime ?? Number.POSITIVE_INFINITY) < paint)
    .map((r) => new URL(r.url).pathname);
}

/**
 * The requests Lantern, Lighthouse's model, counted before the largest paint of the run just made (its pessimistic
 * graph, of which LCP is the mean with the optimistic one), with their simulated times. On the local http:// a
 * request that overlaps another after the HTML opens a connection of its own, one round trip more, and this list
 * shows which request took the warm one (docs/performance.md).
 */
function lanternLcpRequests(origin: string): string {
  const timings = Lantern.Simulation.Simulator.allNodeTimings.get('pessimisticLargestContentfulPaint');
  if (!timings) return 'none (Lighthouse kept no Lantern timings)';
  return [...timings]
    .flatMap(([node, { startTime, endTime }]) => (node.type === 'network' ? [`${node.request.url.replace(origin, '')} ${Math.round(startTime)}–${Math.round(endTime)} ms`] : []))
    .join(', ');
}

/** The medians of one checkout in one profile, a row per page, with the LCP element and any request to another origin. */
function table({ dir, label, origin, runs: allRuns, lcpRequests }: Audited, profileName: string): string {
  const { network, goals } = PROFILES[profileName]!;
  const runs = allRuns.get(profileName)!;
  const tls = origin.startsWith('https:');
  const rows: string[] = [];
  const notes: string[] = [];
  for (const [name, lhrs] of runs) {
    const over = (value: number, goal: number) => (value > goal ? '*' : ' ');
    const score = (c: string) => median(lhrs.map((r) => Math.round((r.categories[c]?.score ?? 0) * 100)));
    const metric = (id: string) => median(lhrs.map((r) => r.audits[id]?.numericValue ?? Number.NaN));
    const bytes = median(lhrs.map(documentBytes));
    rows.push(
      [
        name.padEnd(13),
        ...CATEGORIES.map((c) => String(score(c)).padStart(4)),
        ms(metric('first-contentful-paint')),
        `${ms(metric('largest-contentful-paint'))}${over(metric('largest-contentful-paint'), LEGAL.has(name) ? goals.legalLcpMs : goals.lcpMs)}`,
        ms(metric('speed-index')),
        `${Math.round(metric('total-blocking-time'))} ms${over(metric('total-blocking-time'), goals.tbtMs)}`.padStart(7),
        metric('cumulative-layout-shift').toFixed(3).padStart(6),
        `${(bytes / 1024).toFixed(1)} KB`.padStart(8),
        ms(firstResponseFloorMs(bytes, { ...network, tls })),
        ms(firstResponseFloorMs(bytes, { ...network, tls: true })),
        `${(metric('total-byte-weight') / 1024).toFixed(1)} KB`.padStart(9),
      ].join(' '),
    );
    // Requests to any other origin during the load: there should be none before a click.
    const elsewhere = [...new Set(lhrs.flatMap(requests).filter((r) => !r.url.startsWith(origin) && !r.url.startsWith('data:')).map((r) => r.url))];
    notes.push(`${name.padEnd(13)} LCP element: ${lcpElement(lhrs[0]!)}${elsewhere.length ? `\n${''.padEnd(13)} OTHER ORIGINS: ${elsewhere.join(' ')}` : ''}`);
    notes.push(`${''.padEnd(13)} before it (Lantern, run 1): ${lcpRequests.get(profileName)!.get(name)}`);
    const early = [...new Set(lhrs.flatMap(beforePaint))];
    notes.push(`${''.padEnd(13)} ended before the observed first paint (any run): ${early.length ? early.join(' ') : 'nothing but the document'}`);
  }
  const header = `${'page'.padEnd(13)} perf a11y  bp  seo      FCP       LCP       SI     TBT    CLS 1st resp    floor    https     total`;
  const legend = [
    `1st resp: the HTML as transferred (gzip, headers included); floor: the earliest Lighthouse's network model has all of it here (${tls ? 'https' : 'http, no TLS round trip'}),`,
    'and so the earliest FCP or LCP can be; https: the same on a real host (scripts/network-model.ts); total: every byte of the load.',
  ].join('\n');
  const goal = `goals: LCP ${goals.lcpMs} ms (legal ${goals.legalLcpMs} ms), TBT ${goals.tbtMs} ms; * over`;
  const about = `${network.cpuSlowdown}x CPU, ${Math.round(network.throughputKbps)} Kbps, ${network.rttMs} ms RTT`;
  return `Lighthouse ${runCount} runs, median, ${profileName} (${about})${label ? `, ${dir}` : ''}; ${goal}\n${header}\n${rows.join('\n')}\n${legend}\n\n${notes.join('\n')}\n`;
}

const medianOf = (project: Audited, profileName: string, name: string, id: string) =>
  median(project.runs.get(profileName)!.get(name)!.map((r) => r.audits[id]!.numericValue!));

/** Two or more checkouts: the median FCP, LCP and TBT of each page in one profile, side by side. */
function sideBySide(audited: Audited[], profileName: string): string {
  const names = audited.map((a) => a.label || path.basename(a.dir));
  const width = Math.max(22, ...names.map((n) => n.length + 2));
  const lines = pages.map(([name]) => {
    const cells = audited.map((a) => {
      const [fcp, lcp, tbt] = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time'].map((id) => Math.round(medianOf(a, profileName, name, id)));
      return `${fcp} / ${lcp} / ${tbt}`.padStart(width);
    });
    return `${name.padEnd(13)}${cells.join('')}`;
  });
  return `FCP / LCP / TBT in ms, ${profileName}, median of ${runCount} runs\n${'page'.padEnd(13)}${names.map((n) => n.padStart(width)).join('')}\n${lines.join('\n')}\n`;
}

const audited: Audited[] = [];
for (const dir of (values.project ?? [projectDir]).map((d) => path.resolve(d))) audited.push(await prepare(dir));
const { executablePath, args } = await findChromium();
const chrome = await chromeLauncher.launch({ chromePath: executablePath, chromeFlags: ['--headless=new', ...args] });
try {
  for (const profileName of profileNames) {
    const { rttMs, throughputKbps, cpuSlowdown } = PROFILES[profileName]!.network;
    const throttling = { rttMs, throughputKbps, cpuSlowdownMultiplier: cpuSlowdown };
    for (const [name, url] of pages) {
      // Each server compresses a page once and keeps it, as a host does: asked for once here, no run pays for it.
      for (const project of audited) await fetch(`${project.origin}${url}`, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
      for (let i = 0; i < runCount; i++) {
        for (const project of audited) {
          const flags = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: [...CATEGORIES], throttlingMethod: 'simulate' as const, throttling };
          const result = await lighthouse(`${project.origin}${url}`, flags);
          if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
          const runs = project.runs.get(profileName)!;
          runs.set(name, [...(runs.get(name) ?? []), result.lhr]);
          if (i === 0) project.lcpRequests.get(profileName)!.set(name, lanternLcpRequests(project.origin));
          const reportDir = path.join(projectDir, 'reports/lighthouse', project.label);
          await fs.mkdir(reportDir, { recursive: true });
          await fs.writeFile(path.join(reportDir, `${profileName.replace(/\W+/g, '-')}-${name.replace(/\W+/g, '-')}-${i + 1}.json`), String(result.report));
        }
      }
      console.log(`${profileName}, ${name}: LCP ${audited.map((a) => `${Math.round(medianOf(a, profileName, name, 'largest-contentful-paint'))} ms`).join(' | ')}`);
    }
  }
} finally {
  await chrome.kill();
  for (const { server, outDir } of audited) {
    server.close();
    await fs.rm(outDir, { recursive: true, force: true });
  }
}
for (const project of audited) {
  const summary = profileNames.map((name) => table(project, name)).join('\n');
  await fs.writeFile(path.join(projectDir, 'reports/lighthouse', project.label, 'summary.txt'), summary);
  console.log(`\n${summary}`);
}
if (audited.length > 1) for (const name of profileNames) console.log(`\n${sideBySide(audited, name)}`);
