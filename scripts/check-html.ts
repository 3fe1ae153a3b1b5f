// Runs the Nu Html Checker (vnu-jar, needs Java) over every page of dist/ and fails on any error.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
const root = process.argv[2] ?? 'dist';
const { stderr } = await promisify(execFile)('java', ['-jar', vnuJar, '--errors-only', '--skip-non-html', '--format', 'gnu', root], { maxBuffer: 1 << 26 }).catch(
  (error: { stderr: string }) => ({ stderr: error.stderr }),
);
const errors = stderr.split('\n').filter((line) => line.includes(': error:'));
for (const line of errors) console.error(line.replace(/^"(.*?)":/, '$1:'));
console.log(`Nu Html Checker: ${errors.length} errors in ${root}`);
process.exitCode = errors.length > 0 ? 1 : 0;
