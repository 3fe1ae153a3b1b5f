// The flat, colourful objects the illustrations are composed of: Fluent Emoji Flat by Microsoft, MIT licence (the
// set's info.json: license.spdx "MIT", github.com/microsoft/fluentui-emoji/blob/main/LICENSE), read from the
// Iconify JSON of @iconify-json/fluent-emoji-flat. The file is large (9 MB, a fifth of a second to read and parse),
// so it is read once, on first use, and the command line keeps the few icons a build drew for the next one
// (keepDrawnEmoji): a warm build reads those instead.
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { writeWhole } from '../cache.ts';

interface IconifyIcon {
  body: string;
  width?: number;
  height?: number;
}
interface IconifySet {
  icons: Record<string, IconifyIcon>;
  aliases?: Record<string, { parent: string; hFlip?: boolean; vFlip?: boolean; rotate?: number }>;
  width?: number;
  height?: number;
}

const PACKAGE = '@iconify-json/fluent-emoji-flat';
const require = createRequire(import.meta.url);

let whole: IconifySet | undefined;
/** The icons an earlier build drew (keepDrawnEmoji), and those this one draws: both sets in Iconify's own shape. */
let kept: IconifySet | undefined;
let drawn: IconifySet | undefined;

function holds(set: IconifySet, name: string): boolean {
  const { icons, aliases = {} } = set;
  return Object.hasOwn(icons, name) || (Object.hasOwn(aliases, name) && Object.hasOwn(icons, aliases[name]!.parent));
}

/** The kept icons when they hold the name, else the whole set. */
function setWith(name: string): IconifySet {
  if (kept && holds(kept, name)) return kept;
  whole ??= JSON.parse(readFileSync(require.resolve(`${PACKAGE}/icons.json`), 'utf8')) as IconifySet;
  return whole;
}

/** Whether Fluent Emoji Flat has an icon of that name (as on icones.js.org/collection/fluent-emoji-flat). */
export function hasEmoji(name: string): boolean {
  return holds(setWith(name), name);
}

/** The icon's SVG body; an alias that mirrors its parent (the "-facing-right" ones) is mirrored here. */
export function emoji(name: string): { body: string; width: number; height: number } {
  const set = setWith(name);
  const { icons, aliases = {}, width = 16, height = 16 } = set;
  const alias = Object.hasOwn(icons, name) ? undefined : aliases[name];
  const iconName = alias ? alias.parent : name;
  const icon = icons[iconName];
  if (!icon) throw new Error(`unknown Fluent emoji "${name}"`);
  if (drawn) {
    Object.assign(drawn, { width: set.width, height: set.height });
    drawn.icons[iconName] = icon;
    if (alias) (drawn.aliases ??= {})[name] = alias;
  }
  const w = icon.width ?? width;
  const h = icon.height ?? height;
  let body = icon.body;
  if (alias?.hFlip || alias?.vFlip) {
    body = `<g transform="matrix(${alias.hFlip ? -1 : 1} 0 0 ${alias.vFlip ? -1 : 1} ${alias.hFlip ? w : 0} ${alias.vFlip ? h : 0})">${body}</g>`;
  }
  return { body, width: w, height: h };
}

/**
 * From now on, icons are looked up first among those the last command-line build drew, kept in `cacheDir` by the
 * set's version; `close()` keeps this build's for the next one (and only them), `discard()` keeps nothing new. A
 * build never reads what it is writing: the file is written at the end.
 */
export function keepDrawnEmoji(cacheDir: string): { close(): void; discard(): void } {
  const { version } = require(`${PACKAGE}/package.json`) as { version: string };
  const file = path.join(cacheDir, 'emoji', `fluent-emoji-flat-${version}.json`);
  try {
    kept = JSON.parse(readFileSync(file, 'utf8')) as IconifySet;
  } catch {
    kept = undefined;
  }
  drawn = { icons: {} };
  const done = () => {
    const made = drawn!;
    kept = drawn = undefined;
    return made;
  };
  return {
    close() {
      const made = done();
      mkdirSync(path.dirname(file), { recursive: true });
      writeWhole(file, JSON.stringify(made));
    },
    discard: () => void done(),
  };
}
