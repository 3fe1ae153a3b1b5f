// What only a large site needs: a site built with render threads (render-threads.ts) holds each service page, once
// checked, only as other pages see it (asOtherPagesSeeIt, in pipeline/render.tsx). The whole entries of 10,000 pages
// take over 100 MiB, which beside a second thread took the build past its 500 MiB budget. A batch gets its pages'
// whole entries back just before it is made, checked again as checkSite checked them: from the entry store, found by
// the files' bytes.
import { checkServiceFiles } from '../check.ts';
import type { EntryStore } from '../entry-store.ts';
import type { ContentSource } from '../load.ts';
import type { Page, Site } from '../types.ts';

/** A batch of pages as planned from such a site, with each service page's whole entry. */
export function wholeEntries(site: Site, sources: ContentSource[], store: EntryStore | undefined): (batch: Page[]) => Page[] {
  const sourceOf = new Map(sources.map((source) => [source.file, source]));
  return (batch) => {
    const services = batch.flatMap((page) => (page.content.kind === 'service' ? [sourceOf.get(page.content.entry.file)!] : []));
    const whole = new Map(checkServiceFiles(services, site, store).map((entry) => [entry.file, entry]));
    return batch.map((page) => (page.content.kind === 'service' ? { ...page, content: { ...page.content, entry: whole.get(page.content.entry.file)! } } : page));
  };
}
