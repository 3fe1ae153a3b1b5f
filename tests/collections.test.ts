// A collection is declared once (pipeline/collections.ts): one declared only here, handed to the build with a copy of
// the content that has a folder for it, is loaded, checked (its photo and its reference to a service page), routed,
// listed in the sitemap, editable in the content editor and read by the content checks, with no other file edited.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import YAML from 'js-yaml';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../pipeline/build.ts';
import { COLLECTIONS, defineCollection, page, type Registry, type Site } from '../pipeline/collections.ts';
import { photo, reference, schemas } from '../pipeline/content/schema.ts';
import { ContentError, formatProblem } from '../pipeline/errors.ts';
import type { Page } from '../pipeline/types.ts';
import { checkContent } from '../scripts/check-content.ts';
import { contentCopier, type ContentEdits } from './helpers/content-copy.ts';
import { parse, pictureCache, projectDir } from './helpers/site.ts';

/** Notes of the trade: a blog post's fields, the service page it is about and a photo; a page each at /notas/<slug>. */
const notas = defineCollection({
  source: { folder: 'notas' },
  schema: schemas.blogPost.extend({ service: reference('services'), photo: photo() }),
  shape: (entries) => entries,
  routes: (slugs) => slugs.map((slug) => `/notas/${slug}`),
  pages: (entries, _site: Site): Page[] =>
    entries.map((entry) =>
      page(`/notas/${entry.slug}`, { kind: 'post', entry }, ['chat-when'], { title: entry.data.title, updated: entry.data.date, illustration: entry.data.illustration, illustrationUrl: `/img/notas/${entry.slug}.svg` }),
    ),
  editor: { place: 12, label: 'Notas', singular: 'Nota', summary: 'title', add: true, body: 'required', labels: { service: { label: 'Servicio de la nota' }, photo: { label: 'Foto de la nota' } } },
  copy: 'post',
});
const collections: Registry = { ...COLLECTIONS, notas };

const NOTE = 'notas/una-nota.md';
const note = (fields: { service?: string; photo?: string; body?: string } = {}) => `---
title: Cómo se destapa un sifón de lavaplatos
description: Una nota del oficio sobre el sifón del lavaplatos, cuándo se tapa y qué hace el plomero para destaparlo sin romperlo.
excerpt: Una nota del oficio sobre el sifón del lavaplatos y cómo se destapa.
category: consejos
author: Equipo ServiCtg
date: 2026-11-02
tags: [plomería]
illustration: { subject: faucet, scene: balcon }
service: ${fields.service ?? 'servicio-de-plomero-en-cartagena'}
photo: ${fields.photo ?? 'fotos/sifon.jpg'}
---
${fields.body ?? 'El sifón del lavaplatos se tapa con grasa y restos de comida. El plomero lo desmonta, lo limpia y lo vuelve a montar con empaques nuevos.'}
`;

let scratch: string;
let copy: (name: string, edits: ContentEdits) => Promise<string>;
let built: BuildResult;

/** A copy of the content with the note and its photo (`width` pixels wide, drawn here). */
async function withNote(name: string, fields: Parameters<typeof note>[0] = {}, width = 1200): Promise<string> {
  const dir = await copy(name, { [NOTE]: () => note(fields) });
  await fs.mkdir(path.join(dir, 'fotos'), { recursive: true });
  await sharp({ create: { width, height: Math.round(width * 0.75), channels: 3, background: '#2a7ab0' } }).jpeg().toFile(path.join(dir, 'fotos', 'sifon.jpg'));
  return dir;
}

async function problemsOf(contentDir: string): Promise<string[]> {
  const error = await build({ projectDir, contentDir, write: false, cacheDir: pictureCache, collections }).catch((e: unknown) => e);
  if (!(error instanceof ContentError)) throw new Error(`expected content problems, got ${String(error)}`);
  return error.problems.map(formatProblem);
}

