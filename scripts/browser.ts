// Finds a Chromium for screenshots, audits and browser tests. The one shipped inside the @sparticuz/chromium package
// (no download at run time) is a headless shell pinned in package-lock.json: the same browser on every machine.
import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const INSTALLED = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

// Without the networking flags Chromium keeps calling home, which this project's machines refuse.
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

interface ChromiumOptions {
  executablePath: string;
  args: string[];
}

/** CHROME_PATH, when set. */
function namedChromium(): ChromiumOptions | undefined {
  return process.env.CHROME_PATH ? { executablePath: process.env.CHROME_PATH, args: ARGS } : undefined;
}

/** The first installed Chromium or Chrome. */
function installedChromium(): ChromiumOptions | undefined {
  const installed = INSTALLED.find((file) => fs.existsSync(file));
  return installed ? { executablePath: installed, args: ARGS } : undefined;
}

async function packagedChromium(): Promise<ChromiumOptions | undefined> {
  try {
    const packaged = (await import('@sparticuz/chromium')).default;
    return { executablePath: await packaged.executablePath(), args: ARGS };
  } catch {
    return undefined;
  }
}

function noChromium(): never {
  throw new Error('No Chromium found: set CHROME_PATH, install Chromium (apt-get install chromium), or run npm install.');
}

/** For screenshots and audits: CHROME_PATH, then an installed Chromium or Chrome, then the packaged one. */
export async function findChromium(): Promise<ChromiumOptions> {
  return namedChromium() ?? installedChromium() ?? (await packagedChromium()) ?? noChromium();
}

/**
 * For the test suite: CHROME_PATH, then the packaged one before any installed Chromium, so that a run drives the
 * browser CI drives whatever the machine has. An installed full Chromium runs its headless mode as the whole browser:
 * Debian's 156 took tests/e2e/focus-not-obscured.test.ts 109–110 s and 211–212 CPU s where the packaged shell took
 * 42–45 s and 78–83 CPU s (2026-12-07, in turns).
 */
export async function testChromium(): Promise<ChromiumOptions> {
  return namedChromium() ?? (await packagedChromium()) ?? installedChromium() ?? noChromium();
}

/**
 * Runs `launch` once more when the browser it starts dies of a signal before it answers: on 2026-12-07 the packaged
 * shell died so twice in some hundreds of launches (a general protection fault in a start-up thread, SIGSEGV), and
 * each time a whole test run turned red. Any other failure (no such file, a bad flag) is thrown at once.
 */
export async function launchAgainIfCrashed<T>(launch: () => Promise<T>): Promise<T> {
  try {
    return await launch();
  } catch (error) {
    // Playwright's launch error quotes the browser's log, whose exit line names the signal.
    const signal = /signal=(SIG[A-Z]+)/.exec(String(error))?.[1];
    if (!signal) throw error;
    console.warn(`Chromium died of ${signal} while starting: starting it again.`);
    return launch();
  }
}

export async function launchChromium(): Promise<Browser> {
  const options = await findChromium();
  return launchAgainIfCrashed(() => chromium.launch(options));
}
