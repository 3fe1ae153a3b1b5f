// Pages found by slug through an index made once per list: every page of a large site names others (a service page's
// links, a hub's), and looking each one up through thousands of service pages cost more than rendering the page.
import type { Entry } from '../pipeline/types.ts';

const indexes = new WeakMap<readonly Entry<unknown>[], Map<string, Entry<unknown>>>();

/** The entry of `entries` whose slug is `slug`, if any. */
export function bySlug<T>(entries: readonly Entry<T>[], slug: string | undefined): Entry<T> | undefined {
  let index = indexes.get(entries);
  if (!index) indexes.set(entries, (index = new Map(entries.map((entry) => [entry.slug, entry]))));
  return slug === undefined ? undefined : (index.get(slug) as Entry<T> | undefined);
}
