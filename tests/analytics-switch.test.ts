// site.yaml's `analytics:` changes only what counting needs: the run's build (without it) against the same content
// built with it. With it, pages ask for their script with the counting's part in it, which asks for the counting with
// the tracker, a file of its own; they mark where each chat link sits, tell the script the service they sell, and the CSP lets pages send to the
// events API; the privacy policy says so (tests/privacy-policy.test.ts reads its words); every other file is the same,
// byte for byte. Without it, nothing of the tracker is anywhere, the privacy policy included.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHAT_PLACEMENTS } from '../templates/analytics-marks.ts';
import { COUNTED_ENDPOINT as ENDPOINT, countedBuild } from './helpers/counted-build.ts';
import { builtFiles } from './helpers/site.ts';

const PRIVACY_POLICY = 'politica-de-privacidad-servictg.html';
const ISLAND = /<script type="application\/json" id="client-config">(.*?)<\/script>/;

let on: Map<string, Buffer>;
let off: Map<string, Buffer>;
beforeAll(async () => {
  const byPath = (files: { path: string; contents: Buffer }[]) => new Map(files.map((f) => [f.path.split(path.sep).join('/'), f.contents]));
  on = byPath((await countedBuild()).files);
  // Without the output folder's own marker.
  off = byPath((await builtFiles()).filter((f) => !path.basename(f.path).startsWith('.')));
}, 300_000);

/** A script's name without its content hash, and without the analytics: "site+request-builder". */
const scriptName = (file: string) => file.replace(/-[A-Z0-9]{8}\.js$/, '').replace('+taps', '');
const isScript = (file: string) => /^assets\/[^/]+\.js$/.test(file);
/** The counting with Plausible's tracker (client/counting.ts), which the page's script asks for. */
const TRACKER = 'assets/counting';

/** A page as it would be without counting: scripts by name, chat links unmarked, the island apart. */
function withoutCounting(html: string): { html: string; island: Record<string, unknown> } {
  const island = JSON.parse(ISLAND.exec(html)?.[1] ?? '{}') as Record<string, unknown>;
  return {
    island,
    html: html
      .replace(ISLAND, '')
      .replace(/\/assets\/([^"]+\.js)"/g, (_, file: string) => `/assets/${scriptName(file)}"`)
      .replace(/ data-whatsapp="[^"]*"/g, ' data-whatsapp'),
  };
}

describe("site.yaml's analytics", () => {
  it('changes nothing but the scripts, the pages\' marks for counting and the CSP', () => {
    const names = (files: Map<string, Buffer>) => [...files.keys()].filter((f) => !isScript(f)).sort();
    expect(names(on)).toEqual(names(off));
    // The same sets of scripts (with the analytics, "site" alone stays for the aliases beside "site+taps"), and
    // the tracker.
    const scripts = (files: Map<string, Buffer>) => [...new Set([...files.keys()].filter(isScript).map(scriptName))].sort();
    expect(scripts(on)).toEqual([...scripts(off), TRACKER].sort());
    const changed: string[] = [];
    for (const [file, contents] of off) {
      if (isScript(file) || contents.equals(on.get(file)!)) continue;
      changed.push(file);
      if (file === '_headers') {
        expect(String(on.get(file)).replace(` ${new URL(ENDPOINT).origin}`, '')).toBe(String(contents));
        continue;
      }
      expect(file, 'only pages change').toMatch(/\.html$/);
      const before = withoutCounting(String(contents));
      const after = withoutCounting(String(on.get(file)));
      // The privacy policy's words describe the analytics; its markup around them is the same.
      if (file === PRIVACY_POLICY) expect(after.html.replace(/<main[^]*<\/main>/, ''), file).toBe(before.html.replace(/<main[^]*<\/main>/, ''));
      else expect(after.html, file).toBe(before.html);
      // The island keeps all it had; the service a page sells comes on top.
      expect(after.island, file).toMatchObject(before.island);
    }
    expect(changed).toContain('_headers');
    expect(changed.filter((f) => f.endsWith('.html')).length).toBeGreaterThan(60);
  });

  it('with it, every page but the aliases and the demo account counts, and the CSP lets pages send to the events API', () => {
    const headers = String(on.get('_headers'));
    expect(headers).toContain(`connect-src 'self' https://formsubmit.co ${new URL(ENDPOINT).origin};`);
    const plumber = String(on.get('servicios/servicio-de-plomero-en-cartagena.html'));
    expect(plumber).toMatch(/src="\/assets\/site\+video-facade\+request-builder\+chat-when\+taps-[A-Z0-9]{8}\.js"/);
    expect(JSON.parse(ISLAND.exec(plumber)![1]!)).toMatchObject({ service: 'servicio-de-plomero-en-cartagena' });
    expect([...plumber.matchAll(/data-whatsapp="([^"]*)"/g)].map((m) => m[1]).sort()).toEqual(
      [CHAT_PLACEMENTS.header, CHAT_PLACEMENTS.menu, CHAT_PLACEMENTS.hero, CHAT_PLACEMENTS.questions, CHAT_PLACEMENTS.closing, CHAT_PLACEMENTS.footer, CHAT_PLACEMENTS.floating].sort(),
    );
    for (const page of ['login.html', 'admin.html', 'verify-email.html', 'servicios/mecanico-autos-cartagena.html']) expect(String(on.get(page)), page).not.toContain('+taps-');
    // The counting is a file of its own, which every counting script, and no other, asks for by its name.
    const tracker = [...on].filter(([file, contents]) => isScript(file) && String(contents).includes(ENDPOINT)).map(([file]) => file);
    expect(tracker.map(scriptName)).toEqual([TRACKER]);
    const asking = [...on].filter(([file, contents]) => isScript(file) && String(contents).includes(`import("./${path.posix.basename(tracker[0]!)}")`)).map(([file]) => file);
    expect(asking.length).toBeGreaterThan(0);
    expect(asking.sort()).toEqual([...on.keys()].filter((file) => isScript(file) && file.includes('+taps')).sort());
  });

  it('without it, no script, page or header carries anything of the tracker', () => {
    for (const [file, contents] of off) {
      // The editor offers the setting.
      if (file.startsWith('editor/')) continue;
      const text = String(contents);
      expect(text, file).not.toMatch(/plausible|analytics/i);
      if (file.endsWith('.html')) expect([...text.matchAll(/data-whatsapp="([^"]*)"/g)].every((m) => m[1] === 'true' || m[1] === ''), file).toBe(true);
    }
  });
});
