// The content check's rules on what pages claim and on what reads as stamped (DECISIONS.md, "Claims that are true for
// their page", "The consumer's way to complain"): claims and steps that follow how the job happens, "técnico" only
// where someone is one, one warranty term per kind of work, the consumer authority and the PQRS in the footer,
// sentences repeated across service pages, and place names piled into sentences. Like copy-rules.ts, each rule takes
// plain page records and returns its failures and the figures it always prints.
import path from 'node:path';
import type { CatalogueData, ServiceData } from '../pipeline/types.ts';
import { CONSUMER_AUTHORITY, JOB_MODES, PQRS_ANCHOR } from '../pipeline/rules.ts';
import { jobClaims, jobSteps, resolveJob, type Job } from '../templates/job-claims.ts';
import { blocksOf, fold, proseOf, sentencesOf } from './content-metrics.ts';
import type { CopyPage, Rule, RuleResult, Zone } from './copy-rules.ts';

export type Groups = CatalogueData['groups'];

const NO_FLAGS = { freeDiagnosis: false, allHours: false };

/** The pages whose hero has a job: the service pages and the construction page. */
const withJob = (pages: CopyPage[]) => pages.filter((p) => p.kind === 'service' || p.kind === 'constructor');
const serviceList = (pages: CopyPage[]) => pages.filter((p) => p.kind === 'service');

function jobOf(page: CopyPage, groups: Groups): Job {
  return resolveJob(page.data as ServiceData, groups);
}

/** What a visitor reads of a page: its prose fields, its body, and the strip and steps the templates write from its job. */
function readOf(page: CopyPage, groups: Groups): { field: string; text: string }[] {
  const job = jobOf(page, groups);
  const flags = (page.data as Partial<ServiceData>).claims ?? NO_FLAGS;
  const body = blocksOf(page.body).map(unmarked);
  return [
    ...proseOf(page.data).filter((s) => !s.field.startsWith('job.steps')),
    { field: 'body', text: body.join('\n') },
    { field: 'hero strip', text: jobClaims(job, flags).join('. ') },
    { field: 'order steps', text: jobSteps(job).join(' ') },
  ];
}

