// The content editor at /editor: Sveltia CMS (MIT, a git-based editor that runs in the browser and saves content
// through the git host's API; no server of its own) served as static files of the site. Only editor.html loads it.
//
// Sveltia's prebuilt script fetches three web fonts from cdn.jsdelivr.net, and its interface strings and the modules
// of optional features from unpkg.com; here all come from the site (the fonts the package ships in npm/assets, its
// es-CO strings in locales/, the modules of MODULES), so the editor's CSP names no CDN and the editor works where those
// are out of reach. The script is copied with those addresses rewritten; a Sveltia release that loads them
// differently fails the build here, saying so, instead of shipping an editor that reaches for a CDN. Photos are
// re-encoded before upload (config.ts) by the browser's canvas or, where it lacks a codec, by WebAssembly (MODULES):
// hence 'wasm-unsafe-eval' in the editor's CSP.
import crypto from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { editorBackend, editorConfigYaml } from './config.ts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { stylePolicy } from '../render/page-styles.ts';
import { EditorPage } from '../../templates/pages/EditorPage.tsx';
import type { OutputFile } from '../types.ts';
import { COLLECTIONS, type Registry, type Site } from '../collections.ts';
import { fileOf, outputPathFor, PATHS, withBasePath } from '../urls.ts';

/** The interface language of the editor (Sveltia CMS ships es-CO). */
export const EDITOR_LOCALE = 'es-CO';

const FONT_CDN = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(?::vf)?@[\d.]+\/([a-z0-9-]+)\.woff2/g;
/** Sveltia's locale folder on unpkg: `${unpkg package URL}@${version}/locales`, a template literal in the script. */
const LOCALE_CDN = /`\$\{\w+\}@\$\{\w+\}\/locales`/g;
/** Where it imports the modules of optional features from: `https://unpkg.com/${name}`, then `@${version}/${file}`. */
const MODULE_CDN = /`https:\/\/unpkg\.com\/\$\{(\w+)\}`/g;
/**
 * The modules of optional features this site's editor uses, with the files Sveltia's code path loads: EXIF reading
 * when a photo is picked (exifr), pasting formatted text into a body (turndown), entry data for previews (immutable),
 * HEIC decoding where a browser cannot (@discourse/heic: Chrome, Firefox), WebP encoding where its canvas cannot
 * (@jsquash/webp: Safari). The others (map fields, code highlighting, SVG optimisation, PDF previews) are not served:
 * the CSP refuses them.
 */
const MODULES: Record<string, string[]> = {
  exifr: ['dist/lite.esm.mjs'],
  turndown: ['lib/turndown.browser.es.js'],
  immutable: ['dist/immutable.es.js'],
  '@discourse/heic': ['index.js', 'decode.js', 'utils.js', 'codec/dec/heic_dec.js', 'codec/dec/heic_dec.wasm'],
  '@jsquash/webp': ['encode.js', 'meta.js', 'utils.js', ...['webp_enc', 'webp_enc_simd'].flatMap((c) => [`codec/enc/${c}.js`, `codec/enc/${c}.wasm`])],
};
/** The version of a module that Sveltia's script declares (its package.json, built in), which it asks for. */
const DECLARED = (name: string) => new RegExp(`[{,]"?${name}"?:\`\\D?([\\d.]+)\``, 'g');
/** @jsquash/webp's encoder imports this by its bare name, which unpkg rewrites and a static host cannot resolve. */
const FEATURE_DETECT = { name: 'wasm-feature-detect', file: 'dist/esm/index.js', importer: '@jsquash/webp/encode.js', bare: /from 'wasm-feature-detect'/g };
/** Its hourly look-up of the latest release on unpkg (for an "update available" banner that a pinned copy never shows). */
const RELEASE_CHECK = /`\$\{\w+\}\/package\.json`/g;

/**
 * The editor's files: its page, its configuration and, when the site names a repository, Sveltia and its fonts.
 * `css` is the site's stylesheet, which the page that explains a missing configuration carries as the site's pages do.
 */
