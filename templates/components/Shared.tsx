// Parts that many pages show the same (the header, the footer, each icon) are rendered once and spliced into every
// page that shows them: React walks the whole tree again for every page, and on a service page these parts took
// a third of its rendering time. The splice joins React's own output, so everything in it was escaped by React.
import crypto from 'node:crypto';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

// A tag of this thread's own, which no content file can write by chance.
const TAG = `shared-${crypto.randomBytes(4).toString('hex')}`;
const MARKER = new RegExp(`<${TAG} n="(\\d+)"></${TAG}>`, 'g');

/** Markup already made, as bytes, by what it depends on (`by`) and then by `id`. */
const made = new WeakMap<object, Map<string, Buffer>>();

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

interface RenderOptions {
  /** Markup before the element's ("<!doctype html>"). */
  before?: string;
  /** Rewrites the markup (the base path of links); it is given runs of whole elements, each part on its own. */
  rewrite?: (html: string) => string;
}

// Pages are encoded into this buffer, grown as needed, and copied out at their exact size.
let scratch = Buffer.allocUnsafe(1 << 18);

/**
 * renderToStaticMarkup as UTF-8 bytes, with every Shared part taken from those already made, or made now. Parts
 * are kept as bytes, so a page encodes only its own markup.
 */
export function renderShared(element: ReactElement, { before = '', rewrite = (html) => html }: RenderOptions = {}): Buffer {
  const outer = met;
  met = [];
  try {
    const markup = renderToStaticMarkup(element);
    const parts = met;
    const pieces: (string | Buffer)[] = [before];
    let from = 0;
    for (const found of markup.matchAll(MARKER)) {
      const { by, id, render } = parts[Number(found[1])]!;
      const byId = made.get(by) ?? made.set(by, new Map()).get(by)!;
      let bytes = byId.get(id);
      if (bytes === undefined) byId.set(id, (bytes = renderShared(render(), { rewrite })));
      pieces.push(rewrite(markup.slice(from, found.index)), bytes);
      from = found.index + found[0].length;
    }
    pieces.push(rewrite(markup.slice(from)));
    // A UTF-16 code unit takes at most three bytes in UTF-8.
    const most = pieces.reduce((sum, p) => sum + (typeof p === 'string' ? p.length * 3 : p.length), 0);
    if (scratch.length < most) scratch = Buffer.allocUnsafe(most * 2);
    let size = 0;
    for (const p of pieces) size += typeof p === 'string' ? scratch.write(p, size) : p.copy(scratch, size);
    return Buffer.from(scratch.subarray(0, size));
  } finally {
    met = outer;
  }
}
