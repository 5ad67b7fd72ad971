import { defineConfig } from 'vitest/config';

// Three groups: pure unit tests, build tests on small fixtures, and browser tests against the built
// site in Debian's Chromium. `npm test` runs all of them.
// Every project removes the temporary folders its test files made (tests/support/tmp.ts).
const setupFiles = ['tests/support/tmp-cleanup.ts'];

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', setupFiles } },
      {
        test: {
          name: 'content',
          setupFiles,
          include: ['tests/content/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          // content.test's set-up builds the real site: past 60 s when the content files run side by side on a loaded machine.
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'build',
          setupFiles,
          include: ['tests/build/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'browser',
          setupFiles,
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/browser/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // A loaded CI machine can take more than the default 1 s to settle a navigation.
          expect: { poll: { timeout: 10_000, interval: 50 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
