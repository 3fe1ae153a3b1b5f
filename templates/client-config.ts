// The JSON island through which client scripts get configuration from the page, typed once for both sides.
import { hoursData } from './business-hours.ts';
import { FORM_RETRY, MESSAGES, NAV_SCROLL_THRESHOLD_PX, SERVICE_BENEFITS, SERVICE_CARDS, SERVICE_FAQ, SIMULATED_DELAY_MS, TOASTS } from '../pipeline/rules.ts';
import type { Page } from '../pipeline/types.ts';
import type { Site } from '../pipeline/collections.ts';
import { PATHS } from '../pipeline/urls.ts';

/**
 * The configuration as the page carries it: what its script (`script`, the bundle's text) names, and nothing it
 * never reads, since every page sends it in the response that paints the first screen. Names survive minification
 * (esbuild keeps property names), so a key the code reads is always in its text.
 */
export function clientConfig(site: Site, page: Page, script: string) {
  const { config } = site;
  const whole = {
    /** BASE_PATH of a site served under a sub-path (GitHub project pages); empty at a domain's root. */
    base: site.basePath,
    /** The web manifest, which the page's script links once the page has painted. */
    manifest: `${site.basePath}${PATHS.manifest}`,
    stores: config.stores,
    navScrollThreshold: NAV_SCROLL_THRESHOLD_PX,
    simulatedDelayMs: SIMULATED_DELAY_MS,
    toasts: TOASTS,
    retry: FORM_RETRY,
    messages: namedIn(MESSAGES, script),
    whatsapp: config.phone,
    serviceLimits: { cards: SERVICE_CARDS, benefits: SERVICE_BENEFITS, faq: SERVICE_FAQ },
    // Only the login page needs the demo account; it never holds a password, only its SHA-256.
    demo: page.scripts.includes('login') ? config.demo : undefined,
    // The chat line's hours come with the page: asked for by the script, they would be one more request.
    hours: hoursData(config.legal.hours, site.hours.holidays.filter((day) => day >= site.hours.today)),
  };
  return namedIn(whole, script);
}
export type ClientConfig = ReturnType<typeof clientConfig>;

/** `value` without the keys that `script` never names. */
function namedIn<T extends object>(value: T, script: string): T {
  return Object.fromEntries(Object.entries(value).filter(([key]) => script.includes(key))) as T;
}
