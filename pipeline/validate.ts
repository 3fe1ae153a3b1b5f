// Stage 2: check every raw entry against the schema and the site-wide rules; collect all problems, then fail once.
import type { z } from 'zod';
import { ContentError, type Problem } from './errors.ts';
import type { RawContent } from './load.ts';
import { renderMarkdown } from './markdown.ts';
import type { Photos } from './photos.ts';
import * as rules from './rules.ts';
import { schemas } from './schema.ts';
import type { CheckedServices } from './services.ts';
import { SIMPLE_PAGES, type Entry, type RawEntry, type ServiceListing, type Site, type SimplePageId, type SiteConfig } from './types.ts';

export interface ValidateOptions {
  /**
   * Benchmark content holds any number of service pages, so the catalogue's fixed group sizes (13/13/4/21) are not
   * checked; every rule of a single page still is.
   */
  anyCatalogueSize?: boolean;
}

/** Checks site.yaml alone: every other file needs its settings (placeholders in bodies), so it comes first. */
export function validateConfig(raw: RawEntry): SiteConfig {
  const result = schemas.site.safeParse(raw.data);
  if (!result.success) throw new ContentError(result.error.issues.flatMap((issue) => describeIssue(raw.file, issue)));
  return result.data;
}

/** One entry against its schema, its body rendered to HTML; or what is wrong with it. */
export function validateEntry<S extends z.ZodType>(raw: RawEntry, schema: S, config: SiteConfig, photos: Photos): { entry?: Entry<z.infer<S>>; problems: Problem[] } {
  const result = schema.safeParse(raw.data);
  if (!result.success) return { problems: result.error.issues.flatMap((issue) => describeIssue(raw.file, issue)) };
  const { imageProblems, ...markdown } = renderMarkdown(raw.body, config, photos);
  const problems = imageProblems.map((reason) => ({ file: raw.file, field: 'body', reason }));
  return { entry: { file: raw.file, slug: raw.slug, data: result.data, ...markdown }, problems };
}

/**
 * Everything but the service pages' own fields, which their shards checked (`services`); then the rules that span
 * files, service pages included.
 */
export function validate(raw: RawContent, config: SiteConfig, services: CheckedServices, options: ValidateOptions = {}): Site {
  const problems: Problem[] = [];
  const entry = <S extends z.ZodType>(rawEntry: RawEntry, schema: S): Entry<z.infer<S>> | undefined => {
    const checked = validateEntry(rawEntry, schema, config, raw.photos);
    problems.push(...checked.problems);
    return checked.problems.length === 0 ? checked.entry : undefined;
  };
  const all = <S extends z.ZodType>(list: RawEntry[], schema: S) =>
    list.map((e) => entry(e, schema)).filter((e): e is Entry<z.infer<S>> => e !== undefined);

  const landing = entry(raw.landing, schemas.landing);
  const catalogue = entry(raw.catalogue, schemas.catalogue);
  const blog = entry(raw.blog, schemas.blogList);
  const builder = entry(raw.builder, schemas.constructor);
  problems.push(...services.problems);
  const { listings } = services;
  const hubs = all(raw.hubs, schemas.hub);
  const posts = all(raw.posts, schemas.blogPost);
  const legal = all(raw.legal, schemas.legal);
  const pages = all(raw.pages, schemas.simplePage);

  problems.push(
    ...checkServices(listings, raw),
    ...(catalogue ? checkCatalogue(catalogue, listings, raw.root, options.anyCatalogueSize) : []),
    ...checkHubs(hubs, raw),
    ...countOf(raw.posts, posts.length, rules.BLOG_POSTS, `${raw.root}/blog`, 'blog posts'),
    ...checkNamedFiles(raw.pages.map((p) => p.file), SIMPLE_PAGES, `${raw.root}/paginas`),
  );
  const terms = legal.find((l) => l.data.kind === 'terminos');
  const privacy = legal.find((l) => l.data.kind === 'privacidad');
  if (raw.legal.length > 0 && legal.length === raw.legal.length && (!terms || !privacy || legal.length !== 2)) {
    problems.push({ file: `${raw.root}/legal`, field: '', reason: 'expected two files, one with kind "terminos" and one with kind "privacidad"' });
  }
  if (raw.legal.length === 0) problems.push({ file: `${raw.root}/legal`, field: '', reason: 'terminos.md and privacidad.md are missing' });

  if (problems.length > 0 || !landing || !catalogue || !blog || !builder || !terms || !privacy) {
    throw new ContentError(problems);
  }
  return {
    config,
    basePath: '',
    landing,
    catalogue,
    services: listings,
    builder,
    hubs,
    blog,
    posts: [...posts].sort((a, b) => b.data.date.localeCompare(a.data.date)),
    legal: { terms, privacy },
    pages: Object.fromEntries(pages.map((p) => [p.slug, p])) as Record<SimplePageId, Entry<Site['pages'][SimplePageId]['data']>>,
    photos: raw.photos,
  };
}

