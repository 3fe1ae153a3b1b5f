// The content check's rules on what the site promises in time and what it cites of the law (DECISIONS.md, "What 24/7
// means", "The consumer's way to complain"): an answer "at any hour" only for what answers at every hour, and every
// legal citation in its full form with the current numbering. Like copy-rules.ts, each rule takes plain page records
// and returns its failures and the figures it always prints.
import path from 'node:path';
import type { ServiceData } from '../pipeline/types.ts';
import { blocksOf, fold, proseOf, sentencesOf } from './content-metrics.ts';
import type { CopyPage, Rule } from './copy-rules.ts';

/** What a visitor reads of a page, field by field, the body's blocks as the field "body". */
function readOf(page: CopyPage): { field: string; text: string }[] {
  const body = blocksOf(page.body).map((b) => b.replace(/^(?:#+|[-*+]|\d+[.)])\s+/, ''));
  return [...proseOf(page.data), { field: 'body', text: body.join('\n') }];
}

/** The sentences of a field, each with its folded form (one letter for one, so that a match quotes the original). */
function sentencesIn(text: string): { sentence: string; folded: string }[] {
  return text
    .normalize('NFC')
    .split('\n')
    .flatMap(sentencesOf)
    .map((sentence) => ({ sentence, folded: fold(sentence) }));
}

const quoted = (sentence: string) => `"${sentence.length > 140 ? `${sentence.slice(0, 137)}…` : sentence}"`;

// ---------------------------------------------------------------------------------------------------------------
// "At any hour" only where someone answers at any hour. A new request by WhatsApp is answered in the published hours,
// and the line beside every chat button says when; support of a service already agreed or under way, and what
// site.yaml's `legal.hours.allDay` names, answer at every hour.

/** An answer at any hour, on folded text: "24/7", "las 24 horas", "a cualquier hora", "día y noche". */
const ANY_HOUR = /\b24\s*\/\s*7\b|\b24 horas\b|\ba cualquier hora\b|\bcualquier dia y (?:a )?cualquier hora\b|\bdia y noche\b|\blos siete dias de la semana\b/;
/** A sentence about answering or coming ("deja secar 24 horas" is none): the any-hour words are then a promise. */
const ANSWERING = /\b(?:atiend|atend|atencion|respond|soporte|disponible|sale|salimos|escrib|whatsapp|chat|pedid|pide|pedir|urgencia|emergencia|llam)/;
/** Support of a service already agreed or under way, which answers at every hour. */
const UNDER_WAY = /\ben curso\b|\bya (?:acordad|agendad|contratad|pedid)|\b(?:servicios?|pedidos?|trabajos?) (?:ya )?(?:acordad|contratad|agendad)|\bya (?:tienes|tiene) un servicio\b/;

/** site.yaml's `legal.hours.allDay`: the service pages, by slug, and the catalogue groups that answer at every hour. */
export interface AllDay {
  services: string[];
  groups: string[];
}

const slugOf = (page: CopyPage) => path.basename(page.file, '.md');
/** "features.items.5" of "features.items.5.title". */
const parentOf = (field: string) => field.replace(/\.[^.]+$/, '');
/** A field that heads an item (its title, its question) and says no more than a few words. */
const isHeading = (field: string) => /(?:^|\.)(?:title|question|name)$/.test(field);

/**
 * The words that name what answers at every hour: those of the names of its service pages that no other service
 * page's name has ("refrigeración" of "Técnicos de refrigeración", not "técnicos").
 */
function allDayWords(pages: CopyPage[], answers: (page: CopyPage) => boolean): string[] {
  const services = pages.filter((p) => p.kind === 'service');
  // Singular and plural alike: "técnicos" is not the page's own when another is "Técnico de lavadoras".
  const nameWords = (page: CopyPage) => (fold(String((page.data as Partial<ServiceData>).name ?? '')).match(/[a-zñ]{4,}/g) ?? []).map((w) => w.replace(/e?s$/, ''));
  const others = new Set(services.filter((p) => !answers(p)).flatMap(nameWords));
  return [...new Set(services.filter(answers).flatMap(nameWords))].filter((word) => !others.has(word));
}

export function anyHourPromises(allDay: AllDay): Rule {
  return (pages) => {
    const answers = (page: CopyPage) =>
      page.kind === 'service' && (allDay.services.includes(slugOf(page)) || allDay.groups.includes(String((page.data as Partial<ServiceData>).group)));
    const words = allDayWords(pages, answers);
    const named = words.length > 0 ? new RegExp(`\\b(?:${words.join('|')})`) : undefined;
    const failures: string[] = [];
    let scoped = 0;
    const inScope = (folded: string) => UNDER_WAY.test(folded) || !!named?.test(folded);
    for (const page of pages) {
      if (answers(page)) continue;
      const fields = readOf(page);
      for (const { field, text } of fields) {
        // A heading of the front matter ("Soporte 24/7") is read with the rest of its item, whose text says whose support.
        const item = field === 'body' ? [] : fields.filter((f) => f.field !== 'body' && f.field !== field && parentOf(f.field) === parentOf(field));
        const itemScoped = item.some((f) => inScope(fold(f.text)));
        for (const { sentence, folded } of sentencesIn(text)) {
          if (!ANY_HOUR.test(folded) || !ANSWERING.test(folded)) continue;
          if (inScope(folded) || (isHeading(field) && itemScoped)) scoped++;
          else failures.push(`${page.file}: ${field}: ${quoted(sentence)} promises an answer at any hour where the chat line keeps hours; say it is for services already agreed or under way${words.length ? ` or for ${words.join(', ')}` : ''}, and that new requests by WhatsApp are answered in the published hours`);
        }
      }
    }
    const allDayPages = pages.filter(answers).length;
    return {
      failures,
      figures: [`any-hour promises: ${scoped} for services under way or what answers at every hour (${words.join(', ') || 'nothing named'}), ${failures.length} where the chat line keeps hours; pages answering at every hour: ${allDayPages}`],
    };
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Legal citations in full: "el artículo 10 de la Ley 1480 de 2011", "el literal a del artículo 50 de la Ley 1480 de
// 2011", and an article of Decreto 1377 de 2013 by its current number with the old one beside it: "el artículo
// 2.2.2.25.3.1 del Decreto 1074 de 2015 (antes artículo 13 del Decreto 1377 de 2013)".

/**
 * Decreto 1377 de 2013 as Decreto 1074 de 2015 compiled it (Libro 2, Parte 2, Título 2, Capítulo 25): the first old
 * article of each of sections 1 to 6 (general provisions, authorisation, policies, rights, transfers, accountability).
 */
const SECTION_STARTS = [1, 4, 13, 20, 24, 26] as const;
const LAST_COMPILED = 27;

/** The number in Decreto 1074 de 2015 of an article of Decreto 1377 de 2013: 13 → "2.2.2.25.3.1". */
export function compiledNumber(article: number): string | undefined {
  if (!Number.isInteger(article) || article < 1 || article > LAST_COMPILED) return undefined;
  const section = SECTION_STARTS.findLastIndex((start) => start <= article);
  return `2.2.2.25.${section + 1}.${article - SECTION_STARTS[section]! + 1}`;
}

/** The article of Decreto 1377 de 2013 that a number of Decreto 1074 de 2015 compiled: "2.2.2.25.3.1" → 13. */
function oldArticle(compiled: string): number | undefined {
  const [, section, index] = /^2\.2\.2\.25\.(\d)\.(\d+)$/.exec(compiled) ?? [];
  const start = SECTION_STARTS[Number(section) - 1];
  const article = start === undefined ? undefined : start + Number(index) - 1;
  return article !== undefined && compiledNumber(article) === compiled ? article : undefined;
}

/**
 * "art. 50", "num. 9", "lit. a", on a field's folded text: the sentences are split after a full stop followed by a
 * number, which would cut such a citation in two.
 */
const ABBREVIATED = /\b(?:arts?|nums?|lit|inc)\.\s*[\d.a-z]+/g;
/** Shapes that are not the full form, on a sentence's folded text, each with what to write instead. */
const SHORT_FORMS: { pattern: RegExp; fix: string }[] = [
  { pattern: /\b(?:ley|decreto|decision|resolucion)\s+\d[\d.]*\s+de\s+\d{4},?\s+(?:articulos?|art\.)\s*\d/, fix: 'write the article first: "el artículo N de la Ley … de …"' },
  { pattern: /\barticulos?\s+[\d.]+(?:\s+(?:y|a)\s+[\d.]+)?\s+de\s+(?:esa|esta|dicha|la misma|aquella)\s+(?:ley|decreto|norma)\b/, fix: 'name the law in full ("de la Ley 1480 de 2011"), not "de esa ley"' },
  { pattern: /\bsegun su articulo\b|\bsu articulo\s+\d/, fix: 'name the law whose article it is in full, not "su artículo"' },
];

export const fullCitations: Rule = (pages) => {
  const failures: string[] = [];
  let articles = 0;
  let compiled = 0;
  for (const page of pages) {
    for (const { field, text } of readOf(page)) {
      const original = text.normalize('NFC');
      for (const match of fold(original).matchAll(ABBREVIATED)) {
        failures.push(`${page.file}: ${field}: "${original.slice(match.index, match.index + match[0].length)}": write the words in full: "el artículo 50", "el numeral 9", "el literal a"`);
      }
      for (const { sentence, folded } of sentencesIn(text)) {
        articles += (folded.match(/\barticulos?\s+\d/g) ?? []).length;
        const fail = (why: string) => failures.push(`${page.file}: ${field}: ${quoted(sentence)}: ${why}`);
        for (const { pattern, fix } of SHORT_FORMS) if (pattern.test(folded)) fail(fix);
        // An old article of Decreto 1377 de 2013 stands beside its current number, and that number beside the old one.
        for (const [, number] of folded.matchAll(/\barticulo\s+(\d+)\s+del\s+decreto\s+1377\s+de\s+2013/g)) {
          const current = compiledNumber(Number(number));
          if (!current) fail(`Decreto 1377 de 2013 has no article ${number} in Decreto 1074 de 2015`);
          else if (!folded.includes(`articulo ${current} del decreto 1074 de 2015`)) fail(`cite it by its current number: "el artículo ${current} del Decreto 1074 de 2015 (antes artículo ${number} del Decreto 1377 de 2013)"`);
        }
        for (const [, number] of folded.matchAll(/\barticulos?\s+(2\.2\.2\.25\.\d\.\d+)(?![\d.])(?!\s+y\s+siguientes)/g)) {
          compiled++;
          const old = oldArticle(number!);
          if (old === undefined) fail(`Decreto 1074 de 2015 has no article ${number} compiled from Decreto 1377 de 2013`);
          else if (!folded.includes(`antes articulo ${old} del decreto 1377 de 2013`)) fail(`say which article of Decreto 1377 de 2013 it was: "(antes artículo ${old} del Decreto 1377 de 2013)"`);
        }
      }
    }
  }
  return { failures, figures: [`legal citations: ${articles} articles cited (${compiled} of Decreto 1074 de 2015 with their old number); not in full form: ${failures.length}`] };
};
