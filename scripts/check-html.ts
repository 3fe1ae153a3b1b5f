// Runs the Nu Html Checker (vnu-jar, needs Java) over every page of a folder and fails on any error.
// `npm run check:html` checks dist/; the test suite checks the run's own build with the same function
// (tests/html-validity.test.ts).
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';

/** Every error the checker finds in the HTML files under `root`, one line each: "file:line.column: error: …". */
export async function checkHtml(root: string): Promise<string[]> {
  const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
  // A run of a few seconds is over before the JIT's optimising compiler pays for itself: the quick one alone about
  // halves the checker's processor time over this site. Its code takes more stack, so the stack is larger.
  const args = ['-XX:TieredStopAtLevel=1', '-Xss16m', '-jar', vnuJar, '--errors-only', '--skip-non-html', '--format', 'gnu', root];
  // The checker exits with 1 when it finds errors; only a missing Java means it did not run.
  const { stderr } = await promisify(execFile)('java', args, { maxBuffer: 1 << 26 }).catch((error: NodeJS.ErrnoException & { stderr: string }) => {
    if (error.code === 'ENOENT') throw new Error('java was not found: the Nu Html Checker needs a Java runtime (apt-get install default-jre-headless)');
    return { stderr: error.stderr };
  });
  return stderr
    .split('\n')
    .filter((line) => line.includes(': error:'))
    .map((line) => line.replace(/^"(.*?)":/, '$1:'));
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const root = process.argv[2] ?? 'dist';
  const errors = await checkHtml(root);
  for (const line of errors) console.error(line);
  console.log(`Nu Html Checker: ${errors.length} errors in ${root}`);
  process.exitCode = errors.length > 0 ? 1 : 0;
}
