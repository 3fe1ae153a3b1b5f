// A fresh build of the site, a real server process serving it, and the checks every host of docs/deploying.md must pass.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { build } from '../../pipeline/build.ts';
import { FOLD } from '../../templates/fold.ts';

export const projectDir = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A folder of its own in the system's temporary folder, readable by everyone (nginx's workers run as another user under root). */
export async function tempFolder(prefix: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  await fs.chmod(dir, 0o755);
  return dir;
}

/**
 * Builds the site as a deploy does, for the given origin: the same pipeline as `npx tsx build.ts --out DIR`, run in
 * this process (the command line itself is tested in tests/content-errors.test.ts).
 */
export async function buildSite(outDir: string, origin: string): Promise<void> {
  await build({ projectDir, outDir, env: { SITE_URL: origin } });
}

export interface ServerProcess {
  /** What the process printed so far (the end of it). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts a server in a process group of its own and resolves once `origin` answers any HTTP request; `stop` ends the
 * whole group (wrangler's workerd children included).
 */
export async function startServer(
  command: string,
  args: string[],
  options: { origin: string; cwd: string; env?: NodeJS.ProcessEnv; readyTimeout: number },
): Promise<ServerProcess> {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = false;
  const exit = new Promise<void>((resolve) => {
    child.on('exit', () => {
      exited = true;
      resolve();
    });
    child.on('error', (error) => {
      output += `\n${error.message}`;
      exited = true;
      resolve();
    });
  });
  const group = child.pid;

  const signalGroup = (signal: NodeJS.Signals | 0) => {
    if (group === undefined) return false;
    try {
      process.kill(-group, signal);
      return true;
    } catch {
      return false; // the group is gone
    }
  };
  const stop = async () => {
    signalGroup('SIGTERM');
    await Promise.race([exit, sleep(10_000)]);
    // Whatever of the group outlived its leader (or the leader itself, if it ignored SIGTERM).
    for (let i = 0; i < 20 && signalGroup(0); i++) await sleep(100);
    signalGroup('SIGKILL');
  };

  const deadline = Date.now() + options.readyTimeout;
  for (;;) {
    if (exited) throw new Error(`${command} exited before answering:\n${output}`);
    try {
      await fetch(`${options.origin}/`, { redirect: 'manual', signal: AbortSignal.timeout(2_000) });
      break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${command} did not answer at ${options.origin} within ${options.readyTimeout} ms:\n${output}`);
    }
    await sleep(200);
  }
  return { output: () => output, stop };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ServedSite {
  origin: string;
  dist: string;
}

export interface HostBehaviour {
  /** The status of `/servicios/` (a redirect to `/servicios`), and of `/blog/`. */
  trailingSlashStatus: 301 | 308;
  /** The status of `/_headers` and `/_redirects`; undefined: anything but a 2xx that shows the file. */
  hostFileStatus?: number;
}

interface Answer {
  path: string;
  status: number;
  location: string | null;
  headers: Headers;
}

async function get(origin: string, urlPath: string): Promise<Answer & { body: string }> {
  const response = await fetch(`${origin}${urlPath}`, { redirect: 'manual', signal: AbortSignal.timeout(15_000) });
  return { path: urlPath, status: response.status, location: response.headers.get('location'), headers: response.headers, body: await response.text() };
}

/** The sitemap's routes as paths (with their query, if any): the sitemap has absolute URLs of the build's origin. */
async function sitemapPaths(dist: string): Promise<string[]> {
  const xml = await fs.readFile(path.join(dist, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(m[1]!.replace(/&amp;/g, '&'));
    return url.pathname + url.search;
  });
}

/** The `from to [status]` lines of `_redirects`. */
async function aliases(dist: string): Promise<{ from: string; to: string }[]> {
  const text = await fs.readFile(path.join(dist, '_redirects'), 'utf8');
  return text
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields.length >= 2 && !fields[0]!.startsWith('#'))
    .map(([from, to]) => ({ from: from!, to: to! }));
}

const pageProblems = (answer: Answer): string[] => {
  const problems: string[] = [];
  const cacheControl = answer.headers.get('cache-control') ?? '';
  if (!answer.headers.get('content-security-policy')) problems.push('no Content-Security-Policy');
  if (!/must-revalidate/.test(cacheControl)) problems.push(`Cache-Control "${cacheControl}" without must-revalidate`);
  if (answer.headers.get('x-content-type-options') !== 'nosniff') problems.push(`X-Content-Type-Options "${answer.headers.get('x-content-type-options')}"`);
  if (!/^text\/html\b/.test(answer.headers.get('content-type') ?? '')) problems.push(`content-type "${answer.headers.get('content-type')}"`);
  return problems;
};

/**
 * The checks every server of docs/deploying.md must pass, as vitest tests in the calling `describe`. `site` is called once
 * the server is up (in the caller's `beforeAll`).
 */
export function deployChecks(serverName: string, site: () => ServedSite, behaviour: HostBehaviour): void {
  let routes: Answer[] = [];

  beforeAll(async () => {
    const { origin, dist } = site();
    const paths = await sitemapPaths(dist);
    routes = [];
    for (const urlPath of paths) {
      const answer = await get(origin, urlPath);
      routes.push({ path: answer.path, status: answer.status, location: answer.location, headers: answer.headers });
    }
    console.log(`${serverName}: ${routes.length} sitemap routes fetched`);
  }, 120_000);

  it('answers every route of sitemap.xml with 200 and no redirect', () => {
    expect(routes.length).toBeGreaterThan(50);
    const wrong = routes.filter((r) => r.status !== 200 || r.location).map((r) => `${r.path}: ${r.status}${r.location ? ` -> ${r.location}` : ''}`);
    expect(wrong).toEqual([]);
  });

  it('sends every page with its CSP, revalidation, nosniff and text/html', () => {
    expect(routes.length).toBeGreaterThan(50);
    const wrong = routes.flatMap((r) => pageProblems(r).map((problem) => `${r.path}: ${problem}`));
    expect(wrong).toEqual([]);
  });

  it("allows each page's inline stylesheet by the hash in its <meta> policy, and the speculation rules by the header's", async () => {
    for (const urlPath of ['/', '/servicios', '/esta-pagina-no-existe']) {
      const answer = await get(site().origin, urlPath);
      const csp = answer.headers.get('content-security-policy') ?? '';
      const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
      const [, meta, style] = /<meta http-equiv="Content-Security-Policy" content="style-src ([^"]+)"><style>([\s\S]*?)<\/style>/.exec(answer.body) ?? [];
      // A page with a fold (templates/fold.ts) also links the site's stylesheet file.
      expect(meta, `${urlPath}: the stylesheet's policy`).toBe(`${answer.body.includes(` ${FOLD}=""`) ? "'self' " : ''}${sha256(style!)}`);
      const rules = /<script type="speculationrules">([^<]*)<\/script>/.exec(answer.body)?.[1] ?? '';
      expect(csp.split('; ').find((d) => d.startsWith('script-src ')) ?? '', urlPath).toContain(sha256(rules));
      expect(answer.body.match(/<style/g), `${urlPath}: one <style>`).toHaveLength(1);
      expect(csp, urlPath).not.toMatch(/unsafe-inline|default-src|style-src/);
    }
  });

