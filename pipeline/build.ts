// The pipeline as one function, so the command line, the dev server, tests and benchmarks run the same build:
// load → check → plan pages → bundle assets → render and draw, a batch of pages at a time → the content editor →
// site files → write.
import fs from 'node:fs/promises';
import path from 'node:path';
import { analyticsSettings } from '../templates/analytics-settings.ts';
import { bundleAssets } from './render/assets.ts';
import { checkSite, type CheckOptions } from './content/check.ts';
import { editorFiles } from './editor/editor.ts';
import { memoStore } from './content/entry-store.ts';
import { loadContent } from './content/load.ts';
import { UsageError } from './errors.ts';
import { noMemo, type Memo } from './memo.ts';
import { COLLECTIONS, planPages, type Registry, type Site } from './collections.ts';
import { drawPagePictures, drawSitePictures } from './pictures/pictures.tsx';
import { renderPages } from './render/render.tsx';
import { siteFiles } from './output/site-files.ts';
import type { MadeFile, OutputFile, Page } from './types.ts';
import { createPartCache } from './render/part-cache.ts';
import { memoryOutput, openOutput, outputGuard, readPublic, type Output } from './output/write.ts';

export interface BuildOptions {
  projectDir: string;
  contentDir?: string;
  outDir?: string;
  /** False returns the files in memory and touches no disk, pictures included (tests). */
  write?: boolean;
  /** Where pictures are kept between builds: `.cache/` of the project when writing, none in memory. */
  cacheDir?: string;
  env?: { SITE_URL?: string; BASE_PATH?: string; PREVIEW?: string };
  check?: Omit<CheckOptions, 'env'>;
  /** Where the files go instead of `outDir` or memory (the dev server's live output). */
  output?: Output;
  /** Kept by the caller between builds so that each redoes only what changed (the dev server). */
  memo?: Memo;
  /** Told what the build did to its output besides writing it (a site put back after a build was killed). */
  note?: (line: string) => void;
  /** False renders every page without the part cache (pipeline/render/part-cache.ts), for the test that compares. */
  cacheParts?: boolean;
  /** The collections the site is made of (pipeline/collections.ts); a test hands in one of its own besides them. */
  collections?: Registry;
}

export interface BuildResult {
  site: Site;
  pages: Page[];
  /** How many files were produced and their total size. */
  output: { count: number; bytes: number };
  /** The files themselves when built in memory (`write: false`); empty when written to disk. */
  files: MadeFile[];
  /** How long each stage took, in the order the stages first ran; a stage run batch by batch is summed. */
  timings: StageTiming[];
}

export interface StageTiming {
  stage: string;
  ms: number;
}

/**
 * Times the stages of one build; `time` adds a stage's run to its total. A stage timed inside another counts for
 * itself only, so that the totals add up to no more than the build.
 */
function stopwatch() {
  const totals = new Map<string, number>();
  let counted = 0;
  const add = (stage: string, started: number, countedBefore: number) => {
    const ms = Math.max(0, performance.now() - started - (counted - countedBefore));
    totals.set(stage, (totals.get(stage) ?? 0) + ms);
    counted += ms;
  };
  return {
    time<T>(stage: string, work: () => T): T {
      const started = performance.now();
      const countedBefore = counted;
      const result = work();
      if (result instanceof Promise) return result.finally(() => add(stage, started, countedBefore)) as T;
      add(stage, started, countedBefore);
      return result;
    },
    timings: (): StageTiming[] => [...totals].map(([stage, ms]) => ({ stage, ms })),
  };
}

/** Pages rendered and drawn together, then written and let go, so that a large site never sits in memory whole. */
const BATCH = 50;

export async function build(options: BuildOptions): Promise<BuildResult> {
  const { projectDir, write = true, memo = noMemo, collections = COLLECTIONS } = options;
  const { time, timings } = stopwatch();
  const contentDir = options.contentDir ?? path.join(projectDir, 'content');
  const pictureOptions = { projectDir, cacheDir: options.cacheDir ?? (write ? path.join(projectDir, '.cache') : undefined), memo };

  if ((await fs.stat(contentDir).catch(() => undefined))?.isFile()) throw new UsageError(`${contentDir} is a file; give --content the folder that holds site.yaml`);
  // The output folder is checked first: a folder the build must not replace is refused before any work is done.
  const guard = outputGuard(projectDir, contentDir, pictureOptions.cacheDir);
  const output = options.output ?? (write ? await openOutput(options.outDir ?? path.join(projectDir, 'dist'), guard, options.note) : memoryOutput());
  const put = (source: string, files: OutputFile[]) => time('write', () => output.write(source, files));
  try {
    const raw = await time('load', () => loadContent(contentDir, projectDir, memo, collections));
    const site = time('check', () => checkSite(raw, { ...options.check, store: options.check?.store ?? memoStore(memo), env: options.env }, collections));
    const pages = time('plan', () => planPages(site, collections));
    const assets = await time('assets', () => bundleAssets(projectDir, pages.map((p) => p.scripts), { memo, cacheDir: pictureOptions.cacheDir, analytics: analyticsSettings(site) }));

    const publicFiles = await time('write', () => readPublic(path.join(projectDir, 'public')));
    const favicon = publicFiles.find((f) => f.path === 'favicon.svg');
    await put('pictures', await time('pictures', () => drawSitePictures(site, favicon && String(favicon.contents), pictureOptions)));
    await put('public', publicFiles);
    await put('assets', assets.files);
    await put('site files', time('site files', () => siteFiles(site, pages, memo)));

    const cache = options.cacheParts === false ? undefined : createPartCache();
    for (let i = 0; i < pages.length; i += BATCH) {
      const batch = pages.slice(i, i + BATCH);
      await put('pages', time('render', () => renderPages(site, batch, assets, cache, memo)));
      await put('pictures', await time('pictures', () => drawPagePictures(site.config, batch, pictureOptions)));
    }
    // After the pictures: its files are linked from node_modules, on another disk at times, where the writer then copies.
    await put('editor', time('site files', () => editorFiles(site, assets.css, collections)));
    memo.sweep();
    const written = await time('write', () => output.commit());
    return { site, pages, output: written, files: output.files, timings: timings() };
  } catch (error) {
    await output.discard().catch(() => {});
    throw error;
  }
}
