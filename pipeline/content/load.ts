// Stage 1: find the files of every collection of the registry (pipeline/collections.ts) and read the settings files
// (site.yaml, which every other file is checked with, and the search's synonyms). The other files are read by
// check.ts, once each, and parsed only when no checked entry is kept for their bytes (entry-store.ts).
// Only syntax is checked here; meaning is check.ts's job, and what keeps a file from being read is collected with the
// rest, so that the author sees every problem at once.
import { readFileSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type Matter from 'gray-matter';
import YAML from 'js-yaml';
import type { Problem } from '../errors.ts';
import { noMemo, type Memo } from '../memo.ts';
import { folderPages } from './folder-files.ts';
import { whenUsed } from './when-used.ts';
import { measurePhotos, PHOTO_EXTENSIONS } from '../pictures/photos.ts';
import { JOB_PHOTO_FOLDER, PHOTO_FOLDER } from '../rules.ts';
import type { Photos, RawEntry } from '../types.ts';
import { COLLECTIONS, type Registry } from '../collections.ts';

const grayMatter = whenUsed<typeof Matter>('gray-matter');

export interface RawContent {
  /** The content folder as messages name it: "content". */
  root: string;
  /**
   * The YAML settings files (site.yaml, sinonimos.yaml) by collection, read and parsed here: every other file is
   * checked with them. Undefined when the file could not be read (its problem is in `problems`).
   */
  settings: Record<string, RawEntry | undefined>;
  /** The Markdown files of every other collection, not yet read (readSource, parseSource): a folder's, or its one file. */
  sources: Record<string, ContentSource[]>;
  /** Each folder's file names without extension, read or not, so that links to an unreadable page still resolve. */
  slugs: Record<string, string[]>;
  /** content/fotos/, by the name authors write: "fotos/x.jpg". */
  photos: Photos;
  /** Hidden Markdown files of the collection folders, left out (folder-files.ts): named once in a warning. */
  skipped: string[];
  /** Files that could not be read or parsed. */
  problems: Problem[];
}

/** A content file by its name in messages ("content/servicios/x.md") and on disk. */
export interface ContentSource {
  file: string;
  absolute: string;
}

/**
 * Finds the files of every collection of `collections` in `contentDir`, and reads the settings files; `displayRoot` is
 * what file names in messages are relative to. With a memo (the dev server), a settings file is not parsed again while
 * its text is the same.
 */
export async function loadContent(contentDir: string, displayRoot = process.cwd(), memo: Memo = noMemo, collections: Registry = COLLECTIONS): Promise<RawContent> {
  const problems: Problem[] = [];
  const source = (absolute: string): ContentSource => ({ file: displayName(absolute, displayRoot), absolute });
  const settings: RawContent['settings'] = {};
  const sources: RawContent['sources'] = {};
  const slugs: RawContent['slugs'] = {};
  const skipped: string[] = [];
  // Folders are listed at once; what each finds is taken in the registry's order, so problems come in that order.
  const folders = await Promise.all(
    Object.values(collections).map(({ source: where }) => ('folder' in where ? folderPages(path.join(contentDir, where.folder), displayName(path.join(contentDir, where.folder), displayRoot)) : undefined)),
  );
  Object.entries(collections).forEach(([name, { source: where }], i) => {
    const folder = folders[i];
    if (folder) {
      problems.push(...folder.problems);
      skipped.push(...folder.skipped);
      sources[name] = folder.files.map(source);
      slugs[name] = folder.files.map((f) => path.basename(f, '.md'));
    } else if ('file' in where && where.file.endsWith('.yaml')) {
      const result = readContentFile(path.join(contentDir, where.file), displayRoot, memo);
      if ('reason' in result) problems.push(result);
      else settings[name] = result;
    } else if ('file' in where) {
      sources[name] = [source(path.join(contentDir, where.file))];
    }
  });
  const root = path.relative(displayRoot, contentDir) || '.';
  const read = await readPhotos(path.join(contentDir, PHOTO_FOLDER), root);
  problems.push(...read.problems);
  return { root, settings, sources, slugs, photos: read.photos, skipped: [...skipped.sort(), ...read.skipped], problems };
}

/**
 * content/fotos/ and the jobs' folder in it: the photos, and what keeps the others from being used: another folder
 * (its photos would be left out without a word), a file that is not a regular one, a name a page address cannot carry
 * as it is ("IMG 2031.JPG"), or a location the phone wrote into the original.
 */
async function readPhotos(dir: string, root: string, under = PHOTO_FOLDER): Promise<{ photos: Photos; problems: Problem[]; skipped: string[] }> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  const problems: Problem[] = [];
  const files: string[] = [];
  const skipped: string[] = [];
  const file = (name: string) => `${root}/${under}/${name}`;
  let jobs: Photos = new Map();
  for (const entry of entries) {
    const { name } = entry;
    const stat = entry.isSymbolicLink() ? statSync(path.join(dir, name), { throwIfNoEntry: false }) : entry;
    if (stat?.isDirectory() && under === PHOTO_FOLDER && name === JOB_PHOTO_FOLDER) {
      const read = await readPhotos(path.join(dir, name), root, `${under}/${name}`);
      problems.push(...read.problems);
      skipped.push(...read.skipped);
      jobs = read.photos;
    } else if (stat?.isDirectory()) problems.push({ file: file(name), field: '', reason: `is a folder; photos go straight into ${PHOTO_FOLDER}/ itself, so move them out of it and delete the folder` });
    else if (!PHOTO_EXTENSIONS.includes(path.extname(name).toLowerCase())) continue;
    else if (name.startsWith('.')) skipped.push(file(name));
    else if (!stat?.isFile()) problems.push({ file: file(name), field: '', reason: 'is not a regular file (a named pipe or a device?); replace it with the photo' });
    else if (!PHOTO_NAME.test(name)) problems.push({ file: file(name), field: '', reason: `rename it to ${photoName(name)}: a photo's name becomes part of its web addresses, so it may hold only lowercase letters, digits and hyphens` });
    else files.push(name);
  }
  const kept = oneByName(files.sort(), file, problems);
  const photos = await measurePhotos(kept.map((n) => ({ name: `${under}/${n}`, absolute: path.join(dir, n) })));
  for (const photo of photos.values()) {
    if (photo.location) problems.push({ file: `${root}/${photo.name}`, field: '', reason: `La foto ${photo.name} guarda la ubicación del teléfono (${photo.location}): bórrela y súbala otra vez desde el editor` });
  }
  return { photos: new Map([...photos, ...jobs]), problems, skipped };
}

