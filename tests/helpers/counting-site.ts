// The real site built with `analytics:` pointing at a stand-in for Plausible's events API on this machine, which
// answers as Plausible does (202) and records every event; served as the hosts serve it, with its _headers.
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import '../../pipeline/production.ts';
import { build } from '../../pipeline/build.ts';
import type { Page } from '../../pipeline/types.ts';
import type { Site } from '../../pipeline/collections.ts';
import { serveOnFreePort } from '../../scripts/serve.ts';
import { contentCopier } from './content-copy.ts';
import { built, pictureCache, projectDir } from './site.ts';

/** An event as the tracker sends it: name, URL, domain, referrer, properties (and, for engagement, its figures). */
export interface SentEvent {
  n: string;
  u: string;
  d: string;
  r?: string | null;
  p?: Record<string, string>;
  [field: string]: unknown;
}

export interface CountingSite {
  origin: string;
  site: Site;
  pages: Page[];
  /** The events API's URL, as site.yaml names it. */
  endpoint: string;
  /** Every event received, in order, with the headers it came with. */
  events: { event: SentEvent; headers: http.IncomingHttpHeaders }[];
  dir: string;
  close(): Promise<void>;
}

export const COUNTED_DOMAIN = 'servictg.test';

export async function startCountingSite(): Promise<CountingSite> {
  const events: CountingSite['events'] = [];
  const collector = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/api/event') {
        events.push({ event: JSON.parse(Buffer.concat(chunks).toString('utf8')) as SentEvent, headers: req.headers });
        res.writeHead(202, { 'Content-Type': 'text/plain', 'Access-Control-Allow-Origin': '*' }).end('ok');
      } else {
        res.writeHead(404).end();
      }
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(collector.address() as { port: number }).port}/api/event`;

  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'counting-site-'));
  const contentDir = await contentCopier(scratch, built().contentDir)('content', {
    'site.yaml': (source) => `${source}\nanalytics:\n  endpoint: ${endpoint}\n  domain: ${COUNTED_DOMAIN}\n`,
  });
  const dir = path.join(scratch, 'dist');
  await fs.mkdir(dir);
  const { server, origin } = await serveOnFreePort({ root: dir });
  const { site, pages } = await build({ projectDir, contentDir, outDir: dir, cacheDir: pictureCache, env: { SITE_URL: origin } });
  return {
    origin,
    site,
    pages,
    endpoint,
    events,
    dir,
    async close() {
      server.close();
      collector.close();
      await fs.rm(scratch, { recursive: true, force: true });
    },
  };
}
