// The Fluent icons a command-line build drew, kept for the next one (keepDrawnEmoji in pipeline/emoji.ts): a warm
// build draws from them instead of reading the 9 MB set, comes out byte for byte the same, keeps only what it drew,
// and a file of another version of the set is not read.
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSite, removeFixtureSites, runCommand } from './helpers/fixtures.ts';

const { version } = createRequire(import.meta.url)('@iconify-json/fluent-emoji-flat/package.json') as { version: string };
let scratch: string;
let content: string;

async function build(out: string, cache: string): Promise<void> {
  const { code, errors } = await runCommand(['--content', content, '--out', out, '--cache', cache, '--any-catalogue-size']);
  expect(errors).toEqual([]);
  expect(code).toBe(0);
}

const picture = (out: string) => fs.readFile(path.join(out, 'img', 'servicios', 'plomeria.svg'), 'utf8');

beforeAll(async () => {
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'drawn-emoji-'));
  content = await fixtureSite('base');
}, 60_000);
afterAll(async () => {
  await removeFixtureSites();
  await fs.rm(scratch, { recursive: true, force: true });
});

describe('the Fluent icons a build drew', () => {
  it('are kept by the set’s version, only those, and drawn from by the next build as the whole set would draw them', async () => {
    const cache = path.join(scratch, 'cache');
    const kept = path.join(cache, 'emoji', `fluent-emoji-flat-${version}.json`);
    await build(path.join(scratch, 'cold'), cache);
    const icons = Object.keys((JSON.parse(await fs.readFile(kept, 'utf8')) as { icons: object }).icons);
    // The plumbing page's toolbox among a handful: the drawn ones, not the set's 3,000.
    expect(icons).toContain('toolbox');
    expect(icons.length).toBeLessThan(40);

    await build(path.join(scratch, 'warm'), cache);
    expect(await picture(path.join(scratch, 'warm'))).toBe(await picture(path.join(scratch, 'cold')));

    // A colour changed in the kept toolbox shows in the next picture: it was drawn from the kept icons.
    const text = await fs.readFile(kept, 'utf8');
    expect(text).toContain('#321b41');
    await fs.writeFile(kept, text.replaceAll('#321b41', '#0a0b0c'));
    await build(path.join(scratch, 'altered'), cache);
    expect(await picture(path.join(scratch, 'altered'))).toContain('#0a0b0c');

    // Kept under another version of the set, the same file is not read: the picture is the set's own again.
    await fs.writeFile(kept, text.replaceAll('#321b41', '#0a0b0c'));
    await fs.rename(kept, kept.replace(version, '0.0.1'));
    await build(path.join(scratch, 'other-version'), cache);
    expect(await picture(path.join(scratch, 'other-version'))).toBe(await picture(path.join(scratch, 'cold')));
  }, 120_000);
});
