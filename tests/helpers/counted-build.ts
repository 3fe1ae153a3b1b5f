// The real site built in memory with `analytics:` pointing at Plausible's hosted events API, beside the run's build
// (which has none): what counting changes, and what it costs each page.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../pipeline/build.ts';
import type { Page } from '../../pipeline/types.ts';
import { contentCopier } from './content-copy.ts';
import { built, pictureCache, projectDir } from './site.ts';

export const COUNTED_ENDPOINT = 'https://plausible.io/api/event';

let result: Promise<{ pages: Page[]; files: { path: string; contents: Buffer }[] }> | undefined;
/** Once per test file: its pages, and its files by their path in the output folder. */
export function countedBuild() {
  result ??= (async () => {
    const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'counted-build-'));
    try {
      const contentDir = await contentCopier(scratch, built().contentDir)('on', { 'site.yaml': (source) => `${source}\nanalytics:\n  endpoint: ${COUNTED_ENDPOINT}\n  domain: www.example.com\n` });
      const { pages, files } = await build({ projectDir, contentDir, write: false, cacheDir: pictureCache, env: { SITE_URL: built().origin } });
      return { pages, files: files.map((f) => ({ path: f.path.split(path.sep).join('/'), contents: Buffer.from(f.contents) })) };
    } finally {
      await fs.rm(scratch, { recursive: true, force: true });
    }
  })();
  return result;
}
