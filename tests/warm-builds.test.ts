// What a command-line build keeps for the next one. The checked entries (pipeline/content/entry-store.ts): a build uses them,
// checks a changed file again, comes out byte for byte as a build that checks everything, and leaves only the entries
// it used; what is reused is decided by the key alone. The Fluent icons it drew (keepDrawnEmoji in
// pipeline/pictures/emoji.ts): a warm build draws from them instead of reading the 9 MB set, comes out the same, keeps only
// what it drew, and a file of another version of the set is not read. The bundled scripts and stylesheet
// (keptAssets in pipeline/render/assets.ts): made again when anything they are made from changes, templates/ included. The
// pictures: linked from the cache into a fresh output, and the cache's copy never changed by writing the output again.
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build as buildSite } from '../pipeline/build.ts';
import { diskStore, entryKey, memoStore, type Checked } from '../pipeline/content/entry-store.ts';
import { createMemo } from '../pipeline/memo.ts';
import { BUILT_MARK, liveOutput } from '../pipeline/output/write.ts';
import { fixtureSite, removeFixtureSites, runCommand } from './helpers/fixtures.ts';
import { projectDir } from './helpers/site.ts';

const { version } = createRequire(import.meta.url)('@iconify-json/fluent-emoji-flat/package.json') as { version: string };
let scratch: string;
let content: string;
const PLOMERIA = 'servicios/plomeria.md';

async function build(out: string, cache: string): Promise<void> {
  const { code, errors } = await runCommand(['--content', content, '--out', out, '--cache', cache, '--any-catalogue-size']);
  expect(errors).toEqual([]);
  expect(code).toBe(0);
}

const entriesIn = async (cache: string) => (await fs.readdir(path.join(cache, 'entries'))).filter((f) => f.endsWith('.json'));
const picture = (out: string) => fs.readFile(path.join(out, 'img', 'servicios', 'plomeria.svg'), 'utf8');
const page = (out: string) => fs.readFile(path.join(out, 'servicios', 'plomeria.html'), 'utf8');

beforeAll(async () => {
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'warm-builds-'));
  content = await fixtureSite('base');
}, 60_000);
afterAll(async () => {
  await removeFixtureSites();
  await fs.rm(scratch, { recursive: true, force: true });
});

