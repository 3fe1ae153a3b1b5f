// Finds a Chromium for screenshots and browser tests: CHROME_PATH, then an installed Chromium or Chrome,
// then the one shipped inside the @sparticuz/chromium package (no download at run time).
import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const INSTALLED = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

// Without the networking flags Chromium keeps calling home, which this project's machines refuse.
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

export async function findChromium(): Promise<{ executablePath: string; args: string[] }> {
  if (process.env.CHROME_PATH) return { executablePath: process.env.CHROME_PATH, args: ARGS };
  const installed = INSTALLED.find((file) => fs.existsSync(file));
  if (installed) return { executablePath: installed, args: ARGS };
  try {
    const packaged = (await import('@sparticuz/chromium')).default;
    return { executablePath: await packaged.executablePath(), args: ARGS };
  } catch {
    throw new Error('No Chromium found: set CHROME_PATH, install Chromium (apt-get install chromium), or run npm install.');
  }
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch(await findChromium());
}