/** A photo's files are named by its name without the ending: "obra.jpg" and "obra.jpeg" would write the same ones. */
function oneByName(names: string[], file: (name: string) => string, problems: Problem[]): string[] {
  const first = new Map<string, string>();
  for (const name of names) {
    const base = name.slice(0, -path.extname(name).length);
    const other = first.get(base);
    if (other) problems.push({ file: file(name), field: '', reason: `has the name of ${file(other)}, whose web pictures it would overwrite; keep one of the two, or rename this one` });
    else first.set(base, name);
  }
  return [...first.values()];
}

const PHOTO_NAME = /^[a-z0-9]+([-_][a-z0-9]+)*\.[a-z0-9]+$/;
/** The name to give a photo named as a phone names it: "IMG 2031.JPG" → "img-2031.jpg". */
const photoName = (name: string) => {
  const extension = path.extname(name);
  return `${toSlug(name.slice(0, -extension.length)) || 'foto'}${extension.toLowerCase()}`;
};

/** Lowercase words joined by hyphens, accents dropped: "Reparación de Calzado" → "reparacion-de-calzado". */
export function toSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Far more than any page of text needs: more is a paste gone wrong, which would ship as a page of that size. */
export const MAX_CONTENT_BYTES = 512 * 1024;

/**
 * One content file parsed (front matter and body, or YAML), or what keeps it from being read. It reads
 * synchronously: a large site has thousands of small files, and parsing, not waiting on the disk, is the work.
 */
function readContentFile(absolute: string, displayRoot: string, memo: Memo = noMemo): RawEntry | Problem {
  const file = displayName(absolute, displayRoot);
  const bytes = readSource({ file, absolute });
  return 'reason' in bytes ? bytes : parseSource(file, bytes, memo);
}

