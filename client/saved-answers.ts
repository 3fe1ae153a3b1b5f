// The request builder's answers as a page saved them in localStorage. Only text that can be sent is given back: a
// lone surrogate (half of an emoji, written by a broken extension or an older script) made encodeURIComponent throw
// "URI malformed" on every change, and the builder stopped.
export interface Answers {
  barrio: string;
  other: string;
  urgency: string;
  problem: string;
}

/** The answers saved under `key`, each field that is not well-formed text left empty; an unreadable value is removed. */
export function readAnswers(storage: Storage, key: string): Answers | undefined {
  try {
    const value = JSON.parse(storage.getItem(key) ?? 'null') as Partial<Answers> | null;
    if (!value || typeof value !== 'object') return undefined;
    const text = (field: keyof Answers) => {
      const saved = value[field];
      // With the u flag, only a surrogate without its other half is a code point of the category Cs.
      return typeof saved === 'string' && !/\p{Cs}/u.test(saved) ? saved : '';
    };
    return { barrio: text('barrio'), other: text('other'), urgency: text('urgency'), problem: text('problem') };
  } catch {
    storage.removeItem(key);
    return undefined;
  }
}
