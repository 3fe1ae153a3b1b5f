// Chromium (the run's shared browser) and Firefox (Debian's ESR, over WebDriver BiDi), driven alike by puppeteer, for
// the browser tests that must hold in both: each engine in a describe of its own, skipped where Firefox is missing.
import fs from 'node:fs';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe } from 'vitest';
import { built } from './site.ts';

const FIREFOX = '/usr/bin/firefox-esr';
export const PHONE = { width: 390, height: 844 };

export interface Engine {
  name: 'Chromium' | 'Firefox';
  /** A phone-sized tab in a browser context of its own, closed with it. */
  tab(): Promise<{ page: Page; close: () => Promise<void> }>;
  /** The engine's browser, for what a tab cannot tell (the tabs a link opens). */
  browser(): Browser;
}

const OPEN = {
  Chromium: () => puppeteer.connect({ browserURL: built().cdpUrl, defaultViewport: null }),
  Firefox: () =>
    puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true, defaultViewport: null, args: [`--window-size=${PHONE.width},${PHONE.height}`], extraPrefsFirefox: { 'browser.shell.checkDefaultBrowser': false } }),
};

/** Declares `tests` once for each engine, inside `describe('in <engine>')`. */
export function inEachEngine(tests: (engine: Engine) => void): void {
  for (const name of ['Chromium', 'Firefox'] as const) {
    describe.skipIf(name === 'Firefox' && !fs.existsSync(FIREFOX))(`in ${name}`, () => {
      let browser: Browser;
      beforeAll(async () => {
        browser = await OPEN[name]();
      }, 60_000);
      // The shared Chromium is the run's: let go of it, never close it.
      afterAll(() => (name === 'Chromium' ? browser?.disconnect() : browser?.close()));
      tests({
        name,
        browser: () => browser,
        async tab() {
          const context = await browser.createBrowserContext();
          const page = await context.newPage();
          if (name === 'Chromium') await page.setViewport(PHONE);
          else await (page.mainFrame() as unknown as { browsingContext: { setViewport(o: object): Promise<void> } }).browsingContext.setViewport({ viewport: PHONE });
          return { page, close: () => context.close() };
        },
      });
    });
  }
}
