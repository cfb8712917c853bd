import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.{ts,tsx}'],
    // Each file starts a whole server on a fresh database (migrations and reference data) first.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
