// What the site brings, counted without a cookie (DECISIONS.md, "Knowing what the site brings"): a page view per page,
// each WhatsApp chat by page, service, button and whether the optional questions were answered, each message the form
// service accepted, and each visit to a store. Plausible's tracker sends every event with fetch and keepalive, which
// outlives the page a tap leaves; nothing here waits for it or stops a tap. The tracker stores nothing and sets no
// cookie; it only reads localStorage's "plausible_ignore", the flag with which an owner leaves out their own visits.
// Bundled only when site.yaml has `analytics:` (pipeline/pages.ts), with its settings written in by the bundler
// (pipeline/analytics.ts). It only watches: the other scripts are the same, byte for byte, whether it is on or not.
import { init, track } from '@plausible-analytics/tracker';
import type { AnalyticsSettings } from '../pipeline/analytics.ts';
import { CHAT_PLACEMENTS } from '../templates/analytics-marks.ts';
import { pageConfig } from './config.ts';

declare const ANALYTICS: AnalyticsSettings;

export const EVENTS = { chat: 'WhatsApp', formSent: 'Formulario enviado', store: 'Tienda' } as const;
const YES = 'sí';
const NO = 'no';

init({
  endpoint: ANALYTICS.endpoint,
  domain: ANALYTICS.domain,
  captureOnLocalhost: ANALYTICS.captureOnLocalhost,
  autoCapturePageviews: true,
  bindToWindow: false,
  logging: false,
});

// The island's entry for the analytics comes from templates/analytics-marks.ts.
const config = pageConfig() as ReturnType<typeof pageConfig> & { service?: string };

// Capture: counted before any other listener can stop the click, and whatever it then opens.
document.addEventListener(
  'click',
  (event) => {
    const link = (event.target as Element).closest?.('a');
    if (!link) return;
    const placement = link.dataset.whatsapp;
    if (placement !== undefined) countChat(placement === CHAT_PLACEMENTS.menu && !menuOpen() ? CHAT_PLACEMENTS.header : placement);
    // The toast's link after a refused message (client/contact-form.ts) is the one chat link the page did not carry.
    else if (link.closest('[data-toaster]') && link.host === 'wa.me') countChat(CHAT_PLACEMENTS.formFallback);
    else if (link.dataset.store) track(EVENTS.store, { props: { tienda: link.dataset.store } });
  },
  true,
);

// The menu's "Descargar App" (client/site.ts) opens the store it picks for the device, or the one the visitor chose,
// with window.open: counted there, the one place that knows which.
const open = window.open;
window.open = function (url, ...rest) {
  const store = (Object.keys(config.stores) as (keyof typeof config.stores)[]).find((name) => config.stores[name] === String(url));
  if (store) track(EVENTS.store, { props: { tienda: store } });
  return open.call(window, url, ...rest);
};

// A visitor reaches the thank-you page from this site only once the form service has accepted the message (with
// JavaScript, client/contact-form.ts goes there on success; without it, the service redirects there); a reload or
// a step back is not a second message.
if (location.pathname === ANALYTICS.thanksPath && sameOriginReferrer() && navigationType() === 'navigate') track(EVENTS.formSent, {});

function countChat(placement: string): void {
  const props: Record<string, string> = { pagina: location.pathname, boton: placement, preguntas: questionsAnswered() ? YES : NO };
  if (config.service) props.servicio = config.service;
  track(EVENTS.chat, { props });
}

/** Whether any of the optional questions (client/request-builder.ts) is answered: never what the answer is. */
function questionsAnswered(): boolean {
  const root = document.querySelector('[data-request-builder]');
  if (!root) return false;
  const value = (selector: string) => root.querySelector<HTMLInputElement | HTMLSelectElement>(selector)?.value.trim() ?? '';
  const barrio = value('[data-chat-barrio]');
  return (barrio !== '' && (barrio !== 'otro' || value('[data-chat-other]') !== '')) || root.querySelector('[data-chat-urgency]:checked') !== null || value('[data-chat-problem]') !== '';
}

function menuOpen(): boolean {
  return document.querySelector('[data-menu-toggle]')?.getAttribute('aria-expanded') === 'true';
}

function sameOriginReferrer(): boolean {
  try {
    return new URL(document.referrer).origin === location.origin;
  } catch {
    return false;
  }
}

function navigationType(): string | undefined {
  return (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type;
}
