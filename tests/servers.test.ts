// The preview server (npm start) and the dev server (npm run dev): every request gets an answer and nothing outside
// the served folder, both listen on this machine only, and open dev pages learn of failed builds and restarts.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BUILT_MARK } from '../pipeline/output/write.ts';
import { resolveFile, serveOnFreePort } from '../scripts/serve.ts';
import { eventually, WAIT_CEILING_MS } from './helpers/eventually.ts';
import { freePort, openEvents, startDevServer, type DevServer } from './helpers/dev-server.ts';
import { built } from './helpers/site.ts';

const SECRET = 'outside the served folder';
let scratch: string;
let root: string;

beforeAll(async () => {
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'servers-'));
  root = path.join(scratch, 'site');
  await fs.mkdir(root);
  await fs.mkdir(path.join(scratch, 'site-other'));
  await Promise.all([
    fs.writeFile(path.join(root, 'index.html'), '<!doctype html><title>Inicio</title><body>inicio</body>'),
    fs.writeFile(path.join(root, '404.html'), '<!doctype html><title>No existe</title><body>no existe</body>'),
    fs.writeFile(path.join(root, 'x.html'), '<!doctype html><title>X</title><body>x</body>'),
    fs.writeFile(path.join(scratch, 'secret.txt'), SECRET),
    // Shares the served folder's name as a prefix: a check by string prefix would let it through.
    fs.writeFile(path.join(scratch, 'site-other', 'x.html'), SECRET),
  ]);
});
afterAll(async () => {
  await fs.rm(scratch, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request with its path sent exactly as written (fetch would tidy it first); fails if no answer comes. */
function send(origin: string, method: string, urlPath: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(origin, { method, path: urlPath, headers, timeout: WAIT_CEILING_MS }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
    });
    request.on('timeout', () => request.destroy(new Error(`no answer to ${method} ${urlPath.slice(0, 40)}`)));
    request.on('error', reject);
    request.end();
  });
}

