// What a build does not stop for but the owner should fix: placeholders of the shipped configuration still in
// place, files of content/fotos/ that no page shows and that are not readable images, and hidden files left out of
// the pages. In a live build (the address it uses is the owner's own and it is no preview: DECISIONS.md "Previews and
// the live site"), a placeholder is no longer a warning but a problem that stops the build (livePlaceholders).
import type { Problem } from '../errors.ts';
import type { SiteConfig } from '../types.ts';
import type { Site } from '../collections.ts';

/** `root` is the content folder as messages name it ("content", or the folder given with --content). */
export function siteWarnings(site: Site, root = 'content'): string[] {
  const unreadable = [...site.photos.values()].filter((p) => p.unreadable).map((p) => `${root}/${p.name}: not a readable image (${p.unreadable}); no page shows it`);
  const skipped = site.skipped.map((file) => `${file}: left out, as a hidden file (an editor's lock file, or the companion macOS writes beside a copy) is no content`);
  return [...placeholderWarnings(site.config, root), ...unreadable, ...skipped];
}

/** The domains kept for examples (RFC 2606): example.com, .org, .net, and any name under .example ("fixture.example"). */
const EXAMPLE_DOMAIN = String.raw`(?:[a-z0-9-]+\.)*example(?:\.(?:com|org|net))?`;
const EXAMPLE_HOST = new RegExp(`^${EXAMPLE_DOMAIN}$`, 'i');
/** An e-mail address on an example domain, alone or inside an address (FormSubmit's endpoints carry the e-mail). */
const EXAMPLE_EMAIL = new RegExp(`@${EXAMPLE_DOMAIN}(?:$|[/?#])`, 'i');
/** A web address on an example domain. */
const EXAMPLE_URL = new RegExp(`^https?://${EXAMPLE_DOMAIN}(?:[:/?#]|$)`, 'i');
const PLACEHOLDER_PHONE = /^570{10}$/;
/** Either pattern: a field's own example, or any address on an example domain. */
const either = (a: RegExp, b: RegExp) => new RegExp(`${a.source}|${b.source}`, 'i');

/** A setting that ships as a placeholder: where it is, how to recognise the placeholder, what to do. */
interface Placeholder {
  field: string;
  value: (c: SiteConfig) => string;
  placeholder: RegExp;
  hint?: string;
}

/** Each setting that ships as a placeholder. A field added here is warned about, and refused on a live site, by itself. */
const PLACEHOLDERS: Placeholder[] = [
  { field: 'phone', value: (c) => c.phone, placeholder: PLACEHOLDER_PHONE, hint: 'set the business WhatsApp number' },
  { field: 'email', value: (c) => c.email, placeholder: EXAMPLE_EMAIL },
  { field: 'url', value: (c) => new URL(c.url).hostname, placeholder: EXAMPLE_HOST, hint: 'set the live address' },
  // Shipped as "https://www.facebook.com/example", "…/@example".
  { field: 'social.facebook', value: (c) => c.social.facebook, placeholder: either(EXAMPLE_URL, /\/@?example\/?$/), hint: 'set the business page on Facebook' },
  { field: 'social.youtube', value: (c) => c.social.youtube, placeholder: either(EXAMPLE_URL, /\/@?example\/?$/), hint: 'set the business channel on YouTube' },
  { field: 'social.tiktok', value: (c) => c.social.tiktok, placeholder: either(EXAMPLE_URL, /\/@?example\/?$/), hint: 'set the business account on TikTok' },
  // The store listings: a page that says the app is available must lead to it (DECISIONS.md, "The consumer's way to complain").
  { field: 'stores.ios', value: (c) => c.stores.ios, placeholder: either(EXAMPLE_URL, /\/id0+$/), hint: 'set the App Store listing of the app' },
  { field: 'stores.android', value: (c) => c.stores.android, placeholder: either(EXAMPLE_URL, /[?&]id=com\.example\./), hint: 'set the Google Play listing of the app' },
  { field: 'form.endpoint', value: (c) => c.form.endpoint, placeholder: either(EXAMPLE_URL, EXAMPLE_EMAIL), hint: 'the form still sends to a placeholder address' },
  { field: 'form.ajaxEndpoint', value: (c) => c.form.ajaxEndpoint, placeholder: either(EXAMPLE_URL, EXAMPLE_EMAIL), hint: 'the form still sends to a placeholder address' },
  { field: 'legal.razonSocial', value: (c) => c.legal.razonSocial, placeholder: /por definir/i },
  { field: 'legal.nit', value: (c) => c.legal.nit, placeholder: /^0{3}\.0{3}\.0{3}-0$/ },
  { field: 'legal.address', value: (c) => c.legal.address, placeholder: /por definir/i },
  { field: 'legal.phone', value: (c) => c.legal.phone, placeholder: PLACEHOLDER_PHONE },
  { field: 'legal.email', value: (c) => c.legal.email, placeholder: EXAMPLE_EMAIL },
  { field: 'workshop', value: (c) => c.workshop, placeholder: /por definir/i, hint: 'the workshop pages say the address is given in the chat' },
  { field: 'editor.repo', value: (c) => c.editor?.repo ?? '', placeholder: /^usuario\//, hint: 'set the repository the content editor saves to' },
];

const placeholdersIn = (config: SiteConfig) => PLACEHOLDERS.filter((p) => p.placeholder.test(p.value(config)));
const described = (p: Placeholder, config: SiteConfig) => `"${p.value(config)}" is a placeholder${p.hint ? `; ${p.hint}` : ''}`;

export function placeholderWarnings(config: SiteConfig, root = 'content'): string[] {
  return placeholdersIn(config).map((p) => `${root}/site.yaml: ${p.field} ${described(p, config)}`);
}

/** This machine, where a local preview or audit is served. */
const LOCAL_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** Whether `url` is the owner's own address: https, on no example domain and not this machine. */
export function isLiveAddress(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'https:' && !EXAMPLE_HOST.test(hostname) && !LOCAL_HOST.test(hostname);
}

/** The address a build is for and who set it, and whether it is a preview (PREVIEW=1). */
export interface BuildAddress {
  url: string;
  setBy: 'url' | 'SITE_URL';
  preview: boolean;
}

/**
 * A live build refuses to publish placeholders: built for the owner's own address, whether site.yaml's `url` or
 * SITE_URL set it, and not as a preview, each placeholder left is a problem naming its field. `config` is site.yaml
 * as written.
 */
export function livePlaceholders(config: SiteConfig, file: string, address: BuildAddress = { url: config.url, setBy: 'url', preview: false }): Problem[] {
  if (address.preview || !isLiveAddress(address.url)) return [];
  const live = address.setBy === 'url' ? `the site is set up for ${address.url}` : `SITE_URL builds it for ${address.url}`;
  return placeholdersIn(config).map((p) => ({ file, field: p.field, reason: `${described(p, config)}; ${live}, so it would publish it` }));
}

/** Whether the setting `field` (as PLACEHOLDERS names it: "workshop") still holds its shipped placeholder. */
export function isPlaceholder(config: SiteConfig, field: string): boolean {
  return PLACEHOLDERS.some((p) => p.field === field && p.placeholder.test(p.value(config)));
}
