// The live gate and previews (issues 42 and 53, DECISIONS.md "Previews and the live site"): a build is live when the
// address it is built for (SITE_URL when set, else site.yaml's `url`) is the owner's own https address and PREVIEW=1
// is not set; a live build refuses every placeholder the build would otherwise warn about, whichever of the two set
// the address. A preview (PREVIEW=1) builds with its warnings, and carries noindex on every page and a robots.txt that
// disallows all. In any build, a contact form whose endpoint is a placeholder is shown disabled with a line to WhatsApp.
// tests/fixtures/live-placeholders/ is the base fixture with placeholders left and a live `url`; tests/fixtures/live-ready/
// the same with each one replaced; tests/fixtures/base/ is on an example address.
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../pipeline/build.ts';
import { siteSchema } from '../pipeline/content/schema.ts';
import { livePlaceholders, placeholderWarnings } from '../pipeline/content/warnings.ts';
import { fixtureSite, problemsOf, projectOf, removeFixtureSites, runCommand } from './helpers/fixtures.ts';
import { parse, pictureCache, projectDir } from './helpers/site.ts';

afterAll(removeFixtureSites);

const LIVE = 'the site is set up for https://www.servictg.co, so it would publish it';
const REFUSED = [
  `content/site.yaml: phone: "570000000000" is a placeholder; set the business WhatsApp number; ${LIVE}`,
  `content/site.yaml: email: "contacto@example.com" is a placeholder; ${LIVE}`,
  `content/site.yaml: social.facebook: "https://www.facebook.com/example" is a placeholder; set the business page on Facebook; ${LIVE}`,
  `content/site.yaml: stores.ios: "https://apps.apple.com/co/app/servictg/id0000000000" is a placeholder; set the App Store listing of the app; ${LIVE}`,
  `content/site.yaml: form.endpoint: "https://formsubmit.co/contacto@example.com" is a placeholder; the form still sends to a placeholder address; ${LIVE}`,
  `content/site.yaml: legal.razonSocial: "Razón social por definir S.A.S." is a placeholder; ${LIVE}`,
  `content/site.yaml: legal.nit: "000.000.000-0" is a placeholder; ${LIVE}`,
  `content/site.yaml: editor.repo: "usuario/servictg" is a placeholder; set the repository the content editor saves to; ${LIVE}`,
];

/** The command line on a fixture with the environment `env`, into a folder of its own: what it printed and wrote. */
async function commandOn(fixture: string, env: NodeJS.ProcessEnv) {
  const content = await fixtureSite(fixture);
  const out = path.join(projectOf(content), 'out');
  const { code, errors, warnings, lines } = await runCommand(['--content', content, '--out', out, '--any-catalogue-size'], env);
  // The command names the content folder from the project ("../../tmp/fixture-x/content"); here, as in a clone.
  const local = (line: string) => line.replaceAll(`${path.relative(projectDir, projectOf(content))}/`, '');
  const result = { code, errors: errors.map(local), warnings: warnings.map(local), lines };
  const written = fs.existsSync(out);
  const html = written ? fs.readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html') && !f.startsWith('editor')) : [];
  const page = (file: string) => parse(fs.readFileSync(path.join(out, file), 'utf8'));
  const noindexed = html.filter((file) => page(file).querySelector('meta[name=robots][content~=noindex]'));
  return { ...result, written, html, page, noindexed, robots: written ? fs.readFileSync(path.join(out, 'robots.txt'), 'utf8') : '' };
}

/** The landing page's contact form: whether its controls can be used, and the line it shows when they cannot. */
function contactForm(doc: Document) {
  const form = doc.querySelector('form[data-contact-form]')!;
  const controls = [...form.querySelectorAll('input:not([type=hidden]):not([name=_honey]), textarea, button')];
  return {
    disabled: controls.map((c) => c.hasAttribute('disabled')),
    off: form.querySelector('[data-form-off]')?.textContent?.replace(/\s+/g, ' ').trim(),
    chat: form.querySelector<HTMLAnchorElement>('[data-form-off] a')?.getAttribute('href'),
    action: form.getAttribute('action'),
  };
}
const OFF_LINE = 'Este formulario todavía no recibe mensajes. Escríbenos por WhatsApp y te respondemos ahí.';

