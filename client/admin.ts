// The demo admin panel: access control on the session, the two draft forms, and "Descargar .md".
import { pageConfig } from './config.ts';
import { DraftError, draftFile } from './draft-file.ts';
import { clearSession, readSession } from './session.ts';
import { slugify } from './slug.ts';
import { toast } from './toast.ts';

const config = pageConfig();
const user = readSession();

if (!user) location.replace(`${config.base}/login`);
else {
  for (const button of document.querySelectorAll('[data-logout]')) button.addEventListener('click', logOut);
  if (user.role !== 'admin') document.querySelector<HTMLElement>('[data-admin-denied]')!.hidden = false;
  else {
    const panel = document.querySelector<HTMLElement>('[data-admin-panel]')!;
    panel.hidden = false;
    panel.querySelector('[data-admin-name]')!.textContent = user.name;
    setUpTabs(panel.querySelector<HTMLElement>('[data-admin-tablist]')!);
    for (const form of panel.querySelectorAll<HTMLFormElement>('[data-admin-form]')) setUpForm(form, user.name);
  }
}

function logOut(): void {
  clearSession();
  toast({ title: config.messages.logout, durationMs: config.toasts.shortMs });
  setTimeout(() => location.assign(`${config.base}/login`), 600);
}

function setUpTabs(list: HTMLElement): void {
  const tabs = [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const select = (index: number) => {
    tabs.forEach((tab, i) => {
      tab.setAttribute('aria-selected', String(i === index));
      tab.tabIndex = i === index ? 0 : -1;
      document.getElementById(tab.getAttribute('aria-controls')!)!.hidden = i !== index;
    });
    tabs[index]!.focus();
  };
  tabs.forEach((tab, i) => tab.addEventListener('click', () => select(i)));
  list.addEventListener('keydown', (event) => {
    const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
    const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (current < 0 || next === undefined) return;
    event.preventDefault();
    select((next + tabs.length) % tabs.length);
  });
}

function setUpForm(form: HTMLFormElement, author: string): void {
  const kind = form.dataset.adminForm as 'service' | 'post';
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  let slugEdited = false;
  field('slug').addEventListener('input', () => (slugEdited = true));
  field('title').addEventListener('input', () => {
    if (!slugEdited) field('slug').value = slugify(field('title').value);
  });
  for (const area of form.querySelectorAll<HTMLTextAreaElement>('[data-counter]')) {
    const output = area.parentElement!.querySelector<HTMLElement>('[data-counter-output]')!;
    const limit = Number(area.dataset.counter);
    const update = () => {
      output.textContent = `${area.value.length} / ${limit} caracteres recomendados`;
      output.classList.toggle('is-over', area.value.length > limit);
    };
    area.addEventListener('input', update);
  }
  form.querySelector('[data-upload]')!.addEventListener('click', () => {
    const url = `${config.base}/img/${kind === 'service' ? 'servicios' : 'blog'}/${field('slug').value || 'borrador'}.svg`;
    field('imageUrl').value = url;
    const preview = form.querySelector<HTMLImageElement>('[data-image-preview]')!;
    preview.hidden = false;
    toast({ title: 'Imagen cargada', description: 'Imagen de ejemplo para la demostración.', durationMs: config.toasts.shortMs });
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    console.info('Borrador guardado (demostración)', Object.fromEntries(new FormData(form)));
    toast({
      title: kind === 'service' ? 'Servicio guardado' : 'Artículo guardado',
      description: 'Esto es una demostración: no se publicó nada.',
      durationMs: config.toasts.shortMs,
    });
  });
  form.querySelector('[data-download-md]')!.addEventListener('click', () => {
    if (!form.reportValidity()) return;
    let file;
    try {
      file = draftFile(kind, Object.fromEntries(new FormData(form)) as Record<string, string>, author, new Date(), config.serviceLimits);
    } catch (error) {
      if (!(error instanceof DraftError)) throw error;
      toast({ title: 'Borrador incompleto', description: error.message, variant: 'destructive', durationMs: config.toasts.longMs });
      return;
    }
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([file.contents], { type: 'text/markdown' }));
    link.download = file.name;
    link.click();
    URL.revokeObjectURL(link.href);
  });
}
