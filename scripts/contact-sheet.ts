// A contact sheet of every illustration: the 51 service pages by catalogue group, the constructor, the posts, the
// hubs and the generic picture, each drawn and optimised as the build does (svgo, multipass), rasterised at
// thumbnail size with its page name and file size under it. Writes reports/illustrations.png and .html.
// `npx tsx scripts/contact-sheet.ts [content folder]`; prints the sizes (min / median / max).
import fs from 'node:fs/promises';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { optimize } from 'svgo';
import { drawingOf } from '../pipeline/pictures/drawables.ts';
import { parseContent } from '../pipeline/content/load.ts';
import { GENERIC_ILLUSTRATION } from '../pipeline/collections.ts';
import { CATALOGUE_GROUPS } from '../pipeline/rules.ts';
import type { Illustration as IllustrationData } from '../pipeline/types.ts';
import { Illustration } from '../templates/illustrations/Illustration.tsx';

const contentDir = process.argv[2] ?? 'content';
const OUT = 'reports';
const THUMB = { width: 352, height: 198 };
const LABEL = 40;
const GAP = 12;
const COLUMNS = 6;

interface Entry {
  name: string;
  section: string;
  illustration: IllustrationData;
}

async function read(file: string) {
  return parseContent(file, await fs.readFile(file, 'utf8')).data as { group?: string; illustration: IllustrationData };
}

async function markdownIn(folder: string): Promise<string[]> {
  return (await fs.readdir(folder)).filter((f) => f.endsWith('.md')).sort().map((f) => path.join(folder, f));
}

const entries: Entry[] = [];
const services = await Promise.all((await markdownIn(path.join(contentDir, 'servicios'))).map(async (file) => ({ file, data: await read(file) })));
for (const group of CATALOGUE_GROUPS) {
  for (const { file, data } of services.filter((s) => s.data.group === group.id)) {
    const slug = path.basename(file, '.md');
    entries.push({ name: slug.replace(/-en-cartagena$/, ''), section: group.id, illustration: data.illustration });
  }
}
entries.push({ name: 'constructor', section: 'obra', illustration: (await read(path.join(contentDir, 'constructor.md'))).illustration });
for (const file of await markdownIn(path.join(contentDir, 'blog'))) {
  const slug = path.basename(file, '.md');
  entries.push({ name: slug, section: 'blog', illustration: (await read(file)).illustration });
}
for (const file of await markdownIn(path.join(contentDir, 'hubs'))) {
  entries.push({ name: path.basename(file, '.md'), section: 'hubs', illustration: (await read(file)).illustration });
}
entries.push({ name: 'generic (other pages)', section: 'hubs', illustration: GENERIC_ILLUSTRATION });

// The build's recipe (pipeline/pictures/pictures.tsx): the component's static markup, then svgo with multipass.
const drawn = entries.map((entry) => {
  const svg = optimize(renderToStaticMarkup(createElement(Illustration, { drawing: drawingOf(entry.illustration) })), { multipass: true }).data;
  return { ...entry, svg, bytes: Buffer.byteLength(svg) };
});

const rows = Math.ceil(drawn.length / COLUMNS);
const cell = { width: THUMB.width + GAP, height: THUMB.height + LABEL + GAP };
const sheet = { width: COLUMNS * cell.width + GAP, height: rows * cell.height + GAP };
const thumbs = await Promise.all(
  drawn.map(async (d, i) => {
    const x = GAP + (i % COLUMNS) * cell.width;
    const y = GAP + Math.floor(i / COLUMNS) * cell.height;
    const png = await sharp(Buffer.from(d.svg), { density: 72 * (THUMB.width / 800) * 2 }).resize(THUMB.width, THUMB.height).png().toBuffer();
    return { input: png, left: x, top: y };
  }),
);
const labels = drawn
  .map((d, i) => {
    const x = GAP + (i % COLUMNS) * cell.width;
    const y = GAP + Math.floor(i / COLUMNS) * cell.height + THUMB.height;
    return `<text x="${x + 2}" y="${y + 17}" font-size="14" font-weight="700">${escape(clip(d.name, 42))}</text><text x="${x + 2}" y="${y + 34}" font-size="12" fill="#52606d">${escape(clip(`${describe(d.illustration)} · ${(d.bytes / 1024).toFixed(1)} KB`, 54))}</text>`;
  })
  .join('');
const labelLayer = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${sheet.width}" height="${sheet.height}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" fill="#1f2933">${labels}</svg>`);

await fs.mkdir(OUT, { recursive: true });
await sharp({ create: { width: sheet.width, height: sheet.height, channels: 3, background: '#ffffff' } })
  .composite([...thumbs, { input: labelLayer, left: 0, top: 0 }])
  .png({ compressionLevel: 9 })
  .toFile(path.join(OUT, 'illustrations.png'));

const figures = drawn
  .map((d) => `<figure>${d.svg.replace('<svg ', '<svg role="img" aria-label="" ')}<figcaption><b>${escape(d.name)}</b><br>${escape(`${d.section} · ${describe(d.illustration)} · ${(d.bytes / 1024).toFixed(1)} KB`)}</figcaption></figure>`)
  .join('\n');
await fs.writeFile(
  path.join(OUT, 'illustrations.html'),
  `<!doctype html><html lang="en"><meta charset="utf-8"><title>Illustrations</title><style>body{font:14px system-ui;margin:16px;display:grid;grid-template-columns:repeat(auto-fill,minmax(320px,1fr));gap:16px}figure{margin:0}svg{width:100%;height:auto;display:block}</style>\n${figures}\n</html>\n`,
);

const sizes = drawn.map((d) => d.bytes).sort((a, b) => a - b);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(`${drawn.length} illustrations → ${OUT}/illustrations.png, ${OUT}/illustrations.html`);
console.log(`sizes after svgo: min ${kb(sizes[0]!)}, median ${kb(sizes[Math.floor(sizes.length / 2)]!)}, max ${kb(sizes.at(-1)!)}`);
for (const d of [...drawn].sort((a, b) => b.bytes - a.bytes).slice(0, 5)) console.log(`  largest: ${d.name} ${kb(d.bytes)}`);

function describe(illustration: IllustrationData): string {
  return [illustration.subject, ...(illustration.details ?? [])].join(' + ');
}

function clip(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, length - 1)}…`;
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
