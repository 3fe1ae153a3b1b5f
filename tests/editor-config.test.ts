// The content editor's configuration against the schema it is generated from: every field there with its Spanish
// label, the same required fields, list lengths, text lengths, patterns and allowed values (compared with zod's own
// JSON Schema of each content file, an independent reading of the schema), and valid for Sveltia CMS (its JSON
// schema, shipped in the package).
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Ajv } from 'ajv';
import YAML from 'js-yaml';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { collectionSchemas, editorConfig, editorConfigYaml, editorFields, missingLabels, type EditorField } from '../pipeline/editor-config.ts';
import { GENERIC_PATTERN_MESSAGE } from '../pipeline/editor-labels.ts';
import { lucideIconNames } from '../pipeline/icon-names.ts';
import { parseContent } from '../pipeline/load.ts';
import { schemas, serviceSchema } from '../pipeline/schema.ts';
import type { SiteConfig } from '../pipeline/types.ts';
import { projectDir } from './helpers/site.ts';

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
    const extended = serviceSchema.extend({ garantiaExtendida: z.boolean().optional(), horario: z.array(z.string().min(3)).min(1).max(2) });
    const { fields, missing } = editorFields(extended);
    expect(missing).toEqual(['garantiaExtendida', 'horario']);
    expect(fields.find((f) => f.name === 'garantiaExtendida')).toMatchObject({ widget: 'boolean', required: false });
    expect(fields.find((f) => f.name === 'horario')).toMatchObject({ widget: 'list', min: 1, max: 2, required: true });
  });

  it('edits every content file with the schema that checks it', async () => {
    const files: string[] = [];
    for (const { path: where, schema, folder } of collectionSchemas()) {
      const names = folder ? (await fs.readdir(path.join(projectDir, where))).filter((n) => n.endsWith('.md')).map((n) => `${where}/${n}`) : [where];
      for (const file of names) {
        const entry = await readContent(file);
        const result = schemas[schema].safeParse(entry.data);
        expect(result.success, `${file} against the ${schema} schema`).toBe(true);
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
      const json = z.toJSONSchema(schemas[bySchema.get(pathOf(collection))!], { io: 'input', unrepresentable: 'any' }) as JsonSchema;
      const fields = collection.fields.filter((f) => f.name !== 'body');
      expect(disagreements(fields, json, pathOf(collection))).toEqual([]);
    }
    // The comparison does see a difference.
    const services = collections.find((c) => c.folder === 'content/servicios')!;
    const json = z.toJSONSchema(schemas.service, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    const changed = services.fields.filter((f) => f.name !== 'body' && f.name !== 'summary').map((f) => (f.name === 'cards' ? { ...f, max: 7 } : f));
    expect(disagreements(changed, json, 'servicios')).toEqual([
      'servicios: fields name,title,description,keywords,hero,searchTerms,claims,job,fit,beforeVisit,illustration,cards,benefits,faq,cta,whatsapp,group,aliases,updated instead of name,title,description,keywords,hero,summary,searchTerms,claims,job,fit,beforeVisit,illustration,cards,benefits,faq,cta,whatsapp,group,aliases,updated',
      'servicios.cards: 6 to 7 items instead of 6 to 6',
    ]);
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
    const schemaFile = path.join(path.dirname(createRequire(import.meta.url).resolve('@sveltia/cms')), '..', 'schema', 'sveltia-cms.json');
    const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
    const validate = ajv.compile(JSON.parse(await fs.readFile(schemaFile, 'utf8')));
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

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: string[];
  const?: string;
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
    if (property.type === 'object') {
      if (field.widget !== 'object') problems.push(`${at}: ${field.widget} instead of an object`);
      else problems.push(...disagreements(field.fields as EditorField[], property, at));
    } else if (property.type === 'array') {
      if (field.widget !== 'list') problems.push(`${at}: ${field.widget} instead of a list`);
      if (field.min !== property.minItems || field.max !== property.maxItems) {
        problems.push(`${at}: ${String(field.min)} to ${String(field.max)} items instead of ${String(property.minItems)} to ${String(property.maxItems)}`);
      }
      const items = property.items!;
      if (items.type === 'object') problems.push(...disagreements(field.fields as EditorField[], items, `${at}[]`));
      else if (field.fields || field.field) problems.push(`${at}: a list of plain values has item fields`);
    } else if (property.enum || property.const) {
      const options = property.enum ?? [property.const!];
      if (field.widget !== 'select' || JSON.stringify(field.options) !== JSON.stringify(options)) problems.push(`${at}: options ${JSON.stringify(field.options)} instead of ${JSON.stringify(options)}`);
    } else if (property.type === 'boolean') {
      if (field.widget !== 'boolean') problems.push(`${at}: ${field.widget} instead of a switch`);
    } else if (property.type === 'string') {
      if (property.format === 'date') {
        if (field.widget !== 'datetime' || field.type !== 'date') problems.push(`${at}: ${field.widget} instead of a date`);
        continue;
      }
      if (field.widget === 'select') continue; // icon names: options from the schema's metadata, checked above
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
    } else {
      problems.push(`${at}: a schema type (${String(property.type)}) the comparison does not know`);
    }
  }
  return problems;
}

/** Every field, nested ones included. */
function allFields(fields: EditorField[]): EditorField[] {
  return fields.flatMap((f) => [f, ...allFields((f.fields as EditorField[] | undefined) ?? [])]);
}
