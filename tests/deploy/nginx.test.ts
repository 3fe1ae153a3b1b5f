// nginx serving a fresh build with exactly the configuration of docs/deploying.md: its ```nginx blocks,
// its commands that turn _redirects and the CSP of _headers into nginx lines, inside a minimal nginx.conf like
// Debian's, all in a temporary folder (nothing under /etc or /var is read or written but nginx's own mime.types).
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_MARK } from '../../pipeline/output/write.ts';
import { buildSite, deployChecks, freePort, projectDir, startServer, tempFolder, type ServedSite, type ServerProcess } from './deploy-site.ts';

const run = promisify(execFile);

/** nginx's build options (`nginx -V`), or why nginx cannot run here. */
function findNginx(): { version: string } | { skip: string } {
  const probe = spawnSync('nginx', ['-V'], { encoding: 'utf8' });
  if (probe.error) return { skip: `nginx is not installed (${probe.error.message}); .ci/run installs Debian's nginx` };
  if (probe.status !== 0) return { skip: `nginx -V failed: ${probe.stderr}` };
  return { version: probe.stderr };
}

/** The mime.types of the installed nginx (next to its nginx.conf). */
function mimeTypesFile(version: string): string {
  const confPath = /--conf-path=(\S+)/.exec(version)?.[1] ?? '/etc/nginx/nginx.conf';
  return path.join(path.dirname(confPath), 'mime.types');
}

interface Recipe {
  /** The blocks that name their file in a first-line comment (`# /etc/nginx/...`), by that path. */
  files: Map<string, string>;
  /** The blocks without a file name, to go into the http block as they are. */
  inline: string[];
  /**
   * The guide's commands that write nginx lines from the build's host files: the aliases of dist/_redirects, and
   * the Content-Security-Policy of dist/_headers (it carries the hashes of each build's inline stylesheet and
   * speculation rules, so it cannot be a fixed line in the guide).
   */
  hostFileCommands: string[];
}

function readRecipe(guide: string): Recipe {
  const files = new Map<string, string>();
  const inline: string[] = [];
  for (const [, block] of guide.matchAll(/^```nginx\n([\s\S]*?)^```$/gm)) {
    const file = /^#\s*(\/etc\/nginx\/\S+)/.exec(block!)?.[1];
    if (file) files.set(file, block!);
    else inline.push(block!);
  }
  const shell = [...guide.matchAll(/^```sh\n([\s\S]*?)^```$/gm)].map(([, block]) => block!);
  const hostFileCommands = shell.flatMap((block) => block.split('\n')).filter((line) => /dist\/_(redirects|headers)\b/.test(line) && /\bawk\b|\bsed\b/.test(line));
  return { files, inline, hostFileCommands };
}

