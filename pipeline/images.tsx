// Illustrations are drawn at build time from each entry's icons (see templates/illustrations).
import { renderToStaticMarkup } from 'react-dom/server';
import { Illustration } from '../templates/illustrations/Illustration.tsx';
import { VideoPoster } from '../templates/illustrations/VideoPoster.tsx';
import { imageUrls } from './routes.ts';
import type { OutputFile, Site } from './types.ts';

export function drawImages(site: Site): OutputFile[] {
  const svg = (url: string, element: React.ReactElement): OutputFile => ({
    path: url.slice(1),
    contents: renderToStaticMarkup(element),
  });
  const videos = [...new Set([site.config.video.promo, site.config.video.service])];
  return [
    ...site.services.map((s) => svg(imageUrls.service(s.slug), <Illustration illustration={s.data.illustration} seed={s.slug} />)),
    svg(imageUrls.service('constructor'), <Illustration illustration={site.builder.data.illustration} seed="constructor" />),
    ...site.posts.map((p) => svg(imageUrls.post(p.slug), <Illustration illustration={p.data.illustration} seed={p.slug} />)),
    ...videos.map((id) => svg(imageUrls.videoPoster(id), <VideoPoster />)),
  ];
}