describe('stored entries', () => {
  it('give the same site byte for byte as checking every file, and are used by the next build', async () => {
    const cache = path.join(scratch, 'cache');
    await build(path.join(scratch, 'cold'), cache);
    await build(path.join(scratch, 'warm'), cache);
    // All but the build's mark, which names the folder it was written in.
    const files = (await fs.readdir(path.join(scratch, 'cold'), { recursive: true, withFileTypes: true })).filter((d) => d.isFile() && d.name !== BUILT_MARK);
    expect(files.length).toBeGreaterThan(20);
    for (const d of files) {
      const relative = path.relative(path.join(scratch, 'cold'), path.join(d.parentPath, d.name));
      expect((await fs.readFile(path.join(scratch, 'warm', relative))).equals(await fs.readFile(path.join(d.parentPath, d.name))), relative).toBe(true);
    }

    // An entry altered in the store shows on the page: the build took it instead of checking the file.
    const cold = await page(path.join(scratch, 'cold'));
    const stored = await entriesIn(cache);
    let altered = 0;
    for (const file of stored) {
      // Read as JSON: the store escapes every character outside ASCII.
      const text = JSON.stringify(JSON.parse(await fs.readFile(path.join(cache, 'entries', file), 'utf8')));
      if (!text.includes('Reparamos fugas y tuberías en una página de prueba.')) continue;
      await fs.writeFile(path.join(cache, 'entries', file), text.replace('Reparamos fugas', 'Entrada guardada: reparamos fugas'));
      altered++;
    }
    expect(altered).toBe(1);
    await build(path.join(scratch, 'altered'), cache);
    expect(await page(path.join(scratch, 'altered'))).toContain('Entrada guardada: reparamos fugas');

    // The file edited: checked again, and the altered entry, no longer used, is gone.
    await fs.writeFile(path.join(content, PLOMERIA), (await fs.readFile(path.join(content, PLOMERIA), 'utf8')).replace('Reparamos fugas', 'Arreglamos fugas'));
    await build(path.join(scratch, 'edited'), cache);
    const edited = await page(path.join(scratch, 'edited'));
    expect(edited).toContain('Arreglamos fugas');
    expect(edited).not.toContain('Entrada guardada');
    expect(edited).not.toBe(cold);
    expect((await entriesIn(cache)).length).toBe(stored.length);
  }, 60_000);

  it('are found by the file’s name, its bytes and the settings, and checked only when none is kept', () => {
    const checked: Checked = { problems: [{ file: 'content/x.md', field: 'name', reason: 'required field is missing' }] };
    const bytes = Buffer.from('---\nname: x\n---\n');
    const key = entryKey('content/x.md', bytes, 'settings');
    expect(entryKey('content/y.md', bytes, 'settings')).not.toBe(key);
    expect(entryKey('content/x.md', Buffer.from('---\nname: y\n---\n'), 'settings')).not.toBe(key);
    expect(entryKey('content/x.md', bytes, 'other settings')).not.toBe(key);
    const memo = createMemo();
    const store = memoStore(memo);
    let checks = 0;
    const check = () => (checks++, checked);
    expect(store.reuse(key, check)).toBe(checked);
    expect(store.reuse(key, check)).toBe(checked);
    expect(checks).toBe(1);
    // A build that did not use an entry lets it go.
    memo.sweep();
    memo.sweep();
    store.reuse(key, check);
    expect(checks).toBe(2);

    const cache = path.join(scratch, 'unit');
    const first = diskStore(cache, projectDir);
    expect(first.reuse('x', check)).toEqual(checked);
    first.close();
    const second = diskStore(cache, projectDir);
    expect(second.reuse('x', check)).toEqual(checked);
    expect(checks).toBe(3);
    second.reuse('y', check);
    expect(checks).toBe(4);
  });

  it('are told apart by the code that checks them, the templates a body’s photos are written with included', async () => {
    const project = path.join(scratch, 'project');
    for (const file of ['pipeline/content/check.ts', 'templates/components/Photo.tsx', 'package-lock.json']) {
      await fs.mkdir(path.dirname(path.join(project, file)), { recursive: true });
      await fs.writeFile(path.join(project, file), file);
    }
    const cache = path.join(project, '.cache');
    const checked: Checked = { problems: [] };
    let checks = 0;
    const check = () => (checks++, checked);
    diskStore(cache, project).reuse('x', check);
    expect(diskStore(cache, project).reuse('x', check)).toEqual(checked);
    expect(checks).toBe(1);
    await fs.writeFile(path.join(project, 'pipeline/content/check.ts'), 'changed');
    diskStore(cache, project).reuse('x', check);
    expect(checks).toBe(2);
    await fs.writeFile(path.join(project, 'templates/components/Photo.tsx'), 'changed');
    diskStore(cache, project).reuse('x', check);
    expect(checks).toBe(3);
  });
});

describe('the Fluent icons a build drew', () => {
  it('are kept by the set’s version, only those, and drawn from by the next build as the whole set would draw them', async () => {
    const cache = path.join(scratch, 'cache');
    const kept = path.join(cache, 'emoji', `fluent-emoji-flat-${version}.json`);
    await build(path.join(scratch, 'cold'), cache);
    const icons = Object.keys((JSON.parse(await fs.readFile(kept, 'utf8')) as { icons: object }).icons);
    // The plumbing page's toolbox among a handful: the drawn ones, not the set's 3,000.
    expect(icons).toContain('toolbox');
    expect(icons.length).toBeLessThan(40);

    await build(path.join(scratch, 'warm'), cache);
    expect(await picture(path.join(scratch, 'warm'))).toBe(await picture(path.join(scratch, 'cold')));

    // A colour changed in the kept toolbox shows in the next picture: it was drawn from the kept icons.
    const text = await fs.readFile(kept, 'utf8');
    expect(text).toContain('#321b41');
    await fs.writeFile(kept, text.replaceAll('#321b41', '#0a0b0c'));
    await build(path.join(scratch, 'altered'), cache);
    expect(await picture(path.join(scratch, 'altered'))).toContain('#0a0b0c');

    // Kept under another version of the set, the same file is not read: the picture is the set's own again.
    await fs.writeFile(kept, text.replaceAll('#321b41', '#0a0b0c'));
    await fs.rename(kept, kept.replace(version, '0.0.1'));
    await build(path.join(scratch, 'other-version'), cache);
    expect(await picture(path.join(scratch, 'other-version'))).toBe(await picture(path.join(scratch, 'cold')));
  }, 120_000);
});

