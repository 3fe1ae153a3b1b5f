import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['tests/global-setup.ts'],
    // Test files share their worker's modules: they read the one built site and change no module's state, and each
    // file importing the pipeline, React and playwright afresh cost more than a tenth of the run.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
