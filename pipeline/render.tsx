// Stage 5: each page through its template to static HTML. No hydration: the markup is the page.
import type { ReactElement } from 'react';
import type { PageProps } from '../templates/page-props.ts';
import { AdminPage } from '../templates/pages/AdminPage.tsx';
import { AliasPage } from '../templates/pages/AliasPage.tsx';
import { AppComingSoonPage } from '../templates/pages/AppComingSoonPage.tsx';
import { BlogListPage } from '../templates/pages/BlogListPage.tsx';
import { BlogPostPage } from '../templates/pages/BlogPostPage.tsx';
import { markupOf, renderShared, type SharedPart, type SplicedMarkup } from '../templates/components/Shared.tsx';
import { hearNames } from '../templates/jsx-runtime.ts';
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
import { heardNames, pageStyleElement, readMarkup, together, type HeardNames, type MarkupNames, type StyleRules } from './page-styles.ts';
import { scriptBundleName, type AssetManifest, type Entry, type OutputFile, type Page, type PageContent, type PageKind, type ServiceData, type SimplePageId, type Site } from './types.ts';
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
  blog: (props) => <BlogListPage {...props} firstDrawing={props.site.posts[0] && drawingOf(props.site.posts[0].data.illustration)} />,
  post: (props, { entry }) => <BlogPostPage {...props} entry={entry} drawing={drawingOf(props.page.illustration)} />,
  legal: (props, { entry }) => <LegalPage {...props} entry={entry} />,
  simple: (props, { id }) => SIMPLE_PAGES[id](props),
  alias: (props, { target, targetName }) => <AliasPage {...props} target={target} targetName={targetName} />,
};

/**
 * A page as the bytes of its HTML. The layout leaves its <style> element empty: what of the stylesheet the page uses
 * is known once its markup is.
 */
export function renderPage(site: Site, page: Page, assets: AssetManifest): Buffer {
  const template = TEMPLATES[page.content.kind] as Template<PageKind>;
  const { result, heard } = hearNames(() => renderShared(template({ site, page, assets }, page.content)));
  const { chunks, parts } = result;
  const markup = readPage(heard, parts, assets.styleRules);
  if (markup.repeatedId !== undefined) refuseRepeatedId(markup.repeatedId, page);
  const style = pageStyleElement(assets.styleRules, markup.names, assets.scripts[scriptBundleName(page.scripts)]?.cssNames ?? []);
  return pageBytes(['<!doctype html>', ...withStyle(chunks, style)], site.basePath);
}

const EMPTY_STYLE = '<style></style>';

/** The chunks with the first empty <style> element in them replaced by `style`. */
function withStyle(chunks: SplicedMarkup['chunks'], style: Buffer): SplicedMarkup['chunks'] {
  // In the page's own markup: a part never holds the layout's <head>.
  const i = chunks.findIndex((chunk) => typeof chunk === 'string' && chunk.includes(EMPTY_STYLE));
  if (i < 0) return chunks;
  const chunk = chunks[i] as string;
  const at = chunk.indexOf(EMPTY_STYLE);
  return [...chunks.slice(0, i), chunk.slice(0, at), style, chunk.slice(at + EMPTY_STYLE.length), ...chunks.slice(i + 1)];
}

/** Where a page's chunks are written before its bytes are copied out; grown for a larger page. */
let scratch = Buffer.allocUnsafeSlow(1 << 18);

/**
 * The chunks, joined, as UTF-8. Written one by one rather than joined first: the parts and the style element come
 * encoded already, and the stylesheet's "›" would make the joined page a string of two-byte characters, which V8
 * copies whole and then encodes at a third of the speed.
 */
function pageBytes(chunks: SplicedMarkup['chunks'], basePath: string): Buffer {
  if (basePath) return Buffer.from(withBasePath(markupOf(chunks), basePath));
  // A UTF-16 code unit takes at most three bytes in UTF-8.
  const most = chunks.reduce((sum, chunk) => sum + (typeof chunk === 'string' ? 3 * chunk.length : chunk.length), 0);
  if (most > scratch.length) scratch = Buffer.allocUnsafeSlow(most);
  let length = 0;
  for (const chunk of chunks) {
    if (typeof chunk === 'string') length += scratch.write(chunk, length);
    else {
      scratch.set(chunk, length);
      length += chunk.length;
    }
  }
  return Buffer.from(scratch.subarray(0, length));
}

