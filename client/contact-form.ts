// The contact form with JavaScript: fetch to the AJAX endpoint, retries, a draft that survives reloads,
// and on final failure every field kept plus a WhatsApp link carrying the same message.
import { pageConfig, wait } from './config.ts';
import { saveDraft } from './draft-storage.ts';
import { classify, retryDelays } from './retry.ts';
import { toast } from './toast.ts';

const DRAFT_KEY = 'contact-draft';
const DRAFT_FIELDS = ['name', 'email', 'phone', 'message'] as const;

const form = document.querySelector<HTMLFormElement>('[data-contact-form]');
if (form) setUpForm(form);

function setUpForm(form: HTMLFormElement): void {
  const config = pageConfig();
  const submit = form.querySelector<HTMLButtonElement>('[data-submit]')!;
  const idleLabel = submit.textContent ?? '';
  restoreDraft(form);
  let told = false;
  form.addEventListener('input', () => {
    const draft = Object.fromEntries(DRAFT_FIELDS.map((name) => [name, (form.elements.namedItem(name) as HTMLInputElement).value]));
    // Said once: the storage stays full, and a toast on every keystroke would hide the form.
    if (saveDraft(localStorage, DRAFT_KEY, draft) === 'whole' || told) return;
    told = true;
    toast({
      title: 'No se pudo guardar todo el borrador',
      description: 'Tu navegador no tiene más espacio. Si recargas la página, se perderá lo último que escribiste: envía el mensaje antes.',
      durationMs: config.toasts.longMs,
    });
  });

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const data = new FormData(form);
    const subject = form.querySelector<HTMLInputElement>('[name="_subject"]')!;
    data.set('_subject', `${subject.dataset.subjectPrefix} ${String(data.get('name')).trim()}`);
    submit.disabled = true;
    submit.textContent = config.messages.sending;
    const ok = await send(form.dataset.ajaxEndpoint!, data, retryDelays(config.retry));
    if (ok) {
      localStorage.removeItem(DRAFT_KEY);
      // _next is absolute for the form service's no-JavaScript redirect; a preview or a local server runs on another
      // origin than the configured one, and the visitor belongs on this one's thank-you page.
      location.assign(new URL(String(data.get('_next'))).pathname);
      return;
    }
    submit.disabled = false;
    submit.textContent = idleLabel;
    const message = `Hola, soy ${String(data.get('name')).trim()}. ${String(data.get('message')).trim()}`;
    toast({
      title: config.messages.contactErrorTitle,
      description: config.messages.contactErrorText,
      variant: 'destructive',
      durationMs: config.toasts.longMs,
      action: { label: 'Enviar este mensaje por WhatsApp', href: `https://wa.me/${config.whatsapp}?text=${encodeURIComponent(message)}` },
    });
  });
}

async function send(endpoint: string, data: FormData, delays: number[]): Promise<boolean> {
  for (let attempt = 0; ; attempt++) {
    let status: number | undefined;
    let body: unknown = null;
    try {
      const response = await fetch(endpoint, { method: 'POST', body: data, headers: { Accept: 'application/json' } });
      status = response.status;
      body = await response.json().catch(() => null);
    } catch {
      status = undefined;
    }
    const outcome = classify(status, body);
    if (outcome === 'success') return true;
    if (outcome === 'failure' || attempt >= delays.length) return false;
    await wait(delays[attempt]!);
  }
}

function restoreDraft(form: HTMLFormElement): void {
  try {
    const draft = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null') as Record<string, unknown> | null;
    if (!draft) return;
    for (const name of DRAFT_FIELDS) {
      const field = form.elements.namedItem(name) as HTMLInputElement;
      if (typeof draft[name] === 'string' && !field.value) field.value = draft[name];
    }
  } catch {
    localStorage.removeItem(DRAFT_KEY);
  }
}
