// Validated service entries kept between builds, as drawn pictures are: reading the YAML, checking it and
// rendering the Markdown was nearly half of a service page's build, and between two builds most files have not
// changed. An entry is found again by everything it is made from: its file's name and text, site.yaml and the
// photos (placeholders and pictures in bodies), and the code that reads content (its folder, see cache.ts).
import crypto from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { codeFolder } from './cache.ts';
import type { Photos } from './photos.ts';
import type { Entry, ServiceData, SiteConfig } from './types.ts';

/** Keys of entries for one build: what all its files share is hashed once. */
export function entryKeys(config: SiteConfig, photos: Photos): (file: string, source: string) => string {
  const shared = crypto.createHash('sha256').update(JSON.stringify([config, [...photos]])).digest('hex');
  return (file, source) => crypto.createHash('sha256').update(shared).update(file).update('\0').update(source).digest('hex').slice(0, 32);
}

export function readEntry(cacheDir: string, key: string): Entry<ServiceData> | undefined {
  try {
    return JSON.parse(readFileSync(path.join(codeFolder(cacheDir), 'entries', `${key}.json`), 'utf8')) as Entry<ServiceData>;
  } catch {
    return undefined;
  }
}

export function keepEntry(cacheDir: string, key: string, entry: Entry<ServiceData>): void {
  const folder = path.join(codeFolder(cacheDir), 'entries');
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, `${key}.json`), JSON.stringify(entry));
}
