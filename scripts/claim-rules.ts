// The content check's rules on what pages claim and on what reads as stamped (DECISIONS.md, "Claims that are true for
// their page", "The consumer's way to complain"): claims and steps that follow how the job happens, "técnico" only
// where someone is one, one warranty term per kind of work, the consumer authority and the PQRS in the footer,
// sentences repeated across service pages, and place names piled into sentences; then the fourth round's (the
// employer model, ten years for structures, the terms and conditions' terms, receipts on the strip, one form of the
// person's noun, no slot left in a built link). Like copy-rules.ts, each rule takes plain page records and returns its
// failures and the figures it always prints.
import path from 'node:path';
import type { CatalogueData, ServiceData } from '../pipeline/types.ts';
import { CONSUMER_AUTHORITY, JOB_MODES, PQRS_ANCHOR } from '../pipeline/rules.ts';
import { jobClaims, jobSteps, resolveJob, type Job } from '../templates/job-claims.ts';
import { blocksOf, fold, proseOf, sentencesOf } from './content-metrics.ts';
import type { CopyPage, Rule, RuleResult, Zone } from './copy-rules.ts';

export type Groups = CatalogueData['groups'];

const NO_FLAGS = { freeDiagnosis: false, allHours: false, freeQuote: false };

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

// ---------------------------------------------------------------------------------------------------------------
// The fourth round (DECISIONS.md, "Cleaning and domestic help: we are the employer", "Claims that are true for their
// page", "What 24/7 means, and where goods go"): nobody denies the employer model, ten years only for structures, the
// pages' terms as the terms and conditions list them, a receipt promised in the copy shown on the strip, and one form
// of the person's noun per page.

/** The people ServiCtg employs, by the page's noun (job.person), folded: cleaning staff and domestic help by the hour. */
const EMPLOYED_PERSON = /\btrabajador(?:a|es|as)? de aseo\b|\bemplead[ao]s? domestic[ao]s?\b/;
/** Sentences that say the people sent are nobody's employees, or no employees of ours (folded). */
const DENIES_EMPLOYER = [
  /\bno (?:son|es|somos|seran?|eran?) (?:nuestr[oa]s? )?(?:emplead[oa]s?|trabajador(?:es|as?)?)(?! de aseo)\b/,
  /\b(?:sin|no (?:existe|hay|tiene|tenemos|tienen) (?:ninguna |ningun )?)(?:relacion|vinculo) laboral\b/,
  /\bno trabajan? (?:para|con) nosotros\b/,
];
/** What calls every person sent independent: false on a page of people we employ. */
const INDEPENDENT = /\bindependientes?\b/;
/** How a page says the employer model: the contract, the benefits, "tú no eres empleador". */
const STATES_EMPLOYER = /\bno eres empleador\b|\bcontrato laboral\b|\bcontratad[oa]s por nosotros\b|\bprestaciones\b/;

/**
 * On the pages of people we employ (cleaning, domestic help) and on the landing page, which speaks for all: no sentence
 * denies that they are our employees; the employer pages call nobody independent; a landing page that says some
 * trades are done by independent professionals also says who is employed.
 */
export function employerModel(groups: Groups): Rule {
  return (pages) => {
    const failures: string[] = [];
    const employer = withJob(pages).filter((p) => EMPLOYED_PERSON.test(fold(jobOf(p, groups).person)));
    const landing = pages.filter((p) => p.kind === 'landing');
    for (const page of [...employer, ...landing]) {
      const texts = page.kind === 'landing' ? textsOfPage(page) : readOf(page, groups);
      for (const { field, text } of texts) {
        for (const sentence of sentences(text)) {
          const folded = fold(sentence);
          if (DENIES_EMPLOYER.some((p) => p.test(folded))) failures.push(`${page.file}: ${field}: "${sentence}" denies that the people sent are our employees; cleaning and domestic help are`);
          else if (page.kind !== 'landing' && INDEPENDENT.test(folded)) failures.push(`${page.file}: ${field}: "${sentence}" calls independent someone we employ`);
        }
      }
      const all = fold(texts.map((t) => t.text).join('\n'));
      if (page.kind === 'landing' && INDEPENDENT.test(all) && !STATES_EMPLOYER.test(all)) {
        failures.push(`${page.file}: speaks of independent professionals without saying that cleaning and domestic help are done by people we employ`);
      }
    }
    return {
      failures,
      figures: [`employer model denied: ${failures.length} (pages of people we employ: ${employer.length}; landing page${landing.length === 1 ? '' : 's'}: ${landing.length})`],
    };
  };
}

