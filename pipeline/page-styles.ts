// Each page carries, inline, only the rules of the stylesheet that its markup and its script can use, and the policy
// that allows exactly that text. The whole stylesheet is 6.5 KB gzip; a page's part of it is 2.5–4.6 KB, and what
// that saves lets hubs, posts and the small pages come whole in TCP's first window (14.6 KB), the response
// Lighthouse's phone waits for before it paints anything (scripts/network-model.ts).
//
// A rule is kept when every class, id, element and attribute name one of its selectors asks for is in the page or
// in its script (which adds classes such as "is-open" or "toast--error"); of an :is() or :where(), one selector is
// enough, and what :not() and :has() ask for counts as held. A rule is kept whenever it might apply: this only ever
// keeps too much.
import crypto from 'node:crypto';
import { transform, type CustomAtRules, type Selector, type Visitor } from 'lightningcss';

/**
 * The browsers the stylesheet is written for, when it is bundled and each time a page's part of it is minified
 * again: mid-range Android phones run a current Chrome; Safari 15 covers iPhones of the last several years (and
 * knows no `width >= …` media ranges, which minifying for no target would write).
 */
export const CSS_TARGETS = { chrome: 100 << 16, safari: 15 << 16, firefox: 100 << 16 };

/** Every name a selector of the stylesheet asks for, as ".class", "#id", "element" or "[attribute". */
export function selectorNames(css: string): string[] {
  const names = new Set<string>();
  eachStyleRule(css, (selectors) => {
    for (const selector of selectors) for (const name of namesIn(selector)) names.add(name);
  });
  return [...names].sort();
}

/**
 * The names among `names` that a script may add to the page: those its text holds as a whole word (in quotes,
 * after a dot), and the modifiers of a block whose "block--" it holds (it writes `toast--${variant}`).
 */
export function namesInScript(script: string, names: readonly string[]): string[] {
  const holds = (text: string, end: string) => new RegExp(`(^|[^\\w-])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${end}`).test(script);
  return names.filter((name) => {
    const bare = name.replace(/^[.#[]/, '');
    const modifier = bare.indexOf('--');
    return holds(bare, '($|[^\\w-])') || (name.startsWith('.') && modifier > 0 && holds(bare.slice(0, modifier + 2), ''));
  });
}

/** The names among `names` that the page's markup holds. */
function namesInMarkup(html: string, names: readonly string[]): string[] {
  const present = new Set<string>();
  for (const [, tag] of html.matchAll(/<([a-z][a-z0-9-]*)/g)) present.add(tag!);
  for (const [, classes] of html.matchAll(/ class="([^"]*)"/g)) for (const c of classes!.split(' ')) present.add(`.${c}`);
  for (const [, id] of html.matchAll(/ id="([^"]*)"/g)) present.add(`#${id}`);
  // React writes every attribute with a value, booleans as hidden="".
  return names.filter((name) => present.has(name) || (name.startsWith('[') && html.includes(` ${name.slice(1)}=`)));
}

// Pages of one kind ask for the same names: their rules are worked out once per set of names, for the latest
// stylesheet only (the dev server bundles a new one on each edit of the styles).
let prunedFor = { css: '', byNames: new Map<string, string>() };

/**
 * The rules of `css` that the page's markup or its script (`scriptNames`, from namesInScript) can use, in their
 * order. `names` is selectorNames(css).
 */
export function pageStylesheet(css: string, names: readonly string[], html: string, scriptNames: readonly string[]): string {
  const used = new Set([...namesInMarkup(html, names), ...scriptNames]);
  const key = [...used].sort().join(' ');
  if (prunedFor.css !== css) prunedFor = { css, byNames: new Map() };
  let pruned = prunedFor.byNames.get(key);
  if (pruned === undefined) {
    pruned = eachStyleRule(css, (selectors) => selectors.some((selector) => couldMatch(selector, used)));
    prunedFor.byNames.set(key, pruned);
  }
  return pruned;
}

/**
 * A stylesheet as the page's <head> carries it: its own Content-Security-Policy, which allows this text alone by
 * its hash, then the <style> element. In a <meta> because pages carry different stylesheets: the header's policy
 * (pipeline/site-files.ts) leaves styles to it, and so stays the same from one build to the next.
 */
export function inlineStylesheet(css: string): string {
  return `<meta http-equiv="Content-Security-Policy" content="style-src ${cspHash(css)}"><style>${css}</style>`;
}

/** A CSP source that allows exactly this inline text: "'sha256-…'". */
export function cspHash(text: string): string {
  return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Calls `keep` with the selectors of every style rule, at any depth; the stylesheet without those it refused. */
function eachStyleRule(css: string, keep: (selectors: Selector[]) => boolean | void): string {
  let removed = false;
  const minified = (code: string, visitor?: Visitor<CustomAtRules>) =>
    Buffer.from(transform({ filename: 'page.css', code: Buffer.from(code), minify: true, targets: CSS_TARGETS, visitor }).code).toString('utf8');
  const kept = minified(css, {
    Rule: {
      // Returning nothing leaves a rule as it is; an empty list removes it.
      style: (rule) => (keep(rule.value.selectors) === false ? ((removed = true), []) : undefined),
    },
  });
  // The visitor leaves a @media emptied of its rules behind; minifying again takes it out.
  return removed ? minified(kept) : kept;
}

/**
 * Whether the page can hold what a selector asks for: every class, id, element and attribute name of it, and for
 * each :is() or :where() one of the selectors in it (minifying writes `.a .x,.b .x` as `:is(.a,.b) .x`). What
 * :not() and :has() ask for counts as held.
 */
function couldMatch(selector: Selector, used: Set<string>): boolean {
  return selector.every((component) => {
    const inner = anyOf(component);
    if (inner) return inner.some((one) => couldMatch(one, used));
    const name = simpleName(component);
    return name === undefined || used.has(name);
  });
}

/** Every name a selector holds, inside :is() and :where() too. */
function namesIn(selector: Selector): string[] {
  return selector.flatMap((component) => {
    const inner = anyOf(component);
    if (inner) return inner.flatMap(namesIn);
    const name = simpleName(component);
    return name === undefined ? [] : [name];
  });
}

/** The selectors of an :is() or :where(), of which an element matches one. */
function anyOf(component: Selector[number]): Selector[] | undefined {
  return component.type === 'pseudo-class' && (component.kind === 'is' || component.kind === 'where') ? component.selectors : undefined;
}

function simpleName(component: Selector[number]): string | undefined {
  if (component.type === 'class') return `.${component.name}`;
  if (component.type === 'id') return `#${component.name}`;
  if (component.type === 'type') return component.name;
  if (component.type === 'attribute') return `[${component.name}`;
  return undefined;
}
