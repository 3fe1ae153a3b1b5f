// The content check's rule on the chats the built pages open (DECISIONS.md, "The WhatsApp conversation"): WhatsApp
// puts the cursor at the end of a pre-filled text, so a gap left inside it («Mi barrio: … El problema: …») makes a
// visitor on a phone tap into each gap, and a text sent as it is tells the team nothing. One blank, at the end.
import type { RuleResult } from './copy-rules.ts';

/** The pre-filled text of a WhatsApp link, decoded; undefined for any other link. */
function chatText(href: string): string | undefined {
  const address = href.replace(/&amp;/g, '&');
  if (!/^https:\/\/(?:wa\.me|api\.whatsapp\.com)\//.test(address)) return undefined;
  const text = new URL(address).searchParams.get('text');
  return text ?? undefined;
}

/** No «…» (or "...") inside a built wa.me text: only at its end, where the cursor lands. */
export function oneBlankAtTheEnd(pages: { path: string; html: string }[]): RuleResult {
  const failures: string[] = [];
  const texts = new Set<string>();
  let links = 0;
  for (const { path: file, html } of pages) {
    for (const [, href] of html.matchAll(/\shref="([^"]*)"/g)) {
      const text = chatText(href!);
      if (text === undefined) continue;
      links++;
      texts.add(text);
      const gap = /…|\.\.\./.exec(text.trimEnd().replace(/(?:…|\.\.\.)$/, ''));
      if (gap) failures.push(`${file}: WhatsApp text "${text.length > 90 ? `${text.slice(0, 87)}…` : text}" has a gap «${gap[0]}» before its end; leave one blank, at the end, where WhatsApp puts the cursor`);
    }
  }
  return { failures, figures: [`WhatsApp texts in the built pages: ${links} links, ${texts.size} texts; with «…» before their end: ${failures.length}`] };
}
