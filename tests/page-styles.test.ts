// What of the stylesheet a page carries (pipeline/render/page-styles.ts), on small stylesheets and on every page of the
// site, where what a page carries must be what its whole markup and its script ask for;
// tests/e2e/page-styles.test.ts proves on the real site that the result looks the same as the whole stylesheet.
import { describe, expect, it } from 'vitest';
import { analyticsSettings } from '../templates/analytics-settings.ts';
import { bundleAssets, withTokensWritten } from '../pipeline/render/assets.ts';
import { combineMarkupNames, namesInScript, pageStyleElement, readMarkup, splitStylesheet, type StyleRules } from '../pipeline/render/page-styles.ts';
import { scriptBundleName } from '../pipeline/types.ts';
import { builtFile, builtSite, projectDir } from './helpers/site.ts';
import { FOLD, FOLD_END } from '../templates/fold.ts';

const CSS = [
  '.card{color:red}',
  '.card .card__title{font-weight:700}',
  '.hero[hidden]{display:none}',
  'main:not(.wide){max-width:60ch}',
  '#menu.is-open{display:block}',
  '.toast--error{background:red}',
  '@media (max-width:639px){.table-wrap{overflow:auto}}',
  ':is(.hub,.catalogue) .grid{gap:8px}',
  '.download{background:navy}',
].join('');
const rules = splitStylesheet(CSS);
/** The rules of `stylesheet` that a page of markup `html` carries, with a script that may add `scriptNames`. */
function pageStylesheet(stylesheet: StyleRules, html: string, scriptNames: readonly string[]): string {
  const { usedNames } = combineMarkupNames([readMarkup(html, stylesheet)], stylesheet);
  return /<style>(.*)<\/style>$/s.exec(pageStyleElement(stylesheet, usedNames, scriptNames))![1]!;
}
const sheet = (html: string, script = '') => pageStylesheet(rules, html, namesInScript(script, rules.names));