  it('answers unknown paths with 404 and the not-found page, with the security headers and no long caching', async () => {
    for (const urlPath of ['/esta-pagina-no-existe', '/servicios/no-existe/tampoco']) {
      const answer = await get(site().origin, urlPath);
      expect(answer.status, urlPath).toBe(404);
      expect(answer.body, urlPath).toContain('Oops! Page not found');
      expect(answer.headers.get('content-type') ?? '', urlPath).toMatch(/^text\/html\b/);
      expect(answer.headers.get('content-security-policy'), urlPath).toBeTruthy();
      expect(answer.headers.get('x-content-type-options'), urlPath).toBe('nosniff');
      expect(answer.headers.get('cache-control') ?? '', urlPath).toMatch(/no-store|no-cache|must-revalidate/);
    }
  });

  it('serves the content editor at /editor without a redirect, under its own CSP alone', async () => {
    const headersFile = await fs.readFile(path.join(site().dist, '_headers'), 'utf8');
    const editorCsp = /^\/editor\n(?:\s+.*\n)*?\s+Content-Security-Policy: (.+)$/m.exec(headersFile)?.[1];
    expect(editorCsp, 'the /editor rule of _headers').toBeTruthy();
    const answer = await get(site().origin, '/editor');
    expect([answer.status, answer.location]).toEqual([200, null]);
    expect(answer.body).toContain('sveltia-cms.');
    // Not the site's policy joined to the editor's (two policies: both would apply).
    expect(answer.headers.get('content-security-policy')).toBe(editorCsp);
    expect(answer.headers.get('x-robots-tag') ?? '').toContain('noindex');
    expect(answer.headers.get('cache-control') ?? '').toMatch(/must-revalidate/);
    const config = await get(site().origin, '/editor/config.yml');
    expect(config.status).toBe(200);
    expect(config.body).toContain('collections:');
    const module = await get(site().origin, '/editor/npm/exifr@7.1.3/dist/lite.esm.mjs');
    expect(module.status).toBe(200);
    expect(module.headers.get('content-type') ?? '').toMatch(/^(text|application)\/javascript\b/);
  });

