// What is costly to make is kept between builds (pipeline/cache.ts). Pictures are found first by what they are
// drawn from, so a warm build draws nothing, and then by their content, so a picture drawn the same from new inputs
// is not made again. What holds only for some code lives in that code's folder, removed once unused for a day.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { cachedByInputs, codeFolder, pruneOtherCode } from '../pipeline/cache.ts';
import { eventually } from './helpers/eventually.ts';

const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'picture-cache-'));
afterAll(() => fs.rm(scratch, { recursive: true, force: true }));

it('draws a picture once for the same inputs, and makes it once for the same drawing', async () => {
  const calls = { draw: 0, make: 0 };
  const recipe = { extension: 'txt', settings: { level: 1 } };
  const picture = (inputs: string, drawing: string) =>
    cachedByInputs(
      scratch,
      'drawings',
      inputs,
      () => {
        calls.draw++;
        return drawing;
      },
      recipe,
      async (source: string) => {
        calls.make++;
        return `made from ${source}`;
      },
    );

  expect(String(await picture('{"title":"Plomero"}', '<svg>plomero</svg>'))).toBe('made from <svg>plomero</svg>');
  expect(calls).toEqual({ draw: 1, make: 1 });
  expect(String(await picture('{"title":"Plomero"}', '<svg>plomero</svg>'))).toBe('made from <svg>plomero</svg>');
  expect(calls).toEqual({ draw: 1, make: 1 });
  // New inputs (or new code) that draw the same picture reuse what was made.
  expect(String(await picture('{"title":"Plomero","seed":"x"}', '<svg>plomero</svg>'))).toBe('made from <svg>plomero</svg>');
  expect(calls).toEqual({ draw: 2, make: 1 });
  expect(String(await picture('{"title":"Pintor"}', '<svg>pintor</svg>'))).toBe('made from <svg>pintor</svg>');
  expect(calls).toEqual({ draw: 3, make: 2 });
});

it("removes the folders of code that has not built for a day, and keeps this code's and recent ones", async () => {
  const cacheDir = path.join(scratch, 'prune');
  const old = path.join(cacheDir, 'code-0000000000000000');
  const recent = path.join(cacheDir, 'code-1111111111111111');
  await fs.mkdir(path.join(old, 'entries'), { recursive: true });
  await fs.writeFile(path.join(old, 'entries', 'x.json'), '{}');
  await fs.mkdir(recent, { recursive: true });
  const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
  await fs.utimes(old, twoDaysAgo, twoDaysAgo);

  await pruneOtherCode(cacheDir);
  await eventually(async () => !(await fs.readdir(cacheDir)).includes(path.basename(old)));
  expect((await fs.readdir(cacheDir)).sort()).toEqual([path.basename(codeFolder(cacheDir)), path.basename(recent)].sort());
});
