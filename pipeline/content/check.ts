// Stage 2: check the whole site in one pass: every entry against its schema, then the rules that span files and
// every hand-written link. All problems are collected and reported once; a rule whose input is already wrong
// (a group count when a service file is broken) stays quiet rather than report what follows from that problem.
import crypto from 'node:crypto';
import type { z } from 'zod';
import { entryKey, memoStore, type Checked, type EntryStore } from './entry-store.ts';
import { ContentError, type Problem } from '../errors.ts';
import { bogotaDay, colombianHolidays } from './hours.ts';
import { parseSource, readSource, toSlug, type ContentSource, type RawContent } from './load.ts';
import { renderMarkdown } from './markdown.ts';
import * as rules from '../rules.ts';
import { kindedValues, schemas } from './schema.ts';
import type { Entry, Photos, RawEntry, ServiceData, SiteConfig } from '../types.ts';
import { COLLECTIONS, namedFiles, type Registry, type Site } from '../collections.ts';
import { isPlaceholder, livePlaceholders } from './warnings.ts';
import { addressPathProblem, basePathProblem, normaliseBasePath, servicePath, siteAddressProblem } from '../urls.ts';

export interface CheckOptions {
  /**
   * Benchmark content holds any number of service pages, so the catalogue's fixed group sizes (13/13/4/21) are not
   * checked; every rule of a single page still is.
   */
  anyCatalogueSize?: boolean;
  /** Checked entries kept from an earlier build (pipeline/content/entry-store.ts), so that an unchanged file is not parsed or checked again. */
  store?: EntryStore;
  /**
   * SITE_URL overrides the configured address (previews, local audits); BASE_PATH serves the site under a sub-path,
   * as a GitHub project site ("/servictg"), and then SITE_URL should end with that path. PREVIEW=1 builds a preview
   * (DECISIONS.md "Previews and the live site"): never live, and never indexed.
   */
  env?: { SITE_URL?: string; BASE_PATH?: string; PREVIEW?: string };
  /** The build's instant, from which Colombia's festivos of this year and the next are computed; default: now. */
  now?: Date;
}

export function checkSite(raw: RawContent, options: CheckOptions = {}, collections: Registry = COLLECTIONS): Site {
  const problems: Problem[] = [...raw.problems];
  const { now = new Date() } = options;
  const { config, preview, settings, known } = checkSettings(raw, options, problems, collections);
  const valid: Record<string, Entry<unknown>[]> = {};
  const today = bogotaDay(now);
  for (const [name, collection] of Object.entries(collections)) {
    if (name === SETTINGS) continue;
    valid[name] = checkCollection(name, collection, raw, { ...settings, today }, known, problems);
    for (const entry of valid[name]) problems.push(...checkKindedFields(entry, collection.schema, raw, collections));
  }
  const services = valid.services as Entry<ServiceData>[];
  const catalogue = valid.catalogue?.[0] as Site['catalogue'] | undefined;
  const complete = services.length === raw.slugs.services!.length;
  problems.push(
    ...checkFileNames(raw, collections),
    ...checkSlugsAndNames(services, raw),
    ...(catalogue && complete && !options.anyCatalogueSize ? checkCatalogue(catalogue, services, raw.root) : []),
  );
  if (config) {
    for (const slug of config.legal.hours.allDay.services.filter((s) => !raw.slugs.services!.includes(s))) {
      problems.push({ file: raw.settings[SETTINGS]!.file, field: 'legal.hours.allDay.services', reason: `no service page "${slug}" in ${raw.root}/servicios` });
    }
  }

  if (problems.length > 0 || !config) throw new ContentError(problems);
  const shapes = Object.fromEntries(Object.entries(valid).map(([name, entries]) => [name, collections[name]!.shape(entries)]));
  return {
    ...shapes,
    config,
    basePath: normaliseBasePath(options.env?.BASE_PATH),
    preview,
    formSends: !isPlaceholder(config, 'form.endpoint') && !isPlaceholder(config, 'form.ajaxEndpoint'),
    photos: raw.photos,
    skipped: raw.skipped,
    hours: { today, holidays: colombianHolidays(Number(today.slice(0, 4))) },
    workshop: isPlaceholder(config, 'workshop') ? undefined : config.workshop,
  } as Site;
}

/**
 * The fields made by photo() and reference() (schema.ts): each photo is one of content/fotos/, readable and wide
 * enough for a phone's screen; each reference names an entry of its collection, read or not.
 */
