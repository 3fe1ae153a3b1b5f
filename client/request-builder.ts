// The WhatsApp request builder (templates/components/HeroChat.tsx): up to three optional answers, the barrio, the
// urgency and the problem, that rewrite every chat link of the page as the visitor answers, with the same
// composeMessage the build wrote the plain link with. The answers are kept per page, so a reload loses nothing.
// The barrios are fetched from the file the select names when the visitor opens the questions; until they come, or
// if they never do, "Otro barrio o municipio" takes any place typed. While the chat is closed (the hours of the page's
// configuration), "Hoy mismo" becomes "Lo antes posible": nobody can promise today then.
import type { SiteConfig } from '../pipeline/types.ts';
import { answerLine } from '../templates/business-hours.ts';
import { composeMessage, URGENCIES, type ChatOpening, type UrgencyId } from '../templates/whatsapp-message.ts';
import { pageConfig } from './config.ts';
import { fetchJsonOnce } from './fetch-once.ts';
import { readAnswers, type Answers } from './saved-answers.ts';

const root = document.querySelector<HTMLDetailsElement>('[data-request-builder]');
if (root) setUpBuilder(root);

function setUpBuilder(root: HTMLDetailsElement): void {
  const opening: ChatOpening = { message: root.dataset.message!, problem: root.dataset.problem!, offer: root.dataset.offer!, label: root.dataset.label };
  const key = `chat-request:${location.pathname}`;
  const barrio = root.querySelector<HTMLSelectElement>('[data-chat-barrio]')!;
  const other = root.querySelector<HTMLInputElement>('[data-chat-other]')!;
  const otherField = root.querySelector<HTMLElement>('[data-chat-other-field]')!;
  const problem = root.querySelector<HTMLInputElement>('[data-chat-problem]')!;
  const preview = root.querySelector<HTMLElement>('[data-chat-preview]')!;
  const urgencies = [...root.querySelectorAll<HTMLInputElement>('[data-chat-urgency]')];

  const read = (): Answers => ({
    barrio: barrio.value,
    other: other.value,
    urgency: urgencies.find((radio) => radio.checked)?.value ?? '',
    problem: problem.value,
  });
  const soon = urgencies.find((radio) => radio.value === 'hoy' || radio.value === 'pronto');
  const update = (): Answers => {
    if (soon) {
      const id: UrgencyId = answerLine(pageConfig().hours, Date.now(), root.hasAttribute('data-all-day')) === null ? 'hoy' : 'pronto';
      soon.value = id;
      soon.nextSibling!.textContent = URGENCIES[id].label;
    }
    const answers = read();
    const isOther = !!barrio.selectedOptions[0]?.hasAttribute('data-other');
    otherField.hidden = !isOther;
    const message = composeMessage(opening, {
      barrio: isOther ? answers.other : answers.barrio,
      urgency: answers.urgency in URGENCIES ? (answers.urgency as UrgencyId) : undefined,
      problem: answers.problem,
    });
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-whatsapp]')) {
      link.href = `${link.href.split('?')[0]}?text=${encodeURIComponent(message)}`;
    }
    preview.textContent = message;
    return answers;
  };

  const askForPlaces = fetchJsonOnce<SiteConfig['legal']['serviceArea']>(barrio.dataset.chatBarrio!, (areas) => {
    const otherOption = barrio.querySelector('[data-other]');
    for (const area of areas) {
      const group = document.createElement('optgroup');
      group.label = area.zone;
      group.append(...area.places.map((place) => new Option(place)));
      barrio.insertBefore(group, otherOption);
    }
  });
  root.addEventListener('toggle', () => {
    if (root.open) void askForPlaces();
  });
  barrio.addEventListener('focus', () => void askForPlaces());

  const saved = readAnswers(localStorage, key);
  if (saved) {
    other.value = saved.other;
    problem.value = saved.problem;
    // "hoy" and "pronto" are one answer, named by whether the chat is open.
    const asSaved = (id: string) => (id === 'pronto' ? 'hoy' : id);
    for (const radio of urgencies) radio.checked = asSaved(radio.value) === asSaved(saved.urgency);
    root.open = Object.values(saved).some(Boolean);
    if (saved.barrio) {
      void askForPlaces().then(() => {
        if (barrio.value) return;
        barrio.value = saved.barrio;
        // Not among the places (they did not come, or site.yaml no longer lists it): kept as typed, under "Otro".
        if (barrio.value !== saved.barrio && saved.barrio !== 'otro') {
          barrio.value = 'otro';
          other.value ||= saved.barrio;
        }
        update();
      });
    }
  }
  root.hidden = false;
  update();
  const save = () => {
    try {
      localStorage.setItem(key, JSON.stringify(update()));
    } catch {
      // Storage full or refused: the links are still up to date.
    }
  };
  root.addEventListener('input', save);
  root.addEventListener('change', save);
}
