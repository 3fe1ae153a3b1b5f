// Expensive image work (svgo, sharp) keyed by the content it starts from, kept in .cache/ between builds.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

// Pictures are made a few at a time: thousands started at once (a first build of a large site) would each hold
// their pixels in memory until the last one is done.
let free = os.availableParallelism() * 2;
const waiting: (() => void)[] = [];
async function fewAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (free > 0) free--;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else free++;
  }
}

/** `recipe` names how `make` turns the source into the result (encoder settings), so changing it invalidates. */
export async function cachedByContent(
  cacheDir: string,
  source: string,
  recipe: { extension: string; settings: object },
  make: (source: string) => Promise<Buffer | string>,
): Promise<Buffer> {
  const key = crypto.createHash('sha256').update(JSON.stringify(recipe.settings)).update(source).digest('hex').slice(0, 20);
  const file = path.join(cacheDir, `${key}.${recipe.extension}`);
  const hit = await fs.readFile(file).catch(() => undefined);
  if (hit) return hit;
  const made = await fewAtATime(() => make(source));
  await fs.mkdir(cacheDir, { recursive: true });
  await fs.writeFile(file, made);
  return Buffer.from(made);
}
