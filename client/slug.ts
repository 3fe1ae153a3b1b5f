/** "¡Cómo lavar el tanque!" → "como-lavar-el-tanque": lowercase, accents folded, punctuation dropped, spaces to hyphens. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-');
}
