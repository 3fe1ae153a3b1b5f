// Builds the site: content/ → dist/.
// Usage: npm run build -- [--content DIR] [--out DIR] [--cache DIR] [--any-catalogue-size]
// --cache and --any-catalogue-size serve the benchmark (scripts/bench.ts): its own picture cache, and any number of
// pages per catalogue group.
import './pipeline/production.ts';
import path from 'node:path';
import { parseArgs } from 'node:util';
import v8 from 'node:v8';
import { build } from './pipeline/build.ts';
import { keepDrawnEmoji } from './pipeline/emoji.ts';
import { formatError, UsageError } from './pipeline/errors.ts';
import { openStoredEntries } from './pipeline/scale/stored-entries.ts';
import { siteWarnings } from './pipeline/warnings.ts';

/** The command line: what `npm run build` runs, callable in-process (tests); resolves to the exit code. */
export async function runBuild(args: string[], log: Pick<Console, 'log' | 'warn' | 'error'> = console): Promise<number> {
  const started = performance.now();
  let out = 'dist/';
  try {
    const { values } = parseOptions(args);
    out = values.out ?? out;
    const resolve = (dir: string | undefined) => (dir ? path.resolve(dir) : undefined);
    const cacheDir = resolve(values.cache) ?? path.join(import.meta.dirname, '.cache');
    const store = openStoredEntries(cacheDir, import.meta.dirname);
    const emoji = keepDrawnEmoji(cacheDir);
    const { site, pages, output } = await build({
      projectDir: import.meta.dirname,
      contentDir: resolve(values.content),
      outDir: resolve(values.out),
      cacheDir,
      check: { anyCatalogueSize: values['any-catalogue-size'], store },
      env: process.env,
    }).catch((error: unknown) => {
      emoji.discard();
      throw error;
    });
    store.close();
    emoji.close();
    const root = path.relative(import.meta.dirname, resolve(values.content) ?? path.join(import.meta.dirname, 'content')) || '.';
    for (const warning of siteWarnings(site, root)) log.warn(`warning: ${warning}`);
    const ms = Math.round(performance.now() - started);
    const peakMiB = Math.round(process.resourceUsage().maxRSS / 1024);
    log.log(`Built ${pages.length} pages, ${output.count} files, ${(output.bytes / 1024).toFixed(0)} KiB in ${ms} ms (peak memory ${peakMiB} MiB)`);
    return 0;
  } catch (error) {
    log.error(formatError(error, out));
    return 1;
  }
}

const OPTIONS = { content: { type: 'string' }, out: { type: 'string' }, cache: { type: 'string' }, 'any-catalogue-size': { type: 'boolean' } } as const;

function parseOptions(args: string[]) {
  try {
    return parseArgs({ args, options: OPTIONS });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}. Options: --content DIR, --out DIR, --cache DIR, --any-catalogue-size`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  // V8 lets the heap grow to about four times what is alive before it collects. A build makes garbage fast (each
  // page's HTML and checked entry) and keeps little, so letting it grow by half of what is alive keeps the peak in
  // step with the site, at the cost of collecting a little more often.
  v8.setFlagsFromString('--heap-growing-percent=50');
  process.exitCode = await runBuild(process.argv.slice(2));
}
