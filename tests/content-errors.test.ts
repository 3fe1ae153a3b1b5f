// Bad content stops the build with "file: field: reason", exit code 1, and the previous output untouched. Each case
// is a folder of tests/fixtures/ holding the one or two files in which it differs from the valid base site.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../pipeline/build.ts';
import { siteWarnings } from '../pipeline/content/warnings.ts';
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

describe('nothing an author or an editor leaves in content/ loses a file or a word (issue 52)', () => {
  /** The base site with `change` made to its content folder, in a temporary folder. */
  const siteWith = async (change: (content: string) => Promise<void>) => {
    const content = await fixtureSite('base');
    await change(content);
    return content;
  };
  const edit = (content: string, file: string, map: (text: string) => string) =>
    fs.readFile(path.join(content, file), 'utf8').then((text) => fs.writeFile(path.join(content, file), map(text)));

  it("leaves out an editor's lock file and macOS companion files, and names each once in a warning (item 5)", async () => {
    const content = await siteWith(async (dir) => {
      // What Emacs makes while a file is edited: a symbolic link to nowhere.
      await fs.symlink('ana@portatil.4242:1700000000', path.join(dir, 'servicios', '.#plomeria.md'));
      const companion = Buffer.from([0, 5, 22, 7, 0, 2, 0, 0, 0x4d, 0x61, 0x63]);
      await fs.writeFile(path.join(dir, 'servicios', '._plomeria.md'), companion);
      await fs.mkdir(path.join(dir, 'fotos'));
      await fs.writeFile(path.join(dir, 'fotos', '._obra.jpg'), companion);
      await fs.writeFile(path.join(dir, 'fotos', '.DS_Store'), companion);
    });
    const { site } = await build({ projectDir: projectOf(content), contentDir: content, write: false, cacheDir: pictureCache, check: { anyCatalogueSize: true } });
    expect(site.services.map((s) => s.slug)).toEqual(['electricidad', 'limpieza', 'plomeria']);
    expect(siteWarnings(site).filter((w) => w.includes('/.'))).toEqual([
      "content/servicios/.#plomeria.md: left out, as a hidden file (an editor's lock file, or the companion macOS writes beside a copy) is no content",
      "content/servicios/._plomeria.md: left out, as a hidden file (an editor's lock file, or the companion macOS writes beside a copy) is no content",
      "content/fotos/._obra.jpg: left out, as a hidden file (an editor's lock file, or the companion macOS writes beside a copy) is no content",
    ]);
  });

  it('names a page saved with another Markdown ending, and refuses a page named index (item 10)', async () => {
    const content = await siteWith(async (dir) => {
      await fs.copyFile(path.join(dir, 'servicios', 'plomeria.md'), path.join(dir, 'servicios', 'nueva-pagina.MD'));
      await fs.copyFile(path.join(dir, 'blog', 'consejo.md'), path.join(dir, 'blog', 'otra.markdown'));
      await fs.copyFile(path.join(dir, 'servicios', 'plomeria.md'), path.join(dir, 'servicios', 'index.md'));
    });
    expect(await problemsOf(content)).toEqual([
      'content/servicios/index.md: rename it: a page named "index" is written as index.html, which servers show in place of the page of the folder\'s address ("/servicios/" for content/servicios/)',
      'content/servicios/nueva-pagina.MD: rename it to nueva-pagina.md: pages are read only from files ending in ".md"',
      'content/blog/otra.markdown: rename it to otra.md: pages are read only from files ending in ".md"',
    ]);
  });

  it('refuses a YAML alias, so that an alias bomb (ten levels of nine aliases) is refused at once instead of filling the memory (item 6)', async () => {
    const levels = 'abcdefghij'.split('');
    const bomb = levels.map((name, i) => `${name}: &${name} [${i === 0 ? '"lol",'.repeat(9).slice(0, -1) : `*${levels[i - 1]},`.repeat(9).slice(0, -1)}]`).join('\n');
    const content = await siteWith((dir) => edit(dir, 'servicios/plomeria.md', (text) => text.replace('---\n', `---\n${bomb}\n`)));
    expect(await problemsOf(content)).toEqual(['content/servicios/plomeria.md: line 3: the YAML alias "*a" is not allowed; write the value out in full where it is used']);
  });

  it('says that a front matter is not closed, instead of a YAML error about its text (item 10)', async () => {
    const content = await siteWith((dir) => edit(dir, 'blog/consejo.md', (text) => text.replace(/\n---\n/, '\n\n* Un punto *importante*.\n')));
    expect(await problemsOf(content)).toEqual(['content/blog/consejo.md: front matter is not closed: add a line "---" after its last field, before the text of the page']);
  });

  it('names both files of a photo saved twice with two endings (item 8)', async () => {
    const content = await siteWith(async (dir) => {
      await fs.mkdir(path.join(dir, 'fotos'));
      const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a7ab0' } }).jpeg().toBuffer();
      await fs.writeFile(path.join(dir, 'fotos', 'obra.jpg'), photo);
      await fs.writeFile(path.join(dir, 'fotos', 'obra.jpeg'), photo);
    });
    expect(await problemsOf(content)).toEqual([
      'content/fotos/obra.jpg: has the name of content/fotos/obra.jpeg, whose web pictures it would overwrite; keep one of the two, or rename this one',
    ]);
  });

  it('refuses a line "<![CDATA[" that would drop the rest of a body, naming its line (item 4)', async () => {
    const content = await siteWith((dir) => edit(dir, 'blog/consejo.md', (text) => `${text}\n<![CDATA[ nota interna\n\nMás texto que se perdería.\n`));
    expect(await problemsOf(content)).toEqual([
      'content/blog/consejo.md: body: line 13: "<![CDATA[ nota interna" starts HTML that a page never shows, so the 7 words from there on would vanish or show as raw Markdown; write a note as an HTML comment <!-- … -->, or "\\<" to show a "<"',
    ]);
  });

  // A relative link written as HTML is refused like one in Markdown: tests/markdown.test.ts.
  it('hands a link written as HTML to the dead-link check (item 11)', async () => {
    const content = await siteWith((dir) => edit(dir, 'blog/consejo.md', (text) => `${text}\nVer <a href="/servicios/no-existe">el servicio</a>.\n`));
    expect(await problemsOf(content)).toEqual(['content/blog/consejo.md: body: links to "/servicios/no-existe", which is not a page of the site']);
  });
});
