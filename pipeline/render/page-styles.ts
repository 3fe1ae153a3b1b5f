// Each page carries, inline, only the rules of the stylesheet that its markup and its script can use, and the policy
// that allows exactly that text. A page's part is a fraction of the whole stylesheet, and what that saves lets pages
// come whole in TCP's first window (14.6 KB), the response Lighthouse's phone waits for before it paints anything
// (scripts/network-model.ts).
//
// A rule is kept when every class, id, element and attribute name one of its selectors asks for is in the page or
// in its script (which adds classes such as "is-open" or "toast--error"); of an :is() or :where(), one selector is
// enough, and what :not() and :has() ask for counts as held. A rule is kept whenever it might apply: this only ever
// keeps too much.
//
// The stylesheet is split into its rules once, when it is bundled; a page's part is those rules' text joined, as the
// bundle minified it: minifying each page's part again would cost lightningcss time on every page and change nothing.
import crypto from 'node:crypto';
import { transform, type Selector } from 'lightningcss';

/**
 * The browsers the stylesheet is written for: mid-range Android phones run a current Chrome; Safari 15 covers
 * iPhones of the last several years (and knows no `width >= …` media ranges, which minifying for no target would
 * write).
 */
export const CSS_TARGETS = { chrome: 100 << 16, safari: 15 << 16, firefox: 100 << 16 };

/** The minified stylesheet split into its rules, in their order. */
export interface StyleRules {
  /** Every name a selector asks for, as ".class", "#id", "element" or "[attribute". */
  names: string[];
  rules: StyleItem[];
}

/** A style rule with its selectors; a block of rules (@media, @supports…); anything else, which every page keeps. */
type StyleItem = { text: string; selectors: Selector[] } | { prelude: string; rules: StyleItem[] } | { text: string };

/** Group rules: their rules are kept one by one, and the group with them while one is. */
const GROUP = /^@(media|supports|container|layer)\b/;

