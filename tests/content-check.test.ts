// npm run check:content fails on each kind of copy problem it is there to catch.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jaccard, shingles, words } from '../scripts/content-metrics.ts';
import { contentCopier, type ContentCopier, type ContentEdits } from './helpers/content-copy.ts';
import { projectDir } from './helpers/site.ts';

const PLOMERO = 'servicios/servicio-de-plomero-en-cartagena.md';
const ELECTRICISTA = 'servicios/servicio-de-electricista-en-cartagena.md';
let scratch: string;
let contentWith: ContentCopier;
beforeAll(async () => {
  scratch = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'content-check-'));
  contentWith = contentCopier(scratch);
});
afterAll(() => fs.promises.rm(scratch, { recursive: true, force: true }));

async function check(name: string, edits: ContentEdits) {
  const dir = await contentWith(name, edits);
  const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/check-content.ts', dir], { cwd: projectDir, maxBuffer: 1 << 24 });
  return run.then(
    ({ stdout }) => ({ code: 0, out: stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, out: error.stdout + error.stderr }),
  );
}

/** The plumber page under another name, title and description: the near-duplicate the check exists to stop. */
function twinOfPlomero(): string {
  return fs.readFileSync(path.join(projectDir, 'content', PLOMERO), 'utf8')
    .replace(/^name: .*$/m, 'name: Electricidad')
    .replace(/^title: .*$/m, 'title: Electricista en Cartagena')
    .replace(/^description: .*$/m, 'description: Electricistas en Cartagena para tacos que saltan, tomacorrientes, cortos y cableado de casas y negocios.');
}

describe('content check', () => {
  it('passes the real content and prints its figures', async () => {
    const { code, out } = await check('real', {});
    expect(code).toBe(0);
    expect(out).toMatch(/Most similar service pages/);
    expect(out).toMatch(/Spelling: \d+ words checked, 0 unknown/);
  }, 60_000);

  it.each<[string, ContentEdits, RegExp]>([
    ['a misspelled word', { [PLOMERO]: (s) => `${s}\nLa tuberia quedó lista.\n` }, /spelling: "tuberia"/],
    ['a price', { [PLOMERO]: (s) => `${s}\nLa visita cuesta $ 50.000.\n` }, /names a price/],
    ['filler', { [PLOMERO]: (s) => `${s}\nlorem ipsum\n` }, /filler text "lorem"/],
    ['a duplicate description', { [ELECTRICISTA]: (s) => s.replace(/^description: .*$/m, 'description: "Plomero en Cartagena para fugas, tuberías rotas, sanitarios, llaves que gotean y poca presión en baños y cocinas. Escríbenos por WhatsApp."') }, /description: the same as/],
    ['a title over 65 characters', { [PLOMERO]: (s) => s.replace(/^title: .*$/m, 'title: Plomero en Cartagena para fugas, tuberías y baños y cocinas') }, /title: .* characters, at most 65/],
    ['two service pages sharing their copy', { [ELECTRICISTA]: () => twinOfPlomero() }, /copy overlaps/],
  ])('fails on %s', async (name, edits, message) => {
    const { code, out } = await check(name.replace(/\W+/g, '-'), edits);
    expect(code).toBe(1);
    expect(out).toMatch(message);
  }, 60_000);
});

describe('similarity measure', () => {
  it('is 1 for the same text, 0 for unrelated text', () => {
    const a = shingles(words('el técnico revisa la tubería de la cocina y cambia el sifón'));
    expect(jaccard(a, a)).toBe(1);
    expect(jaccard(a, shingles(words('las palmas del malecón se podan antes de la temporada de lluvias')))).toBe(0);
  });
});
