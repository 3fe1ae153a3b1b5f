// What the site brings, counted without a cookie (DECISIONS.md, "Knowing what the site brings"): a page view per page,
// each WhatsApp chat by page, service, button and whether the optional questions were answered, each message the form
// service accepted, and each visit to a store. Bundled only when site.yaml has `analytics:` (pipeline/pages.ts). It
// only watches: the other scripts are the same, byte for byte, whether it is on or not.
//
// This is the part in the page's script, as small as it can be: it sees each tap and each store the menu opens, at
// once, and hands them to the counting itself (client/analytics-tracker.ts, with Plausible's tracker), a file of its
// own asked for once the page has loaded; in the page's script that would take half the JavaScript budget. A tap
// before it is in waits in a queue and is counted, once, on its arrival (every tap counted opens a new tab, so the
// page is still there to send it). Nothing here waits or stops a tap.
import type { see as Counting } from './analytics-tracker.ts';

type Seen = Parameters<typeof Counting>;

const queue: Seen[] = [];
let see: (...seen: Seen) => void = (...seen) => queue.push(seen);
const load = () =>
  import('./analytics-tracker.ts').then(
    (counting) => {
      see = counting.see;
      for (const seen of queue.splice(0)) see(...seen);
    },
    // Not in (offline, a blocker): the page works the same, uncounted.
    () => {},
  );
// After the page's load (a module script of the page always runs before it): neither the tracker nor the page view it
// sends to another host then competes with what the page paints (Lighthouse counts every request that starts before
// the largest paint as holding it up).
addEventListener('load', load);

// Capture: seen before any other listener can stop the click, whatever it then opens. The elements the click went
// through, as they were: a toast's link may be gone by the time the counting reads them.
document.addEventListener('click', (event) => see(event.composedPath()), true);

// The menu's "Descargar App" (client/site.ts) opens the store it picks for the device, or the one the visitor chose,
// with window.open: seen there, the one place that knows which.
const open = window.open;
window.open = (...args) => (see(args[0]), open(...args));
