// The demo login: compares the password's SHA-256 with the account in the page; no request leaves the browser.
import { pageConfig, wait } from './config.ts';
import { readSession, saveSession } from './session.ts';
import { toast } from './toast.ts';

const config = pageConfig();
const form = document.querySelector<HTMLFormElement>('[data-login-form]');

if (readSession()) location.replace(`${config.base}/admin`);
else if (form) form.addEventListener('submit', (event) => void logIn(event, form));

async function logIn(event: SubmitEvent, form: HTMLFormElement): Promise<void> {
  event.preventDefault();
  const submit = form.querySelector<HTMLButtonElement>('[data-submit]')!;
  const idleLabel = submit.textContent ?? '';
  submit.disabled = true;
  submit.textContent = form.dataset.busyLabel ?? '';
  const data = new FormData(form);
  try {
    await wait(config.simulatedDelayMs);
    const demo = config.demo!;
    const email = String(data.get('email')).trim().toLowerCase();
    const hash = await sha256(String(data.get('password')));
    if (email !== demo.email.toLowerCase() || hash !== demo.passwordSha256) throw new LoginError(config.messages.loginInvalid);
    if (!demo.verified) throw new LoginError(config.messages.loginUnverified);
    saveSession({ id: 'demo-admin', email: demo.email, name: demo.name, role: demo.role, isVerified: demo.verified });
    toast({ title: config.messages.loginWelcome, description: demo.name, durationMs: config.toasts.longMs });
    await wait(600);
    location.assign(`${config.base}/admin`);
  } catch (error) {
    toast({
      title: config.messages.loginErrorTitle,
      description: error instanceof LoginError ? error.message : config.messages.loginGeneric,
      variant: 'destructive',
      durationMs: config.toasts.longMs,
    });
    submit.disabled = false;
    submit.textContent = idleLabel;
  }
}

class LoginError extends Error {}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
