// Illustrations are drawn at build time from each entry's icons (see templates/illustrations), then optimised
// with svgo; results are cached (cache.ts), so an unchanged drawing costs nothing on the next build (svgo is not
// even loaded then).
import { renderToStaticMarkup } from 'react-dom/server';
import { cachedByInputs } from './cache.ts';
import { Illustration } from '../templates/illustrations/Illustration.tsx';
import { VideoPoster } from '../templates/illustrations/VideoPoster.tsx';
import { imageUrls } from './routes.ts';
import type { Illustration as IllustrationData, OutputFile, Site } from './types.ts';

const SVGO = { multipass: true };

/** The illustrations of the constructor, the posts and the video posters; service pages' are drawn by their shards. */
export async function drawImages(site: Site, cacheDir: string): Promise<OutputFile[]> {
  const videos = [...new Set([site.config.video.promo, site.config.video.service])];
  return Promise.all([
    drawIllustration(imageUrls.service('constructor'), site.builder.data.illustration, 'constructor', cacheDir),
    ...site.posts.map((p) => drawIllustration(imageUrls.post(p.slug), p.data.illustration, p.slug, cacheDir)),
    ...videos.map((id) => drawSvg(imageUrls.videoPoster(id), <VideoPoster />, cacheDir)),
  ]);
}

export function drawIllustration(url: string, illustration: IllustrationData, seed: string, cacheDir: string): Promise<OutputFile> {
  return drawSvg(url, <Illustration illustration={illustration} seed={seed} />, cacheDir);
}

async function drawSvg(url: string, element: React.ReactElement, cacheDir: string): Promise<OutputFile> {
  const recipe = { extension: 'svg', settings: SVGO };
  const svg = await cachedByInputs(cacheDir, 'drawings', drawingInputs(element), () => renderToStaticMarkup(element), recipe, async (raw) => (await import('svgo')).optimize(raw, SVGO).data);
  return { path: url.slice(1), contents: svg };
}

/** What a drawing is made from: its component and props (plain data), for cachedByInputs. */
export function drawingInputs(element: React.ReactElement): string {
  return JSON.stringify([(element.type as { name: string }).name, element.props]);
}