function checkKindedFields(entry: Entry<unknown>, schema: z.ZodType, raw: RawContent, collections: Registry): Problem[] {
  return kindedValues(schema, entry.data).flatMap(({ path, value, kind }): Problem[] => {
    const problem = (reason: string) => [{ file: entry.file, field: path, reason }];
    if (kind.kind === 'reference') {
      const { source } = collections[kind.collection]!;
      const folder = `${raw.root}/${'folder' in source ? source.folder : source.file}`;
      return raw.slugs[kind.collection]?.includes(value) ? [] : problem(`"${value}" is not an entry of ${folder} (write the name of one of its files, without .md)`);
    }
    const photo = raw.photos.get(value);
    // Said in Spanish: a photo field is the owner's, picked in the editor.
    if (!photo) return problem(`«${value}» no es una foto de ${raw.root}/${rules.PHOTO_FOLDER}/; súbala desde el editor`);
    if (photo.unreadable) return problem(`${raw.root}/${photo.name} no se puede leer como imagen (${photo.unreadable}); súbala otra vez desde el editor`);
    if (photo.width < rules.MIN_PHOTO_WIDTH) {
      return problem(`${raw.root}/${photo.name} mide ${photo.width} px de ancho; aquí hace falta una foto de al menos ${rules.MIN_PHOTO_WIDTH} px (suba la original del teléfono, no una miniatura)`);
    }
    return [];
  });
}

/** The collection of site.yaml, checked first: every other file is checked with its settings. */
const SETTINGS = 'site';

/**
 * One collection's valid entries: each file against its schema, its links and its own rules; then, for a folder,
 * its fixed names, and the rules about its entries together once every file of it is valid.
 */
function checkCollection(name: string, collection: Registry[string], raw: RawContent, settings: Settings & { today: string }, known: Set<string> | undefined, problems: Problem[]): Entry<unknown>[] {
  const yaml = raw.settings[name];
  const entries = yaml
    ? [checkYaml(yaml, collection.schema, problems)].filter((data) => data !== undefined).map((data) => ({ file: yaml.file, slug: yaml.slug, data, html: '', links: [] }))
    : (raw.sources[name] ?? []).map((source) => checkSource(source, collection.schema, settings, problems)).filter((e) => e !== undefined);
  for (const entry of entries) {
    if (known) problems.push(...checkLinks(entry, collection.links?.(entry.data) ?? [], known));
    if (settings.config && collection.each) problems.push(...collection.each(entry, { config: settings.config, today: settings.today, photos: raw.photos }));
  }
  if ('folder' in collection.source) {
    const folder = `${raw.root}/${collection.source.folder}`;
    if (collection.names) problems.push(...namedFiles(raw.slugs[name]!, collection.names, folder));
    if (collection.whole && entries.length === raw.slugs[name]!.length) problems.push(...collection.whole(entries, folder));
  }
  return entries;
}

/**
 * What every file is checked with: site.yaml's settings with the environment's, the photos, and the site's paths.
 * A live build (its address, SITE_URL's or site.yaml's, the owner's own, and no preview) refuses every placeholder.
 */
function checkSettings(raw: RawContent, options: CheckOptions, problems: Problem[], collections: Registry) {
  const env = options.env ?? {};
  const site = raw.settings[SETTINGS];
  const written = site && checkYaml(site, schemas.site, problems);
  const config = checkAddress(written, site?.file ?? '', env, problems);
  const preview = checkPreview(env.PREVIEW, problems);
  if (written && config) problems.push(...livePlaceholders(written, site.file, { url: config.url, setBy: env.SITE_URL ? 'SITE_URL' : 'url', preview }));
  return { config, preview, settings: settingsOf(config, raw, options), known: config && knownPaths(raw, config, collections) };
}

/** PREVIEW=1 asks for a preview build; unset or empty, none; any other value is a mistake, not a guess either way. */
function checkPreview(value: string | undefined, problems: Problem[]): boolean {
  if (value === undefined || value === '') return false;
  if (value !== '1') problems.push({ file: 'PREVIEW', field: '', reason: `"${value}" must be 1 (a preview build) or unset` });
  return value === '1';
}

/** site.yaml or sinonimos.yaml against its schema: read by load.ts, checked before the files that depend on them. */
function checkYaml<S extends z.ZodType>(raw: RawEntry, schema: S, problems: Problem[]): z.infer<S> | undefined {
  const result = schema.safeParse(raw.data, { reportInput: true });
  if (result.success) return result.data;
  problems.push(...result.error.issues.flatMap((issue) => describeIssue(raw.file, issue)));
  return undefined;
}

