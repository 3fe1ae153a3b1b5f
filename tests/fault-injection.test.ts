// Bad input as a careless author or a wrong command line gives it: the build exits 1 with one line naming the file,
// the field or line, and the reason, and the previous output stays byte for byte as it was. Each case is the small
// base fixture site with one defect, run through the command line's own function (build.ts runBuild).
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSite, removeFixtureSites, runCommand } from './helpers/fixtures.ts';
import { projectDir } from './helpers/site.ts';

const PLOMERIA = 'servicios/plomeria.md';
const CONSEJO = 'blog/consejo.md';
let scratch: string;
/** A finished build of the base site: every case starts from a copy of it. */
let previous: string;
let previousFiles: Map<string, string>;

/** Every file of a folder by its SHA-256: byte for byte, without comparing megabytes of pictures one by one. */
async function snapshot(dir: string): Promise<Map<string, string>> {
  const names = (await fs.readdir(dir, { recursive: true, withFileTypes: true })).filter((d) => d.isFile());
  const hash = async (file: string) => createHash('sha256').update(await fs.readFile(file)).digest('hex');
  return new Map(await Promise.all(names.map(async (d) => [path.relative(dir, path.join(d.parentPath, d.name)), await hash(path.join(d.parentPath, d.name))] as const)));
}

const run = (args: string[], env: NodeJS.ProcessEnv = {}) => runCommand([...args, '--any-catalogue-size', '--cache', path.join(scratch, 'cache')], env);

beforeAll(async () => {
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'faults-'));
  previous = path.join(scratch, 'previous');
  const { code, errors } = await run(['--content', await fixtureSite('base'), '--out', previous]);
  expect(errors).toEqual([]);
  expect(code).toBe(0);
  previousFiles = await snapshot(previous);
}, 180_000);
afterAll(async () => {
  await removeFixtureSites();
  await fs.rm(scratch, { recursive: true, force: true });
});

type Edit = (content: string) => Promise<void>;
const change = (file: string, edit: (text: string) => string | Buffer): Edit => async (content) => {
  const target = path.join(content, file);
  await fs.writeFile(target, edit(await fs.readFile(target, 'utf8')));
};
const replace = (file: string, from: string | RegExp, to: string): Edit =>
  change(file, (text) => {
    const next = text.replace(from, to);
    if (next === text) throw new Error(`the case does not apply: ${String(from)} is not in ${file}`);
    return next;
  });
const append = (file: string, markdown: string) => change(file, (text) => `${text}\n${markdown}\n`);
const remove = (file: string): Edit => (content) => fs.rm(path.join(content, file));
const create = (file: string, contents: string | Buffer): Edit => async (content) => {
  await fs.mkdir(path.dirname(path.join(content, file)), { recursive: true });
  await fs.writeFile(path.join(content, file), contents);
};

