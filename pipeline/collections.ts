// The registry of content collections, as Astro's defineCollection: each folder or file of content/ declared once,
// with its schema, what the build holds of it, the pages it makes, its place in the content editor and what the
// content checks read of it. The loader, the check stage, the site record (`Site`, inferred here), the pages, the
// editor's configuration and `npm run check:content` all derive from it: a collection added here is loaded, checked,
// routed, listed in the sitemap and editable, with no other list to extend.
import type { z } from 'zod';
import type { Problem } from './errors.ts';
import { WORK_LABELS, type FieldLabel } from '../templates/editor-labels.ts';
import { jobProblems, sameTitles } from './content/job-rules.ts';
import * as rules from './rules.ts';
import { schemas } from './content/schema.ts';
import { SIMPLE_PAGES, type Entry, type EntryContext, type Illustration, type WorkData, type Page, type PageContent, type Photos, type ScriptName, type SimplePageId, type SiteConfig } from './types.ts';
import { imageUrls, jobPath, legalPath, outputPathFor, PATHS, postPath, servicePath } from './urls.ts';

/**
 * What the content checks take a page's text for (scripts/copy-rules.ts): the rules differ by kind. "app" is a page
 * whose subject is the app (its announcement, the launch post): app features belong there, as on the landing and
 * the legal pages.
 */
export type CopyKind = 'service' | 'constructor' | 'hub' | 'landing' | 'post' | 'app' | 'legal' | 'page';

/** How a collection shows in the content editor (Sveltia CMS). */
export interface EditorPlace {
  /** Its place in the sidebar, top to bottom; single files of one `group` are listed together at the first one's. */
  place: number;
  label: string;
  singular?: string;
  description?: string;
  /** The sidebar group of a single file ("principales", "configuracion"; labels in templates/editor-labels.ts). */
  group?: 'principales' | 'configuracion';
  /** Whether the owner may add and delete entries; a fixed set (51 service pages, the two legal texts) may not. */
  add?: boolean;
  /** The field entries are listed by, and the one their file is named after when the owner adds one. */
  summary?: string;
  /** Entries listed newest first by this field (with `add`). */
  sortBy?: string;
  /** The photo each entry is shown by in the list, as Sveltia names a path ("photos.*.src": the first photo). */
  thumbnail?: string;
  /** The field entries are grouped by in the list. */
  groupBy?: string;
  /** Where an entry's page lives, `{{slug}}` for its file name: the editor's "view on the site" link. */
  preview?: string;
  /** Whether the Markdown body is written (required), may be (optional), or is not part of the page (none). */
  body: 'required' | 'optional' | 'none';
  /** Labels of this collection's own fields, over the shared ones of templates/editor-labels.ts ("title" of a job is not a page's). */
  labels?: Record<string, FieldLabel>;
  /** The folder of content/fotos/ its photos are uploaded to, apart from the pages' photos. */
  photoFolder?: string;
  /** Fields the owner picks from a list made of site.yaml, by path (a job's zone). */
  options?: (config: SiteConfig) => Record<string, string[]>;
}

/** One collection. `S` is its schema, `Shape` what the site record holds of it. */
export interface Collection<S extends z.ZodType = z.ZodType, Shape = unknown> {
  /** A folder of Markdown files, one entry each (its file name is its slug), or one file: Markdown, or YAML settings. */
  source: { folder: string } | { file: string };
  schema: S;
  /** What templates read of it, from its valid entries (a single file's one entry is `entries[0]`). */
  shape: (entries: Entry<z.infer<S>>[]) => Shape;
  /** A folder whose files are fixed by name: each must exist, nothing else may. */
  names?: readonly string[];
  /** Rules about the folder's entries together, checked once every file of it is valid. */
  whole?: (entries: Entry<z.infer<S>>[], folder: string) => Problem[];
  /** Rules about one valid entry that read site.yaml, the build's day in Cartagena (YYYY-MM-DD) or the photos. */
  each?: (entry: Entry<z.infer<S>>, context: EntryContext) => Problem[];
  /** The site paths an entry's fields link to, by field ("cards.0.link"): each must reach a page. */
  links?: (data: z.infer<S>) => [field: string, link: string][];
  /** The addresses of its pages by its files' names, read or not, so that a link to a broken file still resolves. */
  routes?: (slugs: string[], config: SiteConfig) => string[];
  /** Its pages, in the order they are written (the sitemap's). */
  pages?: (own: Shape, site: Site) => Page[];
  editor: EditorPlace;
  /** What the content checks read: each entry's kind of text, or why they read nothing of it. */
  copy: CopyKind | ((entry: Entry<z.infer<S>>) => CopyKind) | { skip: string };
}