/**
 * SITE_URL and BASE_PATH, read here, checked here: each names itself in its problem, as a file would. The address
 * the site uses (SITE_URL over site.yaml's url) must agree with BASE_PATH. Without a valid one no config comes back,
 * so nothing is rendered with it.
 */
function checkAddress(config: SiteConfig | undefined, siteFile: string, env: NonNullable<CheckOptions['env']>, problems: Problem[]): SiteConfig | undefined {
  const found = problems.length;
  const basePathWrong = env.BASE_PATH === undefined ? undefined : basePathProblem(env.BASE_PATH);
  if (basePathWrong) problems.push({ file: 'BASE_PATH', field: '', reason: basePathWrong });
  // A preview may be served over http; the live address in site.yaml is https only (schema.ts).
  const siteUrlWrong = env.SITE_URL === undefined ? undefined : siteAddressProblem(env.SITE_URL, ['https:', 'http:']);
  if (siteUrlWrong) problems.push({ file: 'SITE_URL', field: '', reason: siteUrlWrong });
  if (!config || problems.length > found) return undefined;
  const url = env.SITE_URL ?? config.url;
  const pathWrong = addressPathProblem(url, normaliseBasePath(env.BASE_PATH));
  if (pathWrong) {
    problems.push(env.SITE_URL ? { file: 'SITE_URL', field: '', reason: pathWrong } : { file: siteFile, field: 'url', reason: pathWrong });
    return undefined;
  }
  return env.SITE_URL ? { ...config, url } : config;
}

/**
 * What every body is rendered with: the settings (placeholders) and the photos; `key`, a digest, tells them apart.
 * With them, where checked entries are remembered (without a store, nowhere: every entry is checked).
 */
interface Settings {
  config: SiteConfig | undefined;
  photos: Photos;
  /** The collections with at least one file: a body's sections may depend on them (sections.ts). */
  present: ReadonlySet<string>;
  key: string;
  store: EntryStore;
}

function settingsOf(config: SiteConfig | undefined, raw: RawContent, { store = memoStore() }: Pick<CheckOptions, 'store'>): Settings {
  const { photos } = raw;
  const present = new Set(Object.keys(raw.slugs).filter((name) => raw.slugs[name]!.length > 0));
  const key = JSON.stringify([config, [...photos.values()].map((p) => [p.name, p.hash, p.width, p.height]), [...present]]);
  return { config, photos, present, store, key: crypto.createHash('sha256').update(key).digest('hex') };
}

/**
 * A content file read once and checked against `schema`. An unchanged file's checked entry comes from the store, found
 * by its bytes (and the settings) before anything is parsed.
 */
function checkSource<S extends z.ZodType>(source: ContentSource, schema: S, settings: Settings, problems: Problem[]): Entry<z.infer<S>> | undefined {
  const bytes = readSource(source);
  if ('reason' in bytes) {
    problems.push(bytes);
    return undefined;
  }
  const key = entryKey(source.file, bytes, settings.key);
  const checked = settings.store.reuse(key, () => {
    const raw = parseSource(source.file, bytes);
    return 'reason' in raw ? { problems: [raw] } : checkRaw(raw, schema, settings);
  });
  problems.push(...checked.problems);
  return checked.problems.length === 0 ? (checked.entry as Entry<z.infer<S>> | undefined) : undefined;
}

/**
 * One entry against its schema, its body rendered to HTML. A body needs site.yaml's settings (placeholders), so
 * without valid settings only the front matter is checked.
 */
function checkRaw<S extends z.ZodType>(raw: RawEntry, schema: S, { config, photos, present }: Settings): Checked {
  const result = schema.safeParse(raw.data, { reportInput: true });
  if (!result.success) return { problems: result.error.issues.flatMap((issue) => describeIssue(raw.file, issue)) };
  if (!config) return { problems: [] };
  const markdown = renderMarkdown(raw.body, config, photos, raw.bodyLine, present);
  const entry: Entry<z.infer<S>> = { file: raw.file, slug: raw.slug, data: result.data, html: markdown.html, links: markdown.links };
  return { entry, problems: markdown.problems.map((reason) => ({ file: raw.file, field: 'body', reason })) };
}

