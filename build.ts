// Builds the site: content/ → dist/.
// Usage: npm run build -- [--content DIR] [--out DIR] [--cache DIR] [--threads N] [--any-catalogue-size]
// (or tsx build.ts with the same options). --cache and --any-catalogue-size serve the benchmark (scripts/bench.ts):
// its own cache, and any number of pages per catalogue group. --threads sets the worker threads that build service
// pages beside the main thread's share (0: all in the main thread).
import './pipeline/production.ts';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from './pipeline/build.ts';
import { formatError } from './pipeline/errors.ts';
import { placeholderWarnings } from './pipeline/placeholders.ts';

async function main() {
  const started = performance.now();
  const { values } = parseArgs({
    options: {
      content: { type: 'string' },
      out: { type: 'string' },
      cache: { type: 'string' },
      threads: { type: 'string' },
      'any-catalogue-size': { type: 'boolean' },
    },
  });
  // npm run build runs this file bundled into .cache/cli/ (Node loads one file far sooner than tsx loads many).
  const projectDir = path.basename(import.meta.dirname) === 'cli' ? path.resolve(import.meta.dirname, '../..') : import.meta.dirname;
  const { site, routes, output } = await build({
    projectDir,
    contentDir: values.content ? path.resolve(values.content) : undefined,
    outDir: values.out ? path.resolve(values.out) : undefined,
    cacheDir: values.cache ? path.resolve(values.cache) : undefined,
    threads: values.threads === undefined ? undefined : Number(values.threads),
    validation: { anyCatalogueSize: values['any-catalogue-size'] },
    env: process.env,
  });
  for (const warning of placeholderWarnings(site.config)) console.warn(`warning: ${warning}`);
  const ms = Math.round(performance.now() - started);
  const peakMiB = Math.round(process.resourceUsage().maxRSS / 1024);
  console.log(`Built ${routes.length} pages, ${output.count} files, ${(output.bytes / 1024).toFixed(0)} KiB in ${ms} ms (peak memory ${peakMiB} MiB)`);
}

main().catch((error) => {
  console.error(formatError(error));
  process.exitCode = 1;
});
