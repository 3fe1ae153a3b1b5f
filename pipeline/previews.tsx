// Share previews: a 1200x630 PNG per indexable page, rasterised with sharp and cached between builds.
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { cachedByContent, cachedByInputs } from './cache.ts';
import { drawingInputs } from './images.tsx';
import { PreviewCard } from '../templates/illustrations/PreviewCard.tsx';
import { previewPath } from './routes.ts';
import type { Illustration, OutputFile, Route, Site, SiteConfig } from './types.ts';

const GENERIC: Illustration = { icon: 'house-plug', accent: 'wrench' };

/** The share previews of the indexable pages but the service pages, which their shards draw (drawPreview). */
export async function drawPreviews(site: Site, routes: Route[], cacheDir: string): Promise<OutputFile[]> {
  return Promise.all(
    routes.filter((r) => r.indexable && r.page.kind !== 'service').map((route) => drawPreview(site.config, route, previewOf(site, route), cacheDir)),
  );
}

/** One page's share preview: its title beside its illustration. */
export async function drawPreview(config: SiteConfig, route: Route, card: { title: string; illustration: Illustration }, cacheDir: string): Promise<OutputFile> {
  const element = <PreviewCard brand={config.brand} title={card.title} city={config.city} illustration={card.illustration} seed={route.url} />;
  const png = await cachedByInputs(cacheDir, 'previews', drawingInputs(element), () => renderToStaticMarkup(element), RECIPE, toPng);
  return { path: previewPath(route.url).slice(1), contents: png };
}

function previewOf(site: Site, route: Route): { title: string; illustration: Illustration } {
  const page = route.page;
  if (page.kind === 'service') throw new Error(`${route.url}: a service page's preview is drawn by its shard`);
  if (page.kind === 'post') {
    const p = site.posts.find((e) => e.slug === page.slug)!;
    return { title: p.data.title, illustration: p.data.illustration };
  }
  if (page.kind === 'constructor') return { title: site.builder.data.hero.title, illustration: site.builder.data.illustration };
  if (page.kind === 'hub') {
    const h = site.hubs.find((e) => e.slug === page.slug)!;
    return { title: h.data.hero.title, illustration: { icon: h.data.icon, accent: 'wrench' } };
  }
  if (page.kind === 'landing') return { title: site.landing.data.hero.title, illustration: GENERIC };
  if (page.kind === 'catalogue') return { title: site.catalogue.data.heading, illustration: GENERIC };
  if (page.kind === 'blog') return { title: site.blog.data.title, illustration: GENERIC };
  if (page.kind === 'legal') return { title: site.legal[page.which].data.heading, illustration: GENERIC };
  if (page.kind === 'simple') return { title: site.pages[page.id].data.heading, illustration: GENERIC };
  return { title: site.config.brand, illustration: GENERIC };
}

/** PNG icons for home screens and the manifest, from the SVG favicon in public/. */
export const ICON_SIZES = { 'apple-touch-icon.png': 180, 'icon-192.png': 192, 'icon-512.png': 512 } as const;

export async function drawIcons(faviconSvg: string, cacheDir: string): Promise<OutputFile[]> {
  return Promise.all(
    Object.entries(ICON_SIZES).map(async ([name, size]) => ({
      path: name,
      contents: await cachedByContent(path.join(cacheDir, 'previews'), faviconSvg.replace('<svg ', `<svg width="${size}" height="${size}" `), RECIPE, toPng),
    })),
  );
}

// sharp loads only when a picture is missing from the cache, which keeps warm builds quick to start. 64 colours
// without dithering look the same on these flat drawings and encode three times faster than the defaults.
const PNG = { palette: true, colours: 64, dither: 0, effort: 1, compressionLevel: 9 } as const;
const RECIPE = { extension: 'png', settings: PNG };

async function toPng(svg: string): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).png(PNG).toBuffer();
}
