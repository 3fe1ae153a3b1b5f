// Cached parts, the way Hugo's partialCached works: a template opts in where it calls <Cached>, naming the part and
// every value its markup varies by (together, the part's cache key), and passing the page's own values that the part
// writes as text or as an attribute's value (its slots). The part is rendered once a build with a placeholder in each
// slot; every page that shows it gets a copy with its own values, escaped as React escapes them, in the slots. React
// walks the whole tree of every page, and copying the header, the footer, the icons, cards and questions takes over
// half of React's time off a service page.
//
// A value the part uses but leaves out of its key and its slots would be printed, silently, on other pages:
// tests/cached-parts.test.ts builds every page with the cache and without it and compares every byte.
import crypto from 'node:crypto';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

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

/** The page being rendered: the build's cache, and each <Cached> met so far, in order. */
interface PageRender {
  cache: PartCache;
  calls: { key: string; make: () => CachedPart; slots: Record<string, string> }[];
}
/**
 * The page renderWithCache is rendering, for the <Cached> parts in it; none outside it. A variable rather than a React
 * context: renderToStaticMarkup is synchronous, and a context's hook cost a tenth of a page's render.
 */
let current: PageRender | undefined;

// Names that no content can write by chance: a random token of this process.
const TOKEN = crypto.randomBytes(4).toString('hex');
/** The element that stands in the page's markup for a part until the part is copied in. */
const MARKER = `cached-part-${TOKEN}`;
const MARKER_OPEN = `<${MARKER} n="`;
const MARKER_CLOSE = `"></${MARKER}>`;
/**
 * A slot's placeholder: the token between two control characters, which React writes as they are. Both are below
 * U+0100, so that a part's markup, and every page made of it, stays a one-byte string in V8: one character above
 * would make each page a two-byte string, which takes twice the memory and twice as long to write as UTF-8.
 */
const placeholder = (slot: string) => `\u0001${TOKEN}:${slot}\u0002`;
const PLACEHOLDER = new RegExp(`\u0001${TOKEN}:([^\u0002]+)\u0002`, 'g');

type KeyValue = string | number | boolean | undefined;

interface CachedProps<S extends string> {
  /** The part's name, unique among the templates' parts. */
  name: string;
  /** Every value the part's markup depends on besides its slots; the site is the build's own (one cache a build). */
  varies?: readonly KeyValue[];
  /** This page's values that the part writes only as text or as an attribute's value, never as a class or an id. */
  slots?: Record<S, string>;
  /** A function, so that a part already in the cache costs nothing to describe again. */
  children: (slots: Record<S, string>) => ReactElement;
}

/** `children`, from the build's part cache when the page is rendered with one (renderWithCache), else rendered as is. */
export function Cached<S extends string = never>({ name, varies = [], slots, children }: CachedProps<S>): ReactElement {
  const render = current;
  const values = (slots ?? {}) as Record<S, string>;
  if (!render) return children(values);
  const make = () => {
    const placeholders = Object.fromEntries(Object.keys(values).map((slot) => [slot, placeholder(slot)])) as Record<S, string>;
    return makePart(renderWithCache(children(placeholders), render.cache).pieces.join(''));
  };
  const n = render.calls.push({ key: varies.length === 0 ? name : JSON.stringify([name, ...varies]), make, slots: values }) - 1;
  return createElement(MARKER, { n });
}

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
  const outer = current;
  const render: PageRender = (current = { cache, calls: [] });
  let own: string;
  try {
    own = renderToStaticMarkup(element);
  } finally {
    current = outer;
  }
  const parts: CachedPart[] = [];
  const pieces: string[] = [];
  let from = 0;
  for (let at = own.indexOf(MARKER_OPEN); at >= 0; at = own.indexOf(MARKER_OPEN, from)) {
    const end = own.indexOf(MARKER_CLOSE, at);
    const call = render.calls[Number(own.slice(at + MARKER_OPEN.length, end))]!;
    let part = cache.get(call.key);
    if (!part) cache.set(call.key, (part = call.make()));
    pieces.push(own.slice(from, at), part.pieces[0]!);
    for (let i = 0; i < part.slots.length; i++) pieces.push(escapeText(call.slots[part.slots[i]!]!), part.pieces[i + 1]!);
    parts.push(part);
    from = end + MARKER_CLOSE.length;
  }
  pieces.push(own.slice(from));
  return { pieces, own, parts };
}

/**
 * A value as React writes it as text or in an attribute (react-dom's escapeTextForBrowser; tests/cached-parts.test.ts
 * compares the two).
 */
const ESCAPES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };
const escapeText = (value: string) => value.replace(/["&'<>]/g, (c) => ESCAPES[c]!);
