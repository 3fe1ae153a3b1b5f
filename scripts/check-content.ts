// npm run check:content — reads content/ and fails on spelling, duplicate or mis-sized titles and descriptions,
// near-duplicate service copy, thin pages, prices and filler, on the copy rules of copy-rules.ts (rainy season,
// app promises, generic benefits, opening shapes, closing calls, placeholders), the claim rules of claim-rules.ts, what
// pages offer (offer-rules.ts), the data they ask for (data-rules.ts), the places they name (place-rules.ts), and on any
// slot or mid-text gap left in a link of the site built in memory (chat-text-rules.ts). Prints its figures every time.
import fs from 'node:fs/promises';
import path from 'node:path';
import dictionary from 'dictionary-es';
import nspell from 'nspell';
import { renderMarkdown, toText } from '../pipeline/content/markdown.ts';
import { checkSite } from '../pipeline/content/check.ts';
import { loadContent, parseSource, readSource, type RawContent } from '../pipeline/content/load.ts';
import { isStopWord, soundOf, stemOf, wordsOf } from '../templates/search-words.ts';
import { kindedValues } from '../pipeline/content/schema.ts';
import type { z } from 'zod';
import type { Entry, ServiceData } from '../pipeline/types.ts';
import { COLLECTIONS, type CopyKind, type Registry, type Site } from '../pipeline/collections.ts';
import { bodyText, copyOf, jaccard, shingles, words } from './content-metrics.ts';
import { copyRules, pageLines, type CopyPage } from './copy-rules.ts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { legalPath } from '../pipeline/urls.ts';
import { Footer } from '../templates/components/Footer.tsx';
import { consumerLinks, jobsTrue, placeDensity, repeatedPhrases, sameWarranty, technicianWord } from './claim-rules.ts';
import { employerModel, filledLinks, onePersonNoun, receiptOnStrip, tenYearsForStructures, termsAgree } from './claim-rules.ts';
import { build } from '../pipeline/build.ts';
import { anyHourPromises, fullCitations } from './promise-rules.ts';
import { oneBlankAtTheEnd } from './chat-text-rules.ts';
import { sensitiveDataAsked } from './data-rules.ts';
import { freeWhereAndWhat, warrantyCovers } from './offer-rules.ts';
import { placesByLaw } from './place-rules.ts';
import { hoursLines } from '../templates/business-hours.ts';
import { IDENTITY } from '../templates/pages/LegalPage.tsx';

const LIMITS = { titleMax: 65, descriptionMin: 70, descriptionMax: 160, similarityMax: 0.2, serviceWords: 500, postWords: 600 };
const projectDir = path.resolve(import.meta.dirname, '..');

/** What a run found: `lines` to print (the figures), `failures` that fail it. */
export interface ContentReport {
  lines: string[];
  failures: string[];
}
type Out = { log: (line: string) => void; fail: (line: string) => void };

/**
 * Checks the content folder `contentDir`; `perPage` adds one line per service page, the counts a writer reports for
 * their own files. Called in-process by the tests, so the Spanish dictionary is read once per process. `links: false`
 * leaves out the one rule that reads the built pages, which builds the site in memory (seconds): the tests that change
 * a copy of the content to break another rule.
 */
export async function checkContent(contentDir: string, { perPage = false, links = true, collections = COLLECTIONS as Registry } = {}): Promise<ContentReport> {
  const report: ContentReport = { lines: [], failures: [] };
  const out: Out = { log: (line) => report.lines.push(line), fail: (line) => report.failures.push(line) };
  const raw = await loadContent(contentDir, projectDir, undefined, collections);
  const site = checkSite(raw, {}, collections);
  const { services } = site;
  const read = readEntries(out, site, collections);
  const pages = everyPage(site, read);
  const copyPages = read.map(({ entry, kind, data }): CopyPage => ({ file: entry.file, kind, data, body: bodyText(entry.html) }));
  const switched = switchedOn(raw, site);
  checkTitles(out, pages);
  checkServiceCopy(out, services);
  checkPosts(out, site.posts);
  checkPricesAndFiller(out, [...pages, ...switched]);
  checkCopy(out, site, copyPages, perPage);
  checkPromises(out, site, [...copyPages, ...switched.map((p): CopyPage => ({ file: p.file, kind: 'legal', data: {}, body: p.body }))]);
  checkSynonyms(out, site);
  await checkSpelling(out, [...pages, ...switched], contentDir);
  if (links) await checkBuiltLinks(out, contentDir);
  return report;
}

