import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run over every package's unit and integration tests; the browser suite runs apart (e2e/).
// Vitest's default is one worker less than the cores: one worker on a 2-core machine. A server file
// mostly waits for its database (PGlite in the worker, or PostgreSQL's own processes), so every core
// gets a worker, and on PostgreSQL twice as many: the waits overlap.
const cores = availableParallelism();
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/server', 'packages/web'],
    maxWorkers: process.env.DATABASE_URL ? cores * 2 : cores,
  },
});
