// npm run bench [-- 100 1000]: builds synthetic sites of 100, 1,000 and 10,000 service pages through the real
// command (the bundle `npm run build` makes and runs, with --content --out --timings) into memory-backed /dev/shm
// and prints wall time, ms per page, peak memory and each stage's share of the median build. Each size is built once
// to fill its picture cache and checked entries (printed as "first build"), then three times; the median counts.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { syntheticContent } from './synthetic-content.ts';

const projectDir = path.resolve(import.meta.dirname, '..');
const workDir = path.join((await fs.stat('/dev/shm').catch(() => undefined)) ? '/dev/shm' : os.tmpdir(), 'servictg-bench');
const sizes = process.argv.slice(2).map(Number).filter((n) => n > 0);
const RUNS = 3;
/**
 * The bundle that `npm run build` makes and runs, with the V8 flags that script gives Node (package.json, the one place
 * they are written); the bench makes it once, with a build of the real site.
 */
const packageJson = JSON.parse(await fs.readFile(path.join(projectDir, 'package.json'), 'utf8')) as { scripts: { build: string } };
const NODE_FLAGS = /&& node (.*?) ?\.cache\/cli\/build\.mjs/.exec(packageJson.scripts.build)![1]!.split(' ').filter(Boolean);
const COMMAND = [...NODE_FLAGS, path.join(projectDir, '.cache/cli/build.mjs'), '--timings'];

interface Run {
  wallMs: number;
  peakMiB: number;
  pages: number;
  /** Each stage's share of the build as the build reports it (--timings): "render 41%". */
  shares: string[];
}

async function buildOnce(contentDir: string, label: string): Promise<Run> {
  const args = [...COMMAND, '--any-catalogue-size', '--content', contentDir];
  args.push('--out', path.join(workDir, `dist-${label}`), '--cache', path.join(workDir, `cache-${label}`));
  const started = performance.now();
  const { stdout } = await promisify(execFile)(process.execPath, args, { cwd: projectDir, maxBuffer: 1 << 24 });
  const wallMs = performance.now() - started;
  const summary = /Built (\d+) pages.*peak memory (\d+) MiB/.exec(stdout);
  if (!summary) throw new Error(`unexpected build output:\n${stdout}`);
  const shares = [...stdout.matchAll(/^ {2}(\S(?:.*\S)?) +\d+ ms +([\d.]+)%$/gm)].map(([, stage, share]) => `${stage} ${Math.round(Number(share))}%`);
  return { wallMs, pages: Number(summary[1]), peakMiB: Number(summary[2]), shares };
}

function median(runs: Run[]): Run {
  return [...runs].sort((a, b) => a.wallMs - b.wallMs)[Math.floor(runs.length / 2)]!;
}

await promisify(execFile)('npm', ['run', '--silent', 'build'], { cwd: projectDir });
const rows: string[][] = [['service pages', 'pages', 'first build', 'build (median of 3)', 'ms/page', 'peak memory', 'stages (median build)']];
for (const size of sizes.length > 0 ? sizes : [100, 1000, 10000]) {
  const contentDir = await syntheticContent(path.join(projectDir, 'content'), path.join(workDir, `content-${size}`), size);
  // A fresh start for each size: no drawn pictures, and no output of another version of the generator.
  for (const folder of [`cache-${size}`, `dist-${size}`]) await fs.rm(path.join(workDir, folder), { recursive: true, force: true });
  const first = await buildOnce(contentDir, String(size));
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await buildOnce(contentDir, String(size)));
  const m = median(runs);
  rows.push([
    size.toLocaleString('en'),
    m.pages.toLocaleString('en'),
    `${(first.wallMs / 1000).toFixed(2)} s`,
    `${(m.wallMs / 1000).toFixed(2)} s`,
    (m.wallMs / m.pages).toFixed(2),
    `${Math.max(...runs.map((r) => r.peakMiB))} MiB`,
    m.shares.join(', '),
  ]);
  console.log(rows.at(-1)!.join('  '));
}

const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
console.log(`\n${rows.map((r) => `| ${r.map((cell, c) => cell.padEnd(widths[c]!)).join(' | ')} |`).join('\n')}`);
console.log(`\nNode ${process.version}, ${os.availableParallelism()} cores; output and caches in ${workDir}`);
