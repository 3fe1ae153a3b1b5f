// A copy of the real content with real jobs (content/trabajos/), their photos drawn here as a phone would take them:
// four jobs of the plumber's page and one of the electrician's, each photo a street scene of shapes, gradients and
// grain, so that its web files weigh what a photo's do. The project ships no job; tests that need some use this.
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { build } from '../../pipeline/build.ts';
import { contentCopier } from './content-copy.ts';
import { built, pictureCache, projectDir } from './site.ts';

export const PLUMBER = 'servicio-de-plomero-en-cartagena';
export const ELECTRICIAN = 'servicio-de-electricista-en-cartagena';

export interface JobFields {
  title: string;
  service?: string;
  zone?: string;
  place?: string;
  month?: string;
  problem?: string;
  solution?: string;
  photos?: { src: string; alt: string; stage: string }[];
  consent?: string;
  customer?: string;
  checks?: string;
}

const LONG_PROBLEM = 'El lavaplatos de la cocina se tapaba cada semana y el agua subía con mal olor hasta el borde. El sifón de plástico estaba rajado por debajo, goteaba sobre el mueble y la tubería vieja de la pared tenía grasa pegada de años que nadie había limpiado.';
const LONG_SOLUTION = 'Desmontamos el sifón, limpiamos la tubería con sonda hasta el bajante del edificio y sacamos la grasa vieja. Cambiamos el sifón por uno nuevo con empaques de caucho y probamos con agua caliente durante media hora sin una gota. Dejamos el mueble seco y la cocina limpia, y le explicamos cómo evitar que la grasa vuelva a tapar el desagüe.';

/** A job's file: every field filled unless `fields` says otherwise (a field set to '' is left out). */
export function jobFile(fields: JobFields): string {
  const photos = fields.photos ?? [
    { src: 'fotos/trabajos/sifon-antes.jpg', alt: 'Sifón rajado bajo el lavaplatos, antes del cambio', stage: 'antes' },
    { src: 'fotos/trabajos/sifon-despues.jpg', alt: 'Sifón nuevo instalado bajo el lavaplatos', stage: 'despues' },
  ];
  const line = (name: string, value: string | undefined) => (value === '' || value === undefined ? '' : `${name}: ${value}\n`);
  return (
    '---\n' +
    line('title', fields.title) +
    line('service', fields.service ?? PLUMBER) +
    line('zone', fields.zone ?? 'Centro y Manga') +
    line('place', fields.place) +
    line('month', fields.month ?? '2026-10') +
    line('problem', fields.problem ?? LONG_PROBLEM) +
    line('solution', fields.solution ?? LONG_SOLUTION) +
    `photos:\n${photos.map((p) => `  - { src: ${p.src}, alt: "${p.alt}", stage: ${p.stage} }`).join('\n')}\n` +
    (fields.consent === '' ? '' : `consent: ${fields.consent ?? '{ ref: "2026-10-14 16:32", scope: fotos-nombre-opinion }'}\n`) +
    line('customer', fields.customer ?? '{ firstName: Marta, quote: "Llegaron a la hora, explicaron todo y el lavaplatos no se ha vuelto a tapar." }') +
    line('checks', fields.checks ?? '{ sinRostros: true, sinDatos: true, sinMenores: true }') +
    '---\n'
  );
}

/** A cache of the photos drawn in this worker, keyed by their options: each is drawn once and written wherever asked. */
const photoCache = new Map<string, Promise<Buffer>>();

/** A photo as a phone takes it: `width` × ¾ of it, a scene with detail and grain; with `gps`, the phone's location in its EXIF. */
export async function jobPhoto(file: string, { width = 2000, hue = 200, gps = false } = {}): Promise<void> {
  const key = JSON.stringify([width, hue, gps]);
  if (!photoCache.has(key)) photoCache.set(key, drawPhoto(width, hue, gps));
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, await photoCache.get(key)!);
}

async function drawPhoto(width: number, hue: number, gps: boolean): Promise<Buffer> {
  const height = Math.round(width * 0.75);
  const scene = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">` +
      `<stop offset="0" stop-color="hsl(${hue},60%,70%)"/><stop offset="1" stop-color="hsl(${hue + 30},40%,35%)"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/>` +
      Array.from({ length: 160 }, (_, i) => `<rect x="${(i * 97) % width}" y="${(i * 53) % height}" width="${width / (8 + (i % 7))}" height="${height / (6 + (i % 5))}" rx="12" fill="hsl(${(hue + i * 37) % 360},45%,${30 + (i % 5) * 10}%)" opacity=".8"/>`).join('') +
      `</svg>`,
  );
  // Grain from a seeded generator, so that every run draws the same photo and its web files weigh the same.
  let seed = hue * 7919 + width;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = 128 + (((seed = (seed * 1103515245 + 12345) >>> 0) >>> 24) % 57) - 28;
  const grain = await sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer();
  let image = sharp(scene).composite([{ input: grain, blend: 'overlay' }]).jpeg({ quality: 88 });
  if (gps) image = image.withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '10/1 24/1 54/1', GPSLongitudeRef: 'W', GPSLongitude: '75/1 32/1 24/1' } });
  return image.toBuffer();
}

