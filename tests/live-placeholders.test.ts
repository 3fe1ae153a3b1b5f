// A site set up for its live address refuses to publish placeholders (issue 42, DECISIONS.md "Identity and
// configuration"): once site.yaml's `url` is the owner's own address, every placeholder the build would warn about is a
// problem naming its field that stops the build, whatever SITE_URL a preview sets; on an example address they stay
// warnings. tests/fixtures/live-placeholders/ is the base fixture with placeholders left and a live `url`;
// tests/fixtures/live-ready/ the same with each one replaced.
import fs from 'node:fs';
import yaml from 'js-yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../pipeline/build.ts';
import { siteSchema } from '../pipeline/content/schema.ts';
import { livePlaceholders, placeholderWarnings } from '../pipeline/content/warnings.ts';
import { fixtureSite, problemsOf, projectOf, removeFixtureSites, runCommand } from './helpers/fixtures.ts';
import { pictureCache } from './helpers/site.ts';

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

describe('a site set up for its live address', () => {
  it('stops on each placeholder left in site.yaml, naming its field', async () => {
    expect(await problemsOf(await fixtureSite('live-placeholders'))).toEqual(REFUSED);
  });

  it('stops the same whatever SITE_URL a preview sets', async () => {
    const content = await fixtureSite('live-placeholders');
    for (const SITE_URL of ['http://127.0.0.1:4321', 'https://preview.example.com', 'https://www.servictg.co']) {
      expect(await problemsOf(content, { env: { SITE_URL } }), SITE_URL).toEqual(REFUSED);
    }
  });

  it('exits with code 1 from the command line, with one line per placeholder', async () => {
    const content = await fixtureSite('live-placeholders');
    const { code, errors } = await runCommand(['--content', content, '--out', `${projectOf(content)}/out`, '--any-catalogue-size']);
    expect(code).toBe(1);
    expect(errors[0]).toMatch(/^Build stopped: 8 content problems/);
    expect(errors.filter((line) => line.includes(': legal.nit: '))).toHaveLength(1);
    expect(fs.existsSync(`${projectOf(content)}/out`)).toBe(false);
  });

  it('builds once every placeholder is replaced, with no warning left', async () => {
    const content = await fixtureSite('live-ready');
    const { site } = await build({ projectDir: projectOf(content), contentDir: content, write: false, cacheDir: pictureCache, check: { anyCatalogueSize: true } });
    expect(placeholderWarnings(site.config)).toEqual([]);
  });
});

describe('a site on an example address', () => {
  it('builds with its placeholders as warnings, SITE_URL set or not', async () => {
    const content = await fixtureSite('base');
    for (const env of [{}, { SITE_URL: 'https://www.servictg.co' }]) {
      const { site } = await build({ projectDir: projectOf(content), contentDir: content, write: false, cacheDir: pictureCache, check: { anyCatalogueSize: true }, env });
      expect(placeholderWarnings(site.config).length, JSON.stringify(env)).toBeGreaterThan(0);
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