/** [case, defect, the one line expected (after "content/…" or the start of the message)] */
const CONTENT_FAULTS: [string, Edit, string][] = [
  ['a required field is missing', replace(PLOMERIA, /^description: .*\n/m, ''), `content/${PLOMERIA}: description: required field is missing`],
  ['an unknown field', replace(PLOMERIA, /^group: /m, 'precio: consultar\ngroup: '), `content/${PLOMERIA}: precio: unknown field`],
  ['five cards instead of six', replace(PLOMERIA, /^  - \{ title: Presión.*\n/m, ''), `content/${PLOMERIA}: cards: expected 6 items, got 5`],
  ['three benefits instead of four', replace(PLOMERIA, /^  - \{ title: Puntuales.*\n/m, ''), `content/${PLOMERIA}: benefits: expected 4 items, got 3`],
  ['two questions instead of three to five', replace(PLOMERIA, /^  - \{ question: ¿Dan factura\?.*\n/m, ''), `content/${PLOMERIA}: faq: expected 3 to 5 items, got 2`],
  ['an unknown icon', replace(PLOMERIA, 'icon: gauge }', 'icon: llave-inglesa }'), `content/${PLOMERIA}: cards.5.icon: unknown icon "llave-inglesa"`],
  ['a number where text is expected', replace(PLOMERIA, /^name: .*$/m, 'name: 123'), `content/${PLOMERIA}: name: expected text, got the number 123`],
  ['text where a list is expected', replace(PLOMERIA, /^keywords: .*$/m, 'keywords: plomería'), `content/${PLOMERIA}: keywords: expected a list, got the text "plomería"`],
  ['a day that is not in the calendar', replace(PLOMERIA, /^updated: .*$/m, 'updated: 2026-02-30'), `content/${PLOMERIA}: updated: 2026-02-30 is not a day of the calendar`],
  ['a date written the other way round', replace(PLOMERIA, /^updated: .*$/m, 'updated: 15/01/2026'), `content/${PLOMERIA}: updated: must be a date written YYYY-MM-DD`],
  ['a description too short for search results', replace(PLOMERIA, /^description: .*$/m, 'description: Plomería.'), `content/${PLOMERIA}: description: must have at least 70 characters`],
  ['a group that does not exist', replace(PLOMERIA, /^group: .*$/m, 'group: plomeria'), `content/${PLOMERIA}: group: Invalid option`],
  ['a YAML syntax error', replace(PLOMERIA, /^name: (.*)$/m, 'name: $1: roto'), `content/${PLOMERIA}: YAML syntax error at line 2, column`],
  ['no front matter', change(PLOMERIA, (text) => text.replace(/^---\n[\s\S]*?\n---\n/, '')), `content/${PLOMERIA}: front matter is missing`],
  ['a Latin-1 file', change(PLOMERIA, (text) => Buffer.from(text, 'latin1')), `content/${PLOMERIA}: line 2: the file is not UTF-8 text`],
  ['a slug already taken by a fixed page', create('servicios/constructor.md', ''), 'content/servicios/constructor.md'],
  ['an alias that is another page', replace(PLOMERIA, /^group: /m, 'aliases: [electricidad]\ngroup: '), `content/${PLOMERIA}: aliases.0: "electricidad" is already the slug of`],
  ['two services with one name', replace('servicios/electricidad.md', /^name: .*$/m, 'name: Plomería'), `content/${PLOMERIA}: name: "Plomería" is already the name of`],
  ['a card linking nowhere', replace(PLOMERIA, 'icon: droplet }', 'icon: droplet, link: /servicios/no-existe }'), `content/${PLOMERIA}: cards.0.link: links to "/servicios/no-existe", which is not a page of the site`],
  ['a body linking nowhere', append(CONSEJO, '[Precios](/precios)'), `content/${CONSEJO}: body: links to "/precios", which is not a page of the site`],
  ['an unknown placeholder', append(CONSEJO, 'Llámanos al {{telefono}}.'), `content/${CONSEJO}: body: line 13: unknown placeholder {{telefono}}; known:`],
  ['a script in a body', append(CONSEJO, '<script>alert(1)</script>'), `content/${CONSEJO}: body: line 13: <script> is not allowed`],
  ['an event handler in a body', append(CONSEJO, '<a href="/blog" onclick="alert(1)">blog</a>'), `content/${CONSEJO}: body: line 13: the attribute onclick of <a> is not allowed`],
  ['a javascript: link in a body', append(CONSEJO, '[clic](javascript:alert(1))'), `content/${CONSEJO}: body: line 13: the link "javascript:alert(1)" is not allowed`],
  ['an iframe in a body', append(CONSEJO, '<iframe src="https://example.com"></iframe>'), `content/${CONSEJO}: body: line 13: <iframe> is not allowed`],
  ['an h1 in a body', append(CONSEJO, '# Otro título'), `content/${CONSEJO}: body: line 13: <h1> is not allowed in a body`],
  ['a picture that is not in fotos/', append(CONSEJO, '![Una llave](fotos/llave.jpg)'), `content/${CONSEJO}: body: line 13: image "fotos/llave.jpg" is not a photo in content/fotos/`],
  ['an empty photo shown in a body', async (c) => {
    await create('fotos/vacia.jpg', '')(c);
    await append(CONSEJO, '![Una llave](fotos/vacia.jpg)')(c);
  }, `content/${CONSEJO}: body: line 13: image "fotos/vacia.jpg": content/fotos/vacia.jpg is not a readable image`],
  ['a phone number without the country code', replace('site.yaml', /^phone: .*$/m, 'phone: "3001234567"'), 'content/site.yaml: phone: must be 57 followed by 10 digits, e.g. 573001234567'],
  ['a site address over http', replace('site.yaml', /^url: .*$/m, 'url: http://fixture.example'), 'content/site.yaml: url: must be an absolute https:// address (the site is served with HSTS)'],
  ['a site address with a fragment', replace('site.yaml', /^url: .*$/m, 'url: https://fixture.example/#inicio'), 'content/site.yaml: url: "https://fixture.example/#inicio" must not carry a fragment'],
  ['a site address with a query', replace('site.yaml', /^url: .*$/m, 'url: https://fixture.example/?ref=1'), 'content/site.yaml: url: "https://fixture.example/?ref=1" must not carry a query'],
  ['a site address with credentials', replace('site.yaml', /^url: .*$/m, 'url: https://admin:clave@fixture.example'), 'content/site.yaml: url: "https://admin:clave@fixture.example" must not carry a user name or password'],
  ['a site address with a path but no BASE_PATH', replace('site.yaml', /^url: .*$/m, 'url: https://fixture.example/sitio'), 'content/site.yaml: url: "https://fixture.example/sitio" has the path /sitio, so the site would be served under it: set BASE_PATH=/sitio'],
  ['markup in the brand', replace('site.yaml', /^brand: .*$/m, 'brand: <b>Fixture</b>'), 'content/site.yaml: brand: must be plain text'],
  ['an editor branch that climbs out', append('site.yaml', 'editor:\n  backend: github\n  repo: usuario/sitio\n  branch: ../../main'), 'content/site.yaml: editor.branch: must be a branch name such as "main"'],
  ['a service file named with spaces, accents and capitals', async (c) => fs.rename(path.join(c, 'servicios/limpieza.md'), path.join(c, 'servicios/Reparación de Calzado.md')),
    'content/servicios/Reparación de Calzado.md: rename it to reparacion-de-calzado.md: the page\'s address is made from the file\'s name'],
  ['an image written as HTML', append(CONSEJO, '<img src="https://fotos.example/p.png" alt="Una fuga">'), `content/${CONSEJO}: body: line 13: <img> written as HTML is not allowed`],
  ['a relative link in a body', append(CONSEJO, '[Otro servicio](../servicios/no-existe)'), `content/${CONSEJO}: body: line 13: the link "../servicios/no-existe" is relative`],
  ['an HTML comment never closed', replace(CONSEJO, 'Un párrafo de prueba.', '<!-- borrador\n\nUn párrafo de prueba.'), `content/${CONSEJO}: body: line 11: an HTML comment "<!--" is never closed with "-->"`],
  ['a body heading with the id of the menu', append(CONSEJO, '## Menú'), `content/${CONSEJO}: body: the heading "Menú" gives the id "menu", which /blog/consejo already has; reword the heading`],
  ['a body pasted far too large', append(CONSEJO, 'palabra '.repeat(80_000)), `content/${CONSEJO}: is 0.6 MB; a content file may hold at most 512 KB of text`],
  ['a NUL byte in a body', append(CONSEJO, 'Texto\0roto.'), `content/${CONSEJO}: line 13: the file holds a NUL byte, which is not text`],
  ['a folder where a content file goes', async (c) => {
    await fs.rm(path.join(c, 'inicio.md'));
    await fs.mkdir(path.join(c, 'inicio.md'));
  }, 'content/inicio.md: is a folder; it must be a text file named inicio.md'],
  ['a named pipe among the service pages', async (c) => void (await promisify(execFile)('mkfifo', [path.join(c, 'servicios/tuberia.md')])),
    'content/servicios/tuberia.md: is not a regular file (a named pipe or a device?)'],
  ['a folder inside fotos/', create('fotos/vacaciones/playa.jpg', 'x'), 'content/fotos/vacaciones: is a folder; photos go straight into fotos/ itself'],
  ['a photo named as a phone names it', create('fotos/IMG 2031.JPG', 'x'), 'content/fotos/IMG 2031.JPG: rename it to img-2031.jpg'],
  ['a NIT written loosely', replace('site.yaml', /^  nit: .*$/m, '  nit: "9001234567"'), 'content/site.yaml: legal.nit: must be a NIT written 900.123.456-7'],
  ['a page of paginas/ missing', remove('paginas/admin.md'), 'content/paginas/admin.md: file is missing'],
  ['an unexpected file in paginas/', create('paginas/precios.md', '---\ntitle: x\n---\n'), 'content/paginas/precios.md: unexpected file; this folder holds'],
];

describe('a bad content file', () => {
  it.each(CONTENT_FAULTS)('%s: exit 1, one line, previous output intact', async (name, defect, expected) => {
    const content = await fixtureSite('base');
    await defect(content);
    const out = path.join(scratch, name.replace(/\W+/g, '-'));
    await fs.cp(previous, out, { recursive: true });
    const { code, errors } = await run(['--content', content, '--out', out]);
    expect(code).toBe(1);
    const lines = errors.slice(1).map((line) => line.replace(/^.*?(?=content\/)/, ''));
    expect(lines.filter((line) => line.startsWith(expected)), errors.join('\n')).toHaveLength(1);
    // The folder named is the one given with --out, not dist/.
    expect(errors[0]).toMatch(/^Build stopped: \d+ content problems?; (.*) was left as it was\.$/);
    expect(errors[0]).toContain(`; ${out} was left as it was.`);
    expect(await snapshot(out)).toEqual(previousFiles);
    expect((await fs.readdir(scratch)).filter((n) => /\.tmp-\d+$/.test(n))).toEqual([]);
  });
});

describe('a wrong address setting in the environment', () => {
  it.each([
    ['SITE_URL without a scheme', { SITE_URL: 'www.servictg.co' }, 'SITE_URL: "www.servictg.co" must be an absolute address such as https://www.example.com'],
    ['SITE_URL with a fragment', { SITE_URL: 'https://fixture.example/#inicio' }, 'SITE_URL: "https://fixture.example/#inicio" must not carry a fragment'],
    ['SITE_URL with a query', { SITE_URL: 'https://fixture.example/?a=1' }, 'SITE_URL: "https://fixture.example/?a=1" must not carry a query'],
    ['SITE_URL on another scheme', { SITE_URL: 'ftp://fixture.example' }, 'SITE_URL: "ftp://fixture.example" must start with https:// or http://'],
    ['SITE_URL without the BASE_PATH', { SITE_URL: 'https://usuario.github.io', BASE_PATH: '/sitio' }, 'SITE_URL: "https://usuario.github.io" must end with BASE_PATH /sitio'],
    ['a BASE_PATH with a quote', { BASE_PATH: '/a"><script>' }, 'BASE_PATH: "/a\"><script>" must be a path such as /servictg'],
    ['a BASE_PATH with a space', { BASE_PATH: '/mi sitio' }, 'BASE_PATH: "/mi sitio" must be a path such as /servictg'],
    ['PREVIEW other than 1', { PREVIEW: 'true' }, 'PREVIEW: "true" must be 1 (a preview build) or unset'],
  ])('%s: exit 1, one line naming the variable, previous output intact', async (name, env: Record<string, string>, expected) => {
    const content = await fixtureSite('base');
    const out = path.join(scratch, `env-${name.replace(/\W+/g, '-')}`);
    await fs.cp(previous, out, { recursive: true });
    const { code, errors } = await run(['--content', content, '--out', out], env);
    expect(code).toBe(1);
    expect(errors.slice(1), errors.join('\n')).toEqual([expect.stringMatching(new RegExp(`^${expected.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))]);
    expect(await snapshot(out)).toEqual(previousFiles);
  });
});

describe('a wrong command line', () => {
  const USAGE_FAULTS: [string, (content: string) => string[], string][] = [
    ['an output folder that is the content folder', (content) => ['--out', content], 'it overlaps'],
    ['an output folder inside the content folder', (content) => ['--out', path.join(content, 'dist')], 'it overlaps'],
    ['an output folder holding the content folder', (content) => ['--out', path.dirname(path.dirname(content))], 'refusing to write the site into'],
    ['an unknown option', () => ['--salida', 'x'], "Unknown option '--salida'"],
    ['a file as the content folder', (content) => ['--content', path.join(content, 'site.yaml')], 'site.yaml is a file; give --content the folder that holds site.yaml'],
  ];
  it.each(USAGE_FAULTS)('%s: exit 1, one line, the content untouched', async (_name, args, expected) => {
    const content = await fixtureSite('base');
    const before = await snapshot(content);
    const { code, errors } = await run(['--content', content, ...args(content)]);
    expect(code).toBe(1);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^Build stopped: /);
    expect(errors[0]).toContain(expected);
    expect(await snapshot(content)).toEqual(before);
  });

  it('refuses to replace a folder with files no build wrote', async () => {
    const precious = path.join(scratch, 'fotos-de-la-boda');
    await fs.mkdir(precious, { recursive: true });
    await fs.writeFile(path.join(precious, 'foto.jpg'), 'irreplaceable');
    const { code, errors } = await run(['--content', await fixtureSite('base'), '--out', precious]);
    expect(code).toBe(1);
    expect(errors[0]).toContain('it holds files that no build of the site wrote');
    expect(await fs.readFile(path.join(precious, 'foto.jpg'), 'utf8')).toBe('irreplaceable');
  });

  it.each([
    ['a file of notes', (project: string) => path.join(project, 'NOTAS.txt')],
    ["the project's package.json", (project: string) => path.join(project, 'package.json')],
    ['a link to a folder', (project: string) => path.join(project, 'enlace')],
  ])('refuses %s as the output folder, and leaves it as it was', async (_name, target) => {
    const content = await fixtureSite('base');
    const project = path.dirname(content);
    await fs.writeFile(path.join(project, 'NOTAS.txt'), 'notas del dueño');
    await fs.writeFile(path.join(project, 'package.json'), '{}');
    // An empty folder behind the link: a link would be replaced by a folder, its target left empty.
    await fs.mkdir(path.join(project, 'web'));
    await fs.symlink(path.join(project, 'web'), path.join(project, 'enlace'));
    const before = await snapshot(project);
    const { code, errors } = await run(['--content', content, '--out', target(project)]);
    expect(code).toBe(1);
    expect(errors).toEqual([expect.stringMatching(/: it is (a file, not a folder|a symbolic link; give the folder it points to)\. Choose another output folder/)]);
    expect(await snapshot(project)).toEqual(before);
    expect(await fs.readdir(project)).not.toContain(expect.stringMatching(/\.(tmp|old)-/));
  });
});

describe('input that is unusual but fine', () => {
  it.each([
    ['a byte-order mark', (text: string) => `\uFEFF${text}`],
    ['Windows line endings', (text: string) => text.replace(/\n/g, '\r\n')],
  ])('%s builds', async (_name, edit) => {
    const content = await fixtureSite('base');
    await change(PLOMERIA, edit)(content);
    const { code, errors } = await run(['--content', content, '--out', path.join(scratch, `ok-${_name.replace(/\W+/g, '-')}`)]);
    expect(errors).toEqual([]);
    expect(code).toBe(0);
  });

  it('an unreadable photo that no page shows is a warning, not a failure', async () => {
    const content = await fixtureSite('base');
    await create('fotos/rota.jpg', Buffer.from([0xff, 0xd8, 0xff]))(content);
    const { code, warnings } = await run(['--content', content, '--out', path.join(scratch, 'ok-broken-photo')]);
    expect(code).toBe(0);
    // Named in the folder given with --content, not in the project's content/.
    const named = `warning: ${path.relative(projectDir, content)}/fotos/rota.jpg: not a readable image`;
    expect(warnings.filter((w) => w.startsWith(named)), warnings.join('\n')).toHaveLength(1);
  });
});
