// The part cache: each <Cached> part of the templates (templates/components/Cached.tsx) rendered once a build, with a
// placeholder in each slot, and copied into every page that shows it with that page's values, escaped as React
// escapes them. React walks the whole tree of every page, and copying the header, the footer, the icons, cards and
// questions takes over half of React's time off a service page.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MARKER, partCalls, PLACEHOLDER } from '../../templates/components/Cached.tsx';

/** A part as rendered once: its markup cut at its slots; `slots[i]` names the value written after `pieces[i]`. */
export interface CachedPart {
  /** The whole markup, a placeholder in each slot: what the page's style names and ids are read from. */
  markup: string;
  pieces: string[];
  slots: string[];
}

/** The part cache of one build: each part by its key. A new build starts a new cache, so no part outlives its site. */
export type PartCache = Map<string, CachedPart>;

export function createPartCache(): PartCache {
  return new Map();
}

const MARKER_OPEN = `<${MARKER} n="`;
const MARKER_CLOSE = `"></${MARKER}>`;

/** A part's markup cut at its placeholders. */
function makePart(markup: string): CachedPart {
  const pieces: string[] = [];
  const slots: string[] = [];
  let from = 0;
  for (const found of markup.matchAll(PLACEHOLDER)) {
    pieces.push(markup.slice(from, found.index));
    slots.push(found[1]!);
    from = found.index + found[0].length;
  }
  pieces.push(markup.slice(from));
  return { markup, pieces, slots };
}

/** A page's markup, and what it was made of: its own markup (a marker where each part goes) and the parts copied in. */
export interface PageMarkup {
  /** The page's markup in pieces, joined once: its own markup between the parts, and each part's pieces and slots. */
  pieces: string[];
  /** The markup React rendered for the page itself: the whole page when rendered without a cache. */
  own: string;
  /** The parts copied into the page, once for each time it shows one. */
  parts: CachedPart[];
}

/** renderToStaticMarkup, with every <Cached> part taken from `cache` (or rendered into it); without a cache, plain. */
export function renderWithCache(element: ReactElement, cache?: PartCache): PageMarkup {
  if (!cache) {
    const html = renderToStaticMarkup(element);
    return { pieces: [html], own: html, parts: [] };
  }
  const outer = partCalls.queue;
  const queue: NonNullable<typeof outer> = (partCalls.queue = []);
  let own: string;
  try {
    own = renderToStaticMarkup(element);
  } finally {
    partCalls.queue = outer;
  }
  const parts: CachedPart[] = [];
  const pieces: string[] = [];
  let from = 0;
  for (let at = own.indexOf(MARKER_OPEN); at >= 0; at = own.indexOf(MARKER_OPEN, from)) {
    const end = own.indexOf(MARKER_CLOSE, at);
    const call = queue[Number(own.slice(at + MARKER_OPEN.length, end))]!;
    let part = cache.get(call.key);
    if (!part) cache.set(call.key, (part = makePart(renderWithCache(call.make(), cache).pieces.join(''))));
    pieces.push(own.slice(from, at), part.pieces[0]!);
    for (let i = 0; i < part.slots.length; i++) pieces.push(escapeText(call.slots[part.slots[i]!]!), part.pieces[i + 1]!);
    parts.push(part);
    from = end + MARKER_CLOSE.length;
  }
  pieces.push(own.slice(from));
  return { pieces, own, parts };
}

/** How many parts a page's own markup (PageMarkup.own) places before `offset`: the first of PageMarkup.parts there. */
export function partsBeforeOffset(own: string, offset: number): number {
  let count = 0;
  for (let at = own.indexOf(MARKER_OPEN); at >= 0 && at < offset; at = own.indexOf(MARKER_OPEN, at + 1)) count++;
  return count;
}

/**
 * A value as React writes it as text or in an attribute (react-dom's escapeTextForBrowser; tests/cached-parts.test.ts
 * compares the two).
 */
const ESCAPES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };
const escapeText = (value: string) => value.replace(/["&'<>]/g, (c) => ESCAPES[c]!);
