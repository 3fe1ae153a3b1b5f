// Small fixture sites for tests of bad content and of the build's guards. tests/fixtures/base/content/ is the
// smallest valid site (built with `check: { anyCatalogueSize: true }`: it has three service pages, not 51); each
// other folder of tests/fixtures/ is a case that holds only the files that differ from it.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runBuild } from '../../build.ts';
import { build, type BuildOptions } from '../../pipeline/build.ts';
import { ContentError, formatProblem } from '../../pipeline/errors.ts';
import { pictureCache, projectDir } from './site.ts';

const FIXTURES = path.join(projectDir, 'tests', 'fixtures');
/** A case file with this ending deletes the base file of the same name without it: "servicios/x.md.delete". */
const DELETE = '.delete';
const made: string[] = [];

/**
 * A project in a temporary folder: the base content with the case's `content/` laid over it, and the real project's
 * client/, templates/, public/, pipeline/ and package-lock.json linked in, so that it builds like the real one and problems name files
 * "content/servicios/x.md". A case with its own `public/` gets a copy of the real public/ with those files added.
 * A case may hold `content/`, `public/` or both. Returns the content folder; the project is its parent. "base" is the
 * base alone.
 */
export async function fixtureSite(caseName: string): Promise<string> {
  if (!(await exists(path.join(FIXTURES, caseName)))) throw new Error(`no fixture folder tests/fixtures/${caseName}`);
  const project = await fs.mkdtemp(path.join(os.tmpdir(), `fixture-${caseName}-`));
  made.push(project);
  const content = path.join(project, 'content');
  await fs.cp(path.join(FIXTURES, 'base', 'content'), content, { recursive: true });
  const caseContent = path.join(FIXTURES, caseName, 'content');
  if (caseName !== 'base' && (await exists(caseContent))) await overlay(caseContent, content, true);

  await Promise.all(['client', 'templates', 'pipeline', 'package-lock.json'].map((source) => fs.symlink(path.join(projectDir, source), path.join(project, source))));
  const casePublic = path.join(FIXTURES, caseName, 'public');
  if (await exists(casePublic)) {
    await fs.cp(path.join(projectDir, 'public'), path.join(project, 'public'), { recursive: true });
    await overlay(casePublic, path.join(project, 'public'), false);
  } else {
    await fs.symlink(path.join(projectDir, 'public'), path.join(project, 'public'));
  }
  return content;
}

/** The project folder of a fixture site's content folder. */
export const projectOf = (contentDir: string) => path.dirname(contentDir);

/** Deletes every fixture site this test file made. */
export async function removeFixtureSites(): Promise<void> {
  await Promise.all(made.splice(0).map((dir) => fs.rm(dir, { recursive: true, force: true })));
}

/**
 * The problem lines ("content/servicios/x.md: cards: expected 6 items, got 5") that stop the build of a fixture
 * site, in memory; throws if it passes or fails for another reason. Any catalogue size unless `options` say otherwise.
 */
export async function problemsOf(contentDir: string, options: Partial<BuildOptions> = {}): Promise<string[]> {
  try {
    await build({ projectDir: projectOf(contentDir), contentDir, write: false, cacheDir: pictureCache, check: { anyCatalogueSize: true }, ...options });
  } catch (error) {
    if (error instanceof ContentError) return error.problems.map(formatProblem);
    throw error;
  }
  throw new Error(`the build of ${contentDir} passed`);
}

/**
 * The build command (build.ts runBuild) run in this process with the environment `env` (none of this process's): its
 * exit code and the lines it printed, by stream.
 */
export async function runCommand(args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number; errors: string[]; warnings: string[]; lines: string[] }> {
  const errors: string[] = [];
  const warnings: string[] = [];
  const lines: string[] = [];
  const log = { log: (text: string) => lines.push(...text.split('\n')), warn: (line: string) => warnings.push(line), error: (text: string) => errors.push(...text.split('\n')) };
  const code = await runBuild(args, log, env);
  return { code, errors, warnings, lines };
}

async function overlay(from: string, to: string, deletions: boolean): Promise<void> {
  const entries = await fs.readdir(from, { recursive: true, withFileTypes: true });
  for (const file of entries.filter((e) => e.isFile()).map((e) => path.relative(from, path.join(e.parentPath, e.name)))) {
    const target = path.join(to, file);
    if (deletions && file.endsWith(DELETE)) {
      await fs.rm(target.slice(0, -DELETE.length));
    } else {
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.copyFile(path.join(from, file), target);
    }
  }
}

const exists = (file: string) => fs.access(file).then(() => true, () => false);
