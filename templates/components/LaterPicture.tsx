import type { ImgHTMLAttributes } from 'react';

/**
 * An empty picture (an SVG of nothing, in the page: no request) that a browser running scripts shows in place of
 * `src` until the page's script puts `src` in, once the page has painted (client/site.ts). A lazy picture near the top
 * is asked for as soon as the page is laid out, and on a fast connection it ends before the first paint, which
 * Lighthouse then counts as holding the paint up. Without JavaScript (`scripting: none`) the picture loads as ever.
 * The picture's own address is in the <source>, not in the <img>: Chromium's preload scanner asks for an <img src>
 * even when a <source> before it is the one chosen.
 */
export const NOTHING = 'data:image/svg+xml,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22/%3E';

export function LaterPicture({ src, ...props }: ImgHTMLAttributes<HTMLImageElement>) {
  return (
    <picture>
      <source media="(scripting: none)" srcSet={src} data-later="" />
      <img src={NOTHING} {...props} />
    </picture>
  );
}
