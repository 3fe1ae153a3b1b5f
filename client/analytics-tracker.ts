// Plausible's tracker with the site's settings (pipeline/analytics.ts, written in by the bundler): a file of its own,
// which the page's counting script (client/analytics.ts) asks for once it runs, so that no page's own script grows by
// the tracker and nothing the first paint or a tap needs waits for it. On arrival it counts the page view, and the
// form message the thank-you page stands for.
import { init, track } from '@plausible-analytics/tracker';
import type { AnalyticsSettings } from '../pipeline/analytics.ts';

declare const ANALYTICS: AnalyticsSettings;

init(ANALYTICS);

// A visitor reaches the thank-you page from this site only once the form service has accepted the message (with
// JavaScript, client/contact-form.ts goes there on success; without it, the service redirects there); a reload or a
// step back is not a second message.
if (location.pathname === ANALYTICS.thanksPath && document.referrer.startsWith(`${location.origin}/`) && (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type === 'navigate') {
  track('Formulario enviado', {});
}

export { track };
