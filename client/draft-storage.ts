// The contact form's draft in localStorage, kept as whole as the storage allows. Past the storage's quota setItem
// throws: left alone, every keystroke threw and a reload brought back the last draft that fitted, an older one.

/** What a save kept: the whole draft, a shortened one (the end of its last fields cut), or nothing. */
export type Saved = 'whole' | 'part' | 'none';

/** Saves `draft` under `key`; when it does not fit, the draft saved before gives its room back to as much of it as fits. */
export function saveDraft(storage: Storage, key: string, draft: Record<string, string>): Saved {
  if (trySave(storage, key, draft)) return 'whole';
  storage.removeItem(key);
  // The most characters, counted through the fields in their order, that fit: found in a score of tries.
  const total = Object.values(draft).reduce((sum, value) => sum + value.length, 0);
  let fits = -1;
  for (let low = 0, high = total - 1; low <= high; ) {
    const middle = Math.floor((low + high) / 2);
    if (trySave(storage, key, firstCharacters(draft, middle))) {
      fits = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return fits < 0 ? 'none' : 'part';
}

function trySave(storage: Storage, key: string, draft: Record<string, string>): boolean {
  try {
    storage.setItem(key, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

/**
 * The first `count` UTF-16 units of the fields, in their order. An emoji cut in half is never the one kept: JSON
 * writes its lone half as "\ud83d", longer than the whole emoji, so wherever the half fits the whole does too.
 */
function firstCharacters(draft: Record<string, string>, count: number): Record<string, string> {
  let left = count;
  return Object.fromEntries(
    Object.entries(draft).map(([name, value]) => {
      const kept = value.slice(0, left);
      left -= kept.length;
      return [name, kept];
    }),
  );
}
