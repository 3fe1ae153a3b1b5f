// The first message of a WhatsApp chat, written the same at build time (the plain link) and in the browser (the
// request builder, client/request-builder.ts), so that both say what the provider needs to answer at once:
// the service, the barrio, the urgency, the problem, and a photo offered.

/** How a page's chat opens (its `whatsapp` front matter). */
export interface ChatOpening {
  /** Names the service: "Hola, necesito un plomero en Cartagena." */
  message: string;
  /** An example of the problem, for the request builder's field. */
  problem: string;
  /** "Puedo enviarles una foto del daño." */
  offer: string;
  /** The words before the visitor's own, without the colon: "Lo que necesito", "Mi perro"; DEFAULT_LABEL if unset. */
  label?: string;
  /** The request builder's question for them; DEFAULT_QUESTION if unset. */
  question?: string;
}

/** Where a page reports a fault, the usual case. */
export const DEFAULT_LABEL = 'El problema';
export const DEFAULT_QUESTION = '¿Qué pasa? En pocas palabras';

/** What the visitor answered in the request builder; each answer may be left out. */
export interface ChatAnswers {
  barrio?: string;
  urgency?: UrgencyId;
  problem?: string;
}

export const URGENCIES = {
  hoy: { label: 'Hoy mismo', sentence: 'Es urgente: hoy, si es posible.' },
  semana: { label: 'Esta semana', sentence: 'Puede ser en los próximos días.' },
  programar: { label: 'Quiero programarlo', sentence: 'Quiero programar la visita con tiempo.' },
} as const;
export type UrgencyId = keyof typeof URGENCIES;

/**
 * The message. Without answers (the plain link, JavaScript off) it leaves a gap after the barrio and the problem
 * for the visitor to fill in WhatsApp.
 */
export function composeMessage(opening: ChatOpening, answers: ChatAnswers = {}): string {
  const barrio = answers.barrio?.trim();
  const problem = answers.problem?.trim().replace(/[.\s]+$/, '');
  const label = opening.label ?? DEFAULT_LABEL;
  return [
    opening.message,
    barrio ? `Estoy en ${barrio}.` : 'Mi barrio: …',
    answers.urgency ? URGENCIES[answers.urgency].sentence : '',
    problem ? `${label}: ${problem}.` : `${label}: …`,
    opening.offer,
  ]
    .filter(Boolean)
    .join(' ');
}

/** Where the catalogue's search chat carries what the visitor typed (client/catalogue-tabs.ts fills it in). */
export const SEARCH_SLOT = '{busco}';

/**
 * The chat the catalogue offers when its search finds nothing that fits: `query` is what the visitor typed, or
 * SEARCH_SLOT for the script to fill in; without a query (the plain link) it ends in a gap for the visitor to fill.
 */
export function searchChatMessage(city: string, query?: string): string {
  return `Hola, busqué en el catálogo y no sé qué servicio pedir en ${city}. ${query ? `Busco: ${query}.` : 'Busco: …'} Mi barrio: …`;
}
