// The dev server's rebuild: after an edit to one service page, only that page is made again and only its files
// are written; an edit to its search terms writes the catalogue's search words again; an edit to what every page
// shows redoes them all.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { build } from '../pipeline/build.ts';
import { createMemo } from '../pipeline/memo.ts';
import { liveOutput, type Written } from '../pipeline/output/write.ts';
import { contentCopier } from './helpers/content-copy.ts';
import { builtSite, pictureCache, projectDir } from './helpers/site.ts';

const PLOMERO = 'servicios/servicio-de-plomero-en-cartagena.md';
let scratch: string;
let contentDir: string;
const memo = createMemo();
const written: Written = new Map();

beforeAll(async () => {
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'rebuild-'));
  contentDir = await contentCopier(scratch)('site', {});
});
afterAll(async () => {
  await fs.rm(scratch, { recursive: true, force: true });
});

/** Which pages were rendered again, told by the memo's `make` calls, and which files were written. */
async function rebuild(): Promise<{ changed: string[]; rendered: string[] }> {
  const output = liveOutput(path.join(scratch, 'dist'), written);
  const rendered: string[] = [];
  const watching = {
    ...memo,
    remember: <T>(key: string, inputs: readonly unknown[], make: () => T) =>
      memo.remember(key, inputs, () => {
        if (key.startsWith('page ')) rendered.push(key.slice(5));
        return make();
      }),
  };
  await build({ projectDir, contentDir, cacheDir: pictureCache, output, memo: watching });
  return { changed: output.changed.sort(), rendered };
}

const edit = async (file: string, change: (source: string) => string) =>
  fs.writeFile(path.join(contentDir, file), change(await fs.readFile(path.join(contentDir, file), 'utf8')));

// Four builds of the real site, two of them of every page (about 15 s each when the suite loads the machine): the
// time is the work itself.
it('redoes only the edited service page, and everything when the site settings change', { timeout: 180_000 }, async () => {
  const first = await rebuild();
  const pages = (await builtSite()).pages.map((p) => p.url);
  expect(first.rendered.sort()).toEqual([...pages].sort());
  expect(first.changed.length).toBeGreaterThan(200);

  await edit(PLOMERO, (s) => s.replace(/\n## /, '\nUn párrafo nuevo sobre fugas en el baño.\n\n## '));
  const second = await rebuild();
  expect(second.rendered).toEqual(['/servicios/servicio-de-plomero-en-cartagena']);
  expect(second.changed).toEqual(['servicios/servicio-de-plomero-en-cartagena.html']);
  const page = await fs.readFile(path.join(scratch, 'dist', second.changed[0]!), 'utf8');
  expect(page).toContain('Un párrafo nuevo sobre fugas en el baño.');

  const unchanged = await rebuild();
  expect(unchanged.changed).toEqual([]);
  expect(unchanged.rendered).toEqual([]);

  // A search term is found only through the catalogue's words file, which is made again with it.
  await edit(PLOMERO, (s) => s.replace('searchTerms: ["fuga de agua", ', 'searchTerms: ["fuga de agua", "bajante rajado", '));
  const searched = await rebuild();
  expect(searched.changed).toContain('servicios.json');
  expect(await fs.readFile(path.join(scratch, 'dist', 'servicios.json'), 'utf8')).toMatch(/\bbajant\b/);

  await edit('site.yaml', (s) => s.replace(/^brand: .*$/m, 'brand: ServiCtg Cartagena'));
  const settings = await rebuild();
  expect(settings.rendered.sort()).toEqual([...pages].sort());
  expect(settings.changed.filter((f) => f.startsWith('servicios/') && f.endsWith('.html')).length).toBeGreaterThanOrEqual(51);
});

it('removes from the dev output the files a build no longer makes, and lists them as changed', async () => {
  const out = path.join(scratch, 'stale');
  const kept: Written = new Map();
  const first = liveOutput(out, kept);
  await first.write('pages', [
    { path: 'servicios/a.html', contents: 'a' },
    { path: 'servicios/b.html', contents: 'b' },
  ]);
  await first.commit();
  expect((await fs.readdir(path.join(out, 'servicios'))).sort()).toEqual(['a.html', 'b.html']);

  const second = liveOutput(out, kept);
  await second.write('pages', [{ path: 'servicios/a.html', contents: 'a' }]);
  await second.commit();
  expect(await fs.readdir(path.join(out, 'servicios'))).toEqual(['a.html']);
  expect(second.changed).toEqual(['servicios/b.html']);
});

it('after a build that fails at its last step, writes again the files that build changed', async () => {
  const out = path.join(scratch, 'failed-last-step');
  const kept: Written = new Map();
  const first = liveOutput(out, kept);
  await first.write('pages', [{ path: 'a.html', contents: 'antes' }]);
  await first.commit();

  // An edit, and a clash that stops the build after its pages are written.
  const failed = liveOutput(out, kept);
  await failed.write('pages', [{ path: 'a.html', contents: 'editado' }, { path: 'b.html', contents: 'b' }]);
  await failed.write('public', [{ path: 'b.html', contents: 'otro' }]);
  await expect(failed.commit()).rejects.toThrow('Two sources write the same output file');
  expect(await fs.readFile(path.join(out, 'a.html'), 'utf8')).toBe('editado');

  // The edit undone: the page is written again, and what only the failed build made is removed.
  const undone = liveOutput(out, kept);
  await undone.write('pages', [{ path: 'a.html', contents: 'antes' }]);
  await undone.commit();
  expect(undone.changed.sort()).toEqual(['a.html', 'b.html']);
  expect(await fs.readFile(path.join(out, 'a.html'), 'utf8')).toBe('antes');
  expect(await fs.readdir(out)).toEqual(['a.html']);
});
