// Photos an author drops in content/fotos/ and shows in a body with ![what it shows](fotos/name.jpg) or in a photo
// field: each comes out as AVIF and WebP at the widths of every place a photo is shown (PHOTO_SLOTS), named by
// content hash; templates/components/Photo.tsx writes the <picture> that lets the browser pick among them.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import exifr from 'exifr';
import { cachedByKey } from '../cache.ts';
import { ContentError } from '../errors.ts';
import { JOB_PHOTO_FOLDER, PHOTO_FOLDER, PHOTO_FORMATS, photoWidths, type PhotoSlot } from '../rules.ts';
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
      const hash = crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 10);
      // sharp refuses an empty file as it is opened, and a broken one as it is read: both are the same to the author.
      const metadata = await Promise.resolve()
        .then(() => sharp(bytes).metadata())
        .catch((error: Error) => error);
      const location = await locationIn(bytes, metadata instanceof Error ? {} : metadata);
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

/** Tags that place a photo: GPS coordinates, or a place written in its XMP or IPTC. */
const LOCATION_TAG = /^(GPS(Latitude|Longitude|Position|Coordinates)|latitude|longitude|City|Sub-?location|Location(Shown|Created)?|State|Province-State|Country(Name)?)$/i;

/** An XMP property, as an element or an attribute: `<exif:GPSLatitude>10,25N</…>`, `photoshop:City="Cartagena"`. */
const XMP_PROPERTY = /\b[\w-]+:([\w-]+)(?:="([^"]*)"|>([^<]+)<)/g;

/**
 * The first location tag of a photo's metadata, named and with its value ("GPSLatitude 10.415"), or undefined.
 * exifr reads JPEG, PNG, HEIC and TIFF files but not WebP (it throws) nor every AVIF (it finds nothing): the EXIF
 * and XMP that sharp finds in the file are read too, so no format carries a location past the build.
 */
async function locationIn(bytes: Buffer, inFile: { exif?: Buffer; xmp?: Buffer }): Promise<string | undefined> {
  const read = async (input: Buffer) =>
    ((await exifr.parse(input, { gps: true, xmp: true, iptc: true, tiff: true, exif: false, mergeOutput: true }).catch(() => undefined)) ?? {}) as Record<string, unknown>;
  // sharp gives the EXIF block as stored: a TIFF structure, after an "Exif\0\0" header in some formats.
  const exif = inFile.exif && (inFile.exif.subarray(0, 4).toString('latin1') === 'Exif' ? inFile.exif.subarray(6) : inFile.exif);
  const xmp = [...(inFile.xmp?.toString('utf8').matchAll(XMP_PROPERTY) ?? [])].map(([, tag, attribute, element]) => [tag!, (attribute ?? element ?? '').trim()] as const);
  const tags = [...Object.entries(await read(bytes)), ...(exif ? Object.entries(await read(exif)) : []), ...xmp];
  const found = tags.find(([tag, value]) => LOCATION_TAG.test(tag) && value !== undefined && value !== '');
  return found && `${found[0]} ${String(found[1]).slice(0, 40)}`;
}

/** The places a photo may be shown in: a job's on its cards (alone or in a pair) and on its page, any other in a body. */
const slotsOf = (photo: Photo): PhotoSlot[] => (photo.name.startsWith(`${PHOTO_FOLDER}/${JOB_PHOTO_FOLDER}/`) ? ['card', 'pair', 'article'] : ['article']);

/** Every width a photo is drawn at: those of each place it may be shown in. */
function widthsOf(photo: Photo): number[] {
  return [...new Set(slotsOf(photo).flatMap((slot) => photoWidths(photo.width, slot)))].sort((a, b) => a - b);
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
