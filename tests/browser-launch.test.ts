// Starting the run's Chromium: a browser that dies of a signal while starting is started once more (the packaged shell
// did so twice in a day's runs), any other failure is thrown at once, and a setup that fails leaves nothing behind
// that would hold the run open.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { launchAgainIfCrashed, testChromium } from '../scripts/browser.ts';
import setup from './global-setup.ts';

let folder: string;
beforeAll(async () => {
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'browser-launch-'));
});
afterAll(() => fs.rm(folder, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

/** A stand-in for Chromium that dies of SIGSEGV, as the shell did, on its first `crashes` starts, then is Chromium. */
async function crashingChromium(crashes: number): Promise<{ executablePath: string; args: string[] }> {
  const real = await testChromium();
  const executablePath = path.join(folder, `chromium-crashing-${crashes}`);
  const count = `${executablePath}.starts`;
  await fs.writeFile(
    executablePath,
    `#!/bin/sh\necho x >> '${count}'\nif [ "$(wc -l < '${count}')" -le ${crashes} ]; then kill -SEGV $$; fi\nexec '${real.executablePath}' "$@"\n`,
    { mode: 0o755 },
  );
  return { ...real, executablePath };
}

it('starts Chromium once more when it dies of a signal while starting', async () => {
  const options = await crashingChromium(1);
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const failures: string[] = [];
  const browser = await launchAgainIfCrashed(async () => {
    try {
      return await chromium.launch(options);
    } catch (error) {
      failures.push(String(error));
      throw error;
    }
  });
  expect(failures).toEqual([expect.stringMatching(/signal=SIGSEGV/)]);
  expect(warn).toHaveBeenCalledWith('Chromium died of SIGSEGV while starting: starting it again.');
  expect(browser.isConnected()).toBe(true);
  await browser.close();
});

it('throws any other failure at once', async () => {
  let starts = 0;
  const missing = path.join(folder, 'no-such-chromium');
  await expect(launchAgainIfCrashed(() => (starts++, chromium.launch({ executablePath: missing })))).rejects.toThrow(/no-such-chromium/);
  expect(starts).toBe(1);
});

it("stops what the run's setup started when Chromium cannot start, so that the run ends with the error", async () => {
  const servers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'TCPServerWrap').length;
  const folders = async () => (await fs.readdir(os.tmpdir())).filter((name) => name.startsWith('site-tests-')).sort();
  const [serversBefore, foldersBefore] = [servers(), await folders()];
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const named = process.env.CHROME_PATH;
  process.env.CHROME_PATH = (await crashingChromium(2)).executablePath;
  try {
    await expect(setup({ provide: () => undefined } as unknown as TestProject)).rejects.toThrow(/signal=SIGSEGV/);
  } finally {
    if (named === undefined) delete process.env.CHROME_PATH;
    else process.env.CHROME_PATH = named;
  }
  expect(servers()).toBe(serversBefore);
  // The build's swap hands the empty folder it replaced to a process of its own to delete (removeInBackground).
  await expect.poll(folders).toEqual(foldersBefore);
});
