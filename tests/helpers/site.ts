// The real site as the run's one build made it (tests/global-setup.ts): its pages parsed, its records planned.
import fs from 'node:fs/promises';
import path from 'node:path';
import { Window } from 'happy-dom';
import { inject } from 'vitest';
import { checkSite } from '../../pipeline/content/check.ts';
import { loadContent } from '../../pipeline/content/load.ts';
import { planPages } from '../../pipeline/collections.ts';
import type { Page } from '../../pipeline/types.ts';
import type { Site } from '../../pipeline/collections.ts';
import { outputPathFor } from '../../pipeline/urls.ts';

export const projectDir = path.resolve(import.meta.dirname, '../..');
/**
 * The project's picture cache, which the run's build fills: builds in memory pass it too, so that each picture is
 * drawn once per run instead of once per build (pictures are kept by content, so any build may share it).
 */
export const pictureCache = path.join(projectDir, '.cache');

/** The built site's folder and the URL it was built with and is served at. */
export const built = () => inject('built');

type Records = { site: Site; pages: Page[] };
let records: Promise<Records> | undefined;
/** The checked content and its pages, as the build saw them, with the site URL it was built with. */
export function builtSite(): Promise<Records> {
  records ??= loadContent(built().contentDir, projectDir).then((raw) => {
    const site = checkSite(raw, { env: { SITE_URL: built().origin } });
    return { site, pages: planPages(site) };
  });
  return records;
}

/** A file of the built site, by its path in the output folder. */
export const builtFile = (file: string) => fs.readFile(path.join(built().dir, file), 'utf8');

export function parse(html: string): Document {
  const window = new Window({ settings: { disableJavaScriptEvaluation: true, disableCSSFileLoading: true, disableJavaScriptFileLoading: true } });
  return new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
}

const parsed = new Map<string, Promise<Document>>();
/** A built page, parsed once per test file: tests read pages, never change them. */
export function page(url: string): Promise<Document> {
  const file = url === '/404' ? '404.html' : outputPathFor(url);
  if (!parsed.has(file)) parsed.set(file, builtFile(file).then(parse));
  return parsed.get(file)!;
}

export const text = (doc: Document, selector: string) => doc.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
export const all = (doc: Document, selector: string) => [...doc.querySelectorAll(selector)];

let files: Promise<{ path: string; contents: Buffer }[]> | undefined;
/** Every file of the built site, by its path in the output folder. */
export function builtFiles(): Promise<{ path: string; contents: Buffer }[]> {
  const { dir } = built();
  files ??= fs.readdir(dir, { recursive: true, withFileTypes: true }).then((entries) =>
    Promise.all(
      entries
        .filter((e) => e.isFile())
        .map(async (e) => {
          const absolute = path.join(e.parentPath, e.name);
          return { path: path.relative(dir, absolute), contents: await fs.readFile(absolute) };
        }),
    ),
  );
  return files;
}

/** The checked site, its pages and its built files together. */
export async function builtResult() {
  return { ...(await builtSite()), files: await builtFiles() };
}
