// A Shared part is made once and spliced into every page that shows it: the page must read exactly as if React had
// rendered the part in place, with each page's own values written where the part leaves room for them.
import { createElement as h, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { markupOf, renderShared, Shared } from '../templates/components/Shared.tsx';

describe('a Shared part', () => {
  it('reads as the same page rendered without splicing, nested parts included', () => {
    const by = {};
    const inner = () => h(Shared, { by, id: 'inner', children: () => h('i', { className: 'mark' }, 'A & B') });
    const page = h('p', null, h(Shared, { by, id: 'outer', children: () => h('b', null, 'x', inner()) }), ' < ', inner());
    const spliced = renderShared(page);
    expect(markupOf(spliced.chunks)).toBe(renderToStaticMarkup(page));
    expect(markupOf(spliced.chunks)).toBe('<p><b>x<i class="mark">A &amp; B</i></b> &lt; <i class="mark">A &amp; B</i></p>');
    expect(spliced.parts.map((part) => part.markup)).toEqual(['<b>x<i class="mark">A &amp; B</i></b>', '<i class="mark">A &amp; B</i>']);
  });

  it('is made once for each object and id it is made from', () => {
    let made = 0;
    const part = (by: object) => h(Shared, { by, id: 'p', children: () => (made++, h('span', null, 'part')) });
    const first = {};
    const page = (by: object) => h('div', null, part(by), part(by));
    expect(markupOf(renderShared(page(first)).chunks)).toBe('<div><span>part</span><span>part</span></div>');
    renderShared(page(first));
    expect(made).toBe(1);
    renderShared(page({}));
    expect(made).toBe(2);
  });

  it("writes each page's own values into it, escaped as React escapes them", () => {
    const by = {};
    const link = (chat: string): ReactElement =>
      h(Shared<'chat'>, { by, id: 'link', holes: { chat }, children: (holes) => h('a', { href: holes.chat, title: 'Chat' }, holes.chat) });
    for (const chat of ['https://wa.me/57300?text=Hola', `https://wa.me/57300?text=it's "A" & <b>`]) {
      const page = h('nav', null, link(chat));
      expect(markupOf(renderShared(page).chunks)).toBe(renderToStaticMarkup(page));
    }
    expect(markupOf(renderShared(h('nav', null, link('a&b'))).chunks)).toBe('<nav><a href="a&amp;b" title="Chat">a&amp;b</a></nav>');
  });
});
