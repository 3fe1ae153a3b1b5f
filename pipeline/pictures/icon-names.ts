// Every icon name content may use, as lucide.dev writes it ("washing-machine"): the content editor offers them in a
// list. The lucide package keys its icons by PascalCase name ("WashingMachine"), which does not always turn back into
// the written name ("Grid2x2", "ArrowDownAZ"), so the names are those of its per-icon module files, plus the older
// names it still accepts ("trash-2") wherever the PascalCase key does turn back into one.
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { icons } from 'lucide';
import { toIconKey } from '../rules.ts';

let names: string[] | undefined;

/** The written names of lucide's icons, sorted; each one is a name the schema accepts. Read once per process. */
export function lucideIconNames(): string[] {
  if (names) return names;
  // dist/cjs/lucide.js → dist/esm/icons/<name>.mjs
  const folder = path.join(path.dirname(createRequire(import.meta.url).resolve('lucide')), '..', 'esm', 'icons');
  const files = readdirSync(folder).filter((f) => f.endsWith('.mjs'));
  const current = files.map((f) => f.slice(0, -'.mjs'.length));
  const older = Object.keys(icons).map((key) => key.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/([a-zA-Z])(\d)/g, '$1-$2').toLowerCase());
  names = [...new Set([...current, ...older])].filter((name) => toIconKey(name) in icons).sort();
  if (names.length === 0) throw new Error(`no lucide icons found in ${folder}`);
  return names;
}
