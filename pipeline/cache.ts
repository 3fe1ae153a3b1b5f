// Expensive image work (svgo, sharp) keyed by the content it starts from, kept in .cache/ between builds.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export async function cachedByContent(
  cacheDir: string,
  source: string,
  extension: string,
  make: (source: string) => Promise<Buffer | string>,
): Promise<Buffer> {
  const file = path.join(cacheDir, `${crypto.createHash('sha256').update(source).digest('hex').slice(0, 20)}.${extension}`);
  const hit = await fs.readFile(file).catch(() => undefined);
  if (hit) return hit;
  const made = await make(source);
  await fs.mkdir(cacheDir, { recursive: true });
  await fs.writeFile(file, made);
  return Buffer.from(made);
}
