// How templates write numbers, dates and names for a Colombian reader.

/** "573001234567" → "+57 300 123 4567", the way Colombian numbers are written. */
export function displayPhone(phone: string): string {
  return `+${phone.slice(0, 2)} ${phone.slice(2, 5)} ${phone.slice(5, 8)} ${phone.slice(8)}`;
}

// Made once: a formatter costs far more to make than to use, and every page writes dates.
const SPANISH_DATE = new Intl.DateTimeFormat('es-CO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const SPANISH_MONTH = new Intl.DateTimeFormat('es-CO', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "noviembre de 2026" from "2026-11". */
export function monthName(month: string): string {
  return SPANISH_MONTH.format(new Date(`${month}-01T00:00:00Z`));
}

/** "14 de junio de 2023" from "2023-06-14". */
export function spanishDate(iso: string): string {
  return SPANISH_DATE.format(new Date(`${iso}T00:00:00Z`));
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
