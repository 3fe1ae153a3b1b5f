// What the site brings, counted without a cookie (DECISIONS.md, "Knowing what the site brings"): a page view per page,
// each WhatsApp chat by page, service, button and whether the optional questions were answered, each message the form
// service accepted, and each visit to a store. Bundled only when site.yaml has `analytics:` (planPages, pipeline/collections.ts). It
// only watches: the other scripts are the same, byte for byte, whether it is on or not. Named "taps", not
// "analytics": it ends up in the name of the page's one script file, which blockers' lists match on "analytics".
//
// This is the part in the page's script, as small as it can be: it notes each tap and each store the menu opens, at
// once, and hands the list to the counting (client/counting.ts, with Plausible's tracker), a file of its own that it
// asks for when it runs; in the page's script that would take half the JavaScript budget. What is noted before the
// counting starts waits in the list and is counted, once, then (every tap counted opens a new tab, so the page is
// still there to send it). Nothing here waits or stops a tap. If the counting never comes (offline, a blocker), the
// page works the same, uncounted; the browser's console says the import failed.
import type { Seen } from './counting.ts';

const seen: Seen[] = [];

// Capture, on the window: noted before any other listener can stop the click, whatever it then opens.
addEventListener('click', (event) => seen.push(event), true);

// The menu's "Descargar App" (client/site.ts) opens the store it picks for the device, or the one the visitor chose,
// with window.open: noted there, the one place that knows which.
const open = window.open;
window.open = (...args) => (seen.push(args[0]), open(...args));

import('./counting.ts').then((counting) => counting.count(seen));
