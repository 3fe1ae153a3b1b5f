// What a service page promises under its hero button and how it says an order goes (DECISIONS.md, "Claims that are
// true for their page"): both written from the page's `job` (how the job happens, who does it, the warranty), the
// catalogue group's `job` filling what the page leaves out. scripts/check-content.ts reads the same functions, so
// the check sees the words a visitor sees.
import type { JobMode } from '../pipeline/rules.ts';
import type { CatalogueData, ConstructorData, ServiceData } from '../pipeline/types.ts';

export type Job = ConstructorData['job'];
export type Warranty = Job['warranty'];

/** The page's job: its own keys over its group's. */
export function resolveJob(data: ServiceData | ConstructorData, groups: CatalogueData['groups']): Job {
  if (!('group' in data)) return data.job;
  const group = groups.find((g) => g.id === data.group)!;
  return { ...group.job, ...data.job } as Job;
}

/**
 * Ley 1480 art. 8 for construction: both terms, always together, the ten years named for structures (a page that
 * also sells other work, as structural welding beside pipes, claims them for its structures only).
 */
export const STRUCTURAL_WARRANTY = '10 años de estabilidad en estructuras y 1 año en acabados';
/** What a page on a person's time promises instead of a warranty. */
export const TIME_PROMISE = 'Reemplazo o reembolso si el servicio falla';
/** What a page on goods handed over promises (Ley 1480 art. 11 num. 9). */
export const CUSTODY_PROMISE = 'Recibo escrito de lo que entregas';
/** The same, where the job is done at home unless the repair needs the bench: both places, and the receipt. */
export const VISIT_OR_BENCH_PROMISE = 'En tu casa o en el taller, con recibo escrito';

/** What an installation page gives free: a visit to measure and quote, not a diagnosis. */
export const FREE_QUOTE = 'Visita y cotización gratis';

/** The warranty as the strip states it. */
export function warrantyClaim(warranty: Warranty): string {
  switch (warranty.kind) {
    case 'plazo':
      return `Garantía de ${warranty.term!}`;
    case 'estructural':
      return `Garantía: ${STRUCTURAL_WARRANTY}`;
    case 'ninguna':
      return TIME_PROMISE;
  }
}

/** The strip under the hero button, in the order a visitor weighs it. */
/**
 * `free` names what costs nothing on this page: a diagnosis, an installation's visit to measure and quote (`freeQuote`),
 * or the construction page's consultation and quote.
 */
export function jobClaims(job: Job, flags: ServiceData['claims'], free = flags.freeQuote ? FREE_QUOTE : 'Diagnóstico gratis'): string[] {
  return [
    job.verified,
    ...(job.how === 'recogida' || job.how === 'taller' ? [CUSTODY_PROMISE] : job.how === 'visita-taller' ? [VISIT_OR_BENCH_PROMISE] : []),
    warrantyClaim(job.warranty),
    ...(flags.freeDiagnosis ? [free] : []),
    ...(flags.allHours ? ['Atención 24/7'] : []),
  ];
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** "a" before the person, contracted with "el" as Spanish wants it: "al paseador", "a la tutora". */
const toPerson = (person: string) => (person.startsWith('el ') ? `al ${person.slice(3)}` : `a ${person}`);

/**
 * The three steps of an order by WhatsApp for each way a job happens, with the page's noun for the person and the
 * workshop's address, undefined while site.yaml holds its placeholder: the chat gives it then.
 */
const STEPS: Record<JobMode, (person: string, workshop?: string) => [string, string, string]> = {
  visita: (person) => [
    'Nos escribes con tu barrio y lo que pasa.',
    `Te confirmamos quién va y a qué hora: ${person} que verificamos.`,
    `${capitalise(person)} llega a tu casa o negocio y hace el trabajo.`,
  ],
  'visita-taller': (person) => [
    'Nos escribes con tu barrio, la marca, el modelo y la falla.',
    `${capitalise(person)} que verificamos lo revisa en tu casa o negocio y, si se puede, lo repara ahí mismo.`,
    'Si necesita banco de trabajo, se lo lleva al taller con un recibo escrito y te lo devolvemos probado.',
  ],
  recogida: (person, workshop) => [
    'Nos escribes con tu barrio y lo que quieres que hagamos.',
    workshop
      ? `Pasamos a recoger a la hora acordada, o lo llevas al taller (${workshop}), y te dejamos un recibo escrito con cada pieza.`
      : 'Pasamos a recoger a la hora acordada y te dejamos un recibo escrito con cada pieza; si prefieres llevarlo, te damos por el chat la dirección del taller.',
    `${capitalise(person)} hace el trabajo en el taller y te lo devolvemos en tu puerta.`,
  ],
  taller: (person, workshop) => [
    'Nos escribes con la marca, el modelo y la falla.',
    workshop
      ? `Lo traes al taller (${workshop}) o pasamos por él, y te entregamos un recibo escrito.`
      : 'Pasamos por él, o lo traes al taller con la dirección que te damos por el chat, y te entregamos un recibo escrito.',
    `${capitalise(person)} lo revisa, te dice qué tiene antes de repararlo y te avisamos cuándo está listo.`,
  ],
  turno: (person) => [
    'Nos escribes con tu barrio, los días y las horas que necesitas.',
    `Te presentamos ${toPerson(person)} que verificamos y acordamos la rutina contigo.`,
    'Si un día no puede ir, enviamos a otra persona o te devolvemos lo pagado por ese día.',
  ],
};

/** `workshop`: the workshop's address, or undefined while it is a placeholder (Site.workshop). */
export function jobSteps(job: Job, workshop?: string): string[] {
  return job.steps ?? STEPS[job.how](job.person, workshop);
}