/** The rules on the built pages themselves: the site built in memory, as the tests build it, pictures from the cache. */
async function checkBuiltLinks({ log, fail }: Out, contentDir: string) {
  const { files } = await build({ projectDir, contentDir, write: false, cacheDir: path.join(projectDir, '.cache') });
  const html = files.filter((f) => f.path.endsWith('.html')).map((f) => ({ path: f.path, html: String(f.contents) }));
  for (const { failures, figures } of [filledLinks(html), oneBlankAtTheEnd(html)]) {
    for (const figure of figures) log(`  ${figure}`);
    failures.forEach(fail);
  }
}

interface Page {
  file: string;
  title: string;
  description: string;
  /** Everything a visitor reads on the page that comes from this entry. */
  text: string;
}

/**
 * The legal texts as a site.yaml with every section switch on builds them (pipeline/content/sections.ts: the privacy policy
 * with the analytics on), where their words differ from the site's own: a visitor of such a site reads them, so
 * their spelling, prices and promises are checked too. Named "content/legal/x.md (analytics on)".
 */
function switchedOn(raw: RawContent, site: Site): (Page & { body: string })[] {
  const config = { ...site.config, analytics: site.config.analytics ?? { endpoint: 'https://plausible.io/api/event', domain: new URL(site.config.url).host } };
  const own = new Map([site.legal.terms, site.legal.privacy].map((e) => [e.file, e.html]));
  return (raw.sources.legal ?? []).flatMap((source) => {
    const bytes = readSource(source);
    const entry = 'reason' in bytes ? bytes : parseSource(source.file, bytes);
    if ('reason' in entry) return [];
    const { html } = renderMarkdown(entry.body, config, site.photos, entry.bodyLine);
    if (html === own.get(source.file)) return [];
    const data = entry.data as { title: string; description: string };
    return [{ file: `${source.file} (analytics on)`, title: data.title, description: data.description, text: toText(html), body: bodyText(html) }];
  });
}

/**
 * Every entry whose text the checks read, as the copy rules read it (its kind, its front matter as written, its body
 * as a visitor reads it), from the collections whose declaration does not skip them; prints which were read.
 */
function readEntries({ log }: Out, site: Site, collections: Registry): { entry: Entry<unknown>; kind: CopyKind; data: unknown }[] {
  const shapes = site as unknown as Record<string, unknown>;
  const read: string[] = [];
  const skipped: string[] = [];
  const pages = Object.entries(collections).flatMap(([name, { source, schema, copy }]) => {
    const where = 'folder' in source ? `${source.folder}/` : source.file;
    if (typeof copy === 'object') {
      skipped.push(`${where} (${copy.skip})`);
      return [];
    }
    const entries = entriesIn(shapes[name]);
    read.push('folder' in source ? `${where} (${entries.length})` : where);
    return entries.map((entry) => ({ entry, kind: typeof copy === 'function' ? copy(entry) : copy, data: proseOfFields(schema, entry.data) }));
  });
  log(`Collections read: ${read.join(', ')}; not read: ${skipped.join('; ') || 'none'}`);
  return pages;
}

