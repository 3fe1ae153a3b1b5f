// Every URL and output path of the site, in one place: the pipeline plans pages with these, templates link with
// them, and the host files name them. Pure functions; no stage state.

/** The fixed routes of SPEC.md. */
export const PATHS = {
  home: '/',
  catalogue: '/servicios',
  constructor: '/servicios/constructor',
  blog: '/blog',
  login: '/login',
  admin: '/admin',
  /** The content editor (pipeline/editor/editor.ts): not a page of the templates, a static page of its own. */
  editor: '/editor',
  verifyEmail: '/verify-email',
  appComingSoon: '/app-coming-soon',
  thanks: '/gracias-por-contactar',
  /** The real jobs, once there is one (content/trabajos/). */
  jobs: '/trabajos',
  notFound: '/404',
  feed: '/blog/feed.xml',
  /** The catalogue search's extra words per service (templates/search-words.ts), fetched when a visitor searches. */
  searchWords: '/servicios.json',
  /** The barrios of site.yaml's service area by zone, fetched when a visitor opens the request builder. */
  serviceArea: '/barrios.json',
  manifest: '/manifest.webmanifest',
  sitemap: '/sitemap.xml',
} as const;

export const servicePath = (slug: string) => `/servicios/${slug}`;
export const postPath = (slug: string) => `/blog/${slug}`;
export const jobPath = (slug: string) => `/trabajos/${slug}`;
export const cataloguePath = (groupId: string) => `/servicios#${groupId}`;

/** The two legal routes carry the product slug of site.yaml: "/terminos-y-condiciones-servictg". */
export function legalPath(config: { productSlug: string }, which: 'terms' | 'privacy'): string {
  return which === 'terms' ? `/terminos-y-condiciones-${config.productSlug}` : `/politica-de-privacidad-${config.productSlug}`;
}

export const imageUrls = {
  /** A photo of content/fotos/ at one width and format: "/img/fotos/obra-800.3fa2c1b9d0.avif". */
  photo: (photo: { name: string; hash: string }, width: number, format: string) => `/img/${photo.name.replace(/\.[a-z]+$/i, '')}-${width}.${photo.hash}.${format}`,
  service: (slug: string) => `/img/servicios/${slug}.svg`,
  post: (slug: string) => `/img/blog/${slug}.svg`,
  videoPoster: (videoId: string) => `/img/video/${videoId}.svg`,
  /** The QR code of a page's plain WhatsApp link, beside its hero button on desktop: "/servicios/x" → "/img/qr/servicios-x.svg". */
  chatQr: (url: string) => `/img/qr/${pageFileName(url)}.svg`,
};

