// WCAG 2.2, 2.4.11 (focus not obscured): no element reached by Tab is hidden by a fixed or sticky box (the header, the
// breadcrumb, the floating buttons), whole or at its centre (a box over the middle of a button hides what it says and
// where the focus ring is), on one page of every template at 360, 390, 768 and 1440 px, in Chromium. Each test presses
// Tab from the top of the page until the focus leaves it or comes back to an element it has reached, and after each
// press reads the focused element against every fixed or sticky box shown then. The pages of one width are tabbed
// through side by side: each mostly waits for its frames, not for the processor.
import type { Page as Tab } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onePerTemplate, REDUCED_MOTION, startBrowserSite, visitPage, type BrowserSite } from '../helpers/browser-site.ts';
import { builtSite } from '../helpers/site.ts';

let site: BrowserSite;
beforeAll(async () => {
  site = await startBrowserSite();
});
afterAll(() => site?.close());

const WIDTHS = [360, 390, 768, 1440];
/** Which phone each width is: a page shows the store button of the visitor's device (client/site.ts), so both are reached. */
const DEVICE: Record<number, 'android' | 'iphone' | 'desktop'> = { 360: 'android', 390: 'iphone', 768: 'desktop', 1440: 'desktop' };
/** The screens: the two phones of the layout checks (PHONES), a tablet held upright, a laptop. */
const HEIGHT: Record<number, number> = { 360: 740, 390: 844, 768: 1024, 1440: 900 };
/** One page of each template; an alias only sends the browser on to its page. */
const ROUTES = onePerTemplate((await builtSite()).pages).filter((p) => p.content.kind !== 'alias');

/**
 * In the page: the focused element, whether it was reached before, and the fixed or sticky box shown then that hides
 * it, if any. Read once two frames have passed since the key whenever the key scrolled the page (the floating buttons
 * step aside through an IntersectionObserver, and the page's scroll listeners run, on the next frames); at once when
 * it did not, as nothing that moves a box has happened since the last reading.
 */
function readFocus(): Promise<{ element: string; again: boolean; under?: string }> {
  const name = (e: Element) => e.outerHTML.slice(0, 90).replace(/\s+/g, ' ');
  const state = ((window as unknown as { focusWalk?: { reached: WeakSet<Element>; scrolledTo?: number } }).focusWalk ??= { reached: new WeakSet() });
  const scrolled = state.scrolledTo !== window.scrollY;
  state.scrolledTo = window.scrollY;
  const afterFrames = (read: () => void) => (scrolled ? requestAnimationFrame(() => requestAnimationFrame(read)) : read());
  return new Promise((resolve) =>
    afterFrames(() => {
      const focused = document.activeElement;
      const seen = state.reached;
      if (!focused || focused === document.body) return resolve({ element: 'body', again: true });
      const again = seen.has(focused);
      seen.add(focused);
      // What shows at the focused element's centre and at its corners (1 px in): a fixed or sticky box apart from it
      // at the centre, or at every point, hides it. Read by hit testing, so that what paints above what counts (the
      // skip link shows over the header).
      const r = focused.getBoundingClientRect();
      const boxAbove = (x: number, y: number) => {
        for (let e = document.elementFromPoint(x, y); e; e = e.parentElement) {
          if (e === focused || focused.contains(e)) return undefined;
          const { position } = getComputedStyle(e);
          // Toasts are left out: each leaves on its own after a few seconds (TOASTS in pipeline/rules.ts).
          if ((position === 'fixed' || position === 'sticky') && !e.contains(focused) && !e.matches('[data-toaster]')) return e;
        }
        return undefined;
      };
      const points = [[r.left + r.width / 2, r.top + r.height / 2], [r.left + 1, r.top + 1], [r.right - 1, r.top + 1], [r.left + 1, r.bottom - 1], [r.right - 1, r.bottom - 1]];
      const above = points.map(([x, y]) => boxAbove(x!, y!));
      const under = above[0] ?? (above.every(Boolean) ? above[1] : undefined);
      resolve({ element: name(focused), again, under: under && name(under) });
    }),
  );
}

/** Tabs through the page from its top: each element reached that a fixed or sticky box hides. */
async function hiddenWhenFocused(page: Tab): Promise<{ reached: number; hidden: string[] }> {
  const hidden: string[] = [];
  let reached = 0;
  for (;;) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(readFocus);
    if (focus.again) break;
    reached++;
    if (focus.under) hidden.push(`${focus.element} under ${focus.under}`);
  }
  return { reached, hidden };
}

describe.concurrent.each(WIDTHS)('at %i px', (width) => {
  it.for(ROUTES.map((r) => [r.url, r] as const))('%s: no element reached by Tab is hidden by a fixed or sticky box', async ([, route], { expect }) => {
    // Reduced motion: the page scrolls to the focused element at once, and each reading sees where it has landed.
    const { page } = await site.newPage(DEVICE[width]!, { ...REDUCED_MOTION, viewport: { width, height: HEIGHT[width]! } });
    await visitPage(page, site.origin, route);
    const { reached, hidden } = await hiddenWhenFocused(page);
    expect(reached, route.url).toBeGreaterThan(2);
    expect(hidden, route.url).toEqual([]);
    await page.context().close();
  });
});

it('is a check that can fail: a button under a fixed bar is reported', async () => {
  const { page } = await site.newPage('android', REDUCED_MOTION);
  await page.setContent('<meta name="viewport" content="width=device-width"><button>Uno</button><button>Dos</button><div style="position:fixed;inset:0 0 auto;height:120px;background:#000"></div>');
  const { hidden } = await hiddenWhenFocused(page);
  expect(hidden).toEqual([expect.stringMatching(/^<button>Uno<\/button> under <div/), expect.stringMatching(/^<button>Dos<\/button> under <div/)]);
  await page.context().close();
});
