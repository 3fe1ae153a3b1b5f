// What a build does not stop for but the owner should fix: placeholders of the shipped configuration still in
// place, and files of content/fotos/ that no page shows and that are not readable images.
import type { Site, SiteConfig } from './types.ts';

/** `root` is the content folder as messages name it ("content", or the folder given with --content). */
export function siteWarnings(site: Site, root = 'content'): string[] {
  const unreadable = [...site.photos.values()].filter((p) => p.unreadable).map((p) => `${root}/${p.name}: not a readable image (${p.unreadable}); no page shows it`);
  return [...placeholderWarnings(site.config, root), ...unreadable];
}

const EXAMPLE_EMAIL = /@example\.(com|org|net)$/;
const PLACEHOLDER_PHONE = /^570{10}$/;

/** Each setting that ships as a placeholder: where it is, how to recognise the placeholder, what to do. */
const PLACEHOLDERS: { field: string; value: (c: SiteConfig) => string; placeholder: RegExp; hint?: string }[] = [
  { field: 'phone', value: (c) => c.phone, placeholder: PLACEHOLDER_PHONE, hint: 'set the business WhatsApp number' },
  { field: 'email', value: (c) => c.email, placeholder: EXAMPLE_EMAIL },
  { field: 'url', value: (c) => new URL(c.url).hostname, placeholder: /example\.(com|org|net)/, hint: 'set the live address' },
  // The store listings: a page that says the app is available must lead to it (DECISIONS.md, "The consumer's way to complain").
  { field: 'stores.ios', value: (c) => c.stores.ios, placeholder: /\/id0+$/, hint: 'set the App Store listing of the app' },
  { field: 'stores.android', value: (c) => c.stores.android, placeholder: /[?&]id=com\.example\./, hint: 'set the Google Play listing of the app' },
  { field: 'form.endpoint', value: (c) => c.form.endpoint, placeholder: /example\.(com|org|net)/, hint: 'the form still sends to a placeholder address' },
  { field: 'legal.razonSocial', value: (c) => c.legal.razonSocial, placeholder: /por definir/i },
  { field: 'legal.nit', value: (c) => c.legal.nit, placeholder: /^0{3}\.0{3}\.0{3}-0$/ },
  { field: 'legal.address', value: (c) => c.legal.address, placeholder: /por definir/i },
  { field: 'legal.phone', value: (c) => c.legal.phone, placeholder: PLACEHOLDER_PHONE },
  { field: 'legal.email', value: (c) => c.legal.email, placeholder: EXAMPLE_EMAIL },
  { field: 'workshop', value: (c) => c.workshop, placeholder: /por definir/i, hint: 'the workshop pages say the address is given in the chat' },
  { field: 'editor.repo', value: (c) => c.editor?.repo ?? '', placeholder: /^usuario\//, hint: 'set the repository the content editor saves to' },
];

export function placeholderWarnings(config: SiteConfig, root = 'content'): string[] {
  return PLACEHOLDERS.filter((p) => p.placeholder.test(p.value(config))).map(
    (p) => `${root}/site.yaml: ${p.field} "${p.value(config)}" is a placeholder${p.hint ? `; ${p.hint}` : ''}`,
  );
}

/** Whether the setting `field` (as PLACEHOLDERS names it: "workshop") still holds its shipped placeholder. */
export function isPlaceholder(config: SiteConfig, field: string): boolean {
  return PLACEHOLDERS.some((p) => p.field === field && p.placeholder.test(p.value(config)));
}
