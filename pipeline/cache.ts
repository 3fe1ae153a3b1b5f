// Expensive image work (svgo, sharp) keyed by the content it starts from, kept in .cache/ between builds.
import crypto from 'node:crypto';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
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
