// Demo login, session, admin panel, e-mail verification and toasts, in Chromium.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseContent } from '../../pipeline/content/load.ts';
import { MESSAGES, SIMULATED_DELAY_MS, TOASTS } from '../../pipeline/rules.ts';
import { blogPostSchema, serviceSchema } from '../../pipeline/content/schema.ts';
import { holdClock, REDUCED_MOTION, scriptHasRun, startBrowserSite, type BrowserSite } from '../helpers/browser-site.ts';
import type { Page } from 'playwright-core';

const PASSWORD = 'demo-servictg-2026';
let site: BrowserSite;
beforeAll(async () => {
  site = await startBrowserSite();
});
afterAll(() => site?.close());
const demo = () => site.site.config.demo;

async function logIn(page: Page, password = PASSWORD) {
  await page.goto(`${site.origin}/login`);
  await scriptHasRun(page);
  await page.fill('#login-email', demo().email);
  await page.fill('#login-password', password);
  await page.click('[data-submit]');
}

/** A desktop tab for the admin panel's tests, which fill field after field down the form. */
const adminTab = () => site.newPage('desktop', { ...REDUCED_MOTION, acceptDownloads: true });

/**
 * Opens /admin as the demo admin with the session a login stores (the login itself is tested under "login"), without
 * sitting through its simulated second.
 */
async function openAdminPanel(page: Page) {
  await page.goto(`${site.origin}/favicon.svg`);
  await page.evaluate((d) => localStorage.setItem('session', JSON.stringify({ id: 'demo-admin', email: d.email, name: d.name, role: d.role, isVerified: d.verified })), demo());
  await page.goto(`${site.origin}/admin`);
  await page.locator('[data-admin-panel]').waitFor();
}

