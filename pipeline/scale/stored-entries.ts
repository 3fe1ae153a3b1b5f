// For large sites: the checked entries of the last build, kept in the cache folder, so that a build does not check an
// unchanged file again. Checking (zod, Markdown, sanitising) is about 0.9 ms a service page, and a build does it twice,
// since it reads service pages again batch by batch rather than hold them all. Only the command line (build.ts)
// opens it; the pipeline sees a CheckedStore (check.ts).
//
// An entry is found by a hash of what its check read and of the code that checks: the sources of pipeline/ (the schema,
// the rules, Markdown, the names illustrations may use) and the installed packages (package-lock.json). A build reads only what an earlier one wrote, never what it
// wrote itself; when it ends, the entries it did not use are deleted, so the folder holds one build's entries.
import crypto from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { writeWhole } from '../cache.ts';
import type { Checked, CheckedStore } from '../check.ts';
import { sourcesFingerprint } from '../fingerprint.ts';

/** What a check depends on besides the entry and the settings. */
const CODE = ['pipeline', 'package-lock.json'];

export interface StoredEntries extends CheckedStore {
  /** Ends a successful build: the entries it did not use are deleted. */
  close(): void;
}

export function openStoredEntries(cacheDir: string, projectDir: string): StoredEntries {
  const dir = path.join(cacheDir, 'entries');
  mkdirSync(dir, { recursive: true });
  const code = sourcesFingerprint(projectDir, CODE);
  const fileOf = (id: string) => `${crypto.createHash('sha256').update(code).update(id).digest('hex').slice(0, 32)}.json`;
  const used = new Set<string>();
  const written = new Set<string>();
  return {
    get(id) {
      const file = fileOf(id);
      used.add(file);
      if (written.has(file)) return undefined;
      try {
        return JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Checked;
      } catch {
        return undefined;
      }
    },
    set(id, checked) {
      const file = fileOf(id);
      used.add(file);
      if (written.has(file)) return;
      written.add(file);
      writeWhole(path.join(dir, file), JSON.stringify(checked));
    },
    close() {
      for (const file of readdirSync(dir)) if (file.endsWith('.json') && !used.has(file)) rmSync(path.join(dir, file), { force: true });
    },
  };
}
