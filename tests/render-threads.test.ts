// Render threads (pipeline/scale/), which share a large site's pages among the cores, make every file byte for byte
// as the build's own thread does: this site, a site of a few hundred service pages made from it as the benchmark
// makes them, and a content problem found in a thread reads as it does without one. Such a site holds each service
// page as other pages see it, and each batch gets its pages' whole entries back.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../pipeline/build.ts';
import { checkServiceFiles, checkSite, serviceChecker } from '../pipeline/check.ts';
import { diskStore, memoryStore } from '../pipeline/entry-store.ts';
import { ContentError, formatProblem } from '../pipeline/errors.ts';
import { loadContent } from '../pipeline/load.ts';
import { planPages } from '../pipeline/pages.ts';
import { asOtherPagesSeeIt } from '../pipeline/render.tsx';
import { startRenderThreads } from '../pipeline/scale/render-threads.ts';
import { wholeEntries } from '../pipeline/scale/whole-entries.ts';
import type { MadeFile } from '../pipeline/types.ts';
import { syntheticContent } from '../scripts/synthetic-content.ts';
import { fixtureSite, projectOf, removeFixtureSites } from './helpers/fixtures.ts';
import { pictureCache, projectDir } from './helpers/site.ts';

let scratch: string;
beforeAll(async () => {
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'render-threads-'));
});
afterAll(async () => {
  await removeFixtureSites();
  await fs.rm(scratch, { recursive: true, force: true });
});

/** Every file of a build in memory, by path. */
async function filesOf(contentDir: string, threads: number, project = projectDir): Promise<Map<string, MadeFile['contents']>> {
  const { files } = await build({ projectDir: project, contentDir, write: false, cacheDir: pictureCache, threads, check: { anyCatalogueSize: true } });
  return new Map(files.map((f) => [f.path, f.contents]));
}

/** The paths whose contents differ between two builds, and those only one has. */
function differences(a: Map<string, MadeFile['contents']>, b: Map<string, MadeFile['contents']>): string[] {
  const bytes = (contents: MadeFile['contents']) => Buffer.from(contents);
  return [...new Set([...a.keys(), ...b.keys()])].filter((file) => !a.has(file) || !b.has(file) || !bytes(a.get(file)!).equals(bytes(b.get(file)!)));
}

