// The content editor at /editor in Chromium, on the built site under its real headers: Sveltia CMS with its test
// backend (a repository kept in the browser's private file system, the same code that writes a local checkout),
// seeded with the real content/. It edits a service page, saves, and the saved file passes the schema and builds;
// a photo uploaded is re-encoded in the browser, lands in content/fotos/ and the build serves it in the web sizes; on a
// phone, a job with two photos (one HEIC) is published and builds; under Safari's canvas a photo is still WebP. No CSP
// violation on the way.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import exifr from 'exifr';
import YAML from 'js-yaml';
import type { Locator, Page as Tab } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../pipeline/build.ts';
import { parseContent } from '../../pipeline/content/load.ts';
import { serviceSchema, workSchema } from '../../pipeline/content/schema.ts';
import { jobPath, outputPathFor, PATHS } from '../../pipeline/urls.ts';
import { startBrowserSite, type BrowserSite } from '../helpers/browser-site.ts';
import { contentCopier } from '../helpers/content-copy.ts';
import { built, pictureCache, projectDir } from '../helpers/site.ts';

const SERVICE = 'content/servicios/servicio-de-plomero-en-cartagena.md';
const NEW_DESCRIPTION = 'Plomero en Cartagena para fugas, tubos rotos y sanitarios que no dejan de correr. Escríbenos por WhatsApp con una foto del daño.';
const NEW_CARD_TITLE = 'Fugas escondidas en paredes, pisos y techos';
/** Sveltia's test backend keeps its repository in this folder of the origin's private file system. */
const TEST_REPO = 'sveltia-cms-test';
const SCREENSHOTS = path.join(projectDir, 'reports', 'editor');
/**
 * An iPhone's HEIC photo, 1200×900 with a location in its EXIF: drawn with sharp, encoded once with Debian's heif-enc
 * (libheif 1.15.1, x265, `heif-enc -q 40`) from a JPEG carrying that EXIF.
 */
const HEIC_PHOTO = path.join(projectDir, 'tests', 'fixtures', 'editor', 'iphone.heic');
/** Where the editor's page imports the modules of Sveltia's optional features from (pipeline/editor/editor.ts). */
const MODULES = '/editor/npm';

let site: BrowserSite;
let scratch = '';
/** One tab on the editor for both tests: opening Sveltia is most of a test's time. */
let editor: Awaited<ReturnType<typeof openEditor>>;
beforeAll(async () => {
  site = await startBrowserSite();
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'editor-test-'));
  await fs.mkdir(SCREENSHOTS, { recursive: true });
  editor = await openEditor('desktop');
});
afterAll(async () => {
  await site?.close();
  await fs.rm(scratch, { recursive: true, force: true });
});

/**
 * A tab on /editor with the built configuration but Sveltia's test backend (the site's own names a GitHub
 * repository), the real content in its repository, and every CSP violation reported as a console error; every
 * address it asks for is in `asked`, and `initScript` runs before the page's own scripts.
 */
