// Cloudflare Pages' local runtime (`wrangler pages dev`, workerd) serving a fresh build with its _headers and
// _redirects. Offline: no account, no metrics; wrangler's look-ups of its latest version and of the `Request.cf`
// object fail quietly and it carries on. Cloudflare redirects /x.html to /x (308) and /x/ to /x (308), and does not
// serve _headers and _redirects as files (wrangler's dev server answers them with a 502).
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildSite, deployChecks, freePort, projectDir, startServer, tempFolder, type ServedSite, type ServerProcess } from './deploy-site.ts';

// The workerd of wrangler 4.86.0 refuses dates after its own (2026-05-03); Pages' static serving is the same.
const COMPATIBILITY_DATE = '2026-04-01';

describe('Cloudflare Pages (wrangler pages dev)', () => {
  let tmp = '';
  let server: ServerProcess | undefined;
  let served: ServedSite | undefined;

  beforeAll(async () => {
    tmp = await tempFolder('servictg-wrangler-');
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const dist = path.join(tmp, 'dist');
    await buildSite(dist, origin);

    const env: NodeJS.ProcessEnv = {
      ...process.env,
      WRANGLER_SEND_METRICS: 'false',
      WRANGLER_SEND_ERROR_REPORTS: 'false',
      WRANGLER_LOG: 'error',
      WRANGLER_LOG_PATH: path.join(tmp, 'logs'),
      WRANGLER_REGISTRY_PATH: path.join(tmp, 'registry'),
      WRANGLER_CACHE_DIR: path.join(tmp, 'cache'),
    };
    for (const name of ['CLOUDFLARE_API_TOKEN', 'CLOUDFLARE_API_KEY', 'CLOUDFLARE_ACCOUNT_ID', 'CLOUDFLARE_EMAIL']) delete env[name];
    const args = [
      path.join(projectDir, 'node_modules/wrangler/bin/wrangler.js'),
      'pages',
      'dev',
      dist,
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(await freePort()),
      '--compatibility-date',
      COMPATIBILITY_DATE,
      '--persist-to',
      path.join(tmp, 'state'),
      '--log-level',
      'error',
      '--live-reload=false',
      '--show-interactive-dev-session=false',
    ];
    // Run from the temporary folder, where wrangler leaves its .wrangler/ folder.
    server = await startServer(process.execPath, args, { origin, cwd: tmp, env, readyTimeout: 90_000 });
    served = { origin, dist };
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
    if (tmp) await fs.rm(tmp, { recursive: true, force: true });
  }, 30_000);

  deployChecks('Cloudflare Pages', () => served!, { trailingSlashStatus: 308 });
});
