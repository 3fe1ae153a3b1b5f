import type { Drawing } from './trade-objects.ts';
import { Illustration } from './Illustration.tsx';

interface PreviewCardProps {
  brand: string;
  title: string;
  city: string;
  drawing: Drawing;
}

/** The 1200x630 picture chat apps and social networks show for a shared link: the page's title and illustration. */
export function PreviewCard({ brand, title, city, drawing }: PreviewCardProps) {
  const lines = wrap(title, 21, 5);
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">
      <rect width="1200" height="630" fill="#0b3c5d" />
      <circle cx="1130" cy="560" r="220" fill="#0e9aa7" opacity=".25" />
      <rect x="60" y="60" rx="24" width="220" height="52" fill="#f6c98b" />
      <text x="170" y="96" textAnchor="middle" fontFamily="DejaVu Sans, Liberation Sans, Arial, sans-serif" fontWeight="700" fontSize="28" fill="#0b3c5d">
        {brand}
      </text>
      {lines.map((line, i) => (
        <text key={i} x="60" y={190 + i * 58} fontFamily="DejaVu Sans, Liberation Sans, Arial, sans-serif" fontWeight="700" fontSize="44" fill="#ffffff">
          {line}
        </text>
      ))}
      <text x="60" y="560" fontFamily="DejaVu Sans, Liberation Sans, Arial, sans-serif" fontSize="30" fill="#b9e3e6">
        {city} · Técnicos verificados · WhatsApp
      </text>
      <g transform="translate(640 150)">
        <rect width="500" height="282" rx="24" fill="#ffffff" />
        <svg x="10" y="10" width="480" height="262" viewBox="0 0 800 450">
          <Illustration drawing={drawing} />
        </svg>
      </g>
    </svg>
  );
}

function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && (last + ' ' + word).length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  return [...lines.slice(0, maxLines - 1), `${lines[maxLines - 1]}…`];
}
