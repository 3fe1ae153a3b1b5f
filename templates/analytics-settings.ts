// What the counting script (client/counting.ts) is built with when site.yaml has `analytics:`: written into the
// script itself by the bundler (pipeline/render/assets.ts), so pages carry no byte more for it.
import { PATHS } from '../pipeline/urls.ts';
import type { Site } from '../pipeline/collections.ts';

/** Plausible's tracker's options (its `init`), and what the script needs besides. */
export interface AnalyticsSettings {
  /** Plausible's events API. */
  endpoint: string;
  /** The site as Plausible's settings name it. */
  domain: string;
  /**
   * The tracker ignores visits to a site served from this machine, so that a preview is not counted on the live
   * dashboard; a collector on this machine too (a test's, a self-hosted one tried locally) wants them.
   */
  captureOnLocalhost: boolean;
  /** No `window.plausible`: nothing else on the page calls the tracker. */
  bindToWindow: false;
  /** No console line for each event left out (on a preview). */
  logging: false;
  /** The thank-you page, which a visitor reaches only once the form service has accepted the message. */
  thanksPath: string;
}

/** The name the bundler replaces with the settings: the script is bundled only when there are settings. */
export const ANALYTICS_DEFINE = 'ANALYTICS';

export function analyticsSettings(site: Site): AnalyticsSettings | undefined {
  const { analytics } = site.config;
  if (!analytics) return undefined;
  const host = new URL(analytics.endpoint).hostname;
  return {
    endpoint: analytics.endpoint,
    domain: analytics.domain,
    captureOnLocalhost: host === 'localhost' || /^127\./.test(host) || host === '[::1]',
    bindToWindow: false,
    logging: false,
    thanksPath: `${site.basePath}${PATHS.thanks}`,
  };
}
