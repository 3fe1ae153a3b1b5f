// Serves dist/ the way the static hosts do: /x from x.html, / from index.html, 404.html for the rest, the headers of
// _headers, and text compressed with brotli when the browser accepts it, else with gzip.
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import crypto from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.yml': 'text/yaml; charset=utf-8',
};

/** Only this machine reaches the preview unless asked otherwise (`--host 0.0.0.0` for a phone on the same network). */
export const LOCAL_HOST = '127.0.0.1';
const PLAIN = { 'Content-Type': 'text/plain; charset=utf-8' };
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;
/**
 * Brotli's quality for a static file compressed once and kept, as a CDN caches it and nginx's brotli_static serves
 * it: the highest. A host that compresses each response on the fly at a low quality (4 to 6) sends about a tenth more
 * (docs/performance.md).
 */
const BROTLI_QUALITY = 11;

/** The encoding to send for an Accept-Encoding of `accepted`: brotli, else gzip, each unless refused with `q=0`. */
function encodingFor(accepted: string): 'br' | 'gzip' | undefined {
  const wanted = new Set(
    accepted
      .split(',')
      .map((item) => item.trim().toLowerCase().split(/\s*;\s*/))
      .filter(([, ...params]) => !params.some((p) => /^q=0(\.0*)?$/.test(p)))
      .map(([name]) => name),
  );
  return (['br', 'gzip'] as const).find((name) => wanted.has(name));
}

/** The body as sent to a browser whose Accept-Encoding is `accepted`, and its Content-Encoding. */
export function encodeFor(accepted: string, body: Buffer | string): { body: Buffer | string; encoding?: 'br' | 'gzip' } {
  const encoding = encodingFor(accepted);
  if (encoding === 'br') return { body: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }), encoding };
  if (encoding === 'gzip') return { body: gzipSync(body, { level: 9 }), encoding };
  return { body };
}

/** How many compressed bodies a server keeps; past it, it starts again (a dev server sees every rebuild's pages). */
const KEPT_BODIES = 1000;

/**
 * encodeFor with a cache of the compressed bodies, a map keyed by the encoding asked for and a digest of the body: a
 * host compresses a file once and keeps it, and brotli at quality 11 takes a tenth of a second a page, which a local
 * audit would otherwise count as the server's time on every load.
 */
function cachedEncoder(): typeof encodeFor {
  const kept = new Map<string, ReturnType<typeof encodeFor>>();
  return (accepted, body) => {
    const key = `${encodingFor(accepted) ?? ''} ${crypto.createHash('sha1').update(body).digest('base64')}`;
    let encoded = kept.get(key);
    if (!encoded) {
      if (kept.size >= KEPT_BODIES) kept.clear();
      kept.set(key, (encoded = encodeFor(accepted, body)));
    }
    return encoded;
  };
}

export interface ServerOptions {
  root: string;
  port: number;
  /** The address to listen on; LOCAL_HOST by default. */
  host?: string;
  /** Lets the dev server add its reload script to pages. */
  transformHtml?: (html: string) => string;
  onRequest?: (req: http.IncomingMessage, res: http.ServerResponse) => boolean;
  /** Serve under a sub-path, as GitHub Pages serves a project site (BASE_PATH). */
  basePath?: string;
}

/**
 * The file a decoded URL path maps to, or undefined; never outside root, not even through a symbolic link, and never
 * a dotfile (the build's mark, a .git folder), which no page links to.
 */
export async function resolveFile(root: string, sitePath: string): Promise<string | undefined> {
  if (sitePath.includes('\0')) return undefined;
  // Joined to "/" first, so that no ".." climbs above it, even in a path that does not start with "/".
  const clean = path.posix.join('/', sitePath);
  if (clean.split('/').some((segment) => segment.startsWith('.'))) return undefined;
  const base = path.join(root, clean);
  const candidates = clean.endsWith('/') ? [path.join(base, 'index.html')] : [base, `${base}.html`, path.join(base, 'index.html')];
  const realRoot = await fs.realpath(root).catch(() => root);
  for (const candidate of candidates) {
    const real = await fs.realpath(candidate).catch(() => undefined);
    if (!real?.startsWith(realRoot + path.sep)) continue;
    if ((await fs.stat(real).catch(() => undefined))?.isFile()) return candidate;
  }
  return undefined;
}

interface HostRules {
  /** `unset`: the names of "! Name" lines, headers an earlier matching rule set that this one takes off. */
  headers: { pattern: RegExp; headers: [string, string][]; unset: string[] }[];
  redirects: Map<string, { to: string; status: number }>;
}

