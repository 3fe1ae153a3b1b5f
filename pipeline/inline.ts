// What every page carries inline instead of fetching, and the CSP allows by its hash: the stylesheet, so that the
// first response alone paints the first screen, and the speculation rules, so that the next page is already there
// when the visitor clicks. Both are the same on every page of a build, so one hash each covers the whole site.
import crypto from 'node:crypto';
import { PATHS } from './urls.ts';

/** A CSP source that allows exactly this inline text: "'sha256-…'". */
export function cspHash(text: string): string {
  return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Pages that must never run before the visitor asks for them: they read and change the session. */
const NEVER_PRERENDERED = [PATHS.login, PATHS.admin, PATHS.verifyEmail];

/**
 * The speculation rules of every page (Chromium; other browsers ignore the element): a same-site link is
 * prerendered once the pointer rests on it (moderate eagerness: about 200 ms of hover, or the start of a tap), so the
 * click shows a page that is already painted. Left out: the account pages, and any link with a query string (a
 * URL pattern `/*\?:query+` is "any path, then a non-empty search"; `/*\?*` would also match an empty one, so every
 * link). Inline with a CSP hash rather than a `Speculation-Rules` header: a header needs a host that reads `_headers`,
 * the inline element works wherever the pages are served, and the hash comes from the same build as the pages.
 */
export function speculationRules(basePath: string): string {
  const rules = {
    prerender: [
      {
        source: 'document',
        where: {
          and: [
            { href_matches: `${basePath}/*` },
            { not: { href_matches: NEVER_PRERENDERED.map((p) => `${basePath}${p}`) } },
            { not: { href_matches: `${basePath}/*\\?:query+` } },
          ],
        },
        eagerness: 'moderate',
      },
    ],
  };
  // Inside a <script> element nothing may look like a closing tag.
  return JSON.stringify(rules).replace(/</g, '\\u003c');
}

/** The stylesheet goes inside a <style> element as it is: nothing in it may end the element early. */
export function checkInlineCss(css: string): string {
  if (/<\/style/i.test(css)) throw new Error('templates/styles: the stylesheet contains "</style", which would end the inline <style> element');
  return css;
}
