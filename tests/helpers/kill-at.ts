// Loaded with `node --import` into a build that tests/output-swap.test.ts kills: counts the build's changes to the
// file system under KILL_OUT (the output, and the folders beside it whose names start with its name), and kills the
// process with SIGKILL just before change number KILL_AT, as `kill -9` or a power cut would. KILL_LOG, when set,
// gets one line per change, so that a first run can list them.
import childProcess from 'node:child_process';
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';

const out = process.env.KILL_OUT!;
const at = Number(process.env.KILL_AT ?? 0);
const log = process.env.KILL_LOG;
let count = 0;

function counted<F extends (...args: never[]) => unknown>(name: string, original: F): F {
  return function (this: unknown, ...args: Parameters<F>) {
    const paths = (args as unknown[]).flat().filter((a): a is string => typeof a === 'string' && a.startsWith(out));
    if (paths.length > 0) {
      count += 1;
      if (log) fs.appendFileSync(log, `${count} ${name} ${paths.join(' ')}\n`);
      if (count === at) process.kill(process.pid, 'SIGKILL');
    }
    return original.apply(this, args);
  } as F;
}

const sync = fs as unknown as Record<string, (...args: never[]) => unknown>;
for (const name of ['mkdirSync', 'linkSync', 'copyFileSync', 'writeFileSync', 'rmSync', 'renameSync']) sync[name] = counted(name, sync[name]!);
const promises = fs.promises as unknown as Record<string, (...args: never[]) => unknown>;
for (const name of ['mkdir', 'writeFile', 'rename', 'rm']) promises[name] = counted(name, promises[name]!);
childProcess.spawn = counted('spawn', childProcess.spawn);
// So that `import { linkSync } from 'node:fs'` sees the counting functions too.
syncBuiltinESMExports();