/** A collection declared: its types inferred from its schema and shape. */
export const defineCollection = <S extends z.ZodType, Shape>(collection: Collection<S, Shape>) => collection;

/** A registry: COLLECTIONS, or a test's with a collection of its own. */
export type Registry = Record<string, Collection<z.ZodType, any>>;
type ShapesOf<R> = { [K in keyof R]: R[K] extends Collection<z.ZodType, infer Shape> ? Shape : never };

/** The picture of pages that have none of their own (share previews only): a toolbox on the city wall. */
export const GENERIC_ILLUSTRATION: Illustration = { subject: 'toolbox', details: ['house', 'sparkles'], scene: 'murallas' };

type Details = Pick<Page, 'title' | 'updated'> & Partial<Pick<Page, 'illustration' | 'illustrationUrl' | 'indexable' | 'chat' | 'jobs'>>;

/** One page's record; every page runs the site's script, then its own. */
export function page(url: string, content: PageContent, scripts: ScriptName[], details: Details): Page {
  const { indexable = true, illustration = GENERIC_ILLUSTRATION, ...rest } = details;
  return { url, outputPath: url === PATHS.notFound ? '404.html' : outputPathFor(url), indexable, scripts: ['site', ...scripts], illustration, ...rest, content };
}

/** The last change of the pages every other page lists (the landing page, the catalogue, the services): what dates pages of their own. */
const newest = (site: Site): string => [site.landing.data.updated, site.catalogue.data.updated, ...site.services.map((s) => s.data.updated)].sort().at(-1)!;

/** A page with the request builder: its chat, and its picture at its own address. */
const chatPage = (entry: Entry<{ hero: { title: string }; updated: string; illustration: Illustration; whatsapp: Page['chat'] }>, slug = entry.slug) => ({
  title: entry.data.hero.title,
  updated: entry.data.updated,
  illustration: entry.data.illustration,
  illustrationUrl: imageUrls.service(slug),
  chat: entry.data.whatsapp,
});

const only = <T>(entries: T[]) => entries[0]!;

/** A job's own page is worth a search engine's index only with photos and words enough; thinner, it is a card. */
function indexedJob(job: WorkData): boolean {
  const words = [job.problem, job.solution, job.customer?.quote ?? ''].join(' ').split(/\s+/).filter(Boolean).length;
  return job.photos.length >= rules.INDEXED_JOB.photos && words >= rules.INDEXED_JOB.words;
}

/** A folder whose files are fixed by name: each must exist, nothing else may. */
export function namedFiles(slugs: string[], names: readonly string[], folder: string): Problem[] {
  return [
    ...names.filter((n) => !slugs.includes(n)).map((n) => ({ file: `${folder}/${n}.md`, field: '', reason: 'file is missing' })),
    ...slugs.filter((s) => !names.includes(s)).map((s) => ({ file: `${folder}/${s}.md`, field: '', reason: `unexpected file; this folder holds ${names.join(', ')}` })),
  ];
}

/** The cards of a service or the construction page link to other pages. */
const cardLinks = (data: { cards: { link?: string }[] }) => data.cards.flatMap((c, i): [string, string][] => (c.link ? [[`cards.${i}.link`, c.link]] : []));

