// Stage 4: each route through its template to static HTML. No hydration: the markup is the page.
import type { ReactElement } from 'react';
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
import { renderShared } from '../templates/components/Shared.tsx';
import { ThanksPage } from '../templates/pages/ThanksPage.tsx';
import { VerifyEmailPage } from '../templates/pages/VerifyEmailPage.tsx';
import { withBasePath } from '../templates/links.ts';
import type { PageProps } from '../templates/page-props.ts';
import { imageUrls } from './routes.ts';
import type { AssetManifest, Entry, OutputFile, Route, ServiceData, Site } from './types.ts';

const BATCH = 100;

/**
 * The pages but the service pages (see services.ts), in batches of files, so that the caller can write each batch
 * and let it go.
 */
export function* renderPages(site: Site, routes: Route[], assets: AssetManifest): Generator<OutputFile[]> {
  const pages = routes.filter((r) => r.page.kind !== 'service');
  for (let i = 0; i < pages.length; i += BATCH) {
    yield pages.slice(i, i + BATCH).map((route) => ({ path: route.outputPath, contents: renderRoute({ site, route, assets }) }));
  }
}

/** A route's page as HTML; a service page also needs its full entry, which only its shard holds. */
export function renderRoute(props: PageProps, service?: Entry<ServiceData>): Buffer {
  const { basePath } = props.site;
  return renderShared(pageFor(props, service), { before: '<!doctype html>', rewrite: (html) => withBasePath(html, basePath) });
}

function pageFor(props: PageProps, service: Entry<ServiceData> | undefined): ReactElement {
  const { site, route } = props;
  const spec = route.page;
  const find = <T extends { slug: string }>(list: T[], slug: string) => list.find((e) => e.slug === slug)!;
  switch (spec.kind) {
    case 'landing':
      return <LandingPage {...props} />;
    case 'catalogue':
      return <CataloguePage {...props} />;
    case 'service':
      if (service?.slug !== spec.slug) throw new Error(`${route.url}: a service page is rendered with its entry, by its shard`);
      return <ServicePage {...props} entry={service} name={service.data.name} illustrationUrl={imageUrls.service(spec.slug)} />;
    case 'constructor':
      return <ConstructorPage {...props} illustrationUrl={imageUrls.service('constructor')} />;
    case 'hub':
      return <HubPage {...props} entry={find(site.hubs, spec.slug)} />;
    case 'blog':
      return <BlogListPage {...props} imageUrl={imageUrls.post} />;
    case 'post':
      return <BlogPostPage {...props} entry={find(site.posts, spec.slug)} imageUrl={imageUrls.post(spec.slug)} />;
    case 'legal':
      return <LegalPage {...props} entry={site.legal[spec.which]} />;
    case 'alias': {
      const target = find(site.services, spec.target.replace('/servicios/', ''));
      return <AliasPage {...props} target={spec.target} targetName={target.data.name} />;
    }
    case 'simple':
      switch (spec.id) {
        case 'gracias-por-contactar':
          return <ThanksPage {...props} />;
        case 'app-coming-soon':
          return <AppComingSoonPage {...props} />;
        case 'login':
          return <LoginPage {...props} />;
        case 'admin':
          return <AdminPage {...props} />;
        case 'verify-email':
          return <VerifyEmailPage {...props} />;
        case '404':
          return <NotFoundPage {...props} />;
      }
  }
}
