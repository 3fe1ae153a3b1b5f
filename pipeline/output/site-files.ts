// Files for crawlers and hosts, derived from the pages: sitemap, robots.txt, the blog feed, the web manifest, the
// catalogue search's words, the request builder's barrios, and the _headers / _redirects that
// Netlify and Cloudflare Pages read (the local server reads them too).
import { editorContentSecurityPolicy } from '../editor/editor.ts';
import { escapeMarkup } from '../escape.ts';
import { cspHash } from '../render/page-styles.ts';
import { noMemo, type Memo } from '../memo.ts';
import { SCRIPT_LOADER } from '../render/script-loader.ts';
import { extraWords, phraseKey, serviceNames, wordsOf, type SearchData } from '../../templates/search-words.ts';
import type { OutputFile, Page } from '../types.ts';
import type { Site } from '../collections.ts';
import { absoluteUrl, fileOf, PATHS, postPath, speculationRules } from '../urls.ts';

const YOUTUBE = 'https://www.youtube-nocookie.com';

export function siteFiles(site: Site, pages: Page[], memo: Memo = noMemo): OutputFile[] {
  // What the search words are made of, as one string: the dev server makes them again only when it changes.
  const searched = memo === noMemo ? '' : JSON.stringify([site.services.map(({ slug, data }) => [slug, data.name, data.summary, data.searchTerms]), site.synonyms]);
  return [
    { path: fileOf(PATHS.sitemap), contents: sitemap(site, pages) },
    { path: 'robots.txt', contents: robots(site, pages) },
    { path: fileOf(PATHS.feed), contents: feed(site) },
    { path: fileOf(PATHS.manifest), contents: manifest(site) },
    { path: fileOf(PATHS.searchWords), contents: memo.remember('search words', [searched], () => JSON.stringify(catalogueSearchData(site))) },
    { path: fileOf(PATHS.serviceArea), contents: JSON.stringify(site.config.legal.serviceArea) },
    { path: '_headers', contents: headers(site, pages) },
    { path: '_redirects', contents: redirects(site, pages) },
  ];
}

function sitemap(site: Site, pages: Page[]): string {
  const urls = pages
    .filter((p) => p.indexable)
    .map((p) => `  <url><loc>${escapeMarkup(absoluteUrl(site.config, p.url))}</loc><lastmod>${p.updated}</lastmod></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

function robots(site: Site, pages: Page[]): string {
  // A preview is for the people who look at it, never for search engines.
  if (site.preview) return 'User-agent: *\nDisallow: /\n';
  const hidden = [...pages.filter((p) => !p.indexable && p.content.kind === 'simple' && p.url !== PATHS.notFound).map((p) => p.url), PATHS.editor].map(
    (url) => `Disallow: ${site.basePath}${url}`,
  );
  return `User-agent: *\n${hidden.join('\n')}\n\nSitemap: ${absoluteUrl(site.config, PATHS.sitemap)}\n`;
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
  <link href="${escapeMarkup(absoluteUrl(config, PATHS.feed))}" rel="self"/>
  <link href="${escapeMarkup(absoluteUrl(config, PATHS.blog))}"/>
  <id>${escapeMarkup(absoluteUrl(config, PATHS.blog))}</id>
  <updated>${site.posts[0]!.data.date}T00:00:00Z</updated>
${entries.join('\n')}
</feed>
`;
}

/**
 * The catalogue search's data: each service's words its card does not show (its search terms), in the order of
 * the slugs, and the synonyms, each meaning with the phrases people write for it.
 */
export function catalogueSearchData(site: Pick<Site, 'services' | 'synonyms'>): SearchData {
  const names = serviceNames(site.services.map((s) => s.data.name));
  const services = [...site.services].sort((a, b) => (a.slug < b.slug ? -1 : 1));
  // Each card's stems in alphabetical order: the order does not count, and sorted they compress a tenth smaller.
  const cards = services.map(({ data }) =>
    extraWords({ name: data.name, summary: data.summary, extra: data.searchTerms }, names)
      .split(' ')
      .sort()
      .join(' '),
  );
  const synonyms = site.synonyms.map(({ means, said }) => [wordsOf(means).join(' '), [...new Set(said.map(phraseKey))].join('|')]);
  return { cards, synonyms: Object.fromEntries(synonyms) };
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

/**
 * The Content-Security-Policy every page runs under: scripts from the site only, inline only the speculation rules
 * and the loader that starts the page's script (pipeline/render/script-loader.ts), each allowed by its hash, never by
 * 'unsafe-inline'; the form posts to the plain endpoint without JavaScript and
 * fetches the AJAX one with it, so each is allowed where it is used. Styles are left to the policy each page carries
 * in a <meta> with its stylesheet's hash (pipeline/render/page-styles.ts), as pages carry different stylesheets: so this one
 * names every kind of request instead of a default-src, which would forbid those stylesheets, and it changes only
 * with the settings (endpoints, base path), never with a build. With site.yaml's `analytics:`, the events API's host is
 * the one more place pages send to (client/taps.ts).
 */
export function contentSecurityPolicy(site: Site): string {
  const { endpoint, ajaxEndpoint } = site.config.form;
  const { analytics } = site.config;
  return [
    `script-src 'self' ${cspHash(speculationRules(site.basePath))} ${cspHash(SCRIPT_LOADER)}`,
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${[...new Set(["'self'", new URL(ajaxEndpoint).origin, ...(analytics ? [new URL(analytics.endpoint).origin] : [])])].join(' ')}`,
    "media-src 'none'",
    `frame-src ${YOUTUBE}`,
    "worker-src 'none'",
    "manifest-src 'self'",
    "object-src 'none'",
    `form-action 'self' ${new URL(endpoint).origin}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
  ].join('; ');
}

function headers(site: Site, pages: Page[]): string {
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
  const paths = [...pages.filter((p) => p.url !== PATHS.notFound).map((p) => p.url), PATHS.searchWords, PATHS.serviceArea].flatMap((url) => [`${site.basePath}${url}`, `  ${revalidate}`]);
  const editor = `${site.basePath}${PATHS.editor}`;
  return [
    '/*',
    ...security.map((h) => `  ${h}`),
    `${site.basePath}/assets/*`,
    '  Cache-Control: public, max-age=31536000, immutable',
    ...paths,
    // The editor runs under a policy of its own (Sveltia's styles, the git host's API). Hosts join two values of a
    // header, which for a CSP means both apply; so the site's is taken off first: "! Name" detaches a header on
    // Cloudflare Pages (and scripts/serve.ts), and Netlify, which skips a line without a colon, keeps the last value.
    editor,
    '  ! Content-Security-Policy',
    `  Content-Security-Policy: ${editorContentSecurityPolicy(site)}`,
    '  X-Robots-Tag: noindex, nofollow',
    `  ${revalidate}`,
    `${editor}/*`,
    '  X-Robots-Tag: noindex, nofollow',
    `  ${revalidate}`,
    '',
  ].join('\n');
}

function redirects(site: Site, pages: Page[]): string {
  const base = site.basePath;
  return `${pages.flatMap((p) => (p.content.kind === 'alias' ? [`${base}${p.url} ${base}${p.content.target} 301`] : [])).join('\n')}\n`;
}