/** A page's prose and body, for pages without a job. */
function textsOfPage(page: CopyPage): { field: string; text: string }[] {
  return [...proseOf(page.data), { field: 'body', text: blocksOf(page.body).map(unmarked).join('\n') }];
}

/** What a visitor reads of any page: with the strip and the steps where the page has a job. */
function readAny(page: CopyPage, groups: Groups): { field: string; text: string }[] {
  return page.kind === 'service' || page.kind === 'constructor' ? readOf(page, groups) : textsOfPage(page);
}

/** Ten years in a warranty's words ("10 años", "diez (10) años"), on folded text. */
const TEN_YEARS = /\b(?:10|diez)(?: \(10\))? anos\b/;
const ABOUT_WARRANTY = /garantia|estabilidad/;

/** Ley 1480 art. 8's ten years belong to structures: every sentence that gives them names the structure. */
export function tenYearsForStructures(groups: Groups): Rule {
  return (pages) => {
    const failures: string[] = [];
    let found = 0;
    for (const page of pages) {
      for (const { field, text } of readAny(page, groups)) {
        for (const sentence of field === 'hero strip' ? text.split('. ') : sentences(text)) {
          const folded = fold(sentence);
          if (!TEN_YEARS.test(folded) || !ABOUT_WARRANTY.test(folded)) continue;
          found++;
          if (!/estructur/.test(folded)) failures.push(`${page.file}: ${field}: ten years of warranty without "estructura" beside them: "${sentence}"`);
        }
      }
    }
    return { failures, figures: [`ten-year warranties: ${found} sentences; without "estructura" beside them: ${failures.length}`] };
  };
}

/** A term as the terms and conditions write it ("tres (3) meses", "un (1) año") or a page does ("3 meses"): "3 mes". */
const TERM_IN_TERMS = /(?:\b(\d+)|\((\d+)\))\s+(dia|mes|ano)(?:s|es)?\b/g;
/** A term key as Spanish writes it: "3 mes" → "3 meses", "1 ano" → "1 año". */
function termText(key: string): string {
  const [n, unit] = key.split(' ') as [string, 'dia' | 'mes' | 'ano'];
  const [one, many] = { dia: ['día', 'días'], mes: ['mes', 'meses'], ano: ['año', 'años'] }[unit];
  return `${n} ${n === '1' ? one : many}`;
}
/** Words that say nothing of the kind of work: "lavado de tanques" is "lavado", "tanques". */
const FUNCTION_WORDS = new Set(['de', 'del', 'y', 'e', 'o', 'el', 'la', 'los', 'las', 'en', 'a', 'con', 'para']);
const contentWords = (text: string) => (fold(text).match(/[a-z0-9ñ]+/g) ?? []).filter((w) => !FUNCTION_WORDS.has(w));
/** "destape" and "destapes", "reparación" and "reparaciones" are one word here. */
const sameWord = (a: string, b: string) => a === b || `${a}s` === b || `${b}s` === a || `${a}es` === b || `${b}es` === a;

