import { createElement, type ReactElement, type SVGProps } from 'react';
import { icons } from 'lucide';
import { toIconKey } from '../../pipeline/rules.ts';
import { BRAND_MARKS } from './brand-marks.ts';
import { Cached } from './Cached.tsx';

interface IconProps {
  /** A lucide.dev icon name, already validated by the content schema. */
  name: string;
  size?: number;
  className?: string;
}

/**
 * A lucide icon (lucide.dev name) as an SVG element on lucide's 24-unit grid. Its round strokes come from the
 * stylesheet's `.icon` rule (base.css), written once instead of on each of the dozens of icons of a page.
 */
function lucideSvg(name: string, props: SVGProps<SVGSVGElement>): ReactElement {
  const node = icons[toIconKey(name) as keyof typeof icons];
  return (
    <svg viewBox="0 0 24 24" {...props}>
      {node.map(([tag, attributes], i) => createElement(tag, { key: i, ...attributes }))}
    </svg>
  );
}

/** A lucide icon rendered to inline SVG at build time; decorative, so hidden from assistive technology. */
export function Icon({ name, size = 24, className }: IconProps) {
  return (
    <Cached name="icon" varies={[name, size, className]}>
      {() => lucideSvg(name, { width: size, height: size, className: className ? `icon ${className}` : 'icon', 'aria-hidden': true })}
    </Cached>
  );
}

export type BrandName = keyof typeof BRAND_MARKS;

/** Brand marks (simple-icons, rounded by scripts/brand-marks.ts), which lucide does not carry. */
export function BrandIcon({ name, size = 24, className }: { name: BrandName; size?: number; className?: string }) {
  return (
    <Cached name="brand icon" varies={[name, size, className]}>
      {() => (
        <svg viewBox="0 0 24 24" width={size} height={size} className={className} aria-hidden="true" fill="currentColor">
          <path d={BRAND_MARKS[name]} />
        </svg>
      )}
    </Cached>
  );
}