export function editorFiles(site: Site, css: string, collections: Registry = COLLECTIONS): OutputFile[] {
  const page = (props: Omit<Parameters<typeof EditorPage>[0], 'brand'>) => ({
    path: outputPathFor(PATHS.editor),
    contents: withBasePath(`<!doctype html>\n${renderToStaticMarkup(createElement(EditorPage, { brand: site.config.brand, ...props }))}\n`, site.basePath),
  });
  if (!site.config.editor) return [page({ scripts: [], style: { policy: stylePolicy(css), css } })];
  const vendor = sveltia(site.basePath);
  // Sveltia reads `<page>/config.yml` for a page at a path without a slash.
  return [page({ scripts: vendor.scripts }), { path: fileOf(`${PATHS.editor}/config.yml`), contents: editorConfigYaml(site.config, site.basePath, collections) }, ...vendor.files];
}

/** The Content-Security-Policy of /editor: the site's, plus what Sveltia needs and the git host it talks to. */
export function editorContentSecurityPolicy(site: Site): string {
  const backend = editorBackend(site.config.editor);
  const hosts = (list: string[] | undefined) => (list?.length ? ` ${list.join(' ')}` : '');
  return [
    "default-src 'self'",
    // WebAssembly, for the photo codecs some browsers lack (see above); still no eval of scripts.
    "script-src 'self' 'wasm-unsafe-eval'",
    // Svelte adds each component's styles as a <style> element when it first shows: no way around it.
    "style-src 'self' 'unsafe-inline'",
    // Uploaded photos are previewed from blob: URLs; icons of the interface are data: URLs; avatars from the host.
    `img-src 'self' data: blob:${hosts(backend?.images)}`,
    "font-src 'self'",
    // Sveltia fetches its own logo from a data: URL, and uploads from blob: URLs.
    `connect-src 'self' blob: data:${hosts(backend?.connect)}`,
    "media-src 'self' blob:",
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
  ].join('; ');
}

interface Vendor {
  /** The page's scripts, in order. */
  scripts: string[];
  files: OutputFile[];
}
/** By base path: the script names the fonts and strings by their absolute address. */
const vendors = new Map<string, Vendor>();

