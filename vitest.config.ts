import { defineConfig } from 'vitest/config';

// One run over every package's unit and integration tests; the browser suite runs apart (e2e/).
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/server', 'packages/web'],
  },
});
