// One toaster for every page: renders the queue into the aria-live region the layout provides.
import { pageConfig } from './config.ts';
import { addToast, removeToast, type Toast } from './toast-queue.ts';

let toasts: Toast[] = [];
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function toast(options: Omit<Toast, 'id' | 'variant' | 'durationMs'> & Partial<Pick<Toast, 'variant' | 'durationMs'>>): number {
  const { toasts: limits } = pageConfig();
  const item: Toast = { id: nextId++, variant: 'default', durationMs: limits.defaultMs, ...options };
  toasts = addToast(toasts, item, limits.max);
  timers.set(item.id, setTimeout(() => dismiss(item.id), item.durationMs));
  render();
  return item.id;
}

export function dismiss(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  toasts = removeToast(toasts, id);
  render();
}

function render(): void {
  const region = document.querySelector<HTMLElement>('[data-toaster]');
  if (!region) return;
  const shown = new Set(toasts.map((t) => String(t.id)));
  for (const el of region.querySelectorAll<HTMLElement>('[data-toast-id]')) if (!shown.has(el.dataset.toastId!)) el.remove();
  for (const t of toasts) {
    if (region.querySelector(`[data-toast-id="${t.id}"]`)) continue;
    region.append(toastElement(t));
  }
}

function toastElement(t: Toast): HTMLElement {
  const el = document.createElement('div');
  el.className = `toast toast--${t.variant}`;
  el.dataset.toastId = String(t.id);
  el.setAttribute('role', t.variant === 'destructive' ? 'alert' : 'status');
  const body = document.createElement('div');
  body.className = 'toast__body';
  const title = document.createElement('strong');
  title.className = 'toast__title';
  title.textContent = t.title;
  body.append(title);
  if (t.description) {
    const p = document.createElement('p');
    p.textContent = t.description;
    body.append(p);
  }
  if (t.action) {
    const a = document.createElement('a');
    a.href = t.action.href;
    a.target = '_blank';
    a.rel = 'noopener';
    a.textContent = t.action.label;
    body.append(a);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'toast__close';
  close.setAttribute('aria-label', 'Cerrar notificación');
  close.textContent = '×';
  close.addEventListener('click', () => dismiss(t.id));
  el.append(body, close);
  return el;
}
