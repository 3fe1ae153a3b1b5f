// The content editor's files in the built site: a static page at /editor kept out of search engines, under a CSP of
// its own and no other page's; Sveltia CMS served from the site (no CDN, no eval), and a page that explains itself
// when site.yaml names no repository.
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../pipeline/build.ts';
import { editorConfigYaml } from '../pipeline/editor/config.ts';
import { contentSecurityPolicy } from '../pipeline/output/site-files.ts';
import { parseHostRules } from '../scripts/serve.ts';
import { fixtureSite, projectOf, removeFixtureSites } from './helpers/fixtures.ts';
import { builtFile, builtFiles, builtSite, page, parse, pictureCache } from './helpers/site.ts';

afterAll(removeFixtureSites);

/** The headers a path gets, rule by rule as the hosts apply them ("! Name" takes off what an earlier rule set). */
async function headersFor(urlPath: string): Promise<Map<string, string>> {
  const rules = parseHostRules(await builtFile('_headers'), '');
  const headers = new Map<string, string>();
  for (const rule of rules.headers.filter((r) => r.pattern.test(urlPath))) {
    for (const name of rule.unset) headers.delete(name);
    for (const [name, value] of rule.headers) headers.set(name, value);
  }
  return headers;
}

describe('content editor in the built site', () => {
  it('is a page of its own at /editor: noindex, out of the sitemap, disallowed in robots.txt, linked from /admin', async () => {
    const doc = await page('/editor');
    expect(doc.documentElement.getAttribute('lang')).toBe('es-CO');
    expect(doc.querySelector('meta[name=robots]')?.getAttribute('content')).toBe('noindex, nofollow');
    const scripts = [...doc.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/editor\/start\.[0-9a-f]{10}\.js$/), expect.stringMatching(/^\/assets\/editor\/sveltia-cms\.[0-9a-f]{10}\.js$/)]);
    expect(await builtFile('robots.txt')).toContain('Disallow: /editor\n');
    expect(await builtFile('sitemap.xml')).not.toContain('/editor');
    const admin = await page('/admin');
    expect(admin.querySelector('a[href="/editor"]')?.textContent).toBe('editor de contenido');
  });

  it('writes the configuration the editor reads, generated from the schema', async () => {
    const { site } = await builtSite();
    expect(await builtFile('editor/config.yml')).toBe(editorConfigYaml(site.config));
  });

  it('sets the editor CSP on /editor alone, WebAssembly allowed there only, and leaves every other page under the site CSP', async () => {
    const { site, pages } = await builtSite();
    const editor = await headersFor('/editor');
    const csp = editor.get('Content-Security-Policy')!;
    // WebAssembly for the photo codecs (pipeline/editor/editor.ts), and still no eval of scripts.
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("font-src 'self';");
    expect(csp).toContain('connect-src \'self\' blob: data: https://api.github.com https://www.githubstatus.com;');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/'unsafe-eval'|unpkg|jsdelivr/);
    expect(editor.get('X-Robots-Tag')).toBe('noindex, nofollow');
    expect(editor.get('X-Content-Type-Options')).toBe('nosniff');
    expect(contentSecurityPolicy(site)).not.toContain('wasm-unsafe-eval');
    for (const route of [...pages.map((p) => p.url), '/esta-pagina-no-existe', '/editorial', '/assets/editor/x.js', '/editor/npm/x.js']) {
      expect((await headersFor(route)).get('Content-Security-Policy'), route).toBe(contentSecurityPolicy(site));
    }
  });

  it('serves Sveltia from the site: no CDN for fonts, strings or release checks, and no eval', async () => {
    const files = await builtFiles();
    const script = String(files.find((f) => /^assets\/editor\/sveltia-cms\.[0-9a-f]+\.js$/.test(f.path))!.contents);
    expect(script).not.toContain('cdn.jsdelivr.net');
    expect(script).not.toContain('sourceMappingURL');
    expect(script).not.toMatch(/[^\w.]eval\(|new Function\(/);
    const fonts = [...script.matchAll(/url\((\/assets\/editor\/[^)]+\.woff2)\)/g)].map((m) => m[1]!.slice(1));
    expect(fonts).toHaveLength(3);
    const locale = /`(\/assets\/editor\/locales-[0-9a-f]+)`/.exec(script)![1]!;
    const served = new Set(files.map((f) => f.path));
    for (const file of [...fonts, `${locale.slice(1)}/es-CO.json`, 'editor/npm/exifr@7.1.3/dist/lite.esm.mjs']) expect(served, file).toContain(file);
  });

  it('serves the photo codecs Sveltia imports where a browser lacks one, at the addresses it asks for, with every file they load', async () => {
    const files = await builtFiles();
    const served = new Map(files.map((f) => [f.path, f.contents]));
    const script = String(files.find((f) => /^assets\/editor\/sveltia-cms\.[0-9a-f]+\.js$/.test(f.path))!.contents);
    // With the origin: HEIC is decoded in a worker made from a blob: URL, where a path from the root does not resolve.
    expect(script).toMatch(/`\$\{location\.origin\}\/editor\/npm\/\$\{\w+\}`/);
    expect(script).not.toContain('unpkg.com/${');
    // Sveltia asks for `${module}@${the version it declares}/${file}`: HEIC's index.js, WebP's encode.js?module.
    expect(script).toMatch(/\(`@discourse\/heic`,`index\.js`\)/);
    expect(script).toMatch(/\(`@jsquash\/\$\{\w+\}`,`encode\.js\?module`\)/);
    const declared = (name: string) => new RegExp(`"${name}":\`\\^([\\d.]+)\``).exec(script)![1];
    const loaded = [`editor/npm/@discourse/heic@${declared('@discourse/heic')}/index.js`, `editor/npm/@jsquash/webp@${declared('@jsquash/webp')}/encode.js`];
    // Each file and what it imports or fetches beside it, as a browser resolves them: a bare name would not resolve.
    for (const file of loaded) {
      expect(served.has(file), file).toBe(true);
      const code = file.endsWith('.js') ? String(served.get(file)) : '';
      for (const [, imported, fetched] of code.matchAll(/(?:from|import\()\s*['"]([^'"]+)['"]|new URL\(['"]([^'"]+)['"],\s*import\.meta\.url\)/g)) {
        if (imported) expect(imported, `${file} imports it`).toMatch(/^\.\.?\//);
        const next = new URL(imported ?? fetched!, `https://site/${file}`).pathname.slice(1);
        if (!loaded.includes(next)) loaded.push(next);
      }
    }
    expect(loaded.filter((f) => f.endsWith('.wasm')).sort()).toEqual([
      'editor/npm/@discourse/heic@1.0.0/codec/dec/heic_dec.wasm',
      'editor/npm/@jsquash/webp@1.5.0/codec/enc/webp_enc.wasm',
      'editor/npm/@jsquash/webp@1.5.0/codec/enc/webp_enc_simd.wasm',
    ]);
    expect(loaded.some((f) => /^editor\/npm\/wasm-feature-detect@[\d.]+\/dist\/esm\/index\.js$/.test(f))).toBe(true);
    // Nothing served that none of them loads.
    expect(files.filter((f) => /^editor\/npm\/(@discourse|@jsquash|wasm-feature-detect)/.test(f.path)).map((f) => f.path).sort()).toEqual(loaded.sort());
  });

  it('says how to set it up when site.yaml names no repository, and ships no Sveltia then', async () => {
    const contentDir = await fixtureSite('base');
    const result = await build({ projectDir: projectOf(contentDir), contentDir, write: false, cacheDir: pictureCache, check: { anyCatalogueSize: true } });
    const editor = result.files.filter((f) => /^editor|^assets\/editor\//.test(f.path)).map((f) => f.path);
    expect(editor).toEqual(['editor.html']);
    const html = String(result.files.find((f) => f.path === 'editor.html')!.contents);
    const document = parse(html);
    expect(document.querySelector('h1')?.textContent).toBe('El editor de contenido aún no está configurado');
    expect(document.querySelector('meta[name=robots]')?.getAttribute('content')).toBe('noindex, nofollow');
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});
