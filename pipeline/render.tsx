// Stage 4: each page through its template to static HTML. No hydration: the markup is the page.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageProps } from '../templates/page-props.ts';
import { AdminPage } from '../templates/pages/AdminPage.tsx';
import { AliasPage } from '../templates/pages/AliasPage.tsx';
import { AppComingSoonPage } from '../templates/pages/AppComingSoonPage.tsx';
import { BlogListPage } from '../templates/pages/BlogListPage.tsx';
import { BlogPostPage } from '../templates/pages/BlogPostPage.tsx';
import { CataloguePage } from '../templates/pages/CataloguePage.tsx';
import { ConstructorPage } from '../templates/pages/ConstructorPage.tsx';
import { HubPage } from '../templates/pages/HubPage.tsx';
import { LandingPage } from '../templates/pages/LandingPage.tsx';
import { LegalPage } from '../templates/pages/LegalPage.tsx';
import { LoginPage } from '../templates/pages/LoginPage.tsx';
import { NotFoundPage } from '../templates/pages/NotFoundPage.tsx';
import { ServicePage } from '../templates/pages/ServicePage.tsx';
import { ThanksPage } from '../templates/pages/ThanksPage.tsx';
import { VerifyEmailPage } from '../templates/pages/VerifyEmailPage.tsx';
import { drawingOf } from './drawables.ts';
import { ContentError } from './errors.ts';
import { toText } from './markdown.ts';
import { noMemo, type Memo } from './memo.ts';
import { inlineStylesheet, pageStylesheet } from './page-styles.ts';
import { scriptBundleName, type AssetManifest, type Entry, type OutputFile, type Page, type PageContent, type PageKind, type ServiceData, type SimplePageId, type Site } from './types.ts';
import { withBasePath } from './urls.ts';

/** The whole entries of the service pages being rendered, by slug (the site holds only their listings). */
export type ServiceEntries = Map<string, Entry<ServiceData>>;

type Template<K extends PageKind> = (props: PageProps, content: Extract<PageContent, { kind: K }>, services: ServiceEntries) => ReactElement;

const SIMPLE_PAGES: Record<SimplePageId, (props: PageProps) => ReactElement> = {
  'gracias-por-contactar': ThanksPage,
  'app-coming-soon': AppComingSoonPage,
  login: LoginPage,
  admin: AdminPage,
  'verify-email': VerifyEmailPage,
  '404': NotFoundPage,
};

const TEMPLATES: { [K in PageKind]: Template<K> } = {
  landing: (props) => <LandingPage {...props} />,
  catalogue: (props) => <CataloguePage {...props} />,
  service: (props, { listing }, services) => <ServicePage {...props} entry={services.get(listing.slug)!} name={listing.data.name} />,
  constructor: (props, { entry }) => <ConstructorPage {...props} entry={entry} />,
  hub: (props, { entry }) => <HubPage {...props} entry={entry} />,
  blog: (props) => <BlogListPage {...props} firstDrawing={props.site.posts[0] && drawingOf(props.site.posts[0].data.illustration)} />,
  post: (props, { entry }) => <BlogPostPage {...props} entry={entry} drawing={drawingOf(props.page.illustration)} />,
  legal: (props, { entry }) => <LegalPage {...props} entry={entry} />,
  simple: (props, { id }) => SIMPLE_PAGES[id](props),
  alias: (props, { target, targetName }) => <AliasPage {...props} target={target} targetName={targetName} />,
};

/**
 * A page as HTML; a service page with its entry among `services`. The layout leaves its <style> element empty: what
 * of the stylesheet the page uses is known once its markup is.
 */
export function renderPage(site: Site, page: Page, assets: AssetManifest, services: ServiceEntries = new Map()): string {
  const template = TEMPLATES[page.content.kind] as Template<PageKind>;
  const html = renderToStaticMarkup(template({ site, page, assets }, page.content, services));
  const css = pageStylesheet(assets.styleRules, html, assets.scripts[scriptBundleName(page.scripts)]?.cssNames ?? []);
  // A function, so that a "$" in the stylesheet is never read as a replacement pattern ("$&", "$'").
  return withBasePath(`<!doctype html>${html.replace('<style></style>', () => inlineStylesheet(css))}`, site.basePath);
}

/**
 * The pages as files. With a memo (the dev server), a page is made again only when its own entry, what it shows of
 * the rest of the site (the site record, service pages as listings), or the assets changed.
 */
export function renderPages(site: Site, pages: Page[], assets: AssetManifest, services: ServiceEntries, memo: Memo = noMemo): OutputFile[] {
  const context = memo === noMemo ? '' : JSON.stringify({ ...site, photos: [...site.photos.keys()] });
  return pages.map((page) => {
    const { content } = page;
    const own = content.kind === 'service' ? services.get(content.listing.slug) : 'entry' in content ? content.entry : undefined;
    const contents = memo.remember(`page ${page.url}`, [own, context, assets], () => refuseRepeatedIds(renderPage(site, page, assets, services), page, own));
    return { path: page.outputPath, contents };
  });
}

/**
 * An id twice on a page breaks its anchor links and the labels that name it. The templates' own ids are unique, so
 * the second one comes from a heading of the body ("## Menú" gives id="menu", which the header's menu has): the
 * author is told which, and what to do.
 */
function refuseRepeatedIds(html: string, page: Page, own: Entry<unknown> | undefined): string {
  const seen = new Set<string>();
  for (const [, id] of html.matchAll(/\sid="([^"]*)"/g)) {
    if (!seen.has(id!)) {
      seen.add(id!);
      continue;
    }
    const heading = own?.html.match(new RegExp(`<h[2-6] id="${id!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}">(.*?)</h[2-6]>`))?.[1];
    if (!own || heading === undefined) throw new Error(`${page.url}: the id "${id}" appears twice in the page's template`);
    const reason = `the heading "${toText(heading)}" gives the id "${id}", which ${page.url} already has; reword the heading`;
    throw new ContentError([{ file: own.file, field: 'body', reason }]);
  }
  return html;
}
