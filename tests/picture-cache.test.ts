// Drawn pictures are kept between builds (pipeline/cache.ts): found first by what they are drawn from, so a warm
// build draws nothing, and then by their content, so a picture drawn the same from new inputs is not made again.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { cachedByInputs } from '../pipeline/cache.ts';

const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'picture-cache-'));
afterAll(() => fs.rm(scratch, { recursive: true, force: true }));

it('draws a picture once for the same inputs, and makes it once for the same drawing', async () => {
  const calls = { draw: 0, make: 0 };
  const recipe = { extension: 'txt', settings: { level: 1 } };
  const picture = (inputs: string, drawing: string) =>
    cachedByInputs(
      scratch,
      inputs,
      () => {
        calls.draw++;
        return drawing;
      },
      recipe,
      async (source) => {
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
