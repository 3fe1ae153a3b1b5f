// npm run dev: build, serve, rebuild on any change under content/, templates/, client/ or public/, reload the page.
import '../pipeline/production.ts';
import fs from 'node:fs';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import { build } from '../pipeline/build.ts';
import { formatError } from '../pipeline/errors.ts';
import { startServer } from './serve.ts';

const projectDir = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 4321);
const WATCHED = ['content', 'templates', 'client', 'public'];
const clients = new Set<ServerResponse>();
// The dev server alone adds this script; built pages never carry it.
const RELOAD_SCRIPT = 'new EventSource("/__reload").onmessage = () => location.reload();';

async function rebuild(reason: string): Promise<void> {
  const started = performance.now();
  try {
    await build({ projectDir, env: process.env });
    console.log(`${reason}: rebuilt in ${Math.round(performance.now() - started)} ms`);
    for (const client of clients) client.write('data: reload\n\n');
  } catch (error) {
    console.error(formatError(error));
  }
}

await rebuild('start');
startServer({
  root: path.join(projectDir, 'dist'),
  port,
  transformHtml: (html) => html.replace('</body>', '<script src="/__reload.js"></script></body>'),
  onRequest(req, res) {
    if (req.url === '/__reload.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(RELOAD_SCRIPT);
      return true;
    }
    if (req.url !== '/__reload') return false;
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
    clients.add(res);
    req.on('close', () => clients.delete(res));
    return true;
  },
}).on('listening', () => console.log(`Dev server at http://localhost:${port} (watching ${WATCHED.join(', ')})`));

let timer: ReturnType<typeof setTimeout> | undefined;
let changed = new Set<string>();
for (const dir of WATCHED) {
  fs.watch(path.join(projectDir, dir), { recursive: true }, (_event, file) => {
    changed.add(path.join(dir, String(file)));
    clearTimeout(timer);
    timer = setTimeout(() => {
      const files = [...changed];
      changed = new Set();
      void rebuild(files.length === 1 ? files[0]! : `${files.length} files changed`);
    }, 80);
  });
}
