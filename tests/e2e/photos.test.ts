// A photo of content/fotos/ (templates/components/Photo.tsx) in Chromium: nothing of it is asked for until the page's
// script has started, and then the browser picks the format and the width from its sources; without JavaScript its
// sources apply at once. The site is the photo fixture (a post with one photo), built and served here.
import fs from 'node:fs/promises';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { build } from '../../pipeline/build.ts';
import { serveOnFreePort } from '../../scripts/serve.ts';
import { imageLoaded, scriptHasRun } from '../helpers/browser-site.ts';
import { fixtureSite, projectOf, removeFixtureSites } from '../helpers/fixtures.ts';
import { built } from '../helpers/site.ts';

const POST = '/blog/consejo';
let scratch: string;
let server: http.Server;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'photos-e2e-'));
  const contentDir = await fixtureSite('photo');
  await fs.mkdir(path.join(contentDir, 'fotos'));
  await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#2a7ab0' } }).jpeg().toFile(path.join(contentDir, 'fotos', 'unidad-exterior.jpg'));
  const dir = path.join(scratch, 'dist');
  ({ server, origin } = await serveOnFreePort({ root: dir }));
  await build({ projectDir: projectOf(contentDir), contentDir, outDir: dir, cacheDir: path.join(scratch, 'cache'), check: { anyCatalogueSize: true }, env: { SITE_URL: origin } });
  browser = await chromium.connect(built().browserEndpoint);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  server?.close();
  await removeFixtureSites();
  await fs.rm(scratch, { recursive: true, force: true });
});

it('asks for nothing of a photo before the script starts, then for one format at one of its widths', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const photos: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/img/fotos/')) photos.push(new URL(request.url()).pathname);
  });
  // The page's script is held at the server's door until the photo has been seen in place without it.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${origin}${POST}`, { waitUntil: 'domcontentloaded' });
  const img = page.locator('.prose picture img');
  await img.scrollIntoViewIfNeeded();
  const shown = () => img.evaluate((el: HTMLImageElement) => ({ complete: el.complete, src: el.currentSrc.slice(0, 5) }));
  await expect.poll(shown).toEqual({ complete: true, src: 'data:' });
  expect(photos).toEqual([]);
  release();
  await scriptHasRun(page);
  await expect.poll(() => imageLoaded(img)).toBe(true);
  const chosen = new URL(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).pathname;
  // 390 CSS px at 2x is 780 device px: the 800 px AVIF, the first format the browser reads.
  expect(chosen).toMatch(/^\/img\/fotos\/unidad-exterior-800\.[0-9a-f]+\.avif$/);
  expect(photos).toEqual([chosen]);
  await context.close();
});

it('shows the photo without JavaScript, from its sources', async () => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${origin}${POST}`);
  await page.locator('.prose picture img').scrollIntoViewIfNeeded();
  await expect.poll(() => page.locator('.prose picture img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(new URL(await page.locator('.prose picture img').evaluate((img: HTMLImageElement) => img.currentSrc)).pathname).toMatch(/\.avif$/);
  await context.close();
});
