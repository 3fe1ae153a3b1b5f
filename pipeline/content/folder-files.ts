// Which files of a collection folder (content/servicios/, ...) are its pages. Editors and systems leave files beside
// the author's: Emacs's lock file ".#x.md", macOS's "._x.md" on a shared drive. Read as pages they would stop the
// build with advice that overwrites the real page, so hidden files are left out and named in a warning. A page saved
// as "x.MD" or "x.markdown" would otherwise be left out without a word, and "index.md" would be served at the
// folder's own address in place of the page that lives there: both are refused.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Problem } from '../errors.ts';

export interface FolderPages {
  /** The pages' files, absolute, sorted. */
  files: string[];
  /** Hidden Markdown files left out, by their names in messages ("content/servicios/.#x.md"). */
  skipped: string[];
  problems: Problem[];
}

/** Endings editors give Markdown files: a page saved with any but ".md" is named, not silently left out. */
const MARKDOWN = /\.(md|markdown|mdown|mkdn|mkd)$/i;
/** A page's file is "<slug>.html": "index.html" is what servers show for a folder's own address. */
const RESERVED = 'index';

/** `dir` on disk; `shown`, the folder as messages name it ("content/servicios"). */
export async function folderPages(dir: string, shown: string): Promise<FolderPages> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const result: FolderPages = { files: [], skipped: [], problems: [] };
  for (const name of names.filter((n) => MARKDOWN.test(n)).sort()) {
    const file = `${shown}/${name}`;
    const slug = name.slice(0, -path.extname(name).length);
    if (name.startsWith('.')) result.skipped.push(file);
    else if (path.extname(name) !== '.md') result.problems.push({ file, field: '', reason: `rename it to ${slug}.md: pages are read only from files ending in ".md"` });
    else if (slug === RESERVED) result.problems.push({ file, field: '', reason: `rename it: a page named "${RESERVED}" is written as index.html, which servers show in place of the page of the folder's address ("/servicios/" for content/servicios/)` });
    else result.files.push(path.join(dir, name));
  }
  return result;
}
