// A photo dropped in content/fotos/ and shown from a body comes out as AVIF and WebP at several widths, in a
// <picture> with srcset, sizes, width and height; a missing photo or a photo without a description stops the build.
// The sites are the base fixture with one post changed (tests/fixtures/photo*/); the photo is drawn here.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../pipeline/build.ts';
import { fixtureSite, problemsOf, projectOf, removeFixtureSites } from './helpers/fixtures.ts';
import { parse } from './helpers/site.ts';

const POST = 'content/blog/consejo.md';
let scratch: string;
let built: BuildResult;

/**
 * A 2000x1500 camera-sized picture, as content/fotos/unidad-exterior.jpg. One colour: its eight encodings take about a
 * second, where a picture with detail kept the encoders busy for ten, and the checks below are the same for both.
 */
async function addPhoto(contentDir: string): Promise<void> {
  await fs.mkdir(path.join(contentDir, 'fotos'));
  await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#2a7ab0' } })
    .jpeg({ quality: 90 })
    .toFile(path.join(contentDir, 'fotos', 'unidad-exterior.jpg'));
}

beforeAll(async () => {
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'photos-'));
  const contentDir = await fixtureSite('photo');
  await addPhoto(contentDir);
  built = await build({ projectDir: projectOf(contentDir), contentDir, cacheDir: path.join(scratch, 'cache'), write: false, check: { anyCatalogueSize: true } });
});
afterAll(async () => {
  await removeFixtureSites();
  await fs.rm(scratch, { recursive: true, force: true });
});

describe('a photo in a body', () => {
  it('becomes a picture with AVIF and WebP sources at several widths, sizes, width and height, asked for after the paint', () => {
    const route = built.pages.find((r) => r.url === '/blog/consejo')!;
    const doc = parse(String(built.files.find((f) => f.path === route.outputPath)!.contents));
    const picture = doc.querySelector('picture')!;
    const [avif, webp] = [...picture.querySelectorAll('source')];
    expect(avif!.getAttribute('type')).toBe('image/avif');
    expect(webp!.getAttribute('type')).toBe('image/webp');
    const widths = (source: Element) => source.getAttribute('srcset')!.split(', ').map((c) => Number(c.split(' ')[1]!.replace('w', '')));
    expect(widths(avif!)).toEqual([480, 800, 1200, 1600]);
    expect(widths(webp!)).toEqual([480, 800, 1200, 1600]);
    expect(avif!.getAttribute('sizes')).toBeTruthy();
    const img = picture.querySelector('img')!;
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1600', '1200']);
    expect(img.getAttribute('alt')).toBe('Técnico limpiando la unidad exterior de un aire acondicionado');
    expect(img.getAttribute('loading')).toBe('lazy');
    // Until the page's script lets its sources apply (client/site.ts), the picture asks for nothing: the <img> is an
    // empty SVG in the page, as every picture of the site is (templates/components/LaterPicture.tsx).
    for (const source of [avif!, webp!]) expect([source.getAttribute('media'), source.hasAttribute('data-later')]).toEqual(['(scripting: none)', true]);
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    for (const candidate of [...avif!.getAttribute('srcset')!.split(', '), ...webp!.getAttribute('srcset')!.split(', ')]) {
      const url = candidate.split(' ')[0]!;
      expect(built.files.some((f) => `/${f.path}` === url), url).toBe(true);
    }
  });

  it('writes real AVIF and WebP files of the widths it names', async () => {
    const files = built.files.filter((f) => f.path.startsWith('img/fotos/'));
    expect(files).toHaveLength(8);
    for (const file of files) {
      const [, width, format] = /-(\d+)\.[0-9a-f]+\.(avif|webp)$/.exec(file.path)!;
      const meta = await sharp(Buffer.from(file.contents)).metadata();
      expect(meta.format === 'heif' ? 'avif' : meta.format).toBe(format);
      expect(meta.width).toBe(Number(width));
    }
  });
});

describe('a bad image in a body stops the build', () => {
  it('names a photo that is not in content/fotos', async () => {
    expect(await problemsOf(await fixtureSite('photo-missing'))).toEqual([
      `${POST}: body: line 13: image "fotos/no-existe.jpg" is not a photo in content/fotos/ (write ![what it shows](fotos/name.jpg))`,
    ]);
  });

  it('asks for a description when the alt text is empty', async () => {
    const contentDir = await fixtureSite('photo-no-alt');
    await addPhoto(contentDir);
    expect(await problemsOf(contentDir)).toEqual([
      `${POST}: body: line 13: image "fotos/unidad-exterior.jpg" needs a description of what it shows: ![description](fotos/unidad-exterior.jpg)`,
    ]);
  });
});
