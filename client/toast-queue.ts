// The toast list as pure data, so its rules (at most N, oldest goes first) are testable without a DOM.
export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: 'default' | 'destructive';
  durationMs: number;
  /** Optional link inside the toast (the WhatsApp fallback of the contact form). */
  action?: { label: string; href: string };
}

export function addToast(list: Toast[], toast: Toast, max: number): Toast[] {
  return [...list, toast].slice(-max);
}

export function removeToast(list: Toast[], id: number): Toast[] {
  return list.filter((t) => t.id !== id);
}
