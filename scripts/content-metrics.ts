// Text measures of the content check, pure so the tests can pin them down.

/** The visitor-facing strings of a content record, joined with its body text. Keys that hold no prose are skipped. */
export function copyOf(data: unknown, body: string): string {
  const SKIP = new Set(['icon', 'accent', 'link', 'group', 'aliases', 'updated', 'date', 'category', 'kind', 'keywords', 'id']);
  const parts: string[] = [];
  const walk = (value: unknown, key = '') => {
    if (SKIP.has(key)) return;
    if (typeof value === 'string') parts.push(value);
    else if (Array.isArray(value)) value.forEach((v) => walk(v));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  walk(data);
  return [...parts, body].join('\n');
}

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