export const COLLECTIONS = {
  /** site.yaml: the settings every other file is checked and rendered with (check.ts reads it first, as `config`). */
  site: defineCollection({
    source: { file: 'site.yaml' },
    schema: schemas.site,
    shape: (entries) => only(entries).data,
    editor: { place: 10, group: 'configuracion', label: 'Datos del sitio', body: 'none' },
    copy: { skip: 'settings, not page text: the pages that show them are read' },
  }),
  landing: defineCollection({
    source: { file: 'inicio.md' },
    schema: schemas.landing,
    shape: (entries) => only(entries),
    links: (data) => data.categories.items.map((c, i): [string, string] => [`categories.items.${i}.link`, c.link]),
    routes: () => [PATHS.home],
    pages: (landing, site: Site): Page[] => {
      const jobs = site.jobs.length >= rules.JOBS_SHOWN ? { jobs: rules.JOBS_SHOWN } : {};
      return [page(PATHS.home, { kind: 'landing' }, ['video-facade', 'contact-form', 'request-builder', 'chat-when'], { title: landing.data.hero.title, updated: landing.data.updated, chat: landing.data.whatsapp, ...jobs })];
    },
    editor: { place: 2, group: 'principales', label: 'Página de inicio', body: 'none' },
    copy: 'landing',
  }),
  catalogue: defineCollection({
    source: { file: 'servicios.md' },
    schema: schemas.catalogue,
    shape: (entries) => only(entries),
    routes: () => [PATHS.catalogue],
    pages: (catalogue, site: Site): Page[] => [page(PATHS.catalogue, { kind: 'catalogue' }, ['catalogue-tabs'], { title: catalogue.data.heading, updated: newest(site) })],
    editor: { place: 3, group: 'principales', label: 'Catálogo de servicios', body: 'none' },
    copy: 'page',
  }),
  services: defineCollection({
    source: { folder: 'servicios' },
    schema: schemas.service,
    shape: (entries) => entries,
    each: (entry, { config }) => {
      if (entry.data.claims.allHours === rules.answersAllDay(config.legal.hours.allDay, entry.slug, entry.data.group)) return [];
      const says = entry.data.claims.allHours ? 'claims 24-hour service but' : 'does not claim 24-hour service but';
      const listed = entry.data.claims.allHours ? 'does not list it or its group' : 'lists it or its group';
      return [{ file: entry.file, field: 'claims.allHours', reason: `${says} site.yaml legal.hours.allDay ${listed}` }];
    },
    links: cardLinks,
    routes: (slugs) => slugs.map(servicePath),
    pages: (services, site: Site): Page[] => [
      ...services.map((entry) => {
        const jobs = Math.min(rules.JOBS_SHOWN, site.jobs.filter((j) => j.data.service === entry.slug).length);
        return page(servicePath(entry.slug), { kind: 'service', entry }, ['video-facade', 'request-builder', 'chat-when'], { ...chatPage(entry), ...(jobs ? { jobs } : {}) });
      }),
      ...services.flatMap((entry) =>
        entry.data.aliases.map((alias) =>
          page(servicePath(alias), { kind: 'alias', target: servicePath(entry.slug), targetName: entry.data.name }, [], { title: entry.data.name, updated: entry.data.updated, indexable: false }),
        ),
      ),
    ],
    editor: { place: 1, label: 'Páginas de servicio', singular: 'Página de servicio', description: 'Las 51 páginas de servicios de la sección Servicios.', summary: 'name', preview: servicePath('{{slug}}'), groupBy: 'group', body: 'optional' },
    copy: 'service',
  }),
  builder: defineCollection({
    source: { file: 'constructor.md' },
    schema: schemas.constructor,
    shape: (entries) => only(entries),
    links: cardLinks,
    routes: () => [PATHS.constructor],
    pages: (builder, _site: Site): Page[] => [page(PATHS.constructor, { kind: 'constructor', entry: builder }, ['video-facade', 'request-builder', 'chat-when'], chatPage(builder, 'constructor'))],
    editor: { place: 4, group: 'principales', label: 'Construcción y remodelación', body: 'optional' },
    copy: 'constructor',
  }),
  hubs: defineCollection({
    source: { folder: 'hubs' },
    schema: schemas.hub,
    shape: (entries) => entries,
    names: Object.keys(rules.HUB_CATEGORIES),
    each: (hub) => {
      const expected = rules.HUB_CATEGORIES[hub.slug as keyof typeof rules.HUB_CATEGORIES];
      const got = hub.data.categories.length;
      return expected !== undefined && got !== expected ? [{ file: hub.file, field: 'categories', reason: `expected ${expected} items, got ${got}` }] : [];
    },
    links: (data) => data.categories.flatMap((c, i) => c.services.map((l, j): [string, string] => [`categories.${i}.services.${j}.link`, l.link])),
    routes: (slugs) => slugs.map(servicePath),
    pages: (hubs, _site: Site): Page[] => hubs.map((entry) => page(servicePath(entry.slug), { kind: 'hub', entry }, ['request-builder', 'chat-when'], chatPage(entry))),
    editor: { place: 6, label: 'Hogar y empresas', singular: 'Página de categoría', description: 'Las páginas «Servicios para el hogar» y «Servicios para empresas».', summary: 'name', preview: servicePath('{{slug}}'), body: 'optional' },
    copy: 'hub',
  }),
  blog: defineCollection({
    source: { file: 'blog.md' },
    schema: schemas.blogList,
    shape: (entries) => only(entries),
    routes: () => [PATHS.blog],
    pages: (blog, site: Site): Page[] => [page(PATHS.blog, { kind: 'blog' }, [], { title: blog.data.title, updated: site.posts[0]?.data.date ?? newest(site) })],
    editor: { place: 5, group: 'principales', label: 'Portada del blog', body: 'none' },
    copy: 'page',
  }),
  posts: defineCollection({
    source: { folder: 'blog' },
    schema: schemas.blogPost,
    /** Newest first. */
    shape: (entries) => [...entries].sort((a, b) => b.data.date.localeCompare(a.data.date)),
    whole: (posts, folder) => (posts.length !== rules.BLOG_POSTS ? [{ file: folder, field: '', reason: `expected ${rules.BLOG_POSTS} blog posts, got ${posts.length}` }] : []),
    routes: (slugs) => slugs.map(postPath),
    pages: (posts, _site: Site): Page[] =>
      posts.map((entry) => page(postPath(entry.slug), { kind: 'post', entry }, ['chat-when'], { title: entry.data.title, updated: entry.data.date, illustration: entry.data.illustration, illustrationUrl: imageUrls.post(entry.slug) })),
    editor: { place: 7, label: 'Blog', singular: 'Artículo', description: 'Los artículos del blog.', summary: 'title', preview: postPath('{{slug}}'), body: 'required' },
    // The launch post is the news of the app: the one post whose subject the app is, so it may describe its features.
    copy: (post) => (post.data.category === 'noticias' && /\b(?:app|aplicación)\b/i.test(post.data.title) ? 'app' : 'post'),
  }),
  jobs: defineCollection({
    source: { folder: 'trabajos' },
    schema: schemas.work,
    /** Newest first. */
    shape: (entries) => [...entries].sort((a, b) => b.data.month.localeCompare(a.data.month) || a.slug.localeCompare(b.slug)),
    each: jobProblems,
    whole: sameTitles,
    routes: (slugs) => (slugs.length > 0 ? [PATHS.jobs, ...slugs.map(jobPath)] : []),
    pages: (jobs, site: Site): Page[] => {
      if (jobs.length === 0) return [];
      const serviceOf = new Map(site.services.map((s) => [s.slug, s]));
      return [
        page(PATHS.jobs, { kind: 'jobs' }, [], { title: 'Trabajos realizados', updated: `${jobs[0]!.data.month}-01`, jobs: jobs.length }),
        ...jobs.map((entry) =>
          page(jobPath(entry.slug), { kind: 'job', entry }, ['chat-when'], {
            title: entry.data.title,
            updated: `${entry.data.month}-01`,
            illustration: serviceOf.get(entry.data.service)!.data.illustration,
            indexable: indexedJob(entry.data),
            jobs: 1,
          }),
        ),
      ];
    },
    editor: {
      place: 7.5,
      label: 'Trabajos realizados',
      singular: 'Trabajo',
      description: 'Trabajos reales, publicados con la autorización escrita de cada cliente.',
      add: true,
      summary: 'title',
      sortBy: 'month',
      thumbnail: 'photos.*.src',
      body: 'none',
      labels: WORK_LABELS,
      photoFolder: rules.JOB_PHOTO_FOLDER,
      options: (config) => ({ zone: config.legal.serviceArea.map((z) => z.zone), place: config.legal.serviceArea.flatMap((z) => z.places) }),
    },
    copy: 'page',
  }),
  pages: defineCollection({
    source: { folder: 'paginas' },
    schema: schemas.simplePage,
    shape: (entries) => Object.fromEntries(entries.map((p) => [p.slug, p])) as Record<SimplePageId, (typeof entries)[number]>,
    names: SIMPLE_PAGES,
    routes: (slugs) => slugs.filter((slug) => slug !== '404').map((slug) => `/${slug}`),
    pages: (pages, site: Site): Page[] => {
      const simple = (url: string, id: SimplePageId, scripts: ScriptName[], indexable = true) =>
        page(url, { kind: 'simple', id, entry: pages[id] }, scripts, { title: pages[id].data.heading, updated: newest(site), indexable });
      return [
        simple(PATHS.login, 'login', ['login'], false),
        simple(PATHS.admin, 'admin', ['admin'], false),
        simple(PATHS.verifyEmail, 'verify-email', ['verify-email'], false),
        simple(PATHS.appComingSoon, 'app-coming-soon', []),
        simple(PATHS.thanks, 'gracias-por-contactar', ['chat-when']),
        simple(PATHS.notFound, '404', [], false),
      ];
    },
    editor: { place: 9, label: 'Páginas cortas', singular: 'Página', description: 'Gracias, aplicación, ingreso, panel, verificación y página no encontrada.', summary: 'heading', body: 'none' },
    copy: (page) => (page.slug === 'app-coming-soon' ? 'app' : 'page'),
  }),
  legal: defineCollection({
    source: { folder: 'legal' },
    schema: schemas.legal,
    shape: (entries) => ({ terms: entries.find((l) => l.data.kind === 'terminos')!, privacy: entries.find((l) => l.data.kind === 'privacidad')! }),
    whole: (legal, folder) =>
      legal.length === 2 && legal.some((l) => l.data.kind === 'terminos') && legal.some((l) => l.data.kind === 'privacidad')
        ? []
        : [{ file: folder, field: '', reason: 'expected two files, one with kind "terminos" and one with kind "privacidad"' }],
    routes: (_slugs, config) => [legalPath(config, 'terms'), legalPath(config, 'privacy')],
    pages: (legal, site: Site): Page[] =>
      (['terms', 'privacy'] as const).map((which) => page(legalPath(site.config, which), { kind: 'legal', entry: legal[which] }, [], { title: legal[which].data.heading, updated: legal[which].data.updated })),
    editor: { place: 8, label: 'Páginas legales', singular: 'Página legal', description: 'Términos y condiciones, y política de privacidad.', summary: 'heading', body: 'required' },
    copy: 'legal',
  }),
  synonyms: defineCollection({
    source: { file: 'sinonimos.yaml' },
    schema: schemas.synonyms,
    shape: (entries) => only(entries).data.synonyms,
    editor: { place: 11, group: 'configuracion', label: 'Sinónimos del buscador', body: 'none' },
    copy: { skip: 'what visitors type, read by its own rule (every synonym leads to a service)' },
  }),
};

