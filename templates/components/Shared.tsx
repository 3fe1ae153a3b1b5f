// Parts that many pages show the same (the header, the footer, each icon) are rendered once and spliced into every
// page that shows them: React walks the whole tree again for every page, and on a service page these parts took
// a third of its rendering time. The splice joins React's own output, so everything in it was escaped by React.
import crypto from 'node:crypto';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

// A tag of this thread's own, which no content file can write by chance.
const TAG = `shared-${crypto.randomBytes(4).toString('hex')}`;
const MARKER = new RegExp(`<${TAG} n="(\\d+)"></${TAG}>`, 'g');

/** Markup already made, by what it depends on (`by`) and then by `id`. */
const made = new WeakMap<object, Map<string, string>>();

/** The Shared parts met while rendering the current page, in order; none outside renderShared. */
let met: { by: object; id: string; render: () => ReactElement }[] | undefined;

/**
 * What `children` renders, made once for each `by` and `id`: it must depend on nothing else. `by` is the object it
 * is made from (the site), so a new build, with a new site, makes it afresh. A function, so that a part already
 * made costs nothing to describe again.
 */
export function Shared({ by, id, children }: { by: object; id: string; children: () => ReactElement }): ReactElement {
  if (!met) return children();
  return createElement(TAG, { n: met.push({ by, id, render: children }) - 1 });
}

/** renderToStaticMarkup, with every Shared part taken from those already made, or made now. */
export function renderShared(element: ReactElement): string {
  const outer = met;
  met = [];
  try {
    const markup = renderToStaticMarkup(element);
    const parts = met;
    return markup.replace(MARKER, (_, n: string) => {
      const { by, id, render } = parts[Number(n)]!;
      const byId = made.get(by) ?? made.set(by, new Map()).get(by)!;
      let html = byId.get(id);
      if (html === undefined) byId.set(id, (html = renderShared(render())));
      return html;
    });
  } finally {
    met = outer;
  }
}
