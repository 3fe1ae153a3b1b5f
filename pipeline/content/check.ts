// Stage 2: check the whole site in one pass: every entry against its schema, then the rules that span files and
// every hand-written link. All problems are collected and reported once; a rule whose input is already wrong
// (a group count when a service file is broken) stays quiet rather than report what follows from that problem.
import crypto from 'node:crypto';
import type { z } from 'zod';
import { entryKey, memoStore, type Checked, type EntryStore } from './entry-store.ts';
import { ContentError, type Problem } from '../errors.ts';
import { bogotaDay, colombianHolidays } from './hours.ts';
import { COLLECTIONS, parseSource, readSource, toSlug, type CollectionName, type ContentSource, type RawContent } from './load.ts';
import { renderMarkdown } from './markdown.ts';
import * as rules from '../rules.ts';
import { schemas } from './schema.ts';
import { SIMPLE_PAGES, type Entry, type Photos, type RawEntry, type ServiceData, type Site, type SiteConfig } from '../types.ts';
import { isPlaceholder, livePlaceholders } from './warnings.ts';
import { addressPathProblem, basePathProblem, legalPath, normaliseBasePath, PATHS, postPath, servicePath, siteAddressProblem } from '../urls.ts';

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

export function checkSite(raw: RawContent, options: CheckOptions = {}): Site {
  const problems: Problem[] = [...raw.problems];
  const { now = new Date() } = options;
  const { config, preview, settings, known } = checkSettings(raw, options, problems);
  const synonyms = raw.synonyms && checkYaml(raw.synonyms, schemas.synonyms, problems);
  const check = <S extends z.ZodType>(source: ContentSource, schema: S) => checkSource(source, schema, settings, problems);
  /** `complete` when every file of the folder is valid: only then are rules about the folder as a whole checked. */
  const checkAll = <S extends z.ZodType>(folder: Exclude<CollectionName, 'services'>, schema: S) => {
    const valid = raw[folder].map((e) => check(e, schema)).filter((e) => e !== undefined);
    return { valid, complete: valid.length === raw.slugs[folder].length };
  };

  const landing = check(raw.landing, schemas.landing);
  const catalogue = check(raw.catalogue, schemas.catalogue);
  const blog = check(raw.blog, schemas.blogList);
  const builder = check(raw.builder, schemas.constructor);
  const services = checkServices(raw.services, settings, known, problems);
  const complete = services.length === raw.slugs.services.length;
  const hubs = checkAll('hubs', schemas.hub);
  const posts = checkAll('posts', schemas.blogPost);
  const legal = checkAll('legal', schemas.legal);
  const pages = checkAll('pages', schemas.simplePage);

  problems.push(
    ...checkFileNames(raw),
    ...checkSlugsAndNames(services, raw),
    ...(catalogue && complete && !options.anyCatalogueSize ? checkCatalogue(catalogue, services, raw.root) : []),
    ...checkNamedFiles(raw.slugs.hubs, Object.keys(rules.HUB_CATEGORIES), `${raw.root}/hubs`),
    ...hubs.valid.flatMap(checkHubSize),
    ...(posts.complete && posts.valid.length !== rules.BLOG_POSTS
      ? [{ file: `${raw.root}/blog`, field: '', reason: `expected ${rules.BLOG_POSTS} blog posts, got ${posts.valid.length}` }]
      : []),
    ...checkNamedFiles(raw.slugs.pages, SIMPLE_PAGES, `${raw.root}/paginas`),
  );
  const terms = legal.valid.find((l) => l.data.kind === 'terminos');
  const privacy = legal.valid.find((l) => l.data.kind === 'privacidad');
  if (config) {
    for (const slug of config.legal.hours.allDay.services.filter((s) => !raw.slugs.services.includes(s))) {
      problems.push({ file: raw.site!.file, field: 'legal.hours.allDay.services', reason: `no service page "${slug}" in ${raw.root}/servicios` });
    }
  }
  if (legal.complete && (!terms || !privacy || legal.valid.length !== 2)) {
    problems.push({ file: `${raw.root}/legal`, field: '', reason: 'expected two files, one with kind "terminos" and one with kind "privacidad"' });
  }
  if (known) {
    const bodies = [landing, catalogue, blog, builder, ...hubs.valid, ...posts.valid, ...legal.valid, ...pages.valid];
    problems.push(...checkLinks({ landing, builder, services: [], hubs: hubs.valid, bodies }, known));
  }

  if (problems.length > 0 || !config || !synonyms || !landing || !catalogue || !blog || !builder || !terms || !privacy) throw new ContentError(problems);
  return {
    config,
    basePath: normaliseBasePath(options.env?.BASE_PATH),
    preview,
    formSends: !isPlaceholder(config, 'form.endpoint') && !isPlaceholder(config, 'form.ajaxEndpoint'),
    landing,
    catalogue,
    services,
    builder,
    hubs: hubs.valid,
    blog,
    posts: [...posts.valid].sort((a, b) => b.data.date.localeCompare(a.data.date)),
    legal: { terms, privacy },
    pages: Object.fromEntries(pages.valid.map((p) => [p.slug, p])) as Site['pages'],
    photos: raw.photos,
    hours: { today: bogotaDay(now), holidays: colombianHolidays(Number(bogotaDay(now).slice(0, 4))) },
    workshop: isPlaceholder(config, 'workshop') ? undefined : config.workshop,
    synonyms: synonyms.synonyms,
  };
}

