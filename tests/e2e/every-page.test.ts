// Every page in a real browser at phone size: it loads, answers the right status under the strict CSP, logs no error,
// stores nothing and asks nothing of another address; and one page of every template the same at desktop size.
import type { Page as Tab } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../pipeline/types.ts';
import { onePerTemplate, scriptHasRun, startBrowserSite, visitPage, type BrowserSite, type DEVICES } from '../helpers/browser-site.ts';
import { storageOf, watchPrivacy } from '../helpers/privacy.ts';

let site: BrowserSite;
beforeAll(async () => {
  site = await startBrowserSite();
});
afterAll(() => site?.close());

describe('every page', () => {
  it('runs the video player and the contact form under the CSP', async () => {
    const { page, errors } = await site.newPage('desktop');
    await page.goto(`${site.origin}/servicios/servicio-de-plomero-en-cartagena`);
    await scriptHasRun(page);
    // The player's request leaves only once the policy has allowed its frame (a frame the policy refuses is never asked
    // for, and logs its violation instead): waited for as the one or the other.
    const asked = page.waitForRequest(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    await page.locator('.video__facade').click();
    await page.locator('.video iframe').waitFor();
    await Promise.race([asked, expect.poll(() => errors.some((e) => /Content Security Policy|CSP/.test(e))).toBe(true)]);
    expect(errors.filter((e) => /Content Security Policy|CSP/.test(e))).toEqual([]);
  });

  /** A tab that logs every CSP violation and records storage writes (tests/helpers/privacy.ts). */
  async function watchedTab(device: keyof typeof DEVICES) {
    const tab = await site.newPage(device);
    await watchPrivacy(tab.context);
    return tab;
  }

  /** Visits `routes` in `tab`: each answers its status under the policy and logs no error or violation; `each` asks more. */
  async function visitEach(tab: { page: Tab; errors: string[] }, routes: Page[], each: (route: Page) => Promise<void> = async () => undefined) {
    for (const route of routes) {
      const before = tab.errors.length;
      const response = await visitPage(tab.page, site.origin, route);
      if (route.content.kind !== 'alias') {
        expect(response?.status(), route.url).toBe(route.url === '/404' ? 404 : 200);
        expect(response?.headers()['content-security-policy'], route.url).toContain("script-src 'self'");
      }
      // Chromium logs the 404 status of the not-found page itself; that one is expected.
      const unexpected = tab.errors.slice(before).filter((e) => !(route.url === '/404' && /status of 404/.test(e)));
      expect(unexpected, route.url).toEqual([]);
      await each(route);
    }
  }

  // With site.yaml's analytics on, tests/e2e/analytics.test.ts walks every page the same way.
  it('loads every page on a phone under the strict CSP without a console error or violation, and sets no cookie, writes no storage and asks no other address for anything, until the visitor acts', async () => {
    const tab = await watchedTab('android');
    const elsewhere: string[] = [];
    tab.page.on('request', (request) => {
      if (new URL(request.url()).origin !== site.origin) elsewhere.push(request.url());
    });
    await visitEach(tab, site.pages, async (route) => {
      expect(await storageOf(tab.page), route.url).toEqual({ writes: [], local: [], session: [], databases: [] });
    });
    expect(elsewhere).toEqual([]);
    expect(await tab.context.cookies()).toEqual([]);
  }, 300_000);

  // The templates make the markup and choose the scripts, so a second page of a template adds only time.
  it('loads one page of every template on a desktop under the strict CSP without a console error or violation', async () => {
    await visitEach(await watchedTab('desktop'), onePerTemplate(site.pages));
  }, 120_000);

  it('answers an unknown path with the not-found page', async () => {
    const { page } = await site.newPage('iphone');
    const response = await page.goto(`${site.origin}/servicios/no-existe`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Página no encontrada');
    expect(await page.locator('main p[lang="en"]').textContent()).toBe('Oops! Page not found');
  });
});
