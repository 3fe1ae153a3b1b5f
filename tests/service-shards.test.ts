// Large sites build their service pages in worker threads; every file must come out byte for byte as the main
// thread makes it, from source (tsx) and from the bundle that `npm run build` runs.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { build } from '../pipeline/build.ts';
import type { OutputFile } from '../pipeline/types.ts';
import { builtSite, projectDir } from './helpers/site.ts';

const byPath = (files: OutputFile[]) => Object.fromEntries(files.map((f) => [f.path, Buffer.from(f.contents)]));

it('builds every file in worker threads exactly as in the main thread', async () => {
  const [inThread, inWorkers] = await Promise.all([builtSite(), build({ projectDir, write: false, threads: 2 })]);
  expect(inWorkers.files.filter((f) => f.path.startsWith('servicios/'))).toHaveLength(inThread.site.services.length + 4 + 3);
  expect(byPath(inWorkers.files)).toEqual(byPath(inThread.files));
});

it('builds the same files through npm run build with worker threads', async () => {
  const out = await fs.mkdtemp(path.join(os.tmpdir(), 'shards-'));
  try {
    await promisify(execFile)('npm', ['run', '--silent', 'build', '--', '--threads', '2', '--out', out], { cwd: projectDir, env: { ...process.env, SITE_URL: '', BASE_PATH: '' } });
    const names = (await fs.readdir(out, { recursive: true, withFileTypes: true })).filter((d) => d.isFile());
    const written = await Promise.all(names.map(async (d) => ({ path: path.relative(out, path.join(d.parentPath, d.name)), contents: await fs.readFile(path.join(d.parentPath, d.name)) })));
    expect(byPath(written)).toEqual(byPath((await builtSite()).files));
  } finally {
    await fs.rm(out, { recursive: true, force: true });
  }
}, 60_000);
