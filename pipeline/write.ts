// Stage 6: write everything into a fresh folder beside the output, then swap it in, so a failed build
// never leaves a half-written dist/ behind.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { OutputFile } from './types.ts';

export async function readPublic(publicDir: string): Promise<OutputFile[]> {
  const names = await fs.readdir(publicDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return Promise.all(
    names
      .filter((d) => d.isFile())
      .map(async (d) => {
        const absolute = path.join(d.parentPath, d.name);
        return { path: path.relative(publicDir, absolute), contents: await fs.readFile(absolute) };
      }),
  );
}

/** Two sources writing one file would silently lose one of them: list every collision instead. */
export function checkCollisions(groups: Record<string, OutputFile[]>): void {
  const owners = new Map<string, string[]>();
  for (const [source, files] of Object.entries(groups)) {
    for (const file of files) owners.set(file.path, [...(owners.get(file.path) ?? []), source]);
  }
  const clashes = [...owners].filter(([, sources]) => sources.length > 1);
  if (clashes.length > 0) {
    throw new Error(`Two sources write the same output file:\n${clashes.map(([file, s]) => `  ${file}: ${s.join(', ')}`).join('\n')}`);
  }
}

export async function writeOutput(files: OutputFile[], outDir: string, projectDir: string): Promise<void> {
  const out = path.resolve(outDir);
  if (out === path.resolve(projectDir) || path.resolve(projectDir).startsWith(out + path.sep)) {
    throw new Error(`Refusing to write into ${out}: the output folder would replace the project.`);
  }
  const staging = `${out}.tmp-${process.pid}`;
  const previous = `${out}.old-${process.pid}`;
  await fs.rm(staging, { recursive: true, force: true });
  try {
    const folders = new Set(files.map((f) => path.dirname(path.join(staging, f.path))));
    await Promise.all([...folders].map((dir) => fs.mkdir(dir, { recursive: true })));
    await Promise.all(files.map((f) => fs.writeFile(path.join(staging, f.path), f.contents)));
    const hadPrevious = await fs.rename(out, previous).then(() => true, () => false);
    await fs.rename(staging, out);
    if (hadPrevious) await fs.rm(previous, { recursive: true, force: true });
  } catch (error) {
    await fs.rm(staging, { recursive: true, force: true });
    throw error;
  }
}
