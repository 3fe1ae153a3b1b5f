// The counting, which the page's script (client/taps.ts) asks for when it runs, and starts once the page has
// loaded and painted: then neither Plausible's tracker (with the site's settings, templates/analytics-settings.ts, written in by
// the bundler) nor the page view it sends to another host competes with what the page paints (Lighthouse counts every
// request that starts before the largest paint as holding it up). It counts the page view, the form message the
// thank-you page stands for, and what each tap and store the page noted stands for. The tracker sends every event
// with fetch and keepalive, which outlives the page a tap leaves. It stores nothing and sets no cookie; it only reads
// localStorage's "plausible_ignore", the flag with which an owner leaves out their own visits.
import { init, track } from '@plausible-analytics/tracker';
import type { AnalyticsSettings } from '../templates/analytics-settings.ts';
import { FORM_FALLBACK } from '../templates/analytics-marks.ts';
import { pageConfig } from './config.ts';

declare const ANALYTICS: AnalyticsSettings;

// The island's entry for the analytics comes from templates/analytics-marks.ts.
const config = pageConfig() as ReturnType<typeof pageConfig> & { service?: string; jobs?: number };
/** How many real jobs the page shows, sent with its view and each of its events. */
const shown: Record<string, string> = config.jobs ? { trabajos: String(config.jobs) } : {};
const store = (name: string) => track('Tienda', { props: { tienda: name } });

/** What the page's script notes (client/taps.ts): a tap, or the address the menu's "Descargar App" opened. */
export type Seen = MouseEvent | string | URL | undefined;

/**
 * Once the page has loaded and painted, counts what the page noted before, then, as it is noted, all it notes after. A
 * tap noted before is read then: the link and where it sat as they were at the tap, whether the questions are answered
 * as they are then.
 */
export function count(seen: Seen[]): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    init(config.jobs ? { ...ANALYTICS, customProperties: shown } : ANALYTICS);
    // A visitor reaches the thank-you page from this site only once the form service has accepted the message (with
    // JavaScript, client/contact-form.ts goes there on success; without it, the service redirects there); a reload or
    // a step back is not a second message.
    const arrival = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    if (location.pathname === ANALYTICS.thanksPath && document.referrer.startsWith(`${location.origin}/`) && arrival.type === 'navigate') track('Formulario enviado', {});
    for (const one of seen.splice(0)) see(one);
    seen.push = (...more) => {
      more.forEach(see);
      return 0;
    };
  };
  // After the load and the frame that follows it, the first paint is on the screen: a page that loads before it paints
  // (a small one) would otherwise send its page view before its largest paint. A page hidden first (a tap that opened
  // WhatsApp in a new tab) paints no frame: it counts at once.
  const afterPaint = () => requestAnimationFrame(() => requestAnimationFrame(start));
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint);
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && start());
}

function see(seen: Seen): void {
  if (!(seen instanceof Event)) {
    for (const [name, href] of Object.entries(config.stores)) if (href === String(seen)) store(name);
    return;
  }
  const link = (seen.target as Element).closest('a');
  // The toast's link after a refused message is the one chat link the page does not carry (found by its toast, which
  // may have left the page by the time a tap noted before the counting started is read).
  const placement = link?.dataset.whatsapp ?? link?.dataset.ownChat ?? (link?.host === 'wa.me' && link.closest('[data-toast-id]') ? FORM_FALLBACK : undefined);
  if (placement) {
    const props: Record<string, string> = { pagina: location.pathname, boton: placement, preguntas: questionsAnswered() ? 'sí' : 'no', ...shown };
    if (config.service) props.servicio = config.service;
    track('WhatsApp', { props });
  } else if (link?.dataset.store) store(link.dataset.store);
}

/** Whether any of the optional questions (client/request-builder.ts) is answered: never what the answer is. */
function questionsAnswered(): boolean {
  const fields = document.querySelectorAll<HTMLInputElement>('[data-request-builder] [name]');
  return [...fields].some((field) => (field.type === 'radio' ? field.checked : field.value.trim() !== '' && field.value !== 'otro'));
}
