// Calm pages, measured in Chromium: body text 60 to 75 real characters a line, service headings of at most three
// lines on a phone, a breadcrumb of one opaque line, sections that alternate, and blog cards that are one link each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { laterStylesApplied, onePerTemplate, startBrowserSite, visitPage, type BrowserSite } from '../helpers/browser-site.ts';

let site: BrowserSite;
beforeAll(async () => {
  site = await startBrowserSite();
});
afterAll(() => site?.close());

const PLUMBER = '/servicios/servicio-de-plomero-en-cartagena';
const viewport = (width: number) => ({ viewport: { width, height: 900 } });

describe('body text', () => {
  const pages = () => [PLUMBER, site.pages.find((p) => p.content.kind === 'post')!.url, site.pages.find((p) => p.content.kind === 'legal')!.url];

  it.each([1440, 768])('runs 60 to 75 characters a line at %i px on a service page, a post and a legal page', async (width) => {
    const { page } = await site.newPage('desktop', viewport(width));
    for (const url of pages()) {
      await page.goto(`${site.origin}${url}`);
      await laterStylesApplied(page);
      const lines = (await page.evaluate(charactersPerLine, '.prose p, .prose li')).sort((a, b) => a - b);
      expect(lines.length, url).toBeGreaterThan(20);
      expect(lines.at(-1), `${url}: the longest line`).toBeLessThanOrEqual(75);
      // Most lines end a paragraph short of the measure; the full ones, a tenth of them at least, reach 60.
      expect(lines[Math.floor(lines.length * 0.9)], `${url}: the full lines`).toBeGreaterThanOrEqual(60);
    }
  });

  it('is measured by a check that can fail: a paragraph of 90 characters a line is seen', async () => {
    const { page } = await site.newPage('desktop');
    await page.setContent(`<div class="prose" style="width:900px;font:16px monospace"><p>${'palabra '.repeat(60)}</p></div>`);
    const lines = await page.evaluate(charactersPerLine, '.prose p');
    expect(Math.max(...lines)).toBeGreaterThan(75);
  });
});

describe('on a phone', () => {
  it('sets each service page’s h1 in at most three lines at 390 px', async () => {
    const { page } = await site.newPage('android');
    const services = site.pages.filter((p) => p.content.kind === 'service');
    expect(services).toHaveLength(51);
    // Every service page is the same template: its h1 is set with each page's title in turn, in one loaded page.
    await page.goto(`${site.origin}${PLUMBER}`);
    const h1 = page.locator('h1');
    expect(await h1.textContent()).toBe(services.find((p) => p.url === PLUMBER)!.title);
    const lines = await h1.evaluate(
      (element, titles) =>
        titles.map((title) => {
          element.textContent = title;
          const range = document.createRange();
          range.selectNodeContents(element);
          return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
        }),
      services.map((p) => p.title),
    );
    const tall = services.flatMap((route, i) => (lines[i]! > 3 ? [`${route.url}: ${lines[i]} lines`] : []));
    expect(tall).toEqual([]);
    // Some titles do wrap at this width: the measure sees real lines, not an empty or hidden heading.
    expect(Math.max(...lines)).toBeGreaterThan(1);
  });

  it('keeps the breadcrumb to one opaque line at 360 px on every template that has one', async () => {
    const { page } = await site.newPage('android', { viewport: { width: 360, height: 740 } });
    const withCrumbs = onePerTemplate(site.pages).filter((p) => ['service', 'constructor', 'hub', 'post'].includes(p.content.kind));
    expect(withCrumbs.length).toBe(4);
    // The longest current-page name of each kind is the hardest case: every post, every hub, and the longest service.
    const longestService = site.pages.filter((p) => p.content.kind === 'service').sort((a, b) => b.title.length - a.title.length)[0]!;
    const routes = [...withCrumbs, ...site.pages.filter((p) => p.content.kind === 'post' || p.content.kind === 'hub'), longestService];
    for (const route of routes) {
      await visitPage(page, site.origin, route);
      const crumb = await page.locator('.breadcrumb').evaluate((nav) => {
        const items = [...nav.querySelectorAll('li')].map((li) => li.getBoundingClientRect());
        return {
          tops: new Set(items.map((r) => Math.round(r.top))).size,
          links: [...nav.querySelectorAll('a')].map((a) => a.getBoundingClientRect().width > 0 && a.scrollWidth <= a.clientWidth + 1),
          lines: [...nav.querySelectorAll('li > *')].map((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight))),
          background: getComputedStyle(nav).backgroundColor,
          fits: nav.scrollWidth <= nav.clientWidth,
        };
      });
      expect(crumb.tops, `${route.url}: items on one line`).toBe(1);
      expect(Math.max(...crumb.lines), `${route.url}: each item one line`).toBe(1);
      expect(crumb.links.every(Boolean), `${route.url}: links shown whole`).toBe(true);
      expect(crumb.fits, `${route.url}: nothing past the screen`).toBe(true);
      expect(crumb.background, `${route.url}: opaque`).toMatch(/^rgb\(/);
    }
  }, 120_000);
});

