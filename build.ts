// Builds the site: content/ → dist/.
// Usage: npm run build -- [--content DIR] [--out DIR] [--cache DIR] [--any-catalogue-size] [--timings]
// --cache and --any-catalogue-size serve the benchmark (scripts/bench.ts): its own picture cache, and any number of
// pages per catalogue group. --timings prints how long each stage took.
import './pipeline/production.ts';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build, type StageTiming } from './pipeline/build.ts';
import { keepDrawnEmoji } from './pipeline/pictures/emoji.ts';
import { diskStore } from './pipeline/content/entry-store.ts';
import { formatError, UsageError } from './pipeline/errors.ts';
import { siteWarnings } from './pipeline/content/warnings.ts';

/** The project: this file's folder, or two up when `npm run build` runs it bundled into `.cache/cli/`. */
const PROJECT = path.basename(import.meta.dirname) === 'cli' ? path.resolve(import.meta.dirname, '../..') : import.meta.dirname;

/** The command line: what `npm run build` runs, callable in-process (tests); resolves to the exit code. */
export async function runBuild(args: string[], log: Pick<Console, 'log' | 'warn' | 'error'> = console, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const started = performance.now();
  let out = 'dist/';
  try {
    const { values } = parseOptions(args);
    out = values.out ?? out;
    const resolve = (dir: string | undefined) => (dir ? path.resolve(dir) : undefined);
    const cacheDir = resolve(values.cache) ?? path.join(PROJECT, '.cache');
    const store = diskStore(cacheDir, PROJECT);
    const emoji = keepDrawnEmoji(cacheDir);
    const { site, pages, output, timings } = await build({
      projectDir: PROJECT,
      contentDir: resolve(values.content),
      outDir: resolve(values.out),
      cacheDir,
      check: { anyCatalogueSize: values['any-catalogue-size'], store },
      env,
      note: (line) => log.warn(`note: ${line}`),
    }).catch((error: unknown) => {
      emoji.discard();
      throw error;
    });
    store.close();
    emoji.close();
    const root = path.relative(PROJECT, resolve(values.content) ?? path.join(PROJECT, 'content')) || '.';
    for (const warning of siteWarnings(site, root)) log.warn(`warning: ${warning}`);
    if (site.preview) log.log('Preview (PREVIEW=1): every page carries noindex and robots.txt disallows all');
    const ms = Math.round(performance.now() - started);
    const peakMiB = Math.round(process.resourceUsage().maxRSS / 1024);
    log.log(`Built ${pages.length} pages, ${output.count} files, ${(output.bytes / 1024).toFixed(0)} KiB in ${ms} ms (peak memory ${peakMiB} MiB)`);
    // From the process's start, so that loading the modules shows among the rest ("other").
    if (values.timings) log.log(formatTimings(timings, performance.now()));
    return 0;
  } catch (error) {
    log.error(formatError(error, out));
    return 1;
  }
}

/**
 * One line a stage: its time and its share of the whole run. What no stage holds (starting Node, loading the modules,
 * the command line's own work) is the last line, "other".
 */
export function formatTimings(timings: StageTiming[], totalMs: number): string {
  const other = { stage: 'other', ms: Math.max(0, totalMs - timings.reduce((sum, t) => sum + t.ms, 0)) };
  const width = Math.max(...[...timings, other].map((t) => t.stage.length));
  return [...timings, other].map(({ stage, ms }) => `  ${stage.padEnd(width)}  ${Math.round(ms).toString().padStart(6)} ms  ${((100 * ms) / totalMs).toFixed(1).padStart(5)}%`).join('\n');
}

const OPTIONS = {
  content: { type: 'string' },
  out: { type: 'string' },
  cache: { type: 'string' },
  'any-catalogue-size': { type: 'boolean' },
  timings: { type: 'boolean' },
} as const;

function parseOptions(args: string[]) {
  try {
    return parseArgs({ args, options: OPTIONS });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}. Options: --content DIR, --out DIR, --cache DIR, --any-catalogue-size, --timings`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  process.exitCode = await runBuild(process.argv.slice(2));
}
