// Expensive image work (svgo, sharp) keyed by the content it starts from, kept in .cache/ between builds.
import crypto from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fileSlot, limiter } from './limit.ts';

// A first build of a large site makes thousands of pictures; a few at a time keeps their pixels out of memory.
const pictureSlot = limiter(os.availableParallelism() * 2);

/** `recipe` names how `make` turns the source into the result (encoder settings), so changing it invalidates. */
export async function cachedByContent(
  cacheDir: string,
  source: string,
  recipe: { extension: string; settings: object },
  make: (source: string) => Promise<Buffer | string>,
): Promise<Buffer> {
  const key = crypto.createHash('sha256').update(JSON.stringify(recipe.settings)).update(source).digest('hex').slice(0, 20);
  const file = path.join(cacheDir, `${key}.${recipe.extension}`);
  const hit = readIfPresent(file);
  if (hit) return hit;
  const made = await pictureSlot(() => make(source));
  await fs.mkdir(cacheDir, { recursive: true });
  await fileSlot(() => fs.writeFile(file, made));
  return Buffer.from(made);
}

/**
 * A picture found first by what it is drawn from (`inputs`: the drawing component's props) and the code that draws
 * it, so that a warm build neither draws its source nor hashes it. A miss draws the source and looks it up by
 * content, so that new code which draws the same picture costs no new encoding.
 */
export async function cachedByInputs(
  cacheDir: string,
  inputs: string,
  draw: () => string,
  recipe: { extension: string; settings: object },
  make: (source: string) => Promise<Buffer | string>,
): Promise<Buffer> {
  const key = crypto.createHash('sha256').update(codeFingerprint()).update(JSON.stringify(recipe.settings)).update(inputs).digest('hex').slice(0, 32);
  const file = path.join(cacheDir, 'by-inputs', `${key}.${recipe.extension}`);
  const hit = readIfPresent(file);
  if (hit) return hit;
  const made = await cachedByContent(cacheDir, draw(), recipe, make);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fileSlot(() => fs.writeFile(file, made));
  return made;
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
