// Stage 5, beside render.tsx: the pictures. Each page's illustration (SVG, optimised with svgo) and share preview
// (1200x630 PNG, rasterised with sharp), the video posters, the home-screen icons and the photos of content/fotos/.
// All are kept in the cache folder by content (cache.ts), so an unchanged picture costs a file read (svgo and sharp
// are not even loaded then); with a memo (the dev server) not even that.
import path from 'node:path';
import type QRCodeModule from 'qrcode';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Illustration } from '../../templates/illustrations/Illustration.tsx';
import { PreviewCard } from '../../templates/illustrations/PreviewCard.tsx';
import { POSTER_OBJECTS, VideoPoster } from '../../templates/illustrations/VideoPoster.tsx';
import { chatQrSvg } from '../../templates/illustrations/chat-qr.ts';
import { composeMessage, type ChatOpening } from '../../templates/whatsapp-message.ts';
import { cachedByKey } from '../cache.ts';
import { drawable, drawingOf } from './drawables.ts';
import { sourcesFingerprint } from '../fingerprint.ts';
import { noMemo, type Memo } from '../memo.ts';
import { drawPhotos } from './photos.ts';
import type { OutputFile, Page, SiteConfig } from '../types.ts';
import type { Site } from '../collections.ts';
import { fileOf, imageUrls, previewPath, whatsappUrl } from '../urls.ts';
import { whenUsed } from '../content/when-used.ts';

const SVGO = { multipass: true };
// 64 colours without dithering look the same on these flat drawings and encode three times faster than the defaults.
const PNG = { palette: true, colours: 64, dither: 0, effort: 1, compressionLevel: 9 } as const;
const SVG_RECIPE = { extension: 'svg', settings: SVGO };
const PNG_RECIPE = { extension: 'png', settings: PNG };
/** Error correction level M: the code still reads with 15 % of it damaged (the qrcode package's default). */
const QR_LEVEL = 'M';
const QR_RECIPE = { extension: 'svg', settings: { qr: QR_LEVEL, drawing: 1 } };
const qrCode = whenUsed<typeof QRCodeModule>('qrcode');

/** PNG icons for home screens and the manifest, from the SVG favicon in public/. */
export const ICON_SIZES = { 'apple-touch-icon.png': 180, 'icon-192.png': 192, 'icon-512.png': 512 } as const;

export interface PictureOptions {
  /** The project, whose illustration templates and installed packages draw the pictures. */
  projectDir: string;
  /** The folder pictures are kept in between builds; none keeps nothing on disk. */
  cacheDir?: string;
  memo?: Memo;
}

/** Each page's illustration, when it has one, and its share preview, when it is indexable. */
export async function drawPagePictures(config: SiteConfig, pages: Page[], options: PictureOptions): Promise<OutputFile[]> {
  const jobs = pages.flatMap((page) => {
    const drawing = drawingOf(page.illustration);
    return [
      ...(page.illustrationUrl ? [svg(page.illustrationUrl, <Illustration drawing={drawing} />, options)] : []),
      ...(page.indexable ? [png(previewPath(page.url), <PreviewCard brand={config.brand} title={page.title} city={config.city} drawing={drawing} />, options)] : []),
      ...(page.chat ? [chatQr(config, page.url, page.chat, options)] : []),
    ];
  });
  return Promise.all(jobs);
}

/**
 * The QR code of the link the hero button has without JavaScript. Kept in the cache by the link itself, because
 * computing the code takes longer than reading it back.
 */
function chatQr(config: SiteConfig, url: string, opening: ChatOpening, { cacheDir, memo = noMemo }: PictureOptions): Promise<OutputFile> {
  const link = whatsappUrl(config, composeMessage(opening));
  return memo.remember(`picture ${imageUrls.chatQr(url)}`, [link], async () => {
    const kept = await cachedByKey(cacheDir && path.join(cacheDir, 'qr'), link, QR_RECIPE, async () => chatQrCode(link));
    return { path: fileOf(imageUrls.chatQr(url)), ...kept };
  });
}

