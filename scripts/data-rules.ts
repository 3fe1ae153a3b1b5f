// The content check's rule on the personal data a page asks for (Ley 1581 de 2012 arts. 5-7; Decreto 1074 de 2015
// art. 2.2.2.25.2.3 and 2.2.2.25.2.9): health data is sensitive, so a page asks for it only as optional and says what
// for; a minor's data is limited to what the service needs (tutoring: grade, subjects, kind of school).
import { blocksOf, fold, proseOf, sentencesOf } from './content-metrics.ts';
import type { Rule } from './copy-rules.ts';

/** A sentence that asks the visitor to tell: "avísanos", "cuéntanos", "necesitamos", "si nos la cuentas". */
const ASKS = /\b(?:avisanos|avisenos|cuentanos|cuentenos|contarnos(?:lo|la)?|nos (?:lo |la )?cuentas|dinos|diganos|indicanos|informanos|necesitamos|pedimos|te pedimos|preguntamos|nos dices|mencionas?)\b/;
/** What no one asks for: "No pedimos el nombre del colegio". */
const DENIES = /\bno (?:te )?(?:pedimos|necesitamos|preguntamos|solicitamos)\b/;
/** Health data of a person (not of a pet's coat or a building's damp). */
const HEALTH = /\basma\b|\bembarazad[ao]s?\b|\balergic[oa]s?\b|\balergias?\b|\benfermedad(?:es)?\b|\bdiscapacidad(?:es)?\b|\bmedicamentos?\b|\bdiagnosticos? medicos?\b/;
/** A minor's data beyond grade, subjects and kind of school. */
const MINOR_EXTRA = /\bnombre del (?:nino|nina|estudiante|colegio)\b|\bdificultad(?:es)? de aprendizaje\b|\bdislexia\b|\bdeficit de atencion\b|(?<!\btipo de )\bcolegio,/;
/** "opcional", and a purpose: "para elegir", "lo usamos solo para", "sirve para". */
const OPTIONAL = /\bopcional\b/;
const PURPOSE = /\b(?:para|sirve para|lo usamos)\b/;

export const sensitiveDataAsked: Rule = (pages) => {
  const failures: string[] = [];
  let health = 0;
  let minors = 0;
  for (const page of pages.filter((p) => p.kind !== 'legal')) {
    const body = blocksOf(page.body).map((b) => b.replace(/^(?:#+|[-*+]|\d+[.)])\s+/, ''));
    for (const { field, text } of [...proseOf(page.data), { field: 'body', text: body.join('\n') }]) {
      if (/^(?:keywords|searchTerms)\b/.test(field)) continue;
      for (const sentence of text.normalize('NFC').split('\n').flatMap(sentencesOf)) {
        const folded = fold(sentence);
        if (!ASKS.test(folded) || DENIES.test(folded)) continue;
        if (HEALTH.test(folded)) {
          health++;
          if (!OPTIONAL.test(folded) || !PURPOSE.test(folded)) failures.push(`${page.file}: ${field}: "${sentence}" asks for health data (sensitive, Ley 1581 de 2012 art. 5): say it is «opcional» and what it is for`);
        }
        if (MINOR_EXTRA.test(folded)) {
          minors++;
          failures.push(`${page.file}: ${field}: "${sentence}" asks for a minor's data beyond grade, subjects and kind of school`);
        }
      }
    }
  }
  return { failures, figures: [`sensitive data asked: ${health} sentences on health, ${minors} on a minor beyond grade, subjects and kind of school; without «opcional» and a purpose, or beyond what the service needs: ${failures.length}`] };
};
