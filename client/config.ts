// Configuration written into the page at build time (templates/client-config.ts); never a second copy here.
import type { ClientConfig } from '../templates/client-config.ts';
import { CLIENT_CONFIG_ID } from '../templates/client-config-id.ts';

let cached: ClientConfig | undefined;

export function pageConfig(): ClientConfig {
  cached ??= JSON.parse(document.getElementById(CLIENT_CONFIG_ID)?.textContent ?? '{}') as ClientConfig;
  return cached;
}

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
