import { icons } from 'lucide-react';
import { siFacebook, siTiktok, siWhatsapp, siYoutube, siApple, siGoogleplay } from 'simple-icons';
import { toIconKey } from '../../pipeline/schema.ts';

interface IconProps {
  /** A lucide.dev icon name, already validated by the content schema. */
  name: string;
  size?: number;
  className?: string;
}

/** A lucide icon rendered to inline SVG at build time; decorative, so hidden from assistive technology. */
export function Icon({ name, size = 24, className }: IconProps) {
  const Component = icons[toIconKey(name) as keyof typeof icons];
  return <Component size={size} className={className} aria-hidden="true" focusable="false" strokeWidth={1.9} />;
}

const BRANDS = {
  facebook: siFacebook,
  youtube: siYoutube,
  tiktok: siTiktok,
  whatsapp: siWhatsapp,
  apple: siApple,
  googleplay: siGoogleplay,
} as const;
export type BrandName = keyof typeof BRANDS;

/** Brand marks (simple-icons), which lucide does not carry. */
export function BrandIcon({ name, size = 24, className }: { name: BrandName; size?: number; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} className={className} aria-hidden="true" focusable="false" fill="currentColor">
      <path d={BRANDS[name].path} />
    </svg>
  );
}
