// A site of any size made from the real one, for the benchmark (scripts/bench.ts) and the test that renders a large
// site with the part cache and without it (tests/cached-parts.test.ts).
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileSlot } from '../pipeline/limit.ts';

/**
 * The content of `source` in `dir` with its service pages multiplied to `servicePages`: copy k of a page keeps its
 * text and gets its own slug and name, so every page is a full landing page and the hubs' and posts' links still
 * resolve.
 */
export async function syntheticContent(source: string, dir: string, servicePages: number): Promise<string> {
  await fs.rm(dir, { recursive: true, force: true });
  await fs.cp(source, dir, { recursive: true, filter: (file) => !file.startsWith(path.join(source, 'servicios') + path.sep) });
  const originals = (await fs.readdir(path.join(source, 'servicios'))).sort();
  const texts = await Promise.all(originals.map((file) => fs.readFile(path.join(source, 'servicios', file), 'utf8')));
  // Through the build's file slots (pipeline/limit.ts), 128 open at a time: 30,000 opened at once run out of file
  // handles (EMFILE).
  const write = (name: string, text: string) => fileSlot(() => fs.writeFile(path.join(dir, 'servicios', name), text));
  await Promise.all(
    Array.from({ length: servicePages }, (_, i) => {
      const copy = Math.floor(i / originals.length);
      const file = originals[i % originals.length]!;
      const text = texts[i % originals.length]!;
      if (copy === 0) return write(file, text);
      const renamed = text
        .replace(/^name: (["']?)(.*)\1$/m, `name: $1$2 ${copy + 1}$1`)
        .replace(/^aliases: .*\n/m, '')
        // Only the original is named in site.yaml's 24-hour list, so a copy does not claim it.
        .replace(/^ {2}allHours: true$/m, '  allHours: false');
      return write(file.replace(/\.md$/, `-n${copy + 1}.md`), renamed);
    }),
  );
  return dir;
}
