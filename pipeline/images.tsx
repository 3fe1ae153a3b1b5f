// Illustrations are drawn at build time from each entry's icons (see templates/illustrations), then optimised
// with svgo; results are cached by content, so an unchanged drawing costs nothing on the next build.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { optimize } from 'svgo';
import { Illustration } from '../templates/illustrations/Illustration.tsx';
import { VideoPoster } from '../templates/illustrations/VideoPoster.tsx';
import { imageUrls } from './routes.ts';
import type { OutputFile, Site } from './types.ts';

export async function drawImages(site: Site, cacheDir: string): Promise<OutputFile[]> {
  await fs.mkdir(cacheDir, { recursive: true });
  const svg = async (url: string, element: React.ReactElement): Promise<OutputFile> => ({
    path: url.slice(1),
    contents: await optimised(renderToStaticMarkup(element), cacheDir),
  });
  const videos = [...new Set([site.config.video.promo, site.config.video.service])];
  return Promise.all([
    ...site.services.map((s) => svg(imageUrls.service(s.slug), <Illustration illustration={s.data.illustration} seed={s.slug} />)),
    svg(imageUrls.service('constructor'), <Illustration illustration={site.builder.data.illustration} seed="constructor" />),
    ...site.posts.map((p) => svg(imageUrls.post(p.slug), <Illustration illustration={p.data.illustration} seed={p.slug} />)),
    ...videos.map((id) => svg(imageUrls.videoPoster(id), <VideoPoster />)),
  ]);
}

async function optimised(svg: string, cacheDir: string): Promise<string> {
  const cached = path.join(cacheDir, `${crypto.createHash('sha256').update(svg).digest('hex').slice(0, 20)}.svg`);
  const hit = await fs.readFile(cached, 'utf8').catch(() => undefined);
  if (hit !== undefined) return hit;
  const { data } = optimize(svg, { multipass: true });
  await fs.writeFile(cached, data);
  return data;
}