/** The _headers and _redirects files the build writes for Netlify and Cloudflare Pages, read the same way here. */
export function parseHostRules(headersFile: string, redirectsFile: string): HostRules {
  const headers: HostRules['headers'] = [];
  for (const line of headersFile.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = new RegExp(`^${line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
      headers.push({ pattern, headers: [], unset: [] });
    } else if (line.trim().startsWith('!')) {
      headers.at(-1)?.unset.push(line.trim().slice(1).trim());
    } else {
      const [name, ...value] = line.trim().split(':');
      headers.at(-1)?.headers.push([name!.trim(), value.join(':').trim()]);
    }
  }
  const redirects = new Map(
    redirectsFile
      .split('\n')
      .map((l) => l.trim().split(/\s+/))
      .filter((parts) => parts.length >= 2 && !parts[0]!.startsWith('#'))
      .map(([from, to, status]) => [from!, { to: to!, status: Number(status ?? 301) }] as const),
  );
  return { headers, redirects };
}

async function readHostRules(root: string): Promise<HostRules> {
  const read = (name: string) => fs.readFile(path.join(root, name), 'utf8').catch(() => '');
  return parseHostRules(await read('_headers'), await read('_redirects'));
}

/** A request path with its %-escapes undone, or undefined when they do not decode (a stray "%"). */
function decodePath(urlPath: string): string | undefined {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
}

export function startServer({ root, port, host = LOCAL_HOST, transformHtml, onRequest, basePath = '' }: ServerOptions): http.Server {
  const absoluteRoot = path.resolve(root);
  const encode = cachedEncoder();
  async function respond(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...PLAIN, Allow: 'GET, HEAD' }).end('Método no permitido');
      return;
    }
    if (onRequest?.(req, res)) return;
    const url = new URL(req.url ?? '/', 'http://localhost');
    const inBase = url.pathname === basePath || url.pathname.startsWith(`${basePath}/`);
    const sitePath = decodePath(inBase ? url.pathname.slice(basePath.length) || '/' : '/\0outside');
    if (sitePath === undefined) {
      res.writeHead(400, PLAIN).end('Dirección mal formada');
      return;
    }
    // Read on every request: the build swaps dist/ under a running dev server.
    const rules = await readHostRules(absoluteRoot);
    const redirect = rules.redirects.get(url.pathname);
    if (redirect) {
      res.writeHead(redirect.status, { Location: redirect.to }).end();
      return;
    }
    // As Cloudflare Pages applies them: rule by rule, a rule's "! Name" lines first, then its headers.
    for (const rule of rules.headers.filter((r) => r.pattern.test(url.pathname))) {
      for (const name of rule.unset) res.removeHeader(name);
      for (const [name, value] of rule.headers) res.setHeader(name, value);
    }
    let file = await resolveFile(absoluteRoot, sitePath);
    let status = 200;
    if (!file) {
      file = path.join(absoluteRoot, '404.html');
      status = 404;
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    let body: Buffer | string = await fs.readFile(file).catch(() => Buffer.from('Not found'));
    if (transformHtml && type.startsWith('text/html')) body = transformHtml(body.toString());
    res.setHeader('Content-Type', type);
    if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-cache');
    // As Netlify, Cloudflare and nginx (with its brotli module) do, so that local audits see the bytes a phone receives.
    if (COMPRESSIBLE.test(type)) {
      res.setHeader('Vary', 'Accept-Encoding');
      const encoded = encode(String(req.headers['accept-encoding'] ?? ''), body);
      body = encoded.body;
      if (encoded.encoding) res.setHeader('Content-Encoding', encoded.encoding);
    }
    res.writeHead(status);
    res.end(req.method === 'HEAD' ? undefined : body);
  }
  const server = http.createServer((req, res) => {
    // No request may take the server down: whatever fails is logged and answered.
    respond(req, res).catch((error: unknown) => {
      console.error(error);
      if (res.headersSent) res.destroy();
      else res.writeHead(500, PLAIN).end('Error interno del servidor');
    });
  });
  return server.listen(port, host);
}

/**
 * For the command lines: a port another program holds (or one this user may not open) is a person's mistake, told in
 * one line with what to do, not a stack. `command` is how the server was started ("npm start").
 */
export function exitWhenPortUnusable(server: http.Server, port: number, command: string): http.Server {
  return server.on('error', (error: NodeJS.ErrnoException) => {
    const why = { EADDRINUSE: 'is busy: another program (an earlier server?) is listening on it', EACCES: 'may not be opened by this user' }[error.code ?? ''];
    if (!why) throw error;
    console.error(`Port ${port} ${why}. Stop that program, or choose another port: PORT=${port + 1} ${command}`);
    process.exit(1);
  });
}

/** How a browser on this machine reaches a server listening on `host`. */
export function originFor(host: string, port: number): string {
  const name = [LOCAL_HOST, '0.0.0.0', '::'].includes(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** Starts a server on a free port and resolves once it listens, with its origin ("http://localhost:PORT"). */
export async function serveOnFreePort(options: Omit<ServerOptions, 'port'>): Promise<{ server: http.Server; origin: string }> {
  const server = startServer({ ...options, port: 0 });
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, origin: originFor(options.host ?? LOCAL_HOST, (server.address() as { port: number }).port) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const options = { port: { type: 'string', default: process.env.PORT ?? '4321' }, root: { type: 'string', default: 'dist' }, host: { type: 'string', default: LOCAL_HOST } } as const;
  const { values } = parseArgs({ options });
  const port = Number(values.port);
  const server = startServer({ root: values.root, port, host: values.host }).on('listening', () => console.log(`Serving ${values.root} at ${originFor(values.host, port)}`));
  exitWhenPortUnusable(server, port, 'npm start');
}
