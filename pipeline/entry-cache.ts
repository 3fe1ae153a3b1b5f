// Validated service entries kept between builds (.cache/entries/), as drawn pictures are: reading the YAML,
// checking it and rendering the Markdown was nearly half of a service page's build, and between two builds most
// files have not changed. An entry is found again by everything it is made from: its file's name and text,
// site.yaml and the photos (placeholders and pictures in bodies), and the code that reads content.
import crypto from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Photos } from './photos.ts';
import type { Entry, ServiceData, SiteConfig } from './types.ts';

/** Where a build keeps entries, and its code's fingerprint; plain data, so that worker threads get it too. */
export interface EntryStore {
  dir: string;
  code: string;
}

/**
 * A fingerprint of the code that is running: every module file beside this one (the pipeline's sources, or the
 * bundle that `npm run build` runs) and the lockfile that pins the packages they use.
 */
export function codeFingerprint(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const hash = crypto.createHash('sha256');
  for (const name of readdirSync(here).filter((n) => /\.(m?js|tsx?)$/.test(n)).sort()) hash.update(name).update(readFileSync(path.join(here, name)));
  for (const up of ['..', '../..']) {
    const lockfile = path.join(here, up, 'package-lock.json');
    try {
      hash.update(readFileSync(lockfile));
      break;
    } catch {
      // not in this folder
    }
  }
  return hash.digest('hex');
}

/** Keys of entries for one build: what all its files share is hashed once. */
export function entryKeys(store: EntryStore, config: SiteConfig, photos: Photos): (file: string, source: string) => string {
  const shared = crypto.createHash('sha256').update(store.code).update(JSON.stringify([config, [...photos]])).digest('hex');
  return (file, source) => crypto.createHash('sha256').update(shared).update(file).update('\0').update(source).digest('hex').slice(0, 32);
}

export function readEntry(store: EntryStore, key: string): Entry<ServiceData> | undefined {
  try {
    return JSON.parse(readFileSync(path.join(store.dir, `${key}.json`), 'utf8')) as Entry<ServiceData>;
  } catch {
    return undefined;
  }
}

export function keepEntry(store: EntryStore, key: string, entry: Entry<ServiceData>): void {
  mkdirSync(store.dir, { recursive: true });
  writeFileSync(path.join(store.dir, `${key}.json`), JSON.stringify(entry));
}