/** A body block without its Markdown mark ("## ", "- ", "1. "). */
const unmarked = (block: string) => block.replace(/^(?:#+|[-*+]|\d+[.)])\s+/, '');

/** Sentences of a text, one line after the other. */
const sentences = (text: string) => text.normalize('NFC').split('\n').flatMap(sentencesOf);

/** The phrase of `original` that `pattern` found in its folded form (same length: folding keeps one letter per letter). */
function phrasesOf(original: string, pattern: RegExp): string[] {
  const text = original.normalize('NFC');
  return [...fold(text).matchAll(new RegExp(pattern.source, 'g'))].map((m) => text.slice(m.index, m.index + m[0].length));
}

// ---------------------------------------------------------------------------------------------------------------
// Claims and steps that follow how the job happens.

/** Someone coming to the home: false where the goods are picked up or brought to a workshop ("no va a tu casa" is true). */
const COMES_HOME = /(?<!\bno )\b(?:llega|llegan|va|van|vamos|iremos)\s+(?:hasta\s+)?a\s+tu\s+(?:casa|negocio|hogar|apartamento|oficina)\b/;
/** A warranty with a term ("garantía de 3 meses", "un año de garantía"), on folded text. */
const WARRANTY_TERM =
  /\bgarantia\s+(?:legal\s+)?de\s+(?:\d+|un|una|dos|tres|seis|doce|treinta|noventa|diez)\s+(?:dias?|mes(?:es)?|anos?)\b|\b(?:\d+|un|una|dos|tres|seis|doce|treinta|noventa|diez)\s+(?:dias?|mes(?:es)?|anos?)\s+de\s+garantia\b/;

export function jobsTrue(groups: Groups): Rule {
  return (pages) => {
    const failures: string[] = [];
    const counts = Object.fromEntries(JOB_MODES.map((m) => [m, 0])) as Record<(typeof JOB_MODES)[number], number>;
    for (const page of withJob(pages)) {
      const job = jobOf(page, groups);
      if (page.kind === 'service') counts[job.how]++;
      const timeOnly = job.how === 'turno' || job.warranty.kind === 'ninguna';
      if (job.how === 'turno' && job.warranty.kind !== 'ninguna') {
        failures.push(`${page.file}: job: a person's time (turno) claims a warranty (${job.warranty.kind}); its pages promise the checks and a replacement or refund`);
      }
      for (const { field, text } of readOf(page, groups)) {
        if (job.how === 'recogida' || job.how === 'taller') {
          for (const phrase of phrasesOf(text, COMES_HOME)) failures.push(`${page.file}: ${field}: "${phrase}" on a ${job.how} page, where the job is not done at home`);
        }
        if (timeOnly) {
          for (const phrase of phrasesOf(text, WARRANTY_TERM)) failures.push(`${page.file}: ${field}: warranty "${phrase}" on a page about a person's time; promise the checks and a replacement or refund`);
        }
      }
    }
    const found = failures.length;
    return {
      failures,
      figures: [
        `ways a job happens (service pages): ${JOB_MODES.map((m) => `${m} ${counts[m]}`).join(', ')}; claims or steps against it: ${found}`,
      ],
    };
  };
}

// ---------------------------------------------------------------------------------------------------------------
// "Técnico" only where someone is one.

/** The people who are technicians or do a technical trade, by the page's noun (job.person), folded. */
const TECHNICAL_PERSON = /tecnic|electricista|plomer|mecanic|soldador|instalador|fumigador|carpinter|maestro de obra|piscinero/;
/**
 * The noun: "técnico", "técnicos" ("técnica" is mostly the adjective, "técnico-mecánica" the vehicle inspection); "un
 * técnico de lavadoras" names the person of another page, which the laundry page may send the visitor to.
 */
const TECHNICIAN = /\btecnicos?\b(?!-| de )/;

export function technicianWord(groups: Groups): Rule {
  return (pages) => {
    const failures: string[] = [];
    let technical = 0;
    const list = withJob(pages);
    for (const page of list) {
      const job = jobOf(page, groups);
      if (TECHNICAL_PERSON.test(fold(job.person))) {
        technical++;
        continue;
      }
      for (const { field, text } of readOf(page, groups)) {
        for (const phrase of phrasesOf(text, TECHNICIAN)) failures.push(`${page.file}: ${field}: "${phrase}" where the job is done by ${job.person}; name that person`);
      }
    }
    return { failures, figures: [`"técnico" where nobody is one: ${failures.length} (pages whose person does a technical trade: ${technical} of ${list.length})`] };
  };
}

// ---------------------------------------------------------------------------------------------------------------
// One warranty term per kind of work, and the prose saying the page's own term.

/** "3 meses", "tres meses", "un año" → "3 mes", "1 ano": a term as the rule compares it. */
function termKey(term: string): string {
  const NUMBERS: Record<string, string> = { un: '1', una: '1', dos: '2', tres: '3', seis: '6', doce: '12', treinta: '30', noventa: '90', diez: '10' };
  const [, n, unit] = /(\d+|[a-z]+)\s+(dia|mes|ano)/.exec(fold(term)) ?? [];
  return n && unit ? `${NUMBERS[n] ?? n} ${unit}` : fold(term);
}

export function sameWarranty(groups: Groups): Rule {
  return (pages) => {
    const failures: string[] = [];
    const byWork = new Map<string, Map<string, string[]>>();
    for (const page of withJob(pages)) {
      const { warranty } = jobOf(page, groups);
      const allowed =
        warranty.kind === 'plazo' ? [termKey(warranty.term!)] : warranty.kind === 'estructural' ? ['10 ano', '1 ano'] : [];
      if (warranty.kind === 'plazo') {
        const terms = byWork.get(warranty.work!) ?? new Map<string, string[]>();
        terms.set(warranty.term!, [...(terms.get(warranty.term!) ?? []), path.basename(page.file)]);
        byWork.set(warranty.work!, terms);
      }
      if (warranty.kind === 'ninguna') continue; // jobsTrue fails any term there.
      for (const { field, text } of readOf(page, groups)) {
        for (const phrase of phrasesOf(text, WARRANTY_TERM)) {
          if (!allowed.includes(termKey(phrase.replace(/^garant\S+\s+(?:legal\s+)?de\s+/i, '')))) {
            failures.push(`${page.file}: ${field}: "${phrase}" against the page's own term (${warranty.kind === 'plazo' ? warranty.term : '10 años de estabilidad y 1 año en acabados'})`);
          }
        }
        if (warranty.kind === 'estructural' && /\b(?:10|diez) anos\b/.test(fold(text)) && !/\b(?:1|un) ano\b/.test(fold(text))) {
          failures.push(`${page.file}: ${field}: ten years of stability without the one year of finishes; Ley 1480 art. 8 states them together`);
        }
      }
    }
    for (const [work, terms] of byWork) {
      if (terms.size > 1) failures.push(`warranty on ${work}: ${[...terms].map(([term, files]) => `${term} (${files.join(', ')})`).join(' against ')}; the same work carries the same term`);
    }
    const summary = [...byWork].map(([work, terms]) => `${work} ${[...terms.keys()].join(' / ')} (${[...terms.values()].flat().length})`).join(', ');
    return { failures, figures: [`warranty terms by kind of work: ${summary}; clashes and terms against the page: ${failures.length}`] };
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The consumer's way to complain: the consumer authority and the PQRS entry in the footer every page shares.

/** `footer`: the footer as built; `termsHtml`: the terms' body as built. */
export function consumerLinks(footer: string, termsHtml: string, termsPath: string): RuleResult {
  const failures: string[] = [];
  const authority = new RegExp(`<a href="${CONSUMER_AUTHORITY.url.replace(/[.]/g, '\\.')}/?"([^>]*)>`).exec(footer);
  if (!authority) failures.push(`footer: no link to the ${CONSUMER_AUTHORITY.name} (${CONSUMER_AUTHORITY.url}), which Ley 1480 art. 50 asks of every page`);
  else if (/target="_blank"/.test(authority[1]!) && !/rel="[^"]*noopener/.test(authority[1]!)) failures.push('footer: the SIC link opens a new tab without rel="noopener"');
  const pqrs = footer.includes(`href="${termsPath}#${PQRS_ANCHOR}"`);
  if (!pqrs) failures.push(`footer: no PQRS entry leading to ${termsPath}#${PQRS_ANCHOR}`);
  const section = termsHtml.includes(`id="${PQRS_ANCHOR}"`);
  if (!section) failures.push(`content/legal/terminos.md: no section with the anchor {#${PQRS_ANCHOR}} for the footer's PQRS entry`);
  return {
    failures,
    figures: [`footer: link to the ${CONSUMER_AUTHORITY.name} ${authority ? 'yes' : 'no'}; PQRS entry ${pqrs ? 'yes' : 'no'}; PQRS section in the terms ${section ? 'yes' : 'no'}`],
  };
}

// ---------------------------------------------------------------------------------------------------------------
// What reads as stamped: the same sentence on many service pages, and sentences that pile up place names.

/**
 * A run of this many words, on more service pages than this (a tenth of them), reads as the template showing through;
 * fewer are the language's own turns ("la marca y el modelo del equipo").
 */
export const REPEATS = { words: 6, maxPages: 5 } as const;
/** Fields that are not the page's own writing: the chat message (closingCalls checks it) and the picture's alt text,
 *  which describes a backdrop the group's pages share. */
const NOT_OWN = /^(?:whatsapp\.|hero\.imageAlt$)/;

/**
 * The same run of six words, within a sentence, on more than five service pages ("Escríbenos por WhatsApp con tu
 * barrio"). Runs that fall on the same pages are one phrase, named by its first run.
 */
export const repeatedPhrases: Rule = (pages) => {
  const seen = new Map<string, Set<string>>();
  for (const page of serviceList(pages)) {
    const body = blocksOf(page.body).map(unmarked);
    const texts = [...proseOf(page.data).filter((s) => !NOT_OWN.test(s.field)).map((s) => s.text), ...body];
    const runs = new Set<string>();
    for (const sentence of texts.flatMap(sentences)) {
      const w = fold(sentence).replace(/[^a-z0-9ñ ]+/g, ' ').split(/\s+/).filter(Boolean);
      for (let i = 0; i + REPEATS.words <= w.length; i++) runs.add(w.slice(i, i + REPEATS.words).join(' '));
    }
    for (const run of runs) seen.set(run, (seen.get(run) ?? new Set()).add(path.basename(page.file)));
  }
  // One line per phrase: the runs of a longer phrase share its pages.
  const phrases = new Map<string, { run: string; files: string[] }>();
  for (const [run, files] of seen) {
    if (files.size <= REPEATS.maxPages) continue;
    const key = [...files].sort().join(',');
    if (!phrases.has(key)) phrases.set(key, { run, files: [...files].sort() });
  }
  const over = [...phrases.values()].sort((a, b) => b.files.length - a.files.length);
  return {
    failures: over.map((p) => `"${p.run}…" on ${p.files.length} service pages, at most ${REPEATS.maxPages}: ${p.files.join(', ')}; write it for each page`),
    figures: [
      `phrases of ${REPEATS.words} words on more than ${REPEATS.maxPages} service pages: ${over.length}` +
        (over[0] ? ` (most repeated: "${over[0].run}" on ${over[0].files.length})` : ''),
    ],
  };
};

/** At most this share of the service pages may have a sentence listing three places, or name the town below. */
export const PLACE_DENSITY = { share: 1 / 5, placesInASentence: 3, town: 'Turbaco' } as const;

/** Sentences naming three barrios or more, and the nearby town named where it adds nothing, on a fifth of the pages at most. */
export function placeDensity(serviceArea: Zone[]): Rule {
  const places = [...new Set(serviceArea.flatMap((z) => z.places))].map((p) => ({ name: p, pattern: new RegExp(`\\b${fold(p).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`) }));
  return (pages) => {
    const list = serviceList(pages);
    const most = Math.floor(list.length * PLACE_DENSITY.share);
    const listing: string[] = [];
    const town: string[] = [];
    const townPattern = new RegExp(`\\b${fold(PLACE_DENSITY.town)}\\b`);
    for (const page of list) {
      const body = blocksOf(page.body).map(unmarked);
      const texts = [...proseOf(page.data).map((s) => s.text), ...body];
      const all = texts.flatMap(sentences);
      if (all.some((s) => places.filter((p) => p.pattern.test(fold(s))).length >= PLACE_DENSITY.placesInASentence)) listing.push(path.basename(page.file));
      if (texts.some((t) => townPattern.test(fold(t)))) town.push(path.basename(page.file));
    }
    const failures: string[] = [];
    if (listing.length > most) failures.push(`service pages with a sentence naming ${PLACE_DENSITY.placesInASentence} places or more: ${listing.length} of ${list.length}, at most ${most}: ${listing.join(', ')}`);
    if (town.length > most) failures.push(`service pages naming ${PLACE_DENSITY.town}: ${town.length} of ${list.length}, at most ${most}: ${town.join(', ')}; name it where it adds something`);
    return {
      failures,
      figures: [
        `sentences naming ${PLACE_DENSITY.placesInASentence} places or more: on ${listing.length} of ${list.length} service pages (at most ${most})`,
        `pages naming ${PLACE_DENSITY.town}: ${town.length} of ${list.length} (at most ${most})`,
      ],
    };
  };
}
