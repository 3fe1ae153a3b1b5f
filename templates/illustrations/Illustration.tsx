import type { Drawable, Drawing } from './trade-objects.ts';
import { Scene } from './scenes.tsx';

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
  drawing: Drawing;
  width?: number;
  height?: number;
  /** Drawn inside a page rather than as a file of its own: a class to size it, and hidden as the decoration it is. */
  inPage?: { className: string };
}

export function Illustration({ drawing, width = 800, height = 450, inPage }: IllustrationProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 800 450"
      width={width}
      height={height}
      {...(inPage && { className: inPage.className, 'aria-hidden': true })}
    >
      <Scene name={drawing.scene} />
      <ellipse cx={SUBJECT.x + SUBJECT.size / 2} cy={SUBJECT.y + SUBJECT.size - 4} rx="112" ry="14" fill="#0b3c5d" opacity=".14" />
      <ObjectInBox object={drawing.subject} {...SUBJECT} id="s" />
      {drawing.details.map((object, i) => (
        <ObjectInBox key={i} object={object} {...DETAILS[i]!} id={`d${i}`} />
      ))}
    </svg>
  );
}

/** One object, centred in a square box of the frame. */
export function ObjectInBox({ object, x, y, size, id }: { object: Drawable; x: number; y: number; size: number; id: string }) {
  const { body, width, height } = object;
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