describe('the four builds', () => {
  it('live through url: exit 1, one line per placeholder, nothing written', async () => {
    const run = await commandOn('live-placeholders', {});
    expect(run.code).toBe(1);
    expect(run.errors[0]).toMatch(/^Build stopped: 8 content problems/);
    expect(run.errors.slice(1).map((line) => line.trim())).toEqual(REFUSED);
    expect(run.written).toBe(false);
  });

  it('live through SITE_URL on an example url: exit 1, the same refusal naming SITE_URL, nothing written', async () => {
    const run = await commandOn('base', { SITE_URL: 'https://www.servictg.co' });
    expect(run.code).toBe(1);
    expect(run.errors[0]).toMatch(/^Build stopped: \d+ content problems/);
    const refused = run.errors.slice(1).map((line) => line.trim());
    expect(refused.length).toBeGreaterThan(3);
    for (const line of refused) expect(line).toMatch(/^content\/site\.yaml: [\w.]+: ".*" is a placeholder.*; SITE_URL builds it for https:\/\/www\.servictg\.co, so it would publish it$/);
    expect(refused.some((line) => line.startsWith('content/site.yaml: form.endpoint: '))).toBe(true);
    expect(run.written).toBe(false);
  });

  it('a preview through PREVIEW=1 on a live address: exit 0, its warnings, noindex on every page, robots.txt disallowing all', async () => {
    for (const env of [{ PREVIEW: '1' }, { PREVIEW: '1', SITE_URL: 'https://www.servictg.co' }]) {
      const run = await commandOn('live-placeholders', env);
      expect(run.code, JSON.stringify(env)).toBe(0);
      expect(run.warnings.length).toBeGreaterThanOrEqual(REFUSED.length);
      expect(run.warnings[0]).toBe('warning: content/site.yaml: phone "570000000000" is a placeholder; set the business WhatsApp number');
      expect(run.lines[0]).toBe('Preview (PREVIEW=1): every page carries noindex and robots.txt disallows all');
      expect(run.lines[1]).toMatch(/^Built \d+ pages, \d+ files/);
      expect(run.html.length).toBeGreaterThan(10);
      expect(run.noindexed).toEqual(run.html);
      expect(run.robots).toBe('User-agent: *\nDisallow: /\n');
      expect(contactForm(run.page('index.html')).off).toBe(OFF_LINE);
    }
  });

  it('the default build on the placeholders: exit 0, its warnings, indexed pages, the form disabled with a line to WhatsApp', async () => {
    const run = await commandOn('base', {});
    expect(run.code).toBe(0);
    expect(run.errors).toEqual([]);
    expect(run.warnings.length).toBeGreaterThan(3);
    expect(run.warnings).toContain('warning: content/site.yaml: form.endpoint "https://fixture.example/formulario" is a placeholder; the form still sends to a placeholder address');
    expect(run.lines[0]).toMatch(/^Built \d+ pages, \d+ files/);
    expect(run.noindexed.length).toBeGreaterThan(0);
    expect(run.noindexed.length).toBeLessThan(run.html.length);
    expect(run.noindexed).not.toContain('index.html');
    expect(run.robots).not.toMatch(/^Disallow: \/$/m);
    const form = contactForm(run.page('index.html'));
    expect(form.disabled.length).toBeGreaterThan(5);
    expect(form.disabled.every(Boolean)).toBe(true);
    expect(form.off).toBe(OFF_LINE);
    expect(form.chat).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  });

  it('a live build with every placeholder replaced: exit 0, no warning, the form working as before', async () => {
    const run = await commandOn('live-ready', {});
    expect(run.code).toBe(0);
    expect(run.warnings).toEqual([]);
    expect(run.noindexed).not.toContain('index.html');
    const form = contactForm(run.page('index.html'));
    expect(form.disabled.some(Boolean)).toBe(false);
    expect(form.off).toBeUndefined();
    expect(form.action).toBe('https://formsubmit.co/contacto@servictg.co');
  });
});

describe('a site set up for its live address', () => {
  it('stops on each placeholder left in site.yaml, naming its field', async () => {
    expect(await problemsOf(await fixtureSite('live-placeholders'))).toEqual(REFUSED);
  });

  it('stops the same with SITE_URL on its own https address; builds on one that is no live address (this machine, an example domain)', async () => {
    const content = await fixtureSite('live-placeholders');
    expect((await problemsOf(content, { env: { SITE_URL: 'https://www.servictg.co' } })).map((line) => line.replace('SITE_URL builds it for', 'the site is set up for'))).toEqual(REFUSED);
    for (const SITE_URL of ['http://127.0.0.1:4321', 'https://localhost:4321', 'https://preview.example.com', 'http://www.servictg.co']) {
      const { site } = await build({ projectDir: projectOf(content), contentDir: content, write: false, cacheDir: pictureCache, check: { anyCatalogueSize: true }, env: { SITE_URL } });
      expect(placeholderWarnings(site.config).length, SITE_URL).toBeGreaterThan(0);
    }
  });
});

describe('which placeholders a live site refuses', () => {
  it('is every one the build warns about, so that a field added to the warnings is refused by itself', () => {
    const shipped = siteSchema.parse(yaml.load(fs.readFileSync('content/site.yaml', 'utf8')));
    const live = { ...shipped, url: 'https://www.servictg.co' };
    const warned = placeholderWarnings(live).map((w) => w.split(' ')[1]);
    expect(livePlaceholders(live, 'content/site.yaml').map((p) => p.field)).toEqual(warned);
    expect(warned).toEqual(expect.arrayContaining(['phone', 'email', 'social.facebook', 'social.youtube', 'social.tiktok', 'stores.ios', 'stores.android', 'form.endpoint', 'legal.nit', 'editor.repo']));
    expect(livePlaceholders(shipped, 'content/site.yaml')).toEqual([]);
  });
});
