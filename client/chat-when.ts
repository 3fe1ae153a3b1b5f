// The line beside the chat buttons (templates/components/ChatWhen.tsx): outside the hours, when the answer comes,
// decided by answerLine from the hours the page's configuration carries and the browser's clock; written again each
// minute, so that a page left open keeps it true. Within the hours, the line stays empty.
import { answerLine } from '../templates/business-hours.ts';
import { pageConfig } from './config.ts';

const lines = [...document.querySelectorAll<HTMLElement>('[data-chat-when]')];
if (lines.length > 0) {
  const { hours } = pageConfig();
  const write = () => {
    for (const line of lines) line.textContent = answerLine(hours, Date.now(), line.hasAttribute('data-chat-always')) ?? '';
  };
  write();
  setInterval(write, 60_000);
}