beforeAll(async () => {
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'collections-'));
  const copier = contentCopier(scratch);
  copy = async (name, edits) => {
    const dir = await copier(name, {});
    await fs.mkdir(path.join(dir, 'notas'));
    for (const [file, edit] of Object.entries(edits)) await fs.writeFile(path.join(dir, file), edit('')!);
    return dir;
  };
  built = await build({ projectDir, contentDir: await withNote('valid'), write: false, cacheDir: pictureCache, collections });
}, 120_000);
afterAll(() => fs.rm(scratch, { recursive: true, force: true }));

describe('a collection declared only in the registry handed to the build', () => {
  it('has its pages routed and rendered by the template it names', () => {
    const route = built.pages.find((p) => p.url === '/notas/una-nota');
    expect(route?.outputPath).toBe('notas/una-nota.html');
    const html = String(built.files.find((f) => f.path === 'notas/una-nota.html')!.contents);
    expect(parse(html).querySelector('h1')?.textContent).toBe('Cómo se destapa un sifón de lavaplatos');
  });

  it('is listed in the sitemap', () => {
    const sitemap = String(built.files.find((f) => f.path === 'sitemap.xml')!.contents);
    expect(sitemap).toMatch(/<loc>[^<]*\/notas\/una-nota<\/loc>/);
  });

  it('is in the content editor, with its own labels, a photo picker and a picker of service pages by name', () => {
    const config = YAML.load(String(built.files.find((f) => f.path === 'editor/config.yml')!.contents)) as { collections: Record<string, unknown>[] };
    const entry = config.collections.find((c) => c.name === 'notas') as { create: boolean; delete: boolean; folder: string; fields: Record<string, unknown>[] };
    expect([entry.folder, entry.create, entry.delete]).toEqual(['content/notas', true, true]);
    const field = (name: string) => entry.fields.find((f) => f.name === name);
    expect(field('service')).toMatchObject({ label: 'Servicio de la nota', widget: 'relation', collection: 'servicios', value_field: '{{slug}}', display_fields: ['name'] });
    expect(field('photo')).toMatchObject({ label: 'Foto de la nota', widget: 'image', public_folder: 'fotos' });
    // The shared label of a page's title, where the collection has none of its own.
    expect(field('title')).toMatchObject({ label: 'Título para Google y la pestaña' });
  });

  it('is read by the content checks, which say so and hold its text to their rules', async () => {
    const priced = await withNote('priced', { body: 'El destape vale $50.000 y se hace en una hora, con el sifón desmontado y limpio.' });
    const { lines, failures } = await checkContent(priced, { collections, links: false });
    expect(lines.find((l) => l.startsWith('Collections read:'))).toContain('notas/ (1)');
    // Only the price: its photo's file name and its service's slug are names, not words to spell.
    expect(failures).toEqual([`${path.relative(projectDir, path.join(priced, NOTE))}: names a price ("$5"); prices never appear on the site`]);
  }, 120_000);
});

describe('its photo and reference fields', () => {
  it('refuse a service page that does not exist, naming file, field and slug', async () => {
    const dir = await withNote('unknown-service', { service: 'servicio-de-astronauta' });
    expect(await problemsOf(dir)).toEqual([`${path.relative(projectDir, path.join(dir, NOTE))}: service: "servicio-de-astronauta" is not an entry of ${path.relative(projectDir, dir)}/servicios (write the name of one of its files, without .md)`]);
  });

  it('refuse a photo that is not in the photos folder, and one too narrow for a phone', async () => {
    const missing = await withNote('missing-photo', { photo: 'fotos/otra.jpg' });
    const root = path.relative(projectDir, missing);
    expect(await problemsOf(missing)).toEqual([`${root}/${NOTE}: photo: «fotos/otra.jpg» no es una foto de ${root}/fotos/; súbala desde el editor`]);
    const narrow = await withNote('narrow-photo', {}, 640);
    const narrowRoot = path.relative(projectDir, narrow);
    expect(await problemsOf(narrow)).toEqual([
      `${narrowRoot}/${NOTE}: photo: ${narrowRoot}/fotos/sifon.jpg mide 640 px de ancho; aquí hace falta una foto de al menos 800 px (suba la original del teléfono, no una miniatura)`,
    ]);
  });
});
