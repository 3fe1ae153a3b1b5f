// Packages only a cold build calls on (a content file parsed for the first time, a chat's QR code drawn), loaded from
// node_modules the first time they are called for: a warm build never loads them, and starts a little sooner.
import { createRequire } from 'node:module';

const load = createRequire(import.meta.url);

/** The package `name`, loaded on the first call. */
export function whenUsed<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= load(name) as T);
}
