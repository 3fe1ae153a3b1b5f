// npm run dev [-- --host ADDR --content DIR --out DIR]: build, serve, and after each change under content/,
// client/ or public/ rebuild in this process, redo only the service pages the change touches, write only the files
// that changed and reload only the open pages they touch. A failed build's problems show over every open page until
// a build succeeds. `tsx watch` restarts this script when a template or pipeline module changes, and open pages
// reload once it is back.
import '../pipeline/production.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import { parseArgs } from 'node:util';
import * as esbuild from 'esbuild';
import { EDITOR_MARK } from '../templates/pages/EditorPage.tsx';
import { formatError, UsageError } from '../pipeline/errors.ts';
import { createMemo } from '../pipeline/memo.ts';
import { BUILT_MARK, liveOutput, outputGuard, refuseUnsafe, type Written } from '../pipeline/output/write.ts';
import { exitWhenPortUnusable, LOCAL_HOST, originFor, startServer } from './serve.ts';

const projectDir = path.resolve(import.meta.dirname, '..');
const options = { host: { type: 'string', default: LOCAL_HOST }, content: { type: 'string' }, out: { type: 'string' } } as const;
const { values } = parseArgs({ options });
const contentDir = path.resolve(values.content ?? path.join(projectDir, 'content'));
const outDir = path.resolve(values.out ?? path.join(projectDir, 'dist'));
const port = Number(process.env.PORT ?? 4321);
const WATCHED = { content: contentDir, client: path.join(projectDir, 'client'), public: path.join(projectDir, 'public') };
const clients = new Set<ServerResponse>();
// The dev server alone adds this script; built pages never carry it.
const clientScript = await esbuild.transform(fs.readFileSync(path.join(import.meta.dirname, 'dev-client.ts'), 'utf8'), { loader: 'ts', format: 'iife' });
const RELOAD_TAG = '<script src="/__reload.js"></script>';
const written: Written = new Map();
const memo = createMemo();
// What the last build reported if it failed: pages show it, those that connect later too, until a build succeeds.
let problems: string | undefined;

const problemsEvent = () => `event: problems\ndata: ${JSON.stringify(problems ?? null)}\n\n`;
function broadcast(event: string): void {
  for (const client of clients) client.write(event);
}

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
    // Imported here, not above: a template that does not compile is then a failed build that open pages show, and
    // `tsx watch` restarts this script once it is fixed, instead of a dev server that is gone.
    const { build } = await import('../pipeline/build.ts').catch((error: Error) => {
      throw new UsageError(`the templates or the pipeline do not compile:\n${error.message}`);
    });
    const output = liveOutput(outDir, written);
    await build({ projectDir, contentDir, outDir, env: process.env, output, memo });
    const ms = Math.round(performance.now() - started);
    const urls = [...new Set(touchedUrls(output.changed))];
    const reloading = urls.includes('*') ? 'every open page' : urls.join(' ') || 'nothing';
    console.log(`${reason}: rebuilt in ${ms} ms, ${output.changed.length} files written, reloading ${reloading}`);
    if (problems !== undefined) {
      problems = undefined;
      broadcast(problemsEvent());
    }
    broadcast(`data: ${JSON.stringify(urls)}\n\n`);
  } catch (error) {
    problems = formatError(error);
    console.error(problems);
    broadcast(problemsEvent());
  }
}

// The folder is emptied before the first build, not removed, so that it may be a mount point: it must pass the guard
// the build's own output does, and it gets the mark of a build so that the next dev server or build may replace it.
await refuseUnsafe(outDir, outputGuard(projectDir, contentDir, path.join(projectDir, '.cache'))).catch((error: unknown) => {
  console.error(formatError(error));
  process.exit(1);
});
fs.mkdirSync(outDir, { recursive: true });
for (const name of fs.readdirSync(outDir)) fs.rmSync(path.join(outDir, name), { recursive: true, force: true });
fs.writeFileSync(path.join(outDir, BUILT_MARK), 'Written by the dev server; the next build replaces this folder whole.\n');
await rebuild('start');
/**
 * The names a request's Host may give: this machine's, the --host given, and when listening on every address (a
 * phone on the same network), each address of this machine.
 */
const urlHost = (address: string) => (address.includes(':') ? `[${address}]` : address).toLowerCase();
const everywhere = ['0.0.0.0', '::'].includes(values.host);
const interfaces = everywhere ? Object.values(os.networkInterfaces()).flatMap((list) => list ?? []) : [];
const servedNames = new Set(['localhost', '127.0.0.1', '[::1]', values.host, ...interfaces.map((i) => i.address)].map(urlHost));
const server = startServer({
  root: outDir,
  port,
  host: values.host,
  // Appended when there is no </body>: after a failed first build the not-found text is all a page gets. The
  // content editor is left alone: a reload would throw away what is being edited, and its own saves rebuild the site.
  transformHtml: (html) => {
    if (html.includes(EDITOR_MARK)) return html;
    return html.includes('</body>') ? html.replace('</body>', `${RELOAD_TAG}</body>`) : html + RELOAD_TAG;
  },
  onRequest(req, res) {
    // Another name for this machine's address is a page of another site reaching it (DNS rebinding): it could read
    // the preview and the problems, which name the project's absolute paths.
    if (!servedNames.has(URL.canParse(`http://${req.headers.host}`) ? new URL(`http://${req.headers.host}`).hostname : '')) {
      res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Este servidor de desarrollo solo responde a las direcciones de este equipo');
      return true;
    }
    if (req.url === '/__reload.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' }).end(clientScript.code);
      return true;
    }
    if (req.url !== '/__reload') return false;
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
    // Headers at once, not with the first event: the page's EventSource tells a restart from a first connection
    // by an error followed by `open`, and `open` waits for them.
    res.flushHeaders();
    res.write(': connected\n\n');
    if (problems !== undefined) res.write(problemsEvent());
    clients.add(res);
    req.on('close', () => clients.delete(res));
    return true;
  },
}).on('listening', () => {
  const watched = Object.keys(WATCHED).join(', ');
  console.log(`Dev server at ${originFor(values.host, port)} (rebuilds on changes in ${watched}; restarts on template changes)`);
});
exitWhenPortUnusable(server, port, 'npm run dev');

let timer: ReturnType<typeof setTimeout> | undefined;
let changed = new Set<string>();
for (const [name, dir] of Object.entries(WATCHED)) {
  fs.watch(dir, { recursive: true }, (_event, file) => {
    changed.add(path.join(name, String(file)));
    clearTimeout(timer);
    timer = setTimeout(() => {
      const files = [...changed];
      changed = new Set();
      void rebuild(files.length === 1 ? files[0]! : `${files.length} files changed`);
    }, 80);
  });
}