function describeIssue(file: string, issue: z.core.$ZodIssue): Problem[] {
  const field = issue.path.join('.');
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => ({ file, field: field ? `${field}.${key}` : key, reason: 'unknown field' }));
  }
  if (issue.code === 'invalid_type' && issue.input === undefined) return [{ file, field, reason: 'required field is missing' }];
  return [{ file, field, reason: issue.message }];
}

function checkServices(services: ServiceListing[], raw: RawContent): Problem[] {
  const problems: Problem[] = [];
  const owners = new Map<string, string>();
  const claim = (slug: string, file: string, field: string) => {
    const owner = owners.get(slug);
    if (owner) problems.push({ file, field, reason: `"${slug}" is already the slug of ${owner}` });
    else owners.set(slug, file);
  };
  for (const reserved of ['constructor', ...raw.hubs.map((h) => h.slug)]) owners.set(reserved, `the page /servicios/${reserved}`);
  for (const s of services) claim(s.slug, s.file, 'slug');
  for (const s of services) s.data.aliases.forEach((alias, i) => claim(alias, s.file, `aliases.${i}`));
  const names = new Map<string, string>();
  for (const s of services) {
    const other = names.get(s.data.name);
    if (other) problems.push({ file: s.file, field: 'name', reason: `"${s.data.name}" is already the name of ${other}` });
    names.set(s.data.name, s.file);
  }
  return problems;
}

function checkCatalogue(
  catalogue: Entry<Site['catalogue']['data']>,
  services: ServiceListing[],
  root: string,
  anySize = false,
): Problem[] {
  const problems: Problem[] = [];
  const ids = catalogue.data.groups.map((g) => g.id).join(', ');
  const expected = rules.CATALOGUE_GROUPS.map((g) => g.id).join(', ');
  if (ids !== expected) problems.push({ file: catalogue.file, field: 'groups', reason: `expected the groups ${expected} in this order, got ${ids || 'none'}` });
  for (const group of rules.CATALOGUE_GROUPS) {
    const members = services.filter((s) => s.data.group === group.id).length;
    if (members !== group.size && !anySize) {
      problems.push({
        file: `${root}/servicios`,
        field: 'group',
        reason: `the catalogue group "${group.id}" needs ${group.size} service pages, got ${members}`,
      });
    }
  }
  return problems;
}

function checkHubs(hubs: Entry<Site['hubs'][number]['data']>[], raw: RawContent): Problem[] {
  const problems = checkNamedFiles(raw.hubs.map((h) => h.file), Object.keys(rules.HUB_CATEGORIES), `${raw.root}/hubs`);
  for (const hub of hubs) {
    const expected = rules.HUB_CATEGORIES[hub.slug as keyof typeof rules.HUB_CATEGORIES];
    if (expected !== undefined && hub.data.categories.length !== expected) {
      problems.push({ file: hub.file, field: 'categories', reason: `expected ${expected} items, got ${hub.data.categories.length}` });
    }
  }
  return problems;
}

function countOf(list: RawEntry[], valid: number, expected: number, folder: string, what: string): Problem[] {
  return list.length === valid && valid !== expected ? [{ file: folder, field: '', reason: `expected ${expected} ${what}, got ${valid}` }] : [];
}

/** A folder whose files are fixed by name: each must exist, nothing else may. */
function checkNamedFiles(files: string[], names: readonly string[], folder: string): Problem[] {
  const present = new Set(files.map((f) => f.replace(/^.*\//, '').replace(/\.md$/, '')));
  return [
    ...names.filter((n) => !present.has(n)).map((n) => ({ file: `${folder}/${n}.md`, field: '', reason: 'file is missing' })),
    ...files
      .filter((f) => !names.includes(f.replace(/^.*\//, '').replace(/\.md$/, '')))
      .map((f) => ({ file: f, field: '', reason: `unexpected file; this folder holds ${names.join(', ')}` })),
  ];
}

