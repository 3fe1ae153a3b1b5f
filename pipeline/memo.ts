// What the dev server keeps between rebuilds in one process, so that an edit redoes only what it touches: each
// stage asks `remember` for a result by a key and the inputs it is made from, compared by identity as React's
// useMemo compares its dependencies. A build from the command line remembers nothing (`noMemo`), and nothing is
// ever written to disk. Checked content files are kept in it too, by their bytes (pipeline/content/entry-store.ts).

export interface Memo {
  remember<T>(key: string, inputs: readonly unknown[], make: () => T): T;
  /** Ends a build: what it did not ask for (a deleted page, an old key) is forgotten. */
  sweep(): void;
}

export const noMemo: Memo = { remember: (_key, _inputs, make) => make(), sweep: () => {} };

export function createMemo(): Memo {
  let kept = new Map<string, { inputs: readonly unknown[]; value: unknown }>();
  let used = new Map<string, { inputs: readonly unknown[]; value: unknown }>();
  return {
    remember<T>(key: string, inputs: readonly unknown[], make: () => T): T {
      const hit = kept.get(key) ?? used.get(key);
      const same = hit && hit.inputs.length === inputs.length && hit.inputs.every((input, i) => Object.is(input, inputs[i]));
      const value = same ? (hit.value as T) : make();
      used.set(key, { inputs, value });
      return value;
    },
    sweep() {
      kept = used;
      used = new Map();
    },
  };
}
