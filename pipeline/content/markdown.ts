// All Markdown settings in one place: author Markdown is the only HTML the site inserts unescaped. Every attribute
// the renderer writes is escaped, the result goes through an allowlist (sanitize.ts), and whatever the allowlist
// removes is a problem naming its line, so the build stops instead of shipping the body without a word.
import { Marked, type Token, type Tokens } from 'marked';
import { escapeMarkup } from '../escape.ts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NOTHING } from '../../templates/components/LaterPicture.tsx';
import { Photo } from '../../templates/components/Photo.tsx';
import { PHOTO_EXTENSIONS } from '../pictures/photos.ts';
import { markdownBounds } from './markdown-bounds.ts';
import { hiddenHtml, htmlLinks, removals, sanitizeBody } from './sanitize.ts';
import { applySections } from './sections.ts';
import { PHOTO_FOLDER } from '../rules.ts';
import type { Photos, SiteConfig } from '../types.ts';

export interface RenderedMarkdown {
  html: string;
  /** Site paths the body links to ("/servicios/x"), for the dead-link check. */
  links: string[];
  /** What is wrong with the body, as reasons for the author, each starting "line N: " (a line of the file). */
  problems: string[];
}

/** Top-level Markdown (a paragraph, a list, an HTML block) and the file line it starts on. */
interface Block {
  token: Token;
  line: number;
  /** Where the last needle was found in `token.raw`, so that a repeated mistake gets its own line. */
  searched: number;
}

interface Problem {
  line: number;
  reason: string;
}

/**
 * A photo's <img> holds an empty SVG, a data: address, until its sources apply (templates/components/Photo.tsx); the
 * sanitizer rightly refuses data: images in a body, so the photo goes through it with this site path in their place,
 * which no author can write (an image written as HTML is refused), and gets it back after.
 */
const LATER = '/img/fotos/despues-de-pintar';

/** `{{name}}`, the name as loose as an author may type it, so that a misspelt one is caught too. */
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/**
 * Placeholders authors may write in bodies so that a new owner changes them only in site.yaml. One without a value in
 * this site.yaml (`analytics.host` without `analytics:`) belongs inside the section of its switch (sections.ts).
 */
function placeholderValues(site: SiteConfig): Record<string, string | undefined> {
  return {
    brand: site.brand,
    email: site.email,
    url: site.url,
    city: site.city,
    region: site.region,
    country: site.country,
    /** The events API's host: "plausible.io", or the owner's own server. */
    'analytics.host': site.analytics && new URL(site.analytics.endpoint).host,
  };
}

/** The body with its placeholders filled; one unknown or without a value here is left as written. */
function fillPlaceholders(source: string, site: SiteConfig): string {
  const values = placeholderValues(site);
  return source.replace(PLACEHOLDER, (whole, key: string) => (Object.hasOwn(values, key) ? (values[key] ?? whole) : whole));
}

/**
 * `firstLine` is the line of the file the body starts on, so that problems name lines the author can find. The body
 * is rendered as site.yaml builds it: its sections (sections.ts) kept or left out, its placeholders filled.
 */
