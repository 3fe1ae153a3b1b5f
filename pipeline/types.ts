// Record types passed between build stages. Content types are inferred from the schema, never written twice.
import type { z } from 'zod';
import type { Photos } from './photos.ts';
import type * as s from './schema.ts';

export type SiteConfig = z.infer<typeof s.siteSchema>;
export type ServiceData = z.infer<typeof s.serviceSchema>;
export type ConstructorData = z.infer<typeof s.constructorSchema>;
export type LandingData = z.infer<typeof s.landingSchema>;
export type CatalogueData = z.infer<typeof s.catalogueSchema>;
export type HubData = z.infer<typeof s.hubSchema>;
export type BlogPostData = z.infer<typeof s.blogPostSchema>;
export type BlogListData = z.infer<typeof s.blogListSchema>;
export type LegalData = z.infer<typeof s.legalSchema>;
export type SimplePageData = z.infer<typeof s.simplePageSchema>;
export type Card = ServiceData['cards'][number];
export type Benefit = ServiceData['benefits'][number];
export type Illustration = ServiceData['illustration'];

/** A content file as read from disk, before validation. */
export interface RawEntry {
  /** Path relative to the project, as the author sees it: "content/servicios/x.md". */
  file: string;
  /** File name without extension; the URL slug for collections. */
  slug: string;
  /** Parsed YAML (front matter or the whole file). */
  data: unknown;
  /** Markdown body; empty for YAML files. */
  body: string;
}

/** A validated content entry: its data plus the body rendered to HTML. */
export interface Entry<T> {
  file: string;
  slug: string;
  data: T;
  /** Body as HTML, placeholders such as {{brand}} filled in. */
  html: string;
  /** Site paths the body links to, for the dead-link check. */
  links: string[];
}

export const SIMPLE_PAGES = [
  'gracias-por-contactar',
  'app-coming-soon',
  'login',
  'admin',
  'verify-email',
  '404',
] as const;
export type SimplePageId = (typeof SIMPLE_PAGES)[number];

/**
 * Every content entry that becomes (part of) a page, for checks that read them all; service pages, whose entries
 * stay in their shards (see services.ts), are checked there and through their listings.
 */
export function allEntries(site: Site): Entry<{ title: string; description: string }>[] {
  return [site.landing, site.catalogue, site.builder, site.blog, ...site.hubs, ...site.posts,
    site.legal.terms, site.legal.privacy, ...Object.values(site.pages)];
}

/**
 * What the rest of the site knows of a service page: enough for the catalogue, the hubs, the aliases, the sitemap
 * and the site-wide checks. Service pages are read and rendered in shards, possibly in other threads, and the full
 * entry, body and all, stays in the shard that builds its page.
 */
export interface ServiceListing {
  file: string;
  slug: string;
  data: Pick<ServiceData, 'name' | 'group' | 'aliases' | 'updated' | 'illustration'>;
  /** Site paths the page links to by hand (cards, body), with the field that gives each, for the dead-link check. */
  links: { field: string; link: string }[];
}

/** Everything the site is made of, validated and cross-checked. */
export interface Site {
  config: SiteConfig;
  /** Prefix of every site path when the site lives under a sub-path (BASE_PATH), e.g. "/servictg"; else "". */
  basePath: string;
  landing: Entry<LandingData>;
  catalogue: Entry<CatalogueData>;
  services: ServiceListing[];
  builder: Entry<ConstructorData>;
  hubs: Entry<HubData>[];
  blog: Entry<BlogListData>;
  posts: Entry<BlogPostData>[];
  legal: { terms: Entry<LegalData>; privacy: Entry<LegalData> };
  pages: Record<SimplePageId, Entry<SimplePageData>>;
  /** Photos of content/fotos/, which bodies show through Markdown images. */
  photos: Photos;
}

/** Client script entry points under client/, by file name without extension. */
export const SCRIPT_NAMES = ['site', 'catalogue-tabs', 'video-facade', 'contact-form', 'login', 'admin', 'verify-email'] as const;
export type ScriptName = (typeof SCRIPT_NAMES)[number];

/** One page to render: where it lives and which template and content make it. */
export interface Route {
  url: string;
  outputPath: string;
  /** False for pages that must stay out of search engines and the sitemap. */
  indexable: boolean;
  scripts: ScriptName[];
  page: PageSpec;
}

export type PageSpec =
  | { kind: 'landing' }
  | { kind: 'catalogue' }
  | { kind: 'service'; slug: string }
  | { kind: 'constructor' }
  | { kind: 'hub'; slug: string }
  | { kind: 'blog' }
  | { kind: 'post'; slug: string }
  | { kind: 'legal'; which: 'terms' | 'privacy' }
  | { kind: 'simple'; id: SimplePageId }
  | { kind: 'alias'; target: string };

/** Built assets a page can reference: hashed URLs by logical name. */
export interface AssetManifest {
  css: string;
  /** Script name → its URL and the URLs of the chunks it imports. */
  scripts: Record<ScriptName, { url: string; imports: string[] }>;
  /** Files to write besides the pages, path relative to the output folder. */
  files: { path: string; contents: string | Uint8Array }[];
}

export interface OutputFile {
  path: string;
  contents: string | Uint8Array;
}
