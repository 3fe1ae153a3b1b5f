import type { Drawable } from './trade-objects.ts';
import { ObjectInBox } from './Illustration.tsx';

/** The objects the poster shows, by their names (pipeline/pictures/drawables.ts), which the pictures stage looks up. */
export const POSTER_OBJECTS = { technician: 'man-mechanic', toolbox: 'toolbox', house: 'house' } as const;

/**
 * The click-to-load video's poster, drawn in the site's colours so no third-party image loads with the page: a
 * technician on his way to a house across the bay, clear of the play button in the middle.
 */
export function VideoPoster({ objects }: { objects: Record<keyof typeof POSTER_OBJECTS, Drawable> }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720" width="1280" height="720">
      <defs>
        <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0b3c5d" />
          <stop offset="1" stopColor="#0e6f7f" />
        </linearGradient>
      </defs>
      <rect width="1280" height="720" fill="url(#g)" />
      <circle cx="1040" cy="170" r="110" fill="#f6c98b" opacity=".9" />
      <path d="M0 560 C200 520 360 600 560 560 S900 520 1080 560 S1240 590 1280 570 V720 H0Z" fill="#0e9aa7" opacity=".55" />
      <path d="M0 620 C240 590 420 650 640 620 S1000 590 1280 630 V720 H0Z" fill="#0b3c5d" opacity=".7" />
      <ObjectInBox object={objects.technician} x={150} y={200} size={340} id="t" />
      <ObjectInBox object={objects.toolbox} x={430} y={430} size={120} id="b" />
      <ObjectInBox object={objects.house} x={820} y={290} size={260} id="h" />
    </svg>
  );
}