describe('the preview server', () => {
  it('maps URLs to files as the static hosts do, and never outside its folder', async () => {
    expect(await resolveFile(root, '/x')).toBe(path.join(root, 'x.html'));
    expect(await resolveFile(root, '/')).toBe(path.join(root, 'index.html'));
    expect(await resolveFile(root, '/no-existe')).toBeUndefined();
    for (const escape of ['/../secret.txt', '../secret.txt', '/x/../../secret.txt', '../site-other/x.html', '/x.html\0']) {
      expect(await resolveFile(root, escape), escape).toBeUndefined();
    }
  });

  it('answers every request, however malformed, and serves nothing outside its folder', async () => {
    const { server, origin } = await serveOnFreePort({ root });
    try {
      const malformed = await send(origin, 'GET', '/%');
      expect(malformed.status).toBe(400);
      expect(malformed.headers['content-type']).toMatch(/^text\/plain/);
      expect(malformed.body.length).toBeLessThan(100);

      for (const escape of ['/%00', '/..%2f..%2fetc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/..%2fsecret.txt', '/..%2fsite-other/x']) {
        const answer = await send(origin, 'GET', escape);
        expect([400, 404], escape).toContain(answer.status);
        expect(answer.body).not.toContain(SECRET);
        expect(answer.body).not.toContain('root:');
      }
      expect([404, 414]).toContain((await send(origin, 'GET', `/${'a'.repeat(10_000)}`)).status);

      const head = await send(origin, 'HEAD', '/');
      expect([head.status, head.body]).toEqual([200, '']);
      for (const method of ['OPTIONS', 'POST']) {
        const refused = await send(origin, method, '/');
        expect([refused.status, refused.headers.allow]).toEqual([405, 'GET, HEAD']);
      }

      const home = await send(origin, 'GET', '/');
      expect([home.status, home.body]).toEqual([200, expect.stringContaining('inicio')]);
    } finally {
      server.close();
    }
  });

  it('serves no dotfile and nothing through a symbolic link that leads out of its folder', async () => {
    await fs.symlink(path.join(scratch, 'secret.txt'), path.join(root, 'leak.txt'));
    await fs.symlink(path.join(scratch, 'site-other'), path.join(root, 'otro'));
    await fs.symlink(path.join(root, 'x.html'), path.join(root, 'enlace.html'));
    await fs.writeFile(path.join(root, '.site-build'), SECRET);
    await fs.mkdir(path.join(root, '.git'));
    await fs.writeFile(path.join(root, '.git', 'config'), SECRET);
    const { server, origin } = await serveOnFreePort({ root });
    try {
      for (const hidden of ['/leak.txt', '/otro/x', '/otro/x.html', '/.site-build', '/.git/config', '/x/../.git/config', '/%2egit/config']) {
        const answer = await send(origin, 'GET', hidden);
        expect(answer.status, hidden).toBe(404);
        expect(answer.body, hidden).not.toContain(SECRET);
      }
      // A link that stays inside is served as its target.
      expect((await send(origin, 'GET', '/enlace')).body).toContain('<title>X</title>');
    } finally {
      server.close();
    }
  });

  it('sends brotli, else gzip, each only when the browser accepts it (q=0 refuses it)', async () => {
    const { server, origin } = await serveOnFreePort({ root });
    try {
      for (const [accepted, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['br;q=0, gzip', 'gzip'],
        ['br; q=0.0, gzip;q=0.5', 'gzip'],
        ['gzip;q=0, br;q=0', undefined],
        ['identity', undefined],
        ['', undefined],
      ] as const) {
        const answer = await send(origin, 'GET', '/x', { 'Accept-Encoding': accepted });
        expect(answer.headers['content-encoding'], accepted).toBe(encoding);
      }
    } finally {
      server.close();
    }
  });

  it('answers 500 when handling a request fails, and goes on answering', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { server, origin } = await serveOnFreePort({
      root,
      onRequest: () => {
        throw new Error('broken handler');
      },
    });
    try {
      expect((await send(origin, 'GET', '/')).status).toBe(500);
      expect((await send(origin, 'GET', '/x')).status).toBe(500);
      expect(logged).toHaveBeenCalled();
    } finally {
      server.close();
      logged.mockRestore();
    }
  });

  it('listens on this machine only unless given a host, and is reached at localhost', async () => {
    const local = await serveOnFreePort({ root });
    const open = await serveOnFreePort({ root, host: '0.0.0.0' });
    try {
      expect((local.server.address() as AddressInfo).address).toBe('127.0.0.1');
      expect((open.server.address() as AddressInfo).address).toBe('0.0.0.0');
      expect(local.origin).toMatch(/^http:\/\/localhost:\d+$/);
      expect((await fetch(local.origin)).status).toBe(200);
    } finally {
      local.server.close();
      open.server.close();
    }
  });
});

