// Stage 6: write into a fresh folder beside the output, then swap it in, so a failed build never leaves a
// half-written dist/ behind.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileSlot } from './limit.ts';
import type { OutputFile } from './types.ts';

export async function readPublic(publicDir: string): Promise<OutputFile[]> {
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
  /** What was written, for an output kept in memory (tests); empty on disk. */
  files: OutputFile[];
}

function ownership() {
  const owners = new Map<string, string[]>();
  let bytes = 0;
  return {
    claim(source: string, files: OutputFile[]) {
      for (const f of files) {
        owners.set(f.path, [...(owners.get(f.path) ?? []), source]);
        bytes += typeof f.contents === 'string' ? Buffer.byteLength(f.contents) : f.contents.byteLength;
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

/** Writes files under `root`, making each folder once and keeping open files within `fileSlot`. */
function fileWriter(root: string): (file: OutputFile) => Promise<void> {
  const folders = new Map<string, Promise<unknown>>();
  const folder = (dir: string) => folders.get(dir) ?? folders.set(dir, fs.mkdir(dir, { recursive: true })).get(dir)!;
  return async (f) => {
    const file = path.join(root, f.path);
    await folder(path.dirname(file));
    await fileSlot(() => fs.writeFile(file, f.contents));
  };
}

export function memoryOutput(): Output {
  const owners = ownership();
  const files: OutputFile[] = [];
  return {
    files,
    async write(source, batch) {
      owners.claim(source, batch);
      files.push(...batch);
    },
    commit: async () => owners.totals(),
    discard: async () => {},
  };
}

/** Writes into a fresh folder beside `outDir` and swaps it in on commit. */
export async function openOutput(outDir: string, projectDir: string): Promise<Output> {
  const out = path.resolve(outDir);
  if (out === path.resolve(projectDir) || path.resolve(projectDir).startsWith(out + path.sep)) {
    throw new Error(`Refusing to write into ${out}: the output folder would replace the project.`);
  }
  const staging = `${out}.tmp-${process.pid}`;
  const previous = `${out}.old-${process.pid}`;
  await fs.rm(staging, { recursive: true, force: true });
  const owners = ownership();
  const writeFile = fileWriter(staging);
  return {
    files: [],
    async write(source, batch) {
      owners.claim(source, batch);
      await Promise.all(batch.map(writeFile));
    },
    async commit() {
      const totals = owners.totals();
      await fs.mkdir(staging, { recursive: true });
      const hadPrevious = await fs.rename(out, previous).then(() => true, () => false);
      await fs.rename(staging, out);
      if (hadPrevious) removeInBackground(previous);
      return totals;
    },
    discard: () => fs.rm(staging, { recursive: true, force: true }),
  };
}

/**
 * Deletes a folder no build uses any more (the previous output, already swapped out) in a process of its own that
 * outlives this one: deleting thousands of files took as long as a tenth of the build, and nothing waits on it.
 */
export function removeInBackground(dir: string): void {
  const script = 'require("node:fs").rmSync(process.argv[1], { recursive: true, force: true })';
  spawn(process.execPath, ['-e', script, dir], { detached: true, stdio: 'ignore' }).unref();
}

/**
 * For the dev server: writes straight into `outDir` only the files whose contents differ from the last build
 * (`fingerprints`, kept by the caller between builds) and removes those no longer built; `changed` lists them.
 */
export function liveOutput(outDir: string, fingerprints: Map<string, string>): Output & { changed: string[] } {
  const owners = ownership();
  const writeFile = fileWriter(outDir);
  const built = new Map<string, string>();
  const changed: string[] = [];
  return {
    files: [],
    changed,
    async write(source, batch) {
      owners.claim(source, batch);
      await Promise.all(
        batch.map(async (f) => {
          const fingerprint = crypto.createHash('sha1').update(f.contents).digest('hex');
          built.set(f.path, fingerprint);
          if (fingerprints.get(f.path) === fingerprint) return;
          await writeFile(f);
          changed.push(f.path);
        }),
      );
    },
    async commit() {
      const totals = owners.totals();
      const stale = [...fingerprints.keys()].filter((file) => !built.has(file));
      await Promise.all(stale.map((file) => fs.rm(path.join(outDir, file), { force: true })));
      changed.push(...stale);
      fingerprints.clear();
      for (const [file, fingerprint] of built) fingerprints.set(file, fingerprint);
      return totals;
    },
    discard: async () => {},
  };
}
