// A real job's chat button opens WhatsApp with the job named in the first message, in Chromium and in Firefox
// (Debian's ESR over WebDriver BiDi): on the service page, where the request builder writes the visitor's answers into
// the page's own chat links but never into a job's; and on the job's page. (The landing page's recent jobs are brief
// cards that link to their pages.)
import type http from 'node:http';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { jobPath, servicePath } from '../../pipeline/urls.ts';
import { serveOnFreePort } from '../../scripts/serve.ts';
import { jobMessage } from '../../templates/components/JobCard.tsx';
import { JOBS, jobsSite, PLUMBER } from '../helpers/jobs-site.ts';
import { inEachEngine } from '../helpers/engines.ts';
import type { WorkData } from '../../pipeline/types.ts';

const NEWEST = { slug: 'sifon-lavaplatos-manga', title: JOBS['sifon-lavaplatos-manga.md']!.title };
/** The chat the newest job's button opens: the job named, the barrio left for the visitor to write. */
const JOB_CHAT = jobMessage({ title: NEWEST.title } as WorkData);
const TYPED = 'Gotea la llave';
/** A job's chat button, found as a visitor finds it: by what it says. */
const JOB_BUTTON = 'a.button--whatsapp::-p-text(Quiero algo parecido)';

let server: http.Server;
let origin: string;
beforeAll(async () => {
  ({ server, origin } = await serveOnFreePort({ root: (await jobsSite()).outDir, onRequest: () => false }));
}, 600_000);
afterAll(() => server?.close());


/** The first message of a chat address, however the browser shows a tab that could not reach it (Firefox's error page names it). */
function chatText(address: string): string | undefined {
  const url = new URL(address);
  const chat = url.protocol === 'about:' ? new URL(url.searchParams.get('u') ?? 'about:blank') : url;
  return chat.host === 'wa.me' ? (chat.searchParams.get('text') ?? '') : undefined;
}

inEachEngine(({ tab, browser }) => {
  /** A tab on `url` with the page's script started (its first work: the manifest link, client/site.ts). */
  async function open(url: string, setUp?: (page: Page) => Promise<void>) {
    const opened = await tab();
    await setUp?.(opened.page);
    await opened.page.goto(`${origin}${url}`, { waitUntil: 'load' });
    await opened.page.waitForSelector('link[rel=manifest]', { timeout: 0 });
    return opened;
  }

  /** Taps the first button of `selector` and resolves with the first message of the chat the new tab went to. */
  async function tapChat(page: Page, selector: string): Promise<string | undefined> {
    const opened = browser().waitForTarget((target) => target.browserContext() === page.browserContext() && chatText(target.url()) !== undefined, { timeout: 0 });
    // Scrolled to at once: the site scrolls smoothly, and a tap read from a page still moving lands beside the button.
    await page.$eval(selector, (button) => button.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await page.click(selector);
    return chatText((await opened).url());
  }

  it('opens the job’s chat from the service page, with the visitor’s answers in the page’s own chat links and not in it', async () => {
    const { page, close } = await open(servicePath(PLUMBER), async (page) => {
      await page.goto(`${origin}/404`);
      await page.evaluate((key, problem) => localStorage.setItem(key, JSON.stringify({ barrio: '', other: '', urgency: '', problem })), `chat-request:${servicePath(PLUMBER)}`, TYPED);
    });
    try {
      const pageChats = await page.$$eval('a[data-whatsapp]', (links) => links.map((a) => decodeURIComponent((a as HTMLAnchorElement).href)));
      expect(pageChats.length).toBeGreaterThan(1);
      for (const link of pageChats) expect(link).toContain(TYPED);
      expect(await tapChat(page, JOB_BUTTON)).toBe(JOB_CHAT);
    } finally {
      await close();
    }
  });

  it('opens the job’s chat from the job’s own page', async () => {
    const { page, close } = await open(jobPath(NEWEST.slug));
    try {
      expect(await tapChat(page, JOB_BUTTON)).toBe(JOB_CHAT);
    } finally {
      await close();
    }
  });
});
