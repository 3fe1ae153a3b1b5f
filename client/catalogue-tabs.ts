// The catalogue's WAI-ARIA tabs. The HTML has links and sections (all visible without JavaScript).
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
