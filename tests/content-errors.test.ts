// Bad content stops the build with "file: field: reason", exit code 1, and the previous dist/ untouched.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../pipeline/build.ts';
import { ContentError } from '../pipeline/errors.ts';
import { contentCopier, type ContentCopier } from './helpers/content-copy.ts';
import { projectDir } from './helpers/site.ts';

const PLOMERO = 'servicios/servicio-de-plomero-en-cartagena.md';
let scratch: string;
let contentWith: ContentCopier;

beforeAll(async () => {
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'content-errors-'));
  contentWith = contentCopier(scratch);
});
afterAll(async () => {
  await fs.rm(scratch, { recursive: true, force: true });
});

async function problemsOf(contentDir: string): Promise<string[]> {
  try {
    await build({ projectDir, contentDir, write: false });
  } catch (error) {
    if (error instanceof ContentError) return error.message.split('\n').map((line) => line.replace(/^.*?content\//, 'content/'));
    throw error;
  }
  throw new Error('the build passed');
}

const dropLine = (pattern: RegExp) => (s: string) => s.replace(pattern, '');
const dropCard = (s: string) => s.replace(/\n  - title: [^\n]*\n    description: [^\n]*\n    icon: [^\n]*(\n    link: [^\n]*)?/, '');

const CASES: [string, Record<string, (s: string) => string | null>, string][] = [
  ['missing field', { [PLOMERO]: dropLine(/^description: .*\n/m) }, `content/${PLOMERO}: description: required field is missing`],
  ['unknown field', { [PLOMERO]: (s) => s.replace(/^group: /m, 'precio: consultar\ngroup: ') }, `content/${PLOMERO}: precio: unknown field`],
  ['five cards', { [PLOMERO]: dropCard }, `content/${PLOMERO}: cards: expected 6 items, got 5`],
  ['three benefits', { [PLOMERO]: (s) => s.replace(/\nbenefits:\n  - title: [^\n]*\n    description: [^\n]*/, '\nbenefits:') }, `content/${PLOMERO}: benefits: expected 4 items, got 3`],
  ['unknown icon', { [PLOMERO]: (s) => s.replace(/^  icon: .*$/m, '  icon: llave-inglesa') }, `content/${PLOMERO}: illustration.icon: unknown icon "llave-inglesa"`],
  ['duplicate slug', { 'servicios/constructor.md': () => '---\nname: x\n---\n' }, 'content/servicios/constructor.md'],
  ['alias collides with a page', { [PLOMERO]: (s) => s.replace(/^aliases: .*$/m, 'aliases: [servicio-de-electricista-en-cartagena]') }, `content/${PLOMERO}: aliases.0: "servicio-de-electricista-en-cartagena" is already the slug of`],
  ['dead card link', { [PLOMERO]: (s) => s.replace(/^    icon: (.*)$/m, '    icon: $1\n    link: /servicios/no-existe') }, `content/${PLOMERO}: cards.0.link: links to "/servicios/no-existe", which is not a page of the site`],
  ['dead Markdown link', { 'blog/ya-puedes-pedir-tecnicos-desde-la-app.md': (s) => `${s}\n[Precios](/precios)\n` }, 'content/blog/ya-puedes-pedir-tecnicos-desde-la-app.md: body: links to "/precios", which is not a page of the site'],
  ['dead hub link', { 'hubs/servicios-para-el-hogar.md': (s) => s.replace('/servicios/jardineros-en-cartagena', '/servicios/jardineros') }, 'content/hubs/servicios-para-el-hogar.md: categories.3.services.0.link: links to "/servicios/jardineros", which is not a page of the site'],
  ['malformed phone', { 'site.yaml': (s) => s.replace(/^phone: .*$/m, 'phone: "3001234567"') }, 'content/site.yaml: phone: must be 57 followed by 10 digits, e.g. 573001234567'],
  ['malformed URL', { 'site.yaml': (s) => s.replace(/^  facebook: .*$/m, '  facebook: facebook.com/servictg') }, 'content/site.yaml: social.facebook: must be an absolute http(s) URL'],
  ['catalogue group short of a page', { [PLOMERO]: () => null }, 'content/servicios: group: the catalogue group "reparaciones" needs 13 service pages, got 12'],
  ['YAML syntax error', { [PLOMERO]: (s) => s.replace(/^name: (.*)$/m, 'name: $1: roto') }, `content/${PLOMERO}: YAML syntax error at line 2, column`],
];

describe('bad content', () => {
  it.each(CASES)('%s stops the build with file, field and reason', async (name, edits, expected) => {
    const problems = await problemsOf(await contentWith(name.replace(/\W+/g, '-'), edits));
    expect(problems.some((line) => line.startsWith(expected)), problems.join('\n')).toBe(true);
  });

  it('reports every problem of a file at once, one per line', async () => {
    const dir = await contentWith('several', { [PLOMERO]: (s) => dropCard(dropLine(/^description: .*\n/m)(s)) });
    const problems = await problemsOf(dir);
    expect(problems).toEqual(expect.arrayContaining([
      `content/${PLOMERO}: description: required field is missing`,
      `content/${PLOMERO}: cards: expected 6 items, got 5`,
    ]));
  });

  it('exits with code 1 from the command line and leaves the previous output as it was', async () => {
    const out = path.join(scratch, 'out');
    await fs.mkdir(out, { recursive: true });
    await fs.writeFile(path.join(out, 'index.html'), 'previous build');
    const content = await contentWith('cli', { [PLOMERO]: dropCard });
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'build.ts', '--content', content, '--out', out], { cwd: projectDir });
    const failure = await run.then(() => undefined, (error: { code: number; stderr: string }) => error);
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('servicio-de-plomero-en-cartagena.md: cards: expected 6 items, got 5');
    expect(await fs.readFile(path.join(out, 'index.html'), 'utf8')).toBe('previous build');
    expect(await fs.readdir(scratch)).not.toContain(expect.stringMatching(/^out\.tmp-/));
  });
});
