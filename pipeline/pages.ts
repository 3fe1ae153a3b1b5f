// Stage 3: the pages of the site, derived from checked content. Each page's kind is looked at here, once: the
// record carries what rendering, pictures and the host files need of it.
import type { Illustration, Page, PageContent, ScriptName, SimplePageId, Site } from './types.ts';
import { imageUrls, legalPath, outputPathFor, PATHS, postPath, servicePath } from './urls.ts';

/** The picture of pages that have none of their own (share previews only): a toolbox on the city wall. */
export const GENERIC_ILLUSTRATION: Illustration = { subject: 'toolbox', details: ['house', 'sparkles'], scene: 'murallas' };

type Details = Pick<Page, 'title' | 'updated'> & Partial<Pick<Page, 'illustration' | 'illustrationUrl' | 'indexable' | 'chat'>>;

function page(url: string, content: PageContent, scripts: ScriptName[], details: Details): Page {
  const { indexable = true, illustration = GENERIC_ILLUSTRATION, ...rest } = details;
  return { url, outputPath: url === PATHS.notFound ? '404.html' : outputPathFor(url), indexable, scripts: ['site', ...scripts], illustration, ...rest, content };
}

export function planPages(site: Site): Page[] {
  const pages = allPages(site);
  return site.config.analytics ? pages.map((p) => (counted(p) ? { ...p, scripts: [...p.scripts, 'taps'] } : p)) : pages;
}

/**
 * The pages whose visits and chats the analytics count (site.yaml's `analytics:`): all but the aliases, which refresh
 * to their page at once and are counted there, and the demonstration account's pages, which are no page of the
 * business (and /verify-email carries a token in its address).
 */
function counted(page: Page): boolean {
  return page.content.kind !== 'alias' && !(page.content.kind === 'simple' && ['login', 'admin', 'verify-email'].includes(page.content.id));
}

function allPages(site: Site): Page[] {
  const { landing, catalogue, builder, blog } = site;
  const newest = [landing.data.updated, catalogue.data.updated, ...site.services.map((s) => s.data.updated)].sort().at(-1)!;
  const simple = (url: string, id: SimplePageId, scripts: ScriptName[], indexable = true) =>
    page(url, { kind: 'simple', id, entry: site.pages[id] }, scripts, { title: site.pages[id].data.heading, updated: newest, indexable });
  return [
    page(PATHS.home, { kind: 'landing' }, ['video-facade', 'contact-form', 'request-builder', 'chat-when'], { title: landing.data.hero.title, updated: landing.data.updated, chat: landing.data.whatsapp }),
    page(PATHS.catalogue, { kind: 'catalogue' }, ['catalogue-tabs'], { title: catalogue.data.heading, updated: newest }),
    ...site.services.map((entry) =>
      page(servicePath(entry.slug), { kind: 'service', entry }, ['video-facade', 'request-builder', 'chat-when'], {
        title: entry.data.hero.title,
        updated: entry.data.updated,
        illustration: entry.data.illustration,
        illustrationUrl: imageUrls.service(entry.slug),
        chat: entry.data.whatsapp,
      }),
    ),
    ...site.services.flatMap((entry) =>
      entry.data.aliases.map((alias) =>
        page(servicePath(alias), { kind: 'alias', target: servicePath(entry.slug), targetName: entry.data.name }, [], {
          title: entry.data.name,
          updated: entry.data.updated,
          indexable: false,
        }),
      ),
    ),
    page(PATHS.constructor, { kind: 'constructor', entry: builder }, ['video-facade', 'request-builder', 'chat-when'], {
      title: builder.data.hero.title,
      updated: builder.data.updated,
      illustration: builder.data.illustration,
      illustrationUrl: imageUrls.service('constructor'),
      chat: builder.data.whatsapp,
    }),
    ...site.hubs.map((entry) =>
      page(servicePath(entry.slug), { kind: 'hub', entry }, ['request-builder', 'chat-when'], {
        title: entry.data.hero.title,
        updated: entry.data.updated,
        illustration: entry.data.illustration,
        illustrationUrl: imageUrls.service(entry.slug),
        chat: entry.data.whatsapp,
      }),
    ),
    page(PATHS.blog, { kind: 'blog' }, [], { title: blog.data.title, updated: site.posts[0]?.data.date ?? newest }),
    ...site.posts.map((entry) =>
      page(postPath(entry.slug), { kind: 'post', entry }, ['chat-when'], {
        title: entry.data.title,
        updated: entry.data.date,
        illustration: entry.data.illustration,
        illustrationUrl: imageUrls.post(entry.slug),
      }),
    ),
    simple(PATHS.login, 'login', ['login'], false),
    simple(PATHS.admin, 'admin', ['admin'], false),
    simple(PATHS.verifyEmail, 'verify-email', ['verify-email'], false),
    simple(PATHS.appComingSoon, 'app-coming-soon', []),
    simple(PATHS.thanks, 'gracias-por-contactar', ['chat-when']),
    ...(['terms', 'privacy'] as const).map((which) => {
      const entry = site.legal[which];
      return page(legalPath(site.config, which), { kind: 'legal', entry }, [], { title: entry.data.heading, updated: entry.data.updated });
    }),
    simple(PATHS.notFound, '404', [], false),
  ];
}
