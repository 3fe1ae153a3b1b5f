// The catalogue search, written once for the build (each card's extra words, in PATHS.searchWords) and the browser
// (the visitor's query): accents and case do not count, and every word typed must start or be inside a word of
// the card.

/** "Fumigación, CUCARACHAS" → "fumigacion, cucarachas". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * The words a card carries for the search besides those it shows: the distinct words of its hidden texts
 * (keywords, search terms), folded, leaving out any word found inside a shown word or inside another kept one,
 * since a query matches parts of words anyway ("fuga" is found in "fugas"). The browser searches the card's
 * shown text and these words together.
 */
export function searchWords(hidden: string[], shown: string[]): string {
  const words = (texts: string[]) => new Set(foldText(texts.join(' ')).match(/[a-z0-9]+/g)?.filter((word) => word.length > 2) ?? []);
  const visible = [...words(shown)];
  const extra = [...words(hidden)].filter((word) => !visible.some((v) => v.includes(word)));
  return extra.filter((word) => !extra.some((other) => other !== word && other.includes(word))).join(' ');
}

/** Whether every word of the query is found in the card's words. An empty query matches everything. */
export function matchesQuery(words: string, query: string): boolean {
  const wanted = foldText(query).match(/[a-z0-9]+/g) ?? [];
  return wanted.every((word) => words.includes(word));
}