/** The QR code of a chat link, as the SVG the page shows. */
export function chatQrCode(link: string): string {
  return chatQrSvg(qrCode().create(link, { errorCorrectionLevel: QR_LEVEL }).modules);
}

/** What the whole site shares: the video posters, the home-screen icons and the photos. */
export async function drawSitePictures(site: Site, favicon: string | undefined, options: PictureOptions): Promise<OutputFile[]> {
  const videos = [...new Set([site.config.video.promo, site.config.video.service])];
  const icons = favicon ? Object.entries(ICON_SIZES).map(([name, size]) => png(`/${name}`, favicon.replace('<svg ', `<svg width="${size}" height="${size}" `), options)) : [];
  const poster = <VideoPoster objects={{ technician: drawable(POSTER_OBJECTS.technician), toolbox: drawable(POSTER_OBJECTS.toolbox), house: drawable(POSTER_OBJECTS.house) }} />;
  const drawn = await Promise.all([...videos.map((id) => svg(imageUrls.videoPoster(id), poster, options)), ...icons]);
  const photos = await drawPhotos(site.photos, options.cacheDir && path.join(options.cacheDir, 'photos'));
  return [...drawn, ...photos];
}

function svg(url: string, element: ReactElement, options: PictureOptions): Promise<OutputFile> {
  return picture(url, element, options, 'drawings', SVG_RECIPE, async (raw) => (await import('svgo')).optimize(raw, SVGO).data);
}

function png(url: string, drawing: ReactElement | string, options: PictureOptions): Promise<OutputFile> {
  return picture(url, drawing, options, 'previews', PNG_RECIPE, toPng);
}

/**
 * A drawing made into a picture file. The dev server's memo knows it by the drawing's props (plain data), so an
 * unchanged page's pictures are not even drawn again.
 */
function picture(
  url: string,
  drawing: ReactElement | string,
  { projectDir, cacheDir, memo = noMemo }: PictureOptions,
  folder: string,
  recipe: typeof SVG_RECIPE | typeof PNG_RECIPE,
  make: (source: string) => Promise<Buffer | string>,
): Promise<OutputFile> {
  const inputs = typeof drawing === 'string' ? [drawing] : [drawing.type, JSON.stringify(drawing.props)];
  return memo.remember(`picture ${url}`, inputs, async () => {
    // A drawing is found in the cache by what it is drawn from (its component, props and the drawing code), so that
    // a picture already made is not rendered again only to be hashed.
    const key = typeof drawing === 'string' ? drawing : `${drawingCode(projectDir)}\0${componentName(drawing)}\0${inputs[1]}`;
    const source = () => (typeof drawing === 'string' ? drawing : renderToStaticMarkup(drawing));
    const kept = await cachedByKey(cacheDir && path.join(cacheDir, folder), key, recipe, () => make(source()));
    return { path: fileOf(url), ...kept };
  });
}

/** What drawings are made with besides their props: the illustration templates and the installed packages (React). */
const codes = new Map<string, string>();
function drawingCode(projectDir: string): string {
  if (!codes.has(projectDir)) codes.set(projectDir, sourcesFingerprint(projectDir, ['templates/illustrations', 'package-lock.json']));
  return codes.get(projectDir)!;
}

/**
 * Each drawing template by a name of its own, part of a picture's cache key: named here, not by the function's name,
 * which bundling may change (two functions of one name in two modules).
 */
const TEMPLATE_NAMES = new Map<unknown, string>([
  [Illustration, 'illustration'],
  [PreviewCard, 'preview card'],
  [VideoPoster, 'video poster'],
]);
const componentName = (drawing: ReactElement) => TEMPLATE_NAMES.get(drawing.type) ?? String(drawing.type);

async function toPng(svgSource: string): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svgSource)).png(PNG).toBuffer();
}
