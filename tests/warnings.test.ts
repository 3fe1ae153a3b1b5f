// The placeholders the build warns about: every setting of content/site.yaml that ships as an example, the store
// listings included, since three pages say the app is available and lead to them, and the social profiles the footer
// links. On a live address they stop the build instead (tests/live-placeholders.test.ts).
import fs from 'node:fs';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { siteSchema } from '../pipeline/content/schema.ts';
import type { SiteConfig } from '../pipeline/types.ts';
import { placeholderWarnings } from '../pipeline/content/warnings.ts';

const shipped = (): SiteConfig => siteSchema.parse(yaml.load(fs.readFileSync('content/site.yaml', 'utf8')));

describe('placeholder warnings', () => {
  it('names each store listing still at its example, like the phone', () => {
    const warnings = placeholderWarnings(shipped());
    expect(warnings).toContain('content/site.yaml: stores.ios "https://apps.apple.com/co/app/servictg/id0000000000" is a placeholder; set the App Store listing of the app');
    expect(warnings).toContain('content/site.yaml: stores.android "https://play.google.com/store/apps/details?id=com.example.servictg" is a placeholder; set the Google Play listing of the app');
    expect(warnings.some((w) => w.startsWith('content/site.yaml: phone '))).toBe(true);
  });

  it('names each social profile still at its example, and an address on an example domain', () => {
    const warnings = placeholderWarnings(shipped());
    for (const [field, value, hint] of [
      ['facebook', 'https://www.facebook.com/example', 'set the business page on Facebook'],
      ['youtube', 'https://www.youtube.com/@example', 'set the business channel on YouTube'],
      ['tiktok', 'https://www.tiktok.com/@example', 'set the business account on TikTok'],
    ]) {
      expect(warnings).toContain(`content/site.yaml: social.${field} "${value}" is a placeholder; ${hint}`);
    }
    const config = shipped();
    config.social = { facebook: 'https://fixture.example/facebook', youtube: 'https://www.youtube.com/@servictg', tiktok: 'https://www.tiktok.com/@servictg.cartagena' };
    expect(placeholderWarnings(config).filter((w) => w.includes('social.')).map((w) => w.split(' ')[1])).toEqual(['social.facebook']);
  });

  it('is quiet about store listings the owner has set', () => {
    const config = shipped();
    config.stores = { ios: 'https://apps.apple.com/co/app/servictg/id6451234567', android: 'https://play.google.com/store/apps/details?id=co.servictg.app' };
    expect(placeholderWarnings(config).filter((w) => w.includes('stores.'))).toEqual([]);
  });

  it("names the workshop's address while it is the placeholder, and is quiet once it is set", () => {
    const config = shipped();
    expect(placeholderWarnings(config)).toContain(
      'content/site.yaml: workshop "Dirección del taller por definir, Cartagena, Bolívar" is a placeholder; the workshop pages say the address is given in the chat',
    );
    config.workshop = 'Calle 30 # 20-15, Pie de la Popa, Cartagena';
    expect(placeholderWarnings(config).filter((w) => w.includes('workshop'))).toEqual([]);
  });
});
