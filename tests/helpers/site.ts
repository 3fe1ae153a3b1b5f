// Builds the real site once in memory and hands tests parsed pages.
import path from 'node:path';
import { Window } from 'happy-dom';
import { build, type BuildResult } from '../../pipeline/build.ts';

export const projectDir = path.resolve(import.meta.dirname, '../..');

let result: Promise<BuildResult> | undefined;
export function builtSite(): Promise<BuildResult> {
  result ??= build({ projectDir, write: false });
  return result;
}

export function parse(html: string): Document {
  const window = new Window({ settings: { disableJavaScriptEvaluation: true, disableCSSFileLoading: true, disableJavaScriptFileLoading: true } });
  return new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
}

export async function page(url: string): Promise<Document> {
  const { files, routes } = await builtSite();
  const route = routes.find((r) => r.url === url);
  if (!route) throw new Error(`No route ${url}`);
  const file = files.find((f) => f.path === route.outputPath)!;
  return parse(String(file.contents));
}

export const text = (doc: Document, selector: string) => doc.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
export const all = (doc: Document, selector: string) => [...doc.querySelectorAll(selector)];