describe('render threads', () => {
  it('make every file of this site as the build’s own thread does', async () => {
    const alone = await filesOf(path.join(projectDir, 'content'), 0);
    const shared = await filesOf(path.join(projectDir, 'content'), 1);
    expect(alone.size).toBeGreaterThan(250);
    expect(differences(alone, shared)).toEqual([]);
  }, 180_000);

  it('make every file of a site of 300 service pages as the build’s own thread does', async () => {
    const content = await syntheticContent(path.join(projectDir, 'content'), path.join(scratch, 'content'), 300);
    const alone = await filesOf(content, 0);
    const shared = await filesOf(content, 2);
    expect([...alone.keys()].filter((f) => f.startsWith('servicios/') && f.endsWith('.html')).length).toBeGreaterThanOrEqual(300);
    expect(differences(alone, shared)).toEqual([]);
  }, 300_000);

  it('run from the bundle that `npm run build` makes, with the same output', async () => {
    const content = await fixtureSite('base');
    const npmBuild = async (threads: number) => {
      const out = path.join(scratch, `bundle-${threads}`);
      const args = ['run', '--silent', 'build', '--', '--content', content, '--out', out, '--cache', pictureCache, '--any-catalogue-size', '--threads', String(threads)];
      await promisify(execFile)('npm', args, { cwd: projectDir });
      const names = (await fs.readdir(out, { recursive: true, withFileTypes: true })).filter((d) => d.isFile());
      return new Map(await Promise.all(names.map(async (d) => [path.relative(out, path.join(d.parentPath, d.name)), await fs.readFile(path.join(d.parentPath, d.name))] as const)));
    };
    const alone = await npmBuild(0);
    expect(alone.size).toBeGreaterThan(50);
    expect(differences(alone, await npmBuild(1))).toEqual([]);
  }, 180_000);

  it('report a problem found in a thread as the build’s own thread does', async () => {
    const content = await fixtureSite('base');
    await fs.appendFile(path.join(content, 'blog/consejo.md'), '\n## Menú\n');
    const problems = async (threads: number) => {
      const error = await build({ projectDir: projectOf(content), contentDir: content, write: false, cacheDir: pictureCache, threads, check: { anyCatalogueSize: true } }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ContentError);
      return (error as ContentError).problems.map(formatProblem);
    };
    const expected = 'content/blog/consejo.md: body: the heading "Menú" gives the id "menu", which /blog/consejo already has; reword the heading';
    expect(await problems(0)).toEqual([expected]);
    expect(await problems(1)).toEqual([expected]);
  }, 120_000);

  it('check shares of the service files in a thread as the build’s own thread does, and keep the entries it used', async () => {
    // Of three service files, once the thread has loaded, this thread checks the first and the thread the others:
    // break one of each.
    const content = await fixtureSite('base');
    for (const name of ['electricidad.md', 'plomeria.md']) {
      const file = path.join(content, 'servicios', name);
      await fs.writeFile(file, (await fs.readFile(file, 'utf8')).replace(/^title: .*$/m, 'title: ""'));
    }
    const raw = await loadContent(content, projectOf(content));
    const checkedIn = async (folder: string, threadCount: number) => {
      const store = diskStore(path.join(scratch, folder), projectOf(content));
      const options = { anyCatalogueSize: true, store, hold: asOtherPagesSeeIt };
      const threads = startRenderThreads(threadCount);
      try {
        await threads.ready;
        const checked = threadCount > 0 ? await threads.checkServices(raw, options) : serviceChecker(raw, options)(raw.services);
        store.close();
        return { ...checked, problems: checked.problems.map(formatProblem), kept: (await fs.readdir(path.join(scratch, folder, 'entries'))).sort() };
      } finally {
        await threads.close();
      }
    };
    const alone = await checkedIn('checked-alone', 0);
    expect(alone.problems.filter((problem) => / title: /.test(problem)).map((problem) => problem.split(':')[0])).toEqual(['content/servicios/electricidad.md', 'content/servicios/plomeria.md']);
    expect(alone.kept).toHaveLength(3);
    expect(await checkedIn('checked-shared', 1)).toEqual(alone);
  }, 120_000);

  it('hold each service page as other pages see it, and give each batch its whole entries from the stored ones', async () => {
    const content = await fixtureSite('base');
    const store = diskStore(path.join(scratch, 'held'), projectOf(content));
    const options = { projectDir: projectOf(content), contentDir: content, write: false, cacheDir: pictureCache, check: { anyCatalogueSize: true, store } } as const;
    const alone = await build({ ...options, threads: 0 });
    const shared = await build({ ...options, threads: 1 });
    expect(alone.site.services.every((entry) => entry.data.faq.length > 0)).toBe(true);
    expect(shared.site.services.every((entry) => entry.html === '' && !('faq' in entry.data))).toBe(true);
    const bytes = (files: MadeFile[]) => new Map(files.map((f) => [f.path, f.contents]));
    expect(differences(bytes(alone.files), bytes(shared.files))).toEqual([]);
  }, 120_000);

  it('give a batch the whole entries kept when its files were checked, without reading the files again', async () => {
    const content = await fixtureSite('base');
    const raw = await loadContent(content, projectOf(content));
    const store = memoryStore();
    const site = checkSite(raw, { anyCatalogueSize: true, hold: asOtherPagesSeeIt, store });
    const batch = planPages(site).filter((page) => page.content.kind === 'service');
    await Promise.all(raw.services.map((source) => fs.rm(source.absolute)));
    const whole = wholeEntries(site, raw.services, store)(batch).map((page) => (page.content.kind === 'service' ? page.content.entry : undefined));
    expect(whole).toHaveLength(raw.services.length);
    expect(whole.every((entry) => entry!.data.faq.length > 0)).toBe(true);
  });

  it('stop the build with the author’s problem when a service file is changed into a wrong one after the check', async () => {
    const content = await fixtureSite('base');
    const raw = await loadContent(content, projectOf(content));
    const site = checkSite(raw, { anyCatalogueSize: true, hold: asOtherPagesSeeIt });
    const [source] = raw.services;
    expect(checkServiceFiles([source!], site, undefined)[0]!.data.faq.length).toBeGreaterThan(0);
    const text = await fs.readFile(source!.absolute, 'utf8');
    await fs.writeFile(source!.absolute, text.replace(/^title: .*$/m, 'title: ""'));
    const error = (() => {
      try {
        checkServiceFiles([source!], site, undefined);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).problems.map(formatProblem)[0]).toMatch(new RegExp(`^${source!.file}: title: `));
  });
});
