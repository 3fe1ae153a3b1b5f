// Files for crawlers and hosts, derived from the routes: sitemap, robots.txt, the blog feed, the web manifest,
// and the _headers / _redirects that Netlify and Cloudflare Pages read (the local server reads them too).
import { absoluteUrl } from '../templates/links.ts';
import { escapeMarkup } from './escape.ts';
import { postPath } from './routes.ts';
import type { OutputFile, Route, Site } from './types.ts';

const YOUTUBE = 'https://www.youtube-nocookie.com';
export const FEED_PATH = '/blog/feed.xml';
export const MANIFEST_PATH = '/manifest.webmanifest';

export function siteFiles(site: Site, routes: Route[]): OutputFile[] {
  return [
    { path: 'sitemap.xml', contents: sitemap(site, routes) },
    { path: 'robots.txt', contents: robots(site, routes) },
    { path: FEED_PATH.slice(1), contents: feed(site) },
    { path: MANIFEST_PATH.slice(1), contents: manifest(site) },
    { path: '_headers', contents: headers(site, routes) },
    { path: '_redirects', contents: redirects(site, routes) },
  ];
}

/** Last change of each page, from its content; pages made of several files take `newest`. */
function lastModified(site: Site, route: Route, newest: string, serviceDates: Map<string, string>): string {
  const page = route.page;
  switch (page.kind) {
    case 'service':
      return serviceDates.get(page.slug)!;
    case 'constructor':
      return site.builder.data.updated;
    case 'hub':
      return site.hubs.find((h) => h.slug === page.slug)!.data.updated;
    case 'post':
      return site.posts.find((p) => p.slug === page.slug)!.data.date;
    case 'blog':
      return site.posts[0]!.data.date;
    case 'legal':
      return site.legal[page.which].data.date;
    case 'landing':
      return site.landing.data.updated;
    default:
      return newest;
  }
}

function sitemap(site: Site, routes: Route[]): string {
  const newest = [site.landing.data.updated, site.catalogue.data.updated, ...site.services.map((s) => s.data.updated)].sort().at(-1)!;
  const serviceDates = new Map(site.services.map((s) => [s.slug, s.data.updated]));
  const urls = routes
    .filter((r) => r.indexable)
    .map((r) => `  <url><loc>${escapeMarkup(absoluteUrl(site.config, r.url))}</loc><lastmod>${lastModified(site, r, newest, serviceDates)}</lastmod></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

function robots(site: Site, routes: Route[]): string {
  const hidden = routes.filter((r) => !r.indexable && r.page.kind === 'simple' && r.url !== '/404').map((r) => `Disallow: ${site.basePath}${r.url}`);
  return `User-agent: *\n${hidden.join('\n')}\n\nSitemap: ${absoluteUrl(site.config, '/sitemap.xml')}\n`;
}

function feed(site: Site): string {
  const { config } = site;
  const entries = site.posts.map((p) => {
    const url = absoluteUrl(config, postPath(p.slug));
    return `  <entry>
    <title>${escapeMarkup(p.data.title)}</title>
    <link href="${escapeMarkup(url)}"/>
    <id>${escapeMarkup(url)}</id>
    <updated>${p.data.date}T00:00:00Z</updated>
    <author><name>${escapeMarkup(p.data.author)}</name></author>
    <category term="${p.data.category}"/>
    <summary>${escapeMarkup(p.data.excerpt)}</summary>
  </entry>`;
  });
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="es-CO">
  <title>${escapeMarkup(`${site.blog.data.title} | ${config.brand}`)}</title>
  <subtitle>${escapeMarkup(site.blog.data.description)}</subtitle>
  <link href="${escapeMarkup(absoluteUrl(config, FEED_PATH))}" rel="self"/>
  <link href="${escapeMarkup(absoluteUrl(config, '/blog'))}"/>
  <id>${escapeMarkup(absoluteUrl(config, '/blog'))}</id>
  <updated>${site.posts[0]!.data.date}T00:00:00Z</updated>
${entries.join('\n')}
</feed>
`;
}

function manifest(site: Site): string {
  return `${JSON.stringify(
    {
      name: site.config.brand,
      short_name: site.config.brand,
      description: site.config.tagline,
      lang: 'es-CO',
      start_url: `${site.basePath}/`,
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#0b3c5d',
      icons: [
        { src: `${site.basePath}/favicon.svg`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        { src: `${site.basePath}/icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: `${site.basePath}/icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      ],
    },
    null,
    2,
  )}\n`;
}

/** The Content-Security-Policy every page runs under: no inline script, forms and fetches only to the form service. */
export function contentSecurityPolicy(site: Site): string {
  const form = new URL(site.config.form.endpoint).origin;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${form}`,
    `form-action 'self' ${form}`,
    `frame-src ${YOUTUBE}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
  ].join('; ');
}

function headers(site: Site, routes: Route[]): string {
  const security = [
    `Content-Security-Policy: ${contentSecurityPolicy(site)}`,
    'Strict-Transport-Security: max-age=63072000; includeSubDomains',
    'X-Content-Type-Options: nosniff',
    'Referrer-Policy: strict-origin-when-cross-origin',
    'Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'X-Frame-Options: DENY',
  ];
  // Each path gets its Cache-Control once: hosts join a header that two matching rules both set.
  const revalidate = 'Cache-Control: public, max-age=0, must-revalidate';
  const pages = routes.filter((r) => r.url !== '/404').flatMap((r) => [`${site.basePath}${r.url}`, `  ${revalidate}`]);
  return [
    '/*',
    ...security.map((h) => `  ${h}`),
    `${site.basePath}/assets/*`,
    '  Cache-Control: public, max-age=31536000, immutable',
    ...pages,
    '',
  ].join('\n');
}

function redirects(site: Site, routes: Route[]): string {
  const base = site.basePath;
  return `${routes.flatMap((r) => (r.page.kind === 'alias' ? [`${base}${r.url} ${base}${r.page.target} 301`] : [])).join('\n')}\n`;
}
