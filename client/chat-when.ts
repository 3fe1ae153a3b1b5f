// The line beside the chat buttons (templates/components/ChatWhen.tsx): outside the hours, when the answer comes,
// decided by answerLine from the hours file the line names and the browser's clock; written again each minute, so
// that a page left open keeps it true. Within the hours, and until the file comes, the line stays empty.
import { answerLine, type HoursData } from './answer-time.ts';
import { fetchJsonOnce } from './fetch-once.ts';

const lines = [...document.querySelectorAll<HTMLElement>('[data-chat-when]')];
if (lines.length > 0) {
  void fetchJsonOnce<HoursData>(lines[0]!.dataset.chatWhen!, (hours) => {
    const write = () => {
      for (const line of lines) line.textContent = answerLine(hours, Date.now(), line.hasAttribute('data-chat-always')) ?? '';
    };
    write();
    setInterval(write, 60_000);
  })();
}
