// Every internal link of the built site leads somewhere: linkinator crawls the run's build from the home page, through
// the same server as `npm start`, as `scripts/check-links.ts` does for dist/.
import fs from 'node:fs/promises';
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
