// The first message of a WhatsApp chat, written the same at build time (the plain link) and in the browser (the
// request builder, client/request-builder.ts), so that both say what the provider needs to answer at once:
// the service, the barrio, the urgency, the problem, and a photo offered.
import type { JobMode } from '../pipeline/rules.ts';

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
export const DEFAULT_LABEL = 'Lo que pasa';
export const DEFAULT_QUESTION = '¿Qué pasa? En pocas palabras';

/** What the visitor answered in the request builder; each answer may be left out. */
export interface ChatAnswers {
  barrio?: string;
  urgency?: UrgencyId;
  problem?: string;
}

/**
 * The request builder's answers to "¿Para cuándo?". Which a page offers depends on how its job happens
 * (urgencyChoices); "pronto" stands in for "hoy" while the chat is closed, since nobody can promise today then.
 */
export const URGENCIES = {
  hoy: { label: 'Hoy mismo', sentence: 'Es urgente: hoy, si es posible.' },
  pronto: { label: 'Lo antes posible', sentence: 'Es urgente: lo antes posible.' },
  semana: { label: 'Esta semana', sentence: 'Puede ser en los próximos días.' },
  visita: { label: 'Quiero programarlo', sentence: 'Quiero programar la visita con tiempo.' },
  'con-tiempo': { label: 'Quiero programarlo con tiempo', sentence: 'Quiero programarlo con tiempo.' },
} as const;
export type UrgencyId = keyof typeof URGENCIES;

/**
 * The answers a page offers, by how its job happens: a visit is programmed as a visit; where nobody comes (pick-up,
 * workshop, placement, or a page on many services) it is programmed "con tiempo"; a construction project (`null`)
 * has no urgency to pick, as its works are planned in the chat.
 */
export function urgencyChoices(how: JobMode | 'varios' | null): UrgencyId[] {
  if (how === null) return [];
  return ['hoy', 'semana', how === 'visita' || how === 'visita-taller' ? 'visita' : 'con-tiempo'];
}

/**
 * The message: the service, what the visitor answered, the photo offered, and one blank at the end, where WhatsApp
 * puts the cursor, naming what is still missing ("Mi barrio y lo que pasa: "); with every answer given, no blank.
 */
export function composeMessage(opening: ChatOpening, answers: ChatAnswers = {}): string {
  const barrio = answers.barrio?.trim();
  const problem = answers.problem?.trim().replace(/[.\s]+$/, '');
  const label = opening.label ?? DEFAULT_LABEL;
  const blank = barrio ? (problem ? '' : `${label}: `) : `Mi barrio${problem ? '' : ` y ${label.charAt(0).toLowerCase()}${label.slice(1)}`}: `;
  return [
    opening.message,
    barrio ? `Estoy en ${barrio}.` : '',
    answers.urgency ? URGENCIES[answers.urgency].sentence : '',
    problem ? `${label}: ${problem}.` : '',
    opening.offer,
    blank,
  ]
    .filter(Boolean)
    .join(' ');
}

/** Where the catalogue's search chat carries what the visitor typed (client/catalogue-tabs.ts fills it in). */
export const SEARCH_SLOT = '{busco}';

/**
 * The chat the catalogue offers when its search finds nothing that fits: `query` is what the visitor typed, or
 * SEARCH_SLOT for the script to fill in; it ends in the one blank the visitor fills, where the cursor lands.
 */
export function searchChatMessage(city: string, query?: string): string {
  return `Hola, busqué en el catálogo y no sé qué servicio pedir en ${city}. ${query ? `Busco: ${query}. Mi barrio: ` : 'Mi barrio y lo que busco: '}`;
}
