// The content editor's fields (Sveltia CMS, https://sveltiacms.app/en/docs/fields) read from a zod schema of
// pipeline/content/schema.ts: one editor field per schema field, with the schema's own limits and the Spanish labels of
// templates/editor-labels.ts. Each zod type maps to one widget:
//   string          string or text (lengths, pattern), select (`options` in its metadata), datetime (a date), e-mail,
//                   web address; image for photo(), relation for reference() (pipeline/content/schema.ts)
//   number, int     number (value_type int or float, min, max, step from .int(), .min(), .max(), .gt(), .lt(), .multipleOf())
//   boolean         boolean
//   enum, literal   select; a union of them too
//   object          object
//   array           list: of objects, their fields; of texts, one per line; of allowed values, a multiple select;
//                   of anything else, that one field per item
//   record          keyvalue, when its keys and values are texts
// and the wrappers around them (optional, default, prefault, nonoptional, nullable, readonly, pipe, lazy)
// decide whether the field is required and what it starts with. A type without a widget stops the build, naming the
// field and this file.
import { z } from 'zod';
import { GENERIC_PATTERN_MESSAGE, type FieldLabel } from '../../templates/editor-labels.ts';
import { fieldKind } from '../content/schema.ts';

/** A field of Sveltia CMS's configuration (https://sveltiacms.app/en/docs/fields). */
export type EditorField = { name: string; label: string; widget: string } & Record<string, unknown>;

/** What a walk over a schema collects besides its fields. */
export interface Walk {
  /** Field paths walked without a label ("hero.title"). */
  missing: Set<string>;
  /** The labels by field path: the shared ones of labels.ts, and the collection's own over them. */
  labels: Record<string, FieldLabel>;
  /** A collection of the registry as the editor knows it: its name there and the field its entries are listed by. */
  collection: (name: string) => { name: string; summary: string };
  /** Where the collection's photos are uploaded, under content/ ("fotos", "fotos/trabajos"). */
  photos: string;
  /** Fields picked from a list made of site.yaml, by path. */
  options: Record<string, string[]>;
}

/** Text longer than this gets a box of several lines instead of a one-line input. */
const MULTILINE_FROM = 161;

type Schema = z.core.$ZodType;
type Def = z.core.$ZodTypeDef & Record<string, unknown>;
type Widget = { widget: string } & Record<string, unknown>;
const defOf = (schema: Schema) => schema._zod.def as Def;
/** A schema's checks; a format schema (z.int(), z.email()) is its own first check, as zod counts it. */
const checksOf = (schema: Schema) => {
  const own = defOf(schema).check ? [defOf(schema)] : [];
  return [...own, ...((defOf(schema).checks ?? []) as unknown as { _zod: { def: Record<string, unknown> } }[]).map((c) => c._zod.def)];
};
const metaOf = (schema: Schema) => (z.globalRegistry.get(schema) ?? {}) as { options?: string[] | (() => string[]); format?: string };

/** The fields of an object schema, in the schema's order. */
export function fields(schema: Schema, path: string, walk: Walk): EditorField[] {
  const def = defOf(schema);
  if (def.type !== 'object') throw new Error(`editor-config: ${path || 'a content file'} is not an object in the schema`);
  const shape = def.shape as Record<string, Schema>;
  return Object.entries(shape).map(([name, field]) => fieldFor(name, field, path ? `${path}.${name}` : name, walk, walk.labels[path ? `${path}.${name}` : name]));
}

/** The wrappers undone: the schema inside, whether the file must have the field, and the value it starts with. */
function unwrap(schema: Schema): { inner: Schema; required: boolean; fallback?: unknown } {
  let required = true;
  let fallback: unknown;
  let inner = schema;
  for (;;) {
    const def = defOf(inner);
    if (def.type === 'optional') required = false;
    else if (def.type === 'default' || def.type === 'prefault') {
      required = false;
      fallback = def.defaultValue;
    } else if (def.type === 'nonoptional') {
      // `.required()` wraps an optional field: the outer wrapper decides.
      return { ...unwrap(def.innerType as Schema), required: true };
    } else if (def.type === 'pipe') {
      // The file holds what the pipe reads, unless that is a transform of whatever comes (z.preprocess).
      const into = def.in as Schema;
      inner = defOf(into).type === 'transform' ? (def.out as Schema) : into;
      continue;
    } else if (def.type === 'lazy') {
      inner = (inner as unknown as { _zod: { innerType: Schema } })._zod.innerType;
      continue;
    } else if (def.type !== 'nullable' && def.type !== 'readonly') {
      // The editor writes a value or leaves an optional field out, never null: a nullable field is edited as its value.
      return { inner, required, ...(fallback === undefined ? {} : { fallback }) };
    }
    inner = def.innerType as Schema;
  }
}

