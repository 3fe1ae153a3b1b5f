// A build writes beside the output folder and swaps it in whole; the previous output is deleted after the build
// by a process of its own, and nothing of it stays behind.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { build } from '../pipeline/build.ts';
import { BUILT_MARK } from '../pipeline/output/write.ts';
import { eventually } from './helpers/eventually.ts';
import { projectDir } from './helpers/site.ts';

it('replaces the previous output whole and then deletes it', async () => {
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'swap-'));
  try {
    const out = path.join(scratch, 'dist');
    await fs.mkdir(path.join(out, 'viejo'), { recursive: true });
    await fs.writeFile(path.join(out, 'viejo', 'pagina.html'), 'previous build');
    await fs.writeFile(path.join(out, BUILT_MARK), '');
    await build({ projectDir, outDir: out });

    expect(await fs.readFile(path.join(out, 'index.html'), 'utf8')).toMatch(/^<!doctype html>/);
    await expect(fs.access(path.join(out, 'viejo'))).rejects.toThrow();
    await eventually(async () => (await fs.readdir(scratch)).length === 1);
    expect(await fs.readdir(scratch)).toEqual(['dist']);
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
  }
});
