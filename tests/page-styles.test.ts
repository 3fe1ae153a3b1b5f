// What of the stylesheet a page carries (pipeline/page-styles.ts), on small stylesheets; tests/e2e/page-styles.test.ts
// proves on the real site that the result looks the same as the whole stylesheet.
import { describe, expect, it } from 'vitest';
import { namesInScript, pageStylesheet, selectorNames } from '../pipeline/page-styles.ts';

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
const names = selectorNames(CSS);
const sheet = (html: string, script = '') => pageStylesheet(CSS, names, html, namesInScript(script, names));

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

  it('stays written for Safari 15: a media query keeps max-width, never the range syntax a bare minify would write', () => {
    expect(sheet('<div class="table-wrap"></div>')).not.toMatch(/width\s*[<>]/);
  });
});
