// The content check's rule on the places the site names outside Cartagena's urban barrios: each called what the law
// calls it, a municipio of Bolívar or a corregimiento of the Distrito de Cartagena, from the one list of
// pipeline/rules.ts (PLACE_KINDS) that also writes the coverage line beside each service page's button.
import { PLACE_KINDS } from '../pipeline/rules.ts';
import { blocksOf, fold, proseOf, sentencesOf } from './content-metrics.ts';
import type { Rule, Zone } from './copy-rules.ts';

type Kind = keyof typeof PLACE_KINDS;
const OTHER: Record<Kind, Kind> = { municipio: 'corregimiento', corregimiento: 'municipio' };
const folded = (kind: Kind) => PLACE_KINDS[kind].map(fold);
/** The places of `kind` a folded sentence names, as the list writes them. */
const named = (text: string, kind: Kind) => PLACE_KINDS[kind].filter((place) => new RegExp(`\\b${fold(place)}\\b`).test(text));

export function placesByLaw(serviceArea: Zone[]): Rule {
  return (pages) => {
    const failures: string[] = [];
    // site.yaml: a zone named for a kind lists only places of that kind.
    for (const zone of serviceArea) {
      for (const kind of Object.keys(PLACE_KINDS) as Kind[]) {
        if (!new RegExp(`\\b${kind}s?\\b`).test(fold(zone.zone))) continue;
        for (const place of zone.places) {
          if (!folded(kind).includes(fold(place))) failures.push(`content/site.yaml: legal.serviceArea: "${place}" is listed under "${zone.zone}" but is ${folded(OTHER[kind]).includes(fold(place)) ? `a ${OTHER[kind]}` : `no ${kind} of pipeline/rules.ts PLACE_KINDS`}`);
        }
      }
    }
    // Pages: a sentence that calls a place the other kind ("municipios como Bayunca").
    let sentencesNaming = 0;
    for (const page of pages) {
      const body = blocksOf(page.body).map((b) => b.replace(/^(?:#+|[-*+]|\d+[.)])\s+/, ''));
      for (const { field, text } of [...proseOf(page.data), { field: 'body', text: body.join('\n') }]) {
        for (const sentence of text.normalize('NFC').split('\n').flatMap(sentencesOf)) {
          const f = fold(sentence);
          for (const kind of Object.keys(PLACE_KINDS) as Kind[]) {
            const places = named(f, kind);
            if (places.length === 0) continue;
            sentencesNaming++;
            const other = OTHER[kind];
            if (new RegExp(`\\b${other}s?\\b`).test(f) && !new RegExp(`\\b${kind}s?\\b`).test(f)) {
              failures.push(`${page.file}: ${field}: "${sentence}" calls ${places.join(', ')} ${places.length > 1 ? `${other}s; they are ${kind}s` : `a ${other}; it is a ${kind}`}`);
            }
          }
        }
      }
    }
    const count = (kind: Kind) => serviceArea.flatMap((z) => z.places).filter((p) => folded(kind).includes(fold(p))).length;
    return {
      failures,
      figures: [`places named as the law names them: site.yaml lists ${count('municipio')} municipios and ${count('corregimiento')} corregimientos; sentences naming them: ${sentencesNaming}; named the other kind: ${failures.length}`],
    };
  };
}
