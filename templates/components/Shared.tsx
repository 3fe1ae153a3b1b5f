// Parts that many pages show the same, or the same but for their words and links (the header, the footer, each icon,
// each card), are rendered once and spliced into every page that shows them, with that page's words written into
// their holes: React walks the whole tree of every page, and splicing these parts took over a quarter off React's time
// on a service page. The splice joins React's own output, and each page's words escaped as React escapes them.
import crypto from 'node:crypto';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { hearNames } from '../jsx-runtime.ts';

// A name of this thread's own, which no content file can write by chance.
const TOKEN = crypto.randomBytes(4).toString('hex');
const TAG = `shared-${TOKEN}`;
const OPEN = `<${TAG} n="`;
const CLOSE = `"></${TAG}>`;

/**
 * What a page's own values become while a part is made: the token between two characters of Unicode's private use
 * area, which React writes as they are.
 */
const hole = (i: number) => `\uE000${TOKEN}${i}\uE001`;
const HOLE = new RegExp(`\uE000${TOKEN}(\\d+)\uE001`, 'g');

/** A part as made once: its markup, cut where each page writes its own values (`holes`: which value goes where). */
export interface SharedPart {
  /** The part's markup with its holes marked: what the stylesheet's names and ids are read from (pipeline/render.tsx). */
  markup: string;
  /** Its markup between the holes, as UTF-8: encoded once, copied into every page that shows it. */
  pieces: Buffer[];
  holes: number[];
}

/**
 * What a part is made from when it depends on nothing of a site, only on words (holes, or words in its id): such
 * parts are made once in a process.
 */
export const WORDS_ONLY = {};

/** Parts already made, by what they depend on (`by`) and then by `id`. */
const made = new WeakMap<object, Map<string, SharedPart>>();

interface Met {
  part: () => SharedPart;
  values: string[];
}

/** The parts met while rendering the current page, in order; none outside renderShared. */
let met: Met[] | undefined;

interface SharedProps<H extends string> {
  /** The object the part is made from (the site), so that a new build, with a new site, makes it afresh. */
  by: object;
  /** Names the part among those made from `by`: it must depend on nothing else but `by` and `holes`. */
  id: string;
  /**
   * Values of this page that the part writes only as an attribute's value or as text, never as a class or an id (a
   * chat link): the part is made once with a mark in their place, and each page's are written into it.
   */
  holes?: Record<H, string>;
  /** A function, so that a part already made costs nothing to describe again. */
  children: (holes: Record<H, string>) => ReactElement;
}

/** What `children` renders, made once for each `by` and `id`, with this page's `holes` written into it. */
export function Shared<H extends string = never>({ by, id, holes, children }: SharedProps<H>): ReactElement {
  const given = (holes ?? {}) as Record<H, string>;
  if (!met) return children(given);
  const names = Object.keys(given) as H[];
  const part = () => {
    const byId = made.get(by) ?? made.set(by, new Map()).get(by)!;
    let found = byId.get(id);
    // Made apart from the page that first shows it: a part's style names are read once from its markup, never heard
    // as the page's own (pipeline/render.tsx).
    if (!found) byId.set(id, (found = hearNames(() => makePart(children(Object.fromEntries(names.map((name, i) => [name, hole(i)])) as Record<H, string>))).result));
    return found;
  };
  return createElement(TAG, { n: met.push({ part, values: names.map((name) => given[name]) }) - 1 });
}

function makePart(element: ReactElement): SharedPart {
  const html = markupOf(renderShared(element).chunks);
  const pieces: Buffer[] = [];
  const holes: number[] = [];
  let from = 0;
  for (const found of html.matchAll(HOLE)) {
    pieces.push(Buffer.from(html.slice(from, found.index)));
    holes.push(Number(found[1]));
    from = found.index + found[0].length;
  }
  pieces.push(Buffer.from(html.slice(from)));
  return { markup: html, pieces, holes };
}

/**
 * A value as React writes it in an attribute or as text (react-dom's escapeTextForBrowser; tests/shared-parts.test.ts
 * compares the two): asking React itself cost a render for each value of each page.
 */
const ESCAPES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };
const escaped = (value: string) => value.replace(/["&'<>]/g, (c) => ESCAPES[c]!);

export interface SplicedMarkup {
  /**
   * The page's whole markup in the pieces it was spliced from, its own as text and its parts' as UTF-8, which joined
   * are the page (markupOf): it is written as bytes piece by piece (pipeline/render.tsx), never joined into one string.
   */
  chunks: (string | Buffer)[];
  /** The parts it shows, in order, once for each time it shows one. */
  parts: SharedPart[];
}

/** The markup that spliced chunks make, as one string. */
export function markupOf(chunks: SplicedMarkup['chunks']): string {
  return chunks.map(String).join('');
}

/** renderToStaticMarkup, with every Shared part taken from those already made, or made now. */
export function renderShared(element: ReactElement): SplicedMarkup {
  const outer = met;
  met = [];
  try {
    const own = renderToStaticMarkup(element);
    const found = met;
    const parts: SharedPart[] = [];
    const chunks: (string | Buffer)[] = [];
    let from = 0;
    for (let at = own.indexOf(OPEN); at >= 0; at = own.indexOf(OPEN, from)) {
      const end = own.indexOf(CLOSE, at);
      const { part, values } = found[Number(own.slice(at + OPEN.length, end))]!;
      const shown = part();
      chunks.push(own.slice(from, at), shown.pieces[0]!);
      for (let i = 0; i < shown.holes.length; i++) chunks.push(escaped(values[shown.holes[i]!]!), shown.pieces[i + 1]!);
      parts.push(shown);
      from = end + CLOSE.length;
    }
    chunks.push(own.slice(from));
    return { chunks, parts };
  } finally {
    met = outer;
  }
}