/**
 * What every file is checked with: site.yaml's settings with the environment's, the photos, and the site's paths.
 * A live build (its address, SITE_URL's or site.yaml's, the owner's own, and no preview) refuses every placeholder.
 */
function checkSettings(raw: RawContent, options: CheckOptions, problems: Problem[]) {
  const env = options.env ?? {};
  const written = raw.site && checkYaml(raw.site, schemas.site, problems);
  const config = checkAddress(written, raw.site?.file ?? '', env, problems);
  const preview = checkPreview(env.PREVIEW, problems);
  if (written && config) problems.push(...livePlaceholders(written, raw.site!.file, { url: config.url, setBy: env.SITE_URL ? 'SITE_URL' : 'url', preview }));
  return { config, preview, settings: settingsOf(config, raw.photos, options), known: config && knownPaths(raw, config) };
}

/** PREVIEW=1 asks for a preview build; unset or empty, none; any other value is a mistake, not a guess either way. */
function checkPreview(value: string | undefined, problems: Problem[]): boolean {
  if (value === undefined || value === '') return false;
  if (value !== '1') problems.push({ file: 'PREVIEW', field: '', reason: `"${value}" must be 1 (a preview build) or unset` });
  return value === '1';
}

/** Service files, each against its schema, its links and site.yaml's hours. */
function checkServices(sources: ContentSource[], settings: Settings, known: Set<string> | undefined, problems: Problem[]): Entry<ServiceData>[] {
  const services: Entry<ServiceData>[] = [];
  for (const source of sources) {
    const entry = checkSource(source, schemas.service, settings, problems);
    if (entry && known) problems.push(...checkLinks({ services: [entry], hubs: [], bodies: [entry] }, known));
    if (entry && settings.config) problems.push(...checkAllHours(entry, settings.config));
    if (entry) services.push(entry);
  }
  return services;
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

/** A service page's claim of 24-hour answers must agree with site.yaml's hours, which the chat line reads. */
function checkAllHours(entry: Entry<ServiceData>, config: SiteConfig): Problem[] {
  if (entry.data.claims.allHours === rules.answersAllDay(config.legal.hours.allDay, entry.slug, entry.data.group)) return [];
  const says = entry.data.claims.allHours ? 'claims 24-hour service but' : 'does not claim 24-hour service but';
  const listed = entry.data.claims.allHours ? 'does not list it or its group' : 'lists it or its group';
  return [{ file: entry.file, field: 'claims.allHours', reason: `${says} site.yaml legal.hours.allDay ${listed}` }];
}

/**
 * What every body is rendered with: the settings (placeholders) and the photos; `key`, a digest, tells them apart.
 * With them, where checked entries are remembered (without a store, nowhere: every entry is checked).
 */
interface Settings {
  config: SiteConfig | undefined;
  photos: Photos;
  key: string;
  store: EntryStore;
}

function settingsOf(config: SiteConfig | undefined, photos: Photos, { store = memoStore() }: Pick<CheckOptions, 'store'>): Settings {
  const key = JSON.stringify([config, [...photos.values()].map((p) => [p.name, p.hash, p.width, p.height])]);
  return { config, photos, store, key: crypto.createHash('sha256').update(key).digest('hex') };
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
function checkRaw<S extends z.ZodType>(raw: RawEntry, schema: S, { config, photos }: Settings): Checked {
  const result = schema.safeParse(raw.data, { reportInput: true });
  if (!result.success) return { problems: result.error.issues.flatMap((issue) => describeIssue(raw.file, issue)) };
  if (!config) return { problems: [] };
  const markdown = renderMarkdown(raw.body, config, photos, raw.bodyLine);
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
function checkFileNames(raw: RawContent): Problem[] {
  return Object.entries(COLLECTIONS).flatMap(([collection, folder]) =>
    raw.slugs[collection as CollectionName]
      .filter((slug) => !SLUG.test(slug))
      .map((slug) => ({
        file: `${raw.root}/${folder}/${slug}.md`,
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
  for (const reserved of ['constructor', ...raw.slugs.hubs]) owners.set(reserved, `the page ${servicePath(reserved)}`);
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

function checkHubSize(hub: Site['hubs'][number]): Problem[] {
  const expected = rules.HUB_CATEGORIES[hub.slug as keyof typeof rules.HUB_CATEGORIES];
  const got = hub.data.categories.length;
  return expected !== undefined && got !== expected ? [{ file: hub.file, field: 'categories', reason: `expected ${expected} items, got ${got}` }] : [];
}

/** A folder whose files are fixed by name: each must exist, nothing else may. */
function checkNamedFiles(slugs: string[], names: readonly string[], folder: string): Problem[] {
  return [
    ...names.filter((n) => !slugs.includes(n)).map((n) => ({ file: `${folder}/${n}.md`, field: '', reason: 'file is missing' })),
    ...slugs.filter((s) => !names.includes(s)).map((s) => ({ file: `${folder}/${s}.md`, field: '', reason: `unexpected file; this folder holds ${names.join(', ')}` })),
  ];
}

/** Every page a link may reach: those of every content file, read or not, so a broken file breaks no link to it. */
function knownPaths(raw: Pick<RawContent, 'slugs'>, config: SiteConfig): Set<string> {
  const fixed = [PATHS.home, PATHS.catalogue, PATHS.constructor, PATHS.blog, PATHS.login, PATHS.admin, PATHS.verifyEmail, PATHS.appComingSoon, PATHS.thanks];
  return new Set([
    ...fixed,
    legalPath(config, 'terms'),
    legalPath(config, 'privacy'),
    ...[...raw.slugs.services, ...raw.slugs.hubs].map(servicePath),
    ...raw.slugs.posts.map(postPath),
  ]);
}

/** The entries whose fields hold links, and every entry whose body may. */
interface Linking {
  landing?: Site['landing'];
  builder?: Site['builder'];
  services: Entry<ServiceData>[];
  hubs: Site['hubs'];
  bodies: (Entry<unknown> | undefined)[];
}

/** Every link that content gives by hand (cards, category cards, hubs, Markdown bodies) must reach a page. */
function checkLinks({ landing, builder, services, hubs, bodies }: Linking, known: Set<string>): Problem[] {
  const problems: Problem[] = [];
  const expect = (file: string, field: string, link: string) => {
    if (!known.has(link.split('#')[0] || '/')) problems.push({ file, field, reason: `links to "${link}", which is not a page of the site` });
  };
  for (const entry of [...services, ...(builder ? [builder] : [])]) {
    entry.data.cards.forEach((c, i) => c.link && expect(entry.file, `cards.${i}.link`, c.link));
  }
  landing?.data.categories.items.forEach((c, i) => expect(landing.file, `categories.items.${i}.link`, c.link));
  for (const hub of hubs) {
    hub.data.categories.forEach((c, i) => c.services.forEach((l, j) => expect(hub.file, `categories.${i}.services.${j}.link`, l.link)));
  }
  for (const entry of bodies) for (const link of entry?.links ?? []) expect(entry!.file, 'body', link);
  return problems;
}