/** A front matter without the values of its photo() and reference() fields: file and page names, not words. */
function proseOfFields(schema: z.ZodType, data: unknown): unknown {
  const names = new Set(kindedValues(schema, data).map((v) => v.path));
  const without = (value: unknown, at: string): unknown => {
    if (names.has(at)) return undefined;
    const under = (key: string | number) => (at ? `${at}.${key}` : String(key));
    if (Array.isArray(value)) return value.map((v, i) => without(v, under(i)));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, without(v, under(k))]));
    return value;
  };
  return names.size === 0 ? data : without(data, '');
}

/** The entries a collection's shape holds: a list of them, one, or a record of them (the legal texts by kind). */
function entriesIn(shape: unknown): Entry<unknown>[] {
  if (Array.isArray(shape)) return shape as Entry<unknown>[];
  if (shape && typeof shape === 'object' && 'file' in shape && 'html' in shape) return [shape as Entry<unknown>];
  return Object.values(shape as Record<string, Entry<unknown>>);
}

function everyPage(site: Site, read: { entry: Entry<unknown>; data: unknown }[]): Page[] {
  return read.map(({ entry, data: prose }) => {
    const data = prose as { title: string; description: string };
    return { file: entry.file, title: `${data.title} | ${site.config.brand}`, description: data.description, text: copyOf(data, toText(entry.html)) };
  });
}

function checkTitles({ fail }: Out, pages: Page[]) {
  const seen = new Map<string, string>();
  for (const page of pages) {
    if (page.title.length > LIMITS.titleMax) fail(`${page.file}: title: "${page.title}" has ${page.title.length} characters, at most ${LIMITS.titleMax}`);
    const { length } = page.description;
    if (length < LIMITS.descriptionMin || length > LIMITS.descriptionMax) fail(`${page.file}: description: ${length} characters, expected ${LIMITS.descriptionMin} to ${LIMITS.descriptionMax}`);
    for (const [kind, value] of [['title', page.title], ['description', page.description]] as const) {
      const other = seen.get(`${kind}:${value}`);
      if (other) fail(`${page.file}: ${kind}: the same as ${other}`);
      seen.set(`${kind}:${value}`, page.file);
    }
  }
}

function checkServiceCopy({ log, fail }: Out, services: Entry<ServiceData>[]) {
  const own = services.map((s) => ({ file: s.file, words: words(copyOf(serviceOwnCopy(s.data), toText(s.html))) }));
  const counts = own.map((o) => o.words.length).sort((a, b) => a - b);
  log(`Service pages: ${own.length}; words of own copy: min ${counts[0]}, median ${counts[Math.floor(counts.length / 2)]}, max ${counts.at(-1)}`);
  for (const o of own) if (o.words.length < LIMITS.serviceWords) fail(`${o.file}: ${o.words.length} words of its own copy, at least ${LIMITS.serviceWords}`);
  const sets = own.map((o) => ({ file: o.file, set: shingles(o.words) }));
  const pairs: { a: string; b: string; j: number }[] = [];
  for (let i = 0; i < sets.length; i++) for (let k = i + 1; k < sets.length; k++) pairs.push({ a: sets[i]!.file, b: sets[k]!.file, j: jaccard(sets[i]!.set, sets[k]!.set) });
  pairs.sort((x, y) => y.j - x.j);
  log('Most similar service pages (Jaccard of word 5-grams):');
  for (const p of pairs.slice(0, 5)) log(`  ${p.j.toFixed(3)}  ${path.basename(p.a)} ~ ${path.basename(p.b)}`);
  for (const p of pairs.filter((p) => p.j > LIMITS.similarityMax)) fail(`${p.a}: copy overlaps ${p.b} at ${p.j.toFixed(3)}, at most ${LIMITS.similarityMax}`);
}

/** A service page's own copy: hero, cards, benefits and FAQ (the body is added by the caller). */
function serviceOwnCopy(data: ServiceData) {
  return { hero: data.hero, cards: data.cards, benefits: data.benefits, faq: data.faq };
}

