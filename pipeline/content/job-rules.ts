// What a real job may publish (DECISIONS.md, "Real jobs, published with the customer's consent"), told to the owner
// in Spanish: where it was, never an address; when, never in the future; only what the customer's authorization
// allows; its photos where the editor uploads them, as the phone's original at most 10 MB; and no price, phone number
// or address in its words. The schema (schema.ts, workSchema) checks each field alone; these rules read several, or
// site.yaml.
import type { Problem } from '../errors.ts';
import { JOB_PHOTO_FOLDER, MAX_JOB_PHOTO_BYTES, PHOTO_FOLDER } from '../rules.ts';
import type { Entry, EntryContext, WorkData } from '../types.ts';

/** What a job's words must never hold: a price, a phone number, a street address. */
const PRIVATE = [
  { what: 'un precio', pattern: /\$\s?\d|\d[\d.,]*\s?(?:pesos|cop)\b/i },
  { what: 'un teléfono', pattern: /(?:\+?57[\s-]?)?\b3\d{2}[\s-]?\d{3}[\s-]?\d{4}\b|\b\d{7,}\b/ },
  { what: 'una dirección', pattern: /\b(?:calle|carrera|cra|cr|cll|cl|diagonal|dg|transversal|tv|avenida|av|manzana|mz)\.?\s*\d+|#\s?\d+\s?-\s?\d+/i },
];

export function jobProblems({ file, data }: Entry<WorkData>, { config, today, photos }: EntryContext): Problem[] {
  const problems: Problem[] = [];
  const refuse = (field: string, reason: string) => problems.push({ file, field, reason });
  const zones = config.legal.serviceArea;
  const zone = zones.find((z) => z.zone === data.zone);
  if (!zone) refuse('zone', `«${data.zone}» no es una zona de legal.serviceArea en site.yaml; escriba una de: ${zones.map((z) => z.zone).join(', ')}`);
  else if (data.place && !zone.places.includes(data.place)) refuse('place', `«${data.place}» no es un barrio de la zona ${zone.zone}; escriba uno de: ${zone.places.join(', ')}`);
  if (data.place && data.photos.some((p) => p.stage === 'fachada')) {
    refuse('place', 'con una foto de fachada no se publica el barrio: la fachada y el barrio juntos señalan la casa; quite el barrio o la foto');
  }
  if (data.month > today.slice(0, 7)) refuse('month', `${data.month} todavía no ha llegado; escriba el mes en que se hizo el trabajo`);
  const scope = data.consent.scope;
  if (data.customer?.firstName && scope === 'fotos') refuse('customer.firstName', 'la autorización del cliente (consent.scope: fotos) no incluye su nombre; quítelo o pida una autorización que lo incluya');
  if (data.customer?.quote && scope !== 'fotos-nombre-opinion') refuse('customer.quote', `la autorización del cliente (consent.scope: ${scope}) no incluye sus palabras; quítelas o pida una autorización que las incluya`);
  data.photos.forEach(({ src }, i) => {
    const photo = photos.get(src);
    if (!src.startsWith(`${PHOTO_FOLDER}/${JOB_PHOTO_FOLDER}/`)) refuse(`photos.${i}.src`, `las fotos de un trabajo van en content/${PHOTO_FOLDER}/${JOB_PHOTO_FOLDER}/; súbala desde el editor, en el trabajo`);
    else if (photo && photo.bytes > MAX_JOB_PHOTO_BYTES) {
      refuse(`photos.${i}.src`, `la foto ${src} pesa ${(photo.bytes / 1024 / 1024).toFixed(1)} MB, más de ${MAX_JOB_PHOTO_BYTES / 1024 / 1024} MB; súbala otra vez desde el editor, que la reduce`);
    }
  });
  for (const field of ['title', 'problem', 'solution'] as const) {
    const found = PRIVATE.find(({ pattern }) => pattern.test(data[field]));
    if (found) refuse(field, `no escriba ${found.what} en un trabajo publicado: «${data[field].match(found.pattern)![0]}»`);
  }
  return problems;
}

/** Two jobs with one title would be two cards the visitor cannot tell apart. */
export function sameTitles(jobs: Entry<WorkData>[]): Problem[] {
  const first = new Map<string, string>();
  return jobs.flatMap(({ file, data }) => {
    const other = first.get(data.title.toLowerCase());
    if (!other) first.set(data.title.toLowerCase(), file);
    return other ? [{ file, field: 'title', reason: `el mismo título que ${other}; dele a cada trabajo el suyo` }] : [];
  });
}