/** Each part's names and ids, read once for each stylesheet. */
const partsRead = new WeakMap<StyleRules, WeakMap<SharedPart, MarkupNames>>();

/**
 * What readMarkup would find in the whole page: what its own elements asked for as they rendered, and what each part
 * it shows holds, as often as it shows it.
 */
function readPage(heard: HeardNames, parts: SharedPart[], stylesheet: StyleRules): { names: Uint8Array; repeatedId?: string } {
  const known = partsRead.get(stylesheet) ?? partsRead.set(stylesheet, new WeakMap()).get(stylesheet)!;
  const read = (part: SharedPart) => {
    let inPart = known.get(part);
    if (!inPart) known.set(part, (inPart = readMarkup(part.markup, stylesheet)));
    return inPart;
  };
  return together([...heardNames(heard, stylesheet), ...parts.map(read)], stylesheet);
}

/**
 * What other pages show of a service page: the catalogue card, hub links, alias pages, share previews, the sitemap.
 * The dev server renders a page again when these change on any service page, and when anything of its own does.
 */
const SHOWN_ON_OTHER_PAGES = ['name', 'group', 'summary', 'searchTerms', 'keywords', 'illustration', 'aliases', 'updated', 'hero', 'whatsapp'] as const;

/**
 * A service page's entry as other pages see it: no body, of its data only SHOWN_ON_OTHER_PAGES. Rendering any page
 * with a site that holds such entries, and its own entry whole, gives the same HTML as with the whole site, in a
 * tenth of the memory: what a site large enough for render threads holds (pipeline/scale/).
 */
export function asOtherPagesSeeIt(entry: Entry<ServiceData>): Entry<ServiceData> {
  // Typed as the whole data: no template reads another field of another page (tests/render-threads.test.ts compares).
  const data = Object.fromEntries(SHOWN_ON_OTHER_PAGES.map((field) => [field, entry.data[field]])) as unknown as ServiceData;
  return { ...entry, html: '', links: [], data };
}

/**
 * The pages as files. With a memo (the dev server), a page is made again only when its own entry, what it shows of
 * the rest of the site (the site record, of service pages SHOWN_ON_OTHER_PAGES), or the assets changed.
 */
export function renderPages(site: Site, pages: Page[], assets: AssetManifest, memo: Memo = noMemo): OutputFile[] {
  const services = () => site.services.map(({ slug, data }) => [slug, SHOWN_ON_OTHER_PAGES.map((field) => data[field])]);
  const context = memo === noMemo ? '' : JSON.stringify({ ...site, services: services(), photos: [...site.photos.keys()] });
  return pages.map((page) => {
    const { content } = page;
    const own = 'entry' in content ? content.entry : undefined;
    const contents = memo.remember(`page ${page.url}`, [own, context, assets], () => renderPage(site, page, assets));
    return { path: page.outputPath, contents };
  });
}

/**
 * An id twice on a page breaks its anchor links and the labels that name it. The templates' own ids are unique, so
 * the second one comes from a heading of the body ("## Menú" gives id="menu", which the header's menu has): the
 * author is told which, and what to do.
 */
function refuseRepeatedId(id: string, page: Page): never {
  const own = 'entry' in page.content ? page.content.entry : undefined;
  const heading = own?.html.match(new RegExp(`<h[2-6] id="${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}">(.*?)</h[2-6]>`))?.[1];
  if (!own || heading === undefined) throw new Error(`${page.url}: the id "${id}" appears twice in the page's template`);
  const reason = `the heading "${toText(heading)}" gives the id "${id}", which ${page.url} already has; reword the heading`;
  throw new ContentError([{ file: own.file, field: 'body', reason }]);
}
