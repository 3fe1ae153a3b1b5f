import { LATER_STYLES } from '../../templates/fold.ts';

// The one inline script of a page, the same text on every page and allowed by its hash in the site's policy
// (contentSecurityPolicy in pipeline/output/site-files.ts), as the speculation rules are. It starts the page's module script
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
// - in any browser, the page shown (pageshow: after the load, and again when it comes back from the back/forward
//   cache), a frame and half a second: where no paint is reported (Safari before 14.1; Firefox ESR 153 on a reload
//   after the request builder was typed in reports none at all) the script still starts by itself. The half
//   second leaves the paint entry, which Chromium reports a frame or two after the frame, to come first; a
//   prerendered page runs no frame until it is shown, so its script is not asked for while it is prerendered.
//
// With the script it links, from the page's <noscript data-later-styles>, the stylesheet that a page with a fold leaves
// for what lies below it (pipeline/render/render.tsx): a browser that runs scripts reads that element as text. A page
// opened at a fragment (/#contact) shows first what lies there, below the fold: it links that stylesheet as soon as the
// page is parsed, before the load event, which then waits for it; once it has applied, the page's script brings the
// fragment back into view (client/site.ts).
//
// Written as the page carries it, minified by hand, a statement a line: esbuild at build time cost a tenth of a
// second a build (its service started synchronously) for text that never changes.
export const SCRIPT_LOADER = [
  // r: the module script's address, until it is started; t: a form sent before it ran.
  '{let r=document.currentScript.dataset.src,t;',
  // s(on): on(type, o, capture) for each event that starts the script early.
  'const u=["pointerdown","keydown","submit"],s=e=>u.forEach(n=>e(n,o,!0)),',
  // a(then): then() after the first contentful paint where the browser reports one, and in any case once the page is
  // shown, a frame and half a second later.
  'a=e=>{addEventListener("pageshow",()=>requestAnimationFrame(()=>setTimeout(e,500)));',
  '(PerformanceObserver.supportedEntryTypes||[]).includes("paint")&&new PerformanceObserver((n,c)=>{n.getEntriesByName("first-contentful-paint").length!==0&&(c.disconnect(),e())}).observe({type:"paint",buffered:!0})},',
  // i(loaded): stop listening, and send the held form, through the script's handler when it loaded.
  'i=e=>{s(removeEventListener),t&&(e&&t.requestSubmit?t.requestSubmit():t.submit())},',
  // l(): link the stylesheet each <noscript data-later-styles> holds, once; not before the page is parsed, as the
  // paint can come before the parser has reached the end of the page, where that element is.
  `l=()=>document.readyState==="loading"?addEventListener("DOMContentLoaded",l):document.querySelectorAll("noscript[${LATER_STYLES}]").forEach(e=>{document.head.insertAdjacentHTML("beforeend",e.textContent),e.remove()}),`,
  // o(event): start the script and link the later styles once; a form sent before it is held until it has loaded.
  'o=e=>{e&&e.type==="submit"&&(e.preventDefault(),t=e.target),r&&(import(r).then(()=>i(!0),()=>i(!1)),l(),r="")};',
  's(addEventListener),a(o),location.hash&&l()}',
].join('');