async function openEditor(device: 'desktop' | 'android', initScript?: () => void) {
  const { page, context, errors } = await site.newPage(device, { locale: 'es-CO' });
  // Sveltia's 2 MB take a busy machine far longer than playwright's 30 s: every wait is for a state, within the
  // test's own ceiling.
  page.setDefaultTimeout(0);
  if (initScript) await page.addInitScript(initScript);
  const loaded: string[] = [];
  page.on('requestfinished', (request) => loaded.push(request.url()));
  const asked: string[] = [];
  page.on('request', (request) => asked.push(request.url()));
  await context.route(/\/editor\/config\.yml(\?|$)/, async (route) => {
    const response = await route.fetch();
    const config = YAML.load(await response.text()) as Record<string, unknown>;
    await route.fulfill({ response, body: YAML.dump({ ...config, backend: { name: 'test-repo' } }) });
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`));
  });
  // Any page of the origin gives the private file system to fill; the favicon is the smallest.
  await page.goto(`${site.origin}/favicon.svg`);
  await page.evaluate(seedRepository, { folder: TEST_REPO, files: await contentFiles() });
  loaded.length = 0;
  const response = await page.goto(`${site.origin}/editor`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Trabajar con un repositorio de prueba' }).click();
  await page.getByText('Páginas de servicio').first().waitFor();
  return { page, errors, response, loaded, asked };
}

async function contentFiles(): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await fs.readdir(path.join(projectDir, 'content'), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const absolute = path.join(entry.parentPath, entry.name);
    files[path.relative(projectDir, absolute)] = await fs.readFile(absolute, 'utf8');
  }
  return files;
}

/** Runs in the page: writes the files into the test backend's folder of the private file system. */
async function seedRepository({ folder, files }: { folder: string; files: Record<string, string> }) {
  const root = await navigator.storage.getDirectory();
  await root.removeEntry(folder, { recursive: true }).catch(() => undefined);
  const repo = await root.getDirectoryHandle(folder, { create: true });
  for (const [file, text] of Object.entries(files)) {
    const parts = file.split('/');
    let dir = repo;
    for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
    const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
    await writable.write(text);
    await writable.close();
  }
}

/** A file of the test backend's repository, as bytes (base64) so that photos come back whole. */
async function repositoryFile(page: Tab, file: string): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ folder, file }) => {
      let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(folder);
      const parts = file.split('/');
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
      const bytes = new Uint8Array(await (await (await dir.getFileHandle(parts.at(-1)!)).getFile()).arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    { folder: TEST_REPO, file },
  );
  return Buffer.from(base64, 'base64');
}

/**
 * A text file of the repository, or '' while the editor is replacing it. Sveltia's test backend replaces a file by
 * moving a new one over it, and «Entrada guardada.» shows while it does (measured: up to 0.3 s before the new file
 * reads): a read then finds the old text, no file (NotFoundError) or one replaced under it (NotReadableError). Tests
 * poll this until it holds what they saved.
 */
async function savedText(page: Tab, file: string): Promise<string> {
  try {
    return (await repositoryFile(page, file)).toString('utf8');
  } catch (error) {
    if (/NotFoundError|NotReadableError/.test(String(error))) return '';
    throw error;
  }
}

async function repositoryFolder(page: Tab, folder: string): Promise<string[]> {
  return page.evaluate(
    async ({ root, folder }) => {
      let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(root);
      for (const part of folder.split('/')) dir = await dir.getDirectoryHandle(part);
      const names: string[] = [];
      for await (const name of (dir as unknown as { keys(): AsyncIterable<string> }).keys()) names.push(name);
      return names;
    },
    { root: TEST_REPO, folder },
  );
}

/**
 * A field further down a long form: Sveltia draws a field only once it scrolls near the screen, so on a phone the
 * form is scrolled, a screen at a time, until the field exists; then it is brought into view.
 */
async function reach(page: Tab, field: Locator): Promise<Locator> {
  const drawn = async () => {
    if ((await field.count()) > 0) return true;
    await page.mouse.wheel(0, 600);
    return false;
  };
  await expect.poll(drawn, { interval: 250, message: 'a field further down the form' }).toBe(true);
  await field.scrollIntoViewIfNeeded();
  return field;
}

/** Builds the real content with some files replaced, in memory; the built files by path. */
async function buildWith(name: string, files: Record<string, Buffer | string>) {
  const copy = contentCopier(scratch);
  const contentDir = await copy(name, {});
  for (const [file, contents] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(contentDir, file)), { recursive: true });
    await fs.writeFile(path.join(contentDir, file), contents);
  }
  const result = await build({ projectDir, contentDir, write: false, cacheDir: pictureCache });
  return new Map(result.files.map((f) => [f.path, f.contents]));
}

/** Prints what the first visit to /editor downloads, file by file, raw and gzip, from the built site. */
async function printWeight(loaded: string[]) {
  const { dir } = built();
  const fileOf = (url: string) => {
    const { pathname } = new URL(url);
    return pathname === '/editor' ? 'editor.html' : pathname.slice(1);
  };
  const files = [...new Set(loaded.filter((url) => url.startsWith(site.origin)).map(fileOf))];
  expect(files).toContain('editor/config.yml');
  expect(files.some((f) => /^assets\/editor\/sveltia-cms\.[0-9a-f]+\.js$/.test(f))).toBe(true);
  const rows = await Promise.all(
    files.map(async (file) => {
      const bytes = await fs.readFile(path.join(dir, file));
      return { file, bytes: bytes.length, gzip: gzipSync(bytes).length };
    }),
  );
  const kb = (n: number) => (n / 1024).toFixed(1).padStart(7);
  console.log(`   raw KB  gzip KB  what /editor loads\n${rows.map((r) => `${kb(r.bytes)}  ${kb(r.gzip)}  ${r.file}`).join('\n')}`);
  console.log(`Editor: ${kb(rows.reduce((n, r) => n + r.bytes, 0))} KB, ${kb(rows.reduce((n, r) => n + r.gzip, 0)).trim()} KB gzip`);
}

/**
 * Each test drives the editor (Sveltia is 2 MB of script, read from the browser's repository) and then builds the
 * whole real site in memory with what it saved: on this machine under the load of the whole suite, about 15 s each
 * (measured), which two files at a time on a busy machine stretch past vitest's default minute. The time is the work
 * itself, not a wait on anything that may not come: each step still has its own shorter wait.
 */
describe('content editor', { timeout: 180_000 }, () => {
  it('loads under its own CSP, edits a service page and saves a file that passes the schema and builds', async () => {
    const { page, errors, response, loaded } = editor;
    await printWeight(loaded);
    expect(response?.status()).toBe(200);
    expect(response?.url()).toBe(`${site.origin}/editor`);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).not.toContain(','); // one policy, not the site's joined to the editor's

    await page.goto(`${site.origin}/editor#/collections/servicios/entries/servicio-de-plomero-en-cartagena`);
    const description = page.getByRole('textbox', { name: 'Descripción para Google' });
    // The entry is read from the repository after the form first shows: edits start once its text is in.
    await expect.poll(() => description.inputValue(), { timeout: 120_000 }).not.toBe('');
    await description.fill(NEW_DESCRIPTION);
    const cards = page.getByRole('group', { name: 'Tarjetas de servicios' });
    await cards.scrollIntoViewIfNeeded();
    // On a busy machine a first click can come before the list listens, or open it with its fields still to come,
    // after which the button is disabled; and Sveltia draws a card's fields only once they are on the screen, while
    // it may still scroll its pane back to the top as it sets the pane up (`scrollTop = 0`, its pane-body.svelte).
    // So, until the first card's title shows: bring the list's buttons, just above the first card, back into view,
    // and click whenever the button is enabled.
    const firstTitle = cards.getByRole('textbox', { name: 'Título' }).first();
    const expandAll = cards.getByRole('button', { name: 'Expandir todo' });
    const titleShown = async () => {
      if (await firstTitle.isVisible()) return true;
      await expandAll.scrollIntoViewIfNeeded();
      if (await expandAll.isEnabled()) await expandAll.click();
      return false;
    };
    await expect.poll(titleShown, { interval: 1_000, timeout: 120_000, message: "the first card's title" }).toBe(true);
    await firstTitle.fill(NEW_CARD_TITLE);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'editor-servicio-1440.png') });
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await page.getByText('Entrada guardada.').waitFor();
    const savedDescription = async () => {
      const text = await savedText(page, SERVICE);
      return text && (parseContent(SERVICE, text).data as { description?: string }).description;
    };
    await expect.poll(savedDescription, { timeout: 120_000 }).toBe(NEW_DESCRIPTION);

    const before = parseContent(SERVICE, await fs.readFile(path.join(projectDir, SERVICE), 'utf8'));
    const savedService = await savedText(page, SERVICE);
    const saved = parseContent(SERVICE, savedService);
    const checked = serviceSchema.safeParse(saved.data);
    expect(checked.error?.issues ?? []).toEqual([]);
    const expected = structuredClone(serviceSchema.parse(before.data));
    expected.description = NEW_DESCRIPTION;
    expected.cards[0]!.title = NEW_CARD_TITLE;
    // Only what was edited changed; the Markdown body comes back as it was.
    expect(checked.data).toEqual(expected);
    expect(saved.body.trim()).toBe(before.body.trim());

    const files = await buildWith('saved-service', { 'servicios/servicio-de-plomero-en-cartagena.md': savedService });
    const html = String(files.get(outputPathFor('/servicios/servicio-de-plomero-en-cartagena')));
    expect(html).toContain(`<meta name="description" content="${NEW_DESCRIPTION}"`);
    expect(html).toContain(NEW_CARD_TITLE);
    expect(errors).toEqual([]);
  });

  it('uploads a photo into content/fotos/, re-encoded as WebP, which the build serves in web sizes', async () => {
    const { page, errors } = editor;
    errors.length = 0;
    const photo = await sharp({ create: { width: 600, height: 450, channels: 3, background: '#2a7ab0' } }).jpeg().toBuffer();
    await page.goto(`${site.origin}/editor#/assets`);
    // The "Subir" button opens the file picker of this input; the dialog that follows names the folder.
    await page.getByText('Todos los recursos').first().waitFor();
    await page.locator('input[type=file]').setInputFiles({ name: 'Fuga en el baño.jpg', mimeType: 'image/jpeg', buffer: photo });
    // (Sveltia wraps names in invisible direction marks.)
    await expect.poll(() => page.getByRole('alertdialog').innerText()).toMatch(/carpeta “\W*\/content\/fotos\W*”[\s\S]*fuga-en-el-bano\.webp/);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'editor-foto-1440.png') });
    await page.getByRole('alertdialog').getByRole('button', { name: 'Subir', exact: true }).click();
    // A new file is written under a temporary name and moved to its own when whole: once listed, it reads whole.
    // Re-encoded in the browser before the upload (editor/config.ts): WebP, same size, so renamed.
    await expect.poll(async () => repositoryFolder(page, 'content/fotos').catch(() => []), { timeout: 120_000 }).toEqual(['fuga-en-el-bano.webp']);
    const name = 'fuga-en-el-bano.webp';
    const uploaded = await repositoryFile(page, `content/fotos/${name}`);
    expect(await sharp(uploaded).metadata()).toMatchObject({ format: 'webp', width: 600, height: 450 });

    // Into a post's body with the text editor's image button, described, and saved.
    await page.goto(`${site.origin}/editor#/collections/blog/entries/como-preparar-tu-casa-para-la-temporada-de-lluvias`);
    const body = page.getByRole('group', { name: 'Texto de la página' });
    await body.scrollIntoViewIfNeeded();
    await body.getByRole('button', { name: 'Imagen' }).click();
    await body.getByRole('button', { name: 'Explorar' }).click();
    const picker = page.getByRole('dialog');
    await picker.getByRole('option', { name: new RegExp(name) }).click();
    await picker.getByRole('button', { name: 'Insertar' }).click();
    await expect.poll(() => body.getByRole('textbox', { name: 'Origen' }).innerText()).toBe(`/fotos/${name}`);
    await body.getByRole('textbox', { name: 'Texto alternativo' }).fill('Una fuga en la pared del baño');
    await body.getByRole('textbox', { name: 'Texto alternativo' }).press('Tab');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'editor-foto-en-articulo-1440.png') });
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await page.getByText('Entrada guardada.').waitFor();
    const post = 'content/blog/como-preparar-tu-casa-para-la-temporada-de-lluvias.md';
    await expect.poll(() => savedText(page, post), { timeout: 120_000 }).toContain(`![Una fuga en la pared del baño](/fotos/${name})`);
    const savedPost = await savedText(page, post);

    const files = await buildWith('uploaded-photo', { [`fotos/${name}`]: uploaded, 'blog/como-preparar-tu-casa-para-la-temporada-de-lluvias.md': savedPost });
    const html = String(files.get(outputPathFor('/blog/como-preparar-tu-casa-para-la-temporada-de-lluvias')));
    expect(html).toMatch(/<picture><source type="image\/avif"[^>]*srcset="\/img\/fotos\/fuga-en-el-bano-480\.[0-9a-f]+\.avif 480w/);
    expect(html).toContain('alt="Una fuga en la pared del baño"');
    // The editor's preview pane asks for the photo at /fotos/<name>, which the site does not publish (only its web
    // sizes, without the camera's metadata): a 404 there, and nothing else.
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  });

  it('on a phone, publishes a job with two photos, one a HEIC that its browser cannot open: the files it writes are WebP of at most 2048 px with no location, and the job builds', async () => {
    const { page, errors, asked } = await openEditor('android');
    // A phone's photo: larger than the editor keeps, with the place it was taken in its EXIF.
    const withGps = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#8a5a2b' } })
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '10/1 25/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '75/1 32/1 0/1' } })
      .jpeg()
      .toBuffer();
    expect(await exifr.gps(withGps)).toMatchObject({ latitude: expect.closeTo(10.4167, 3), longitude: expect.closeTo(-75.5333, 3) });
    // Chromium opens no HEIC: Sveltia decodes it with @discourse/heic, in a worker when it can.
    const heic = await fs.readFile(HEIC_PHOTO);
    expect(await exifr.gps((await sharp(heic).metadata()).exif!)).toMatchObject({ latitude: expect.closeTo(10.4167, 3) });

    await page.goto(`${site.origin}/editor#/collections/trabajos/new`);
    const title = 'Cambio del sifón del lavaplatos';
    await page.getByRole('textbox', { name: 'Título del trabajo' }).fill(title);
    await page.getByRole('combobox', { name: 'Servicio' }).click();
    await page.getByRole('option', { name: 'Plomería', exact: true }).click();
    await page.getByRole('combobox', { name: 'Zona' }).click();
    await page.getByRole('option', { name: 'Centro y Manga', exact: true }).click();
    await page.getByRole('textbox', { name: 'Mes' }).fill('2025-11');
    await (await reach(page, page.getByRole('textbox', { name: 'Lo que pasaba' }))).fill('El lavaplatos goteaba bajo el mueble y el agua ya dañaba la madera.');
    await (await reach(page, page.getByRole('textbox', { name: 'Lo que hicimos' }))).fill('Cambiamos el sifón y los empaques, y probamos con agua caliente.');

    const photos = page.getByRole('group', { name: /Campo “\W*Fotos\W*”/ });
    await reach(page, photos);
    const picker = page.getByRole('dialog');
    const addPhoto = async (file: { name: string; mimeType: string; buffer: Buffer }, alt: string, stage: string) => {
      await photos.getByRole('button', { name: /^Agregar/ }).click();
      await photos.getByRole('button', { name: 'Explorar' }).last().click();
      await picker.locator('input[type=file]').setInputFiles(file);
      await picker.getByRole('button', { name: 'Insertar' }).click();
      await photos.getByRole('textbox', { name: 'Qué muestra la foto' }).last().fill(alt);
      await photos.getByRole('radio', { name: stage, exact: true }).last().click();
    };
    await addPhoto({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: withGps }, 'Sifón viejo con fuga bajo el lavaplatos', 'Antes');
    await addPhoto({ name: 'IMG_2042.HEIC', mimeType: 'image/heic', buffer: heic }, 'Sifón nuevo instalado bajo el lavaplatos', 'Después');
    // Shown once decoded (1200 px wide); refused instead («Archivo no válido») when the decoder does not load.
    const shownWidths = () => photos.locator('img').evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).naturalWidth));
    await expect.poll(shownWidths, { timeout: 120_000, message: 'the HEIC photo, decoded and shown' }).toContain(1200);
    await photos.getByRole('textbox', { name: 'Qué muestra la foto' }).first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'editor-trabajo-fotos-390.png') });

    await (await reach(page, page.getByRole('textbox', { name: 'Fecha y hora de la respuesta' }))).fill('2025-11-14 16:32');
    await (await reach(page, page.getByRole('radio', { name: 'Solo las fotos', exact: true }))).click();
    for (const check of ['Ninguna foto muestra caras', 'Ninguna foto muestra placas, números de casa, documentos ni pantallas', 'Ninguna foto muestra niños']) {
      const toggle = await reach(page, page.getByRole('switch', { name: check }));
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    }
    await page.getByRole('textbox', { name: 'Título del trabajo' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'editor-trabajo-390.png') });
    await page.getByRole('group', { name: /Campo “\W*Revisión antes de publicar\W*”/ }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'editor-trabajo-revision-390.png') });
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await page.getByText('Entrada guardada.').waitFor();

    const slug = 'cambio-del-sifon-del-lavaplatos';
    const jobFile = `content/trabajos/${slug}.md`;
    await expect.poll(() => savedText(page, jobFile), { timeout: 120_000 }).toContain(title);
    const job = await savedText(page, jobFile);
    const data = parseContent(jobFile, job).data as { service: string; photos: { src: string }[] };
    expect(workSchema.safeParse(data).error?.issues ?? []).toEqual([]);
    expect(data.service).toBe('servicio-de-plomero-en-cartagena');
    // Sveltia writes a photo from the site's root, as in a body; the schema reads it without the slash.
    expect(data.photos.map((p) => p.src)).toEqual(['/fotos/trabajos/img_2041.webp', '/fotos/trabajos/img_2042.webp']);
    const written: Record<string, Buffer> = {};
    for (const { src } of data.photos) {
      const bytes = await repositoryFile(page, `content/${src.replace(/^\//, '')}`);
      const meta = await sharp(bytes).metadata();
      expect({ format: meta.format, longSide: Math.max(meta.width, meta.height) <= 2048 }).toEqual({ format: 'webp', longSide: true });
      // exifr does not read WebP (it throws "Unknown file format"); sharp reads its EXIF, XMP and IPTC chunks: none.
      expect({ exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc }).toEqual({ exif: undefined, xmp: undefined, iptc: undefined });
      expect(await exifr.gps(await sharp(bytes).jpeg().keepMetadata().toBuffer())).toBeUndefined();
      written[src.replace(/^\//, '')] = bytes;
    }
    expect((await sharp(written['fotos/trabajos/img_2041.webp']).metadata()).width).toBe(2048);
    expect(await sharp(written['fotos/trabajos/img_2042.webp']).metadata()).toMatchObject({ width: 1200, height: 900 });
    // The HEIC decoder came from the site, and nothing from anywhere else.
    expect(asked).toContain(`${site.origin}${MODULES}/@discourse/heic@1.0.0/codec/dec/heic_dec.wasm`);
    expect(asked.filter((url) => /^https?:/.test(url) && !url.startsWith(site.origin))).toEqual([]);
    // The list of jobs shows each by its first photo.
    await page.goto(`${site.origin}/editor#/collections/trabajos`);
    const listed = page.getByRole('gridcell').filter({ hasText: title }).or(page.getByRole('row').filter({ hasText: title }));
    await listed.first().waitFor();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'editor-trabajos-lista-390.png') });
    await expect.poll(() => listed.first().locator('img').count()).toBe(1);

    const files = await buildWith('saved-job', { [`trabajos/${slug}.md`]: job, ...written });
    const html = (url: string) => String(files.get(outputPathFor(url)));
    expect(html('/servicios/servicio-de-plomero-en-cartagena')).toContain('Trabajos reales en Cartagena');
    expect(html('/servicios/servicio-de-plomero-en-cartagena')).toContain(title);
    expect(html(PATHS.jobs)).toContain(title);
    expect(html(jobPath(slug))).toContain('Sifón nuevo instalado bajo el lavaplatos');
    // No CSP violation, so the re-encoding needs nothing the editor's CSP refuses. A photo's preview may be asked for
    // after Sveltia revoked its blob: address (Chromium then reports ERR_FILE_NOT_FOUND): that, and nothing else.
    expect(errors.filter((e) => !/net::ERR_FILE_NOT_FOUND/.test(e))).toEqual([]);
  });

  it("under Safari's canvas, which writes no WebP, uploads a photo as WebP all the same, encoded by @jsquash/webp from the site", async () => {
    const { page, errors, asked } = await openEditor('desktop', safariCanvas);
    const photo = await sharp({ create: { width: 1000, height: 750, channels: 3, background: '#5b8c3a' } }).jpeg().toBuffer();
    await page.goto(`${site.origin}/editor#/assets`);
    await page.getByText('Todos los recursos').first().waitFor();
    await page.locator('input[type=file]').setInputFiles({ name: 'Jardín.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('alertdialog').getByRole('button', { name: 'Subir', exact: true }).click();
    await expect.poll(async () => repositoryFolder(page, 'content/fotos').catch(() => []), { timeout: 120_000 }).toContain('jardin.webp');
    expect(await sharp(await repositoryFile(page, 'content/fotos/jardin.webp')).metadata()).toMatchObject({ format: 'webp', width: 1000, height: 750 });
    // (Sveltia re-encodes its logo as WebP when it starts: the encoder may have come before the photo.)
    expect(asked).toContain(`${site.origin}${MODULES}/@jsquash/webp@1.5.0/encode.js?module`);
    expect(asked.filter((url) => url.endsWith('.wasm'))).toEqual([`${site.origin}${MODULES}/@jsquash/webp@1.5.0/codec/enc/webp_enc_simd.wasm`]);
    expect(asked.filter((url) => /^https?:/.test(url) && !url.startsWith(site.origin))).toEqual([]);
    expect(errors).toEqual([]);
  });
});

/** Runs in the page first: Safari's canvas writes PNG when asked for WebP, which it cannot write; here Chromium's does too. */
function safariCanvas() {
  const convert = OffscreenCanvas.prototype.convertToBlob;
  OffscreenCanvas.prototype.convertToBlob = function (options) {
    return convert.call(this, options?.type === 'image/webp' ? { ...options, type: 'image/png' } : options);
  };
}
