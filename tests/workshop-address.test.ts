// Where a good brought in for repair goes (DECISIONS.md, "What 24/7 means, and where goods go"): while site.yaml's
// `workshop` is the shipped placeholder, a workshop page's steps say the address is given in the chat and offer to
// pick the item up; once the owner sets it, the steps show it. Built from the base fixture, its plumbing page made a
// workshop job.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../pipeline/build.ts';
import { fixtureSite, projectOf, removeFixtureSites } from './helpers/fixtures.ts';
import { parse, pictureCache } from './helpers/site.ts';

afterAll(removeFixtureSites);

const ADDRESS = 'Calle 30 # 20-15, Pie de la Popa, Cartagena';

/** The order steps of the base fixture's plumbing page as a workshop job, with site.yaml's `workshop` set to `workshop`. */
async function stepsWith(workshop?: string): Promise<string[]> {
  const content = await fixtureSite('base');
  const page = path.join(content, 'servicios', 'plomeria.md');
  await fs.writeFile(page, (await fs.readFile(page, 'utf8')).replace(/^claims:/m, 'job: { how: taller }\nclaims:'));
  if (workshop) {
    const site = path.join(content, 'site.yaml');
    await fs.writeFile(site, (await fs.readFile(site, 'utf8')).replace(/^workshop: .*$/m, `workshop: "${workshop}"`));
  }
  const { files } = await build({ projectDir: projectOf(content), contentDir: content, write: false, cacheDir: pictureCache, check: { anyCatalogueSize: true } });
  const doc = parse(String(files.find((f) => f.path === 'servicios/plomeria.html')!.contents));
  return [...doc.querySelectorAll('.hero-chat__how li')].map((li) => li.textContent!.trim());
}

describe("the workshop's address", () => {
  it('is given in the chat while site.yaml holds the placeholder, and the steps offer to pick the item up', async () => {
    const steps = await stepsWith();
    expect(steps[1]).toBe('Pasamos por él, o lo traes al taller con la dirección que te damos por el chat, y te entregamos un recibo escrito.');
    expect(steps.join(' ')).not.toMatch(/por definir/);
  }, 60_000);

  it('is shown in the steps once the owner sets it', async () => {
    const steps = await stepsWith(ADDRESS);
    expect(steps[1]).toBe(`Lo traes al taller (${ADDRESS}) o pasamos por él, y te entregamos un recibo escrito.`);
  }, 60_000);
});
