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
import { noMemo, type Memo } from './memo.ts';
import type { AssetManifest, OutputFile, Page, PageContent, PageKind, SimplePageId, Site } from './types.ts';
import { withBasePath } from './urls.ts';

type Template<K extends PageKind> = (props: PageProps, content: Extract<PageContent, { kind: K }>) => ReactElement;

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
  service: (props, { entry }) => <ServicePage {...props} entry={entry} name={entry.data.name} />,
  constructor: (props, { entry }) => <ConstructorPage {...props} entry={entry} />,
  hub: (props, { entry }) => <HubPage {...props} entry={entry} />,
  blog: (props) => <BlogListPage {...props} />,
  post: (props, { entry }) => <BlogPostPage {...props} entry={entry} />,
  legal: (props, { entry }) => <LegalPage {...props} entry={entry} />,
  simple: (props, { id }) => SIMPLE_PAGES[id](props),
  alias: (props, { target, targetName }) => <AliasPage {...props} target={target} targetName={targetName} />,
};

/** A page as HTML. */
export function renderPage(site: Site, page: Page, assets: AssetManifest): string {
  const template = TEMPLATES[page.content.kind] as Template<PageKind>;
  return withBasePath(`<!doctype html>${renderToStaticMarkup(template({ site, page, assets }, page.content))}`, site.basePath);
}

/**
 * The pages as files. With a memo (the dev server), a page is made again only when its own entry, what it shows of
 * the rest of the site, or the assets changed.
 */
export function renderPages(site: Site, pages: Page[], assets: AssetManifest, memo: Memo = noMemo): OutputFile[] {
  const context = memo === noMemo ? '' : siteContext(site);
  return pages.map((page) => {
    const own = 'entry' in page.content ? page.content.entry : undefined;
    const contents = memo.remember(`page ${page.url}`, [own, context, assets], () => renderPage(site, page, assets));
    return { path: page.outputPath, contents };
  });
}

/**
 * What any page may show of the site besides its own entry: everything but the service pages' own copy, of which
 * other pages show only the name, group and picture (catalogue, hubs, aliases).
 */
function siteContext(site: Site): string {
  const services = site.services.map(({ slug, data }) => [slug, data.name, data.group, data.illustration, data.aliases]);
  return JSON.stringify({ ...site, services, photos: [...site.photos.keys()] });
}
