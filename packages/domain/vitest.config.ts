import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'domain',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/fastCheckSeed.ts'],
    // pure functions: the files share a worker's modules (setupFiles still run for each file)
    isolate: false,
    // Property suites are CPU-bound: thousands of cases take seconds on a busy 2-core machine.
    testTimeout: 60_000,
  },
});