function fieldFor(name: string, schema: Schema, path: string, walk: Walk, labels: FieldLabel | undefined): EditorField {
  const { inner, required, fallback } = unwrap(schema);
  if (!labels) walk.missing.add(path);
  const base = {
    name,
    label: labels?.label ?? name,
    ...(labels?.hint ? { hint: labels.hint } : {}),
    required,
    ...(fallback === undefined ? {} : { default: fallback }),
  };
  const kind = fieldKind(inner);
  if (kind?.kind === 'photo') return { ...base, widget: 'image', media_folder: `/content/${walk.photos}`, public_folder: walk.photos };
  if (walk.options[path]) return { ...base, widget: 'select', options: walk.options[path] };
  if (kind?.kind === 'reference') {
    const { name: collection, summary } = walk.collection(kind.collection);
    return { ...base, widget: 'relation', collection, value_field: '{{slug}}', search_fields: [summary], display_fields: [summary] };
  }
  const def = defOf(inner);
  const options = allowedValues(inner);
  if (options) {
    const fixed = def.type === 'literal' && options.length === 1;
    // A confirmation the author must give (z.literal(true), a job's checks): a switch that starts off, not a fixed value.
    if (fixed && options[0] === true) return { ...base, widget: 'boolean', default: false };
    // Values are shown as written where each is a Spanish word ("hogar", "terminos"), else by their labels.
    const shown = labels?.options ? options.map((value) => ({ label: labels.options![String(value)] ?? String(value), value })) : options;
    return { ...base, widget: 'select', options: shown, ...(fixed ? { default: options[0], readonly: true } : {}) };
  }
  switch (def.type) {
    case 'string':
      return { ...base, ...stringWidget(inner, def, labels?.pattern) };
    case 'number':
      return { ...base, ...numberWidget(inner) };
    case 'boolean':
      // A switch always has a value; an unticked one writes false, which the schema wants written.
      return { ...base, widget: 'boolean', default: fallback ?? false };
    case 'array': {
      const { counts, ...list } = listWidget(name, inner, path, walk, labels);
      const hint = [labels?.hint, countHint(counts)].filter(Boolean).join(' ');
      return { ...base, ...(hint ? { hint } : {}), ...list, ...counts };
    }
    case 'object':
      return { ...base, widget: 'object', fields: fields(inner, path, walk) };
    case 'record':
      if (defOf(unwrap(def.keyType as Schema).inner).type === 'string' && defOf(unwrap(def.valueType as Schema).inner).type === 'string') {
        return { ...base, widget: 'keyvalue' };
      }
  }
  throw new Error(`editor-config: ${path} is a zod ${def.type}, which the editor has no field for; add it to pipeline/editor/fields.ts`);
}

/** The values an enum, a literal or a union of them allows, in the schema's order; undefined for any other schema. */
function allowedValues(schema: Schema): (string | number | boolean)[] | undefined {
  const def = defOf(schema);
  if (def.type === 'enum') return Object.values(def.entries as Record<string, string | number>);
  if (def.type === 'literal') return def.values as (string | number | boolean)[];
  if (def.type !== 'union') return undefined;
  const each = (def.options as Schema[]).map((option) => allowedValues(unwrap(option).inner));
  return each.every(Boolean) ? [...new Set(each.flatMap((values) => values!))] : undefined;
}

function stringWidget(schema: Schema, def: Def, patternMessage?: string): Widget {
  const meta = metaOf(schema);
  if (meta.options) {
    const options = typeof meta.options === 'function' ? meta.options() : meta.options;
    return { widget: 'select', options };
  }
  if (meta.format === 'date' || def.format === 'date') {
    return { widget: 'datetime', type: 'date', format: 'YYYY-MM-DD' };
  }
  const { min: minlength, max: maxlength } = lengthBounds(schema);
  const pattern = checksOf(schema).filter((check) => check.check === 'string_format' && check.format === 'regex').at(-1)?.pattern as RegExp | undefined;
  const lengths = { ...(minlength !== undefined ? { minlength } : {}), ...(maxlength !== undefined ? { maxlength } : {}) };
  const message = patternMessage ?? GENERIC_PATTERN_MESSAGE;
  if (def.format === 'email') return { widget: 'string', type: 'email', ...lengths };
  if (def.format === 'url') {
    // z.url's protocol is a RegExp for the scheme alone ("^https?$"); the editor checks the whole address.
    const protocol = (def.protocol as RegExp | undefined)?.source.replace(/^\^|\$$/g, '') ?? '[a-z][a-z0-9+.-]*';
    return { widget: 'string', type: 'url', pattern: [`^(?:${protocol}):\\/\\/\\S+$`, message], ...lengths };
  }
  const widget = maxlength !== undefined && maxlength >= MULTILINE_FROM ? 'text' : 'string';
  return { widget, ...lengths, ...(pattern ? { pattern: [pattern.source, message] } : {}) };
}

