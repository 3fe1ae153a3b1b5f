// One build of the real site and one Chromium for the whole run: every test file reads the same built pages and
// drives the same browser, instead of each building and launching its own.
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import '../pipeline/production.ts';
import { build } from '../pipeline/build.ts';
import { launchAgainIfCrashed, testChromium } from '../scripts/browser.ts';
import { serveOnFreePort } from '../scripts/serve.ts';

export interface BuiltSite {
  /** The output folder of the build. */
  dir: string;
  /** The content it was built from: the project's, with the contact form's endpoints made real (see below). */
  contentDir: string;
  /** Where it is served; also the site URL it was built with. */
  origin: string;
  /** The shared Chromium, for playwright's `chromium.connect`. */
  browserEndpoint: string;
  /** The same Chromium's DevTools address, for puppeteer-core's `connect({ browserURL })` (prerendering tests). */
  cdpUrl: string;
  /** A folder for what more than one test file builds once for the run (tests/helpers/jobs-site.ts), deleted at its end. */
  shared: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    built: BuiltSite;
  }
}

export default async function setup(project: TestProject) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-tests-'));
  const shared = await fs.mkdtemp(path.join(os.tmpdir(), 'site-tests-shared-'));
  // The shipped endpoints are placeholders, with which the form is shown disabled (DECISIONS.md "Previews and the
  // live site"): the run's pages get real ones, so that their form sends (formsubmit.co is the stand-in of
  // tests/helpers/browser-site.ts in every browser test). Everything else is the project's content as it is.
  const contentDir = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'site-tests-content-')), 'content');
  const projectDir = path.resolve(import.meta.dirname, '..');
  await fs.cp(path.join(projectDir, 'content'), contentDir, { recursive: true });
  const siteFile = path.join(contentDir, 'site.yaml');
  await fs.writeFile(siteFile, (await fs.readFile(siteFile, 'utf8')).replace(/(formsubmit\.co\/(?:ajax\/)?)contacto@example\.com/g, '$1contacto@servictg.co'));
  const { server, origin } = await serveOnFreePort({ root: dir });
  // Also reachable over plain CDP, on this machine only: Chromium prerenders only for clients attached through the
  // tab target (puppeteer-core), never while a client holds the page target itself as playwright does.
  const cdpPort = await freePort();
  const chromiumOptions = await testChromium();
  const launch = launchAgainIfCrashed(() => chromium.launchServer({ ...chromiumOptions, args: [...chromiumOptions.args, `--remote-debugging-port=${cdpPort}`] }));
  const [launched, builtOnce] = await Promise.allSettled([launch, build({ projectDir, contentDir, outDir: dir, env: { SITE_URL: origin } })]);
  const teardown = async () => {
    if (launched.status === 'fulfilled') await launched.value.close();
    server.close();
    await Promise.all([dir, shared, path.dirname(contentDir)].map((folder) => fs.rm(folder, { recursive: true, force: true })));
  };
  // A failed setup has no teardown called: what it started is stopped here, or its open server would keep the run
  // from ending until Vitest's close times out, ten minutes later.
  const failed = [launched, builtOnce].find((result) => result.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  const browser = (launched as PromiseFulfilledResult<BrowserServer>).value;
  project.provide('built', { dir, contentDir, origin, browserEndpoint: browser.wsEndpoint(), cdpUrl: `http://127.0.0.1:${cdpPort}`, shared });
  return teardown;
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
