// Record types passed between build stages. Content types are inferred from the schema, never written twice.
import type { z } from 'zod';
import type { StyleRules } from './render/page-styles.ts';
import type * as s from './content/schema.ts';

export type SiteConfig = z.infer<typeof s.siteSchema>;
export type ServiceData = z.infer<typeof s.serviceSchema>;
export type ConstructorData = z.infer<typeof s.constructorSchema>;
export type CatalogueData = z.infer<typeof s.catalogueSchema>;
export type HubData = z.infer<typeof s.hubSchema>;
export type BlogPostData = z.infer<typeof s.blogPostSchema>;
export type LegalData = z.infer<typeof s.legalSchema>;
export type SimplePageData = z.infer<typeof s.simplePageSchema>;
export type Synonyms = z.infer<typeof s.synonymsSchema>;
export type WorkData = z.infer<typeof s.workSchema>;
export type Card = ServiceData['cards'][number];
export type Benefit = ServiceData['benefits'][number];
export type Illustration = ServiceData['illustration'];

/** What the rules about one entry read besides it: site.yaml, the build's day in Cartagena (YYYY-MM-DD), the photos. */
export interface EntryContext {
  config: SiteConfig;
  today: string;
  photos: Photos;
}

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
  /** The line of the file on which the body starts, so that problems in it name the file's line. */
  bodyLine: number;
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

export const SIMPLE_PAGES = ['gracias-por-contactar', 'app-coming-soon', 'login', 'admin', 'verify-email', '404'] as const;
export type SimplePageId = (typeof SIMPLE_PAGES)[number];

/** Client script entry points under client/, by file name without extension. */
export const SCRIPT_NAMES = ['site', 'catalogue-tabs', 'video-facade', 'contact-form', 'login', 'admin', 'verify-email', 'request-builder', 'chat-when', 'taps'] as const;
export type ScriptName = (typeof SCRIPT_NAMES)[number];
/** The one file a page's scripts are bundled into, by its scripts in their order: "site+contact-form". */
export const scriptBundleName = (scripts: readonly ScriptName[]) => scripts.join('+');

/** What a page shows, by kind: the template that renders it and the entry it is made from. */
export type PageContent =
  | { kind: 'landing' }
  | { kind: 'catalogue' }
  | { kind: 'service'; entry: Entry<ServiceData> }
  | { kind: 'constructor'; entry: Entry<ConstructorData> }
  | { kind: 'hub'; entry: Entry<HubData> }
  | { kind: 'blog' }
  | { kind: 'post'; entry: Entry<BlogPostData> }
  | { kind: 'legal'; entry: Entry<LegalData> }
  | { kind: 'simple'; id: SimplePageId; entry: Entry<SimplePageData> }
  | { kind: 'alias'; target: string; targetName: string }
  | { kind: 'jobs' }
  | { kind: 'job'; entry: Entry<WorkData> };
export type PageKind = PageContent['kind'];

/**
 * One page of the site, planned once (planPages, collections.ts) with everything later stages need, so that they never ask again
 * which kind of page it is.
 */
export interface Page {
  url: string;
  outputPath: string;
  /** False for pages that must stay out of search engines and the sitemap. */
  indexable: boolean;
  scripts: ScriptName[];
  /** The title its share preview shows. */
  title: string;
  /** What its pictures are drawn from; the hero illustration also at `illustrationUrl` when it has one. */
  illustration: Illustration;
  illustrationUrl?: string;
  /** Last change of its content (YYYY-MM-DD), for the sitemap. */
  updated: string;
  /** How its chat opens, on pages with the WhatsApp request builder (and so a QR code of the plain link). */
  chat?: ServiceData['whatsapp'];
  /** How many real jobs it shows, for the analytics. */
  jobs?: number;
  content: PageContent;
}

/** One file holding the scripts of a set of pages. */
export interface PageScript {
  url: string;
  /** Its text, which says what of the page's configuration it reads (client-config.ts). */
  text: string;
  /** The names of the stylesheet's `styleRules.names` it may add to the page (namesInScript). */
  cssNames: string[];
}

/** Built assets a page can reference: hashed URLs by logical name. */
export interface AssetManifest {
  /** The whole stylesheet, minified: each page carries the part of it that it uses (pipeline/render/page-styles.ts). */
  css: string;
  /** The same, split into its rules, of which a page takes those it can use. */
  styleRules: StyleRules;
  /** The address of the same as a file, which a page with a fold links for what lies below it (templates/fold.ts). */
  stylesheet: string;
  /** A page's script bundle, by scriptBundleName. */
  scripts: Record<string, PageScript>;
  /** The inline script that starts a page's bundle once the page has painted (pipeline/render/script-loader.ts). */
  loader: string;
  /** Files to write besides the pages, path relative to the output folder. */
  files: MadeFile[];
}

/** A file of the output: its bytes, or the file of the cache folder that holds them (a picture). */
export type OutputFile = MadeFile | KeptFile;

export interface MadeFile {
  path: string;
  contents: string | Uint8Array;
}

/**
 * A picture kept in the cache folder (pipeline/cache.ts), which never changes in place: a fresh output folder on the
 * same disk links it, and its bytes are read only where it cannot (another disk, the dev server, a build in memory).
 */
export interface KeptFile {
  path: string;
  from: string;
  size: number;
}

/** A photo of content/fotos/, measured. */
export interface Photo {
  /** As authors write it: "fotos/aire-acondicionado.jpg". */
  name: string;
  absolute: string;
  width: number;
  height: number;
  hash: string;
  /** The original's size in bytes. */
  bytes: number;
  /** The location tag the original holds (GPS, or a place written in its XMP or IPTC), which no photo may publish. */
  location?: string;
  /** Why the file cannot be read as an image (empty, truncated, not a picture); such a photo is never drawn. */
  unreadable?: string;
}
export type Photos = Map<string, Photo>;