function describeIssue(file: string, issue: z.core.$ZodIssue): Problem[] {
  const field = issue.path.join('.');
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => ({ file, field: field ? `${field}.${key}` : key, reason: 'unknown field' }));
  }
  // zod reports the value it met only when asked (reportInput), which tells "missing" from "of the wrong type".
  if (issue.code === 'invalid_type' && issue.input === undefined) return [{ file, field, reason: 'required field is missing' }];
  if (issue.code === 'invalid_type') return [{ file, field, reason: `expected ${TYPE_NAMES[issue.expected] ?? issue.expected}, got ${describeValue(issue.input)}` }];
  return [{ file, field, reason: issue.message }];
}

const TYPE_NAMES: Record<string, string> = { string: 'text', number: 'a number', boolean: 'true or false', array: 'a list', object: 'a group of fields' };

/** What an author wrote, said back: "the number 123", "a list". */
function describeValue(value: unknown): string {
  if (value === null) return 'an empty value';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a group of fields';
  if (typeof value === 'string') return `the text "${value}"`;
  return `the ${typeof value === 'boolean' ? 'value' : typeof value} ${String(value)}`;
}

/** A page's address is its file's name: lowercase words joined by hyphens, or the address would carry spaces and accents. */
function checkFileNames(raw: RawContent, collections: Registry): Problem[] {
  return Object.entries(collections).flatMap(([name, { source }]) =>
    ('folder' in source ? raw.slugs[name]! : [])
      .filter((slug) => !SLUG.test(slug))
      .map((slug) => ({
        file: `${raw.root}/${(source as { folder: string }).folder}/${slug}.md`,
        field: '',
        reason: `rename it to ${toSlug(slug) || 'pagina'}.md: the page's address is made from the file's name, which may hold only lowercase letters, digits and hyphens`,
      })),
  );
}
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Each URL belongs to one page, and each service name to one service. */
function checkSlugsAndNames(services: Site['services'], raw: RawContent): Problem[] {
  const problems: Problem[] = [];
  const owners = new Map<string, string>();
  const claim = (slug: string, file: string, field: string) => {
    const owner = owners.get(slug);
    if (owner) problems.push({ file, field, reason: `"${slug}" is already the slug of ${owner}` });
    else owners.set(slug, file);
  };
  for (const reserved of ['constructor', ...raw.slugs.hubs!]) owners.set(reserved, `the page ${servicePath(reserved)}`);
  for (const s of services) claim(s.slug, s.file, 'slug');
  for (const s of services) s.data.aliases.forEach((alias, i) => claim(alias, s.file, `aliases.${i}`));
  const names = new Map<string, string>();
  for (const s of services) {
    const other = names.get(s.data.name);
    if (other) problems.push({ file: s.file, field: 'name', reason: `"${s.data.name}" is already the name of ${other}` });
    else names.set(s.data.name, s.file);
  }
  return problems;
}

function checkCatalogue(catalogue: Site['catalogue'], services: Site['services'], root: string): Problem[] {
  const problems: Problem[] = [];
  const ids = catalogue.data.groups.map((g) => g.id).join(', ');
  const expected = rules.CATALOGUE_GROUPS.map((g) => g.id).join(', ');
  if (ids !== expected) problems.push({ file: catalogue.file, field: 'groups', reason: `expected the groups ${expected} in this order, got ${ids || 'none'}` });
  for (const group of rules.CATALOGUE_GROUPS) {
    const members = services.filter((s) => s.data.group === group.id).length;
    if (members !== group.size) {
      problems.push({ file: `${root}/servicios`, field: 'group', reason: `the catalogue group "${group.id}" needs ${group.size} service pages, got ${members}` });
    }
  }
  return problems;
}

/** Every page a link may reach: those of every content file, read or not, so a broken file breaks no link to it. */
function knownPaths(raw: Pick<RawContent, 'slugs'>, config: SiteConfig, collections: Registry): Set<string> {
  return new Set(Object.entries(collections).flatMap(([name, c]) => c.routes?.(raw.slugs[name] ?? [], config) ?? []));
}

/** Every link an entry gives by hand (in its fields: cards, category cards, hubs; in its Markdown body) must reach a page. */
function checkLinks(entry: Entry<unknown>, fields: [field: string, link: string][], known: Set<string>): Problem[] {
  return [...fields, ...entry.links.map((link): [string, string] => ['body', link])]
    .filter(([, link]) => !known.has(link.split('#')[0] || '/'))
    .map(([field, link]) => ({ file: entry.file, field, reason: `links to "${link}", which is not a page of the site` }));
}
