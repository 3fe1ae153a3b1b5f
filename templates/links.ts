// URL builders shared by templates. Configuration always comes from site.yaml through the Site record.
import type { SiteConfig } from '../pipeline/types.ts';

export function whatsappUrl(config: SiteConfig, message: string): string {
  return `https://wa.me/${config.phone}?text=${encodeURIComponent(message)}`;
}

/** "573001234567" → "+57 300 123 4567", the way Colombian numbers are written. */
export function displayPhone(phone: string): string {
  return `+${phone.slice(0, 2)} ${phone.slice(2, 5)} ${phone.slice(5, 8)} ${phone.slice(8)}`;
}

/** Site path → absolute URL; a site URL with a path (a GitHub project site) keeps it. */
export function absoluteUrl(config: SiteConfig, path: string): string {
  return `${config.url.replace(/\/+$/, '')}${path}`;
}

/** Root-relative links in built HTML gain the BASE_PATH prefix; absolute and protocol-relative ones stay. */
export function withBasePath(html: string, basePath: string): string {
  if (!basePath) return html;
  return html.replace(/(\s(?:href|src|action)="|content="0; url=)\/(?!\/)/g, `$1${basePath}/`);
}

/** "14 de junio de 2023" from "2023-06-14". */
export function spanishDate(iso: string): string {
  return new Intl.DateTimeFormat('es-CO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

/** The catalogue fallback name of SPEC.md for a link whose page sets none: slug words, "en cartagena" dropped, capitalised. */
export function nameFromSlug(path: string): string {
  return path
    .replace(/^.*\//, '')
    .replace(/-/g, ' ')
    .replace(/\ben cartagena\b/g, ' ')
    .split(' ')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