describe('the dev server', () => {
  const PLOMERO = 'servicios/servicio-de-plomero-en-cartagena.md';
  let port: number;
  let dev: DevServer;
  let contentDir: string;
  let source: string;
  let browser: Browser | undefined;
  const start = () => startDevServer(contentDir, path.join(scratch, 'dist'), port);
  const breakPlomero = () => fs.writeFile(path.join(contentDir, PLOMERO), source.replace(/^description:.*\n/m, ''));
  const fixPlomero = () => fs.writeFile(path.join(contentDir, PLOMERO), source);

  beforeAll(async () => {
    contentDir = path.join(scratch, 'content');
    await fs.cp(path.resolve(import.meta.dirname, '../content'), contentDir, { recursive: true });
    source = await fs.readFile(path.join(contentDir, PLOMERO), 'utf8');
    port = await freePort();
    dev = await start();
  });
  afterAll(async () => {
    await browser?.close();
    await dev?.stop();
  });

  it('answers only requests that name this machine, so that another site cannot reach it through its own name (DNS rebinding)', async () => {
    const port = new URL(dev.origin).port;
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `LocalHost:${port}`]) expect((await send(dev.origin, 'GET', '/', { Host: host })).status, host).toBe(200);
    for (const host of [`rebind.example:${port}`, 'rebind.example', `127.0.0.1.rebind.example:${port}`]) {
      for (const urlPath of ['/', '/__reload', '/__reload.js', '/servicios']) {
        const answer = await send(dev.origin, 'GET', urlPath, { Host: host });
        expect(answer.status, `${host} ${urlPath}`).toBe(403);
        expect(answer.body).not.toContain(scratch);
      }
    }
  });

  it('opens the event stream at once, before any event', async () => {
    const events = await openEvents(dev.origin);
    try {
      await eventually(async () => events.raw !== '');
      expect(events.raw).toMatch(/^: connected\n\n/);
      expect(events.events).toEqual([]);
    } finally {
      events.close();
    }
  });

  it('sends the problems of a failed build to open pages and to pages opened later, and clears them after a good one', async () => {
    const events = await openEvents(dev.origin);
    try {
      await breakPlomero();
      const problems = await events.next((e) => e.event === 'problems');
      expect(JSON.parse(problems.data)).toMatch(/servicio-de-plomero-en-cartagena\.md: description/);

      const late = await openEvents(dev.origin);
      // No build runs until the fix below: the only problems a page opened now can get are the ones kept for it.
      const kept = await late.next((e) => e.event === 'problems').finally(() => late.close());
      expect(kept.data).toBe(problems.data);

      await fixPlomero();
      await events.next((e) => e.event === 'problems' && e.data === 'null');
      await events.next((e) => e.event === 'message');
    } finally {
      events.close();
    }
  });

  it('shows the problems over the page under its CSP, and reloads the page after a restart', async () => {
    browser = await chromium.connect(built().browserEndpoint);
    const page = await browser.newPage();
    page.setDefaultTimeout(10_000);
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    // Broken only once the page listens, so that the overlay comes from the failed build and not from connecting.
    const listening = page.waitForResponse((response) => response.url().endsWith('/__reload'));
    const response = await page.goto(`${dev.origin}/servicios/servicio-de-plomero-en-cartagena`);
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[\w+/=]+'){2};/);
    // A service page links the site's stylesheet file for below its fold (templates/fold.ts).
    expect(await response?.text()).toMatch(/<meta http-equiv="Content-Security-Policy" content="style-src 'self' 'sha256-[\w+/=]+'"><style>/);
    await listening;

    await breakPlomero();
    const overlay = page.getByRole('alert');
    await overlay.getByRole('heading', { name: 'El sitio no se pudo construir' }).waitFor();
    expect(await overlay.locator('pre').textContent()).toMatch(/servicio-de-plomero-en-cartagena\.md: description/);
    // Polled: one save the watcher sees twice reports the problems twice, and the panel is drawn again in between.
    await expect.poll(() => overlay.evaluate((panel) => getComputedStyle(panel).position)).toBe('fixed');
    await overlay.getByRole('button', { name: 'Cerrar' }).click();
    await overlay.waitFor({ state: 'detached' });

    await page.reload();
    await overlay.waitFor();
    await fixPlomero();
    await overlay.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);

    // A restart starts tsx and builds the site again: on a busy machine (two test files at a time) that takes a while.
    const reloaded = page.waitForEvent('load', { timeout: 40_000 });
    await dev.stop();
    dev = await start();
    await reloaded;
  });
});

