// The templates' JSX: React's own, which also tells the page being rendered what each element it makes asks of the
// stylesheet, so that a page's style names are known from its render instead of read again from its markup
// (pipeline/render.tsx). tsconfig.json's jsxImportSource points here, through package.json's "imports".
import { Fragment, jsx as reactJsx, jsxs as reactJsxs } from 'react/jsx-runtime';
import type { HeardNames } from '../pipeline/page-styles.ts';

export { Fragment };
export type { JSX } from 'react/jsx-runtime';

let listening: HeardNames | undefined;

/** Runs `render`, hearing what every element made meanwhile asks of the stylesheet. */
export function hearNames<T>(render: () => T): { result: T; heard: HeardNames } {
  const outer = listening;
  const heard: HeardNames = { elements: new Set(), classValues: new Set(), ids: [], attributes: new Set(), inner: [] };
  listening = heard;
  try {
    return { result: render(), heard };
  } finally {
    listening = outer;
  }
}

/** An element's names as React writes its attributes: none for null, a function or a false boolean attribute. */
export function hear(type: unknown, props: Record<string, unknown>) {
  if (!listening || typeof type !== 'string') return;
  listening.elements.add(type);
  for (const key in props) {
    const value = props[key];
    if (value == null || typeof value === 'function' || key === 'children') continue;
    if (key === 'className') listening.classValues.add(String(value));
    else if (key === 'id') listening.ids.push(String(value));
    else if (key === 'dangerouslySetInnerHTML') {
      if (type !== 'script') listening.inner.push((value as { __html: string }).__html);
    } else if (value !== false || key.startsWith('aria-') || key.startsWith('data-')) listening.attributes.add(key.toLowerCase());
  }
}

export function jsx(type: Parameters<typeof reactJsx>[0], props: Record<string, unknown>, key?: string) {
  hear(type, props);
  return reactJsx(type, props, key);
}

export function jsxs(type: Parameters<typeof reactJsxs>[0], props: Record<string, unknown>, key?: string) {
  hear(type, props);
  return reactJsxs(type, props, key);
}
