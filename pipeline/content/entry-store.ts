// One store of checked entries, found by a digest of what a check reads: the file's bytes and name, the settings it
// is checked with (site.yaml, the photos) and, on disk, the checking code. The digest is taken before the file is
// parsed, so an unchanged file costs a read and a hash: no YAML, no zod, no Markdown (as Astro's glob loader does).
// The dev server keeps the entries in its memo for as long as it runs; the command line keeps them in the cache folder.
import crypto from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { writeWhole } from '../cache.ts';
import type { Problem } from '../errors.ts';
import { sourcesFingerprint } from '../fingerprint.ts';
import { noMemo, type Memo } from '../memo.ts';
import type { Entry } from '../types.ts';

/** What checking an entry came to: the entry, or the problems that kept it out. */
export interface Checked {
  entry?: Entry<unknown>;
  problems: Problem[];
}

export interface EntryStore {
  /** The checked entry for `key`: the one kept, or `check()`'s, then kept. */
  reuse(key: string, check: () => Checked): Checked;
  /** Ends a successful build: what it did not use is let go. */
  close(): void;
}

/** The digest a checked entry is found by: the file's name and bytes, and the settings' own digest. */
export function entryKey(file: string, bytes: Uint8Array, settings: string): string {
  return crypto.createHash('sha256').update(file).update('\0').update(settings).update('\0').update(bytes).digest('hex');
}

/**
 * The dev server's store: the entries kept in its memo, which lets go of those a build did not ask for when it sweeps.
 * With noMemo (tests, scripts), every entry is checked.
 */
export function memoStore(memo: Memo = noMemo): EntryStore {
  return { reuse: (key, check) => memo.remember(`entry ${key}`, [], check), close: () => {} };
}

/** What a check depends on besides the file and the settings: bodies show photos through templates/components. */
const CODE = ['pipeline', 'templates', 'package-lock.json'];

/**
 * The command line's store: one JSON file an entry in `<cacheDir>/entries`, named by the key and the checking code's
 * fingerprint (the sources of pipeline/ and templates/, and the installed packages). Closing deletes the files this build did not use,
 * so the folder holds one build's entries.
 */
export function diskStore(cacheDir: string, projectDir: string): EntryStore {
  const dir = path.join(cacheDir, 'entries');
  mkdirSync(dir, { recursive: true });
  const code = sourcesFingerprint(projectDir, CODE);
  const used = new Set<string>();
  const fileOf = (key: string) => {
    const file = `${crypto.createHash('sha256').update(code).update(key).digest('hex').slice(0, 32)}.json`;
    used.add(file);
    return path.join(dir, file);
  };
  return {
    reuse(key, check) {
      const file = fileOf(key);
      return readChecked(file) ?? writeChecked(file, check());
    },
    close() {
      for (const file of readdirSync(dir)) if (file.endsWith('.json') && !used.has(file)) rmSync(path.join(dir, file), { force: true });
    },
  };
}

/**
 * Keeps `checked` in `file`; gives back a copy of it to hold. Written as ASCII, every other character escaped: reading
 * the file back then decodes it as ASCII, which takes a fraction of decoding Spanish text as UTF-8.
 */
function writeChecked(file: string, checked: Checked): Checked {
  const json = JSON.stringify(checked).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  writeWhole(file, json);
  // Parsed back rather than kept as checked: V8 keeps a string cut out of a file's text as a slice of that whole
  // text, so each entry would hold its page's full source for the rest of the build.
  return JSON.parse(json) as Checked;
}

function readChecked(file: string): Checked | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Checked;
  } catch {
    return undefined;
  }
}
