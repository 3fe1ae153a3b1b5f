// A batch of planned pages made into files: each page's HTML (render.tsx) and its pictures (pictures.tsx). The build
// makes its batches here, in its own thread or, for a large site, in render threads as well (pipeline/scale/).
import { drawPagePictures, type Where } from './pictures.tsx';
import { renderPages } from './render.tsx';
import type { AssetManifest, OutputFile, Page, Site } from './types.ts';

export interface MadeBatch {
  pages: OutputFile[];
  pictures: OutputFile[];
}

/** Runs a stage's work and adds its time to the build's timings (pipeline/build.ts). */
export type Timer = <T>(stage: string, work: () => T) => T;
const untimed: Timer = (_stage, work) => work();

export async function makeBatch(site: Site, batch: Page[], assets: AssetManifest, where: Where, time: Timer = untimed): Promise<MadeBatch> {
  const pages = time('render', () => renderPages(site, batch, assets, where.memo));
  const pictures = await time('pictures', () => drawPagePictures(site.config, batch, where));
  return { pages, pictures };
}