/**
 * A number input from the number's checks, the tightest bound winning as in zod. Sveltia's min and max let the bound
 * itself in: an excluded bound of a whole number moves in by one, that of a fraction stays (the build refuses it).
 * A format's range (z.int(), z.uint32()) counts; one beyond the safe integers is no limit anyone types.
 */
function numberWidget(schema: Schema): Widget {
  let min = -Infinity;
  let max = Infinity;
  let int = false;
  let step: number | undefined;
  for (const check of checksOf(schema)) {
    if (check.check === 'number_format') {
      const format = check.format as keyof typeof z.core.util.NUMBER_FORMAT_RANGES;
      int ||= format.includes('int');
      [min, max] = [Math.max(min, z.core.util.NUMBER_FORMAT_RANGES[format][0]), Math.min(max, z.core.util.NUMBER_FORMAT_RANGES[format][1])];
    }
    if (check.check === 'multiple_of') step = check.value as number;
  }
  int ||= step !== undefined && Number.isInteger(step);
  for (const check of checksOf(schema)) {
    const value = check.value as number;
    const inward = check.inclusive || !int ? 0 : 1;
    if (check.check === 'greater_than') min = Math.max(min, value + inward);
    if (check.check === 'less_than') max = Math.min(max, value - inward);
  }
  return {
    widget: 'number',
    value_type: int ? 'int' : 'float',
    ...(min > Number.MIN_SAFE_INTEGER ? { min } : {}),
    ...(max < Number.MAX_SAFE_INTEGER ? { max } : {}),
    ...(step !== undefined ? { step } : {}),
  };
}

/** The length checks of a text or a list (zod's min, max, length), the last of each kind winning as in zod. */
function lengthBounds(schema: Schema): { min?: number; max?: number } {
  let min: number | undefined;
  let max: number | undefined;
  for (const check of checksOf(schema)) {
    if (check.check === 'min_length') min = check.minimum as number;
    if (check.check === 'max_length') max = check.maximum as number;
    if (check.check === 'length_equals') min = max = check.length as number;
  }
  return { min, max };
}

function listWidget(name: string, schema: Schema, path: string, walk: Walk, labels: FieldLabel | undefined): Widget & { counts: { min?: number; max?: number } } {
  const { min, max } = lengthBounds(schema);
  const counts = { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
  const singular = labels?.item ? { label_singular: labels.item } : {};
  const element = unwrap(defOf(schema).element as Schema).inner;
  const type = defOf(element).type;
  if (type === 'object') {
    const itemFields = fields(element, path, walk);
    const first = itemFields.find((f) => f.widget === 'string' || f.widget === 'text');
    return {
      widget: 'list',
      counts,
      // A list that must keep its length has nothing to add or remove; its items can still be reordered.
      ...(min !== undefined && min === max ? { allow_add: false, allow_remove: false } : {}),
      ...(first ? { summary: `{{fields.${first.name}}}` } : {}),
      ...singular,
      collapsed: 'auto',
      fields: itemFields,
    };
  }
  const options = allowedValues(element);
  if (options) return { widget: 'select', multiple: true, options, counts };
  // A list of texts (keywords, tags, places): one text box, one item per line.
  if (type === 'string' && !metaOf(element).options) return { widget: 'list', counts, ...singular };
  // Anything else (numbers, lists): that one field per item, labelled as an item.
  const field = fieldFor(name, element, path, walk, { label: labels?.item ?? labels?.label ?? name });
  return { widget: 'list', counts, ...singular, field };
}

/** The list's length in words, after the field's own hint. */
function countHint({ min, max }: { min?: number; max?: number }): string {
  if (min !== undefined && min === max) return `Exactamente ${min}.`;
  if (min !== undefined && max !== undefined) return `De ${min} a ${max}.`;
  if (min !== undefined) return min > 0 ? `Al menos ${min}.` : '';
  if (max !== undefined) return `Hasta ${max}.`;
  return '';
}
