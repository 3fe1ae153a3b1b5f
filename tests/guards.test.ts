// Every guard of the build has a test here that fails when the guard is removed: one URL per page and one name per
// service (pipeline/content/check.ts), one source per output file (pipeline/output/write.ts), and no output folder that would
// replace the project (pipeline/output/write.ts), and no stylesheet that would end its inline <style> element early
// (pipeline/render/assets.ts). Path traversal is covered in tests/servers.test.ts.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleAssets } from '../pipeline/render/assets.ts';
import { build } from '../pipeline/build.ts';
import { splitStylesheet } from '../pipeline/render/page-styles.ts';
import { renderPage } from '../pipeline/render/render.tsx';
import { PATHS } from '../pipeline/urls.ts';
import type { OutputFile } from '../pipeline/types.ts';
import { BUILT_MARK, markText, memoryOutput, openOutput } from '../pipeline/output/write.ts';
import { eventually } from './helpers/eventually.ts';
import { fixtureSite, problemsOf, projectOf, removeFixtureSites } from './helpers/fixtures.ts';
import { builtSite, projectDir } from './helpers/site.ts';

let scratch: string;

beforeAll(async () => {
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'guards-'));
});
afterAll(async () => {
  await removeFixtureSites();
  await fs.rm(scratch, { recursive: true, force: true });
});

/** A fresh folder of its own in the scratch folder. */
const folder = (name: string) => fs.mkdtemp(path.join(scratch, `${name}-`));
const html = (file: string, text: string): OutputFile => ({ path: file, contents: `<!doctype html><title>${text}</title>` });

/** An output folder as an earlier build left it: one file and the mark of a build. */
async function previousOutput(dir: string, file: string): Promise<string> {
  const out = path.join(dir, 'out');
  await fs.mkdir(out);
  await fs.writeFile(path.join(out, file), 'previous build');
  await fs.writeFile(path.join(out, BUILT_MARK), '');
  return out;
}

describe('one page per URL and one service per name (checkSlugsAndNames)', () => {
  it('refuses a service file named after a fixed page', async () => {
    expect(await problemsOf(await fixtureSite('duplicate-slug'))).toContain(
      'content/servicios/constructor.md: slug: "constructor" is already the slug of the page /servicios/constructor',
    );
  });

  it("refuses an alias that is another service's slug", async () => {
    expect(await problemsOf(await fixtureSite('duplicate-slug'))).toContain(
      'content/servicios/electricidad.md: aliases.0: "plomeria" is already the slug of content/servicios/plomeria.md',
    );
  });

  it("refuses an alias that is a hub's slug", async () => {
    expect(await problemsOf(await fixtureSite('alias-collides-with-page'))).toContain(
      'content/servicios/plomeria.md: aliases.0: "servicios-para-el-hogar" is already the slug of the page /servicios/servicios-para-el-hogar',
    );
  });

  it('refuses two services with one name', async () => {
    expect(await problemsOf(await fixtureSite('duplicate-name'))).toContain(
      'content/servicios/tuberias.md: name: "Plomería" is already the name of content/servicios/plomeria.md',
    );
  });
});

describe('one source per output file (ownership in write.ts)', () => {
  it('refuses two routes writing the same file, naming the path and both sources', async () => {
    const output = memoryOutput();
    await output.write('pages', [html('index.html', 'inicio'), html('servicios/plomeria.html', 'uno')]);
    await output.write('pages', [html('servicios/plomeria.html', 'otro')]);
    await expect(output.commit()).rejects.toThrow(new Error('Two sources write the same output file:\n  servicios/plomeria.html: pages, pages'));
  });

  it('refuses a route writing over a public/ file, listing every clashing path', async () => {
    const output = memoryOutput();
    await output.write('pages', [html('servicios.html', 'catálogo'), html('blog.html', 'blog')]);
    await output.write('public', [html('servicios.html', 'public'), html('blog.html', 'public'), html('favicon.svg', 'icono')]);
    await expect(output.commit()).rejects.toThrow(
      new Error('Two sources write the same output file:\n  servicios.html: pages, public\n  blog.html: pages, public'),
    );
  });

  it('on disk, swaps nothing in when two sources clash', async () => {
    const dir = await folder('clash-on-disk');
    const out = await previousOutput(dir, 'servicios.html');
    const output = await openOutput(out, { projectDir: path.join(dir, 'project'), sources: [] });
    await output.write('pages', [html('servicios.html', 'catálogo')]);
    await output.write('public', [html('servicios.html', 'public')]);
    await expect(output.commit()).rejects.toThrow('servicios.html: pages, public');
    await output.discard();
    expect(await fs.readFile(path.join(out, 'servicios.html'), 'utf8')).toBe('previous build');
    expect(await fs.readdir(dir)).toEqual(['out']);
  });

  it('stops a build whose public/ holds a file at the path of a page, and keeps the previous output', async () => {
    // The fixture project's public/ is the real one plus servicios.html, the catalogue's output file.
    const contentDir = await fixtureSite('public-clash');
    const dir = await folder('public-clash');
    const out = await previousOutput(dir, 'index.html');
    const built = build({ projectDir: projectOf(contentDir), contentDir, outDir: out, check: { anyCatalogueSize: true } });
    await expect(built).rejects.toThrow(new Error('Two sources write the same output file:\n  servicios.html: public, pages'));
    expect(await fs.readFile(path.join(out, 'index.html'), 'utf8')).toBe('previous build');
    expect(await fs.readdir(dir)).toEqual(['out']);
  });
});

