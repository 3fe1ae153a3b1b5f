// What search engines, feed readers and static hosts read besides the pages.
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { legalPath } from '../pipeline/urls.ts';
import { parseHostRules } from '../scripts/serve.ts';
import { all, built, builtResult, page } from './helpers/site.ts';
import { FOLD } from '../templates/fold.ts';

let site: Awaited<ReturnType<typeof builtResult>>;
beforeAll(async () => {
  site = await builtResult();
});
const file = (path: string) => String(site.files.find((f) => f.path === path)?.contents ?? '');

describe('sitemap and robots', () => {
  it('lists every indexable page with its last change, and nothing else', () => {
    const sitemap = file('sitemap.xml');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc><lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>/g)].map((m) => m[1]);
    const indexable = site.pages.filter((r) => r.indexable).map((r) => `${built().origin}${r.url === '/' ? '/' : r.url}`);
    expect(locs.sort()).toEqual(indexable.sort());
    for (const hidden of ['/login', '/admin', '/verify-email', '/servicios/mecanico-autos-cartagena', '/404']) expect(sitemap).not.toContain(`${hidden}<`);
    expect(sitemap).toContain(`<loc>${built().origin}${legalPath(site.site.config, 'terms')}</loc><lastmod>${site.site.legal.terms.data.updated}</lastmod>`);
  });

  it('disallows the private pages and names the sitemap', () => {
    const robots = file('robots.txt');
    expect(robots).toMatch(/Disallow: \/login\nDisallow: \/admin\nDisallow: \/verify-email/);
    expect(robots).toContain(`Sitemap: ${built().origin}/sitemap.xml`);
  });
});

describe('blog feed', () => {
  it('is an Atom feed of the four posts, linked from the blog pages', () => {
    const feed = file('blog/feed.xml');
    expect(feed).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
    expect(feed.match(/<entry>/g)).toHaveLength(4);
    for (const post of site.site.posts) expect(feed).toContain(`<id>${built().origin}/blog/${post.slug}</id>`);
    expect(file('blog.html')).toContain('<link rel="alternate" type="application/atom+xml"');
  });
});

describe('host rules', () => {
  const rules = () => parseHostRules(file('_headers'), file('_redirects'));
  const headersFor = (path: string) => Object.fromEntries(rules().headers.filter((r) => r.pattern.test(path)).flatMap((r) => r.headers));

  it('sets a strict CSP and the security headers on every path', () => {
    const headers = headersFor('/servicios/servicio-de-plomero-en-cartagena');
    const csp = headers['Content-Security-Policy']!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('form-action \'self\' https://formsubmit.co');
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com');
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cache-Control': 'public, max-age=0, must-revalidate',
    });
    expect(headers['Strict-Transport-Security']).toMatch(/max-age=\d+/);
    expect(headers['Permissions-Policy']).toContain('camera=()');
  });

  it("allows each page's stylesheet by the hash in its own policy (and its own stylesheet file), the speculation rules and the script loader by the header's, and nothing else inline", async () => {
    const csp = headersFor('/')['Content-Security-Policy']!;
    const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `))?.split(' ').slice(1);
    const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const stylesheets = new Set<string>();
    const scripts = new Set<string>();
    for (const route of site.pages) {
      const doc = await page(route.url);
      const styles = doc.querySelectorAll('style');
      const policies = doc.querySelectorAll('meta[http-equiv="Content-Security-Policy"]');
      expect([styles.length, policies.length], route.url).toEqual([1, 1]);
      // The policy comes first: a <meta> policy governs only what follows it.
      expect(policies[0]!.nextElementSibling, route.url).toBe(styles[0]);
      // And the site's own stylesheet file, on a page that links it for below its fold (templates/fold.ts).
      const linked = doc.querySelector(`[${FOLD}]`) ? ["'self'"] : [];
      expect(directive(policies[0]!.getAttribute('content')!, 'style-src'), route.url).toEqual([...linked, sha256(styles[0]!.textContent!)]);
      stylesheets.add(styles[0]!.textContent!);
      for (const script of doc.querySelectorAll('script:not([src])')) {
        if (script.getAttribute('type') === 'speculationrules' || script.hasAttribute('data-src')) scripts.add(sha256(script.textContent!));
        // Anything else inline is data, which no CSP governs: it must never be a script the browser would run.
        else expect(['application/ld+json', 'application/json'], route.url).toContain(script.getAttribute('type'));
      }
    }
    // Pages carry different parts of the stylesheet; the speculation rules and the loader are one text each for the whole site.
    expect(stylesheets.size).toBeGreaterThan(1);
    expect(scripts.size).toBe(2);
    expect(directive(csp, 'script-src')?.sort()).toEqual(["'self'", ...scripts].sort());
    // No default-src in the header: it would forbid the pages' stylesheets, which their own policies allow.
    expect(directive(csp, 'style-src') ?? directive(csp, 'default-src')).toBeUndefined();
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|'inline-speculation-rules'/);
  });

  it('prerenders same-site links on hover, never the account pages, the editor or a link with a query string', async () => {
    const text = (await page('/')).querySelector('script[type=speculationrules]')!.textContent!;
    expect(JSON.parse(text)).toEqual({
      prerender: [
        {
          source: 'document',
          where: { and: [{ href_matches: '/*' }, { not: { href_matches: ['/login', '/admin', '/verify-email', '/editor', '/editor/*'] } }, { not: { href_matches: '/*\\?:query+' } }] },
          eagerness: 'moderate',
        },
      ],
    });
  });

  it('caches hashed assets for a year and sets Cache-Control once per path', () => {
    expect(headersFor('/assets/site-ABC123.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    for (const route of site.pages) {
      const cacheRules = rules().headers.filter((r) => r.pattern.test(route.url) && r.headers.some(([n]) => n === 'Cache-Control'));
      expect(cacheRules.length, route.url).toBeLessThanOrEqual(1);
    }
  });

  it('redirects each alias with a 301', () => {
    expect([...rules().redirects]).toEqual(
      site.pages.filter((r) => r.content.kind === 'alias').map((r) => [r.url, { to: (r.content as { target: string }).target, status: 301 }]),
    );
  });
});

describe('share previews', () => {
  it('gives every indexable page Open Graph tags with its own 1200x630 picture, and the large card on X, which reads them', async () => {
    const { default: sharp } = await import('sharp');
    const images = new Set<string>();
    for (const route of site.pages.filter((r) => r.indexable)) {
      const doc = await page(route.url);
      const meta = (key: string) => doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
      expect(meta('og:title'), route.url).toBe(doc.title);
      expect(meta('og:description'), route.url).toBe(meta('description'));
      expect(meta('twitter:card'), route.url).toBe('summary_large_image');
      const image = meta('og:image')!;
      // Nothing twice: X takes title, description and picture from Open Graph.
      expect(all(doc, 'meta[name^="twitter:"]').map((m) => m.getAttribute('name')), route.url).toEqual(['twitter:card']);
      const png = site.files.find((f) => `${built().origin}/${f.path}` === image);
      expect(png, `${route.url} → ${image}`).toBeDefined();
      const { width, height, format } = await sharp(png!.contents as Uint8Array).metadata();
      expect([width, height, format]).toEqual([1200, 630, 'png']);
      images.add(createHash('sha256').update(png!.contents).digest('hex'));
    }
    expect(images.size).toBe(site.pages.filter((r) => r.indexable).length);
  });
});
