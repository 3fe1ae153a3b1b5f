// One page of every template in a real browser at phone and desktop size: it loads, answers the right status, logs
// no error; and every page, without storing anything or asking anything of another address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onePerTemplate, scriptHasRun, startBrowserSite, visitPage, type BrowserSite } from '../helpers/browser-site.ts';
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

  // The templates make the markup and choose the scripts, so a second page of a template adds only time.
  it.each(['android', 'desktop'] as const)('loads one page of every template under the strict CSP without a console error or violation on %s', async (device) => {
    const { page, errors } = await site.newPage(device);
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`));
    });
    for (const route of onePerTemplate(site.pages)) {
      const before = errors.length;
      const response = await visitPage(page, site.origin, route);
      if (route.content.kind === 'alias') continue;
      expect(response?.status(), route.url).toBe(route.url === '/404' ? 404 : 200);
      expect(response?.headers()['content-security-policy'], route.url).toContain("script-src 'self'");
      // Chromium logs the 404 status of the not-found page itself; that one is expected.
      const unexpected = errors.slice(before).filter((e) => !(route.url === '/404' && /status of 404/.test(e)));
      expect(unexpected, route.url).toEqual([]);
    }
  }, 120_000);

  // With site.yaml's analytics on, tests/e2e/analytics.test.ts walks every page the same way.
  it('sets no cookie, writes no storage and asks no other address for anything on any page, until the visitor acts', async () => {
    const { page, context, errors } = await site.newPage('android');
    await watchPrivacy(context);
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== site.origin) elsewhere.push(request.url());
    });
    for (const route of site.pages) {
      await visitPage(page, site.origin, route);
      expect(await storageOf(page), route.url).toEqual({ writes: [], local: [], session: [], databases: [] });
    }
    expect(elsewhere).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    // Chromium logs the 404 status of the not-found page itself; that one is expected.
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  }, 300_000);

  it('answers an unknown path with the not-found page', async () => {
    const { page } = await site.newPage('iphone');
    const response = await page.goto(`${site.origin}/servicios/no-existe`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Página no encontrada');
    expect(await page.locator('main p[lang="en"]').textContent()).toBe('Oops! Page not found');
  });
});
