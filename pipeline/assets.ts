// Stage 5: client scripts (esbuild), with content-hashed names, and the stylesheet (lightningcss), which every page
// carries inline, allowed by its hash in the CSP (pipeline/site-files.ts).
import crypto from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { bundleAsync } from 'lightningcss';
import { noMemo, type Memo } from './memo.ts';
import { SCRIPT_NAMES, type AssetManifest, type OutputFile, type ScriptName } from './types.ts';

/** Where the assets' sources live, relative to the project. */
const SOURCES = ['client', 'templates/styles'];

// Mid-range Android phones run a current Chrome; Safari 15 covers iPhones of the last several years.
const TARGETS = { chrome: 100 << 16, safari: 15 << 16, firefox: 100 << 16 };

/** With a memo (the dev server), bundled again only when a source changed. */
export function bundleAssets(projectDir: string, memo: Memo = noMemo): Promise<AssetManifest> {
  const inputs = memo === noMemo ? [] : [sourcesFingerprint(projectDir)];
  return memo.remember('assets', inputs, async () => {
    const [scripts, css] = await Promise.all([bundleScripts(projectDir), bundleCss(projectDir)]);
    return { css, scripts: scripts.manifest, files: scripts.files };
  });
}

function sourcesFingerprint(projectDir: string): string {
  const hash = crypto.createHash('sha1');
  for (const folder of SOURCES.map((f) => path.join(projectDir, f))) {
    const files = readdirSync(folder, { recursive: true, withFileTypes: true }).filter((d) => d.isFile());
    for (const file of files.map((d) => path.join(d.parentPath, d.name)).sort()) hash.update(file).update(readFileSync(file));
  }
  return hash.digest('hex');
}

async function bundleScripts(projectDir: string) {
  const result = await esbuild.build({
    absWorkingDir: projectDir,
    entryPoints: SCRIPT_NAMES.map((name) => `client/${name}.ts`),
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: ['chrome100', 'safari15', 'firefox100'],
    outdir: 'assets',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  const files: OutputFile[] = result.outputFiles.map((f) => ({ path: path.relative(projectDir, f.path), contents: f.contents }));
  const manifest = {} as AssetManifest['scripts'];
  for (const [output, meta] of Object.entries(result.metafile.outputs)) {
    if (!meta.entryPoint) continue;
    const name = path.basename(meta.entryPoint, '.ts') as ScriptName;
    const imports = meta.imports.filter((i) => i.kind === 'import-statement').map((i) => `/${i.path}`);
    manifest[name] = { url: `/${output}`, imports };
  }
  return { files, manifest };
}

/**
 * The whole stylesheet as one string. No file of it is written: inline, the first response paints the first screen
 * without a second round trip, and at about 5 KB gzip it costs each page less than that round trip; the page the
 * visitor goes to next is prerendered (speculationRules in pipeline/urls.ts), so a shared cached copy would save
 * nothing visible.
 */
async function bundleCss(projectDir: string): Promise<string> {
  const filename = path.join(projectDir, 'templates/styles/main.css');
  const { code } = await bundleAsync({
    filename,
    minify: true,
    targets: TARGETS,
    resolver: { read: (file) => fs.readFile(file, 'utf8') },
  });
  const css = Buffer.from(code).toString('utf8');
  // Inside a <style> element as it is: nothing in it may end the element early.
  if (/<\/style/i.test(css)) throw new Error('templates/styles: the stylesheet contains "</style", which would end the inline <style> element');
  return css;
}
