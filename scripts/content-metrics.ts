// Text measures of the content check, pure so the tests can pin them down.

/** Front-matter keys that hold no prose a visitor reads (`link` and `alternative` are site paths). */
const NOT_PROSE = new Set(['icon', 'accent', 'subject', 'details', 'scene', 'link', 'alternative', 'group', 'aliases', 'updated', 'date', 'category', 'kind', 'keywords', 'id', 'how']);

/** The visitor-facing strings of a content record, joined with its body text. Keys that hold no prose are skipped. */
export function copyOf(data: unknown, body: string): string {
  return [...stringsOf(data, NOT_PROSE).map((s) => s.text), body].join('\n');
}

/** Every string of a front matter with the field it is in, as problems name fields: "benefits.0.title". */
export function stringsOf(data: unknown, skip: ReadonlySet<string> = new Set()): { field: string; text: string }[] {
  const found: { field: string; text: string }[] = [];
  const walk = (value: unknown, field: string) => {
    if (typeof value === 'string') found.push({ field, text: value });
    else if (Array.isArray(value)) value.forEach((v, i) => walk(v, field ? `${field}.${i}` : String(i)));
    else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) if (!skip.has(k)) walk(v, field ? `${field}.${k}` : k);
    }
  };
  walk(data, '');
  return found;
}

/** Front-matter strings a visitor reads, with their fields. */
export const proseOf = (data: unknown) => stringsOf(data, NOT_PROSE);

export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

export function shingles(list: string[], size = 5): Set<string> {
  const set = new Set<string>();
  for (let i = 0; i + size <= list.length; i++) set.add(list.slice(i, i + size).join(' '));
  return set;
}

export function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const x of a) if (b.has(x)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * A rendered body as the text a visitor reads, one block per paragraph, blocks apart by a blank line; headings start
 * "## " and list items "- ", as in Markdown, so that rules can tell the first paragraph from a heading and a test can
 * write a body in Markdown.
 */
export function bodyText(html: string): string {
  return html
    .replace(/<h[1-6]\b[^>]*>/gi, '\n\n## ')
    .replace(/<li\b[^>]*>/gi, '\n\n- ')
    .replace(/<\/(?:p|h[1-6]|li|ul|ol|blockquote|table|tr|pre|figure)>/gi, '\n\n')
    .replace(/<\/t[dh]>|<br\s*\/?>/gi, ' ')
    // Inline tags (<a>, <strong>) sit inside words' runs of text: dropped, not turned into spaces.
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) =>
      name[0] === '#' ? String.fromCodePoint(Number(name[1]!.toLowerCase() === 'x' ? `0${name.slice(1)}` : name.slice(1))) : (ENTITIES[name.toLowerCase()] ?? whole),
    )
    .split(/\n\s*\n/)
    .map((block) => block.replace(/\s+/g, ' ').trim())
    .filter((block) => block && block !== '-' && block !== '##')
    .join('\n\n');
}

/** The blocks of a body text (see bodyText), each on one line. */
export function blocksOf(body: string): string[] {
  return body.split(/\n\s*\n/).map((b) => b.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/** The paragraphs of a body text: its blocks that are not headings, list items, tables or quotes. */
export function paragraphsOf(body: string): string[] {
  return blocksOf(body).filter((b) => !/^(?:#|[-*+] |\d+[.)] |\||>)/.test(b));
}

/**
 * Sentences: a break after ".", "!", "?" or "…" (and a closing quote) when the next one starts with a capital, a digit
 * or an opening "¿", "¡" or quote, so that "7:00 a. m. a 7:00 p. m." stays one sentence.
 */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…]["»”)]?)\s+(?=[¿¡"«“(]?[\p{Lu}\d])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Lower case without accents ("Reseñas" → "resenas"), one character for one, so that a match in the folded text is at
 * the same place in the NFC text: rules match folded text and quote the original.
 */
export function fold(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/[^\u0000-\u007f]/g, (c) => c.normalize('NFD')[0]!);
}
