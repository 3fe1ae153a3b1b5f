// Bad content stops the build with "file: field: reason", exit code 1, and the previous output untouched. Each case
// is a folder of tests/fixtures/ holding the one or two files in which it differs from the valid base site.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../pipeline/build.ts';
import { BUILT_MARK } from '../pipeline/output/write.ts';
import { fixtureSite, problemsOf, projectOf, removeFixtureSites } from './helpers/fixtures.ts';
import { pictureCache, projectDir } from './helpers/site.ts';

let base: BuildResult;

beforeAll(async () => {
  const contentDir = await fixtureSite('base');
  base = await build({ projectDir: projectOf(contentDir), contentDir, write: false, cacheDir: pictureCache, check: { anyCatalogueSize: true } });
});
afterAll(removeFixtureSites);

it('builds the base fixture, from which every case differs by its defect alone', () => {
  expect(base.pages.map((p) => p.url)).toEqual(expect.arrayContaining(['/', '/servicios/plomeria', '/servicios/constructor', '/blog/consejo', '/404']));
  expect(base.files.map((f) => f.path)).toContain('servicios/plomeria.html');
});

/** Case folder under tests/fixtures/ → every line the build reports, in order. */
const CASES: [string, string[]][] = [
  ['missing-field', ['content/paginas/login.md: description: required field is missing']],
  ['unknown-field', ['content/paginas/login.md: precio: unknown field']],
  ['five-cards', ['content/servicios/plomeria.md: cards: expected 6 items, got 5']],
  ['three-benefits', ['content/servicios/plomeria.md: benefits: expected 4 items, got 3']],
  ['unknown-icon', ['content/servicios/plomeria.md: cards.5.icon: unknown icon "llave-inglesa" (names as on lucide.dev/icons, e.g. "wrench")']],
  [
    'duplicate-slug',
    [
      'content/servicios/constructor.md: slug: "constructor" is already the slug of the page /servicios/constructor',
      'content/servicios/electricidad.md: aliases.0: "plomeria" is already the slug of content/servicios/plomeria.md',
    ],
  ],
  ['alias-collides-with-page', ['content/servicios/plomeria.md: aliases.0: "servicios-para-el-hogar" is already the slug of the page /servicios/servicios-para-el-hogar']],
  ['duplicate-name', ['content/servicios/tuberias.md: name: "Plomería" is already the name of content/servicios/plomeria.md']],
  ['dead-card-link', ['content/servicios/plomeria.md: cards.0.link: links to "/servicios/no-existe", which is not a page of the site']],
  ['dead-markdown-link', ['content/blog/consejo.md: body: links to "/precios", which is not a page of the site']],
  ['dead-hub-link', ['content/hubs/servicios-para-empresas.md: categories.0.services.1.link: links to "/servicios/electricista", which is not a page of the site']],
  ['malformed-phone', ['content/site.yaml: phone: must be 57 followed by 10 digits, e.g. 573001234567']],
  ['malformed-url', ['content/site.yaml: social.facebook: must be an absolute http(s) URL']],
  [
    'all-hours-mismatch',
    [
      'content/servicios/electricidad.md: claims.allHours: does not claim 24-hour service but site.yaml legal.hours.allDay lists it or its group',
      'content/servicios/limpieza.md: claims.allHours: claims 24-hour service but site.yaml legal.hours.allDay does not list it or its group',
    ],
  ],
  ['all-hours-unknown-page', ['content/site.yaml: legal.hours.allDay.services: no service page "plomeria-24" in content/servicios']],
  ['duplicate-synonym', ['content/sinonimos.yaml: synonyms.1.said.0: "Fontaneros" is, for the search, the same phrase as one in synonyms.0.said']],
  ['yaml-syntax-error', ['content/servicios/plomeria.md: YAML syntax error at line 2, column 15: bad indentation of a mapping entry']],
];

describe('bad content', () => {
  it.each(CASES)('%s stops the build with file, field and reason', async (name, expected) => {
    expect(await problemsOf(await fixtureSite(name))).toEqual(expected);
  });

  it('reports every problem at once, one per line', async () => {
    expect(await problemsOf(await fixtureSite('several-problems'))).toEqual([
      'content/paginas/login.md: description: required field is missing',
      'content/paginas/login.md: precio: unknown field',
      'content/paginas/admin.md: file is missing',
    ]);
  });

  it('counts the pages of each catalogue group', async () => {
    // The base has three service pages: one in "hogar", two in "reparaciones".
    expect(await problemsOf(await fixtureSite('base'), { check: { anyCatalogueSize: false } })).toEqual([
      'content/servicios: group: the catalogue group "hogar" needs 13 service pages, got 1',
      'content/servicios: group: the catalogue group "reparaciones" needs 13 service pages, got 2',
      'content/servicios: group: the catalogue group "automotriz" needs 4 service pages, got 0',
      'content/servicios: group: the catalogue group "especializados" needs 21 service pages, got 0',
    ]);
  });

  it('does not count the groups while a service file is broken, which would report a page short', async () => {
    expect(await problemsOf(await fixtureSite('yaml-syntax-error'), { check: { anyCatalogueSize: false } })).toEqual([
      'content/servicios/plomeria.md: YAML syntax error at line 2, column 15: bad indentation of a mapping entry',
    ]);
  });

  it('exits with code 1 from the command line and leaves the previous output as it was', async () => {
    const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'content-errors-'));
    try {
      const out = path.join(scratch, 'out');
      await fs.mkdir(out);
      await fs.writeFile(path.join(out, 'index.html'), 'previous build');
      await fs.writeFile(path.join(out, BUILT_MARK), '');
      const content = await fixtureSite('five-cards');
      const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'build.ts', '--content', content, '--out', out], { cwd: projectDir });
      const failure = await run.then(() => undefined, (error: { code: number; stderr: string }) => error);
      expect(failure?.code).toBe(1);
      // The command line names files relative to the real project, where build.ts lives.
      const file = path.relative(projectDir, path.join(content, 'servicios', 'plomeria.md'));
      expect(failure?.stderr.split('\n')).toContain(`${file}: cards: expected 6 items, got 5`);
      expect(await fs.readFile(path.join(out, 'index.html'), 'utf8')).toBe('previous build');
      expect(await fs.readdir(scratch)).toEqual(['out']);
    } finally {
      await fs.rm(scratch, { recursive: true, force: true });
    }
  });
});
