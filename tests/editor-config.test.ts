// The content editor's configuration against the schema it is generated from: every field there with its Spanish
// label, the same required fields, list lengths, text lengths, patterns and allowed values (compared with zod's own
// JSON Schema of each content file, an independent reading of the schema), and valid for Sveltia CMS (its JSON
// schema, shipped in the package).
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import YAML from 'js-yaml';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { editorConfig, editorConfigYaml, editorFields, missingLabels } from '../pipeline/editor/config.ts';
import type { EditorField } from '../pipeline/editor/fields.ts';
import { GENERIC_PATTERN_MESSAGE } from '../templates/editor-labels.ts';
import { lucideIconNames } from '../pipeline/pictures/icon-names.ts';
import { parseContent } from '../pipeline/content/load.ts';
import { schemas, serviceSchema } from '../pipeline/content/schema.ts';
import type { SiteConfig } from '../pipeline/types.ts';
import { projectDir } from './helpers/site.ts';
import { COLLECTIONS } from '../pipeline/collections.ts';

const siteConfig = async () => (await readContent('content/site.yaml')).data as SiteConfig;
async function readContent(file: string) {
  return parseContent(file, await fs.readFile(path.join(projectDir, file), 'utf8'));
}

interface Collection {
  name: string;
  folder?: string;
  file?: string;
  files?: Collection[];
  fields: EditorField[];
}
/** Each editor collection of one kind of file, with the path it edits. */
function collectionsOf(config: Record<string, unknown>): Collection[] {
  return (config.collections as Collection[]).flatMap((c) => c.files ?? [c]);
}
const pathOf = (c: Collection) => c.folder ?? c.file!;