/** The terms' list of warranty terms: items "Kind of work (the trades): term", each with its term keys. */
function termsList(terms: CopyPage): { head: string; words: string[]; terms: string[] }[] {
  return blocksOf(terms.body)
    .filter((b) => /^[-*+] /.test(b))
    .map((b) => unmarked(b).replace(/\*+/g, ''))
    .flatMap((item) => {
      // The head ends at the first colon outside the parentheses that list the trades.
      let depth = 0;
      const end = [...item].findIndex((c) => (c === '(' ? (depth++, false) : c === ')' ? (depth--, false) : c === ':' && depth === 0));
      if (end < 0) return [];
      const head = item.slice(0, end);
      const found = [...fold(item.slice(end)).matchAll(TERM_IN_TERMS)].map((m) => `${m[1] ?? m[2]} ${m[3]}`);
      return found.length > 0 ? [{ head, words: contentWords(head), terms: [...new Set(found)].sort() }] : [];
    });
}

/**
 * The same work carries the same term on the pages and in the terms and conditions: each page's kind of work (its
 * warranty's `work`; "estructura" for the structural ten years) is looked up in the terms' list by its words, and every
 * item that names it must give the page's term.
 */
export function termsAgree(groups: Groups): Rule {
  return (pages) => {
    const terms = pages.find((p) => p.kind === 'legal' && /(?:^|\/)terminos\.md$/.test(p.file));
    if (!terms) return { failures: [], figures: ['warranty terms against the terms and conditions: no terms page'] };
    const list = termsList(terms);
    if (list.length === 0) {
      return {
        failures: [`${terms.file}: no list of warranty terms ("- Kind of work (trades): term") to hold the pages' terms to`],
        figures: ['warranty terms against the terms and conditions: 0 kinds of work listed'],
      };
    }
    const byWork = new Map<string, { term: string; want: string[]; files: string[] }>();
    for (const page of withJob(pages)) {
      const { warranty } = jobOf(page, groups);
      if (warranty.kind === 'ninguna') continue;
      const work = warranty.kind === 'plazo' ? warranty.work! : 'estructura';
      const seen = byWork.get(work) ?? {
        term: warranty.kind === 'plazo' ? warranty.term! : '10 años y 1 año',
        want: warranty.kind === 'plazo' ? [termKey(warranty.term!)] : ['1 ano', '10 ano'],
        files: [],
      };
      byWork.set(work, { ...seen, files: [...seen.files, path.basename(page.file)] });
    }
    const failures: string[] = [];
    const unnamed: string[] = [];
    let named = 0;
    for (const [work, { term, want, files }] of byWork) {
      const words = work === 'estructura' ? [] : contentWords(work);
      const items = list.filter((item) => (work === 'estructura' ? /estructur/.test(fold(item.head)) : words.every((w) => item.words.some((h) => sameWord(w, h)))));
      if (items.length === 0) {
        unnamed.push(work);
        continue;
      }
      named++;
      for (const item of items) {
        if (item.terms.join() !== [...want].sort().join()) {
          failures.push(`warranty on ${work}: ${term} (${files.join(', ')}) against ${item.terms.map(termText).join(' and ')} in ${terms.file} (the item "${item.head.replace(/\s*\(.*$/s, '')}"); the same work carries the same term`);
        }
      }
    }
    return {
      failures,
      figures: [
        `warranty terms against the terms and conditions: ${named} kinds of work named there, ${failures.length} against it; not named there (the page's term stands): ${unnamed.join(', ') || 'none'}`,
      ],
    };
  };
}

/** A written receipt of goods handed over, in the copy (folded). */
const RECEIPT = /\brecibos? escritos?\b|\b(?:dejamos|damos|entregamos|deja|da|entrega)\s+un\s+recibo\b/;

/** A page whose copy promises a written receipt shows it on its strip, where a visitor weighs the page's promises. */
export function receiptOnStrip(groups: Groups): Rule {
  return (pages) => {
    const failures: string[] = [];
    let promising = 0;
    for (const page of withJob(pages)) {
      const read = readOf(page, groups);
      const strip = read.find((r) => r.field === 'hero strip')!.text;
      const where = read.find((r) => r.field !== 'hero strip' && RECEIPT.test(fold(r.text)));
      if (!where) continue;
      promising++;
      if (!/\brecibo escrito\b/.test(fold(strip))) failures.push(`${page.file}: ${where.field}: promises a written receipt that the strip ("${strip}") does not show; say how the job happens in job.how`);
    }
    return { failures, figures: [`pages that promise a written receipt: ${promising}; without it on their strip: ${failures.length}`] };
  };
}

