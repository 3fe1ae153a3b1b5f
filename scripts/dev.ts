// npm run dev: build, serve, and after each change under content/, client/ or public/ rebuild in this process,
// redo only the service pages the change touches, write only the files that changed and reload only the open
// pages they touch. `tsx watch` restarts this script when a template or pipeline module changes, and open pages
// reload once it is back.
import '../pipeline/production.ts';
import fs from 'node:fs';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import { build } from '../pipeline/build.ts';
import { formatError } from '../pipeline/errors.ts';
import { createMemo } from '../pipeline/memo.ts';
import { liveOutput } from '../pipeline/write.ts';
import { startServer } from './serve.ts';

const projectDir = path.resolve(import.meta.dirname, '..');
const distDir = path.join(projectDir, 'dist');
const port = Number(process.env.PORT ?? 4321);
const WATCHED = ['content', 'client', 'public'];
const clients = new Set<ServerResponse>();
// The dev server alone adds this script; built pages never carry it. "*" means every page (a stylesheet, a script).
const RELOAD_SCRIPT = `const source = new EventSource("/__reload");
let lost = false;
source.onmessage = (event) => {
  const urls = JSON.parse(event.data);
  if (urls.includes("*") || urls.includes(location.pathname)) location.reload();
};
source.onerror = () => { lost = true; };
source.onopen = () => { if (lost) location.reload(); };`;
const fingerprints = new Map<string, string>();
const memo = createMemo();

/** The open pages a changed output file shows up on. */
function touchedUrls(files: string[]): string[] {
  return files.flatMap((file) => {
    if (file.endsWith('.html')) return [`/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`];
    return /\.(css|js|svg|avif|webp)$/.test(file) ? ['*'] : [];
  });
}

async function rebuild(reason: string): Promise<void> {
  const started = performance.now();
  try {
    const output = liveOutput(distDir, fingerprints);
    await build({ projectDir, env: process.env, output, memo });
    const ms = Math.round(performance.now() - started);
    const urls = [...new Set(touchedUrls(output.changed))];
    const reloading = urls.includes('*') ? 'every open page' : urls.join(' ') || 'nothing';
    console.log(`${reason}: rebuilt in ${ms} ms, ${output.changed.length} files written, reloading ${reloading}`);
    for (const client of clients) client.write(`data: ${JSON.stringify(urls)}\n\n`);
  } catch (error) {
    console.error(formatError(error));
  }
}

fs.rmSync(distDir, { recursive: true, force: true });
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
}).on('listening', () => console.log(`Dev server at http://localhost:${port} (rebuilds on changes in ${WATCHED.join(', ')}; restarts on template changes)`));

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
