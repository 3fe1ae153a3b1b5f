// The flat, colourful objects the illustrations are composed of: Fluent Emoji Flat by Microsoft, MIT licence (the
// set's info.json: license.spdx "MIT", github.com/microsoft/fluentui-emoji/blob/main/LICENSE), read from the
// Iconify JSON of @iconify-json/fluent-emoji-flat. The file is large (9 MB), so it is read once, on first use.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

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

let set: IconifySet | undefined;
function fluent(): IconifySet {
  if (!set) {
    const file = createRequire(import.meta.url).resolve('@iconify-json/fluent-emoji-flat/icons.json');
    set = JSON.parse(readFileSync(file, 'utf8')) as IconifySet;
  }
  return set;
}

/** Whether Fluent Emoji Flat has an icon of that name (as on icones.js.org/collection/fluent-emoji-flat). */
export function hasEmoji(name: string): boolean {
  const { icons, aliases = {} } = fluent();
  return Object.hasOwn(icons, name) || (Object.hasOwn(aliases, name) && Object.hasOwn(icons, aliases[name]!.parent));
}

/** The icon's SVG body; an alias that mirrors its parent (the "-facing-right" ones) is mirrored here. */
export function emoji(name: string): { body: string; width: number; height: number } {
  const { icons, aliases = {}, width = 16, height = 16 } = fluent();
  const alias = Object.hasOwn(icons, name) ? undefined : aliases[name];
  const icon = icons[alias ? alias.parent : name];
  if (!icon) throw new Error(`unknown Fluent emoji "${name}"`);
  const w = icon.width ?? width;
  const h = icon.height ?? height;
  let body = icon.body;
  if (alias?.hFlip || alias?.vFlip) {
    body = `<g transform="matrix(${alias.hFlip ? -1 : 1} 0 0 ${alias.vFlip ? -1 : 1} ${alias.hFlip ? w : 0} ${alias.vFlip ? h : 0})">${body}</g>`;
  }
  return { body, width: w, height: h };
}