/**
 * Other-gender forms that are also things ("una técnica", "la mecánica del carro", "las jardineras" of the balcony, "la
 * zapatera" by the door): never read as the person.
 */
const NOT_A_PERSON = new Set(['tecnica', 'tecnicas', 'mecanica', 'mecanicas', 'jardinera', 'jardineras', 'zapatera', 'zapateras']);
/** Words before a noun that make it a person: "el tutor", "una tutora", "otro tutor", "al paseador". */
const DETERMINER = '(?:el|la|los|las|un|una|unos|unas|al|del|otro|otra|otros|otras|este|esta|ese|esa|tu|su|sus|nuestro|nuestra|mismo|misma)';

/** The page's noun in the other gender, singular and plural: "tutor" → ["tutora", "tutoras"]; none for "electricista". */
function otherGender(noun: string): string[] {
  const n = fold(noun);
  const other = n.endsWith('or') ? `${n}a` : n.endsWith('ora') ? n.slice(0, -1) : n.endsWith('o') ? `${n.slice(0, -1)}a` : n.endsWith('a') && !n.endsWith('ista') ? `${n.slice(0, -1)}o` : undefined;
  if (!other) return [];
  return [other, /[aeiou]$/.test(other) ? `${other}s` : `${other}es`].filter((w) => !NOT_A_PERSON.has(w));
}

/** The person who does the job goes by one form on the page: no "un tutor" in the lead and "la tutora" in the steps. */
export function onePersonNoun(groups: Groups): Rule {
  return (pages) => {
    const failures: string[] = [];
    const list = withJob(pages);
    let steady = 0;
    for (const page of list) {
      // The noun of "el técnico de piscinas", "la trabajadora de aseo": the first word after the article.
      const noun = jobOf(page, groups).person.replace(/^(?:el|la|los|las)\s+/i, '').split(/\s+/)[0]!;
      const forms = otherGender(noun);
      const pattern = forms.length > 0 ? new RegExp(`\\b${DETERMINER}\\s+(?:${forms.join('|')})\\b`) : undefined;
      const before = failures.length;
      if (pattern) {
        for (const { field, text } of readOf(page, groups)) {
          for (const phrase of phrasesOf(text, pattern)) failures.push(`${page.file}: ${field}: "${phrase}" where the page's person is ${jobOf(page, groups).person}; use one form of the noun`);
        }
      }
      if (failures.length === before) steady++;
    }
    return { failures, figures: [`pages naming their person in one form: ${steady} of ${list.length}; other forms: ${failures.length}`] };
  };
}

/**
 * No link of the built site keeps a slot ("{busco}", "{{city}}") that a script or a placeholder was meant to fill:
 * `pages` are the built HTML files, by their path in the output.
 */
export function filledLinks(pages: { path: string; html: string }[]): RuleResult {
  const failures: string[] = [];
  let links = 0;
  for (const { path: file, html } of pages) {
    for (const [, attribute, value] of html.matchAll(/\s(href|src|srcset|action)="([^"]*)"/g)) {
      links++;
      let address = value!.replace(/&amp;/g, '&');
      try {
        address = decodeURIComponent(address);
      } catch {
        // An address that is not percent-encoded throughout is read as it is written.
      }
      const slot = /\{[^{}]*\}/.exec(address);
      if (slot) failures.push(`${file}: ${attribute} "${value!.slice(0, 80)}${value!.length > 80 ? '…' : ''}" keeps the slot ${slot[0]}`);
    }
  }
  return { failures, figures: [`links in the built pages: ${links}; with a {…} slot left in them: ${failures.length}`] };
}
