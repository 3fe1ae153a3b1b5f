// Stage 4: client scripts (esbuild), with content-hashed names, and the stylesheet (lightningcss), of which every page
// carries inline the part it uses (pipeline/render/page-styles.ts).
import crypto from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { bundleAsync, transform } from 'lightningcss';
import { ANALYTICS_DEFINE, type AnalyticsSettings } from '../../templates/analytics-settings.ts';
import { writeWhole } from '../cache.ts';
import { sourcesFingerprint } from '../fingerprint.ts';
import { noMemo, type Memo } from '../memo.ts';
import { CSS_TARGETS, namesInScript, splitStylesheet } from './page-styles.ts';
import { SCRIPT_LOADER } from './script-loader.ts';
import { scriptBundleName, type AssetManifest, type MadeFile, type ScriptName } from '../types.ts';

/** Where the assets' sources live, relative to the project. */
const SOURCES = ['client', 'templates/styles'];
/**
 * What assets kept on disk are made from: the sources, the modules of templates/ and pipeline/ that scripts import,
 * the code that bundles and splits them, and the installed bundlers.
 */
const KEPT_SOURCES = ['client', 'templates', 'pipeline', 'package-lock.json'];

export interface BundleOptions {
  /** The dev server's: bundled again only when a source or a set changed. */
  memo?: Memo;
  /** The command line's cache folder, where the assets of the last sources are kept between builds. */
  cacheDir?: string;
  analytics?: AnalyticsSettings;
}

/** The scripts of every set `pages` ask for, and the stylesheet. */
export function bundleAssets(projectDir: string, scriptSets: readonly (readonly ScriptName[])[], { memo = noMemo, cacheDir, analytics }: BundleOptions = {}): Promise<AssetManifest> {
  const bundles = [...new Set(scriptSets.map(scriptBundleName))].sort();
  const make = async (): Promise<AssetManifest> => {
    const [scripts, css] = await Promise.all([bundleScripts(projectDir, bundles, analytics), bundleCss(projectDir)]);
    const styleRules = splitStylesheet(css);
    const pageScripts = Object.fromEntries(Object.entries(scripts.byBundle).map(([bundle, { url, text }]) => [bundle, { url, text, cssNames: namesInScript(text, styleRules.names) }]));
    const stylesheet = { path: `assets/site-${crypto.createHash('sha256').update(css).digest('hex').slice(0, 8).toUpperCase()}.css`, contents: css };
    return { css, styleRules, stylesheet: `/${stylesheet.path}`, scripts: pageScripts, loader: SCRIPT_LOADER, files: [...scripts.files, stylesheet] };
  };
  // Inputs are compared by identity: the list as one string.
  if (memo !== noMemo) return memo.remember('assets', [sourcesFingerprint(projectDir, SOURCES), bundles.join(' '), JSON.stringify(analytics ?? null)], make);
  if (!cacheDir) return make();
  const key = [sourcesFingerprint(projectDir, KEPT_SOURCES), bundles.join(' '), JSON.stringify(analytics ?? null)].join('\0');
  return keptAssets(path.join(cacheDir, 'assets'), key, make);
}

/**
 * The assets made from `key`, kept in `dir` as one JSON file (the scripts as text): a build whose sources did not
 * change reads them in a few milliseconds instead of bundling for a tenth of a second. Only the last is kept.
 */
async function keptAssets(dir: string, key: string, make: () => Promise<AssetManifest>): Promise<AssetManifest> {
  const file = path.join(dir, `${crypto.createHash('sha256').update(key).digest('hex').slice(0, 32)}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as AssetManifest;
  } catch {
    const made = await make();
    mkdirSync(dir, { recursive: true });
    for (const old of readdirSync(dir)) if (old.endsWith('.json')) rmSync(path.join(dir, old), { force: true });
    const files = made.files.map((f) => ({ path: f.path, contents: typeof f.contents === 'string' ? f.contents : Buffer.from(f.contents).toString('utf8') }));
    writeWhole(file, JSON.stringify({ ...made, files }));
    return made;
  }
}

/** The namespace of the entry points made of a page's scripts: "page-scripts:site+contact-form". */
const BUNDLE = 'page-scripts';

/**
 * One file per set of scripts, holding them all in their order: a page asks for its code once, with no shared chunk
 * behind it. Requests cost more than the few hundred bytes that pages of different kinds hold twice: on HTTP/1.1
 * each parallel request opens a connection of its own, and Lighthouse counts every script that is in before the
 * first paint as holding it up.
 */
async function bundleScripts(projectDir: string, bundles: string[], analytics: AnalyticsSettings | undefined) {
  const pageScripts: esbuild.Plugin = {
    name: BUNDLE,
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${BUNDLE}:`) }, (args) => ({ path: args.path.slice(BUNDLE.length + 1), namespace: BUNDLE }));
      build.onLoad({ filter: /.*/, namespace: BUNDLE }, (args) => ({
        contents: args.path
          .split('+')
          .map((name) => `import './client/${name}.ts';`)
          .join('\n'),
        resolveDir: projectDir,
        loader: 'ts',
      }));
    },
  };
  // Only with settings: without them the options, and so every byte of every script, are what they are in a site
  // that never counts.
  const tracker = analytics && (await bundleTracker(projectDir, analytics));
  const result = await esbuild.build({
    ...SCRIPT_OPTIONS,
    absWorkingDir: projectDir,
    entryPoints: bundles.map((bundle) => ({ in: `${BUNDLE}:${bundle}`, out: bundle })),
    plugins: [pageScripts, ...(tracker ? [tracker.plugin] : [])],
    metafile: true,
  });
  const files: MadeFile[] = [...(tracker?.files ?? []), ...result.outputFiles.map((f) => ({ path: path.relative(projectDir, f.path), contents: f.contents }))];
  const byBundle: Record<string, { url: string; text: string }> = {};
  for (const [output, meta] of Object.entries(result.metafile.outputs)) {
    if (!meta.entryPoint) continue;
    const text = result.outputFiles.find((f) => path.relative(projectDir, f.path) === output)!.text;
    byBundle[meta.entryPoint.slice(BUNDLE.length + 1)] = { url: `/${output}`, text };
  }
  return { files, byBundle };
}

