// The content check's rules on what a page offers (DECISIONS.md, "How the money works, without prices", "Claims that
// are true for their page"): a warranty term on a recurring service says what it covers, and «gratis» stands beside
// what is free and where.
import type { ServiceData } from '../pipeline/types.ts';
import { resolveJob } from '../templates/job-claims.ts';
import { blocksOf, fold, proseOf, sentencesOf } from './content-metrics.ts';
import type { CopyPage, Rule, Zone } from './copy-rules.ts';
import type { Groups } from './claim-rules.ts';

/** What a visitor reads of a page, field by field, the body's blocks as the field "body". */
function readOf(page: CopyPage): { field: string; text: string }[] {
  const body = blocksOf(page.body).map((b) => b.replace(/^(?:#+|[-*+]|\d+[.)])\s+/, ''));
  return [...proseOf(page.data), { field: 'body', text: body.join('\n') }];
}
const sentences = (text: string) => text.normalize('NFC').split('\n').flatMap(sentencesOf);
const quoted = (sentence: string) => `"${sentence.length > 120 ? `${sentence.slice(0, 117)}…` : sentence}"`;

// ---------------------------------------------------------------------------------------------------------------
// A warranty term on a recurring service only with what it covers: "Garantía de 3 meses" on pool maintenance or a
// gardener's weekly visit promises nothing anyone can hold; its `job.warranty.covers` says what (a visit not done or
// below what was agreed is repeated or not charged; a tank's lid, float and disinfection). A service of a person's time
// carries no term at all (jobsTrue), and placement (`turno`) counts as recurring.

/** Visits that come back: on folded text of the page's name, summary, hero and fit. */
const RECURRING = /\bvisitas? fijas?\b|\bcada (?:semana|mes|quince dias|seis meses)\b|\b(?:semanal|quincenal|mensual|semestral|periodic[oa])(?:es|s)?\b/;

export function warrantyCovers(groups: Groups): Rule {
  return (pages) => {
    const failures: string[] = [];
    let recurring = 0;
    let covered = 0;
    for (const page of pages.filter((p) => p.kind === 'service')) {
      const data = page.data as ServiceData;
      const job = resolveJob(data, groups);
      // A sentence that points to another page ("Para el cuidado semanal del agua, mantenimiento de piscinas") or says
      // what the page is not ("no es el jardinero de cada semana") describes no visit of this page.
      const own = [data.summary, data.hero?.subtitle, data.fit?.for].flatMap((t) => sentencesOf(String(t ?? ''))).map(fold).filter((s) => !/^para\b|\bno es\b/.test(s));
      if (job.how !== 'turno' && !own.some((s) => RECURRING.test(s))) continue;
      if (job.warranty.kind !== 'plazo') continue;
      recurring++;
      if (job.warranty.covers) covered++;
      else failures.push(`${page.file}: job.warranty: "Garantía de ${job.warranty.term}" on a recurring service says nothing of what it covers; add covers: what is repeated or not charged (a visit not done or below what was agreed), or what part of the work the term holds`);
    }
    return { failures, figures: [`warranty terms on recurring services: ${recurring} pages, with what they cover: ${covered}, without: ${failures.length}`] };
  };
}

// ---------------------------------------------------------------------------------------------------------------
// «Gratis» only beside what is free and where: "Visita y cotización gratis" names what; where is Cartagena and the
// places of site.yaml, said in the sentence or, on a service page that claims a free visit, by the money line the
// template writes beside its button from the same zones (templates/components/OrderTerms.tsx). The legal texts, which
// say it once in the terms' section 8, are read by their own rules.

const FREE = /\bgratis\b|\bgratuit[ao]s?\b|\bsin costo\b(?= (?:la|el) (?:visita|diagnostico|revision|cotizacion|consulta))/;
/** What is free: a visit, a diagnosis, a quote, a consultation, a check. */
const WHAT = /\b(?:visitas?|diagnosticos?|revision(?:es)?|revisar|cotizacion(?:es)?|consultas?|evaluacion(?:es)?|presupuestos?|medicion(?:es)?|medir)\b/;

export function freeWhereAndWhat(city: string, serviceArea: Zone[]): Rule {
  const places = [city, ...serviceArea.flatMap((z) => [z.zone, ...z.places])].map(fold);
  const WHERE = new RegExp(`\\b(?:${places.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')}|municipios?|corregimientos?|zonas? que atendemos|area de servicio)\\b`);
  return (pages) => {
    const failures: string[] = [];
    let total = 0;
    for (const page of pages.filter((p) => p.kind !== 'legal')) {
      const claims = (page.data as Partial<ServiceData>).claims;
      // The money line beside the button names where the free visit holds (the construction page has one too).
      const moneyLineSaysWhere = (page.kind === 'service' || page.kind === 'constructor') && !!claims?.freeDiagnosis;
      for (const { field, text } of readOf(page)) {
        if (/^(?:keywords|searchTerms)\b/.test(field)) continue;
        for (const sentence of sentences(text)) {
          const folded = fold(sentence);
          if (!FREE.test(folded)) continue;
          total++;
          const what = WHAT.test(folded);
          const where = moneyLineSaysWhere || WHERE.test(folded);
          if (!what) failures.push(`${page.file}: ${field}: ${quoted(sentence)}: say what is free (the visit, the diagnosis, the quote)`);
          else if (!where) failures.push(`${page.file}: ${field}: ${quoted(sentence)}: say where it is free (Cartagena and the municipalities of the service area)${page.kind === 'service' ? ', or set claims.freeDiagnosis so that the money line says it' : ''}`);
        }
      }
    }
    return { failures, figures: [`«gratis»: ${total} sentences; without what or where: ${failures.length}`] };
  };
}
