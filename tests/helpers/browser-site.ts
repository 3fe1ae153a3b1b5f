// The built site served locally, a Chromium, and a stand-in for the form service that records what it receives.
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page, Response } from 'playwright-core';
import { build, type BuildResult } from '../../pipeline/build.ts';
import type { Route } from '../../pipeline/types.ts';
import { launchChromium } from '../../scripts/browser.ts';
import { serveOnFreePort } from '../../scripts/serve.ts';
import { projectDir } from './site.ts';

export const DEVICES = {
  iphone: {
    viewport: { width: 390, height: 844 },
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    isMobile: true,
    hasTouch: true,
  },
  android: {
    viewport: { width: 390, height: 844 },
    userAgent: 'Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
    isMobile: true,
    hasTouch: true,
  },
  desktop: { viewport: { width: 1440, height: 900 } },
} satisfies Record<string, BrowserContextOptions>;

export interface FormCall {
  fields: Record<string, string>;
  accept: string | undefined;
}
/** What the stand-in form service does with each request, in order; the last one repeats. */
export type FormAnswer = { status: number; body?: unknown; redirect?: boolean } | 'drop';

export interface BrowserSite {
  origin: string;
  browser: Browser;
  result: BuildResult;
  form: { calls: FormCall[]; answers: FormAnswer[]; url: string };
  newPage(device?: keyof typeof DEVICES, options?: BrowserContextOptions): Promise<{ page: Page; context: BrowserContext; errors: string[] }>;
  close(): Promise<void>;
}

export async function startBrowserSite(): Promise<BrowserSite> {
  const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-e2e-'));
  const { server, origin } = await serveOnFreePort({ root: outDir });
  const result = await build({ projectDir, outDir, env: { SITE_URL: origin } });
  const form = await startFormService();
  const browser = await launchChromium();
  const contexts: BrowserContext[] = [];

  return {
    origin,
    browser,
    result,
    form: form.state,
    async newPage(device = 'desktop', options = {}) {
      const context = await browser.newContext({ ...DEVICES[device], ...options });
      contexts.push(context);
      // The outside world is out of reach here: the form service goes to the local stand-in, the rest is refused.
      await context.route(/^https:\/\/formsubmit\.co\//, async (route) => {
        try {
          const target = new URL(route.request().url());
          const response = await route.fetch({ url: `${form.state.url}${target.pathname}`, maxRedirects: 0 });
          await route.fulfill({ response });
        } catch {
          await route.abort('connectionreset');
        }
      });
      await context.route(/^https:\/\/(?!formsubmit\.co)/, (route) => route.abort('blockedbyclient'));
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      return { page, context, errors };
    },
    async close() {
      await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
      await browser.close();
      server.close();
      form.server.close();
      await fs.rm(outDir, { recursive: true, force: true });
    },
  };
}

/**
 * Opens a route as a visitor reaches it: the not-found page through an unknown path, an alias until it has
 * refreshed to its page (so the next visit is not cut short).
 */
export async function visitRoute(page: Page, origin: string, route: Route): Promise<Response | null> {
  const response = await page.goto(`${origin}${route.url === '/404' ? '/esta-pagina-no-existe' : route.url}`, { waitUntil: 'load' });
  if (route.page.kind === 'alias') await page.waitForURL(`${origin}${route.page.target}`);
  return response;
}

async function startFormService() {
  const state = { calls: [] as FormCall[], answers: [{ status: 200, body: { success: 'true' } }] as FormAnswer[], url: '' };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const request = new Request('http://x', { method: 'POST', headers: req.headers as Record<string, string>, body: Buffer.concat(chunks) });
      const fields = Object.fromEntries([...(await request.formData())].map(([k, v]) => [k, String(v)]));
      state.calls.push({ fields, accept: req.headers.accept });
      const answer = state.answers[Math.min(state.calls.length - 1, state.answers.length - 1)]!;
      if (answer === 'drop') return req.socket.destroy();
      if (answer.redirect) return res.writeHead(302, { Location: fields._next }).end();
      res.writeHead(answer.status, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' }).end(JSON.stringify(answer.body ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  state.url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return { server, state };
}
