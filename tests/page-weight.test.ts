// Prints what each page weighs, gzipped, and fails above the budgets: JavaScript 6 KB on public pages (20 KB on
// the admin), HTML + CSS + JavaScript 30 KB, one stylesheet, at most one render-blocking request.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { builtResult, parse } from './helpers/site.ts';

const KB = 1024;
const BUDGET = { js: 6 * KB, adminJs: 20 * KB, total: 30 * KB };

describe('page weight', () => {
  it('keeps every page within its budgets', async () => {
    const { pages: routes, files } = await builtResult();
    const gzipped = new Map(files.map((f) => [`/${f.path}`, gzipSync(f.contents).length]));
    const rows = routes.map((route) => {
      const html = String(files.find((f) => f.path === route.outputPath)!.contents);
      const doc = parse(html);
      const scripts = new Set([
        ...[...doc.querySelectorAll('script[src]')].map((s) => s.getAttribute('src')!),
        ...[...doc.querySelectorAll('link[rel=modulepreload]')].map((l) => l.getAttribute('href')!),
      ]);
      const styles = [...doc.querySelectorAll('link[rel=stylesheet]')].map((l) => l.getAttribute('href')!);
      // Module scripts never block rendering; classic scripts without defer/async and stylesheets do.
      const blocking = styles.length + [...doc.querySelectorAll('script[src]:not([type=module]):not([defer]):not([async])')].length;
      const sum = (urls: Iterable<string>) => [...urls].reduce((n, url) => n + (gzipped.get(url) ?? Number.NaN), 0);
      const js = sum(scripts);
      const css = sum(styles);
      const htmlBytes = gzipSync(html).length;
      return { url: route.url, html: htmlBytes, css, js, total: htmlBytes + css + js, styles: styles.length, blocking };
    });
    const fmt = (n: number) => (n / KB).toFixed(1).padStart(5);
    console.log(`   HTML   CSS    JS  total KB gzip\n${rows.map((r) => `${fmt(r.html)} ${fmt(r.css)} ${fmt(r.js)} ${fmt(r.total)}  ${r.url}`).join('\n')}`);
    const max = rows.reduce((a, b) => (b.total > a.total ? b : a));
    console.log(`Heaviest: ${max.url}, ${fmt(max.total)} KB`);
    for (const row of rows) {
      const admin = row.url === '/admin';
      expect(row.js, `${row.url} JavaScript`).toBeLessThanOrEqual(admin ? BUDGET.adminJs : BUDGET.js);
      if (!admin) expect(row.total, `${row.url} HTML + CSS + JS`).toBeLessThanOrEqual(BUDGET.total);
      expect(row.styles, row.url).toBe(1);
      expect(row.blocking, row.url).toBeLessThanOrEqual(1);
    }
  });
});
