// Checked service entries are kept between builds (pipeline/entry-cache.ts): a build from kept entries makes
// every file as a build from scratch does, and a kept entry is used only while everything it was made from holds.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { build } from '../pipeline/build.ts';
import { codeFolder } from '../pipeline/cache.ts';
import type { OutputFile } from '../pipeline/types.ts';
import { contentCopier } from './helpers/content-copy.ts';
import { projectDir } from './helpers/site.ts';

const PLOMERO = 'servicios/servicio-de-plomero-en-cartagena';
let scratch: string;
let contentDir: string;
let entriesDir: string;

beforeAll(async () => {
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'entry-store-'));
  contentDir = await contentCopier(scratch)('site', {});
  entriesDir = path.join(codeFolder(path.join(scratch, 'cache')), 'entries');
});
afterAll(async () => {
  await fs.rm(scratch, { recursive: true, force: true });
});

const buildFiles = async () => (await build({ projectDir, contentDir, cacheDir: path.join(scratch, 'cache'), write: false })).files;
const byPath = (files: OutputFile[]) => Object.fromEntries(files.map((f) => [f.path, Buffer.from(f.contents)]));
const pageOf = (files: OutputFile[], page: string) => String(files.find((f) => f.path === `${page}.html`)!.contents);
const kept = async () => (await fs.readdir(entriesDir)).sort();

it('builds from kept entries exactly what it builds from scratch', async () => {
  const fresh = await buildFiles();
  const keys = await kept();
  expect(keys).toHaveLength(51);
  const again = await buildFiles();
  expect(await kept()).toEqual(keys);
  expect(byPath(again)).toEqual(byPath(fresh));
});

it('takes a page from its kept entry, and reads its file again once it changes', async () => {
  const before = new Set(await kept());
  // A kept entry changed behind the build's back shows that the build used it instead of reading the file.
  for (const name of before) {
    const file = path.join(entriesDir, name);
    const entry = JSON.parse(await fs.readFile(file, 'utf8'));
    if (entry.slug === path.basename(PLOMERO)) await fs.writeFile(file, JSON.stringify({ ...entry, html: `${entry.html}<p>Tomado de lo guardado.</p>` }));
  }
  expect(pageOf(await buildFiles(), PLOMERO)).toContain('Tomado de lo guardado.');

  const source = path.join(contentDir, `${PLOMERO}.md`);
  await fs.writeFile(source, (await fs.readFile(source, 'utf8')).replace(/\n## /, '\nUn párrafo nuevo sobre fugas en el baño.\n\n## '));
  const page = pageOf(await buildFiles(), PLOMERO);
  expect(page).toContain('Un párrafo nuevo sobre fugas en el baño.');
  expect(page).not.toContain('Tomado de lo guardado.');
  expect((await kept()).filter((name) => !before.has(name))).toHaveLength(1);
});

it('reads every file again when site.yaml changes, since bodies show its settings', async () => {
  const before = new Set(await kept());
  const site = path.join(contentDir, 'site.yaml');
  await fs.writeFile(site, (await fs.readFile(site, 'utf8')).replace(/^brand: .*$/m, 'brand: ServiCtg Cartagena'));
  await buildFiles();
  expect((await kept()).filter((name) => !before.has(name))).toHaveLength(51);
});
