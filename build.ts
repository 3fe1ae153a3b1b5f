// Builds the site: content/ → dist/.
// Usage: npm run build -- [--content DIR] [--out DIR] [--cache DIR] [--any-catalogue-size]
// --cache and --any-catalogue-size serve the benchmark (scripts/bench.ts): its own picture cache, and any number of
// pages per catalogue group.
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
      'any-catalogue-size': { type: 'boolean' },
    },
  });
  const resolve = (dir: string | undefined) => (dir ? path.resolve(dir) : undefined);
  const { site, pages, output } = await build({
    projectDir: import.meta.dirname,
    contentDir: resolve(values.content),
    outDir: resolve(values.out),
    cacheDir: resolve(values.cache),
    check: { anyCatalogueSize: values['any-catalogue-size'] },
    env: process.env,
  });
  for (const warning of placeholderWarnings(site.config)) console.warn(`warning: ${warning}`);
  const ms = Math.round(performance.now() - started);
  const peakMiB = Math.round(process.resourceUsage().maxRSS / 1024);
  console.log(`Built ${pages.length} pages, ${output.count} files, ${(output.bytes / 1024).toFixed(0)} KiB in ${ms} ms (peak memory ${peakMiB} MiB)`);
}

main().catch((error) => {
  console.error(formatError(error));
  process.exitCode = 1;
});