/** Sveltia's script with fonts and strings served from the site, and what it loads; made once per process. */
function sveltia(basePath: string): Vendor {
  const kept = vendors.get(basePath);
  if (kept) return kept;
  const root = sveltiaPackage();
  const files: OutputFile[] = [];
  const add = (name: string, ext: string, contents: string | Buffer) => {
    const url = `/assets/editor/${name}.${contentHash(contents)}.${ext}`;
    files.push({ path: fileOf(url), contents });
    return url;
  };

  // Read as latin1, one character per byte: the addresses rewritten are ASCII, the rest goes back out byte for byte,
  // and the 2 MB are neither decoded as UTF-8 nor encoded again to be hashed and written (about 60 ms a build).
  let script = readFileSync(path.join(root, 'dist', 'sveltia-cms.js'), 'latin1');
  const fontFiles = readdirSync(path.join(root, 'npm', 'assets'));
  script = script.replace(FONT_CDN, (cdn, family: string, subset: string) => {
    const local = fontFiles.find((f) => f.startsWith(`${family}-${subset}-`) && f.endsWith('.woff2'));
    if (!local) throw new Error(`Sveltia CMS loads the font ${cdn}, which its package does not ship in npm/assets; update pipeline/editor/editor.ts`);
    return `${basePath}${add(`${family}-${subset}`, 'woff2', readFileSync(path.join(root, 'npm', 'assets', local)))}`;
  });

  const strings = readFileSync(path.join(root, 'locales', `${EDITOR_LOCALE}.json`));
  const localeFolder = `/assets/editor/locales-${contentHash(strings)}`;
  files.push({ path: fileOf(`${localeFolder}/${EDITOR_LOCALE}.json`), contents: strings });
  once(script, LOCALE_CDN, 'names its locale folder');
  script = script.replace(LOCALE_CDN, `\`${basePath}${localeFolder}\``);
  // The release check gets the version this site ships: nothing to announce, and nothing asked of unpkg.com.
  const version = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;
  once(script, RELEASE_CHECK, 'looks up its latest release');
  script = script.replace(RELEASE_CHECK, JSON.stringify(`data:application/json,${JSON.stringify({ version })}`));
  // Modules of optional features: from the site, each at the address Sveltia asks for (the version it declares),
  // copied from the installed package. With the origin: HEIC is decoded in a worker made from a blob: URL, where a
  // path from the root does not resolve.
  once(script, MODULE_CDN, 'names the address of optional modules');
  // Not under /assets/: the address names the declared version, not the installed file, so it is revalidated.
  const moduleFolder = `${PATHS.editor}/npm`;
  script = script.replace(MODULE_CDN, (_cdn, name: string) => `\`\${location.origin}${basePath}${moduleFolder}/\${${name}}\``);
  const require = createRequire(path.join(root, 'package.json'));
  const installed = (name: string, file: string) => path.join(path.dirname(require.resolve(`${name}/package.json`)), file);
  // A file served as installed is linked, not read and written again (output/write.ts): npm replaces files, never
  // changes one in place.
  const serve = (address: string, from: string, contents?: string) =>
    files.push(contents === undefined ? { path: fileOf(`${moduleFolder}/${address}`), from, size: statSync(from).size } : { path: fileOf(`${moduleFolder}/${address}`), contents });
  const detect = `${FEATURE_DETECT.name}@${(require(`${FEATURE_DETECT.name}/package.json`) as { version: string }).version}/${FEATURE_DETECT.file}`;
  serve(detect, installed(FEATURE_DETECT.name, FEATURE_DETECT.file));
  for (const [name, list] of Object.entries(MODULES)) {
    const folder = `${name}@${once(script, DECLARED(name), `declares ${name}`)[1]}`;
    for (const file of list) {
      const from = installed(name, file);
      if (`${name}/${file}` !== FEATURE_DETECT.importer) serve(`${folder}/${file}`, from);
      else {
        const text = readFileSync(from, 'utf8');
        once(text, FEATURE_DETECT.bare, `imports ${FEATURE_DETECT.name}`, FEATURE_DETECT.importer);
        serve(`${folder}/${file}`, from, text.replace(FEATURE_DETECT.bare, `from '${path.posix.relative(path.posix.dirname(`${folder}/${file}`), detect)}'`));
      }
    }
  }
  if (script.includes('cdn.jsdelivr.net')) throw new Error('Sveltia CMS still loads something from cdn.jsdelivr.net; update pipeline/editor/editor.ts');
  // The source map (8 MB) is not shipped.
  script = script.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');

  const vendor = { scripts: [add('start', 'js', startScript()), add('sveltia-cms', 'js', Buffer.from(script, 'latin1'))], files };
  vendors.set(basePath, vendor);
  return vendor;
}

/**
 * Sveltia picks its interface language from the browser and keeps the user's choice in `sveltia-cms.prefs`; this
 * runs first and makes Spanish (Colombia) the choice unless the user made another one.
 */
function startScript(): string {
  return `// The content editor speaks Spanish (Colombia) unless its user chose another language in its settings.
try {
  const key = 'sveltia-cms.prefs';
  const prefs = JSON.parse(localStorage.getItem(key) || '{}') || {};
  if (!prefs.locale) localStorage.setItem(key, JSON.stringify({ ...prefs, locale: ${JSON.stringify(EDITOR_LOCALE)} }));
} catch {}
`;
}

/** The installed @sveltia/cms package folder (its `exports` hide package.json, so found from its entry point). */
function sveltiaPackage(): string {
  return path.resolve(path.dirname(createRequire(import.meta.url).resolve('@sveltia/cms')), '..');
}

/** Each address rewritten must be found exactly once: a new Sveltia release that changed it fails the build. */
function once(text: string, pattern: RegExp, what: string, whose = "Sveltia CMS's script"): RegExpExecArray {
  const found = [...text.matchAll(pattern)];
  if (found.length !== 1) throw new Error(`${whose} ${what} ${found.length} times instead of once; update pipeline/editor/editor.ts`);
  return found[0]!;
}

const contentHash = (contents: string | Buffer) => crypto.createHash('sha256').update(contents).digest('hex').slice(0, 10);
