// Text the pipeline writes into markup by hand (feeds, the sitemap, a body's headings and links): React escapes the rest.
export function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
