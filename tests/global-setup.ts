// One build of the real site and one Chromium for the whole run: every test file reads the same built pages and
// drives the same browser, instead of each building and launching its own.
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import '../pipeline/production.ts';
import { build } from '../pipeline/build.ts';
import { findChromium } from '../scripts/browser.ts';
import { serveOnFreePort } from '../scripts/serve.ts';

export interface BuiltSite {
  /** The output folder of the build. */
  dir: string;
  /** Where it is served; also the site URL it was built with. */
  origin: string;
  /** The shared Chromium, for playwright's `chromium.connect`. */
  browserEndpoint: string;
  /** The same Chromium's DevTools address, for puppeteer-core's `connect({ browserURL })` (prerendering tests). */
  cdpUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    built: BuiltSite;
  }
}

export default async function setup(project: TestProject) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-tests-'));
  const { server, origin } = await serveOnFreePort({ root: dir });
  // Also reachable over plain CDP, on this machine only: Chromium prerenders only for clients attached through the
  // tab target (puppeteer-core), never while a client holds the page target itself as playwright does.
  const cdpPort = await freePort();
  const chromiumOptions = await findChromium();
  const launch = chromium.launchServer({ ...chromiumOptions, args: [...chromiumOptions.args, `--remote-debugging-port=${cdpPort}`] });
  const [browser] = await Promise.all([launch, build({ projectDir: path.resolve(import.meta.dirname, '..'), outDir: dir, env: { SITE_URL: origin } })]);
  project.provide('built', { dir, origin, browserEndpoint: browser.wsEndpoint(), cdpUrl: `http://127.0.0.1:${cdpPort}` });
  return async () => {
    await browser.close();
    server.close();
    await fs.rm(dir, { recursive: true, force: true });
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
