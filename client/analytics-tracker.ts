// The counting (client/analytics.ts is the part in the page's script): Plausible's tracker with the site's settings
// (pipeline/analytics.ts, written in by the bundler), which on arrival counts the page view, and the form message the
// thank-you page stands for; and what each tap and store the page saw stands for. Plausible's tracker sends every
// event with fetch and keepalive, which outlives the page a tap leaves. It stores nothing and sets no cookie; it only
// reads localStorage's "plausible_ignore", the flag with which an owner leaves out their own visits.
import { init, track } from '@plausible-analytics/tracker';
import type { AnalyticsSettings } from '../pipeline/analytics.ts';
import { FORM_FALLBACK } from '../templates/analytics-marks.ts';
import { pageConfig } from './config.ts';

declare const ANALYTICS: AnalyticsSettings;

init(ANALYTICS);

// A visitor reaches the thank-you page from this site only once the form service has accepted the message (with
// JavaScript, client/contact-form.ts goes there on success; without it, the service redirects there); a reload or a
// step back is not a second message.
if (location.pathname === ANALYTICS.thanksPath && document.referrer.startsWith(`${location.origin}/`) && (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type === 'navigate') {
  track('Formulario enviado', {});
}

// The island's entry for the analytics comes from templates/analytics-marks.ts.
const config = pageConfig() as ReturnType<typeof pageConfig> & { service?: string };
const store = (name: string) => track('Tienda', { props: { tienda: name } });

/**
 * A tap, by the elements it went through (innermost first), or the address the menu's "Descargar App" opened. A tap
 * made before this file was in is read on its arrival: the link and where it sat as they were at the tap, whether the
 * questions are answered as they are then.
 */
export function see(seen: EventTarget[] | string | URL | undefined): void {
  if (!Array.isArray(seen)) {
    for (const [name, href] of Object.entries(config.stores)) if (href === String(seen)) store(name);
    return;
  }
  const link = seen.find((target): target is HTMLAnchorElement => target instanceof HTMLAnchorElement);
  // The toast's link after a refused message is the one chat link the page does not carry.
  const toast = seen.some((target) => target instanceof HTMLElement && target.dataset.toaster !== undefined);
  const placement = link?.dataset.whatsapp ?? (link?.host === 'wa.me' && toast ? FORM_FALLBACK : undefined);
  if (placement) {
    const props: Record<string, string> = { pagina: location.pathname, boton: placement, preguntas: questionsAnswered() ? 'sí' : 'no' };
    if (config.service) props.servicio = config.service;
    track('WhatsApp', { props });
  } else if (link?.dataset.store) store(link.dataset.store);
}

/** Whether any of the optional questions (client/request-builder.ts) is answered: never what the answer is. */
function questionsAnswered(): boolean {
  const fields = document.querySelectorAll<HTMLInputElement>('[data-request-builder] [name]');
  return [...fields].some((field) => (field.type === 'radio' ? field.checked : field.value.trim() !== '' && field.value !== 'otro'));
}
