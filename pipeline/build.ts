// The pipeline as one function, so the command line, the dev server, tests and benchmarks run the same build:
// load → check → plan pages → bundle assets → render and draw, a batch of pages at a time → the content editor →
// site files → write.
import path from 'node:path';
import { analyticsSettings } from './analytics.ts';
import { bundleAssets } from './assets.ts';
import { checkServicePages, checkSite, type CheckOptions } from './check.ts';
import { editorFiles } from './editor.ts';
import { loadContent, readEach } from './load.ts';
import { noMemo, type Memo } from './memo.ts';
import { planPages } from './pages.ts';
import { drawPagePictures, drawSitePictures } from './pictures.tsx';
import { renderPages } from './render.tsx';
import { siteFiles } from './site-files.ts';
import type { OutputFile, Page, Site } from './types.ts';
import { memoryOutput, openOutput, outputGuard, readPublic, type Output } from './write.ts';

export interface BuildOptions {
  projectDir: string;
  contentDir?: string;
  outDir?: string;
  /** False returns the files in memory and touches no disk, pictures included (tests). */
  write?: boolean;
  /** Where pictures are kept between builds: `.cache/` of the project when writing, none in memory. */
  cacheDir?: string;
  env?: { SITE_URL?: string; BASE_PATH?: string };
  check?: Omit<CheckOptions, 'memo' | 'env'>;
  /** Where the files go instead of `outDir` or memory (the dev server's live output). */
  output?: Output;
  /** Kept by the caller between builds so that each redoes only what changed (the dev server). */
  memo?: Memo;
}

export interface BuildResult {
  site: Site;
  pages: Page[];
  /** How many files were produced and their total size. */
  output: { count: number; bytes: number };
  /** The files themselves when built in memory (`write: false`); empty when written to disk. */
  files: OutputFile[];
}

/** Pages rendered and drawn together, then written and let go, so that a large site never sits in memory whole. */
const BATCH = 50;

export async function build(options: BuildOptions): Promise<BuildResult> {
  const { projectDir, write = true, memo = noMemo } = options;
  const contentDir = options.contentDir ?? path.join(projectDir, 'content');
  const where = { cacheDir: options.cacheDir ?? (write ? path.join(projectDir, '.cache') : undefined), memo };

  // The output folder is checked first: a folder the build must not replace is refused before any work is done.
  const guard = outputGuard(projectDir, contentDir, where.cacheDir);
  const output = options.output ?? (write ? await openOutput(options.outDir ?? path.join(projectDir, 'dist'), guard) : memoryOutput());
  try {
    // The raw records are let go once checked: on a large site they are as large as the checked ones.
    const site = checkSite(await loadContent(contentDir, projectDir, memo), { ...options.check, memo, env: options.env });
    const pages = planPages(site);
    const assets = await bundleAssets(projectDir, pages.map((p) => p.scripts), memo, analyticsSettings(site));
    for (let i = 0; i < pages.length; i += BATCH) {
      const batch = pages.slice(i, i + BATCH);
      const serviceFiles = batch.flatMap((p) => (p.content.kind === 'service' ? [path.resolve(projectDir, p.content.listing.file)] : []));
      const services = checkServicePages(readEach(serviceFiles, projectDir, memo), site, { memo, store: options.check?.store });
      await output.write('pages', renderPages(site, batch, assets, services, memo));
      await output.write('pictures', await drawPagePictures(site.config, batch, where));
    }
    const publicFiles = await readPublic(path.join(projectDir, 'public'));
    const favicon = publicFiles.find((f) => f.path === 'favicon.svg');
    await output.write('pictures', await drawSitePictures(site, favicon && String(favicon.contents), where));
    await output.write('public', publicFiles);
    await output.write('assets', assets.files);
    await output.write('editor', editorFiles(site, assets.css));
    await output.write('site files', siteFiles(site, pages));
    memo.sweep();
    return { site, pages, output: await output.commit(), files: output.files };
  } catch (error) {
    await output.discard().catch(() => {});
    throw error;
  }
}
