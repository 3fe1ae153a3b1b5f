// The QR code beside a hero's WhatsApp button on desktop, so that the chat opens on the visitor's phone. Drawn at
// build time as a small SVG: one path of dark runs, row by row, inside the quiet zone the standard asks for. The
// pipeline encodes the link (pipeline/pictures/pictures.tsx); this draws the code it gets.

/** A QR code's modules: a bitmap of size x size, row by row, dark where set (the qrcode package's BitMatrix). */
export interface QrModules {
  size: number;
  data: ArrayLike<number>;
}

/** Modules of white around the code (ISO/IEC 18004 asks for 4). */
const QUIET = 4;
/** Its size on the page, in CSS pixels; the template sets the same width and height. */
export const QR_SIZE = 168;

export function chatQrSvg({ size, data }: QrModules): string {
  let path = '';
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!data[y * size + x]) continue;
      let run = 1;
      while (x + run < size && data[y * size + x + run]) run++;
      path += `M${x + QUIET} ${y + QUIET}h${run}v1h-${run}z`;
      x += run - 1;
    }
  }
  const box = size + 2 * QUIET;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${box} ${box}" width="${QR_SIZE}" height="${QR_SIZE}" shape-rendering="crispEdges">` +
    `<rect width="${box}" height="${box}" fill="#fff"/><path fill="#0b1f16" d="${path}"/></svg>`
  );
}
