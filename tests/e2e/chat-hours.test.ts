// The line beside the hero and closing chat buttons, in Chromium with the page's clock set at fixed instants and the
// browser in a time zone far from Cartagena's (the script converts): absent within the hours, the day and time of
// the answer outside them, "now" on the 24-hour refrigeration page at 3 a.m.; nothing moves when it appears, and the
// chat link and its message stay as they are.
import type { Page as Tab } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserSite, type BrowserSite } from '../helpers/browser-site.ts';
import { UNDER_WAY_LINE } from '../../templates/business-hours.ts';

let site: BrowserSite;
beforeAll(async () => {
  site = await startBrowserSite();
});
afterAll(() => site?.close());

const PLUMBER = '/servicios/servicio-de-plomero-en-cartagena';
const REFRIGERATION = '/servicios/tecnicos-de-refrigeracion-en-cartagena';
/** An instant written in Cartagena's time. */
const bogota = (time: string) => new Date(`${time}:00-05:00`);
const LINES = '[data-chat-when]';

/**
 * `url` opened in a phone in Tokyo's time zone with the page clock installed at `time`, and what shifted while it
 * loaded: once the page's script has run and has had a frame to write the lines.
 */
async function openAt(url: string, time: Date, viewport = { width: 390, height: 844 }): Promise<Tab> {
  const { page, errors } = await site.newPage('android', { timezoneId: 'Asia/Tokyo', viewport });
  await page.clock.install({ time });
  await page.addInitScript(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) (window as unknown as { shifts: number }).shifts += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const script = page.waitForResponse((r) => /\/assets\/site\+[^/]*chat-when[^/]*\.js$/.test(r.url()));
  await page.goto(`${site.origin}${url}`, { waitUntil: 'load' });
  expect((await script).ok()).toBe(true);
  await page.waitForFunction(() => document.querySelector('[data-request-builder]:not([hidden])'));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(errors).toEqual([]);
  return page;
}
/** The two lines out of hours: when a new request is answered, and that a service under way is answered now. */
const requests = (when: string) => `Pedidos nuevos: te respondemos ${when} desde las 7:00 a. m.\n${UNDER_WAY_LINE}`;
const lines = (page: Tab) => page.locator(LINES).evaluateAll((els) => els.map((el) => el.textContent!.replace(/\u00a0/g, ' ')));
const shifts = (page: Tab) => page.evaluate(() => (window as unknown as { shifts: number }).shifts);

describe('the line beside the chat buttons', () => {
  it('is absent within the hours, and says "mañana" from 7 p.m. on, under the hero button and the closing one', async () => {
    const page = await openAt(PLUMBER, bogota('2026-12-01T18:58'));
    expect(await lines(page)).toEqual(['', '']);
    const heroLink = await page.locator('.hero-chat__main > a[data-whatsapp]').getAttribute('href');
    // The page left open past closing time: the line is written within the minute.
    await page.clock.fastForward('02:30');
    await expect.poll(() => lines(page)).toEqual([requests('mañana'), requests('mañana')]);
    expect(await page.locator('.hero-chat__main > a[data-whatsapp] + [data-chat-when]').count(), 'right under the hero button').toBe(1);
    expect(await page.locator('.cta a[data-whatsapp] + [data-chat-when]').count(), 'right under the closing button').toBe(1);
    expect(await page.locator('.hero-chat__main > a[data-whatsapp]').getAttribute('href'), 'the same chat and message').toBe(heroLink);
    expect(await shifts(page)).toBe(0);
  });

  it('sends a Saturday evening to Monday, with nothing moving as the line appears at a small phone width', async () => {
    const page = await openAt(PLUMBER, bogota('2026-11-28T19:30'), { width: 360, height: 740 });
    expect(await lines(page)).toEqual([requests('el lunes'), requests('el lunes')]);
    expect(await shifts(page)).toBe(0);
  });

  it.each([320, 360, 400, 1024, 1440])('keeps the longest line within the space reserved for it at %i px', async (width) => {
    const page = await openAt(PLUMBER, bogota('2026-12-01T10:00'), { width, height: 800 });
    const heights = await page.locator(LINES).evaluateAll((els, line) =>
      els.map((el) => {
        const empty = el.getBoundingClientRect().height;
        el.textContent = `Pedidos nuevos: te respondemos el miércoles desde las 7:00\u00a0a.\u00a0m.\n${line}`;
        return [empty, el.getBoundingClientRect().height];
      }),
      UNDER_WAY_LINE,
    );
    for (const [empty, written] of heights) expect(written).toBe(empty);
    expect(heights[0]![0]).toBeGreaterThan(0);
  });

  it('says that the 24-hour refrigeration page answers now at 3 a.m., while another service waits for 7', async () => {
    const refrigeration = await openAt(REFRIGERATION, bogota('2026-12-01T03:00'));
    expect(await lines(refrigeration)).toEqual(['Atendemos las 24 horas: te respondemos ahora.', 'Atendemos las 24 horas: te respondemos ahora.']);
    expect(await shifts(refrigeration)).toBe(0);
    const plumber = await openAt(PLUMBER, bogota('2026-12-01T03:00'));
    expect(await lines(plumber)).toEqual([requests('hoy'), requests('hoy')]);
  });

  it('leaves the plain button and the footer hours without JavaScript', async () => {
    const { page } = await site.newPage('android', { javaScriptEnabled: false });
    await page.clock.install({ time: bogota('2026-11-29T22:00') });
    await page.goto(`${site.origin}${PLUMBER}`);
    expect(await lines(page)).toEqual(['', '']);
    expect(await page.locator('.hero-chat__main > a[data-whatsapp]').isVisible()).toBe(true);
    expect((await page.locator('.site-footer').innerText()).replace(/\u00a0/g, ' ')).toContain('Pedidos por WhatsApp: lunes a sábado de 7:00 a. m. a 7:00 p. m., excepto festivos');
  });
});