/** `css`, already minified (no comments, no nesting), split into its rules. */
export function splitStylesheet(css: string): StyleRules {
  // lightningcss reads the selectors, visiting style rules in the order they are written; the text is cut here, at the
  // braces, and each style rule found takes the next selectors.
  const selectors: Selector[][] = [];
  transform({ filename: 'style.css', code: Buffer.from(css), visitor: { Rule: { style: (rule) => void selectors.push(rule.value.selectors) } } });
  let next = 0;
  const split = (from: number, to: number): StyleItem[] => {
    const items: StyleItem[] = [];
    for (let at = from; at < to; ) {
      const open = skipTo(css, at, /[{;]/);
      if (css[open] === ';') {
        items.push({ text: css.slice(at, open + 1) });
        at = open + 1;
        continue;
      }
      const close = closingBrace(css, open);
      const prelude = css.slice(at, open);
      if (GROUP.test(prelude)) items.push({ prelude, rules: split(open + 1, close) });
      else if (prelude.startsWith('@')) items.push({ text: css.slice(at, close + 1) });
      else items.push({ text: css.slice(at, close + 1), selectors: selectors[next++] ?? [] });
      at = close + 1;
    }
    return items;
  };
  const rules = split(0, css.length);
  if (next !== selectors.length) throw new Error(`pipeline/render/page-styles.ts: the stylesheet split into ${next} style rules, lightningcss read ${selectors.length}`);
  const names = new Set(selectors.flat().flatMap(namesIn));
  return { names: [...names].sort(), rules };
}

/** Where the first character of `wanted` is at `from` or after, outside strings and url(). */
function skipTo(css: string, from: number, wanted: RegExp): number {
  for (let i = from; i < css.length; i++) {
    const c = css[i]!;
    if (c === '"' || c === "'") i = stringEnd(css, i);
    else if (c === '(' && css.endsWith('url', i)) {
      const close = css.indexOf(')', i);
      i = close < 0 ? css.length : close;
    }
    else if (wanted.test(c)) return i;
  }
  throw new Error(`pipeline/render/page-styles.ts: the stylesheet ends inside a rule: ${css.slice(from, from + 60)}`);
}

/** The "}" that closes the block opened at `open`. */
function closingBrace(css: string, open: number): number {
  let depth = 0;
  for (let i = open; ; i = skipTo(css, i + 1, /[{}]/)) {
    if (css[i] === '{') depth++;
    else if (--depth === 0) return i;
  }
}

/** The index of the quote that ends the string starting at `start`. */
function stringEnd(css: string, start: number): number {
  for (let i = start + 1; i < css.length; i++) {
    if (css[i] === '\\') i++;
    else if (css[i] === css[start]) return i;
  }
  return css.length;
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

/**
 * What the build reads in a page's markup: the stylesheet's names it holds (as their places in StyleRules.names), its
 * ids, and the first id it holds twice.
 */
export interface MarkupNames {
  names: number[];
  ids: string[];
  repeatedId?: string;
}

/**
 * The names among the stylesheet's that the page's markup holds: the name of each element, of each of its
 * attributes, and its classes and id; and an id found twice. Read tag by tag, skipping text and attribute values,
 * which React writes always in double quotes and with "<", ">" and quotes escaped; of element and attribute names,
 * only those the stylesheet asks for are looked at (a few dozen). Regular expressions over the whole page, text
 * included, took twice as long: a quarter of the time a page takes to render. A class attribute's value is split once
 * a stylesheet however often it is written (pages write the same few dozen).
 */
export function readMarkup(html: string, stylesheet: StyleRules): MarkupNames {
  const { place, ofClassValue, longestElement, longestAttribute } = askedFor(stylesheet.names);
  const found = new Set<number>();
  const addPlace = (index: number | undefined) => index !== undefined && found.add(index);
  const ids = new Set<string>();
  let repeatedId: string | undefined;
  for (let at = html.indexOf('<'); at >= 0; at = html.indexOf('<', at + 1)) {
    if (!isNameStart(html.charCodeAt(at + 1))) continue;
    let end = at + 2;
    while (isNameChar(html.charCodeAt(end))) end++;
    if (end - at - 1 <= longestElement) addPlace(place.element.get(html.slice(at + 1, end)));
    // Its attributes, up to the tag's ">": ` name="value"`.
    for (let i = end; i < html.length && html.charCodeAt(i) !== GT; ) {
      if (html.charCodeAt(i) !== SPACE) {
        i++;
        continue;
      }
      let equals = i + 1;
      while (equals < html.length && !endsAttributeName(html.charCodeAt(equals))) equals++;
      if (html.charCodeAt(equals) !== EQUALS) {
        i = equals;
        continue;
      }
      const length = equals - i - 1;
      if (length <= longestAttribute) addPlace(place.attribute.get(html.slice(i + 1, equals)));
      if (html.charCodeAt(equals + 1) !== QUOTE) {
        i = equals + 1;
        continue;
      }
      const close = html.indexOf('"', equals + 2);
      if (close < 0) break;
      if (length === 5 && html.startsWith('class', i + 1)) {
        const value = html.slice(equals + 2, close);
        let classPlaces = ofClassValue.get(value);
        if (!classPlaces) ofClassValue.set(value, (classPlaces = value.split(' ').flatMap((name) => place.class.get(name) ?? [])));
        for (const classPlace of classPlaces) found.add(classPlace);
      } else if (length === 2 && html.startsWith('id', i + 1)) {
        const id = html.slice(equals + 2, close);
        if (ids.has(id)) repeatedId ??= id;
        ids.add(id);
        addPlace(place.id.get(id));
      }
      i = close + 1;
    }
  }
  return { names: [...found], ids: [...ids], repeatedId };
}

/**
 * Markup read in pieces (a page's own markup and the parts copied into it), as one page: a bitmap over the
 * stylesheet's names, 1 where a piece holds that name, and the first id that a piece holds twice or two pieces both
 * hold.
 */
export function combineMarkupNames(pieces: MarkupNames[], stylesheet: StyleRules): { usedNames: Uint8Array; repeatedId?: string } {
  const usedNames = new Uint8Array(stylesheet.names.length);
  const ids = new Set<string>();
  let repeatedId: string | undefined;
  for (const piece of pieces) {
    for (const name of piece.names) usedNames[name] = 1;
    repeatedId ??= piece.repeatedId;
    for (const id of piece.ids) {
      if (ids.has(id)) repeatedId ??= id;
      ids.add(id);
    }
  }
  return { usedNames, repeatedId };
}

/**
 * What a stylesheet's names ask for, worked out once per stylesheet: the place of each class, id, element and attribute
 * name among them, the longest element and attribute names, and (filled as pages are read) the places of the classes
 * of each class attribute's value.
 */
interface Asked {
  place: Record<'class' | 'id' | 'element' | 'attribute', Map<string, number>>;
  longestElement: number;
  longestAttribute: number;
  ofClassValue: Map<string, number[]>;
}
const asked = new WeakMap<readonly string[], Asked>();
function askedFor(names: readonly string[]): Asked {
  let found = asked.get(names);
  if (!found) {
    const kind = { '.': 'class', '#': 'id', '[': 'attribute' } as const;
    const place: Asked['place'] = { class: new Map(), id: new Map(), element: new Map(), attribute: new Map() };
    names.forEach((name, i) => {
      const of = kind[name[0] as keyof typeof kind];
      if (of) place[of].set(name.slice(1), i);
      else place.element.set(name, i);
    });
    const longest = (map: Map<string, number>) => Math.max(0, ...[...map.keys()].map((name) => name.length));
    asked.set(names, (found = { place, longestElement: longest(place.element), longestAttribute: longest(place.attribute), ofClassValue: new Map() }));
  }
  return found;
}

const [GT, SPACE, EQUALS, QUOTE, SLASH] = ['>', ' ', '=', '"', '/'].map((c) => c.charCodeAt(0)) as [number, number, number, number, number];
/** What ends an attribute's name: "=", white space, ">" or "/". */
const endsAttributeName = (code: number) => code === EQUALS || code === SPACE || code === GT || code === SLASH || code === 9 || code === 10 || code === 13;
const isNameStart = (code: number) => code >= 97 && code <= 122;
const isNameChar = (code: number) => isNameStart(code) || (code >= 48 && code <= 57) || code === 45;

/** A bitmap over the stylesheet's names, 1 where the script may add that name (namesInScript): one per stylesheet and script. */
const scriptBitmaps = new WeakMap<StyleRules, WeakMap<readonly string[], Uint8Array>>();
function scriptBitmap(stylesheet: StyleRules, scriptNames: readonly string[]): Uint8Array {
  const ofStylesheet = scriptBitmaps.get(stylesheet) ?? scriptBitmaps.set(stylesheet, new WeakMap()).get(stylesheet)!;
  let bitmap = ofStylesheet.get(scriptNames);
  if (!bitmap) ofStylesheet.set(scriptNames, (bitmap = Uint8Array.from(stylesheet.names, (name) => (scriptNames.includes(name) ? 1 : 0))));
  return bitmap;
}

/**
 * A cache of each stylesheet's <style> elements, keyed by the places of the names a page uses and whether it links
 * the stylesheet too: pages of a kind share one.
 */
const styleElements = new WeakMap<StyleRules, Map<string, string>>();

/**
 * The <style> element (with its policy, inlineStylesheet) of a page whose markup uses the names set in `usedNames`
 * (a bitmap over the stylesheet's names) and whose script may add `scriptNames`; `linked`: the page also links the
 * stylesheet's file (for what lies below its fold, templates/fold.ts), which its policy then allows.
 */
export function pageStyleElement(stylesheet: StyleRules, usedNames: Uint8Array, scriptNames: readonly string[], { linked = false } = {}): string {
  const inScript = scriptBitmap(stylesheet, scriptNames);
  const places: number[] = [];
  for (let i = 0; i < usedNames.length; i++) if (usedNames[i] || inScript[i]) places.push(i);
  const key = `${linked ? 'linked ' : ''}${places.join(',')}`;
  const cache = styleElements.get(stylesheet) ?? styleElements.set(stylesheet, new Map()).get(stylesheet)!;
  let element = cache.get(key);
  if (element === undefined) cache.set(key, (element = inlineStylesheet(keptRules(stylesheet, new Set(places.map((i) => stylesheet.names[i]!))), linked)));
  return element;
}

function keptRules(stylesheet: StyleRules, used: Set<string>): string {
  const kept = (items: StyleItem[]): string =>
    items
      .map((item) => {
        if ('rules' in item) {
          const inner = kept(item.rules);
          return inner && `${item.prelude}{${inner}}`;
        }
        return 'selectors' in item ? keptSelectors(item, used) : item.text;
      })
      .join('');
  return kept(stylesheet.rules);
}

/**
 * A style rule with only those of its selectors that the page can match; none, when it can match none of them.
 * Rules shared by several components (`.card-grid,.hub-grid,.post-grid{…}`) would otherwise bring every page the
 * names of all.
 */
function keptSelectors(rule: { text: string; selectors: Selector[] }, used: Set<string>): string {
  const matches = rule.selectors.map((selector) => couldMatch(selector, used));
  if (!matches.includes(false)) return rule.text;
  if (!matches.includes(true)) return '';
  const open = skipTo(rule.text, 0, /{/);
  const parts = topLevelParts(rule.text.slice(0, open));
  // A list the text does not split into as lightningcss read it is kept whole: this only ever keeps too much.
  if (parts.length !== matches.length) return rule.text;
  return `${parts.filter((_, i) => matches[i]).join(',')}${rule.text.slice(open)}`;
}

/** A selector list cut at its commas, not at those inside parentheses, brackets or strings. */
function topLevelParts(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i]!;
    if (c === '"' || c === "'") i = stringEnd(list, i);
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  return [...parts, list.slice(start)];
}

/**
 * A stylesheet as the page's <head> carries it: its own Content-Security-Policy (stylePolicy), which allows this text
 * alone by its hash (and, `linked`, the site's own stylesheet files), then the <style> element. In a <meta> because
 * pages carry different stylesheets: the header's policy (pipeline/output/site-files.ts) leaves styles to it, and so
 * stays the same from one build to the next.
 */
export function inlineStylesheet(css: string, linked = false): string {
  return `<meta http-equiv="Content-Security-Policy" content="${stylePolicy(css, linked)}"><style>${css}</style>`;
}
export const stylePolicy = (css: string, linked = false) => `style-src ${linked ? "'self' " : ''}${cspHash(css)}`;

/** A CSP source that allows exactly this inline text: "'sha256-…'". */
export function cspHash(text: string): string {
  return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
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