describe('no output folder that would replace the project (openOutput)', () => {
  /** A stand-in project with one file in it, never the real project; `files` lists its folder and what is beside it. */
  async function project() {
    const dir = path.join(await folder('root'), 'project');
    await fs.mkdir(path.join(dir, 'content'), { recursive: true });
    await fs.writeFile(path.join(dir, 'content', 'inicio.md'), 'original');
    const files = async () => (await fs.readdir(path.dirname(dir), { recursive: true })).sort();
    return { dir, guard: { projectDir: dir, sources: [] }, files };
  }
  const refusal = (out: string) => `into ${out}: the output folder would replace the project`;

  it('refuses the project folder itself', async () => {
    const { dir, guard, files } = await project();
    const before = await files();
    await expect(openOutput(dir, guard)).rejects.toThrow(refusal(dir));
    await expect(openOutput(`${dir}/./`, guard)).rejects.toThrow(refusal(dir));
    expect(await files()).toEqual(before);
  });

  it('refuses a folder that contains the project', async () => {
    const { dir, guard, files } = await project();
    const before = await files();
    for (const out of [path.dirname(dir), path.dirname(path.dirname(dir))]) await expect(openOutput(out, guard)).rejects.toThrow(refusal(out));
    expect(await files()).toEqual(before);
  });

  it('accepts a folder inside the project or beside it', async () => {
    const { dir, guard, files } = await project();
    for (const out of [path.join(dir, 'dist'), path.join(dir, 'salida'), `${dir}-dist`]) {
      const output = await openOutput(out, guard);
      await output.write('pages', [html('index.html', 'Inicio')]);
      await output.commit();
      expect((await fs.readdir(out)).sort(), out).toEqual([BUILT_MARK, 'index.html']);
    }
    expect(await fs.readFile(path.join(dir, 'content', 'inicio.md'), 'utf8')).toBe('original');
    expect((await files()).filter((f) => !f.includes('dist') && !f.includes('salida'))).toEqual(['project', 'project/content', 'project/content/inicio.md']);
  });

  it('stops a build told to write into its project, before writing anything', async () => {
    const contentDir = await fixtureSite('base');
    const dir = projectOf(contentDir);
    // Its content, and its top level (client/, templates/ and public/ are links to the real project's).
    const files = async () => [...(await fs.readdir(dir)), ...(await fs.readdir(contentDir, { recursive: true }))].sort();
    const before = await files();
    await expect(build({ projectDir: dir, contentDir, outDir: dir, check: { anyCatalogueSize: true } })).rejects.toThrow(refusal(dir));
    expect(await files()).toEqual(before);
    expect(await fs.readdir(path.dirname(dir))).not.toContain(`${path.basename(dir)}.tmp-${process.pid}`);
  });
});

