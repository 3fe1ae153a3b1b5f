// Each page carries only the part of the stylesheet it uses (pipeline/page-styles.ts). Proof that nothing it needs
// was left out: with the whole stylesheet added, every element of one page of each template looks the same, at phone
// and desktop width, and so do the states the scripts add (the open menu, a toast).
import type { Page as Tab } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleAssets } from '../../pipeline/assets.ts';
import { PATHS } from '../../pipeline/urls.ts';
import { onePerTemplate, startBrowserSite, visitPage, type BrowserSite } from '../helpers/browser-site.ts';
import { projectDir } from '../helpers/site.ts';

let site: BrowserSite;
let wholeStylesheet: string;
beforeAll(async () => {
  site = await startBrowserSite();
  wholeStylesheet = (await bundleAssets(projectDir, [])).css;
});
afterAll(() => site?.close());

/**
 * The first elements that look different once the whole stylesheet is added after the page's own, and how: every
 * computed property of every element of the body and of its ::before and ::after, compared in the page.
 */
async function differences(page: Tab): Promise<string[]> {
  const snapshot = () =>
    page.evaluate(() => {
      const w = window as unknown as { styles?: string[][]; before?: string[][] };
      w.before = w.styles;
      // A spinner's turn is no difference: every animation is held at its start.
      for (const animation of document.getAnimations()) animation.pause(), (animation.currentTime = 0);
      w.styles = [...document.body.querySelectorAll('*')].flatMap((el) =>
        [null, '::before', '::after'].map((pseudo) => {
          const style = getComputedStyle(el, pseudo);
          const label = `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''}${pseudo ?? ''}`;
          // A ::before or ::after without content is not drawn, whatever else it has.
          if (pseudo && style.content === 'none') return [label, 'content: none'];
          return [label, ...[...style].map((p) => `${p}: ${style.getPropertyValue(p)}`)];
        }),
      );
    });
  await snapshot();
  // The page's policy allows its own stylesheet only; this test's context bypasses it to add the whole one.
  await page.evaluate((css) => document.head.append(Object.assign(document.createElement('style'), { id: 'whole-stylesheet', textContent: css })), wholeStylesheet);
  await snapshot();
  await page.evaluate(() => document.getElementById('whole-stylesheet')!.remove());
  return page.evaluate(() => {
    const { styles, before } = window as unknown as { styles: string[][]; before: string[][] };
    return styles
      .flatMap((style, i) => {
        const changed = style.filter((line, j) => line !== before[i]![j]);
        return changed.length ? [`${style[0]} → ${changed.join('; ')}`] : [];
      })
      .slice(0, 5);
  });
}

describe("a page's part of the stylesheet", () => {
  // Without JavaScript, so that nothing changes between the two looks; what the scripts add is the next test's.
  it.each(['android', 'desktop'] as const)('styles one page of every template as the whole stylesheet would on %s', async (device) => {
    const { page } = await site.newPage(device, { bypassCSP: true, javaScriptEnabled: false });
    for (const route of onePerTemplate(site.pages).filter((r) => r.content.kind !== 'alias')) {
      await visitPage(page, site.origin, route);
      expect(await differences(page), route.url).toEqual([]);
    }
  }, 120_000);

  it("styles what the scripts add: the phone menu open, and a toast", async () => {
    const { page } = await site.newPage('android', { bypassCSP: true, reducedMotion: 'reduce' });
    await page.goto(`${site.origin}${PATHS.thanks}`);
    await page.locator('[data-menu-toggle]').click();
    await page.locator('[data-menu].is-open').waitFor();
    expect(await differences(page), 'menu open').toEqual([]);

    await page.goto(`${site.origin}${PATHS.login}`);
    await page.getByLabel('Correo electrónico').fill('nadie@example.com');
    await page.getByLabel('Contraseña').fill('equivocada');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.locator('.toast').first().waitFor();
    expect(await differences(page), 'toast').toEqual([]);
  }, 60_000);
});
