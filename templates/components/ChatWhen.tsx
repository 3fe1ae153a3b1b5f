import type { Site } from '../../pipeline/types.ts';
import { PATHS } from '../../pipeline/urls.ts';

/**
 * The line beside a chat button that says, outside the hours, when the answer comes (client/chat-when.ts writes it
 * from the hours at `data-chat-when`); empty within the hours and without JavaScript. Its line is reserved, so that
 * nothing moves when it is written.
 */
export function ChatWhen({ site, allDay = false }: { site: Site; allDay?: boolean }) {
  return <p data-chat-when={`${site.basePath}${PATHS.hours}`} data-chat-always={allDay ? '' : undefined} />;
}
