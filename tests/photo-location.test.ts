// The build refuses an original photo that holds a location (DECISIONS.md, "Real jobs"): in every format it reads,
// including the WebP the editor writes and AVIF, which exifr alone does not read.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { measurePhotos } from '../pipeline/pictures/photos.ts';

const GPS = { IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '10/1 25/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '75/1 32/1 0/1' } };
const XMP_CITY = '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/" photoshop:City="Cartagena"/></rdf:RDF></x:xmpmeta>';
const FORMATS = ['jpeg', 'png', 'webp', 'avif'] as const;

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'photo-location-'));
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

async function measured(name: string, image: sharp.Sharp) {
  const absolute = path.join(dir, name);
  await fs.writeFile(absolute, await image.toBuffer());
  return (await measurePhotos([{ name, absolute }])).get(name)!;
}
const plain = () => sharp({ create: { width: 900, height: 600, channels: 3, background: '#8a5a2b' } });

describe('the location an original holds', () => {
  it.each(FORMATS)('is found in a %s with GPS in its EXIF, and not in one without', async (format) => {
    expect((await measured(`gps.${format}`, plain().withExif(GPS)[format]())).location).toMatch(/^GPSLatitude 10,25/);
    expect((await measured(`clean.${format}`, plain()[format]())).location).toBeUndefined();
  });

  it('is found in a WebP with a city in its XMP', async () => {
    expect((await measured('city.webp', plain().withXmp(XMP_CITY).webp())).location).toBe('City Cartagena');
  });
});