/** A page's URL as one file name: "/" → "inicio", "/servicios/x" → "servicios-x". */
const pageFileName = (url: string) => (url === '/' ? 'inicio' : url.slice(1).replace(/\//g, '-'));

/** The share preview of a page: "/servicios/x" → "/img/compartir/servicios-x.png". */
export const previewPath = (url: string) => `/img/compartir/${pageFileName(url)}.png`;

/** Where a route's HTML goes so that every common static host serves it at the URL itself, without a redirect. */
export function outputPathFor(url: string): string {
  if (url === PATHS.home) return 'index.html';
  return `${url.replace(/^\//, '')}.html`;
}

/** A URL's file in the output folder: "/img/x.svg" → "img/x.svg". */
export const fileOf = (url: string) => url.replace(/^\//, '');

/** Site path → absolute URL; a site URL with a path (a GitHub project site) keeps it. */
export function absoluteUrl(config: { url: string }, path: string): string {
  return `${config.url.replace(/\/+$/, '')}${path}`;
}

/** Root-relative links in built HTML gain the BASE_PATH prefix, each address of a srcset too; absolute and protocol-relative ones stay. */
export function withBasePath(html: string, basePath: string): string {
  if (!basePath) return html;
  return html
    .replace(/(\s(?:href|src|action)="|content="0; url=)\/(?!\/)/g, `$1${basePath}/`)
    .replace(/(\ssrcSet=")([^"]*)"/g, (_, start: string, list: string) => `${start}${list.replace(/(^|,\s*)\/(?!\/)/g, `$1${basePath}/`)}"`);
}

/** BASE_PATH as given ("servictg/", "/servictg") → "/servictg"; "" at a domain's root. */
export function normaliseBasePath(basePath = ''): string {
  return basePath.replace(/\/+$/, '').replace(/^(?=[^/])/, '/');
}

/**
 * Why BASE_PATH cannot prefix every link, or undefined: it is written as it is into every href, src and _headers
 * line, so it may hold only path segments of URL-safe characters.
 */
export function basePathProblem(basePath: string): string | undefined {
  const normal = normaliseBasePath(basePath);
  const segments = normal.split('/').slice(1);
  if (normal === '' || (/^(\/[A-Za-z0-9._~-]+)+$/.test(normal) && !segments.some((s) => s === '.' || s === '..'))) return undefined;
  return `"${basePath}" must be a path such as /servictg: letters, digits and - . _ ~ between slashes`;
}

/**
 * Why `value` cannot be the site's address, or undefined. It is joined to every path for canonical URLs, og:url,
 * the sitemap and the form's return address, so it must be absolute, with no user, query or fragment, and no
 * character that would need escaping in markup.
 */
export function siteAddressProblem(value: string, protocols: readonly string[]): string | undefined {
  const example = `${protocols[0]}//www.example.com`;
  if (!URL.canParse(value)) return `"${value}" must be an absolute address such as ${example}`;
  const url = new URL(value);
  if (!protocols.includes(url.protocol)) return `"${value}" must start with ${protocols.map((p) => `${p}//`).join(' or ')}`;
  if (url.username || url.password) return `"${value}" must not carry a user name or password`;
  if (value.includes('?')) return `"${value}" must not carry a query (?…); the site adds each page's path to it`;
  if (value.includes('#')) return `"${value}" must not carry a fragment (#…); the site adds each page's path to it`;
  if (!/^(\/[A-Za-z0-9._~-]+)*\/?$/.test(url.pathname) || value.endsWith('//') || /[^\x21-\x7e]|["'<>\\^`{|}]/.test(value)) {
    return `"${value}" must be a plain address such as ${example}, with at most a path of letters, digits and - . _ ~`;
  }
  return undefined;
}

/** Why the site's address and BASE_PATH disagree, or undefined: a site under a sub-path has that path in its address. */
export function addressPathProblem(url: string, basePath: string): string | undefined {
  const path = new URL(url).pathname.replace(/\/+$/, '');
  if (path === basePath) return undefined;
  return basePath
    ? `"${url}" must end with BASE_PATH ${basePath}, where the site is served`
    : `"${url}" has the path ${path}, so the site would be served under it: set BASE_PATH=${path}, or remove the path`;
}

/** A chat with the business number, the message already written. */
export function whatsappUrl(config: { phone: string }, message: string): string {
  return `https://wa.me/${config.phone}?text=${encodeURIComponent(message)}`;
}

/** Pages never loaded before the visitor asks for them: they read and change the session, or load the editor. */
const NEVER_PRERENDERED = [PATHS.login, PATHS.admin, PATHS.verifyEmail, PATHS.editor, `${PATHS.editor}/*`];

/**
 * The speculation rules every page carries (Chromium; other browsers ignore the element): a same-site link is
 * prerendered once the pointer rests on it (moderate eagerness: about 200 ms of hover, or the start of a tap), so the
 * click shows a page that is already painted. Left out: the pages above, and any link with a query string (in a URL
 * pattern `\?` starts the search part and `:query+` asks for a non-empty one; a bare `?` after `*` would mean "optional").
 * Inline, allowed by its hash in the CSP, rather than a `Speculation-Rules` header: the element works on every host,
 * GitHub Pages included, and its hash comes from the same build as the pages.
 */
export function speculationRules(basePath: string): string {
  const rules = {
    prerender: [
      {
        source: 'document',
        where: {
          and: [
            { href_matches: `${basePath}/*` },
            { not: { href_matches: NEVER_PRERENDERED.map((p) => `${basePath}${p}`) } },
            { not: { href_matches: `${basePath}/*\\?:query+` } },
          ],
        },
        eagerness: 'moderate',
      },
    ],
  };
  // Inside a <script> element nothing may look like a closing tag.
  return JSON.stringify(rules).replace(/</g, '\\u003c');
}
