import { PHOTO_FORMATS, PHOTO_SLOTS, photoWidths, type PhotoSlot } from '../../pipeline/rules.ts';
import type { Photo as PhotoFile } from '../../pipeline/types.ts';
import { imageUrls } from '../../pipeline/urls.ts';
import { NOTHING } from './LaterPicture.tsx';

interface PhotoProps {
  photo: PhotoFile;
  /** What the photo shows, for a visitor who cannot see it. */
  alt: string;
  /** Where it is shown: the widths drawn for it and the width it takes (rules.ts). */
  slot: PhotoSlot;
  className?: string;
}

/**
 * A photo of content/fotos/ in every format and at the widths its slot asks for, its box reserved by width and height.
 * Like every picture of the site (LaterPicture.tsx) it is asked for once the page has painted: its sources apply only
 * without scripting until the page's script lets them apply always (client/site.ts), and the browser then picks the
 * format and the width. Below the first screen, it loads as it comes near.
 */
export function Photo({ photo, alt, slot, className }: PhotoProps) {
  const widths = photoWidths(photo.width, slot);
  const largest = widths.at(-1)!;
  const srcSet = (format: string) => widths.map((w) => `${imageUrls.photo(photo, w, format)} ${w}w`).join(', ');
  return (
    <picture>
      {PHOTO_FORMATS.map((format) => (
        <source key={format} type={`image/${format}`} media="(scripting: none)" srcSet={srcSet(format)} sizes={PHOTO_SLOTS[slot].sizes} data-later="" />
      ))}
      <img className={className} src={NOTHING} alt={alt} width={largest} height={Math.round((photo.height * largest) / photo.width)} loading="lazy" decoding="async" />
    </picture>
  );
}
