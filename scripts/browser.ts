// Finds a Chromium for screenshots and browser tests: CHROME_PATH, then an installed Chromium or Chrome,
// then the one shipped inside the @sparticuz/chromium package (no download at run time).
import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const INSTALLED = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

export async function findChromium(): Promise<string> {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  const installed = INSTALLED.find((file) => fs.existsSync(file));
  if (installed) return installed;
  try {
    const packaged = (await import('@sparticuz/chromium' as string)) as { default: { executablePath(): Promise<string> } };
    return await packaged.default.executablePath();
  } catch {
    throw new Error('No Chromium found: set CHROME_PATH, install Chromium (apt-get install chromium), or run npm install.');
  }
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: await findChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}
