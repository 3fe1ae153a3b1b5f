// Every page of the built site is valid HTML for the Nu Html Checker (the W3C's validator, vnu-jar), as
// `npm run check:html` checks dist/.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { checkHtml } from '../scripts/check-html.ts';
import { built } from './helpers/site.ts';

it('finds no error in any page of the build', async () => {
  const errors = await checkHtml(built().dir);
  console.log(`Nu Html Checker: ${errors.length} errors in the build`);
  expect(errors).toEqual([]);
}, 120_000);

it('is a check that can fail: an element where it may not stand is reported with its file and line', async () => {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'html-'));
  await fs.writeFile(path.join(root, 'x.html'), '<!doctype html>\n<html lang="es"><title>x</title>\n<ul><div>no</div></ul></html>\n');
  try {
    const errors = await checkHtml(root);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/x\.html:3\.\d+-3\.\d+: error: Element “div” not allowed as child of element “ul”/);
  } finally {
    await fs.rm(root, { recursive: true, force: true });
  }
}, 60_000);
