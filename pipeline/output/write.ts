// Stage 6: write into a fresh folder beside the output, then swap it in, so a failed build never leaves a
// half-written dist/ behind.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import { constants, copyFileSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { UsageError } from '../errors.ts';
import type { MadeFile, OutputFile } from '../types.ts';

export async function readPublic(publicDir: string): Promise<MadeFile[]> {
  const names = await fs.readdir(publicDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return Promise.all(
    names
      .filter((d) => d.isFile())
      .map(async (d) => {
        const absolute = path.join(d.parentPath, d.name);
        return { path: path.relative(publicDir, absolute), contents: await fs.readFile(absolute) };
      }),
  );
}

/**
 * Where built files go, stage by stage as they are ready, so thousands of pages never sit in memory at once.
 * `commit` fails, listing every path two stages both wrote, before anything is swapped in.
 */
export interface Output {
  write(source: string, files: OutputFile[]): Promise<void>;
  commit(): Promise<{ count: number; bytes: number }>;
  discard(): Promise<void>;
  /** What was written, for an output kept in memory (tests), each with its bytes; empty on disk. */
  files: MadeFile[];
}

/** How many bytes a file is once written. */
const sizeOf = (file: OutputFile) => ('from' in file ? file.size : typeof file.contents === 'string' ? Buffer.byteLength(file.contents) : file.contents.byteLength);

function ownership() {
  const owners = new Map<string, string[]>();
  let bytes = 0;
  return {
    /** Claims `files` for `source`; `size` gives each one's bytes (sizeOf, unless the caller knows them already). */
    claim(source: string, files: OutputFile[], size: (file: OutputFile) => number = sizeOf) {
      for (const f of files) {
        owners.set(f.path, [...(owners.get(f.path) ?? []), source]);
        bytes += size(f);
      }
    },
    totals() {
      const clashes = [...owners].filter(([, sources]) => sources.length > 1);
      if (clashes.length > 0) {
        throw new Error(`Two sources write the same output file:\n${clashes.map(([file, s]) => `  ${file}: ${s.join(', ')}`).join('\n')}`);
      }
      return { count: owners.size, bytes };
    },
  };
}

/**
 * Writes files under `root`, making each folder once. Synchronously: the files are small and the system caches them,
 * and a promise per file cost five times the time of the writes themselves. In a fresh folder (`fresh`), a file of
 * the cache (`from`) is a hard link to it: making a file on disk cost forty times a link, and most of a site's files
 * are its pictures. Files of the cache are never changed in place (cache.ts renames new ones in), so a link never
 * sees its bytes change; where linking fails (another disk), the file is copied.
 */
function fileWriter(root: string, { fresh }: { fresh: boolean }): (file: OutputFile) => void {
  const folders = new Set<string>();
  let linking = fresh;
  return (f) => {
    const file = path.join(root, f.path);
    const dir = path.dirname(file);
    if (!folders.has(dir)) {
      mkdirSync(dir, { recursive: true });
      folders.add(dir);
    }
    if (linking && 'from' in f) {
      try {
        linkSync(f.from, file);
        return;
      } catch {
        linking = false;
      }
    }
    // The encoding named: with options that leave it out, Node 20 copies a text into a Buffer in JavaScript first
    // instead of writing it from C++ (a fifth of the write stage's time at 10,000 pages).
    const put = (only: boolean) =>
      'from' in f ? copyFileSync(f.from, file, only ? constants.COPYFILE_EXCL : 0) : writeFileSync(file, f.contents, { encoding: 'utf8', flag: only ? 'wx' : 'w' });
    // Never into a file that may be linked to the cache (one a build linked, one written twice), which would change
    // the cache's copy too: a new file in its place.
    if (!fresh) rmSync(file, { force: true });
    try {
      put(fresh);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      rmSync(file);
      put(false);
    }
  };
}

export function memoryOutput(): Output {
  const owners = ownership();
  const files: MadeFile[] = [];
  return {
    files,
    async write(source, batch) {
      owners.claim(source, batch);
      for (const f of batch) files.push('from' in f ? { path: f.path, contents: readFileSync(f.from) } : f);
    },
    commit: async () => owners.totals(),
    discard: async () => {},
  };
}

/** A file every build leaves in its output, so that a later build knows the folder is its own to replace. */
export const BUILT_MARK = '.site-build';

/** The mark names its folder: a copy of a build (`cp -r dist dist.old-20240101`) is not taken for a leftover. */
export const markText = (folder: string) => `Written by the site build in ${path.basename(folder)}; the next build replaces this folder whole.\n`;

/** Whether a build made `dir` and last named it so (its staging folder, or its output set aside). */
const markedAs = async (dir: string) => (await fs.readFile(path.join(dir, BUILT_MARK), 'utf8').catch(() => '')) === markText(dir);

/** What an output folder must keep clear of: the project itself and every folder of the project's sources. */
export interface Protected {
  projectDir: string;
  /** Folders the output may neither be, contain, nor lie inside (content, public, templates, the cache…). */
  sources: string[];
}

/** What an output folder must keep clear of, for the build and for the dev server, which empties its folder first. */
export function outputGuard(projectDir: string, contentDir: string, cacheDir: string | undefined): Protected {
  return { projectDir, sources: [contentDir, ...['public', 'templates', 'client', 'pipeline'].map((d) => path.join(projectDir, d)), ...(cacheDir ? [cacheDir] : [])] };
}

const cannotSwap = (out: string, why: string) =>
  new UsageError(`cannot write the site into ${out}: ${why}, and the build swaps a finished site in whole by renaming folders beside it. Give --out a folder inside it (${path.join(out, 'site')}) and serve that`);

/**
 * Writes into a fresh folder beside `outDir` and swaps it in on commit. Refuses an output folder that would replace
 * the project or a folder of its sources, and a folder with files that no build wrote. `note` is told when the
 * output, missing because a build was stopped in the middle of its swap, is put back from the previous one.
 */
export async function openOutput(outDir: string, guard: Protected, note: (line: string) => void = console.warn): Promise<Output> {
  const out = path.resolve(outDir);
  await refuseUnsafe(out, guard);
  await settleLeftovers(out, note);
  await fs.mkdir(path.dirname(out), { recursive: true });
  const [here, parent] = await Promise.all([fs.stat(out).catch(() => undefined), fs.stat(path.dirname(out))]);
  if (here && here.dev !== parent.dev) throw cannotSwap(out, 'it is a mount point (a Docker volume, a mounted web root)');
  const staging = `${out}.tmp-${process.pid}`;
  const previous = `${out}.old-${process.pid}`;
  // Not `recursive`: a folder of that name that no build marked is not this build's to fill. Marked at once, so that
  // whatever a kill leaves of it the next build knows as its own.
  await fs.mkdir(staging);
  await fs.writeFile(path.join(staging, BUILT_MARK), markText(staging));
  const owners = ownership();
  const writeFile = fileWriter(staging, { fresh: true });
  return {
    files: [],
    async write(source, batch) {
      owners.claim(source, batch);
      for (const file of batch) writeFile(file);
    },
    async commit() {
      const totals = owners.totals();
      // Marked with the name it is about to take: killed between the two renames, the next build puts it back.
      const hadPrevious = await fs.writeFile(path.join(out, BUILT_MARK), markText(previous)).then(() => true, () => false);
      if (hadPrevious) {
        await fs.rename(out, previous).catch((error: NodeJS.ErrnoException) => {
          throw cannotSwap(out, `it cannot be renamed (${error.code}), as a mount point cannot`);
        });
      }
      await fs.rename(staging, out);
      if (hadPrevious) removeInBackground(previous);
      return totals;
    },
    discard: () => fs.rm(staging, { recursive: true, force: true }),
  };
}

/** Whether `child` is `parent` or lies inside it (`/` holds everything). */
const inside = (child: string, parent: string) => child === parent || child.startsWith(parent.endsWith(path.sep) ? parent : parent + path.sep);

/** Throws a UsageError when `out` may not be (re)written as the site's output folder; see openOutput. */
export async function refuseUnsafe(out: string, { projectDir, sources }: Protected): Promise<void> {
  const refuse = (why: string) => {
    throw new UsageError(`refusing to write the site into ${out}: ${why}. Choose another output folder (--out).`);
  };
  if (inside(path.resolve(projectDir), out)) refuse('the output folder would replace the project');
  for (const source of sources.map((s) => path.resolve(s))) {
    if (inside(source, out) || inside(out, source)) refuse(`it overlaps ${source}, which the build reads`);
  }
  const stat = await fs.lstat(out).catch(() => undefined);
  if (stat?.isSymbolicLink()) refuse('it is a symbolic link; give the folder it points to');
  if (stat && !stat.isDirectory()) refuse('it is a file, not a folder');
  const names = stat ? await fs.readdir(out) : [];
  // The project's own dist/ is build output by convention, so a dist/ from before builds marked their output is
  // still replaced; any other folder with files must carry the mark of an earlier build.
  const ownDist = out === path.resolve(projectDir, 'dist');
  if (names.length > 0 && !names.includes(BUILT_MARK) && !ownDist) refuse(`it holds files that no build of the site wrote (no ${BUILT_MARK} in it)`);
}

/**
 * A build killed mid-way leaves its marked `<out>.tmp-<pid>` or `<out>.old-<pid>` behind: the next build removes
 * them, or puts the old one back (and says so) when `out` is missing. Folders only named like them stay.
 */
async function settleLeftovers(out: string, note: (line: string) => void): Promise<void> {
  const base = path.basename(out);
  const pattern = new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(tmp|old)-(\\d+)$`);
  let missing = !(await fs.lstat(out).catch(() => undefined));
  for (const name of (await fs.readdir(path.dirname(out)).catch(() => [] as string[])).sort()) {
    const [, kind, pid] = pattern.exec(name) ?? [];
    const dir = path.join(path.dirname(out), name);
    const mine = Number(pid) === process.pid; // an earlier process of this pid (a container's builds share one)
    if (!pid || (!mine && alive(Number(pid)))) continue;
    // Unmarked, only when empty (a build killed before it marked its staging folder), which loses nothing.
    if (!(await markedAs(dir))) {
      await fs.rmdir(dir).catch(() => {});
    } else if (kind === 'old' && missing) {
      await fs.rename(dir, out);
      missing = false;
      note(`${out} was missing, as a build was stopped while swapping a new site in; the previous site is back from ${dir}`);
    } else if (mine) {
      await fs.rm(dir, { recursive: true, force: true });
    } else {
      removeInBackground(dir);
    }
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Deletes a folder no build uses any more (the previous output, already swapped out) in a process of its own that
 * outlives this one: deleting thousands of files took as long as a tenth of the build, and nothing waits on it.
 */
export function removeInBackground(dir: string): void {
  // The mark last, so that what a killed removal leaves is still a leftover to the next build.
  const script = `const fs = require("node:fs"), dir = process.argv[1], rm = (d) => fs.rmSync(d, { recursive: true, force: true });
for (const name of fs.readdirSync(dir)) if (name !== ${JSON.stringify(BUILT_MARK)}) rm(dir + "/" + name);
rm(dir);`;
  spawn(process.execPath, ['-e', script, dir], { detached: true, stdio: 'ignore' }).unref();
}

/**
 * What the dev server remembers of each file it wrote: its contents as built (or the cache file it was copied from),
 * their fingerprint and size.
 */
export type Written = Map<string, { contents: MadeFile['contents']; fingerprint: string; bytes: number }>;

/**
 * For the dev server: writes straight into `outDir` only the files whose contents differ from the last build
 * (`written`, kept by the caller between builds) and removes those no longer built; `changed` lists them.
 */
export function liveOutput(outDir: string, written: Written): Output & { changed: string[] } {
  const owners = ownership();
  const writeFile = fileWriter(outDir, { fresh: false });
  const built: Written = new Map();
  const changed: string[] = [];
  return {
    files: [],
    changed,
    async write(source, batch) {
      for (const f of batch) {
        const before = written.get(f.path);
        // A cache file's name is made from all that its bytes are made from. What a stage remembered comes back as the
        // very same value: only new contents are fingerprinted and measured.
        const contents = 'from' in f ? f.from : f.contents;
        const same = before?.contents === contents;
        const fingerprint = same ? before.fingerprint : 'from' in f ? f.from : crypto.createHash('sha1').update(f.contents).digest('hex');
        const entry = { contents, fingerprint, bytes: same ? before.bytes : sizeOf(f) };
        built.set(f.path, entry);
        if (before?.fingerprint !== fingerprint) {
          writeFile(f);
          changed.push(f.path);
        }
        // Remembered as written, not at commit: a build that fails after writing has still changed the folder.
        written.set(f.path, entry);
      }
      owners.claim(source, batch, (f) => built.get(f.path)!.bytes);
    },
    async commit() {
      const totals = owners.totals();
      const stale = [...written.keys()].filter((file) => !built.has(file));
      await Promise.all(stale.map((file) => fs.rm(path.join(outDir, file), { force: true })));
      changed.push(...stale);
      for (const file of stale) written.delete(file);
      return totals;
    },
    discard: async () => {},
  };
}