describe('sections', () => {
  it.each([
    ['a service page', PLUMBER],
    ['the construction page', '/servicios/constructor'],
    ['a hub', '/servicios/servicios-para-el-hogar'],
    ['the landing page', '/'],
  ])('never put two plain sections one after the other on %s', async (_, url) => {
    const { page } = await site.newPage('desktop');
    await page.goto(`${site.origin}${url}`);
    await laterStylesApplied(page);
    const sections = await page.locator('main > section').evaluateAll((all) =>
      all.map((section) => {
        const style = getComputedStyle(section);
        const plain = style.backgroundImage === 'none' && ['rgba(0, 0, 0, 0)', 'rgb(255, 255, 255)'].includes(style.backgroundColor);
        return { plain, name: section.getAttribute('aria-label') ?? section.querySelector('h1, h2')?.textContent?.trim() };
      }),
    );
    expect(sections.length).toBeGreaterThanOrEqual(4);
    const pairs = sections.slice(1).flatMap((s, i) => (s.plain && sections[i]!.plain ? [`${sections[i]!.name} + ${s.name}`] : []));
    expect(pairs).toEqual([]);
  });
});

describe('blog cards', () => {
  it('are one link each, named by the title, that a click anywhere on the card follows', async () => {
    const { page } = await site.newPage('desktop');
    await page.goto(`${site.origin}/blog`);
    const card = page.locator('.post-card').first();
    const link = card.getByRole('link');
    expect(await link.count()).toBe(1);
    const title = (await card.locator('h2').textContent())!.trim();
    expect(await card.getByRole('link', { name: title, exact: true }).count()).toBe(1);
    const href = await link.getAttribute('href');
    // Playwright's own click would refuse: the link's cover is over the image, which is the point.
    const image = (await card.locator('.post-card__image').boundingBox())!;
    await page.mouse.click(image.x + image.width / 2, image.y + image.height / 2);
    await page.waitForURL(`${site.origin}${href}`);
  });
});

/** Runs in the page: the characters of each visual line of the blocks found, counted one character range at a time. */
function charactersPerLine(selector: string): number[] {
  const counts: number[] = [];
  for (const block of document.querySelectorAll(selector)) {
    const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    let lineTop = -Infinity;
    let count = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // A list nested in an item is measured as its own items.
      if (node.parentElement!.closest('li, p') !== block) continue;
      for (let i = 0; i < node.textContent!.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = range.getClientRects()[0];
        // Collapsed white space has no box, or an empty one where a line breaks.
        if (!box || box.width === 0) continue;
        if (box.top > lineTop + box.height / 2) {
          if (count > 0) counts.push(count);
          count = 0;
          lineTop = box.top;
        }
        count++;
      }
    }
    if (count > 0) counts.push(count);
  }
  return counts;
}
