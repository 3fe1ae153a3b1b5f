// The part cache (pipeline/render/part-cache.ts, templates/components/Cached.tsx) changes how fast pages render, never what they say: every page of
// this site and of a synthetic site of 300 service pages is rendered with the cache and without it, and every byte
// compared. A value that a cached part uses but leaves out of its key and its slots shows up here as the pages that
// printed another page's value.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { analyticsSettings } from '../templates/analytics-settings.ts';
import { bundleAssets } from '../pipeline/render/assets.ts';
import { build } from '../pipeline/build.ts';
import { checkSite } from '../pipeline/content/check.ts';
import { loadContent } from '../pipeline/content/load.ts';
import { planPages } from '../pipeline/collections.ts';
import { renderPage } from '../pipeline/render/render.tsx';
import { syntheticContent } from '../scripts/synthetic-content.ts';
import { Cached } from '../templates/components/Cached.tsx';
import { createPartCache, renderWithCache, type CachedPart } from '../pipeline/render/part-cache.ts';
import { pictureCache, projectDir } from './helpers/site.ts';

/** The files of two builds that differ, by path. */
function differing(a: { path: string; contents: string | Uint8Array }[], b: { path: string; contents: string | Uint8Array }[]): string[] {
  const bytes = (contents: string | Uint8Array) => Buffer.from(contents);
  const other = new Map(b.map((f) => [f.path, bytes(f.contents)]));
  const paths = new Set([...a.map((f) => f.path), ...other.keys()]);
  return [...paths].filter((p) => {
    const mine = a.find((f) => f.path === p);
    const theirs = other.get(p);
    return !mine || !theirs || !bytes(mine.contents).equals(theirs);
  });
}

describe('a cached part', () => {
  it('reads as React renders it: slots escaped as React escapes text and attribute values, parts inside parts', () => {
    const value = `it's "A" & <b>`;
    const inner = (text: string) => h(Cached<'text'>, { name: 'inner', slots: { text }, children: (slots) => h('i', { title: slots.text }, slots.text) });
    const page = (text: string) => h('p', null, h(Cached<'text'>, { name: 'outer', slots: { text }, children: (slots) => h('b', null, slots.text, inner(slots.text)) }), ' < ', inner('x'));
    const cache = createPartCache();
    for (const text of [value, 'plain', value]) expect(renderWithCache(page(text), cache).pieces.join('')).toBe(renderToStaticMarkup(page(text)));
    expect(renderWithCache(page(value), cache).pieces.join('')).toBe(
      '<p><b>it&#x27;s &quot;A&quot; &amp; &lt;b&gt;<i title="it&#x27;s &quot;A&quot; &amp; &lt;b&gt;">it&#x27;s &quot;A&quot; &amp; &lt;b&gt;</i></b> &lt; <i title="x">x</i></p>',
    );
  });

  it('is rendered once for each key of a cache, and again for a new cache', () => {
    let renders = 0;
    const part = (tone: string) => h(Cached, { name: 'part', varies: [tone], children: () => (renders++, h('span', { className: tone }, 'part')) });
    const page = h('div', null, part('a'), part('a'), part('b'));
    const cache = createPartCache();
    expect(renderWithCache(page, cache).pieces.join('')).toBe('<div><span class="a">part</span><span class="a">part</span><span class="b">part</span></div>');
    renderWithCache(page, cache);
    expect(renders).toBe(2);
    renderWithCache(page, createPartCache());
    expect(renders).toBe(4);
  });
});

describe('every page rendered with the part cache and without it', () => {
  it('is the same, byte for byte, on this site (every file of a whole build)', async () => {
    const options = { projectDir, write: false, cacheDir: pictureCache } as const;
    const [cached, plain] = [await build(options), await build({ ...options, cacheParts: false })];
    expect(cached.files.length).toBeGreaterThan(250);
    expect(differing(cached.files, plain.files)).toEqual([]);
  });

  const scratch = fs.mkdtemp(path.join(os.tmpdir(), 'cached-parts-'));
  afterAll(async () => fs.rm(await scratch, { recursive: true, force: true }));

  it('is the same, byte for byte, on a synthetic site of 300 service pages', async () => {
    const contentDir = await syntheticContent(path.join(projectDir, 'content'), path.join(await scratch, 'content'), 300);
    const site = checkSite(await loadContent(contentDir, projectDir), { anyCatalogueSize: true });
    const pages = planPages(site);
    const assets = await bundleAssets(projectDir, pages.map((p) => p.scripts), { analytics: analyticsSettings(site) });
    const cache = createPartCache();
    const wrong = pages.filter((page) => renderPage(site, page, assets, cache) !== renderPage(site, page, assets));
    expect(pages.length).toBeGreaterThan(300);
    expect(wrong.map((p) => p.url)).toEqual([]);
  });

  it('names exactly the pages a leak prints wrong: a control with one planted', async () => {
    const site = checkSite(await loadContent(path.join(projectDir, 'content'), projectDir));
    const pages = planPages(site);
    const assets = await bundleAssets(projectDir, pages.map((p) => p.scripts), { analytics: analyticsSettings(site) });
    // The leak: the business's structured data cached without the value it varies by (whether the page is the home
    // page, which alone gives its festivos), as a template that left `isHome` out of the part's key would.
    const leaky = new LeakyCache('business data');
    const wrong = pages.filter((page) => renderPage(site, page, assets, leaky) !== renderPage(site, page, assets));
    expect(pages[0]!.url).toBe('/');
    expect(wrong.map((p) => p.url)).toEqual(pages.slice(1).map((p) => p.url));
  });
});

/** A part cache that forgets what one part varies by: every page gets the part as the first page to show it had it. */
class LeakyCache extends Map<string, CachedPart> {
  constructor(private readonly part: string) {
    super();
  }
  private forget(key: string) {
    return key.startsWith(JSON.stringify([this.part]).slice(0, -1)) ? this.part : key;
  }
  override get(key: string) {
    return super.get(this.forget(key));
  }
  override set(key: string, part: CachedPart) {
    return super.set(this.forget(key), part);
  }
}
