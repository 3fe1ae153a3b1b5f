// What only a large site needs: a site built with render threads (render-threads.ts) holds each service page, once
// checked, only as other pages see it (asOtherPagesSeeIt, in pipeline/render.tsx). The whole entries of 10,000 pages
// take over 100 MiB, which beside a second thread took the build past its 500 MiB budget. A batch gets its pages'
// whole entries back just before it is made: from the entry store, by the key each was kept under when checked, and
// without a store, checked again as checkSite checked them.
import { checkServiceFiles } from '../check.ts';
import type { EntryStore } from '../entry-store.ts';
import type { ContentSource } from '../load.ts';
import type { Entry, Page, ServiceData, Site } from '../types.ts';

/** A batch of pages as planned from such a site, with each service page's whole entry. */
export function wholeEntries(site: Site, sources: ContentSource[], store: EntryStore | undefined): (batch: Page[]) => Page[] {
  const sourceOf = new Map(sources.map((source) => [source.file, source]));
  const kept = (entry: Entry<ServiceData>) => (entry.stored === undefined ? undefined : (store?.get(entry.stored)?.entry as Entry<ServiceData> | undefined));
  return (batch) => {
    const held = batch.flatMap((page) => (page.content.kind === 'service' ? [page.content.entry] : []));
    const whole = new Map<string, Entry<ServiceData>>();
    for (const entry of held) {
      const found = kept(entry);
      if (found) whole.set(entry.file, found);
    }
    const again = held.filter((entry) => !whole.has(entry.file)).map((entry) => sourceOf.get(entry.file)!);
    for (const entry of checkServiceFiles(again, site, store)) whole.set(entry.file, entry);
    return batch.map((page) => (page.content.kind === 'service' ? { ...page, content: { ...page.content, entry: whole.get(page.content.entry.file)! } } : page));
  };
}
