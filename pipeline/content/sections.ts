// Mustache's sections in Markdown bodies, for words that depend on how site.yaml builds the site, or on what the
// content publishes (DECISIONS.md, "The privacy policy describes this site as it is built"): what `{{#analytics}}` …
// `{{/analytics}}` holds is kept when
// the switch is on, what an inverted section `{{^analytics}}` … `{{/analytics}}` holds when it is off. A marker stands
// alone on its line and sections do not nest, so that a section holds whole blocks or list items and a list it sits in
// stays one list, whichever way the switch is.
import type { SiteConfig } from '../types.ts';

/** The switches a section can name, each on or off for a site.yaml and the collections that have entries (`present`). */
export const SECTION_SWITCHES = {
  /** site.yaml has `analytics:`: the site counts visits with Plausible (docs/analytics.md). */
  analytics: (config: SiteConfig) => config.analytics !== undefined,
  /** content/trabajos/ publishes at least one job, with its customer's authorization. */
  trabajos: (_config: SiteConfig, present: ReadonlySet<string>) => present.has('jobs'),
} satisfies Record<string, (config: SiteConfig, present: ReadonlySet<string>) => boolean>;
export type SectionSwitch = keyof typeof SECTION_SWITCHES;

export interface Sectioned {
  /** The body with each section kept or left out and every marker's line gone. */
  text: string;
  /** For each line of `text`, the line of the body it comes from (0 for the first), so that problems name the author's lines. */
  lines: number[];
  /** Markers that are wrong: the line of the body (0 for the first) and the reason. */
  problems: { line: number; reason: string }[];
}

/** A marker's line: `{{#name}}`, `{{^name}}` or `{{/name}}`, nothing else on it. */
const MARKER = /^\s*\{\{\s*([#^/])\s*([^{}]*?)\s*\}\}\s*$/;

const isSwitch = (name: string): name is SectionSwitch => Object.hasOwn(SECTION_SWITCHES, name);
const known = () => Object.keys(SECTION_SWITCHES).map((name) => `{{#${name}}}`).join(', ');

/** The body as `config` and the collections with entries build it: each section's lines kept or not, the markers' lines taken out. */
export function applySections(body: string, config: SiteConfig, present: ReadonlySet<string> = new Set()): Sectioned {
  const kept: string[] = [];
  const lines: number[] = [];
  const problems: Sectioned['problems'] = [];
  let open: { marker: string; name: string; keep: boolean; line: number } | undefined;
  body.split('\n').forEach((text, line) => {
    const marker = MARKER.exec(text);
    if (!marker) {
      if (!open || open.keep) {
        kept.push(text);
        lines.push(line);
      }
      return;
    }
    const [, sign, name = ''] = marker;
    if (sign === '/') {
      if (open?.name === name) open = undefined;
      else problems.push({ line, reason: `{{/${name}}} closes no open section${open ? `; the open one is ${open.marker}` : ''}` });
      return;
    }
    const opening = `{{${sign}${name}}}`;
    if (open) problems.push({ line, reason: `sections do not nest: ${opening} inside ${open.marker}; close that one first` });
    else if (!isSwitch(name)) problems.push({ line, reason: `unknown section ${opening}; known: ${known()}` });
    open = { marker: opening, name, keep: isSwitch(name) && SECTION_SWITCHES[name](config, present) === (sign === '#'), line };
  });
  if (open) problems.push({ line: open.line, reason: `the section ${open.marker} is never closed; end it with {{/${open.name}}} on a line of its own` });
  return { text: kept.join('\n'), lines, problems };
}
