import { defineConfig } from 'vitest/config';

// Four groups: pure unit tests, tests of the real content, build tests on small fixtures, and browser
// tests against the built site in Debian's Chromium. `npm test` runs all of them.
// Every project removes the temporary folders its test files made (tests/support/tmp.ts).
//
// Order and parallelism (`sequence.groupOrder`, lowest first; projects of one group share a worker count):
// - build (0), two files at a time. A build keeps both cores busy only part of the time (bundling, the
//   render thread and the tests' own checks are single-threaded), so a second file fills the gaps. Each
//   build test writes to its own temporary folders; builds that share the default cache only add entries
//   keyed by content hash, written atomically.
// - unit and content (1), two at a time, after the builds: beside two builds, unit files with short
//   timeouts were starved on a loaded machine.
// - browser (2), one file at a time: the dev-server tests pick ports from overlapping ranges. The real
//   site they test is built in the background from the start (tests/browser/global-setup.ts).
const setupFiles = ['tests/support/tmp-cleanup.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          setupFiles,
          sequence: { groupOrder: 1 },
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'content',
          setupFiles,
          include: ['tests/content/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          sequence: { groupOrder: 1 },
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'build',
          setupFiles,
          include: ['tests/build/**/*.test.ts'],
          environment: 'node',
          // Two files at a time: each build takes longer than alone.
          testTimeout: 240_000,
          hookTimeout: 240_000,
          sequence: { groupOrder: 0 },
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'browser',
          setupFiles: [...setupFiles, 'tests/browser/site-ready.ts'],
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/browser/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // A loaded CI machine can take more than the default 1 s to settle a navigation.
          expect: { poll: { timeout: 10_000, interval: 50 } },
          sequence: { groupOrder: 2 },
          maxWorkers: 1,
        },
      },
    ],
  },
});
