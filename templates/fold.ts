// The fold: the attribute on the first element of a page that starts below its first screen on every screen the site
// is made for, from a 360 px phone to a 1920 × 1080 desktop, in the page's own markup (not inside a <Cached> part).
// Its end: the attribute on the first of the elements fixed to the screen that the layout writes after the footer (so
// that Tab reaches them last), which show on the first screen whatever their place in the markup. What comes before
// the fold and from its end on carries its styles inline in the page; what lies between is styled by the whole
// stylesheet, linked once the page has painted (pipeline/render/render.tsx), so that a long page still comes whole in
// the first round trip. A page without a fold carries every rule it uses inline. tests/e2e/first-screen-styles.test.ts
// proves that each fold lies below the first screen.
export const FOLD = 'data-fold';
export const FOLD_END = 'data-fold-end';
/** The attribute of the <noscript> at the end of a page with a fold that holds the link to the whole stylesheet. */
export const LATER_STYLES = 'data-later-styles';
