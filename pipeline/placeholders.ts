// The shipped configuration holds obvious placeholders; the build names each one still in place.
import type { SiteConfig } from './types.ts';

export function placeholderWarnings(config: SiteConfig): string[] {
  const warnings: string[] = [];
  if (/^570{10}$/.test(config.phone)) warnings.push(`content/site.yaml: phone "${config.phone}" is a placeholder; set the business WhatsApp number`);
  if (/@example\.(com|org|net)$/.test(config.email)) warnings.push(`content/site.yaml: email "${config.email}" is a placeholder`);
  if (/example\.(com|org|net)/.test(new URL(config.url).hostname)) warnings.push(`content/site.yaml: url "${config.url}" is a placeholder; set the live address`);
  if (/example\.(com|org|net)/.test(config.form.endpoint)) warnings.push(`content/site.yaml: form.endpoint "${config.form.endpoint}" still sends to a placeholder address`);
  return warnings;
}