describe('login', () => {
  it('shows Verificando… for the simulated second, then refuses wrong credentials in a destructive toast', async () => {
    const { page } = await site.newPage('android');
    // The page's clock is held still and moved by the test: the second is checked to the millisecond, not sat through.
    await holdClock(page);
    await logIn(page, 'otra-clave');
    expect(await page.locator('[data-submit]').textContent()).toBe(MESSAGES.verifying);
    await page.clock.runFor(SIMULATED_DELAY_MS - 1);
    const toast = page.locator('.toast--destructive');
    expect(await toast.count()).toBe(0);
    await page.clock.runFor(1);
    await toast.waitFor();
    expect(await toast.locator('.toast__title').textContent()).toBe(MESSAGES.loginErrorTitle);
    expect(await toast.textContent()).toContain(MESSAGES.loginInvalid);
    expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
  });

  it('posts the password, never putting it in the address, when its script has not run', async () => {
    const { page } = await site.newPage('android', { javaScriptEnabled: false });
    await page.goto(`${site.origin}/login`);
    await page.fill('#login-email', demo().email);
    await page.fill('#login-password', PASSWORD);
    const [request] = await Promise.all([page.waitForRequest((r) => r.isNavigationRequest() && r.frame() === page.mainFrame()), page.click('[data-submit]')]);
    expect(request.method()).toBe('POST');
    expect(request.url()).not.toContain(PASSWORD);
    expect(request.url()).not.toContain('password');
  });

  it('requires both fields', async () => {
    const { page } = await site.newPage('desktop');
    await page.goto(`${site.origin}/login`);
    await scriptHasRun(page);
    await page.click('[data-submit]');
    expect(await page.locator('#login-email').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    expect(await page.locator('.toast').count()).toBe(0);
  });

  it('welcomes the demo admin, stores the session without the password and opens the panel', async () => {
    const { page, errors } = await site.newPage('desktop');
    // Held still, the clock keeps the welcome on screen until the test has seen it, then runs on to the panel.
    await holdClock(page);
    await logIn(page);
    await page.clock.runFor(SIMULATED_DELAY_MS);
    await page.locator('.toast', { hasText: MESSAGES.loginWelcome }).waitFor();
    await page.clock.resume();
    await page.waitForURL('**/admin');
    await scriptHasRun(page);
    const stored = await page.evaluate(() => localStorage.getItem('session'));
    expect(JSON.parse(stored!)).toMatchObject({ email: demo().email, role: 'admin', isVerified: true });
    expect(stored).not.toContain(PASSWORD);
    expect(await page.locator('[data-admin-panel]').isVisible()).toBe(true);
    await page.goto(`${site.origin}/login`);
    await page.waitForURL('**/admin');
    expect(errors).toEqual([]);
  });

  it('sends a visitor from /admin to /login and discards an unreadable session', async () => {
    const { page } = await site.newPage('android');
    await page.goto(`${site.origin}/login`);
    await scriptHasRun(page);
    await page.evaluate(() => localStorage.setItem('session', '{roto'));
    await page.goto(`${site.origin}/admin`);
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
  });

  it('denies a non-admin and logs them out', async () => {
    const { page } = await site.newPage('desktop');
    // Held still, the clock keeps the toast up (it goes after 3 s) and the page where it is (it moves on after 0.6 s)
    // until the test has seen it, however slowly a loaded machine gets there.
    await holdClock(page);
    await page.goto(`${site.origin}/login`);
    await scriptHasRun(page);
    await page.evaluate(() => localStorage.setItem('session', JSON.stringify({ id: '2', email: 'a@b.co', name: 'Ana', role: 'user', isVerified: true })));
    await page.goto(`${site.origin}/admin`);
    await scriptHasRun(page);
    const denied = page.locator('[data-admin-denied]');
    expect(await denied.locator('h2').textContent()).toBe('Acceso Denegado');
    expect(await page.locator('[data-admin-panel]').isVisible()).toBe(false);
    await denied.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.locator('.toast', { hasText: MESSAGES.logout }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
    await page.clock.runFor(600);
    await page.waitForURL('**/login');
  });
});

describe('admin panel', () => {
  it('switches tabs, derives the slug, counts characters, fakes the upload and saves as a demonstration', async () => {
    const { page } = await adminTab();
    await openAdminPanel(page);
    const blogTab = page.getByRole('tab', { name: 'Gestión de Blog' });
    await page.getByRole('tab', { name: 'Gestión de Servicios' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await blogTab.getAttribute('aria-selected')).toBe('true');
    const form = page.locator('[data-admin-form=post]');
    expect(await form.isVisible()).toBe(true);
    await form.locator('[name=title]').fill('¿Cómo cuidar la nevera en época de calor?');
    expect(await form.locator('[name=slug]').inputValue()).toBe('como-cuidar-la-nevera-en-epoca-de-calor');
    const excerpt = 'Consejos sencillos para que la nevera enfríe bien y gaste menos energía cuando el calor de Cartagena aprieta de verdad.';
    await form.locator('[name=excerpt]').fill(excerpt);
    expect(await form.locator('[data-counter-output]').textContent()).toBe(`${excerpt.length} / 160 caracteres recomendados`);
    await form.locator('[name=content]').fill('## Limpia el condensador\n\nUna vez al mes, con la nevera desconectada.');
    await form.locator('[name=category]').selectOption('consejos');
    await form.locator('[name=tags]').fill('nevera, calor, energía');
    await form.locator('[data-upload]').click();
    await page.locator('.toast', { hasText: 'Imagen cargada' }).waitFor();
    await form.getByRole('button', { name: 'Guardar artículo' }).click();
    const saved = page.locator('.toast', { hasText: 'Artículo guardado' });
    await saved.waitFor();
    expect(await saved.textContent()).toContain('demostración');
    const [download] = await Promise.all([page.waitForEvent('download'), form.getByRole('button', { name: 'Descargar .md' }).click()]);
    expect(download.suggestedFilename()).toBe('como-cuidar-la-nevera-en-epoca-de-calor.md');
    const parsed = parseContent('content/blog/x.md', await downloaded(download));
    expect(blogPostSchema.safeParse(parsed.data).success).toBe(true);
  });
});

describe('admin service draft', () => {
  it('downloads a service page in the content format the schema accepts', async () => {
    const { page } = await adminTab();
    await openAdminPanel(page);
    const form = page.locator('[data-admin-form=service]');
    await form.locator('[name=title]').fill('Instalación de persianas');
    expect(await form.locator('[name=slug]').inputValue()).toBe('instalacion-de-persianas');
    await form.locator('[name=shortDescription]').fill('Instalamos y reparamos persianas y cortinas enrollables en casas, apartamentos y oficinas de Cartagena.');
    await form.locator('[name=longDescription]').fill('## Persianas que aguantan el sol\n\nMedimos, instalamos y ajustamos.');
    const lines = (n: number, text: string) => Array.from({ length: n }, (_, i) => `${text} ${i + 1} | Descripción suficiente del punto ${i + 1}.`).join('\n');
    await form.locator('[name=cards]').fill(lines(6, 'Trabajo'));
    await form.locator('[name=benefits]').fill(lines(4, 'Beneficio'));
    await form.locator('[name=faq]').fill(lines(3, '¿Pregunta frecuente número?'));
    await form.locator('[name=category]').selectOption('hogar');
    await form.locator('[data-upload]').click();
    await form.getByRole('button', { name: 'Guardar servicio' }).click();
    await page.locator('.toast', { hasText: 'Servicio guardado' }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), form.getByRole('button', { name: 'Descargar .md' }).click()]);
    const parsed = parseContent('content/servicios/x.md', await downloaded(download));
    expect(serviceSchema.safeParse(parsed.data).error?.issues ?? []).toEqual([]);
  });
});

describe('e-mail verification', () => {
  it('accepts any non-empty token after the simulated delay', async () => {
    const { page } = await site.newPage('android');
    // The page's clock is held still and moved by the test: the delay is checked to the millisecond without being sat
    // through.
    await holdClock(page);
    await page.goto(`${site.origin}/verify-email?token=abc123`);
    await scriptHasRun(page);
    await page.clock.runFor(SIMULATED_DELAY_MS - 1);
    expect(await page.locator('[data-verify-state=loading]').isVisible()).toBe(true);
    await page.clock.runFor(1);
    await page.locator('[data-verify-state=success]').waitFor();
    await page.locator('.toast', { hasText: MESSAGES.verifySuccess }).waitFor();
  });

  it('fails without a token, says why, and can send the e-mail again', async () => {
    const { page } = await site.newPage('desktop');
    await holdClock(page);
    await page.goto(`${site.origin}/verify-email`);
    await scriptHasRun(page);
    await page.clock.runFor(SIMULATED_DELAY_MS);
    const failure = page.locator('[data-verify-state=failure]');
    await failure.waitFor();
    expect(await failure.textContent()).toContain(MESSAGES.verifyFailedText);
    const toast = page.locator('.toast--destructive');
    expect(await toast.locator('.toast__title').textContent()).toBe(MESSAGES.verifyErrorTitle);
    expect(await toast.textContent()).toContain(MESSAGES.verifyErrorText);
    await failure.getByRole('button').click();
    await page.clock.runFor(SIMULATED_DELAY_MS);
    await page.locator('.toast', { hasText: MESSAGES.verificationSent }).waitFor();
  });
});

describe('toasts', () => {
  it('shows at most three at once in an aria-live region, closes on request and on time', async () => {
    const { page } = await site.newPage('desktop');
    await holdClock(page);
    await page.goto(`${site.origin}/verify-email`);
    await scriptHasRun(page);
    await page.clock.runFor(SIMULATED_DELAY_MS);
    await page.locator('.toast').waitFor();
    const resend = page.locator('[data-resend]');
    for (let i = 0; i < 3; i++) {
      await resend.click();
      await page.clock.runFor(SIMULATED_DELAY_MS);
      await page.waitForFunction((n) => document.querySelectorAll('.toast').length >= Math.min(n, 3), i + 2);
    }
    expect(await page.locator('.toast').count()).toBe(TOASTS.max);
    expect(await page.locator('[data-toaster]').getAttribute('aria-live')).toBe('polite');
    await page.locator('.toast__close').first().click();
    expect(await page.locator('.toast').count()).toBe(TOASTS.max - 1);
    // The longest a toast stays is TOASTS.longMs; on the page's clock, driven by the test, the last one has gone by then.
    await page.clock.runFor(TOASTS.longMs);
    expect(await page.locator('.toast').count()).toBe(0);
  });
});

/** A download's text; the shared browser runs in another process, so its files are read as a stream. */
async function downloaded(download: import('playwright-core').Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
