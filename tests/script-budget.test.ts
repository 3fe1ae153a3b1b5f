// Prints the JavaScript each page loads, gzipped, and fails above the budget: 6 KB public pages, 20 KB admin.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { builtSite } from './helpers/site.ts';

const BUDGET_BYTES = { public: 6 * 1024, admin: 20 * 1024 };

describe('JavaScript budget', () => {
  it('keeps every page within its budget', async () => {
    const { routes, files } = await builtSite();
    const size = new Map(files.map((f) => [`/${f.path}`, gzipSync(f.contents).length]));
    const rows = routes.map((route) => {
      const html = String(files.find((f) => f.path === route.outputPath)!.contents);
      const urls = new Set([...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map((m) => m[1]!));
      const bytes = [...urls].reduce((sum, url) => sum + (size.get(url) ?? Number.NaN), 0);
      return { url: route.url, bytes, budget: route.url === '/admin' ? BUDGET_BYTES.admin : BUDGET_BYTES.public };
    });
    const services = rows.filter((r) => r.url.startsWith('/servicios/'));
    const largestService = services.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    const shown = [...rows.filter((r) => !r.url.startsWith('/servicios/')), { ...largestService, url: `${largestService.url} (largest of ${services.length} under /servicios/)` }];
    console.log(shown.map((r) => `${(r.bytes / 1024).toFixed(2).padStart(6)} KB gzip  ${r.url}`).join('\n'));
    for (const row of rows) expect(row.bytes, row.url).toBeLessThanOrEqual(row.budget);
  });
});
