// npm run brand-marks: writes templates/components/brand-marks.ts, the brand marks pages draw (WhatsApp, the two
// stores), from simple-icons, which lucide does not carry. Their paths come to a thousandth of a unit; at the
// 20–28 px they are shown, a tenth looks the same and halves the bytes every page carries, so svgo rounds them here,
// once, and no build loads simple-icons or svgo for them. tests/brand-marks.test.ts fails when
// the file no longer matches the installed simple-icons: run this again after updating it.
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as icons from 'simple-icons';
import { optimize } from 'svgo';

/** The marks the templates use, by the name they use, with their simple-icons export. */
const MARKS = { whatsapp: icons.siWhatsapp, apple: icons.siApple, googleplay: icons.siGoogleplay };

export const BRAND_MARKS_FILE = path.resolve(import.meta.dirname, '../templates/components/brand-marks.ts');

/** The path of one mark on simple-icons' 24-unit grid, its numbers rounded to a tenth (svgo keeps the shape closed). */
function rounded(d: string): string {
  const svg = optimize(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${d}"/></svg>`, { floatPrecision: 1, multipass: true }).data;
  const match = / d="([^"]+)"/.exec(svg);
  if (!match) throw new Error(`svgo returned no path: ${svg}`);
  return match[1]!;
}

/** The module's source, as this script writes it. */
export function brandMarksSource(): string {
  const packageDir = path.dirname(fileURLToPath(import.meta.resolve('simple-icons')));
  const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
  const lines = Object.entries(MARKS).map(([name, icon]) => `  ${name}: '${rounded(icon.path)}',`);
  return [
    `// Made by \`npm run brand-marks\` (scripts/brand-marks.ts) from simple-icons ${version}: do not edit.`,
    '/** Brand marks as SVG path data on a 24-unit grid, numbers rounded to a tenth. */',
    'export const BRAND_MARKS = {',
    ...lines,
    '} as const;',
    '',
  ].join('\n');
}

if (process.argv[1] === import.meta.filename) {
  await fs.writeFile(BRAND_MARKS_FILE, brandMarksSource());
  console.log(`Wrote ${path.relative(process.cwd(), BRAND_MARKS_FILE)}`);
}
