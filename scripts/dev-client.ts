// The page script of `npm run dev`, served at /__reload.js and never part of the built site: reloads the page when
// a rebuild touches it or when the server is back after a restart, and shows a failed build's problems over it.
export {};

const source = new EventSource('/__reload');
let lost = false;
let overlay: HTMLElement | undefined;

// The URLs a rebuild changed; "*" means every page (a stylesheet, a script).
source.onmessage = (event: MessageEvent<string>) => {
  const urls: string[] = JSON.parse(event.data);
  if (urls.includes('*') || urls.includes(location.pathname)) location.reload();
};
// The report of the failed build, or null once a build succeeds.
source.addEventListener('problems', (event: MessageEvent<string>) => {
  const problems: string | null = JSON.parse(event.data);
  overlay?.remove();
  overlay = problems === null ? undefined : showProblems(problems);
});
source.onerror = () => {
  lost = true;
};
// Open again after an error: the server restarted (a template changed), so the page may be stale.
source.onopen = () => {
  if (lost) location.reload();
};

// Styled through element.style: the page's CSP allows its own stylesheet by its hash, and no style attribute or
// other <style>.
function showProblems(problems: string): HTMLElement {
  const panel = document.createElement('section');
  panel.setAttribute('role', 'alert');
  Object.assign(panel.style, {
    position: 'fixed',
    inset: '0 0 auto 0',
    zIndex: '2147483647',
    maxHeight: '100vh',
    overflow: 'auto',
    boxSizing: 'border-box',
    padding: '1rem 1.25rem',
    background: '#1c1c1e',
    color: '#f5f5f5',
    borderBottom: '4px solid #e5484d',
    font: '15px/1.5 system-ui, sans-serif',
    textAlign: 'left',
  });
  const heading = document.createElement('h2');
  heading.textContent = 'El sitio no se pudo construir';
  Object.assign(heading.style, { margin: '0', fontSize: '1.125rem', color: '#ff8b8b' });
  const lines = document.createElement('pre');
  lines.textContent = problems;
  Object.assign(lines.style, { margin: '0.75rem 0 0', whiteSpace: 'pre-wrap', font: '13px/1.5 ui-monospace, monospace' });
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'Cerrar';
  Object.assign(close.style, { font: 'inherit', cursor: 'pointer' });
  close.addEventListener('click', () => panel.remove());
  const top = document.createElement('div');
  Object.assign(top.style, { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '1rem' });
  top.append(heading, close);
  panel.append(top, lines);
  document.body.append(panel);
  return panel;
}
