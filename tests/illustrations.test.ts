// The illustrations show the job: every service page gets its own drawing (near-twins included), drawn from objects
// that exist, in its group's landmark scene, small enough to serve as is.
import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { optimize } from 'svgo';
import { describe, expect, it } from 'vitest';
import { parseContent } from '../pipeline/content/load.ts';
import { GENERIC_ILLUSTRATION } from '../pipeline/collections.ts';
import { blogPostSchema, serviceSchema } from '../pipeline/content/schema.ts';
import type { Illustration as IllustrationData } from '../pipeline/types.ts';
import { DRAWN_HERE, drawingOf, isDrawable } from '../pipeline/pictures/drawables.ts';
import { hasEmoji } from '../pipeline/pictures/emoji.ts';
import { GROUP_SCENES, type SceneName } from '../pipeline/rules.ts';
import { Illustration } from '../templates/illustrations/Illustration.tsx';

/** Bytes an illustration may weigh after svgo, with room for the heaviest kind: a person emoji and two details. */
const BUDGET = 15 * 1024;

interface Entry {
  file: string;
  group?: keyof typeof GROUP_SCENES;
  illustration: IllustrationData;
  hero: { imageAlt?: string };
}

function read(file: string): Entry {
  const data = parseContent(file, fs.readFileSync(file, 'utf8')).data as Omit<Entry, 'file'>;
  return { file, ...data };
}
function markdownIn(folder: string): string[] {
  return fs.readdirSync(folder).filter((f) => f.endsWith('.md')).sort().map((f) => path.join(folder, f));
}

const services = markdownIn('content/servicios').map(read);
const others = [read('content/constructor.md'), ...markdownIn('content/blog').map(read)];
const hubs = markdownIn('content/hubs').map(read);
const everyPage = [...services, ...others, ...hubs];

/** As the build draws it (pipeline/pictures/pictures.tsx): static markup, then svgo with multipass. */
function draw(illustration: IllustrationData): string {
  return optimize(renderToStaticMarkup(createElement(Illustration, { drawing: drawingOf(illustration) })), { multipass: true }).data;
}

function objectsOf(illustration: IllustrationData): string[] {
  return [illustration.subject, ...(illustration.details ?? [])];
}

describe('illustrations', () => {
  it('draws every service page differently from every other, near-twins included', () => {
    const seen = new Map<string, string>();
    for (const { file, illustration } of services) {
      const svg = draw(illustration);
      expect(seen.get(svg), `${file} is drawn like ${seen.get(svg)}`).toBeUndefined();
      seen.set(svg, file);
    }
    // Near-twins differ in their main object, not only in a detail.
    const subjects = services.map(({ illustration }) => (illustration as { subject: string }).subject);
    const twins = [
      ['lavado-y-mantenimiento-de-tanques-de-agua', 'servicio-de-lavado-de-tanques'],
      ['servicio-de-soldadura', 'servicio-de-soldadura-profesional'],
      ['mantenimiento-de-piscinas', 'reparacion-de-piscinas'],
      ['jardineros', 'servicio-de-jardineria'],
      ['reparacion-de-lavadoras', 'tecnico-de-lavadoras'],
      ['lavado-a-vapor-de-muebles', 'lavado-en-seco-de-muebles'],
      ['servicio-de-aseo-de-hogar', 'servicio-de-limpieza-a-domicilio', 'servicio-de-limpieza-de-hogar', 'servicios-de-limpieza-domestica'],
    ];
    const subjectOf = (slug: string) => subjects[services.findIndex((s) => path.basename(s.file, '.md') === `${slug}-en-cartagena`)];
    for (const group of twins) {
      const of = group.map(subjectOf);
      expect(of.every(Boolean), group.join(', ')).toBe(true);
      expect(new Set(of).size, `${group.join(', ')}: ${of.join(', ')}`).toBe(group.length);
    }
  });

  it('draws each service in its group’s landmark, the constructor at San Felipe and the posts at La Popa', () => {
    for (const { file, group, illustration } of services) expect(illustration.scene, file).toBe(GROUP_SCENES[group!]);
    expect(others[0]!.illustration.scene).toBe('san-felipe');
    for (const { file, illustration } of others.slice(1)) expect(illustration.scene, file).toBe('la-popa');
  });

  it('describes each hero picture by its landmark, so that a new scene without a new description is caught', () => {
    const landmarks: Record<SceneName, string> = {
      balcon: 'balcón colonial',
      murallas: 'murallas de Cartagena',
      bahia: 'bahía de Cartagena',
      'torre-del-reloj': 'Torre del Reloj',
      'san-felipe': 'Castillo de San Felipe',
      'la-popa': 'La Popa',
    };
    for (const { file, hero, illustration } of [...services, others[0]!, ...hubs]) {
      expect(hero.imageAlt, file).toMatch(/^Ilustración: /);
      expect(hero.imageAlt, file).toContain(landmarks[illustration.scene]);
    }
  });

  it('composes only objects that exist: Fluent Emoji Flat names or those drawn here', () => {
    const used = new Set([...everyPage.map((e) => e.illustration), GENERIC_ILLUSTRATION].flatMap(objectsOf));
    for (const name of used) expect(isDrawable(name), name).toBe(true);
    for (const name of DRAWN_HERE) expect(hasEmoji(name), `${name} is drawn here but Fluent has it too`).toBe(false);
    expect(hasEmoji('cockroach')).toBe(true);
    expect(hasEmoji('washing-machine')).toBe(false);
  });

  it('rejects an unknown object with the name to look it up by', () => {
    const result = blogPostSchema.shape.illustration.safeParse({ subject: 'llave-inglesa', details: ['droplet'], scene: 'la-popa' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['subject', 'unknown illustration "llave-inglesa" (names as on icones.js.org/collection/fluent-emoji-flat)'],
    ]);
    const detail = serviceSchema.shape.illustration.safeParse({ subject: 'faucet', details: ['gota'], scene: 'murallas' });
    expect(detail.error?.issues[0]?.message).toBe('unknown illustration "gota" (names as on icones.js.org/collection/fluent-emoji-flat)');
    expect(detail.error?.issues[0]?.path).toEqual(['details', 0]);
    const many = serviceSchema.shape.illustration.safeParse({ subject: 'faucet', details: ['droplet', 'wrench', 'sparkles'], scene: 'murallas' });
    expect(many.error?.issues[0]?.message).toBe('expected at most 2 details');
  });

  it(`keeps every illustration under ${BUDGET / 1024} KB after svgo`, () => {
    const drawn = [
      ...everyPage.map(({ file, illustration }) => ({ name: path.basename(file, '.md'), svg: draw(illustration) })),
    ].map(({ name, svg }) => ({ name, bytes: Buffer.byteLength(svg), svg }));
    const sizes = drawn.map((d) => d.bytes).sort((a, b) => a - b);
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    console.log(`illustrations: ${drawn.length}, min ${kb(sizes[0]!)}, median ${kb(sizes[sizes.length >> 1]!)}, max ${kb(sizes.at(-1)!)}`);
    for (const { name, bytes, svg } of drawn) {
      expect(bytes, name).toBeLessThan(BUDGET);
      expect(svg, name).toContain('viewBox="0 0 800 450"');
    }
  });
});
