// The templates' JSX where it is compiled for development (vitest): React's, heard as in jsx-runtime.ts.
import { jsxDEV as reactJsxDEV } from 'react/jsx-dev-runtime';
import { hear } from './jsx-runtime.ts';

export { Fragment } from 'react/jsx-dev-runtime';
export type { JSX } from 'react/jsx-dev-runtime';

export function jsxDEV(type: Parameters<typeof reactJsxDEV>[0], props: Record<string, unknown>, ...rest: unknown[]) {
  hear(type, props);
  return (reactJsxDEV as (...args: unknown[]) => ReturnType<typeof reactJsxDEV>)(type, props, ...rest);
}