export function renderMarkdown(source: string, site: SiteConfig, photos: Photos, firstLine = 1, present?: ReadonlySet<string>): RenderedMarkdown {
  const links: string[] = [];
  // Refused before marked sees it: a body past these bounds would hold the build for minutes or crash it.
  const unbounded = markdownBounds(source, firstLine);
  if (unbounded.length > 0) return { html: '', links, problems: unbounded.map((p) => `line ${p.line}: ${p.reason}`) };
  const sectioned = applySections(source, site, present);
  // Problems found in the body as built, whose lines are mapped back to the author's at the end.
  const built: Problem[] = valuelessPlaceholders(sectioned.text, site, firstLine);
  const problems: Problem[] = [...unknownPlaceholders(source, site, firstLine), ...sectioned.problems.map((p) => ({ line: firstLine + p.line, reason: p.reason }))];
  let current: Block | undefined;
  const marked = new Marked({
    gfm: true,
    async: false,
    renderer: {
      heading({ tokens, depth }) {
        // "## Quejas {#pqrs}" names its anchor, as Hugo and Pandoc write it: a link that must outlive the wording.
        const rendered = this.parser.parseInline(tokens);
        const named = /\s*\{#([a-z0-9-]+)\}\s*$/.exec(rendered);
        const inner = named ? rendered.slice(0, named.index) : rendered;
        // A heading of emoji alone has no letters to make an anchor of: it gets none rather than an empty one.
        const id = named ? named[1]! : headingId(inner);
        return `<h${depth}${id ? ` id="${escapeMarkup(id)}"` : ''}>${inner}</h${depth}>\n`;
      },
      link({ href, title, tokens }) {
        const inner = this.parser.parseInline(tokens);
        const external = /^https?:\/\//.test(href);
        const attrs = external ? ' target="_blank" rel="noopener"' : '';
        return `<a href="${escapeMarkup(href)}"${title ? ` title="${escapeMarkup(title)}"` : ''}${attrs}>${inner}</a>`;
      },
      image({ href, text }) {
        const photo = photos.get(href.replace(/^\.?\//, ''));
        const problem = (reason: string) => built.push({ line: locate(current!, [href]), reason });
        const extension = /\.[^./]*$/.exec(href)?.[0].toLowerCase() ?? '';
        // An iPhone's .heic, say: the file may well be in content/fotos/, but the build does not read that format.
        if (!photo && extension && !PHOTO_EXTENSIONS.includes(extension)) {
          problem(`image "${href}": ${extension} photos are not read; save it as ${PHOTO_EXTENSIONS.join(', ')} in content/${PHOTO_FOLDER}/ and write that file's name`);
        } else if (!photo) problem(`image "${href}" is not a photo in content/${PHOTO_FOLDER}/ (write ![what it shows](${PHOTO_FOLDER}/name.jpg))`);
        else if (photo.unreadable) problem(`image "${href}": content/${photo.name} is not a readable image (${photo.unreadable}); replace the file`);
        else if (!text.trim()) problem(`image "${href}" needs a description of what it shows: ![description](${href})`);
        return photo && !photo.unreadable ? renderToStaticMarkup(createElement(Photo, { photo, alt: text, slot: 'article' })).replace(`src="${NOTHING}"`, `src="${LATER}"`) : '';
      },
    },
  });

  const tokens = marked.lexer(fillPlaceholders(sectioned.text, site));
  // Each block is rendered on its own (marked renders them one after the other anyway) to know its line.
  const blocks = blocksOf(tokens, firstLine);
  const rendered = blocks.map((block) => {
    current = block;
    marked.walkTokens([block.token], (token) => {
      // Only the Markdown form gets a photo its sizes, web formats and the check that it exists; written as HTML, an
      // image would ship as it is, from anywhere, with no size.
      const tag = token.type === 'html' && /<(img|picture|source)\b/i.exec(token.raw)?.[1];
      if (tag) built.push({ line: locate(block, [`<${tag}`]), reason: `<${tag.toLowerCase()}> written as HTML is not allowed; show a photo of content/${PHOTO_FOLDER}/ as ![what it shows](${PHOTO_FOLDER}/name.jpg)` });
      // HTML a page never shows ("<?", "<!X", "<![CDATA["), which marked reads to the end of the body.
      const hidden = token.type === 'html' ? hiddenHtml(token.raw) : undefined;
      if (hidden) built.push({ line: locate(block, hidden.needles), reason: hidden.reason });
      // A link written as HTML is held to the same rules as one written in Markdown.
      const hrefs = token.type === 'link' ? [(token as Tokens.Link).href] : token.type === 'html' ? htmlLinks(token.raw) : [];
      for (const href of hrefs) {
        if (href.startsWith('/')) links.push(href);
        // A relative link means another page depending on where the body is shown (and under BASE_PATH), and the link
        // check could not follow it: only site paths from the root, anchors and addresses with a scheme.
        if (href && !/^([/#]|[a-z][a-z0-9+.-]*:)/i.test(href)) {
          built.push({ line: locate(block, [href]), reason: `the link "${href}" is relative; write the page's address from the site's root, such as "/servicios/nombre"` });
        }
      }
    });
    return marked.parser([block.token]);
  });
  const unsanitized = rendered.join('');
  const sanitized = sanitizeBody(unsanitized);
  const html = sanitized.replaceAll(`src="${LATER}"`, `src="${NOTHING}"`);
  // Valid bodies come out unchanged; only when something did change is each block asked what was removed.
  if (sanitized !== unsanitized) {
    blocks.forEach((block, i) => {
      for (const removal of removals(rendered[i]!)) built.push({ line: locate(block, removal.needles), reason: removal.reason });
    });
  }

  const authorLine = (line: number) => firstLine + (sectioned.lines[line - firstLine] ?? line - firstLine);
  problems.push(...built.map((p) => ({ line: authorLine(p.line), reason: p.reason })));
  const reasons = problems.sort((a, b) => a.line - b.line).map((p) => `line ${p.line}: ${p.reason}`);
  return { html, links, problems: reasons };
}

function unknownPlaceholders(source: string, site: SiteConfig, firstLine: number): Problem[] {
  const values = placeholderValues(site);
  const known = Object.keys(values).sort().map((name) => `{{${name}}}`).join(', ');
  const problems: Problem[] = [];
  const sourceLines = source.split('\n');
  for (const match of source.matchAll(PLACEHOLDER)) {
    const [whole, name = ''] = match;
    const line = linesIn(source.slice(0, match.index));
    // A section's marker (sections.ts) is read there when it stands alone on its line.
    if (/^[#^/]/.test(name)) {
      if (sourceLines[line]!.trim() !== whole) problems.push({ line: firstLine + line, reason: `the section marker ${whole} must stand alone on its line` });
    } else if (!Object.hasOwn(values, name)) problems.push({ line: firstLine + line, reason: `unknown placeholder {{${name}}}; known: ${known}` });
  }
  return problems;
}

/** Placeholders left in the body as built that have no value in this site.yaml: outside the section of their switch. */
function valuelessPlaceholders(text: string, site: SiteConfig, firstLine: number): Problem[] {
  const values = placeholderValues(site);
  return [...text.matchAll(PLACEHOLDER)]
    .filter(([, name]) => Object.hasOwn(values, name!) && values[name!] === undefined)
    .map((match) => {
      const name = match[1]!;
      const within = name.split('.')[0]!;
      return { line: firstLine + linesIn(text.slice(0, match.index)), reason: `{{${name}}} has a value only when site.yaml has \`${within}:\`; write it inside {{#${within}}} … {{/${within}}}` };
    });
}

/** The top-level tokens with their lines: their `raw` texts follow each other through the whole body. */
function blocksOf(tokens: Token[], firstLine: number): Block[] {
  let line = firstLine;
  return tokens.map((token) => {
    const block = { token, line, searched: 0 };
    line += linesIn(token.raw);
    return block;
  });
}

/** The line of the first needle found in the block (after the last one found, if it is there too), else the block's. */
function locate(block: Block, needles: string[]): number {
  const raw = block.token.raw.toLowerCase();
  for (const needle of needles.filter(Boolean).map((n) => n.toLowerCase())) {
    const after = raw.indexOf(needle, block.searched);
    const at = after >= 0 ? after : raw.indexOf(needle);
    if (at < 0) continue;
    block.searched = at + needle.length;
    return block.line + linesIn(raw.slice(0, at));
  }
  return block.line;
}

const linesIn = (text: string) => text.split('\n').length - 1;

export function headingId(html: string): string {
  return toText(html)
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The words of some HTML, without its markup (word counts, spelling). */
export function toText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
