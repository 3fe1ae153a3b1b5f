// Stage 1: read every content file into plain records. Only syntax is checked here; meaning is validate.ts's job.
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import YAML from 'js-yaml';
import { ContentError, type Problem } from './errors.ts';
import { measurePhotos, PHOTO_EXTENSIONS, PHOTO_FOLDER, type Photos } from './photos.ts';
import type { RawEntry } from './types.ts';

export interface RawContent {
  /** The content folder as messages name it: "content". */
  root: string;
  site: RawEntry;
  landing: RawEntry;
  catalogue: RawEntry;
  blog: RawEntry;
  builder: RawEntry;
  /** content/servicios/*.md, sorted, as absolute paths: service pages are read by their shards (see services.ts). */
  serviceFiles: string[];
  hubs: RawEntry[];
  posts: RawEntry[];
  legal: RawEntry[];
  pages: RawEntry[];
  /** content/fotos/, by the name authors write: "fotos/x.jpg". */
  photos: Photos;
}

const SINGLE_FILES = {
  site: 'site.yaml',
  landing: 'inicio.md',
  catalogue: 'servicios.md',
  blog: 'blog.md',
  builder: 'constructor.md',
} as const;
const SERVICE_FOLDER = 'servicios';
const COLLECTIONS = { hubs: 'hubs', posts: 'blog', legal: 'legal', pages: 'paginas' } as const;

/** Reads `contentDir`; `displayRoot` is what file names in messages are relative to. */
export async function loadContent(contentDir: string, displayRoot = process.cwd()): Promise<RawContent> {
  const problems: Problem[] = [];
  const read = (absolute: string) => {
    const result = readContentFile(absolute, displayRoot);
    if (!('reason' in result)) return result;
    problems.push(result);
    return undefined;
  };
  const markdownFiles = async (folder: string) => {
    const dir = path.join(contentDir, folder);
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    return names.filter((n) => n.endsWith('.md')).sort().map((n) => path.join(dir, n));
  };
  const readFolder = async (folder: string) => {
    const entries = (await markdownFiles(folder)).map(read);
    return entries.filter((e): e is RawEntry => e !== undefined);
  };

  const singles = Object.fromEntries(
    Object.entries(SINGLE_FILES).map(([key, name]) => [key, read(path.join(contentDir, name))]),
  ) as Record<keyof typeof SINGLE_FILES, RawEntry | undefined>;
  const collections = Object.fromEntries(
    await Promise.all(Object.entries(COLLECTIONS).map(async ([key, folder]) => [key, await readFolder(folder)])),
  ) as Record<keyof typeof COLLECTIONS, RawEntry[]>;

  const photoNames = await fs.readdir(path.join(contentDir, PHOTO_FOLDER)).catch(() => [] as string[]);
  const photos = await measurePhotos(
    photoNames
      .filter((n) => PHOTO_EXTENSIONS.includes(path.extname(n).toLowerCase()))
      .map((n) => ({ name: `${PHOTO_FOLDER}/${n}`, absolute: path.join(contentDir, PHOTO_FOLDER, n) })),
  );

  if (problems.length > 0) throw new ContentError(problems);
  const serviceFiles = await markdownFiles(SERVICE_FOLDER);
  return { root: path.relative(displayRoot, contentDir) || '.', ...(singles as Record<keyof typeof SINGLE_FILES, RawEntry>), ...collections, serviceFiles, photos };
}

/**
 * One content file parsed (front matter and body, or YAML), or what keeps it from being read. It reads
 * synchronously: a large site has thousands of small files, and parsing, not waiting on the disk, is the work.
 */
export function readContentFile(absolute: string, displayRoot: string): RawEntry | Problem {
  const source = readSource(absolute, displayRoot);
  return typeof source === 'string' ? parseContent(absolute, displayRoot, source) : source;
}

export function readSource(absolute: string, displayRoot: string): string | Problem {
  try {
    return readFileSync(absolute, 'utf8');
  } catch {
    return { file: displayName(absolute, displayRoot), field: '', reason: 'file is missing' };
  }
}

export function parseContent(absolute: string, displayRoot: string, source: string): RawEntry | Problem {
  const file = displayName(absolute, displayRoot);
  const slug = path.basename(absolute).replace(/\.(md|yaml)$/, '');
  try {
    return absolute.endsWith('.yaml') ? { file, slug, data: parseYaml(source, 0), body: '' } : parseMarkdown(file, slug, source);
  } catch (error) {
    return { file, field: '', reason: (error as Error).message };
  }
}

/** A file's name as messages and the author see it: "content/servicios/x.md". */
export const displayName = (absolute: string, displayRoot: string) => path.relative(displayRoot, absolute) || absolute;

function parseMarkdown(file: string, slug: string, source: string): RawEntry {
  if (!source.startsWith('---')) throw new Error('front matter is missing: the file must start with a line "---"');
  // gray-matter only splits the file; js-yaml 4 parses, so that errors name the file's line, not the front matter's.
  const parsed = matter(source, { engines: { yaml: (front: string) => parseYaml(front, front.startsWith('\n') ? 0 : 1) as object } });
  return { file, slug, data: parsed.data, body: parsed.content };
}

/** `lineOffset` turns a front-matter line into a line of the file (the opening "---" is line 1). */
function parseYaml(source: string, lineOffset: number): unknown {
  try {
    return YAML.load(source) ?? {};
  } catch (error) {
    if (!(error instanceof YAML.YAMLException)) throw error;
    throw new Error(`YAML syntax error at line ${error.mark.line + 1 + lineOffset}, column ${error.mark.column + 1}: ${error.reason}`);
  }
}
