// The pipeline as one function, so the command line, the dev server, tests and benchmarks run the same build.
import path from 'node:path';
import { bundleAssets } from './assets.ts';
import { pruneOtherCode } from './cache.ts';
import { drawImages } from './images.tsx';
import { drawIcons, drawPreviews } from './previews.tsx';
import { loadContent } from './load.ts';
import { drawPhotos } from './photos.ts';
import { renderPages } from './render.tsx';
import { checkLinks, planRoutes } from './routes.ts';
import { openShards, shardThreads, type ServiceMemo } from './services.ts';
import { siteFiles } from './site-files.ts';
import type { OutputFile, Route, Site } from './types.ts';
import { validate, validateConfig, type ValidateOptions } from './validate.ts';
import { memoryOutput, openOutput, readPublic, type Output } from './write.ts';

export interface BuildOptions {
  projectDir: string;
  contentDir?: string;
  outDir?: string;
  /** Where drawn pictures are kept between builds; `.cache/` of the project by default. */
  cacheDir?: string;
  /** False returns the files in memory and touches no disk (tests). */
  write?: boolean;
  env?: { SITE_URL?: string; BASE_PATH?: string };
  validation?: ValidateOptions;
  /** Worker threads that build the service pages; by default none for a small site, one per core for a large one. */
  threads?: number;
  /** Where the files go instead of `outDir` or memory (the dev server's live output). */
  output?: Output;
  /** Kept by the caller between builds so that each redoes only the service pages that changed (the dev server). */
  memo?: ServiceMemo;
}

export interface BuildResult {
  site: Site;
  routes: Route[];
  /** How many files were produced and their total size. */
  output: { count: number; bytes: number };
  /** The files themselves when built in memory (`write: false`); empty when written to disk. */
  files: OutputFile[];
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  const { projectDir, write = true } = options;
  const contentDir = options.contentDir ?? path.join(projectDir, 'content');
  const outDir = options.outDir ?? path.join(projectDir, 'dist');
  const cacheDir = options.cacheDir ?? path.join(projectDir, '.cache');

  await pruneOtherCode(cacheDir);
  const raw = await loadContent(contentDir, projectDir);
  const config = validateConfig(raw.site);
  const shardInput = { files: raw.serviceFiles, displayRoot: projectDir, config, photos: raw.photos, cacheDir };
  const shards = openShards(shardInput, options.threads ?? shardThreads(raw.serviceFiles.length), options.memo);
  try {
    const site = withEnvironment(validate(raw, config, await shards.check(), options.validation), options.env ?? {});
    const routes = planRoutes(site);
    checkLinks(site, routes);
    const output = options.output ?? (write ? await openOutput(outDir, projectDir) : memoryOutput());
    try {
      const assets = await bundleAssets(projectDir);
      const writePages = async () => {
        for (const batch of renderPages(site, routes, assets)) await output.write('pages', batch);
      };
      const writeImages = async () => {
        const publicFiles = await readPublic(path.join(projectDir, 'public'));
        const favicon = publicFiles.find((f) => f.path === 'favicon.svg');
        const [previews, drawings, photos, icons] = await Promise.all([
          drawPreviews(site, routes, cacheDir),
          drawImages(site, cacheDir),
          drawPhotos(site.photos, path.join(cacheDir, 'photos')),
          favicon ? drawIcons(String(favicon.contents), cacheDir) : [],
        ]);
        await output.write('public', publicFiles);
        await output.write('images', [...drawings, ...previews, ...photos, ...icons]);
      };
      await settleAll([
        shards.build({ site, routes, assets }, (files) => output.write('service pages', files)),
        writePages(),
        writeImages(),
        output.write('assets', assets.files),
        output.write('site files', siteFiles(site, routes)),
      ]);
      return { site, routes, output: await output.commit(), files: output.files };
    } catch (error) {
      await output.discard().catch(() => {});
      throw error;
    }
  } finally {
    await shards.close();
  }
}

/** Like Promise.all, but waits for every task before failing, so nothing still writes while the output is discarded. */
async function settleAll(tasks: Promise<unknown>[]): Promise<void> {
  const failed = (await Promise.allSettled(tasks)).find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * SITE_URL overrides the configured address (previews, local audits); BASE_PATH serves the site under a sub-path,
 * as a GitHub project site ("/servictg"), and then SITE_URL should end with that path.
 */
function withEnvironment(site: Site, env: { SITE_URL?: string; BASE_PATH?: string }): Site {
  const basePath = (env.BASE_PATH ?? '').replace(/\/+$/, '').replace(/^(?=[^/])/, '/');
  return { ...site, basePath, config: env.SITE_URL ? { ...site.config, url: env.SITE_URL } : site.config };
}
