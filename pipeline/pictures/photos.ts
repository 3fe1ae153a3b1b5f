// Photos an author drops in content/fotos/ and shows in a body with ![what it shows](fotos/name.jpg) or in a photo
// field: each comes out as AVIF and WebP at the widths of every place a photo is shown (PHOTO_SLOTS), named by
// content hash; templates/components/Photo.tsx writes the <picture> that lets the browser pick among them.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import exifr from 'exifr';
import { cachedByKey } from '../cache.ts';
import { ContentError } from '../errors.ts';
import { PHOTO_FORMATS, PHOTO_SLOTS, photoWidths, type PhotoSlot } from '../rules.ts';
import type { OutputFile, Photo, Photos } from '../types.ts';
import { imageUrls } from '../urls.ts';

export const PHOTO_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.avif'];
const FORMATS = { avif: { quality: 55, effort: 4 }, webp: { quality: 78, effort: 4 } } as const satisfies Record<(typeof PHOTO_FORMATS)[number], object>;

export async function measurePhotos(files: { name: string; absolute: string }[]): Promise<Photos> {
  if (files.length === 0) return new Map();
  const { default: sharp } = await import('sharp');
  const photos = await Promise.all(
    files.map(async ({ name, absolute }): Promise<Photo> => {
      const bytes = await fs.readFile(absolute);
      const location = await locationIn(bytes);
      const hash = crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 10);
      // sharp refuses an empty file as it is opened, and a broken one as it is read: both are the same to the author.
      const metadata = await Promise.resolve()
        .then(() => sharp(bytes).metadata())
        .catch((error: Error) => error);
      if (metadata instanceof Error) return { name, absolute, width: 0, height: 0, hash, bytes: bytes.length, unreadable: metadata.message };
      const { width, height, orientation } = metadata;
      // EXIF orientations 5 to 8 are turned a quarter, so the picture's width is the file's height.
      const turned = (orientation ?? 1) >= 5;
      return {
        name,
        absolute,
        width: turned ? height : width,
        height: turned ? width : height,
        hash,
        bytes: bytes.length,
        ...(location ? { location } : {}),
      };
    }),
  );
  return new Map(photos.map((p) => [p.name, p]));
}

/** Tags that place a photo besides its GPS coordinates: a place written in its XMP or IPTC. */
const PLACE_TAG = /^(City|Sub-?location|Location(Shown|Created)?|State|Province-State|Country(Name)?)$/i;

/** Where a photo's metadata places it ("10.415, -75.540", or "City Cartagena"), or undefined. */
async function locationIn(bytes: Buffer): Promise<string | undefined> {
  const tags = (await exifr.parse(bytes, { gps: true, xmp: true, iptc: true, tiff: true, exif: false, mergeOutput: true }).catch(() => undefined)) as Record<string, unknown> | undefined;
  if (typeof tags?.latitude === 'number' && typeof tags.longitude === 'number') return `${tags.latitude.toFixed(3)}, ${tags.longitude.toFixed(3)}`;
  const place = Object.entries(tags ?? {}).find(([tag, value]) => PLACE_TAG.test(tag) && value !== undefined && value !== '');
  return place && `${place[0]} ${String(place[1]).slice(0, 40)}`;
}

/** Every width a photo is drawn at: those of each place it may be shown in. */
function widthsOf(photo: Photo): number[] {
  return [...new Set(Object.keys(PHOTO_SLOTS).flatMap((slot) => photoWidths(photo.width, slot as PhotoSlot)))].sort((a, b) => a - b);
}

export async function drawPhotos(photos: Photos, cacheDir: string | undefined): Promise<OutputFile[]> {
  if (photos.size === 0) return [];
  const { default: sharp } = await import('sharp');
  const jobs = [...photos.values()].filter((photo) => !photo.unreadable).flatMap((photo) =>
    widthsOf(photo).flatMap((width) =>
      PHOTO_FORMATS.map(async (format): Promise<OutputFile> => {
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
        return { path: imageUrls.photo(photo, width, format).slice(1), ...kept };
      }),
    ),
  );
  return Promise.all(jobs);
}
