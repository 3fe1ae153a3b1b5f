// Stage 5: each page through its template to static HTML. No hydration: the markup is the page.
import type { ReactElement } from 'react';
import type { PageProps } from '../../templates/page-props.ts';
import { AdminPage } from '../../templates/pages/AdminPage.tsx';
import { AliasPage } from '../../templates/pages/AliasPage.tsx';
import { AppComingSoonPage } from '../../templates/pages/AppComingSoonPage.tsx';
import { BlogListPage } from '../../templates/pages/BlogListPage.tsx';
import { BlogPostPage } from '../../templates/pages/BlogPostPage.tsx';
import { partsBeforeOffset, renderWithCache, type CachedPart, type PageMarkup, type PartCache } from './part-cache.ts';
import { CataloguePage } from '../../templates/pages/CataloguePage.tsx';
import { ConstructorPage } from '../../templates/pages/ConstructorPage.tsx';
import { HubPage } from '../../templates/pages/HubPage.tsx';
import { LandingPage } from '../../templates/pages/LandingPage.tsx';
import { LegalPage } from '../../templates/pages/LegalPage.tsx';
import { LoginPage } from '../../templates/pages/LoginPage.tsx';
import { NotFoundPage } from '../../templates/pages/NotFoundPage.tsx';
import { ServicePage } from '../../templates/pages/ServicePage.tsx';
import { ThanksPage } from '../../templates/pages/ThanksPage.tsx';
import { JobPage } from '../../templates/pages/JobPage.tsx';
import { JobsPage } from '../../templates/pages/JobsPage.tsx';
import { VerifyEmailPage } from '../../templates/pages/VerifyEmailPage.tsx';
import { drawingOf } from '../pictures/drawables.ts';
import { ContentError } from '../errors.ts';
import { toText } from '../content/markdown.ts';
import { noMemo, type Memo } from '../memo.ts';
import { combineMarkupNames, pageStyleElement, readMarkup, type MarkupNames, type StyleRules } from './page-styles.ts';
import { scriptBundleName, type AssetManifest, type OutputFile, type Page, type PageContent, type PageKind, type SimplePageId } from '../types.ts';
import type { Site } from '../collections.ts';
import { withBasePath } from '../urls.ts';
import { FOLD, FOLD_END, LATER_STYLES } from '../../templates/fold.ts';

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
  jobs: (props) => <JobsPage {...props} />,
  job: (props, { entry }) => <JobPage {...props} entry={entry} />,
  alias: (props, { target, targetName }) => <AliasPage {...props} target={target} targetName={targetName} />,
};

/**
 * A page's HTML. The layout leaves its <style> element empty: what of the stylesheet the page uses is known once its
 * markup is. On a page with a fold (templates/fold.ts) that is what the markup before the fold and after its end uses,
 * and the whole stylesheet follows as a file for the rest, in a <noscript>: read as it is without JavaScript, and
 * linked by the script loader once the page has painted (pipeline/render/script-loader.ts). With `cache`, the build's
 * part cache, <Cached> parts are copied from it; without, every part is rendered (tests/cached-parts.test.ts compares
 * the two).
 */
export function renderPage(site: Site, page: Page, assets: AssetManifest, cache?: PartCache): string {
  const template = TEMPLATES[page.content.kind] as Template<PageKind>;
  const markup = renderWithCache(template({ site, page, assets }, page.content), cache);
  const { usedNames, firstScreen, repeatedId } = namesInPage(markup, assets.styleRules, page);
  if (repeatedId !== undefined) refuseRepeatedId(repeatedId, page);
  const scriptNames = assets.scripts[scriptBundleName(page.scripts)]?.cssNames ?? [];
  const style = pageStyleElement(assets.styleRules, firstScreen ?? usedNames, scriptNames, { linked: firstScreen !== undefined });
  // The first empty <style> is the layout's, in the page's own markup after the cached part of the <head>.
  const pieces = ['<!doctype html>', ...markup.pieces];
  const at = pieces.findIndex((piece) => piece.includes(EMPTY_STYLE));
  if (at < 0) throw new Error(`${page.url}: the layout's empty <style> is not in the page's <head>`);
  pieces[at] = pieces[at]!.replace(EMPTY_STYLE, () => style);
  if (firstScreen) {
    const end = pieces.findLastIndex((piece) => piece.includes('</body>'));
    pieces[end] = pieces[end]!.replace('</body>', () => `<noscript ${LATER_STYLES}><link rel="stylesheet" href="${assets.stylesheet}"/></noscript></body>`);
  }
  const html = pieces.join('');
  return site.basePath ? withBasePath(html, site.basePath) : html;
}

