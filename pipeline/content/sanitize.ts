// The allowlist for the HTML rendered from author Markdown: only what the article templates style, and links and
// images by safe URL schemes. sanitize-html enforces it; `removals` says what it took out, so that the build can
// stop and tell the author instead of losing text silently.
import type sanitizeHtml from 'sanitize-html';
import { whenUsed } from './when-used.ts';

const sanitize = whenUsed<typeof sanitizeHtml>('sanitize-html');

const HEADING = ['id'];
const SETTINGS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'ul', 'ol', 'li',
    'a', 'strong', 'em', 'del', 'code', 'pre',
    'table', 'thead', 'tbody', 'tr', 'th', 'td',
    'figure', 'figcaption', 'picture', 'source', 'img',
  ],
  allowedAttributes: {
    h2: HEADING, h3: HEADING, h4: HEADING, h5: HEADING, h6: HEADING,
    a: ['href', 'title', 'target', 'rel'],
    th: ['align'],
    td: ['align'],
    // A photo's markup (templates/components/Photo.tsx): its sources apply once the page's script lets them.
    source: ['type', 'srcset', 'sizes', 'media', 'data-later'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
  },
  // Relative URLs (site paths) always pass; "//host" would be another site dressed as a path.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The rest keeps valid bodies byte for byte as marked writes them: void tags come out as "<br />" (turned back
  // into "<br>" below) rather than "<br></br>", and text gets back the quote escapes sanitize-html decodes.
  selfClosing: ['br', 'hr', 'img', 'source'],
  textFilter: (text) => text.replace(/"/g, '&quot;').replace(/'/g, '&#39;'),
};

/** Everything allowed, only to read back which tags and attributes sanitized HTML still holds. */
const KEEP_ALL: sanitizeHtml.IOptions = {
  allowedTags: false,
  allowedAttributes: false,
  allowVulnerableTags: true,
  allowedSchemesAppliedToAttributes: [],
  parseStyleAttributes: false,
};

/** Rendered Markdown with everything outside the allowlist removed. */
export function sanitizeBody(html: string): string {
  // Outside attribute values and text, which escape ">", " />" can only end a void tag.
  return sanitize()(html, SETTINGS).replace(/ \/>/g, '>');
}

export interface Removal {
  /** For the author: what was removed and why. */
  reason: string;
  /** Text to look for in the Markdown to find the line, best first. */
  needles: string[];
}

/**
 * What sanitizing `html` removes, in document order. The opening tags before and after are compared: the sanitizer
 * only drops tags and attributes (never adds or moves them), so the tags it kept come in the same order.
 */
export function removals(html: string): Removal[] {
  const before = openTags(html, SETTINGS);
  const after = openTags(before.output, KEEP_ALL).tags;
  const found: Removal[] = unclosedComment(html);
  let next = 0;
  for (const tag of before.tags) {
    const kept = after[next];
    if (kept?.name !== tag.name) {
      found.push(tagRemoved(tag.name));
      continue;
    }
    next++;
    for (const [name, value] of Object.entries(tag.attribs)) {
      if (kept.attribs[name] !== value) found.push(attributeRemoved(tag.name, name, value));
    }
  }
  return found;
}

/**
 * Text, not tags: an HTML comment never closed runs to the end of the body, and the sanitizer drops it with all the
 * text it swallowed. (A closed comment is an author's note, meant to be left out.)
 */
function unclosedComment(html: string): Removal[] {
  const at = html.search(/<!--(?![\s\S]*?-->)/);
  if (at < 0) return [];
  const hidden = html.slice(at + 4).replace(/<[^>]*>/g, ' ').split(/\s+/).filter(Boolean).length;
  const reason = `an HTML comment "<!--" is never closed with "-->", so the ${hidden} words after it would vanish from the page; close it or remove it`;
  return [{ reason, needles: ['<!--'] }];
}

/** The starts of HTML that a browser reads as a hidden comment, and marked as an HTML block up to the body's end. */
const HIDDEN = /<(\?|!\[CDATA\[|![a-z])/i;

/**
 * HTML a page never shows, in the raw text of an HTML token: a processing instruction "<?revisar", a declaration
 * "<!Importante", a CDATA section "<![CDATA[". Not closed, marked runs it to the end of the body, whose words then
 * vanish or ship as raw Markdown with their links unchecked; closed, its words vanish. Either way the author is told,
 * as for a comment never closed; a comment "<!-- -->" stays the one way to write a note.
 */
export function hiddenHtml(raw: string): Removal | undefined {
  const found = HIDDEN.exec(raw);
  if (!found) return undefined;
  const rest = raw.slice(found.index);
  const start = rest.split('\n')[0]!.trim().slice(0, 40);
  const words = rest.slice(found[0].length).replace(/<[^>]*>/g, ' ').split(/\s+/).filter(Boolean).length;
  const reason = `"${start}" starts HTML that a page never shows, so the ${words} words from there on would vanish or show as raw Markdown; write a note as an HTML comment <!-- … -->, or "\\<" to show a "<"`;
  return { reason, needles: [found[0]] };
}

/** The addresses of the links written as HTML ("<a href=…>") in some HTML, as a browser reads them. */
export function htmlLinks(html: string): string[] {
  if (!/<a\s/i.test(html)) return [];
  return openTags(html, KEEP_ALL).tags.flatMap((tag) => (tag.name === 'a' && tag.attribs.href !== undefined ? [tag.attribs.href] : []));
}

interface OpenTag {
  name: string;
  attribs: Record<string, string>;
}

function openTags(html: string, settings: sanitizeHtml.IOptions): { tags: OpenTag[]; output: string } {
  const tags: OpenTag[] = [];
  // Copied at once: the sanitizer deletes refused attributes from the very object it hands over.
  const onOpenTag = (name: string, attribs: Record<string, string>) => tags.push({ name, attribs: { ...attribs } });
  return { tags, output: sanitize()(html, { ...settings, onOpenTag }) };
}

function tagRemoved(name: string): Removal {
  const reason =
    name === 'h1'
      ? '<h1> is not allowed in a body: the page title is the only h1; start headings at ##'
      : `<${name}> is not allowed in a body; write the text in Markdown`;
  return { reason, needles: [`<${name}`] };
}

function attributeRemoved(tag: string, name: string, value: string): Removal {
  const shown = value.length > 60 ? `${value.slice(0, 60)}…` : value;
  if (tag === 'a' && name === 'href') {
    return { reason: `the link "${shown}" is not allowed; links may be site paths, http(s), mailto:, tel: or wa.me`, needles: [value, name] };
  }
  if (name === 'src' || name === 'srcset') {
    return { reason: `the image "${shown}" of <${tag}> is not allowed; images may be site paths or http(s)`, needles: [value, name] };
  }
  return { reason: `the attribute ${name} of <${tag}> is not allowed`, needles: [name] };
}