function checkPosts({ log, fail }: Out, posts: Site['posts']) {
  const counts = posts.map((p) => ({ file: p.file, n: words(toText(p.html)).length }));
  log(`Blog posts: ${counts.map((c) => c.n).join(', ')} words`);
  for (const c of counts) if (c.n < LIMITS.postWords) fail(`${c.file}: ${c.n} words, at least ${LIMITS.postWords}`);
}

function checkPricesAndFiller({ fail }: Out, pages: Page[]) {
  const price = /(?:\$|\bCOP\b|\bpesos\b)\s?\d|\d[\d.,]*\s?(?:\bCOP\b|\bpesos\b)/i;
  const filler = /\blorem\b|\btexto de ejemplo\b|\bTODO\b/;
  for (const page of pages) {
    const p = page.text.match(price);
    if (p) fail(`${page.file}: names a price ("${p[0]}"); prices never appear on the site`);
    const f = page.text.match(filler);
    if (f) fail(`${page.file}: filler text "${f[0]}"`);
  }
}

function checkCopy({ log, fail }: Out, site: Site, pages: CopyPage[], perPage: boolean) {
  const { city, legal } = site.config;
  log(`Copy rules${perPage ? '' : ' (each service page on its own line: add --pages)'}:`);
  const { groups } = site.catalogue.data;
  // What pages claim and what reads as stamped (claim-rules.ts), after the copy rules.
  const claimRules = [jobsTrue(groups), technicianWord(groups), sameWarranty(groups), repeatedPhrases, placeDensity(legal.serviceArea)];
  // Who employs whom, ten years for structures, the terms and conditions' terms, receipts and the person's noun.
  const fourthRound = [employerModel(groups), tenYearsForStructures(groups), termsAgree(groups), receiptOnStrip(groups), onePersonNoun(groups)];
  // What a recurring warranty covers, «gratis» beside what and where, sensitive data asked honestly, places as the law names them.
  const fifthRound = [warrantyCovers(groups), freeWhereAndWhat(city, legal.serviceArea), sensitiveDataAsked, placesByLaw(legal.serviceArea)];
  for (const rule of [...copyRules({ city, serviceArea: legal.serviceArea }), ...claimRules, ...fourthRound, ...fifthRound]) {
    const { failures, figures } = rule(pages);
    for (const figure of figures) log(`  ${figure}`);
    failures.forEach(fail);
  }
  // The footer every page shares, as the build writes it.
  const footer = renderToStaticMarkup(createElement(Footer, { site, chat: '' }));
  const { failures, figures } = consumerLinks(footer, site.legal.terms.html, legalPath(site.config, 'terms'));
  for (const figure of figures) log(`  ${figure}`);
  failures.forEach(fail);
  if (perPage) for (const line of pageLines(pages, legal.serviceArea)) log(`  ${line}`);
}

/**
 * What the site promises in time and cites of the law (promise-rules.ts): the pages, and the words the templates write
 * beside them, the footer's hours and the legal pages' identity box.
 */
function checkPromises({ log, fail }: Out, site: Site, pages: CopyPage[]) {
  const written: CopyPage[] = [
    { file: 'footer (site.yaml legal.hours)', kind: 'page', data: { hours: hoursLines(site.config.legal.hours) }, body: '' },
    { file: 'templates/pages/LegalPage.tsx', kind: 'legal', data: Object.fromEntries(Object.entries(IDENTITY).map(([kind, { law }]) => [kind, `Según ${law}.`])), body: '' },
  ];
  const { allDay } = site.config.legal.hours;
  for (const rule of [anyHourPromises(allDay), fullCitations]) {
    const { failures, figures } = rule([...pages, ...written]);
    for (const figure of figures) log(`  ${figure}`);
    failures.forEach(fail);
  }
}

/**
 * Every synonym must lead somewhere: each word of what it `means` is a word (or a form of one) that some service's
 * name, summary or search terms carry, or the phrases people write would find nothing.
 */
