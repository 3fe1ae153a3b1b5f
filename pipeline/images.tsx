// Illustrations are drawn at build time from each entry's icons (see templates/illustrations), then optimised
// with svgo; results are cached by content, so an unchanged drawing costs nothing on the next build (svgo is not
// even loaded then).
import { renderToStaticMarkup } from 'react-dom/server';
import { cachedByContent } from './cache.ts';
import { Illustration } from '../templates/illustrations/Illustration.tsx';
import { VideoPoster } from '../templates/illustrations/VideoPoster.tsx';
import { imageUrls } from './routes.ts';
import type { OutputFile, Site } from './types.ts';

const SVGO = { multipass: true };

export async function drawImages(site: Site, cacheDir: string): Promise<OutputFile[]> {
  const svg = async (url: string, element: React.ReactElement): Promise<OutputFile> => ({
    path: url.slice(1),
    contents: String(
      await cachedByContent(cacheDir, renderToStaticMarkup(element), { extension: 'svg', settings: SVGO }, async (raw) => (await import('svgo')).optimize(raw, SVGO).data),
    ),
  });
  const videos = [...new Set([site.config.video.promo, site.config.video.service])];
  return Promise.all([
    ...site.services.map((s) => svg(imageUrls.service(s.slug), <Illustration illustration={s.data.illustration} seed={s.slug} />)),
    svg(imageUrls.service('constructor'), <Illustration illustration={site.builder.data.illustration} seed="constructor" />),
    ...site.posts.map((p) => svg(imageUrls.post(p.slug), <Illustration illustration={p.data.illustration} seed={p.slug} />)),
    ...videos.map((id) => svg(imageUrls.videoPoster(id), <VideoPoster />)),
  ]);
}
