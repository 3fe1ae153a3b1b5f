// Stage 3: the list of pages to render, derived from validated content, and the dead-link check that needs it.
import { ContentError, type Problem } from './errors.ts';
import { allEntries, type Route, type ScriptName, type Site } from './types.ts';

export const legalPath = (site: Site, which: 'terms' | 'privacy') =>
  which === 'terms' ? `/terminos-y-condiciones-${site.config.productSlug}` : `/politica-de-privacidad-${site.config.productSlug}`;
export const servicePath = (slug: string) => `/servicios/${slug}`;
export const postPath = (slug: string) => `/blog/${slug}`;
export const imageUrls = {
  service: (slug: string) => `/img/servicios/${slug}.svg`,
  post: (slug: string) => `/img/blog/${slug}.svg`,
  videoPoster: (videoId: string) => `/img/video/${videoId}.svg`,
};
/** The share preview of a page: "/servicios/x" → "/img/compartir/servicios-x.png". */
export const previewPath = (url: string) => `/img/compartir/${url === '/' ? 'inicio' : url.slice(1).replace(/\//g, '-')}.png`;

const page = (url: string, page: Route['page'], scripts: ScriptName[], indexable = true): Route => ({
  url,
  outputPath: outputPathFor(url),
  indexable,
  scripts: ['site', ...scripts],
  page,
});

export function planRoutes(site: Site): Route[] {
  return [
    page('/', { kind: 'landing' }, ['video-facade', 'contact-form']),
    page('/servicios', { kind: 'catalogue' }, ['catalogue-tabs']),
    ...site.services.map((s) => page(servicePath(s.slug), { kind: 'service', slug: s.slug }, ['video-facade'])),
    ...site.services.flatMap((s) =>
      s.data.aliases.map((alias) => page(servicePath(alias), { kind: 'alias', target: servicePath(s.slug) }, [], false)),
    ),
    page('/servicios/constructor', { kind: 'constructor' }, ['video-facade']),
    ...site.hubs.map((h) => page(servicePath(h.slug), { kind: 'hub', slug: h.slug }, [])),
    page('/blog', { kind: 'blog' }, []),
    ...site.posts.map((p) => page(postPath(p.slug), { kind: 'post', slug: p.slug }, [])),
    page('/login', { kind: 'simple', id: 'login' }, ['login'], false),
    page('/admin', { kind: 'simple', id: 'admin' }, ['admin'], false),
    page('/verify-email', { kind: 'simple', id: 'verify-email' }, ['verify-email'], false),
    page('/app-coming-soon', { kind: 'simple', id: 'app-coming-soon' }, []),
    page('/gracias-por-contactar', { kind: 'simple', id: 'gracias-por-contactar' }, []),
    page(legalPath(site, 'terms'), { kind: 'legal', which: 'terms' }, []),
    page(legalPath(site, 'privacy'), { kind: 'legal', which: 'privacy' }, []),
    { ...page('/404', { kind: 'simple', id: '404' }, [], false), outputPath: '404.html' },
  ];
}

/** Where a route's HTML goes so that every common static host serves it at the URL itself, without a redirect. */
export function outputPathFor(url: string): string {
  if (url === '/') return 'index.html';
  return `${url.replace(/^\//, '')}.html`;
}

/** Every link that content gives by hand (cards, category cards, hubs, Markdown bodies) must reach a page. */
export function checkLinks(site: Site, routes: Route[]): void {
  const known = new Set(routes.filter((r) => r.page.kind !== 'alias' && r.url !== '/404').map((r) => r.url));
  const problems: Problem[] = [];
  const expect = (file: string, field: string, link: string) => {
    const target = link.split('#')[0] || '/';
    if (!known.has(target)) problems.push({ file, field, reason: `links to "${link}", which is not a page of the site` });
  };
  for (const s of site.services) for (const { field, link } of s.links) expect(s.file, field, link);
  site.builder.data.cards.forEach((c, i) => c.link && expect(site.builder.file, `cards.${i}.link`, c.link));
  site.landing.data.categories.items.forEach((c, i) => expect(site.landing.file, `categories.items.${i}.link`, c.link));
  for (const hub of site.hubs) {
    hub.data.categories.forEach((c, i) => c.services.forEach((l, j) => expect(hub.file, `categories.${i}.services.${j}.link`, l.link)));
  }
  for (const entry of allEntries(site)) for (const link of entry.links) expect(entry.file, 'body', link);
  if (problems.length > 0) throw new ContentError(problems);
}
