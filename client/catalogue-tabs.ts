// The catalogue's WAI-ARIA tabs and its search. The HTML has links and sections (all visible without JavaScript)
// and a search field that the stylesheet shows only where scripts run; while the visitor searches, the tabs give way
// to the matches of every group.
import { foldText, matchesQuery } from '../pipeline/search-text.ts';
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
  if (!box || !input || !count) return;
  const cards = [...root.querySelectorAll<HTMLElement>('[data-search-card]')];
  const shown = new Map(cards.map((card) => [card, foldText(card.textContent ?? '')]));
  const words = new Map(shown);
  const search = () => {
    const query = input.value.trim();
    root.classList.toggle('is-searching', query !== '');
    tablist.hidden = query !== '';
    let found = 0;
    for (const card of cards) {
      card.hidden = !matchesQuery(words.get(card)!, query);
      if (!card.hidden) found++;
    }
    if (!query) {
      count.textContent = '';
      showTabs();
      return;
    }
    for (const panel of panels) panel.hidden = !panel.querySelector('[data-search-card]:not([hidden])');
    count.textContent = found === 1 ? '1 servicio' : `${found} servicios`;
  };
  // The words a card does not show ("cucarachas" for fumigation) come from their own file, asked for once the
  // visitor heads for the field; until they are in, and if they never come, the search runs on what the cards show.
  const askForWords = fetchJsonOnce<Record<string, string>>(box.dataset.search!, (extra) => {
    for (const card of cards) words.set(card, `${shown.get(card)} ${extra[card.dataset.searchCard!] ?? ''}`);
    if (input.value.trim()) search();
  });
  input.addEventListener('focus', () => void askForWords());
  input.addEventListener('input', () => {
    void askForWords();
    search();
  });
  if (input.value) {
    void askForWords();
    search();
  }
}