/** The guide's paths replaced by the temporary ones: /etc/nginx, the site's root, the listening address. */
function localize(text: string, etc: string, dist: string, port: number): string {
  return text
    .replaceAll('/etc/nginx/', `${etc}/`)
    .replace(/^(\s*)root\s+[^;]+;/gm, `$1root ${dist};`)
    .replace(/^\s*listen\s+[^;]+;\n/gm, '')
    .replace(/^(\s*)server\s*\{\n/gm, `$1server {\n$1  listen 127.0.0.1:${port};\n`);
}

const nginx = findNginx();
if ('skip' in nginx) console.warn(`Skipping the nginx deploy tests: ${nginx.skip}`);

describe.skipIf('skip' in nginx)('nginx with the recipe of docs/deploying.md', () => {
  let tmp = '';
  let server: ServerProcess | undefined;
  let served: ServedSite | undefined;

  beforeAll(async () => {
    if ('skip' in nginx) return;
    tmp = await tempFolder('servictg-nginx-');
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const dist = path.join(tmp, 'dist');
    await buildSite(dist, origin);

    const recipe = readRecipe(await fs.readFile(path.join(projectDir, 'docs/deploying.md'), 'utf8'));
    if (!recipe.files.size && !recipe.inline.length) throw new Error('docs/deploying.md has no ```nginx block');
    const etc = path.join(tmp, 'etc-nginx');
    await fs.mkdir(path.join(etc, 'conf.d'), { recursive: true });
    await fs.mkdir(path.join(etc, 'sites-enabled'), { recursive: true });
    await fs.copyFile(mimeTypesFile(nginx.version), path.join(etc, 'mime.types'));
    for (const [file, text] of recipe.files) {
      const target = localize(file, etc, dist, port);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.writeFile(target, localize(text, etc, dist, port));
    }
    if (!recipe.hostFileCommands.some((c) => c.includes('dist/_headers'))) throw new Error('docs/deploying.md has no command that writes the CSP of dist/_headers for nginx');
    for (const line of recipe.hostFileCommands) {
      const command = localize(line, etc, dist, port).replace(/\bdist\/(_redirects|_headers)\b/g, (_, file: string) => path.join(dist, file));
      await run('bash', ['-c', command], { cwd: tmp });
    }

    // The temporary paths of the modules this nginx has (Debian's point to /var/lib/nginx).
    const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
      .filter((module) => module === 'client_body' || !nginx.version.includes(`--without-http_${module}_module`))
      .map((module) => `  ${module}_temp_path ${tmp}/temp/${module};`);
    const conf = [
      `pid ${tmp}/nginx.pid;`,
      'error_log stderr warn;',
      'worker_processes 1;',
      'events { worker_connections 256; }',
      'http {',
      '  include mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      ...temps,
      '  include conf.d/*.conf;',
      '  include sites-enabled/*;',
      ...recipe.inline.map((block) => localize(block, etc, dist, port)),
      '}',
      '',
    ].join('\n');
    await fs.mkdir(path.join(tmp, 'temp'));
    await fs.writeFile(path.join(etc, 'nginx.conf'), conf);

    server = await startServer('nginx', ['-p', `${tmp}/`, '-c', path.join(etc, 'nginx.conf'), '-g', 'daemon off;'], { origin, cwd: tmp, readyTimeout: 20_000 });
    served = { origin, dist };
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
    if (server?.output().trim()) console.log(`nginx said:\n${server.output()}`);
    if (tmp) await fs.rm(tmp, { recursive: true, force: true });
  }, 30_000);

  deployChecks('nginx', () => served!, { trailingSlashStatus: 301, hostFileStatus: 404 });

  const get = (urlPath: string) => fetch(`${served!.origin}${urlPath}`, { redirect: 'manual', signal: AbortSignal.timeout(15_000) });

  it("serves no dotfile: not the build's mark, not a .git folder uploaded with the site", async () => {
    await fs.mkdir(path.join(served!.dist, '.git'), { recursive: true });
    await fs.writeFile(path.join(served!.dist, '.git', 'config'), '[core] secreto');
    for (const urlPath of [`/${BUILT_MARK}`, '/.git/config', '/editor/.git/config', '/assets/.site-build']) {
      const answer = await get(urlPath);
      expect(answer.status, urlPath).toBe(404);
      expect(await answer.text(), urlPath).toContain('Oops! Page not found');
    }
  });

  it('gives /editor.html the headers of /editor, and keeps every file of the editor out of search engines', async () => {
    const editor = await get('/editor');
    const html = await get('/editor.html');
    expect(html.status).toBe(200);
    for (const name of ['content-security-policy', 'x-robots-tag', 'cache-control', 'strict-transport-security']) {
      expect(html.headers.get(name), name).toBe(editor.headers.get(name));
    }
    for (const urlPath of ['/editor/config.yml', '/editor/npm/exifr@7.1.3/dist/lite.esm.mjs']) {
      const answer = await get(urlPath);
      expect(answer.status, urlPath).toBe(200);
      expect(answer.headers.get('x-robots-tag'), urlPath).toBe('noindex, nofollow');
      expect(answer.headers.get('x-content-type-options'), urlPath).toBe('nosniff');
      expect(answer.headers.get('cache-control') ?? '', urlPath).toMatch(/must-revalidate/);
    }
  });

  it('sends its redirects with the security headers', async () => {
    const aliases = (await fs.readFile(path.join(served!.dist, '_redirects'), 'utf8')).split('\n').filter((line) => line.startsWith('/')).map((line) => line.split(' ')[0]!);
    expect(aliases.length).toBeGreaterThan(0);
    for (const urlPath of ['/servicios/', '/blog/', ...aliases]) {
      const answer = await get(urlPath);
      expect(answer.status, urlPath).toBe(301);
      expect(answer.headers.get('strict-transport-security'), urlPath).toMatch(/^max-age=/);
      expect(answer.headers.get('x-content-type-options'), urlPath).toBe('nosniff');
      expect(answer.headers.get('x-frame-options'), urlPath).toBe('DENY');
      expect(answer.headers.get('content-security-policy'), urlPath).toMatch(/frame-ancestors 'none'/);
    }
  });
});
