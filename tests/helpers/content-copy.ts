import fs from 'node:fs/promises';
import path from 'node:path';
import { projectDir } from './site.ts';

export type ContentEdits = Record<string, (source: string) => string | null>;
export type ContentCopier = (name: string, edits: ContentEdits) => Promise<string>;

/**
 * A copy of the real content (or of `from`: the run's build's, whose form sends) with some files changed (an edit
 * returning null deletes the file): each case differs from a valid site by exactly its defect.
 */
export function contentCopier(scratch: string, from = path.join(projectDir, 'content')): ContentCopier {
  return async (name, edits) => {
    const dir = path.join(scratch, name, 'content');
    await fs.cp(from, dir, { recursive: true });
    for (const [file, edit] of Object.entries(edits)) {
      const target = path.join(dir, file);
      const next = edit(await fs.readFile(target, 'utf8').catch(() => ''));
      if (next === null) await fs.rm(target);
      else await fs.writeFile(target, next);
    }
    return dir;
  };
}
