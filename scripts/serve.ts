// Serves dist/ the way the static hosts do: /x from x.html, / from index.html, 404.html for the rest.
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
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
};

export interface ServerOptions {
  root: string;
  port: number;
  /** Lets the dev server add its reload script to pages. */
  transformHtml?: (html: string) => string;
  onRequest?: (req: http.IncomingMessage, res: http.ServerResponse) => boolean;
}

/** The file a URL path maps to, or undefined; never outside root. */
export async function resolveFile(root: string, urlPath: string): Promise<string | undefined> {
  const clean = path.posix.normalize(decodeURIComponent(urlPath));
  if (clean.includes('\0')) return undefined;
  const base = path.join(root, clean);
  if (!base.startsWith(root)) return undefined;
  const candidates = clean.endsWith('/') ? [path.join(base, 'index.html')] : [base, `${base}.html`, path.join(base, 'index.html')];
  for (const candidate of candidates) {
    const stat = await fs.stat(candidate).catch(() => undefined);
    if (stat?.isFile()) return candidate;
  }
  return undefined;
}

export function startServer({ root, port, transformHtml, onRequest }: ServerOptions): http.Server {
  const absoluteRoot = path.resolve(root);
  const server = http.createServer(async (req, res) => {
    if (onRequest?.(req, res)) return;
    const url = new URL(req.url ?? '/', 'http://localhost');
    let file = await resolveFile(absoluteRoot, url.pathname);
    let status = 200;
    if (!file) {
      file = path.join(absoluteRoot, '404.html');
      status = 404;
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    let body: Buffer | string = await fs.readFile(file).catch(() => Buffer.from('Not found'));
    if (transformHtml && type.startsWith('text/html')) body = transformHtml(body.toString());
    res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-cache' });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return server.listen(port);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { port: { type: 'string', default: process.env.PORT ?? '4321' }, root: { type: 'string', default: 'dist' } } });
  const port = Number(values.port);
  startServer({ root: values.root!, port }).on('listening', () => console.log(`Serving ${values.root} at http://localhost:${port}`));
}