describe('editor configuration', () => {
  it('has a Spanish label for every field of the schema', () => {
    expect(missingLabels()).toEqual([]);
  });

  it('shows a field added to the schema without anything else to change, and names it until it has a label', () => {
    const added = { garantiaExtendida: z.boolean().optional(), horario: z.array(z.string().min(3)).min(1).max(2), visitas: z.int().min(1).max(12).optional() };
    const { fields, missing } = editorFields(serviceSchema.extend(added));
    expect(missing).toEqual(Object.keys(added).sort());
    expect(fields.find((f) => f.name === 'garantiaExtendida')).toMatchObject({ widget: 'boolean', required: false });
    expect(fields.find((f) => f.name === 'horario')).toMatchObject({ widget: 'list', min: 1, max: 2, required: true });
    expect(fields.find((f) => f.name === 'visitas')).toMatchObject({ widget: 'number', value_type: 'int', min: 1, max: 12, required: false });
  });

  it('gives every kind of zod field the schema may grow a Sveltia field that agrees with it', async () => {
    const json = z.toJSONSchema(grown, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    const { fields } = editorFields(grown);
    expect(disagreements(fields, json, 'grown')).toEqual([]);
    expect(await sveltiaErrors({ ...editorConfig(await siteConfig()), collections: [{ name: 'grown', label: 'Grown', files: [{ name: 'grown', label: 'Grown', file: 'content/grown.yaml', fields }] }] })).toEqual([]);
    // Numbers: whole or not, their range as Sveltia's inclusive min and max, the step of a multiple.
    const field = (name: string) => fields.find((f) => f.name === name);
    expect(field('whole')).toMatchObject({ widget: 'number', value_type: 'int', min: 1, max: 80, required: false });
    expect(field('between')).toMatchObject({ widget: 'number', value_type: 'int', min: 1, max: 9, required: true });
    expect(field('fraction')).toMatchObject({ widget: 'number', value_type: 'float', min: 0, max: 5, step: 0.5, default: 1, required: false });
    // The comparison does see a difference in each.
    const changed = fields.map((f) => (f.name === 'whole' ? { ...f, max: 81 } : f.name === 'fraction' ? { ...f, value_type: 'int' } : f.name === 'either' ? { ...f, options: ['x'] } : f));
    expect(disagreements(changed, json, 'grown')).toEqual([
      'grown.whole: a number from 1 to 81 instead of from 1 to 80',
      'grown.fraction: value_type int instead of float',
      'grown.either: options ["x"] instead of ["x","y"]',
    ]);
  });

  it('stops, naming the field and where to add it, at a zod type the editor has no field for', () => {
    expect(() => editorFields(serviceSchema.extend({ desde: z.date() }))).toThrow('editor-config: desde is a zod date, which the editor has no field for; add it to pipeline/editor/fields.ts');
  });

  it('edits every content file with the schema that checks it', async () => {
    const files: string[] = [];
    for (const { path: where, schema, folder } of collectionSchemas()) {
      const names = folder ? (await fs.readdir(path.join(projectDir, where)).catch(() => [] as string[])).filter((n) => n.endsWith('.md')).map((n) => `${where}/${n}`) : [where];
      for (const file of names) {
        const entry = await readContent(file);
        const result = schema.safeParse(entry.data);
        expect(result.success, `${file} against the schema of ${where}`).toBe(true);
        files.push(file);
      }
    }
    const all = await fs.readdir(path.join(projectDir, 'content'), { recursive: true });
    const content = all.filter((f) => /\.(md|yaml)$/.test(f)).map((f) => `content/${f}`);
    expect(files.sort()).toEqual(content.sort());
  });

  it('agrees with the schema: the same fields, required ones, lengths, patterns and allowed values', async () => {
    const config = editorConfig(await siteConfig());
    const bySchema = new Map(collectionSchemas().map((c) => [c.path, c.schema]));
    const collections = collectionsOf(config);
    expect(collections.map(pathOf).sort()).toEqual([...bySchema.keys()].sort());
    for (const collection of collections) {
      const json = z.toJSONSchema(bySchema.get(pathOf(collection))!, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
      const fields = collection.fields.filter((f) => f.name !== 'body');
      expect(disagreements(fields, json, pathOf(collection))).toEqual([]);
    }
    // The comparison does see a difference.
    const services = collections.find((c) => c.folder === 'content/servicios')!;
    const json = z.toJSONSchema(schemas.service, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    const changed = services.fields.filter((f) => f.name !== 'body' && f.name !== 'summary').map((f) => (f.name === 'cards' ? { ...f, max: 7 } : f));
    const names = Object.keys(json.properties!);
    const cards = json.properties!.cards!;
    expect(disagreements(changed, json, 'servicios')).toEqual([
      `servicios: fields ${names.filter((n) => n !== 'summary').join()} instead of ${names.join()}`,
      `servicios.cards: 6 to 7 items instead of ${cards.minItems} to ${cards.maxItems}`,
    ]);
  });

  it('lists the jobs with their first photo, and shows a photo’s stage and the consent’s scope in words', async () => {
    const jobs = collectionsOf(editorConfig(await siteConfig())).find((c) => c.folder === 'content/trabajos') as Collection & { thumbnail?: string };
    expect(jobs.thumbnail).toBe('photos.*.src');
    const field = (path: string) => path.split('.').reduce<EditorField | undefined>((at, name) => (at?.fields as EditorField[] | undefined ?? jobs.fields).find((f) => f.name === name), undefined);
    expect(field('photos.stage')?.options).toEqual([
      { label: 'Antes', value: 'antes' },
      { label: 'Durante', value: 'durante' },
      { label: 'Después', value: 'despues' },
      { label: 'Fachada: se ve el frente de la casa', value: 'fachada' },
    ]);
    expect((field('consent.scope')?.options as { label: string }[]).map((o) => o.label)).toEqual(['Solo las fotos', 'Las fotos y su nombre de pila', 'Las fotos, su nombre y sus palabras']);
  });

  it('offers every lucide icon where the schema wants an icon, including each one the content uses', async () => {
    const config = editorConfig(await siteConfig());
    const iconFields = collectionsOf(config).flatMap((c) => allFields(c.fields)).filter((f) => /(^|\.)icon$/.test(f.name));
    expect(iconFields.length).toBeGreaterThan(5);
    for (const field of iconFields) expect(field.options, field.name).toEqual(lucideIconNames());
    const used = new Set<string>();
    for (const file of (await fs.readdir(path.join(projectDir, 'content'), { recursive: true })).filter((f) => f.endsWith('.md'))) {
      const text = await fs.readFile(path.join(projectDir, 'content', file), 'utf8');
      for (const match of text.matchAll(/^\s*-?\s*icon: ([a-z0-9-]+)\s*$/gm)) used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((icon) => !lucideIconNames().includes(icon))).toEqual([]);
  });

  it('explains in Spanish every value that must have a form (a pattern)', async () => {
    const config = editorConfig(await siteConfig());
    const patterned = collectionsOf(config).flatMap((c) => allFields(c.fields)).filter((f) => f.pattern);
    expect(patterned.length).toBeGreaterThan(10);
    for (const field of patterned) expect((field.pattern as [string, string])[1], field.name).not.toBe(GENERIC_PATTERN_MESSAGE);
  });

  it('is valid for Sveltia CMS (its JSON schema) with each git host, and written as YAML that reads back the same', async () => {
    const validate = await sveltiaValidator();
    const site = await siteConfig();
    // The validator does refuse what Sveltia does not know.
    const wrong = { ...editorConfig(site), backend: { name: 'bitbucket', repo: 'a/b' }, output: { omit_empty_optional_fields: 'sí' } };
    expect(validate(wrong)).toBe(false);
    const variants: SiteConfig['editor'][] = [
      site.editor,
      { backend: 'github', repo: 'duena/servictg', authUrl: 'https://sveltia-cms-auth.duena.workers.dev' },
      { backend: 'github', repo: 'duena/servictg', baseUrl: 'https://github.empresa.co' },
      { backend: 'gitlab', repo: 'grupo/sub/servictg', appId: '0123456789abcdef0123456789abcdef' },
      { backend: 'gitlab', repo: 'duena/servictg', baseUrl: 'https://gitlab.empresa.co', appId: 'abcdef0123456789', branch: 'publicado' },
      { backend: 'gitea', repo: 'duena/servictg', baseUrl: 'https://git.empresa.co', appId: '6a5b4c3d-2e1f-4a5b-8c7d-0e1f2a3b4c5d' },
      { backend: 'gitea', repo: 'duena/servictg', baseUrl: 'https://codeberg.org' },
    ];
    for (const editor of variants) {
      const config = editorConfig({ ...site, editor }, '/servictg');
      expect(validate(config) ? [] : validate.errors, JSON.stringify(editor)).toEqual([]);
      expect(YAML.load(editorConfigYaml({ ...site, editor }, '/servictg'))).toEqual(config);
    }
  });
});

/** One field of each kind of zod type the editor knows, in the wrappers that decide whether a file must have it. */
const grown = z.strictObject({
  whole: z.int().min(1).max(80).optional(),
  between: z.number().int().gt(0).lt(10),
  fraction: z.number().min(0).max(5).multipleOf(0.5).default(1),
  amount: z.number().nonnegative().nullable(),
  flag: z.boolean().default(true),
  kind: z.enum(['uno', 'dos']).optional(),
  either: z.union([z.literal('x'), z.literal('y')]),
  fixed: z.literal('solo'),
  counts: z.array(z.int().min(0)).max(3).readonly(),
  code: z.uint32(),
  picks: z.array(z.enum(['p', 'q'])).min(1),
  rows: z.array(z.strictObject({ label: z.string().min(2).max(40), amount: z.number().positive() })).optional(),
  nested: z.strictObject({ level: z.int().max(3).prefault(2), note: z.string().max(400).optional() }).optional(),
  trimmed: z.string().max(20).transform((text) => text.trim()),
  read: z.preprocess((value) => value, z.number().min(1)),
  pairs: z.record(z.string(), z.string()),
  later: z.lazy(() => z.string().min(1).max(9)),
});

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  _prefault?: unknown;
}

/** Sveltia's JSON schema of its configuration, shipped in the package, compiled once. */
let validator: ValidateFunction | undefined;
async function sveltiaValidator(): Promise<ValidateFunction> {
  const schemaFile = path.join(path.dirname(createRequire(import.meta.url).resolve('@sveltia/cms')), '..', 'schema', 'sveltia-cms.json');
  validator ??= new Ajv({ strict: false, allErrors: true, validateFormats: false }).compile(JSON.parse(await fs.readFile(schemaFile, 'utf8')));
  return validator;
}
async function sveltiaErrors(config: Record<string, unknown>) {
  const validate = await sveltiaValidator();
  return validate(config) ? [] : validate.errors;
}

/** A property as the editor edits it: null taken out (the editor never writes it), a union of values as one list. */
function edited(property: JsonSchema): JsonSchema {
  if (Array.isArray(property.type)) {
    const types = property.type.filter((t) => t !== 'null');
    return { ...property, type: types.length === 1 ? types[0] : types };
  }
  const options = property.anyOf?.filter((option) => option.type !== 'null');
  if (!options) return property;
  if (options.length === 1) return edited({ ...property, anyOf: undefined, ...options[0] });
  if (options.every((option) => option.enum || 'const' in option)) return { ...property, anyOf: undefined, enum: options.flatMap((o) => o.enum ?? [o.const]) };
  return property;
}

/** Where the editor's fields and the schema's JSON Schema of the same object differ, one line each. */
function disagreements(fields: EditorField[], json: JsonSchema, where: string): string[] {
  const problems: string[] = [];
  const names = Object.keys(json.properties ?? {});
  const fieldNames = fields.map((f) => f.name);
  if (names.join() !== fieldNames.join()) problems.push(`${where}: fields ${fieldNames.join()} instead of ${names.join()}`);
  for (const field of fields) {
    const property = json.properties?.[field.name];
    const at = `${where}.${field.name}`;
    if (!property) continue;
    const required = json.required?.includes(field.name) ?? false;
    if (field.required !== required) problems.push(`${at}: required ${String(field.required)} instead of ${String(required)}`);
    problems.push(...fieldDisagreements(field, edited(property), at));
  }
  return problems;
}

/** Where one editor field and its property differ. */
function fieldDisagreements(field: EditorField, property: JsonSchema, at: string): string[] {
  const problems: string[] = [];
  const fallback = property.default ?? property._prefault;
  if (fallback !== undefined && JSON.stringify(field.default) !== JSON.stringify(fallback)) problems.push(`${at}: starts at ${JSON.stringify(field.default)} instead of ${JSON.stringify(fallback)}`);
  if (property.const === true) {
    // A confirmation the author must give: a switch that starts off (the build refuses it off).
    if (field.widget !== 'boolean' || field.default !== false) problems.push(`${at}: ${field.widget} instead of a switch that starts off`);
  } else if (property.enum || 'const' in property) {
    const options = property.enum ?? [property.const];
    // A labelled option is { label, value }: its value is what the file gets.
    const values = (field.options as unknown[] | undefined)?.map((o) => (o && typeof o === 'object' ? (o as { value: unknown }).value : o));
    if (field.widget !== 'select' || JSON.stringify(values) !== JSON.stringify(options)) problems.push(`${at}: options ${JSON.stringify(values)} instead of ${JSON.stringify(options)}`);
  } else if (property.type === 'object' && !property.properties) {
    const values = property.additionalProperties as JsonSchema | undefined;
    if (field.widget !== 'keyvalue' || values?.type !== 'string') problems.push(`${at}: ${field.widget} instead of pairs of texts`);
  } else if (property.type === 'object') {
    if (field.widget !== 'object') problems.push(`${at}: ${field.widget} instead of an object`);
    else problems.push(...disagreements(field.fields as EditorField[], property, at));
  } else if (property.type === 'array') {
    const items = edited(property.items!);
    const choice = Boolean(items.enum);
    if (field.widget !== (choice ? 'select' : 'list') || (choice && field.multiple !== true)) problems.push(`${at}: ${field.widget} instead of a ${choice ? 'multiple select' : 'list'}`);
    if (field.min !== property.minItems || field.max !== property.maxItems) {
      problems.push(`${at}: ${String(field.min)} to ${String(field.max)} items instead of ${String(property.minItems)} to ${String(property.maxItems)}`);
    }
    if (choice) {
      if (JSON.stringify(field.options) !== JSON.stringify(items.enum)) problems.push(`${at}: options ${JSON.stringify(field.options)} instead of ${JSON.stringify(items.enum)}`);
    } else if (items.type === 'object') problems.push(...disagreements(field.fields as EditorField[], items, `${at}[]`));
    else if (items.type === 'string') {
      if (field.fields || field.field) problems.push(`${at}: a list of texts has item fields`);
    } else if (!field.field) problems.push(`${at}: a list of ${String(items.type)} has no item field`);
    else problems.push(...fieldDisagreements(field.field as EditorField, items, `${at}[]`));
  } else if (property.type === 'boolean') {
    if (field.widget !== 'boolean') problems.push(`${at}: ${field.widget} instead of a switch`);
  } else if (property.type === 'integer' || property.type === 'number') {
    problems.push(...numberDisagreements(field, property, at));
  } else if (property.type === 'string' && (field.widget === 'relation' || field.widget === 'image')) {
    // A photo() or reference() field (pipeline/content/schema.ts): picked from the photos or another collection's
    // entries, never typed, so no pattern to show; the check stage finds what it names.
    if (!property.pattern) problems.push(`${at}: a ${field.widget} where the schema has no pattern of a photo or a slug`);
  } else if (property.type === 'string') {
    problems.push(...textDisagreements(field, property, at));
  } else {
    problems.push(`${at}: a schema type (${String(property.type)}) the comparison does not know`);
  }
  return problems;
}

/** A number's kind, range and step; an excluded bound of a whole number is the next one in, as Sveltia's min and max include theirs. */
function numberDisagreements(field: EditorField, property: JsonSchema, at: string): string[] {
  if (field.widget !== 'number') return [`${at}: ${field.widget} instead of a number`];
  const problems: string[] = [];
  const int = property.type === 'integer' || Number.isInteger(property.multipleOf);
  if (field.value_type !== (int ? 'int' : 'float')) problems.push(`${at}: value_type ${String(field.value_type)} instead of ${int ? 'int' : 'float'}`);
  const inward = int ? 1 : 0;
  // Bounds beyond the safe integers (z.int()'s own range) are no limit anyone types: the editor leaves them out.
  const typed = (bound: number | undefined) => (bound !== undefined && Math.abs(bound) < Number.MAX_SAFE_INTEGER ? bound : undefined);
  const min = typed(property.minimum ?? (property.exclusiveMinimum === undefined ? undefined : property.exclusiveMinimum + inward));
  const max = typed(property.maximum ?? (property.exclusiveMaximum === undefined ? undefined : property.exclusiveMaximum - inward));
  if (field.min !== min || field.max !== max) problems.push(`${at}: a number from ${String(field.min)} to ${String(field.max)} instead of from ${String(min)} to ${String(max)}`);
  if (field.step !== property.multipleOf) problems.push(`${at}: step ${String(field.step)} instead of ${String(property.multipleOf)}`);
  return problems;
}

function textDisagreements(field: EditorField, property: JsonSchema, at: string): string[] {
  if (property.format === 'date') return field.widget !== 'datetime' || field.type !== 'date' ? [`${at}: ${field.widget} instead of a date`] : [];
  if (field.widget === 'select') return []; // icon names: options from the schema's metadata, checked on their own
  const problems: string[] = [];
  if (!['string', 'text'].includes(field.widget)) problems.push(`${at}: ${field.widget} instead of a text`);
  if (field.minlength !== property.minLength || field.maxlength !== property.maxLength) {
    problems.push(`${at}: ${String(field.minlength)} to ${String(field.maxlength)} characters instead of ${String(property.minLength)} to ${String(property.maxLength)}`);
  }
  const pattern = (field.pattern as [string, string] | undefined)?.[0];
  if (property.format === 'email') {
    if (field.type !== 'email') problems.push(`${at}: not an e-mail input`);
  } else if (property.format === 'uri') {
    if (field.type !== 'url' || !pattern) problems.push(`${at}: not a web address input`);
  } else if (pattern !== property.pattern) {
    problems.push(`${at}: pattern ${String(pattern)} instead of ${String(property.pattern)}`);
  }
  return problems;
}

/** Every field, nested ones included. */
function allFields(fields: EditorField[]): EditorField[] {
  return fields.flatMap((f) => [f, ...allFields((f.fields as EditorField[] | undefined) ?? [])]);
}

/** Which schema checks the files of each collection path ("content/servicios", "content/site.yaml"), from the registry. */
function collectionSchemas() {
  return Object.values(COLLECTIONS).map(({ source, schema }) => ({ path: `content/${'folder' in source ? source.folder : source.file}`, schema, folder: 'folder' in source }));
}
