// Cached parts, the way Hugo's partialCached works: a template opts in where it calls <Cached>, naming the part and
// every value its markup varies by (together, the part's cache key), and passing the page's own values that the part
// writes as text or as an attribute's value (its slots). The render stage's part cache (pipeline/render/part-cache.ts)
// renders the part once a build with a placeholder in each slot, and gives every page that shows it a copy with its
// own values in the slots. This file is the templates' side: the component, and the marker and placeholders it leaves
// in a page's markup for the cache to find.
//
// A value the part uses but leaves out of its key and its slots would be printed, silently, on other pages:
// tests/cached-parts.test.ts builds every page with the cache and without it and compares every byte.
import crypto from 'node:crypto';
import { createElement, type ReactElement } from 'react';

/** A <Cached> met in the page being rendered: its cache key, its markup with placeholders, and this page's values. */
export interface PartCall {
  key: string;
  make: () => ReactElement;
  slots: Record<string, string>;
}

/**
 * The calls queue of the page the part cache is rendering, in the order they were met; none outside such a render. A
 * variable rather than a React context: renderToStaticMarkup is synchronous, and a context's hook cost a tenth of a
 * page's render.
 */
export const partCalls: { queue: PartCall[] | undefined } = { queue: undefined };

// Names that no content can write by chance: a random token of this process.
const TOKEN = crypto.randomBytes(4).toString('hex');
/** The element that stands in the page's markup for a part until the part is copied in: `<MARKER n="index">`. */
export const MARKER = `cached-part-${TOKEN}`;
/**
 * A slot's placeholder: the token between two control characters, which React writes as they are. Both are below
 * U+0100, so that a part's markup, and every page made of it, stays a one-byte string in V8: one character above
 * would make each page a two-byte string, which takes twice the memory and twice as long to write as UTF-8.
 */
const placeholder = (slot: string) => `\u0001${TOKEN}:${slot}\u0002`;
/** Every placeholder in a part's markup; the first group is the slot's name. */
export const PLACEHOLDER = new RegExp(`\u0001${TOKEN}:([^\u0002]+)\u0002`, 'g');

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

/** `children`, from the build's part cache when the page is rendered with one, else rendered as is. */
export function Cached<S extends string = never>({ name, varies = [], slots, children }: CachedProps<S>): ReactElement {
  const queue = partCalls.queue;
  const values = (slots ?? {}) as Record<S, string>;
  if (!queue) return children(values);
  const make = () => children(Object.fromEntries(Object.keys(values).map((slot) => [slot, placeholder(slot)])) as Record<S, string>);
  const n = queue.push({ key: varies.length === 0 ? name : JSON.stringify([name, ...varies]), make, slots: values }) - 1;
  return createElement(MARKER, { n });
}
