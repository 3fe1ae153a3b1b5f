// A build writes beside the output folder and swaps it in whole; the previous output is deleted after the build
// by a process of its own, and nothing of it stays behind. A build killed at any step of that leaves a site the next
// build, failed or not, serves; an output on a mount point, where folders cannot be swapped, is refused in one line.
import { execFile, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../pipeline/build.ts';
import { BUILT_MARK } from '../pipeline/output/write.ts';
import { eventually } from './helpers/eventually.ts';
import { fixtureSite, removeFixtureSites, runCommand } from './helpers/fixtures.ts';
import { projectDir } from './helpers/site.ts';

it('replaces the previous output whole and then deletes it', async () => {
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'swap-'));
  try {
    const out = path.join(scratch, 'dist');
    await fs.mkdir(path.join(out, 'viejo'), { recursive: true });
    await fs.writeFile(path.join(out, 'viejo', 'pagina.html'), 'previous build');
    await fs.writeFile(path.join(out, BUILT_MARK), '');
    await build({ projectDir, outDir: out });

    expect(await fs.readFile(path.join(out, 'index.html'), 'utf8')).toMatch(/^<!doctype html>/);
    await expect(fs.access(path.join(out, 'viejo'))).rejects.toThrow();
    await eventually(async () => (await fs.readdir(scratch)).length === 1);
    expect(await fs.readdir(scratch)).toEqual(['dist']);
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
  }
});

/** Every file of a folder but the mark (which names the folder it was written in), with its bytes. */
async function siteFiles(dir: string): Promise<Map<string, string>> {
  const names = (await fs.readdir(dir, { recursive: true, withFileTypes: true })).filter((d) => d.isFile() && d.name !== BUILT_MARK);
  const hash = async (file: string) => createHash('sha256').update(await fs.readFile(file)).digest('hex');
  return new Map(await Promise.all(names.map(async (d) => [path.relative(dir, path.join(d.parentPath, d.name)), await hash(path.join(d.parentPath, d.name))] as const)));
}

/**
 * The command as `npm run build` makes and runs it (package.json): the build bundled into .cache/cli/build.mjs.
 * Made once for the file by a real `npm run build -- ARGS`, which builds the reference site; each killed build then
 * starts that bundle, in about half the processor time Node takes to load build.ts through tsx.
 */
const COMMAND = path.join(projectDir, '.cache/cli/build.mjs');
const buildCommand = (args: string[]) => promisify(execFile)('npm', ['run', '--silent', 'build', '--', ...args], { cwd: projectDir });

/** The build command, its changes to the output counted by tests/helpers/kill-at.ts (bundled to `hook`): how it ended. */
function killedBuild(hook: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', pathToFileURL(hook).href, COMMAND, ...args], { cwd: projectDir, env: { ...process.env, ...env } });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('exit', (code, signal) => resolve({ code, signal, stderr }));
  });
}

