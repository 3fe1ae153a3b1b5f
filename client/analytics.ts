// What the site brings, counted without a cookie (DECISIONS.md, "Knowing what the site brings"): a page view per page,
// each WhatsApp chat by page, service, button and whether the optional questions were answered, each message the form
// service accepted, and each visit to a store. Plausible's tracker sends every event with fetch and keepalive, which
// outlives the page a tap leaves; nothing here waits for it or stops a tap. The tracker stores nothing and sets no
// cookie; it only reads localStorage's "plausible_ignore", the flag with which an owner leaves out their own visits.
// Bundled only when site.yaml has `analytics:` (pipeline/pages.ts). It only watches: the other scripts are the same,
// byte for byte, whether it is on or not.
//
// The tracker itself (client/analytics-tracker.ts, with the page view and the form message) is a file of its own,
// asked for once the page has loaded: in the page's script it would take a third of the JavaScript budget. What a
// visitor does is seen here at once, and what it says (the page, the button, the questions) is read at the tap; a tap
// before the tracker is in waits in a queue and is sent, once, on its arrival (every tap counted opens a new tab, so
// the page is still there to send it).
import { FORM_FALLBACK } from '../templates/analytics-marks.ts';
import { pageConfig } from './config.ts';

type Event = Parameters<typeof import('./analytics-tracker.ts').track>;
const queue: Event[] = [];
let send: (...event: Event) => void = (...event) => queue.push(event);
const load = () =>
  import('./analytics-tracker.ts').then(
    ({ track }) => {
      send = track;
      for (const event of queue.splice(0)) track(...event);
    },
    // Not in (offline, a blocker): the page works the same, uncounted.
    () => {},
  );
// After the page's load: neither the tracker nor the page view it sends to another host then competes with what the
// page paints (Lighthouse counts every request that starts before the largest paint as holding it up).
if (document.readyState === 'complete') load();
else addEventListener('load', load, { once: true });

// The island's entry for the analytics comes from templates/analytics-marks.ts.
const config = pageConfig() as ReturnType<typeof pageConfig> & { service?: string };
const store = (name: string) => send('Tienda', { props: { tienda: name } });

// Capture: counted before any other listener can stop the click, whatever it then opens.
document.addEventListener(
  'click',
  (event) => {
    const link = (event.target as Element).closest('a');
    // The toast's link after a refused message is the one chat link the page does not carry.
    const placement = link?.dataset.whatsapp ?? (link?.host === 'wa.me' && link.closest('[data-toaster]') ? FORM_FALLBACK : undefined);
    if (placement) {
      const props: Record<string, string> = { pagina: location.pathname, boton: placement, preguntas: questionsAnswered() ? 'sí' : 'no' };
      if (config.service) props.servicio = config.service;
      send('WhatsApp', { props });
    } else if (link?.dataset.store) store(link.dataset.store);
  },
  true,
);

// The menu's "Descargar App" (client/site.ts) opens the store it picks for the device, or the one the visitor chose,
// with window.open: counted there, the one place that knows which.
const open = window.open;
window.open = (url, ...rest) => {
  for (const [name, href] of Object.entries(config.stores)) if (href === url) store(name);
  return open(url, ...rest);
};

/** Whether any of the optional questions (client/request-builder.ts) is answered: never what the answer is. */
function questionsAnswered(): boolean {
  // By their names: a tag's name in this script would bring that tag's styles into every page (pipeline/page-styles.ts).
  const fields = document.querySelectorAll<HTMLInputElement>('[data-request-builder] [name]');
  return [...fields].some((field) => (field.type === 'radio' ? field.checked : field.value.trim() !== '' && field.value !== 'otro'));
}
