import { defineConfig } from 'vitest/config';

// `npm run test:cluster`: two API nodes as separate processes (cluster.test.ts), apart from the
// unit and integration suite.
export default defineConfig({
  test: {
    name: 'cluster',
    root: import.meta.dirname,
    include: ['*.test.ts'],
    hookTimeout: 120_000,
    testTimeout: 150_000,
  },
});
