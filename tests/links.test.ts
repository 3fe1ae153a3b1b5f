// Every internal link of the built site leads somewhere: linkinator crawls the run's build from the home page, through
// the same server as `npm start`, as `scripts/check-links.ts` does for dist/.
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { checkLinks } from '../scripts/check-links.ts';
import { serveOnFreePort } from '../scripts/serve.ts';
import { built } from './helpers/site.ts';

it('finds no broken internal link, crawling from the home page', async () => {
  const { origin } = built();
  const { ok, broken } = await checkLinks(`${origin}/`, origin);
  console.log(`Link check: ${ok} internal links OK, ${broken.length} broken`);
  expect(broken).toEqual([]);
  expect(ok).toBeGreaterThan(150);
});

it('is a check that can fail: a link to a missing page is reported with the page it is on', async () => {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'links-'));
  await fs.writeFile(path.join(root, 'index.html'), '<!doctype html><title>x</title><a href="/no-existe">x</a><a href="/otra">y</a>');
  await fs.writeFile(path.join(root, 'otra.html'), '<!doctype html><title>y</title><a href="/">inicio</a>');
  const { server, origin } = await serveOnFreePort({ root });
  try {
    const { ok, broken } = await checkLinks(`${origin}/`, origin);
    expect(broken).toEqual([`Dead link "${origin}/no-existe" on page "${origin}/" (404)`]);
    expect(ok).toBeGreaterThanOrEqual(2);
  } finally {
    server.close();
    await fs.rm(root, { recursive: true, force: true });
  }
});

it('asks again for a link whose connection dropped, and reports one that never answers', async () => {
  const asked = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const times = (asked.get(req.url!) ?? 0) + 1;
    asked.set(req.url!, times);
    // The first request for /a-veces and every one for /nunca lose their connection without an answer.
    if (req.url === '/nunca' || (req.url === '/a-veces' && times === 1)) return req.socket.destroy();
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>x</title><a href="/a-veces">x</a><a href="/nunca">y</a>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  try {
    const { broken } = await checkLinks(`${origin}/`, origin);
    expect(broken).toHaveLength(1);
    expect(broken[0]).toMatch(new RegExp(`^Dead link "${origin}/nunca" on page "${origin}/" \\(0\\b`));
    expect(asked.get('/a-veces')).toBeGreaterThan(1);
    expect(asked.get('/nunca')).toBeGreaterThan(2);
  } finally {
    server.close();
  }
});
