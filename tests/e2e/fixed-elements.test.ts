// No fixed or sticky element (the header, the breadcrumb, the floating buttons) ever covers a link, a button or a
// form control, on one page of every public template at both phone sizes, in Chromium (DECISIONS.md, "The WhatsApp
// conversation").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONES, publicTemplates, startBrowserSite, visitPage, type BrowserSite } from '../helpers/browser-site.ts';

let site: BrowserSite;
beforeAll(async () => {
  site = await startBrowserSite();
});
afterAll(() => site?.close());

const phone = (viewport: { width: number; height: number }) => site.newPage('android', { viewport });

describe.each(PHONES)('at $width×$height', (viewport) => {
  it('lets no fixed or sticky element cover a link, button or form control scrolled into view', async () => {
    const { page } = await phone(viewport);
    const covered: string[] = [];
    for (const route of publicTemplates(site.pages)) {
      await visitPage(page, site.origin, route);
      const { checked, found } = await page.evaluate(coveredControls);
      expect(checked, route.url).toBeGreaterThan(10);
      covered.push(...found.map((c) => `${route.url}: ${c}`));
    }
    expect(covered).toEqual([]);
  }, 240_000);
});

it('is a check that can fail: a fixed bar over a button is reported', async () => {
  const { page } = await phone(PHONES[0]!);
  await page.setContent(
    '<meta name="viewport" content="width=device-width"><div style="height:1500px"></div><button>Enviar</button><div style="height:1500px"></div>' +
      '<div style="position:fixed;inset:300px 0 auto;height:200px;background:#000"></div>',
  );
  const { found } = await page.evaluate(coveredControls);
  expect(found).toHaveLength(1);
  expect(found[0]).toContain('<button>Enviar</button> under <div');
});

/**
 * Runs in the page: the page is stepped through half a screen at a time, and every visible control whose centre lies
 * in the middle half of the screen (or as far down or up as it can ever come, at the page's ends) must be what is
 * found at its centre; a control of a fixed element, on the first screen that lets it be tapped. Each control is checked once, where a
 * visitor scrolling would meet it.
 */
async function coveredControls(): Promise<{ checked: number; found: string[] }> {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const controls = [...document.querySelectorAll<HTMLElement>('a[href], button, input:not([type=hidden]), select, textarea, summary')];
  const pending = new Set(controls.filter((c) => c.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })));
  const inFixed = (control: HTMLElement) => {
    for (let e: HTMLElement | null = control; e; e = e.parentElement) if (getComputedStyle(e).position === 'fixed') return true;
    return false;
  };
  const fixed = new Set([...pending].filter(inFixed));
  const found: string[] = [];
  let checked = 0;
  // A link that wraps over two lines is tapped on one of its boxes: the first.
  const boxOf = (control: HTMLElement) => control.getClientRects()[0] ?? control.getBoundingClientRect();
  const last = document.documentElement.scrollHeight - innerHeight;
  for (let y = 0; ; y = Math.min(y + innerHeight / 2, last)) {
    const top = y === 0 ? 0 : innerHeight / 4;
    const bottom = y >= last ? innerHeight : (innerHeight * 3) / 4;
    // A screen with no control to check is passed over: long texts have few controls, and each screen waits two frames.
    const due = (control: HTMLElement) => {
      if (fixed.has(control)) return true;
      const r = boxOf(control);
      const centre = r.top + scrollY + r.height / 2 - y;
      return centre >= top && centre <= bottom;
    };
    if (![...pending].some(due)) {
      if (y >= last) break;
      continue;
    }
    window.scrollTo({ top: y, behavior: 'instant' });
    // Floating buttons step aside through an IntersectionObserver, which reports on the next frames.
    await frame();
    await frame();
    for (const control of pending) {
      const r = boxOf(control);
      const x = r.left + r.width / 2;
      const cy = r.top + r.height / 2;
      // Off-screen by design (the skip link until focused, the form's honeypot).
      if (r.width <= 1 || r.height <= 1 || x < 0 || x > innerWidth) {
        pending.delete(control);
        continue;
      }
      // A fixed control never moves: it is checked on the first screen where it can be tapped, wherever it sits.
      if (fixed.has(control) ? getComputedStyle(control).pointerEvents === 'none' : cy < top || cy > bottom) continue;
      pending.delete(control);
      checked++;
      const hit = document.elementFromPoint(x, cy);
      if (!hit || !(hit === control || control.contains(hit))) {
        found.push(`${control.outerHTML.slice(0, 90)} under ${hit?.outerHTML.slice(0, 90)}`);
      }
    }
    if (y >= last) break;
  }
  return { checked, found };
}
