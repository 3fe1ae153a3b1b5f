import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['tests/global-setup.ts'],
    // Test files share their worker's modules: they read the one built site and change no module's state, and each
    // file importing the pipeline, React and playwright afresh cost more than a tenth of the run.
    isolate: false,
    // Browser tests spend much of their time waiting on Chromium, which runs in processes of its own: two files at a
    // time keep both cores of a small machine busy where vitest's default (cores - 1) would run them one by one.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    testTimeout: 60_000,
    // A hook may build a whole site (the counted builds, a fixture project) or start a browser beside a busy machine:
    // such work is slower there, never wrong, so its ceiling is far above a quiet machine's seconds. A test's own
    // work is kept short instead (one page, one build case a test).
    hookTimeout: 600_000,
    // The run's teardown (tests/global-setup.ts) closes the browser and deletes the build and its content copy: the
    // same ceiling as a hook rather than Vitest's default of 10 s, which a loaded machine can use up.
    teardownTimeout: 600_000,
    // expect.poll waits for a state, never for a time: its ceiling is generous so that a loaded machine (a script
    // fetched and started behind a busy build) only makes a test slower, not red. Vitest's own default is 1 s.
    expect: { poll: { timeout: 20_000 } },
  },
});
