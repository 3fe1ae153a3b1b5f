// Stage 1: find every content file and read site.yaml, the settings every other file is checked with. The other files
// are read by check.ts, once each, and parsed only when no checked entry is kept for their bytes (entry-store.ts).
// Only syntax is checked here; meaning is check.ts's job, and what keeps a file from being read is collected with the
// rest, so that the author sees every problem at once.
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import YAML from 'js-yaml';
import type { Problem } from './errors.ts';
import { noMemo, type Memo } from './memo.ts';
import { measurePhotos, PHOTO_EXTENSIONS, PHOTO_FOLDER } from './photos.ts';
import type { Photos, RawEntry } from './types.ts';

export interface RawContent {
  /** The content folder as messages name it: "content". */
  root: string;
  /** site.yaml; undefined when the file could not be read (its problem is in `problems`). */
  site?: RawEntry;
  /** The other files, not yet read (readSource, parseSource). */
  landing: ContentSource;
  catalogue: ContentSource;
  blog: ContentSource;
  builder: ContentSource;
  services: ContentSource[];
  hubs: ContentSource[];
  posts: ContentSource[];
  legal: ContentSource[];
  pages: ContentSource[];
  /** Every Markdown file of each collection folder, read or not, so that links to an unreadable page still resolve. */
  slugs: Record<CollectionName, string[]>;
  /** content/fotos/, by the name authors write: "fotos/x.jpg". */
  photos: Photos;
  /** Files that could not be read or parsed. */
  problems: Problem[];
}

/** A content file by its name in messages ("content/servicios/x.md") and on disk. */
export interface ContentSource {
  file: string;
  absolute: string;
}

export const SINGLE_FILES = {
  site: 'site.yaml',
  landing: 'inicio.md',
  catalogue: 'servicios.md',
  blog: 'blog.md',
  builder: 'constructor.md',
} as const;
export const COLLECTIONS = { services: 'servicios', hubs: 'hubs', posts: 'blog', legal: 'legal', pages: 'paginas' } as const;
export type CollectionName = keyof typeof COLLECTIONS;

/**
 * Finds the files of `contentDir` and reads site.yaml; `displayRoot` is what file names in messages are relative to.
 * With a memo (the dev server), site.yaml is not parsed again while its text is the same.
 */
export async function loadContent(contentDir: string, displayRoot = process.cwd(), memo: Memo = noMemo): Promise<RawContent> {
  const problems: Problem[] = [];
  const settings = readContentFile(path.join(contentDir, SINGLE_FILES.site), displayRoot, memo);
  if ('reason' in settings) problems.push(settings);
  const source = (absolute: string): ContentSource => ({ file: displayName(absolute, displayRoot), absolute });
  const { site: _settings, ...others } = SINGLE_FILES;
  const singles = mapValues(others, (name) => source(path.join(contentDir, name)));
  const files = await Promise.all(Object.values(COLLECTIONS).map((folder) => markdownFiles(path.join(contentDir, folder))));
  const byCollection = Object.fromEntries(Object.keys(COLLECTIONS).map((name, i) => [name, files[i]!])) as Record<CollectionName, string[]>;
  const collections = mapValues(byCollection, (list) => list.map(source));
  const slugs = mapValues(byCollection, (list) => list.map((f) => path.basename(f, '.md')));
  const photos = await readPhotos(path.join(contentDir, PHOTO_FOLDER));
  const site = 'reason' in settings ? undefined : settings;
  return { root: path.relative(displayRoot, contentDir) || '.', site, ...singles, ...collections, slugs, photos, problems };
}

async function markdownFiles(dir: string): Promise<string[]> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  return names.filter((n) => n.endsWith('.md')).sort().map((n) => path.join(dir, n));
}

async function readPhotos(dir: string): Promise<Photos> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const files = names.filter((n) => PHOTO_EXTENSIONS.includes(path.extname(n).toLowerCase()));
  return measurePhotos(files.map((n) => ({ name: `${PHOTO_FOLDER}/${n}`, absolute: path.join(dir, n) })));
}

/**
 * One content file parsed (front matter and body, or YAML), or what keeps it from being read. It reads
 * synchronously: a large site has thousands of small files, and parsing, not waiting on the disk, is the work.
 */
export function readContentFile(absolute: string, displayRoot: string, memo: Memo = noMemo): RawEntry | Problem {
  const file = displayName(absolute, displayRoot);
  const bytes = readSource({ file, absolute });
  return 'reason' in bytes ? bytes : parseSource(file, bytes, memo);
}

/** A content file's bytes, or why it cannot be read. */
export function readSource({ file, absolute }: ContentSource): Buffer | Problem {
  try {
    return readFileSync(absolute);
  } catch {
    return { file, field: '', reason: 'file is missing' };
  }
}

/** A content file's bytes parsed (`file` names it), or what keeps them from being read. */
export function parseSource(file: string, bytes: Buffer, memo: Memo = noMemo): RawEntry | Problem {
  try {
    const text = decodeUtf8(bytes);
    return memo.remember(`file ${file}`, [text], () => parseContent(file, text));
  } catch (error) {
    return { file, field: '', reason: (error as Error).message };
  }
}

/** A content file's text parsed as the build reads it (`file` names it: "content/servicios/x.md"); throws on bad syntax. */
export function parseContent(file: string, source: string): RawEntry {
  const slug = path.basename(file).replace(/\.(md|yaml)$/, '');
  return file.endsWith('.yaml') ? { file, slug, data: parseYaml(source, 0), body: '', bodyLine: 1 } : parseMarkdown(file, slug, source);
}

/**
 * The file's text. Anything but UTF-8 (an editor saving Latin-1, say) would ship as "�" on the page, so it is
 * refused with the line to fix; a byte-order mark, which some Windows editors add, is dropped.
 */
function decodeUtf8(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    const text = new TextDecoder('utf-8').decode(bytes);
    const line = text.slice(0, text.indexOf('\uFFFD')).split('\n').length;
    throw new Error(`line ${line}: the file is not UTF-8 text; save it as UTF-8 in your editor`);
  }
}

/** A file's name as messages and the author see it: "content/servicios/x.md". */
const displayName = (absolute: string, displayRoot: string) => path.relative(displayRoot, absolute) || absolute;

function parseMarkdown(file: string, slug: string, source: string): RawEntry {
  if (!source.startsWith('---')) throw new Error('front matter is missing: the file must start with a line "---"');
  // gray-matter only splits the file; js-yaml 4 parses, so that errors name the file's line, not the front matter's.
  const parsed = matter(source, { engines: { yaml: (front: string) => parseYaml(front, front.startsWith('\n') ? 0 : 1) as object } });
  const bodyLine = source.slice(0, source.length - parsed.content.length).split('\n').length;
  return { file, slug, data: parsed.data, body: parsed.content, bodyLine };
}

/** `lineOffset` turns a front-matter line into a line of the file (the opening "---" is line 1). */
function parseYaml(source: string, lineOffset: number): unknown {
  try {
    // The core schema keeps dates as the text written: the default one turns 2026-02-30 into March 2 silently.
    return YAML.load(source, { schema: YAML.CORE_SCHEMA }) ?? {};
  } catch (error) {
    if (!(error instanceof YAML.YAMLException)) throw error;
    throw new Error(`YAML syntax error at line ${error.mark.line + 1 + lineOffset}, column ${error.mark.column + 1}: ${error.reason}`);
  }
}

function mapValues<K extends string, V, W>(object: Record<K, V>, map: (value: V) => W): Record<K, W> {
  return Object.fromEntries(Object.entries(object).map(([key, value]) => [key, map(value as V)])) as Record<K, W>;
}