const SCRIPT_OPTIONS = {
  bundle: true,
  format: 'esm',
  minify: true,
  target: ['chrome100', 'safari15', 'firefox100'],
  outdir: 'assets',
  entryNames: '[name]-[hash]',
  write: false,
  logLevel: 'silent',
} satisfies esbuild.BuildOptions;

/** The counting with Plausible's tracker (client/counting.ts), which the page's counting script asks for. */
const TRACKER = 'client/counting.ts';

/**
 * The counting with the settings written in, as a file of its own beside the pages' scripts, and the plugin with
 * which the page's counting script (client/taps.ts) asks for that file, by `import()`, with its hashed name
 * relative to itself (so that it holds under any base path). A page's script stays within its budget, and the
 * counting, the same for every page, is fetched once for the whole visit.
 */
async function bundleTracker(projectDir: string, analytics: AnalyticsSettings) {
  const result = await esbuild.build({
    ...SCRIPT_OPTIONS,
    absWorkingDir: projectDir,
    entryPoints: [TRACKER],
    define: { [ANALYTICS_DEFINE]: JSON.stringify(analytics) },
  });
  const [file] = result.outputFiles;
  const chunk = `./${path.basename(file!.path)}`;
  const plugin: esbuild.Plugin = {
    name: 'counting',
    setup(build) {
      build.onResolve({ filter: /\/counting\.ts$/ }, (args) => (path.resolve(args.resolveDir, args.path) === path.join(projectDir, TRACKER) ? { path: chunk, external: true } : undefined));
    },
  };
  return { plugin, files: [{ path: path.relative(projectDir, file!.path), contents: file!.contents }] };
}

/**
 * The stylesheet with each design token of tokens.css that nothing redefines written where it is used:
 * `padding:var(--space-4)` becomes `padding:16px`. The source keeps its names; every page carries about 0.4 KB gzip
 * less in its first round trip (the :root block and the var() around each use). A token set anywhere besides :root
 * (a component's own value) stays a custom property.
 */
export function withTokensWritten(css: string): string {
  const root = /^:root\{([^}]*)\}/.exec(css);
  if (!root) return css;
  const declarations = root[1]!.split(';').map((d) => [d.slice(0, d.indexOf(':')), d.slice(d.indexOf(':') + 1)] as const);
  const fixed = new Map(declarations.filter(([name]) => css.split(`${name}:`).length === 2));
  const write = (text: string): string => text.replace(/var\((--[\w-]+)\)/g, (use, name: string) => (fixed.has(name) ? write(fixed.get(name)!) : use));
  const kept = declarations.filter(([name]) => !fixed.has(name)).map(([name, value]) => `${name}:${write(value)}`);
  return `${kept.length ? `:root{${kept.join(';')}}` : ''}${write(css.slice(root[0].length))}`;
}

/**
 * The whole stylesheet as one string. Each page carries inline the part of it that its first screen uses, so that
 * the first response paints the first screen without a second round trip (pipeline/render/page-styles.ts); the file
 * of it is for what a long page shows below its fold (templates/fold.ts), linked once the page has painted.
 */
async function bundleCss(projectDir: string): Promise<string> {
  const filename = path.join(projectDir, 'templates/styles/main.css');
  const { code } = await bundleAsync({
    filename,
    minify: true,
    targets: CSS_TARGETS,
    resolver: { read: (file) => fs.readFile(file, 'utf8') },
  });
  // Minified again once the tokens are written: `calc(76px + 16px)` becomes `92px`.
  const written = transform({ filename, code: Buffer.from(withTokensWritten(Buffer.from(code).toString('utf8'))), minify: true, targets: CSS_TARGETS });
  const css = Buffer.from(written.code).toString('utf8');
  // Inside a <style> element as it is (pages carry parts of it): nothing in it may end the element early.
  if (/<\/style/i.test(css)) throw new Error('templates/styles: the stylesheet contains "</style", which would end the inline <style> element');
  return css;
}
