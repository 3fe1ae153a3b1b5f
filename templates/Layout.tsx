import type { ReactNode } from 'react';
import { clientConfig } from './client-config.ts';
import { CLIENT_CONFIG_ID } from './client-config-id.ts';
import { Breadcrumb } from './components/Breadcrumb.tsx';
import { Header } from './components/Header.tsx';
import { Footer } from './components/Footer.tsx';
import { Cached } from './components/Cached.tsx';
import { FOLD_END } from './fold.ts';
import { countedService } from './analytics-marks.ts';
import { absoluteUrl, PATHS, previewPath, speculationRules, whatsappUrl } from '../pipeline/urls.ts';
import { breadcrumbLd, businessLd, type JsonLd } from './structured-data.ts';
import { scriptBundleName, type PageKind } from '../pipeline/types.ts';
import type { PageProps } from './page-props.ts';

interface LayoutProps extends PageProps {
  /** The full document title, brand included. */
  title: string;
  description: string;
  /** Canonical path when it is not the route's own (alias pages point at their target). */
  canonicalPath?: string;
  /** Search keywords of a landing page. */
  keywords?: string[];
  /** Where the page sends the browser at once (alias pages, by a meta refresh). */
  refreshTo?: string;
  /** Elements after the footer: floating buttons. */
  floating?: ReactNode;
  /** Breadcrumb trail under the header; the last item is this page. Also written as BreadcrumbList data. */
  breadcrumb?: { name: string; href?: string }[];
  /** Structured data of this page besides the business and the breadcrumb. */
  jsonLd?: JsonLd[];
  /**
   * The chat message of this page, which the header's and the footer's WhatsApp links carry too, so that every chat
   * link of a page opens the same conversation; a general question where the page has none.
   */
  chatMessage?: string;
  children: ReactNode;
}

export function Layout(props: LayoutProps) {
  const { site, page, assets, title, description, canonicalPath, keywords, refreshTo, floating, breadcrumb, jsonLd = [], children } = props;
  const chat = whatsappUrl(site.config, props.chatMessage ?? `Hola, quiero información sobre los servicios de ${site.config.brand}.`);
  const canonical = absoluteUrl(site.config, canonicalPath ?? page.url);
  const script = assets.scripts[scriptBundleName(page.scripts)];
  const isHome = page.url === PATHS.home;
  const data = [...(breadcrumb ? [breadcrumbLd(site.config, breadcrumb, page.url)] : []), ...jsonLd].map(jsonForHtml);
  const counted = countedService(page);
  const image = absoluteUrl(site.config, previewPath(page.url));
  return (
    <html lang="es-CO">
      <head>
        <Cached
          name="head"
          varies={[page.content.kind, page.indexable, site.preview, keywords !== undefined, refreshTo !== undefined]}
          slots={{ title, description, canonical, keywords: keywords?.join(', ') ?? '', image, refresh: `0; url=${refreshTo}` }}
        >
          {(slots) => (
            <HeadTags brand={site.config.brand} kind={page.content.kind} indexable={page.indexable} noindex={!page.indexable || site.preview} withKeywords={keywords !== undefined} withRefresh={refreshTo !== undefined} {...slots} />
          )}
        </Cached>
        {/* Filled once the page is rendered with the rules it uses and the policy that allows them (pipeline/render/page-styles.ts):
            this one response paints the first screen. */}
        <style />
      </head>
      <body>
        <a className="skip-link" href="#contenido">
          Saltar al contenido
        </a>
        <Cached name="header" varies={[page.content.kind]} slots={{ chat }}>
          {(slots) => <Header site={site} kind={page.content.kind} chat={slots.chat} />}
        </Cached>
        <main id="contenido" tabIndex={-1}>
          {breadcrumb ? <Breadcrumb items={breadcrumb} /> : null}
          {children}
        </main>
        <Cached name="footer" slots={{ chat }}>
          {(slots) => <Footer site={site} chat={slots.chat} />}
        </Cached>
        {/* From here on, what is fixed to the screen: on the first screen, so its styles come inline (templates/fold.ts). */}
        <div className="toaster" data-toaster aria-live="polite" aria-atomic="false" {...{ [FOLD_END]: '' }} />
        {floating}
        <Cached name="client config" varies={[script?.url, page.scripts.includes('login'), counted.service]}>
          {() => <script type="application/json" id={CLIENT_CONFIG_ID} dangerouslySetInnerHTML={{ __html: jsonForHtml({ ...clientConfig(site, page, script?.text ?? ''), ...counted }) }} />}
        </Cached>
        {/* The page's code, started once the page has painted (pipeline/render/script-loader.ts). */}
        {script ? <script data-src={`${site.basePath}${script.url}`} dangerouslySetInnerHTML={{ __html: assets.loader }} /> : null}
        {/* Data for search engines, after the content: the first screen's bytes come first. */}
        <Cached name="business data" varies={[isHome]}>
          {() => <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForHtml(businessLd(site, isHome)) }} />}
        </Cached>
        {data.map((block, i) => (
          <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: block }} />
        ))}
        <Cached name="speculation rules">{() => <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules(site.basePath) }} />}</Cached>
      </body>
    </html>
  );
}

/** The head's varying values: those of its cache key, then its slots. */
interface HeadTagsProps {
  brand: string;
  kind: PageKind;
  indexable: boolean;
  /** Whether search engines are asked to leave the page out: a page that is not indexable, or any page of a preview. */
  noindex: boolean;
  withKeywords: boolean;
  withRefresh: boolean;
  title: string;
  description: string;
  canonical: string;
  keywords: string;
  /** The share preview's address, shown when the page is indexable. */
  image: string;
  /** The meta refresh's content: "0; url=/servicios/x". */
  refresh: string;
}

/** What the <head> says of the page, before its stylesheet: a cached part, its texts and addresses in slots. */
function HeadTags({ brand, kind, indexable, noindex, withKeywords, withRefresh, title, description, canonical, keywords, image, refresh }: HeadTagsProps) {
  return (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{title}</title>
      <meta name="description" content={description} />
      {withKeywords ? <meta name="keywords" content={keywords} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={canonical} />
      <meta property="og:locale" content="es_CO" />
      <meta property="og:site_name" content={brand} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:type" content={kind === 'post' ? 'article' : 'website'} />
      {/* X reads the title, description and picture from the Open Graph tags when it finds no twitter: ones. */}
      <meta name="twitter:card" content={indexable ? 'summary_large_image' : 'summary'} />
      {indexable ? (
        <>
          <meta property="og:image" content={image} />
          <meta property="og:image:width" content="1200" />
          <meta property="og:image:height" content="630" />
          <meta property="og:image:alt" content={title} />
        </>
      ) : null}
      <meta name="theme-color" content="#0b3c5d" />
      {/* The icon is linked, not written into the page: browsers ask for a linked icon on their own once the page has
          loaded, which can come before its paint, and nothing on the page waits for it (tests/e2e/first-paint.test.ts
          holds it until the paint has come); search engines take the apple-touch-icon. The manifest is linked by the
          page's script, once the page has painted (client/site.ts). */}
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      {kind === 'blog' || kind === 'post' ? (
        <link rel="alternate" type="application/atom+xml" title={`Blog de ${brand}`} href={PATHS.feed} />
      ) : null}
      {withRefresh ? <meta httpEquiv="refresh" content={refresh} /> : null}
    </>
  );
}

/** JSON inside a script element must not be able to close it. */
function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
