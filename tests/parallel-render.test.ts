// Large sites render in worker threads; the pages must come out byte for byte as the main thread renders them.
import { expect, it } from 'vitest';
import { build } from '../pipeline/build.ts';
import { builtSite, projectDir } from './helpers/site.ts';

it('renders every page in worker threads exactly as in the main thread', async () => {
  const [inThread, inWorkers] = await Promise.all([builtSite(), build({ projectDir, write: false, threads: 2 })]);
  const pages = (files: typeof inThread.files) =>
    Object.fromEntries(files.filter((f) => f.path.endsWith('.html')).map((f) => [f.path, String(f.contents)]));
  expect(Object.keys(pages(inWorkers.files))).toHaveLength(inThread.routes.length);
  expect(pages(inWorkers.files)).toEqual(pages(inThread.files));
});
