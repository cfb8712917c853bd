import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.{ts,tsx}'],
    // Each file starts a whole server on a fresh database (migrations and reference data) first.
    // The files share a worker's modules (no per-file re-import of the server: ~5 s a file): the
    // server keeps no state in its modules but caches keyed by what they cache (a token's secret, a
    // database handle), and a test that fakes timers or the environment puts them back.
    isolate: false,
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
