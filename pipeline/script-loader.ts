// The one inline script of a page, the same text on every page and allowed by its hash in the site's policy
// (contentSecurityPolicy in pipeline/site-files.ts), as the speculation rules are. It starts the page's module script
// (at `data-src`) once the page has painted, so that no request but the document's ends before the first paint: a
// <script src> is fetched as soon as it is parsed, whatever its priority, and Lighthouse counts every request that
// ended before the paint as holding it up. Everything on the page works without the script until it runs: links are
// plain links, the menu and the catalogue's tabs open through :target, and a form sent before it has run waits for it
// (or, if it never comes, is sent as it would be without JavaScript).
//
// The script starts at the first of:
// - a tap or a key (pointerdown, keydown): the visitor is about to use the page;
// - the browser's report of the first contentful paint, which is the largest on every template (a paint entry comes
//   once the frame is on screen; a frame callback can come before that);
// - where the browser reports no paint (Safari before 14.1), the load event and a frame.

import { transformSync } from 'esbuild';

const SOURCE = `{
  let src = document.currentScript.dataset.src;
  let heldForm;
  const events = ["pointerdown", "keydown", "submit"];
  const listen = (on) => events.forEach((type) => on(type, start, true));
  const afterPaint = (then) => {
    if (!(PerformanceObserver.supportedEntryTypes || []).includes("paint")) {
      addEventListener("load", () => requestAnimationFrame(() => setTimeout(then)));
      return;
    }
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      then();
    }).observe({ type: "paint", buffered: true });
  };
  const sendHeld = (withScript) => {
    listen(removeEventListener);
    if (heldForm) withScript && heldForm.requestSubmit ? heldForm.requestSubmit() : heldForm.submit();
  };
  const start = (event) => {
    if (event && event.type === "submit") {
      event.preventDefault();
      heldForm = event.target;
    }
    if (!src) return;
    import(src).then(() => sendHeld(true), () => sendHeld(false));
    src = "";
  };
  listen(addEventListener);
  afterPaint(start);
}`;

let minified: string | undefined;

/** The loader as pages carry it, minified (made once a process: the same text for every page and every build). */
export function scriptLoader(): string {
  minified ??= transformSync(SOURCE, { minify: true, target: ['chrome100', 'safari15', 'firefox100'] }).code.trim();
  return minified;
}
