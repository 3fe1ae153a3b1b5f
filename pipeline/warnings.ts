// What a build does not stop for but the owner should fix: placeholders of the shipped configuration still in
// place, and files of content/fotos/ that no page shows and that are not readable images.
import type { Site, SiteConfig } from './types.ts';

export function siteWarnings(site: Site): string[] {
  const unreadable = [...site.photos.values()].filter((p) => p.unreadable).map((p) => `content/${p.name}: not a readable image (${p.unreadable}); no page shows it`);
  return [...placeholderWarnings(site.config), ...unreadable];
}

function placeholderWarnings(config: SiteConfig): string[] {
  const warnings: string[] = [];
  if (/^570{10}$/.test(config.phone)) warnings.push(`content/site.yaml: phone "${config.phone}" is a placeholder; set the business WhatsApp number`);
  if (/@example\.(com|org|net)$/.test(config.email)) warnings.push(`content/site.yaml: email "${config.email}" is a placeholder`);
  if (/example\.(com|org|net)/.test(new URL(config.url).hostname)) warnings.push(`content/site.yaml: url "${config.url}" is a placeholder; set the live address`);
  if (/example\.(com|org|net)/.test(config.form.endpoint)) warnings.push(`content/site.yaml: form.endpoint "${config.form.endpoint}" still sends to a placeholder address`);
  return warnings;
}