describe('no output folder that would lose the author work (openOutput)', () => {
  const guardFor = async () => {
    const dir = await folder('sources');
    const content = path.join(dir, 'content');
    await fs.mkdir(content, { recursive: true });
    await fs.writeFile(path.join(content, 'inicio.md'), 'original');
    return { dir, content, guard: { projectDir: path.join(await folder('elsewhere'), 'project'), sources: [content] } };
  };

  it('refuses the root of the disk', async () => {
    const { guard } = await guardFor();
    await expect(openOutput('/', guard)).rejects.toThrow('the output folder would replace the project');
  });

  it('refuses an output folder that is, contains or lies inside a source folder', async () => {
    const { dir, content, guard } = await guardFor();
    for (const out of [content, dir, path.join(content, 'dist')]) await expect(openOutput(out, guard)).rejects.toThrow(`it overlaps ${content}`);
    expect(await fs.readFile(path.join(content, 'inicio.md'), 'utf8')).toBe('original');
  });

  it('refuses a folder with files that no build wrote, and replaces one that a build marked', async () => {
    const { dir, guard } = await guardFor();
    const precious = path.join(dir, 'fotos-de-la-boda');
    await fs.mkdir(precious);
    await fs.writeFile(path.join(precious, 'foto.jpg'), 'irreplaceable');
    await expect(openOutput(precious, guard)).rejects.toThrow(`no ${BUILT_MARK} in it`);
    expect(await fs.readdir(precious)).toEqual(['foto.jpg']);

    const built = path.join(dir, 'built');
    await fs.mkdir(built);
    await fs.writeFile(path.join(built, BUILT_MARK), '');
    await fs.writeFile(path.join(built, 'index.html'), 'old');
    const output = await openOutput(built, guard);
    await output.write('pages', [html('index.html', 'new')]);
    await output.commit();
    expect(await fs.readFile(path.join(built, 'index.html'), 'utf8')).toContain('new');
    expect(await fs.readdir(built)).toContain(BUILT_MARK);
  });

  it('removes what builds killed mid-way left beside the output, and nothing of a build still running or a copy', async () => {
    const { dir, guard } = await guardFor();
    const out = await previousOutput(dir, 'index.html');
    const dead = 2 ** 22 + 12345; // above Linux's default pid_max, so no process has it
    const leftovers = [`out.tmp-${dead}`, `out.old-${dead}`, `out.tmp-${process.ppid}`];
    for (const name of leftovers) {
      await fs.mkdir(path.join(dir, name));
      await fs.writeFile(path.join(dir, name, BUILT_MARK), markText(name));
    }
    // A backup of the output (its mark names another folder) and folders no build made: named like leftovers only.
    const copies = ['out.old-20240101', `out.old-${dead + 1}`, `out.tmp-${dead + 1}`];
    await fs.writeFile(path.join(out, BUILT_MARK), markText(`out.tmp-${dead + 2}`));
    await fs.cp(out, path.join(dir, copies[0]!), { recursive: true });
    for (const name of copies.slice(1)) {
      await fs.mkdir(path.join(dir, name));
      await fs.writeFile(path.join(dir, name, 'nota.txt'), 'mía');
    }
    // Empty, with no mark: a build killed before it marked its staging folder; removing it loses nothing.
    await fs.mkdir(path.join(dir, `out.tmp-${dead + 3}`));
    await (await openOutput(out, guard)).discard();
    await eventually(async () => !(await fs.readdir(dir)).some((name) => [`out.tmp-${dead}`, `out.old-${dead}`].includes(name)));
    expect((await fs.readdir(dir)).sort()).toEqual(['content', 'out', `out.tmp-${process.ppid}`, ...copies].sort());
    expect(await fs.readFile(path.join(dir, copies[0]!, 'index.html'), 'utf8')).toBe('previous build');
  });
});

describe('a stylesheet that stays inside its <style> element (bundleAssets)', () => {
  it('refuses a stylesheet holding "</style", which would end the element and show the rest as text', async () => {
    const project = await folder('styles');
    await fs.symlink(path.join(projectDir, 'client'), path.join(project, 'client'));
    await fs.cp(path.join(projectDir, 'templates/styles'), path.join(project, 'templates/styles'), { recursive: true });
    await fs.appendFile(path.join(project, 'templates/styles/main.css'), '.x::after { content: "</style>"; }\n');
    await expect(bundleAssets(project, [['site']])).rejects.toThrow('templates/styles: the stylesheet contains "</style"');
  });

  it("puts a page's stylesheet in as it is, a \"$\" included (no replacement pattern)", async () => {
    const { site, pages } = await builtSite();
    const assets = await bundleAssets(projectDir, []);
    const rule = `body::after{content:"$' $&"}`;
    const page = pages.find((p) => p.url === PATHS.thanks)!;
    const html = String(renderPage(site, page, { ...assets, styleRules: splitStylesheet(`${assets.css}${rule}`) }));
    expect(/<style>([\s\S]*?)<\/style>/.exec(html)![1]).toContain(`content:"$' $&"`);
  });
});
