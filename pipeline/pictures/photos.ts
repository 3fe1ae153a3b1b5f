// Photos an author drops in content/fotos/ and puts in a body with ![what it shows](fotos/name.jpg): each comes out
// as AVIF and WebP at several widths, named by content hash, and the Markdown image becomes a <picture> with
// srcset, sizes, width and height, so the browser picks the smallest file that fits and reserves the space.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { cachedByKey } from '../cache.ts';
import { ContentError } from '../errors.ts';
import { escapeMarkup } from '../escape.ts';
import type { OutputFile, Photo, Photos } from '../types.ts';

export const PHOTO_FOLDER = 'fotos';
export const PHOTO_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.avif'];
/** Widths a phone, a tablet and a wide screen at 1x and 2x ask for; never wider than the original. */
const WIDTHS = [480, 800, 1200, 1600];
/** The article column: full width on phones, 70ch (about 44rem) from tablets up. */
const SIZES = '(min-width: 50rem) 44rem, 100vw';
const FORMATS = { avif: { quality: 55, effort: 4 }, webp: { quality: 78, effort: 4 } } as const;

export async function measurePhotos(files: { name: string; absolute: string }[]): Promise<Photos> {
  if (files.length === 0) return new Map();
  const { default: sharp } = await import('sharp');
  const photos = await Promise.all(
    files.map(async ({ name, absolute }): Promise<Photo> => {
      const bytes = await fs.readFile(absolute);
      const hash = crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 10);
      // sharp refuses an empty file as it is opened, and a broken one as it is read: both are the same to the author.
      const metadata = await Promise.resolve()
        .then(() => sharp(bytes).metadata())
        .catch((error: Error) => error);
      if (metadata instanceof Error) return { name, absolute, width: 0, height: 0, hash, unreadable: metadata.message };
      const { width, height, orientation } = metadata;
      // EXIF orientations 5 to 8 are turned a quarter, so the picture's width is the file's height.
      const turned = (orientation ?? 1) >= 5;
      return {
        name,
        absolute,
        width: turned ? height : width,
        height: turned ? width : height,
        hash,
      };
    }),
  );
  return new Map(photos.map((p) => [p.name, p]));
}

function widthsOf(photo: Photo): number[] {
  const fitting = WIDTHS.filter((w) => w < photo.width);
  return photo.width > WIDTHS.at(-1)! ? fitting : [...fitting, photo.width];
}

function urlOf(photo: Photo, width: number, format: keyof typeof FORMATS): string {
  const base = photo.name.replace(/^.*\//, '').replace(/\.[a-z]+$/i, '');
  return `/img/fotos/${base}-${width}.${photo.hash}.${format}`;
}

/** The <picture> for a Markdown image; below the page's first image, so it loads lazily. */
export function pictureHtml(photo: Photo, alt: string): string {
  const widths = widthsOf(photo);
  const srcset = (format: keyof typeof FORMATS) => widths.map((w) => `${urlOf(photo, w, format)} ${w}w`).join(', ');
  const largest = widths.at(-1)!;
  const height = Math.round((photo.height * largest) / photo.width);
  const fallback = urlOf(photo, widths[Math.min(1, widths.length - 1)]!, 'webp');
  return (
    `<picture><source type="image/avif" srcset="${srcset('avif')}" sizes="${SIZES}">` +
    `<source type="image/webp" srcset="${srcset('webp')}" sizes="${SIZES}">` +
    `<img src="${fallback}" alt="${escapeMarkup(alt)}" width="${largest}" height="${height}" loading="lazy" decoding="async"></picture>`
  );
}

export async function drawPhotos(photos: Photos, cacheDir: string | undefined): Promise<OutputFile[]> {
  if (photos.size === 0) return [];
  const { default: sharp } = await import('sharp');
  const jobs = [...photos.values()].filter((photo) => !photo.unreadable).flatMap((photo) =>
    widthsOf(photo).flatMap((width) =>
      (Object.keys(FORMATS) as (keyof typeof FORMATS)[]).map(async (format): Promise<OutputFile> => {
        const settings = { width, format, ...FORMATS[format] };
        const kept = await cachedByKey(cacheDir, photo.hash, { extension: format, settings }, async () =>
          sharp(photo.absolute)
            .rotate()
            .resize({ width, withoutEnlargement: true })
            [format](FORMATS[format])
            .toBuffer()
            .catch((error: Error) => {
              // A file can have a readable header and broken pixels (a truncated download): name it for the author.
              throw new ContentError([{ file: `content/${photo.name}`, field: '', reason: `not a readable image (${error.message}); replace the file` }]);
            }),
        );
        return { path: urlOf(photo, width, format).slice(1), ...kept };
      }),
    ),
  );
  return Promise.all(jobs);
}
