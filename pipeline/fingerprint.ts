// What a set of source files is, as one hash: a result made from them is made again when any of them changes.
import crypto from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** A hash of the names and contents of `sources` (folders, read whole, or files), relative to `projectDir`. */
export function sourcesFingerprint(projectDir: string, sources: readonly string[]): string {
  const hash = crypto.createHash('sha1');
  for (const source of sources.map((s) => path.join(projectDir, s))) {
    const files = statSync(source).isDirectory()
      ? readdirSync(source, { recursive: true, withFileTypes: true })
          .filter((d) => d.isFile())
          .map((d) => path.join(d.parentPath, d.name))
          .sort()
      : [source];
    for (const file of files) hash.update(path.relative(projectDir, file)).update(readFileSync(file));
  }
  return hash.digest('hex');
}
