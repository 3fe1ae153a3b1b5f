// A GitHub project site lives under a sub-path: BASE_PATH prefixes every link and asset, and the link check passes.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../pipeline/build.ts';
import { parse, projectDir } from './helpers/site.ts';

const BASE = '/servictg';
let out: string;
const read = (file: string) => fs.readFile(path.join(out, file), 'utf8');
beforeAll(async () => {
  out = await fs.mkdtemp(path.join(os.tmpdir(), 'base-path-'));
  // A preview of the project site: the shipped placeholders would stop a live build (DECISIONS.md, "Previews and the live site").
  await build({ projectDir, outDir: out, env: { SITE_URL: `https://usuario.github.io${BASE}`, BASE_PATH: BASE, PREVIEW: '1' } });
});
afterAll(() => fs.rm(out, { recursive: true, force: true }));

describe('BASE_PATH', () => {
  it('prefixes every root-relative link, asset and form target', async () => {
    const pages = (await fs.readdir(out, { recursive: true })).filter((f) => f.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(70);
    for (const file of pages) {
      const doc = parse(await read(file));
      const urls = [...doc.querySelectorAll('[href], [src], [action]')].map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? el.getAttribute('action')!);
      for (const url of urls.filter((u) => u.startsWith('/'))) expect(url.startsWith(`${BASE}/`), `${file}: ${url}`).toBe(true);
      // The content editor's page is not a page of the templates: it has no configuration island. The login and admin
      // scripts build URLs, so their pages carry the base; a page whose script never does carries none
      // (templates/client-config.ts).
      if (file !== 'editor.html') {
        const { base } = JSON.parse(doc.getElementById('client-config')!.textContent!) as { base?: string };
        if (['login.html', 'admin.html'].includes(file)) expect(base, file).toBe(BASE);
        else expect([undefined, BASE], file).toContain(base);
      }
    }
    const home = parse(await read('index.html'));
    expect(home.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe(`https://usuario.github.io${BASE}/`);
    expect(await read('sitemap.xml')).toContain(`<loc>https://usuario.github.io${BASE}/servicios</loc>`);
    // The files scripts fetch (the search's words, the chat's barrios) are named under the sub-path, and are there.
    const fetched = [parse(await read('servicios.html')).querySelector('[data-search]')?.getAttribute('data-search'), home.querySelector('[data-chat-barrio]')?.getAttribute('data-chat-barrio')];
    for (const url of fetched) {
      expect(url?.startsWith(`${BASE}/`), String(url)).toBe(true);
      expect(JSON.parse(await read(url!.slice(BASE.length + 1)))).toBeTruthy();
    }
    // The editor's script names its fonts and strings under the sub-path, and its configuration its logo.
    const script = (await fs.readdir(path.join(out, 'assets', 'editor'))).find((f) => f.startsWith('sveltia-cms.'))!;
    expect(await read(`assets/editor/${script}`)).toMatch(new RegExp(`url\\(${BASE}/assets/editor/material-symbols`));
    expect(await read('editor/config.yml')).toContain(`src: ${BASE}/favicon.svg`);
  });

  it('passes the link check when served under the sub-path', async () => {
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/check-links.ts', out], { cwd: projectDir, env: { ...process.env, BASE_PATH: BASE } });
    const { stdout } = await run;
    expect(stdout).toMatch(/Link check: \d+ internal links OK, 0 broken/);
  }, 60_000);
});
