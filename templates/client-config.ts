// The JSON island through which client scripts get configuration from the page, typed once for both sides.
import { MESSAGES, NAV_SCROLL_THRESHOLD_PX, SIMULATED_DELAY_MS, TOASTS, FORM_RETRY } from '../pipeline/rules.ts';
import type { Route, Site } from '../pipeline/types.ts';

export const CLIENT_CONFIG_ID = 'client-config';

export function clientConfig(site: Site, route: Route) {
  const { config } = site;
  return {
    stores: config.stores,
    navScrollThreshold: NAV_SCROLL_THRESHOLD_PX,
    simulatedDelayMs: SIMULATED_DELAY_MS,
    toasts: TOASTS,
    retry: FORM_RETRY,
    messages: MESSAGES,
    whatsapp: config.phone,
    // Only the login page needs the demo account; it never holds a password, only its SHA-256.
    demo: route.scripts.includes('login') ? config.demo : undefined,
  };
}
export type ClientConfig = ReturnType<typeof clientConfig>;
