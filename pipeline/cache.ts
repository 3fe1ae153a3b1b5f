// What is costly to make is kept in .cache/ between builds: pictures (svgo, sharp) by the content they start from,
// and what holds only for the code that made it (checked entries, which picture a drawing's props give) in a folder
// named after that code's fingerprint.
import crypto from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fileSlot, limiter } from './limit.ts';
import { removeInBackground } from './write.ts';

// A first build of a large site makes thousands of pictures; a few at a time keeps their pixels out of memory.
const pictureSlot = limiter(os.availableParallelism() * 2);

/** `recipe` names how `make` turns the source into the result (encoder settings), so changing it invalidates. */
export async function cachedByContent(
  cacheDir: string,
  source: string,
  recipe: { extension: string; settings: object },
  make: (source: string) => Promise<Buffer | string>,
): Promise<Buffer> {
  const file = path.join(cacheDir, contentName(source, recipe));
  const hit = readIfPresent(file);
  if (hit) return hit;
  const made = await pictureSlot(() => make(source));
  await fs.mkdir(cacheDir, { recursive: true });
  await fileSlot(() => fs.writeFile(file, made));
  return Buffer.from(made);
}

function contentName(source: string, recipe: { extension: string; settings: object }): string {
  return `${crypto.createHash('sha256').update(JSON.stringify(recipe.settings)).update(source).digest('hex').slice(0, 20)}.${recipe.extension}`;
}

/**
 * A picture of `cacheDir/kind` found first by what it is drawn from (`inputs`: the drawing component's props), so
 * that a warm build neither draws its source nor hashes it: the code's folder names the picture those inputs gave.
 * A miss draws the source and looks it up by content, so that new code which draws the same picture costs no new
 * encoding.
 */
export async function cachedByInputs(
  cacheDir: string,
  kind: string,
  inputs: string,
  draw: () => string,
  recipe: { extension: string; settings: object },
  make: (source: string) => Promise<Buffer | string>,
): Promise<Buffer> {
  const key = crypto.createHash('sha256').update(JSON.stringify(recipe.settings)).update(inputs).digest('hex').slice(0, 32);
  const pointer = path.join(codeFolder(cacheDir), kind, key);
  const name = readIfPresent(pointer);
  const hit = name && readIfPresent(path.join(cacheDir, kind, String(name)));
  if (hit) return hit;
  const source = draw();
  const made = await cachedByContent(path.join(cacheDir, kind), source, recipe, make);
  await fs.mkdir(path.dirname(pointer), { recursive: true });
  await fileSlot(() => fs.writeFile(pointer, contentName(source, recipe)));
  return made;
}

/** The folder of what holds only for the code that is running. */
export function codeFolder(cacheDir: string): string {
  return path.join(cacheDir, `code-${codeFingerprint().slice(0, 16)}`);
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * Marks this code's folder as in use, and removes the folders of code that has not built here for a day: every
 * change of code starts a folder of its own, while another build may be using its folder right now (the tests
 * build from the sources and from the bundle at the same time).
 */
export async function pruneOtherCode(cacheDir: string): Promise<void> {
  const mine = codeFolder(cacheDir);
  await fs.mkdir(mine, { recursive: true });
  const now = new Date();
  await fs.utimes(mine, now, now);
  for (const name of await fs.readdir(cacheDir)) {
    const folder = path.join(cacheDir, name);
    if (!name.startsWith('code-') || folder === mine) continue;
    const { mtimeMs } = await fs.stat(folder);
    if (now.getTime() - mtimeMs > DAY) removeInBackground(folder);
  }
}

let fingerprint: string | undefined;

/**
 * A fingerprint of the code that is running: the bundle that `npm run build` runs, or the pipeline's and the
 * templates' sources, and the lockfile that pins the packages they use.
 */
export function codeFingerprint(): string {
  if (fingerprint) return fingerprint;
  const here = path.dirname(fileURLToPath(import.meta.url));
  const fromSource = /\.tsx?$/.test(import.meta.url);
  const hash = crypto.createHash('sha256');
  for (const folder of fromSource ? [here, path.join(here, '../templates')] : [here]) {
    const names = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((n) => /\.(m?js|tsx?)$/.test(n)).sort();
    for (const name of names) hash.update(name).update(readFileSync(path.join(folder, name)));
  }
  for (const lockfile of [path.join(here, '../package-lock.json'), path.join(here, '../../package-lock.json')]) {
    const lock = readIfPresent(lockfile);
    if (lock) {
      hash.update(lock);
      break;
    }
  }
  return (fingerprint = hash.digest('hex'));
}

/**
 * Hits are read synchronously: a warm build reads thousands of small files that the system has cached, and a
 * blocking read costs a fraction of the four round trips of an asynchronous one.
 */
function readIfPresent(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}