/** A content file's bytes, or why it cannot be read. */
export function readSource({ file, absolute }: ContentSource): Buffer | Problem {
  // The kind of file first: reading a named pipe would wait forever, and a folder is not a missing file.
  const stat = statSync(absolute, { throwIfNoEntry: false });
  if (!stat) return { file, field: '', reason: 'file is missing' };
  if (stat.isDirectory()) return { file, field: '', reason: `is a folder; it must be a text file named ${path.basename(file)}` };
  if (!stat.isFile()) return { file, field: '', reason: 'is not a regular file (a named pipe or a device?); replace it with a text file' };
  if (stat.size > MAX_CONTENT_BYTES) {
    return { file, field: '', reason: `is ${(stat.size / 1024 / 1024).toFixed(1)} MB; a content file may hold at most ${MAX_CONTENT_BYTES / 1024} KB of text (was something pasted by mistake?)` };
  }
  try {
    return readFileSync(absolute);
  } catch (error) {
    return { file, field: '', reason: `cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})` };
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
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    const text = new TextDecoder('utf-8').decode(bytes);
    const line = text.slice(0, text.indexOf('\uFFFD')).split('\n').length;
    throw new Error(`line ${line}: the file is not UTF-8 text; save it as UTF-8 in your editor`);
  }
  // A NUL byte is no character of any text; it would reach the page's HTML as it is.
  const nul = text.indexOf('\0');
  if (nul >= 0) throw new Error(`line ${text.slice(0, nul).split('\n').length}: the file holds a NUL byte, which is not text; delete it (or save the file again as UTF-8 text)`);
  return text;
}

/** A file's name as messages and the author see it: "content/servicios/x.md". */
const displayName = (absolute: string, displayRoot: string) => path.relative(displayRoot, absolute) || absolute;

function parseMarkdown(file: string, slug: string, source: string): RawEntry {
  if (!source.startsWith('---')) throw new Error('front matter is missing: the file must start with a line "---"');
  // Unclosed, the whole file would be read as YAML, and its text would fail as YAML with a message about something else.
  if (!/\n---/.test(source.slice(3))) throw new Error('front matter is not closed: add a line "---" after its last field, before the text of the page');
  // gray-matter only splits the file; js-yaml 4 parses, so that errors name the file's line, not the front matter's.
  const parsed = grayMatter()(source, { engines: { yaml: (front: string) => parseYaml(front, front.startsWith('\n') ? 0 : 1) as object } });
  const bodyLine = source.slice(0, source.length - parsed.content.length).split('\n').length;
  return { file, slug, data: parsed.data, body: parsed.content, bodyLine };
}

/** `lineOffset` turns a front-matter line into a line of the file (the opening "---" is line 1). */
function parseYaml(source: string, lineOffset: number): unknown {
  try {
    // The core schema keeps dates as the text written: the default one turns 2026-02-30 into March 2 silently.
    const data = YAML.load(source, { schema: YAML.CORE_SCHEMA, listener: refuseAliases(lineOffset) }) ?? {};
    // Copied through JSON: a string cut out of the file's text is, in V8, two-byte when any character of the file is
    // beyond Latin-1 (one "…" in site.yaml), and so is every page that shows it, which then takes twice the memory
    // and twice as long to write. Copied, a value is one-byte unless it holds such a character itself.
    return JSON.parse(JSON.stringify(data));
  } catch (error) {
    if (!(error instanceof YAML.YAMLException)) throw error;
    throw new Error(`YAML syntax error at line ${error.mark.line + 1 + lineOffset}, column ${error.mark.column + 1}: ${error.reason}`);
  }
}

/**
 * An alias ("*name") repeats the value its anchor names. Nine aliases of nine aliases ten levels deep are 478 bytes
 * that js-yaml keeps as shared objects but that every copy (the JSON one above, the checks, the entry store) writes
 * out in full: billions of values, a build that never ends. No content needs one, so the first is refused.
 */
function refuseAliases(lineOffset: number) {
  const alias = /[ \t]*\*([^\s,[\]{}]*)/y;
  return (event: string, state: { input: string; position: number; line: number }) => {
    if (event !== 'open') return;
    alias.lastIndex = state.position;
    const found = alias.exec(state.input);
    if (found) throw new Error(`line ${state.line + 1 + lineOffset}: the YAML alias "*${found[1]}" is not allowed; write the value out in full where it is used`);
  };
}
