// What pages carry for the analytics (client/taps.ts) when site.yaml has `analytics:`, and nothing without it:
// where each WhatsApp link sits, as the owner's dashboard shows it beside each chat, and the service a page sells.
// Not in templates/client-config.ts: every script reads that file, and a script's bytes must not change with a
// setting it never sees (esbuild names variables by how often letters occur in the files it reads).
import type { Page, SiteConfig } from '../pipeline/types.ts';

/** The toast's link that sends a message the form service refused by WhatsApp instead (client/contact-form.ts). */
export const FORM_FALLBACK = 'respaldo del formulario';

export const CHAT_PLACEMENTS = {
  header: 'encabezado',
  /** The first link of the phone menu (wide screens hide it: the header's link is in the bar). */
  menu: 'menú móvil',
  hero: 'portada',
  questions: 'preguntas',
  closing: 'cierre',
  floating: 'botón flotante',
  footer: 'pie de página',
  formFallback: FORM_FALLBACK,
  services: 'sección servicios',
  steps: 'sección pasos',
  about: 'sección nosotros',
  contact: 'junto al formulario',
  thanks: 'página de gracias',
  /** A real job's chat button: "I saw this job and need something like it". */
  job: 'trabajo',
} as const;
export type ChatPlacement = keyof typeof CHAT_PLACEMENTS;

/**
 * A chat link's data-whatsapp: its placement when site.yaml has `analytics:`; without it, `unmarked`, the value the
 * link has always had, so that a site that does not count ships the same pages.
 */
export function chatMark(config: SiteConfig, placement: ChatPlacement, unmarked: '' | true = true): string | true {
  return config.analytics ? CHAT_PLACEMENTS[placement] : unmarked;
}

/**
 * The configuration island's entry for the analytics on a counted page: `service` where it sells one (a service page,
 * the construction page; hubs sell many), `jobs` where it shows real jobs; else nothing: the island stays as it is.
 */
export function countedService(page: Page): { service?: string; jobs?: number } {
  if (!page.scripts.includes('taps')) return {};
  const jobs = page.jobs ? { jobs: page.jobs } : {};
  if (page.content.kind === 'service') return { service: page.content.entry.slug, ...jobs };
  if (page.content.kind === 'constructor') return { service: page.url.slice(page.url.lastIndexOf('/') + 1) };
  return jobs;
}
