import { lucideSvg } from '../components/Icon.tsx';
import type { Illustration as IllustrationData } from '../../pipeline/types.ts';
import { drawable } from './objects.ts';
import { Scene } from './scenes.tsx';
import { GENERIC_ILLUSTRATION, HUB_ILLUSTRATIONS, type SceneIllustration } from './defaults.ts';

// One grammar for every page (DESIGN.md, "Illustrations"): a pale Cartagena landmark at the left, one per catalogue
// group (scenes.tsx), and in front of it the job itself: one flat, colourful object about half the frame's height (a
// dripping tap, a dog on its leash, a car with its bonnet open) and at most two smaller ones that finish the story.

/** Where the objects go on the 800x450 frame: the subject beside the landmark, a detail to its right, one low left. */
const SUBJECT = { x: 384, y: 110, size: 236 } as const;
const DETAILS = [
  { x: 628, y: 132, size: 100 },
  { x: 296, y: 266, size: 84 },
] as const;

export interface IllustrationProps {
  illustration: IllustrationData;
  /** A stable string such as the slug; it picks the palette of the older lucide drawings. */
  seed: string;
  width?: number;
  height?: number;
}

export function Illustration({ illustration, seed, width = 800, height = 450 }: IllustrationProps) {
  const art = 'subject' in illustration ? illustration : fromLucide(illustration);
  if (!art) return <LucideIllustration illustration={illustration as LucidePair} seed={seed} width={width} height={height} />;
  const details = art.details ?? [];
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450" width={width} height={height}>
      <Scene name={art.scene} />
      <ellipse cx={SUBJECT.x + SUBJECT.size / 2} cy={SUBJECT.y + SUBJECT.size - 4} rx="112" ry="14" fill="#0b3c5d" opacity=".14" />
      <Placed name={art.subject} {...SUBJECT} id="s" />
      {details.map((name, i) => (
        <Placed key={i} name={name} {...DETAILS[i]!} id={`d${i}`} />
      ))}
    </svg>
  );
}

/** One object, centred in a square box of the frame. */
function Placed({ name, x, y, size, id }: { name: string; x: number; y: number; size: number; id: string }) {
  const { body, width, height } = drawable(name);
  const scale = size / Math.max(width, height);
  const dx = x + (size - width * scale) / 2;
  const dy = y + (size - height * scale) / 2;
  return <g transform={`translate(${round(dx)} ${round(dy)}) scale(${round(scale)})`} dangerouslySetInnerHTML={{ __html: uniqueIds(body, id) }} />;
}

/** A few Fluent icons carry gradients with ids; two of them in one picture must not share one. */
function uniqueIds(body: string, prefix: string): string {
  if (!body.includes('id="')) return body;
  return body.replace(/id="([^"]+)"/g, `id="${prefix}-$1"`).replace(/url\(#([^)]+)\)/g, `url(#${prefix}-$1)`).replace(/href="#([^"]+)"/g, `href="#${prefix}-$1"`);
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}

// ---------------------------------------------------------------------------------------------------------------
// The first drawings, a lucide icon in a white disc on a skyline, for content still written { icon, accent }:
// the hubs and the generic picture map to their new scenes; anything else keeps the old drawing.

type LucidePair = { icon: string; accent: string };

function fromLucide(pair: LucidePair): SceneIllustration | undefined {
  if (pair.icon === 'house') return HUB_ILLUSTRATIONS['servicios-para-el-hogar'];
  if (pair.icon === 'building') return HUB_ILLUSTRATIONS['servicios-para-empresas'];
  if (pair.icon === GENERIC_ILLUSTRATION.icon) return GENERIC_ILLUSTRATION;
  return undefined;
}

const PALETTES = [
  { sky: '#e3f4f5', sun: '#f6c98b', sea: '#0e9aa7', far: '#b9e3e6', ink: '#0b3c5d', badge: '#0e9aa7' },
  { sky: '#fdf1e4', sun: '#f3a683', sea: '#1a7f9c', far: '#f4d9bd', ink: '#0b3c5d', badge: '#d9653b' },
  { sky: '#e8eef8', sun: '#f6c98b', sea: '#0b3c5d', far: '#c7d5ea', ink: '#0b3c5d', badge: '#0e9aa7' },
  { sky: '#e6f6ef', sun: '#f7d38a', sea: '#138a72', far: '#bfe5d5', ink: '#0b3c5d', badge: '#0b3c5d' },
] as const;

function LucideIllustration({ illustration, seed, width, height }: { illustration: LucidePair; seed: string; width: number; height: number }) {
  const p = PALETTES[hash(seed) % PALETTES.length]!;
  const shift = (hash(seed + 'x') % 5) * 24;
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450" width={width} height={height}>
      <rect width="800" height="450" fill={p.sky} />
      <circle cx={640 - shift} cy="110" r="58" fill={p.sun} />
      <path
        d={`M0 300 h${60 + shift} v-60 h40 v-30 h24 v30 h40 v60 h70 v-90 l30 -30 l30 30 v90 h90 v-50 h60 v50 h120 v-70 h34 v-24 h20 v24 h34 v70 h${228 - shift} V450 H0Z`}
        fill={p.far}
      />
      <path d="M0 330 C120 300 200 360 320 332 S560 300 680 330 S780 350 800 336 V450 H0Z" fill={p.sea} opacity=".9" />
      <path d="M0 372 C140 352 240 396 380 374 S620 350 800 380 V450 H0Z" fill={p.ink} opacity=".9" />
      <circle cx="400" cy="226" r="128" fill="#ffffff" />
      <circle cx="400" cy="226" r="128" fill="none" stroke={p.ink} strokeOpacity=".08" strokeWidth="14" />
      {lucideSvg(illustration.icon, { x: 316, y: 142, width: 168, height: 168, stroke: p.ink, strokeWidth: 1.6 })}
      <circle cx="500" cy="132" r="46" fill={p.badge} />
      {lucideSvg(illustration.accent, { x: 474, y: 106, width: 52, height: 52, stroke: '#ffffff', strokeWidth: 2 })}
      <circle cx="250" cy="150" r="10" fill={p.badge} opacity=".35" />
      <circle cx="560" cy="300" r="14" fill={p.sun} opacity=".8" />
    </svg>
  );
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