/** The plumber's four jobs and the electrician's one, each with its before and after photos. */
export const JOBS: Record<string, JobFields> = {
  'sifon-lavaplatos-manga.md': { title: 'Cambio del sifón del lavaplatos', place: 'Manga', month: '2026-10' },
  'fuga-bano-crespo.md': {
    title: 'Fuga escondida en la pared del baño',
    zone: 'Norte',
    month: '2026-09',
    photos: [
      { src: 'fotos/trabajos/fuga-antes.jpg', alt: 'Mancha de humedad en la pared del baño', stage: 'antes' },
      { src: 'fotos/trabajos/fuga-despues.jpg', alt: 'Pared del baño reparada y pintada', stage: 'despues' },
    ],
    consent: '{ ref: "2026-09-20 10:05", scope: fotos }',
    customer: '',
  },
  'tanque-sanitario-centro.md': {
    title: 'Sanitario que no dejaba de correr',
    month: '2026-08',
    problem: 'El tanque del sanitario se llenaba sin parar y la factura del agua subió.',
    solution: 'Cambiamos la válvula de llenado y el flotador, y ajustamos la descarga.',
    photos: [{ src: 'fotos/trabajos/tanque-despues.jpg', alt: 'Tanque del sanitario con la válvula nueva', stage: 'despues' }],
    consent: '{ ref: "2026-08-02 18:40", scope: fotos-nombre }',
    customer: '{ firstName: Luis }',
  },
  'calentador-bocagrande.md': { title: 'Calentador de paso sin agua caliente', month: '2026-07', zone: 'Bocagrande y Castillogrande' },
  'tablero-electrico-manga.md': { title: 'Tablero eléctrico ordenado y marcado', service: ELECTRICIAN, month: '2026-06' },
};

const PHOTOS = ['sifon-antes', 'sifon-despues', 'fuga-antes', 'fuga-despues', 'tanque-despues'];
/**
 * The photo of a card of its own, as wide as the editor writes them (2,048 px at most): the card's weight is read at
 * its largest width, and a job page draws it up to its widest (1,600 px). The others 1,200 px wide, as a phone's photo
 * is once cropped, which draws them in a third of the time.
 */
const WIDE_PHOTO = 'tanque-despues';

/** A copy of content/ in `scratch`/`name` with the jobs (changed by `edits`, a file of null left out) and their photos. */
export async function jobsContent(scratch: string, name: string, edits: Record<string, JobFields | null> = {}): Promise<string> {
  const jobs = { ...JOBS, ...edits };
  const kept = Object.entries(jobs).filter((entry): entry is [string, JobFields] => entry[1] !== null);
  const files = Object.fromEntries(kept.map(([file, fields]) => [`trabajos/${file}`, () => jobFile(fields)]));
  await fs.mkdir(path.join(scratch, name, 'content', 'trabajos'), { recursive: true });
  const dir = await contentCopier(scratch)(name, files);
  await Promise.all(PHOTOS.map((photo, i) => jobPhoto(path.join(dir, 'fotos', 'trabajos', `${photo}.jpg`), { hue: 20 + i * 60, width: photo === WIDE_PHOTO ? 2000 : 1200 })));
  return dir;
}

/** The jobs site as the command line writes it: the content it was built from and its output folder. */
export interface JobsSite {
  contentDir: string;
  outDir: string;
}

/**
 * The jobs site, built once for the run whichever test file asks first (its photos drawn into the picture cache once,
 * not by two workers at the same time): the first to make its folder builds it and writes `built.json`, the ones after
 * wait for that file.
 */
export async function jobsSite(): Promise<JobsSite> {
  const dir = path.join(built().shared, 'jobs');
  const record = path.join(dir, 'built.json');
  const made = await fs.mkdir(dir).then(
    () => true,
    (error: NodeJS.ErrnoException) => (error.code === 'EEXIST' ? false : Promise.reject(error)),
  );
  if (!made) {
    const read = () => fs.readFile(record, 'utf8').catch(() => undefined);
    let text: string | undefined;
    while ((text = await read()) === undefined) await new Promise((resolve) => setTimeout(resolve, 100));
    const result = JSON.parse(text) as JobsSite | { error: string };
    if ('error' in result) throw new Error(`the jobs site did not build: ${result.error}`);
    return result;
  }
  // Written whole, by a rename, so that no reader sees half of it.
  const settle = async (result: JobsSite | { error: string }) => {
    await fs.writeFile(`${record}.part`, JSON.stringify(result));
    await fs.rename(`${record}.part`, record);
  };
  try {
    const contentDir = await jobsContent(dir, 'site');
    const outDir = path.join(dir, 'dist');
    await build({ projectDir, contentDir, outDir, cacheDir: pictureCache });
    await settle({ contentDir, outDir });
    return { contentDir, outDir };
  } catch (error) {
    await settle({ error: String(error) });
    throw error;
  }
}