describe('a build killed at any step of writing its output (kill -9)', () => {
  let scratch: string;
  let content: string;
  let broken: string;
  let cache: string;
  /** tests/helpers/kill-at.ts as one JavaScript file, for Node to load before the command. */
  let hook: string;
  /** The site as a finished build leaves it (every kill below is of a build of the same content). */
  let site: Map<string, string>;
  /** The changes a whole build makes to its output and the folders beside it, one line each, numbered from 1. */
  let changes: string[];
  const options = () => ['--any-catalogue-size', '--cache', cache];

  beforeAll(async () => {
    scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'killed-'));
    cache = path.join(scratch, 'cache');
    content = await fixtureSite('base');
    broken = await fixtureSite('five-cards');
    const out = path.join(scratch, 'reference', 'dist');
    hook = path.join(scratch, 'kill-at.mjs');
    await Promise.all([
      buildCommand(['--content', content, '--out', out, ...options()]),
      esbuild.build({ entryPoints: [path.join(projectDir, 'tests/helpers/kill-at.ts')], bundle: true, platform: 'node', format: 'esm', outfile: hook, logLevel: 'warning' }),
    ]);
    site = await siteFiles(out);
    // Once more, over the finished output as every case has it, listing the changes instead of killing.
    const log = path.join(scratch, 'changes.log');
    const { code } = await killedBuild(hook, ['--content', content, '--out', out, ...options()], { KILL_OUT: out, KILL_LOG: log });
    expect(code).toBe(0);
    changes = (await fs.readFile(log, 'utf8')).trim().split('\n');
  }, 120_000);
  afterAll(async () => {
    await removeFixtureSites();
    await fs.rm(scratch, { recursive: true, force: true });
  });

  /** The step to kill at: the number of the change whose line matches, counted from the end when `last`. */
  const STEPS: [string, RegExp, 'first' | 'last' | 'middle'][] = [
    ['making the staging folder', /^\d+ mkdir \S+\.tmp-\d+$/, 'first'],
    ['marking it', /^\d+ writeFile \S+\.tmp-\d+\/\.site-build$/, 'first'],
    ['writing the first file', /^\d+ (linkSync|writeFileSync|copyFileSync) /, 'first'],
    ['writing the files, half way', /^\d+ (linkSync|writeFileSync|copyFileSync) /, 'middle'],
    ['writing the last file', /^\d+ (linkSync|writeFileSync|copyFileSync) /, 'last'],
    ['marking the output for its move aside', /^\d+ writeFile \S+\/dist\/\.site-build$/, 'first'],
    ['moving the output aside', /^\d+ rename \S+\/dist \S+\/dist\.old-\d+$/, 'first'],
    ['moving the new site in', /^\d+ rename \S+\/dist\.tmp-\d+ \S+\/dist$/, 'first'],
    ['starting the removal of the old site', /^\d+ spawn /, 'first'],
  ];
  const stepNumber = (pattern: RegExp, which: 'first' | 'last' | 'middle') => {
    const found = changes.filter((line) => pattern.test(line));
    const line = which === 'first' ? found[0] : which === 'last' ? found.at(-1) : found[Math.floor(found.length / 2)];
    if (!line) throw new Error(`no change matches ${pattern}:\n${changes.join('\n')}`);
    return Number(line.split(' ')[0]);
  };

  /** The output folder of each step's case, and how its killed build ended. */
  const killedRuns = new Map<string, { out: string; killed: Awaited<ReturnType<typeof killedBuild>> }>();
  // The killed builds side by side, each a process of its own in a folder of its own, in a hook (under the hooks'
  // ceiling, so that a loaded machine makes it slower and never red): mostly starting node and loading the pipeline.
  // The builds after them run in this process, one case at a time.
  beforeAll(async () => {
    await Promise.all(
      STEPS.map(async ([name, pattern, which]) => {
        const out = path.join(scratch, name.replace(/\W+/g, '-'), 'dist');
        await fs.cp(path.join(scratch, 'reference', 'dist'), out, { recursive: true });
        killedRuns.set(name, { out, killed: await killedBuild(hook, ['--content', content, '--out', out, ...options()], { KILL_OUT: out, KILL_AT: String(stepNumber(pattern, which)) }) });
      }),
    );
  });

  it.each(STEPS)('killed %s: the next build, failed or not, leaves a servable site and says what it did', async (name) => {
    const { out, killed } = killedRuns.get(name)!;
    const folder = path.dirname(out);
    expect(killed.signal, killed.stderr).toBe('SIGKILL');
    const missing = !(await fs.access(out).then(() => true, () => false));
    expect(missing).toBe(name === 'moving the new site in');
    // The same state twice: once followed by a build that fails, once by one that succeeds.
    const second = path.join(scratch, `${path.basename(folder)}-then-built`);
    await fs.cp(folder, second, { recursive: true });
    const restored = expect.stringMatching(/^note: .*\/dist was missing, as a build was stopped while swapping a new site in; the previous site is back from .*\/dist\.old-\d+$/);

    const failed = await runCommand(['--content', broken, '--out', out, ...options()]);
    expect(failed.code).toBe(1);
    expect(failed.errors[0]).toBe(`Build stopped: 1 content problem; ${out} was left as it was.`);
    expect(failed.warnings.filter((line) => line.startsWith('note: '))).toEqual(missing ? [restored] : []);
    expect(await siteFiles(out)).toEqual(site);
    await eventually(async () => (await fs.readdir(folder)).length === 1);
    expect(await fs.readdir(folder)).toEqual(['dist']);

    const built = await runCommand(['--content', content, '--out', path.join(second, 'dist'), ...options()]);
    expect(built.code).toBe(0);
    expect(built.warnings.filter((line) => line.startsWith('note: '))).toEqual(missing ? [restored] : []);
    expect(await siteFiles(path.join(second, 'dist'))).toEqual(site);
    await eventually(async () => (await fs.readdir(second)).length === 1);
    expect(await fs.readdir(second)).toEqual(['dist']);
  }, 60_000);
});

/** Whether this machine lets a user make a mount of their own (`unshare -rm`), as the mount-point cases need. */
const canMount = spawnSync('unshare', ['-rm', 'true']).status === 0;

describe.skipIf(!canMount)('an output folder that is a mount point (a Docker volume, a mounted web root)', () => {
  it.each([
    ['a file system of its own', 'mount -t tmpfs none "$1"', 'it is a mount point (a Docker volume, a mounted web root)'],
    ['a folder mounted again (bind)', 'mkdir "$1-source" && mount --bind "$1-source" "$1"', 'it cannot be renamed (EBUSY), as a mount point cannot'],
  ])('%s: one line saying why and what to do, and the mount left as it was', async (_name, mount, why) => {
    const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'mounted-'));
    try {
      const out = path.join(scratch, 'web');
      await fs.mkdir(out);
      // In a mount namespace of its own, gone with the command: the mount holds an earlier build.
      const script = `${mount} && echo anterior > "$1/index.html" && touch "$1/${BUILT_MARK}" && node --import tsx build.ts --content "$2" --out "$1" --any-catalogue-size; echo "exit $?"; ls -A "$1"; cat "$1/index.html"`;
      const { stdout, stderr } = spawnSync('unshare', ['-rm', 'sh', '-c', script, 'sh', out, await fixtureSite('base')], { cwd: projectDir, encoding: 'utf8' });
      expect(stderr.split('\n').filter((line) => line && !line.startsWith('warning: '))).toEqual([
        `Build stopped: cannot write the site into ${out}: ${why}, and the build swaps a finished site in whole by renaming folders beside it. Give --out a folder inside it (${out}/site) and serve that`,
      ]);
      expect(stdout.trim().split('\n')).toEqual(['exit 1', BUILT_MARK, 'index.html', 'anterior']);
      expect((await fs.readdir(scratch)).filter((name) => !name.endsWith('-source'))).toEqual(['web']);
    } finally {
      await removeFixtureSites();
      await fs.rm(scratch, { recursive: true, force: true });
    }
  }, 60_000);
});
