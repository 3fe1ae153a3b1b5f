// Simulated e-mail verification: any non-empty ?token= is accepted after the usual delay.
import { pageConfig, wait } from './config.ts';
import { toast } from './toast.ts';

const config = pageConfig();
const root = document.querySelector<HTMLElement>('[data-verify]');
if (root) void verify(root);

async function verify(root: HTMLElement): Promise<void> {
  const token = new URLSearchParams(location.search).get('token')?.trim();
  await wait(config.simulatedDelayMs);
  show(root, token ? 'success' : 'failure');
  if (token) toast({ title: config.messages.verifySuccess, durationMs: config.toasts.longMs });
  else toast({ title: config.messages.verifyErrorTitle, description: config.messages.verifyErrorText, variant: 'destructive', durationMs: config.toasts.longMs });
  root.querySelector<HTMLButtonElement>('[data-resend]')?.addEventListener('click', async (event) => {
    const button = event.currentTarget as HTMLButtonElement;
    button.disabled = true;
    await wait(config.simulatedDelayMs);
    button.disabled = false;
    toast({ title: config.messages.verificationSent, durationMs: config.toasts.longMs });
  });
}

function show(root: HTMLElement, state: 'success' | 'failure'): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-verify-state]')) el.hidden = el.dataset.verifyState !== state;
}