  it('redirects each alias of _redirects with a 301 to its page', async () => {
    const list = await aliases(site().dist);
    expect(list.length).toBeGreaterThan(0);
    for (const alias of list) {
      const answer = await get(site().origin, alias.from);
      expect(answer.status, alias.from).toBe(301);
      expect(answer.location ?? '', alias.from).toMatch(new RegExp(`${alias.to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      expect(routes.map((r) => r.path), `${alias.to} is a route of the sitemap`).toContain(alias.to);
    }
  });

  it('caches the hashed assets for a year, immutable, with their own content types', async () => {
    const files = await fs.readdir(path.join(site().dist, 'assets'));
    // The stylesheet is inline in every page; assets/ holds the scripts.
    const js = files.find((f) => f.endsWith('.js'));
    expect(js, 'a JavaScript file in assets/').toBeTruthy();
    for (const [file, type] of [[js!, /^(text|application)\/javascript\b/]] as const) {
      const answer = await get(site().origin, `/assets/${file}`);
      expect(answer.status, file).toBe(200);
      expect(answer.headers.get('cache-control') ?? '', file).toMatch(/max-age=31536000/);
      expect(answer.headers.get('cache-control') ?? '', file).toMatch(/immutable/);
      expect(answer.headers.get('content-type') ?? '', file).toMatch(type);
      expect(answer.headers.get('x-content-type-options'), file).toBe('nosniff');
    }
  });

  it('sends the manifest as application/manifest+json', async () => {
    const answer = await get(site().origin, '/manifest.webmanifest');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type') ?? '').toMatch(/^application\/manifest\+json\b/);
  });

  it('does not show _headers and _redirects to visitors', async () => {
    for (const file of ['_headers', '_redirects']) {
      const text = await fs.readFile(path.join(site().dist, file), 'utf8');
      const answer = await get(site().origin, `/${file}`);
      if (behaviour.hostFileStatus !== undefined) expect(answer.status, file).toBe(behaviour.hostFileStatus);
      expect(answer.status, file).not.toBe(200);
      // Its first two lines: the first alone ("/*") is also in every page's speculation rules.
      expect(answer.body, file).not.toContain(text.split('\n').slice(0, 2).join('\n'));
    }
  });

  it('never answers a folder with a trailing slash with 403: /servicios/ and /blog/ redirect to the page', async () => {
    for (const urlPath of ['/servicios/', '/blog/']) {
      const answer = await get(site().origin, urlPath);
      expect(answer.status, urlPath).not.toBe(403);
      expect(answer.status, urlPath).toBe(behaviour.trailingSlashStatus);
      expect(new URL(answer.location ?? '', site().origin).pathname, urlPath).toBe(urlPath.slice(0, -1));
    }
  });
}
