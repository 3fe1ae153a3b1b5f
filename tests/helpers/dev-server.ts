// `npm run dev` as a child process on a copy of the content, and the event stream its pages listen to.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { eventually, WAIT_CEILING_MS } from './eventually.ts';
import { projectDir } from './site.ts';

export interface DevServer {
  origin: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Starts the dev server of `project` (this one unless a test gives a copy) and resolves once it listens; its output
 * goes to the test's output if it fails to start.
 */
export async function startDevServer(contentDir: string, outDir: string, port: number, project = projectDir): Promise<DevServer> {
  // Node with tsx's loader rather than the tsx command, which runs the script in a second process of its own.
  const args = ['--import', 'tsx', 'scripts/dev.ts', '--content', contentDir, '--out', outDir];
  const child = spawn(process.execPath, args, { cwd: project, env: { ...process.env, PORT: String(port) } });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('Dev server at')) resolve();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`dev server exited with ${code}:\n${output}`)));
  });
  return { origin: `http://localhost:${port}`, stop: () => stop(child) };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill();
  await exited;
}

export interface ServerEvent {
  event: string;
  data: string;
}

export interface EventStream {
  /** Everything received so far, comments included, as sent. */
  raw: string;
  events: ServerEvent[];
  /** The first event so far or to come that matches, waited for as `eventually` waits. */
  next(matches: (event: ServerEvent) => boolean): Promise<ServerEvent>;
  close(): void;
}

/** Opens /__reload as a page's EventSource does; resolves once the response headers are in, or fails after WAIT_CEILING_MS. */
export function openEvents(origin: string): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${origin}/__reload`, { headers: { Accept: 'text/event-stream' } }, (response) => {
      clearTimeout(timer);
      const stream: EventStream = {
        raw: '',
        events: [],
        next: (matches) => waitForEvent(stream, matches),
        close: () => request.destroy(),
      };
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        stream.raw += chunk;
        stream.events = parseEvents(stream.raw);
      });
      resolve(stream);
    });
    request.on('error', reject);
    const timer = setTimeout(() => {
      request.destroy();
      reject(new Error(`no response headers from /__reload within ${WAIT_CEILING_MS} ms`));
    }, WAIT_CEILING_MS);
  });
}

function parseEvents(raw: string): ServerEvent[] {
  return raw
    .split('\n\n')
    .slice(0, -1)
    .map((block) => block.split('\n').filter((line) => !line.startsWith(':')))
    .filter((lines) => lines.length > 0)
    .map((lines) => ({
      event: lines.find((l) => l.startsWith('event:'))?.slice(6).trim() ?? 'message',
      data: lines.filter((l) => l.startsWith('data:')).map((l) => l.slice(5).trim()).join('\n'),
    }));
}

async function waitForEvent(stream: EventStream, matches: (event: ServerEvent) => boolean): Promise<ServerEvent> {
  await eventually(async () => stream.events.some(matches));
  const found = stream.events.find(matches);
  if (!found) throw new Error(`no matching event within ${WAIT_CEILING_MS} ms; received:\n${stream.raw}`);
  return found;
}