describe("a page's part of the stylesheet", () => {
  it('keeps the rules whose every name the page holds, and the rules a :not() might apply', () => {
    const css = sheet('<main class="wide"><div class="card"><h2 class="card__title">x</h2></div></main>');
    expect(css).toContain('.card{');
    expect(css).toContain('.card .card__title{');
    expect(css).toContain('main:not(.wide){');
    expect(css).not.toMatch(/hidden|#menu|toast|table-wrap/);
  });

  it('keeps an attribute rule only where the attribute is written', () => {
    expect(sheet('<div class="hero"></div>')).not.toContain('[hidden]');
    expect(sheet('<div class="hero" hidden=""></div>')).toContain('.hero[hidden]{');
  });

  it("keeps what the page's script adds: a class it names, a block's modifiers when it names the block--", () => {
    const css = sheet('<nav id="menu"></nav><div class="toaster"></div>', 'e.classList.toggle("is-open");t.className=`toast toast--${v}`');
    expect(css).toContain('#menu.is-open{');
    expect(css).toContain('.toast--error{');
  });

  it('keeps a rule with :is() when one selector in it can match, and drops it when none can', () => {
    expect(sheet('<div class="catalogue"><ul class="grid"></ul></div>')).toContain('.grid{');
    expect(sheet('<div class="landing"><ul class="grid"></ul></div>')).not.toContain('.grid{');
  });

  it('counts a name the script holds as a whole word, not inside another one', () => {
    expect(sheet('<p></p>', 'e.dataset.downloadApp;q("[data-download-app]")')).not.toContain('.download{');
    expect(sheet('<p></p>', 'e.classList.add("download")')).toContain('.download{');
  });

  it('leaves no @media emptied of its rules behind', () => {
    expect(sheet('<p></p>')).not.toContain('@media');
    expect(sheet('<div class="table-wrap"></div>')).toContain('@media (max-width:639px){.table-wrap{');
  });

  it('cuts the rules at their own braces, not at those of a string or a url()', () => {
    const tricky = splitStylesheet('.a::after{content:"}{;"}.b{background:url(data:image/svg+xml;x{y})}@font-face{font-family:x}.c{color:red}');
    const css = pageStylesheet(tricky, '<i class="a"></i><i class="c"></i>', []);
    expect(css).toBe('.a::after{content:"}{;"}@font-face{font-family:x}.c{color:red}');
    expect(() => splitStylesheet('.a{background:url(x')).toThrow('the stylesheet ends inside a rule');
  });

  it('keeps of a shared rule only the selectors the page can match, cutting the list at its own commas', () => {
    const shared = splitStylesheet('.card-grid,.hub-grid,:is(.post,.faq) .grid,[data-x="a,b"] .grid{gap:8px}');
    expect(pageStylesheet(shared, '<ul class="hub-grid"></ul>', [])).toBe('.hub-grid{gap:8px}');
    expect(pageStylesheet(shared, '<div class="faq"><ul class="grid"></ul></div><i data-x="a,b"></i>', [])).toBe(':is(.post,.faq) .grid,[data-x="a,b"] .grid{gap:8px}');
    expect(pageStylesheet(shared, '<p></p>', [])).toBe('');
  });
});

describe("each page of the site", () => {
  it('carries the rules its first screen’s markup and its script ask for, read from the page as built, and links the whole for the rest', async () => {
    const { site, pages } = await builtSite();
    const assets = await bundleAssets(projectDir, pages.map((p) => p.scripts), { analytics: analyticsSettings(site) });
    const INLINE = /<meta http-equiv="Content-Security-Policy" content="style-src[^>]*><style>([^<]*)<\/style>/;
    const LATER = `<noscript data-later-styles><link rel="stylesheet" href="${assets.stylesheet}"/></noscript>`;
    let folded = 0;
    for (const page of pages) {
      const html = await builtFile(page.outputPath);
      const carried = INLINE.exec(html)![1];
      // On a page with a fold (templates/fold.ts), what the first screen can show: the markup before the fold and from its end on.
      const markup = html.replace(INLINE, '<style></style>');
      const tagAt = (attribute: string) => markup.lastIndexOf('<', markup.indexOf(` ${attribute}=""`));
      const fold = markup.includes(` ${FOLD}=""`);
      const firstScreen = fold ? markup.slice(0, tagAt(FOLD)) + markup.slice(tagAt(FOLD_END)) : markup;
      const asked = pageStylesheet(assets.styleRules, firstScreen, assets.scripts[scriptBundleName(page.scripts)]?.cssNames ?? []);
      expect(carried, page.url).toBe(asked);
      expect(html.includes(LATER), page.url).toBe(fold);
      folded += Number(fold);
    }
    expect(folded).toBeGreaterThan(50);
  });
});

describe('the design tokens', () => {
  it('are written where they are used, nested ones too, and leave :root when nothing else sets them', () => {
    const css = withTokensWritten(':root{--space:16px;--gap:calc(var(--space) * 2);--row:1fr}.a{padding:var(--space);margin:var(--gap)}.b{--row:2fr;grid-template-rows:var(--row)}');
    expect(css).toBe(':root{--row:1fr}.a{padding:16px;margin:calc(16px * 2)}.b{--row:2fr;grid-template-rows:var(--row)}');
  });

  it('leave the built stylesheet: no spacing, colour or type token is left a custom property', async () => {
    const { css } = await bundleAssets(projectDir, []);
    expect(css).not.toMatch(/--(space|color|text)-/);
    expect(css).toContain('padding:16px');
  });
});

it('is cut from a stylesheet written for Safari 15: media queries keep max-width, never the range syntax of a bare minify', async () => {
  const { css } = await bundleAssets(projectDir, []);
  expect(css).toContain('@media (min-width:768px)');
  expect(css).not.toMatch(/width\s*[<>]/);
});