function checkSynonyms({ log, fail }: Out, site: Site) {
  const file = `content/${(COLLECTIONS.synonyms.source as { file: string }).file}`;
  const stems = new Set(site.services.flatMap((s) => wordsOf([s.data.name, s.data.summary, ...s.data.searchTerms].join(' ')).map((w) => stemOf(soundOf(w)))));
  const phrases = site.synonyms.reduce((n, group) => n + group.said.length, 0);
  log(`Synonyms: ${site.synonyms.length} groups, ${phrases} phrases`);
  site.synonyms.forEach((group, i) => {
    const missing = wordsOf(group.means).filter((w) => !isStopWord(w) && !stems.has(stemOf(soundOf(w))));
    if (missing.length > 0) fail(`${file}: synonyms.${i}.means: "${group.means}": no service page's name, summary or search terms has "${missing.join('", "')}"`);
  });
}

async function checkSpelling({ log, fail }: Out, pages: Page[], contentDir: string) {
  const listed = (await fs.readFile(path.join(contentDir, 'palabras.txt'), 'utf8')).split('\n').map((l) => l.replace(/#.*/, '').trim()).filter(Boolean);
  const spell = speller(listed);
  const unknown = new Map<string, Set<string>>();
  let total = 0;
  const known = (word: string) => spell.correct(word) || spell.correct(word.toLowerCase());
  for (const page of pages) {
    const prose = page.text.replace(/https?:\/\/\S+|\S+@\S+|\b[\w-]+\.(?:com|co|io)\b|\.md\b/g, ' ');
    for (const word of prose.match(/\p{L}+/gu) ?? []) {
      total++;
      if (word.length < 2 || isAcronym(word) || known(word) || known(withoutClitic(word))) continue;
      unknown.set(word, (unknown.get(word) ?? new Set()).add(path.basename(page.file)));
    }
  }
  log(`Spelling: ${total} words checked, ${unknown.size} unknown, project word list of ${listed.length} entries`);
  for (const [word, files] of [...unknown].sort()) fail(`spelling: "${word}" is not a Spanish word or in content/palabras.txt (${[...files].slice(0, 3).join(', ')}${files.size > 3 ? ', …' : ''})`);
}

let cached: { key: string; spell: ReturnType<typeof nspell> } | undefined;
/** The Spanish dictionary with the project's words; building it takes seconds, so a process builds it once per list. */
function speller(listed: string[]) {
  const key = listed.join('\n');
  if (cached?.key !== key) {
    const spell = nspell({ aff: Buffer.from(dictionary.aff), dic: Buffer.from(dictionary.dic) });
    for (const word of listed) spell.add(word);
    cached = { key, spell };
  }
  return cached.spell;
}

/** Acronyms (RETIE, UPS, DVR) are names, not words a dictionary spells. */
function isAcronym(word: string): boolean {
  return /^\p{Lu}{2,6}$/u.test(word);
}

/**
 * Spanish joins object pronouns to imperatives and infinitives ("desconéctalo", "secarla"); hunspell lists only the
 * bare verb, so check the verb with the pronoun and the accent it forced taken off.
 */
function withoutClitic(word: string): string {
  const match = word.match(/^(.{3,}?)(los|las|les|nos|lo|la|le|me|te|se)$/iu);
  if (!match) return word;
  return match[1]!.normalize('NFD').replace(/\u0301/g, '').normalize('NFC');
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const args = process.argv.slice(2);
  const contentDir = path.resolve(args.find((a) => !a.startsWith('--')) ?? path.join(projectDir, 'content'));
  const { lines, failures } = await checkContent(contentDir, { perPage: args.includes('--pages') });
  for (const line of lines) console.log(line);
  if (failures.length > 0) {
    console.error(`\nContent check failed: ${failures.length} problem${failures.length === 1 ? '' : 's'}`);
    for (const line of failures) console.error(`  ${line}`);
    process.exitCode = 1;
  } else {
    console.log('\nContent check passed.');
  }
}