const EMPTY_STYLE = '<style></style>';

/** The style names and ids of each cached part, read once for each stylesheet. */
const namesOfPart = new WeakMap<StyleRules, WeakMap<CachedPart, MarkupNames>>();

/**
 * The stylesheet's names a page uses and the first id it holds twice: read from the page's own markup and from each
 * part copied into it, as often as it shows it. A part's slots hold only text and attribute values, which name nothing.
 * On a page with a fold (in its own markup), also the names its first screen can show: the markup before the fold and
 * from its end on, its own and its parts', each read once.
 */
function namesInPage({ own, parts }: PageMarkup, stylesheet: StyleRules, page: Page): { usedNames: Uint8Array; firstScreen?: Uint8Array; repeatedId?: string } {
  const known = namesOfPart.get(stylesheet) ?? namesOfPart.set(stylesheet, new WeakMap()).get(stylesheet)!;
  const read = (part: CachedPart) => {
    let names = known.get(part);
    if (!names) known.set(part, (names = readMarkup(part.markup, stylesheet)));
    return names;
  };
  const fold = own.indexOf(` ${FOLD}=""`);
  if (fold < 0) return combineMarkupNames([readMarkup(own, stylesheet), ...parts.map(read)], stylesheet);
  const foldEnd = own.indexOf(` ${FOLD_END}=""`, fold);
  if (foldEnd < 0) throw new Error(`${page.url}: the page has a fold but the layout marks no end of it (templates/fold.ts)`);
  // Cut at the start tags of the fold and of its end: no tag is cut, and each part is wholly on one side.
  const [from, to] = [own.lastIndexOf('<', fold), own.lastIndexOf('<', foldEnd)];
  const [partsBefore, partsUntilEnd] = [partsBeforeOffset(own, from), partsBeforeOffset(own, to)];
  const firstScreen = [readMarkup(own.slice(0, from), stylesheet), readMarkup(own.slice(to), stylesheet), ...parts.slice(0, partsBefore).map(read), ...parts.slice(partsUntilEnd).map(read)];
  const belowFold = [readMarkup(own.slice(from, to), stylesheet), ...parts.slice(partsBefore, partsUntilEnd).map(read)];
  return { ...combineMarkupNames([...firstScreen, ...belowFold], stylesheet), firstScreen: combineMarkupNames(firstScreen, stylesheet).usedNames };
}

/**
 * What other pages show of a service page: the catalogue card, hub links, alias pages, share previews, the sitemap.
 * The dev server renders a page again when these change on any service page, and when anything of its own does.
 */
const FIELDS_OTHER_PAGES_SHOW = ['name', 'group', 'summary', 'searchTerms', 'keywords', 'illustration', 'aliases', 'updated', 'hero', 'whatsapp'] as const;

/**
 * The pages as files, rendered with the build's part cache (none: every part rendered in each page). With a memo
 * (the dev server), a page is rendered again only when its own entry, what it shows of the rest of the site (the
 * site record, of service pages FIELDS_OTHER_PAGES_SHOW), or the assets changed.
 */
export function renderPages(site: Site, pages: Page[], assets: AssetManifest, cache: PartCache | undefined, memo: Memo = noMemo): OutputFile[] {
  const services = () => site.services.map(({ slug, data }) => [slug, FIELDS_OTHER_PAGES_SHOW.map((field) => data[field])]);
  const context = memo === noMemo ? '' : JSON.stringify({ ...site, services: services(), photos: [...site.photos.keys()] });
  return pages.map((page) => {
    const { content } = page;
    const own = 'entry' in content ? content.entry : undefined;
    const contents = memo.remember(`page ${page.url}`, [own, context, assets], () => renderPage(site, page, assets, cache));
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
