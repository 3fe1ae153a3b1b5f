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
    hookTimeout: 120_000,
    // expect.poll waits for a state, never for a time: its ceiling is generous so that a loaded machine (a script
    // fetched and started behind a busy build) only makes a test slower, not red. Vitest's own default is 1 s.
    expect: { poll: { timeout: 20_000 } },
  },
});
