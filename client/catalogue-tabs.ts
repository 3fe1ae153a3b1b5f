// The catalogue's WAI-ARIA tabs and its search. The HTML has links and sections (all visible without JavaScript)
// and a search field that the stylesheet shows only where scripts run; while the visitor searches, the tabs give way
// to one list of the matching cards of every group, best first (client/catalogue-search.ts ranks them), and below it
// a WhatsApp chat whose message carries what the visitor typed.
import { extraWordsOf, serviceNames, shownFields, type SearchData } from '../templates/search-words.ts';
import { indexCards, rankCards } from './catalogue-search.ts';
import { SEARCH_SLOT } from '../templates/whatsapp-message.ts';
import { fetchJsonOnce } from './fetch-once.ts';

const root = document.querySelector<HTMLElement>('[data-tabs]');
if (root) setUpTabs(root);

function setUpTabs(root: HTMLElement): void {
  const list = root.querySelector<HTMLElement>('[data-tablist]')!;
  const tabs = [...root.querySelectorAll<HTMLAnchorElement>('[data-tab]')];
  const panels = new Map([...root.querySelectorAll<HTMLElement>('[data-tabpanel]')].map((p) => [p.dataset.tabpanel!, p]));
  const ids = tabs.map((t) => t.dataset.tab!);

  list.setAttribute('role', 'tablist');
  for (const item of list.children) item.setAttribute('role', 'presentation');
  for (const tab of tabs) {
    const panel = panels.get(tab.dataset.tab!)!;
    tab.setAttribute('role', 'tab');
    tab.setAttribute('aria-controls', panel.id);
    panel.setAttribute('role', 'tabpanel');
    panel.setAttribute('aria-labelledby', tab.id);
    panel.tabIndex = 0;
  }

  const select = (id: string, focus = false) => {
    for (const tab of tabs) {
      const selected = tab.dataset.tab === id;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      panels.get(tab.dataset.tab!)!.hidden = !selected;
      if (selected && focus) tab.focus();
    }
  };
  const fromHash = () => (ids.includes(location.hash.slice(1)) ? location.hash.slice(1) : root.dataset.defaultTab!);
  const choose = (id: string, focus = false) => {
    select(id, focus);
    history.replaceState(null, '', `#${id}`);
  };

  select(fromHash());
  // From here on the script shows and hides the groups; the stylesheet's first state (which follows :target, and
  // replaceState does not move :target) steps aside. Nothing changes on screen.
  root.dataset.tabsReady = '';
  window.addEventListener('hashchange', () => select(fromHash()));
  setUpSearch(root, list, [...panels.values()], () => select(fromHash()));
  list.addEventListener('click', (event) => {
    const tab = (event.target as Element).closest<HTMLAnchorElement>('[data-tab]');
    if (!tab) return;
    event.preventDefault();
    choose(tab.dataset.tab!);
  });
  list.addEventListener('keydown', (event) => {
    const current = ids.indexOf((event.target as HTMLElement).dataset.tab ?? '');
    if (current < 0) return;
    const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: ids.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(ids[(next + ids.length) % ids.length]!, true);
  });
}

function setUpSearch(root: HTMLElement, tablist: HTMLElement, panels: HTMLElement[], showTabs: () => void): void {
  const box = root.querySelector<HTMLElement>('[data-search]');
  const input = box?.querySelector<HTMLInputElement>('[data-search-input]');
  const count = box?.querySelector<HTMLElement>('[data-search-count]');
  const results = root.querySelector<HTMLElement>('[data-search-results]');
  const list = results?.querySelector<HTMLElement>('[data-search-list]');
  const chat = results?.querySelector<HTMLAnchorElement>('[data-search-chat]');
  const none = results?.querySelector<HTMLElement>('[data-search-none]');
  const some = results?.querySelector<HTMLElement>('[data-search-some]');
  if (!box || !input || !count || !results || !list || !chat || !none || !some) return;
  const cards = [...root.querySelectorAll<HTMLElement>('[data-search-card]')];
  const homes = cards.map((card) => card.parentElement!);
  const text = (card: HTMLElement, selector: string) => card.querySelector(selector)?.textContent ?? '';
  const names = cards.map((card) => text(card, '.catalogue-card__title'));
  const allNames = serviceNames(names);
  const shown = cards.map((card, i) => shownFields(names[i]!, text(card, '.catalogue-card__summary'), allNames));
  // Until the words file is in, and if it never comes, the search runs on what the cards show.
  let index = indexCards(shown);
  const chatUrl = chat.href.split('?')[0];
  const chatMessage = chat.dataset.searchChat!;
  const search = () => {
    const query = input.value.trim();
    root.classList.toggle('is-searching', query !== '');
    tablist.hidden = query !== '';
    results.hidden = query === '';
    if (!query) {
      // Each card back in its group, in the order it came: appended in catalogue order, each lands after the last.
      cards.forEach((card, i) => homes[i]!.append(card));
      count.textContent = '';
      showTabs();
      return;
    }
    for (const panel of panels) if (!panel.hidden) panel.hidden = true;
    const hits = rankCards(index, input.value);
    const shownCards = hits.map((hit) => cards[hit.index]!);
    // Most keystrokes change no card: the list is left alone then, so the page lays out nothing again.
    if (shownCards.some((card, i) => list.children[i] !== card) || list.children.length !== shownCards.length) list.replaceChildren(...shownCards);
    const found = hits.length === 1 ? '1 servicio' : `${hits.length} servicios`;
    count.textContent = hits[0]?.approximate ? `${found} · resultado aproximado` : found;
    none.hidden = hits.length > 0;
    some.hidden = hits.length === 0;
    // Replaced by a function: a string replacement reads "$&", "$`" and "$'" in what the visitor typed as patterns.
    chat.href = `${chatUrl}?text=${encodeURIComponent(chatMessage.replace(SEARCH_SLOT, () => query))}`;
  };
  const askForWords = fetchJsonOnce<SearchData>(box.dataset.search!, (data) => {
    const extra = extraWordsOf(data, cards.map((card) => card.dataset.searchCard!));
    index = indexCards(
      shown.map((fields, i) => [...fields, extra[i]!]),
      data.synonyms,
    );
    if (input.value.trim()) search();
  });
  input.addEventListener('focus', () => void askForWords());
  input.addEventListener('input', () => {
    void askForWords();
    search();
  });
  // Typed into, or only tapped, before the script ran (it starts after the page's paint): taken up where it is.
  if (input.value || document.activeElement === input) void askForWords();
  if (input.value) search();
}
