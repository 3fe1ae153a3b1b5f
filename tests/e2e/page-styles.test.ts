// Each page carries only the part of the stylesheet it uses (pipeline/render/page-styles.ts). Proof that nothing it needs
// was left out: every rule of the whole stylesheet that applies to an element of one page of each template, at any
// width and in any state, is in the page's own (on a page with a fold, to an element its first screen can show:
// templates/fold.ts); and so are those that apply once the scripts have added their states (the open menu, a toast).
import type { Page as Tab } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleAssets } from '../../pipeline/render/assets.ts';
import { PATHS } from '../../pipeline/urls.ts';
import { FOLD, FOLD_END } from '../../templates/fold.ts';
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
 * The declarations of the whole stylesheet that apply to something in the page as it is and that its own stylesheet
 * lacks, at any width and in any state: a rule applies when an element matches one of its selectors once the
 * pseudo-classes and pseudo-elements (:hover, :not(…), ::before) are taken off, whatever @media or @supports it sits
 * in. Compared selector by selector and property by property, so that how the rules are grouped does not matter.
 */
async function missingRules(page: Tab): Promise<string[]> {
  return page.evaluate(({ whole, marks }) => {
    const selectors = (list: string) => {
      const out = [''];
      let depth = 0;
      for (const char of list) {
        depth += char === '(' ? 1 : char === ')' ? -1 : 0;
        if (char === ',' && depth === 0) out.push('');
        else out[out.length - 1] += char;
      }
      return out.map((selector) => selector.trim());
    };
    const declarations = (rules: CSSRuleList, within = ''): { selector: string; text: string }[] =>
      [...rules].flatMap((rule) => {
        if (rule instanceof CSSConditionRule) return declarations(rule.cssRules, `${within}@${rule instanceof CSSMediaRule ? 'media' : 'supports'} ${rule.conditionText} `);
        if (!(rule instanceof CSSStyleRule)) return [];
        const { style } = rule;
        return selectors(rule.selectorText).flatMap((selector) =>
          [...style].map((property) => ({ selector, text: `${within}${selector} { ${property}: ${style.getPropertyValue(property)} }` })),
        );
      });
    const own = new Set(declarations(document.querySelector('style')!.sheet!.cssRules).map((d) => d.text));
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(whole);
    // Pseudo-classes and pseudo-elements off, whatever their arguments hold; :is() and :where() stay, emptied the same way.
    const bare = (selector: string) => {
      let out = '';
      for (let i = 0; i < selector.length; ) {
        const pseudo = selector[i] === ':' ? /^::?([a-z-]+)/i.exec(selector.slice(i)) : null;
        if (!pseudo) {
          out += selector[i++];
          continue;
        }
        i += pseudo[0].length;
        if (/^(is|where)$/i.test(pseudo[1]!)) {
          out += ':is';
          continue;
        }
        for (let depth = 0; selector[i] === '(' || depth > 0; i++) depth += selector[i] === '(' ? 1 : selector[i] === ')' ? -1 : 0;
      }
      return out.replace(/(^|[\s>+~(,])(?=$|[\s>+~),])/g, '$1*');
    };
    // On a page with a fold (templates/fold.ts), only what the first screen can show: the markup before the fold and
    // from its end on; what lies between is styled by the whole stylesheet, which the page links.
    const fold = document.querySelector(`[${marks.fold}]`);
    const foldEnd = document.querySelector(`[${marks.foldEnd}]`);
    const onFirstScreen = (el: Element) =>
      !fold || !!(fold.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING) || el === foldEnd || !!(foldEnd!.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
    const applies = (selector: string) => [...document.querySelectorAll(bare(selector))].some(onFirstScreen);
    return declarations(sheet.cssRules)
      .filter(({ selector, text }) => !own.has(text) && applies(selector))
      .map(({ text }) => text)
      .slice(0, 5);
  }, { whole: wholeStylesheet, marks: { fold: FOLD, foldEnd: FOLD_END } });
}

describe("a page's part of the stylesheet", () => {
  // Without JavaScript, as the first paint sees the page; what the scripts add is the next test's.
  it('holds every rule of the whole stylesheet that applies to one page of each template', async () => {
    const { page } = await site.newPage('android', { javaScriptEnabled: false });
    for (const route of onePerTemplate(site.pages).filter((r) => r.content.kind !== 'alias')) {
      await visitPage(page, site.origin, route);
      expect(await missingRules(page), route.url).toEqual([]);
    }
  });

  it("styles what the scripts add: the phone menu open, and a toast", async () => {
    const { page } = await site.newPage('android');
    await page.goto(`${site.origin}${PATHS.thanks}`);
    await page.locator('[data-menu-toggle]').click();
    await page.locator('[data-menu].is-open').waitFor();
    expect(await missingRules(page), 'menu open').toEqual([]);

    await page.goto(`${site.origin}${PATHS.login}`);
    await page.getByLabel('Correo electrónico').fill('nadie@example.com');
    await page.getByLabel('Contraseña').fill('equivocada');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.locator('.toast').first().waitFor();
    expect(await missingRules(page), 'toast').toEqual([]);
  }, 60_000);
});
