// Pictures are costly to make (svgo, sharp) and most are the same from one build to the next, so they are kept in
// the cache folder by what they are made from. The command line also keeps its checked entries there
// (pipeline/content/entry-store.ts) and the Fluent icons it drew (pipeline/pictures/emoji.ts), written with writeWhole.
import crypto from 'node:crypto';
import { renameSync, statSync, writeFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileSlot, limiter } from './limit.ts';

// A first build of a large site makes thousands of pictures; a few at a time keeps their pixels out of memory.
const pictureSlot = limiter(os.availableParallelism() * 2);

/** A picture: the file of the cache folder that holds it (KeptFile), or its bytes when there is no cache folder. */
export type CachedPicture = { contents: Buffer } | { from: string; size: number };

/**
 * `make()`, kept under `cacheDir` by `key` (all that the result is made from) and the recipe (`settings`: encoder
 * settings, so changing them makes the picture again); without a cache folder, made every time and nothing touches
 * the disk.
 */
export async function cachedByKey(
  cacheDir: string | undefined,
  key: string,
  recipe: { extension: string; settings: object },
  make: () => Promise<Buffer | string>,
): Promise<CachedPicture> {
  if (!cacheDir) return { contents: Buffer.from(await pictureSlot(make)) };
  const name = crypto.createHash('sha256').update(JSON.stringify(recipe.settings)).update(key).digest('hex').slice(0, 20);
  const file = path.join(cacheDir, `${name}.${recipe.extension}`);
  const hit = sizeIfPresent(file);
  if (hit !== undefined) return { from: file, size: hit };
  // Pages drawn side by side often share a picture (a hundred copies of one service): it is made once.
  const making = inFlight.get(file);
  if (making) return making;
  const made = (async () => {
    const contents = Buffer.from(await pictureSlot(make));
    await fs.mkdir(cacheDir, { recursive: true });
    const partial = besideOf(file);
    await fileSlot(() => fs.writeFile(partial, contents));
    await fs.rename(partial, file);
    return { from: file, size: contents.byteLength };
  })().finally(() => inFlight.delete(file));
  inFlight.set(file, made);
  return made;
}

const inFlight = new Map<string, Promise<CachedPicture>>();

/**
 * Files of the cache folder are written beside their place and renamed into it, so that another build sharing the
 * folder (the dev server beside a build, tests running side by side) never reads one half written.
 */
const besideOf = (file: string) => `${file}.${process.pid}-${crypto.randomUUID()}.tmp`;

/** A small file of the cache folder written whole (besideOf); its folder must exist. */
export function writeWhole(file: string, contents: string): void {
  const partial = besideOf(file);
  writeFileSync(partial, contents);
  renameSync(partial, file);
}

/**
 * A hit is only measured, not read: the output links it. Synchronously: a warm build looks up thousands of small
 * files that the system has cached, and a blocking call costs a fraction of an asynchronous one's round trips.
 */
function sizeIfPresent(file: string): number | undefined {
  return statSync(file, { throwIfNoEntry: false })?.size;
}
