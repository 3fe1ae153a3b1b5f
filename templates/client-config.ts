// The JSON island through which client scripts get configuration from the page, typed once for both sides.
import { FORM_RETRY, MESSAGES, NAV_SCROLL_THRESHOLD_PX, SERVICE_BENEFITS, SERVICE_CARDS, SERVICE_FAQ, SIMULATED_DELAY_MS, TOASTS } from '../pipeline/rules.ts';
import type { Page, Site } from '../pipeline/types.ts';

export const CLIENT_CONFIG_ID = 'client-config';

export function clientConfig(site: Site, page: Page) {
  const { config } = site;
  return {
    /** BASE_PATH of a site served under a sub-path (GitHub project pages); empty at a domain's root. */
    base: site.basePath,
    stores: config.stores,
    navScrollThreshold: NAV_SCROLL_THRESHOLD_PX,
    simulatedDelayMs: SIMULATED_DELAY_MS,
    toasts: TOASTS,
    retry: FORM_RETRY,
    messages: MESSAGES,
    whatsapp: config.phone,
    serviceLimits: { cards: SERVICE_CARDS, benefits: SERVICE_BENEFITS, faq: SERVICE_FAQ },
    // Only the login page needs the demo account; it never holds a password, only its SHA-256.
    demo: page.scripts.includes('login') ? config.demo : undefined,
  };
}
export type ClientConfig = ReturnType<typeof clientConfig>;