describe('the assets a build bundled', () => {
  it('are read back while nothing they are made from changed, and made again when a module of templates/ that a script imports does', async () => {
    // A project of its own, whose templates can change: the pipeline and the installed packages are the real ones.
    const project = path.join(scratch, 'assets-project');
    for (const folder of ['client', 'templates']) await fs.cp(path.join(projectDir, folder), path.join(project, folder), { recursive: true });
    for (const source of ['pipeline', 'package-lock.json', 'public']) await fs.symlink(path.join(projectDir, source), path.join(project, source));
    const cache = path.join(scratch, 'assets-cache');
    const scripts = async () => {
      const { files } = await buildSite({ projectDir: project, contentDir: content, write: false, cacheDir: cache, check: { anyCatalogueSize: true } });
      return files.filter((f) => f.path.endsWith('.js')).map((f) => `${f.path} ${Buffer.from(f.contents).toString('utf8')}`).sort();
    };
    const kept = async () => fs.readdir(path.join(cache, 'assets'));
    const first = await scripts();
    const [file] = await kept();
    const { mtimeMs } = await fs.stat(path.join(cache, 'assets', file!));
    expect(await scripts()).toEqual(first);
    expect(await kept()).toEqual([file]);
    expect((await fs.stat(path.join(cache, 'assets', file!))).mtimeMs).toBe(mtimeMs);

    // The request builder's script carries the urgency labels of templates/whatsapp-message.ts.
    const message = path.join(project, 'templates', 'whatsapp-message.ts');
    await fs.writeFile(message, (await fs.readFile(message, 'utf8')).replace("'Hoy mismo'", "'Hoy, por favor'"));
    const second = await scripts();
    expect(second.find((s) => s.startsWith('assets/site+request-builder'))).toContain('Hoy, por favor');
    expect(await kept()).not.toEqual([file]);
    expect(await kept()).toHaveLength(1);
  }, 120_000);
});

describe('the pictures a build keeps', () => {
  it('are linked into a fresh output, and writing over one there (the dev server) leaves the cache’s copy as it was', async () => {
    const out = path.join(scratch, 'linked');
    const cache = path.join(scratch, 'linked-cache');
    await build(out, cache);
    const shown = path.join(out, 'img', 'servicios', 'plomeria.svg');
    const { ino, nlink } = await fs.stat(shown);
    expect(nlink).toBeGreaterThan(1);
    const drawings = path.join(cache, 'drawings');
    const names = await fs.readdir(drawings);
    const kept = (await Promise.all(names.map(async (name) => ((await fs.stat(path.join(drawings, name))).ino === ino ? path.join(drawings, name) : undefined)))).find(Boolean)!;
    const before = await fs.readFile(kept, 'utf8');
    expect(before).toBe(await fs.readFile(shown, 'utf8'));

    const live = liveOutput(out, new Map());
    await live.write('pictures', [{ path: 'img/servicios/plomeria.svg', contents: '<svg xmlns="http://www.w3.org/2000/svg"/>' }]);
    expect(await fs.readFile(shown, 'utf8')).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(await fs.readFile(kept, 'utf8')).toBe(before);
  }, 120_000);
});