/** Everything the site is made of, validated and cross-checked: each collection's shape, and what the check stage adds. */
export interface Site extends Omit<ShapesOf<typeof COLLECTIONS>, 'site'> {
  /** site.yaml, with the address the build uses (SITE_URL over its `url`). */
  config: SiteConfig;
  /** Prefix of every site path when the site lives under a sub-path (BASE_PATH), e.g. "/servictg"; else "". */
  basePath: string;
  /** A preview build (PREVIEW=1): every page carries noindex and robots.txt disallows all. */
  preview: boolean;
  /** Whether the contact form can send: false while an endpoint of site.yaml's `form` is still its placeholder. */
  formSends: boolean;
  /** Photos of content/fotos/, which bodies and photo fields show. */
  photos: Photos;
  /** Hidden pages and photos of content/ that were left out ("content/servicios/.#x.md"), for a warning. */
  skipped: string[];
  /** The build's day in Cartagena (YYYY-MM-DD) and Colombia's festivos of its year and the next (pipeline/content/hours.ts). */
  hours: { today: string; holidays: string[] };
  /** The workshop's address of site.yaml; undefined while it is the shipped placeholder (the chat gives it then). */
  workshop?: string;
}

/** The pages of the site, in the registry's order; with analytics on, the counted pages also run the counting script. */
export function planPages(site: Site, collections: Registry = COLLECTIONS): Page[] {
  const shapes = site as unknown as Record<string, unknown>;
  const pages = Object.entries(collections).flatMap(([name, c]) => c.pages?.(shapes[name], site) ?? []);
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
