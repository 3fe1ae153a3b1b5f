// One build of the real site and one Chromium for the whole run: every test file reads the same built pages and
// drives the same browser, instead of each building and launching its own.
import fs from 'node:fs/promises';
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
}

declare module 'vitest' {
  export interface ProvidedContext {
    built: BuiltSite;
  }
}

export default async function setup(project: TestProject) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-tests-'));
  const { server, origin } = await serveOnFreePort({ root: dir });
  const [browser] = await Promise.all([chromium.launchServer(await findChromium()), build({ projectDir: path.resolve(import.meta.dirname, '..'), outDir: dir, env: { SITE_URL: origin } })]);
  project.provide('built', { dir, origin, browserEndpoint: browser.wsEndpoint() });
  return async () => {
    await browser.close();
    server.close();
    await fs.rm(dir, { recursive: true, force: true });
  };
}