/** Runs a script of scripts/ to its end, or kills it after `ms`: its exit code and what it printed. */
function runScript(args: string[], env: Record<string, string> = {}, ms = 30_000): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: path.resolve(import.meta.dirname, '..'), env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill(), ms);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe("the dev server's output folder", () => {
  /** Folders `npm run dev -- --out X` must refuse before it deletes anything, as `npm run build` does. */
  const REFUSED: [string, (base: string) => Promise<string>, string][] = [
    ['a folder with files no build wrote', async (base) => {
      const folder = path.join(base, 'mis-fotos');
      await fs.mkdir(folder, { recursive: true });
      await fs.writeFile(path.join(folder, 'boda.jpg'), 'irreplaceable');
      return folder;
    }, 'it holds files that no build of the site wrote'],
    ['a file', async (base) => {
      const file = path.join(base, 'NOTAS.txt');
      await fs.writeFile(file, 'notas del dueño');
      return file;
    }, 'it is a file, not a folder'],
    ['the content folder', async (base) => path.join(base, 'content'), 'it overlaps'],
    ['the project folder', async () => path.resolve(import.meta.dirname, '..'), 'the output folder would replace the project'],
    ['the root of the file system', async () => '/', 'the output folder would replace the project'],
  ];
  it.each(REFUSED)('refuses %s in one line and deletes nothing', async (_name, folder, expected) => {
    const base = await fs.mkdtemp(path.join(scratch, 'dev-out-'));
    const content = path.join(base, 'content');
    await fs.mkdir(content);
    await fs.writeFile(path.join(content, 'site.yaml'), 'brand: x\n');
    const out = await folder(base);
    // The top level only: "/" is among the folders.
    const listing = async () => ((await fs.stat(out)).isFile() ? fs.readFile(out, 'utf8') : fs.readdir(out));
    const before = await listing();
    const { code, stderr } = await runScript(['scripts/dev.ts', '--content', content, '--out', out], { PORT: String(await freePort()) });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([expect.stringContaining(expected)]);
    expect(await listing()).toEqual(before);
  });

  it.skipIf(spawnSync('unshare', ['-rm', 'true']).status !== 0)('writes into a mount point (a Docker volume) in place, emptied of the earlier build', async () => {
    const out = path.join(await fs.mkdtemp(path.join(scratch, 'dev-mount-')), 'web');
    await fs.mkdir(out);
    const port = await freePort();
    // In a mount namespace of its own, gone with the process: the mount holds an earlier build.
    const script = `mount -t tmpfs none "$1" && echo anterior > "$1/viejo.html" && touch "$1/${BUILT_MARK}" && exec node --import tsx scripts/dev.ts --content tests/fixtures/base/content --out "$1"`;
    const child = spawn('unshare', ['-rm', 'sh', '-c', script, 'sh', out], { cwd: path.resolve(import.meta.dirname, '..'), env: { ...process.env, PORT: String(port) } });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    let output = '';
    try {
      await new Promise<void>((resolve, reject) => {
        const read = (chunk: Buffer) => {
          output += chunk;
          if (output.includes('Dev server at')) resolve();
        };
        child.stdout.on('data', read);
        child.stderr.on('data', read);
        void exited.then(() => reject(new Error(`the dev server exited:\n${output}`)));
      });
      expect(output).not.toContain('EBUSY');
      expect((await fetch(`http://localhost:${port}/__reload.js`)).status).toBe(200);
      expect((await fetch(`http://localhost:${port}/viejo`)).status).toBe(404);
    } finally {
      child.kill();
      await exited;
    }
  }, 120_000);
});

describe('a busy port', () => {
  it.each([
    ['the preview server', ['scripts/serve.ts', '--root', '.'], 'npm start'],
    ['the dev server', ['scripts/dev.ts', '--content', 'tests/fixtures/base/content', '--out', '<out>'], 'npm run dev'],
  ])('%s says so in one line, naming PORT', async (_name, args, command) => {
    const holder = net.createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => holder.once('listening', resolve));
    const { port } = holder.address() as AddressInfo;
    try {
      const out = path.join(await fs.mkdtemp(path.join(scratch, 'busy-')), 'dist');
      const { code, stderr } = await runScript(args.map((a) => (a === '<out>' ? out : a)), { PORT: String(port) }, 120_000);
      expect(code).toBe(1);
      const last = stderr.trim().split('\n').at(-1);
      expect(last).toBe(`Port ${port} is busy: another program (an earlier server?) is listening on it. Stop that program, or choose another port: PORT=${port + 1} ${command}`);
      expect(stderr).not.toContain('    at ');
    } finally {
      holder.close();
    }
  }, 150_000);
});

describe('the dev server with a template that does not compile', () => {
  it('keeps serving and sends the error to open pages, naming the template', async () => {
    // A copy of the project's code, so that the broken template is nobody else's.
    const project = await fs.mkdtemp(path.join(scratch, 'project-'));
    const real = path.resolve(import.meta.dirname, '..');
    for (const folder of ['pipeline', 'templates', 'client', 'scripts']) await fs.cp(path.join(real, folder), path.join(project, folder), { recursive: true });
    for (const file of ['package.json', 'tsconfig.json']) await fs.copyFile(path.join(real, file), path.join(project, file));
    await Promise.all(['node_modules', 'public'].map((name) => fs.symlink(path.join(real, name), path.join(project, name))));
    const header = path.join(project, 'templates/components/Header.tsx');
    await fs.appendFile(header, '\nexport const roto = <div>;\n');
    const port = await freePort();
    const content = path.join(real, 'tests/fixtures/base/content');
    const broken = await startDevServer(content, path.join(project, 'dist'), port, project);
    try {
      const events = await openEvents(broken.origin);
      try {
        const problems = JSON.parse((await events.next((e) => e.event === 'problems')).data) as string;
        expect(problems).toMatch(/^Build stopped: the templates or the pipeline do not compile/);
        expect(problems).toContain('Header.tsx');
      } finally {
        events.close();
      }
    } finally {
      await broken.stop();
    }
  }, 120_000);
});
