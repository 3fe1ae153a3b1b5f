// All Markdown settings in one place: author Markdown is the only HTML the site inserts unescaped.
import { Marked, type Tokens } from 'marked';
import { PHOTO_FOLDER, pictureHtml } from './photos.ts';
import type { Photos, SiteConfig } from './types.ts';

export interface RenderedMarkdown {
  html: string;
  /** Site paths the body links to ("/servicios/x"), for the dead-link check. */
  links: string[];
  /** What is wrong with the body, as reasons for the author. */
  problems: string[];
}

/** Placeholders authors may write in bodies so that a new owner changes them only in site.yaml. */
export function fillPlaceholders(source: string, site: SiteConfig): string {
  const values: Record<string, string> = {
    brand: site.brand,
    email: site.email,
    url: site.url,
    city: site.city,
    region: site.region,
    country: site.country,
  };
  return source.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => values[key] ?? whole);
}

export function renderMarkdown(source: string, site: SiteConfig, photos: Photos, _firstLine = 1): RenderedMarkdown {
  const links: string[] = [];
  const problems: string[] = [];
  const marked = new Marked({
    gfm: true,
    async: false,
    walkTokens(token) {
      if (token.type === 'link' && (token as Tokens.Link).href.startsWith('/')) links.push((token as Tokens.Link).href);
    },
    renderer: {
      heading({ tokens, depth }) {
        const inner = this.parser.parseInline(tokens);
        return `<h${depth} id="${headingId(inner)}">${inner}</h${depth}>\n`;
      },
      link({ href, title, tokens }) {
        const inner = this.parser.parseInline(tokens);
        const external = /^https?:\/\//.test(href);
        const attrs = external ? ' target="_blank" rel="noopener"' : '';
        return `<a href="${href}"${title ? ` title="${title}"` : ''}${attrs}>${inner}</a>`;
      },
      image({ href, text }) {
        const photo = photos.get(href.replace(/^\.?\//, ''));
        if (!photo) problems.push(`image "${href}" is not a photo in content/${PHOTO_FOLDER}/ (write ![what it shows](${PHOTO_FOLDER}/name.jpg))`);
        else if (!text.trim()) problems.push(`image "${href}" needs a description of what it shows: ![description](${href})`);
        return photo ? pictureHtml(photo, text) : '';
      },
    },
  });
  const html = marked.parse(fillPlaceholders(source, site)) as string;
  return { html, links, problems };
}

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
