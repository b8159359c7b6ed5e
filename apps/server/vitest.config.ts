import { defineProject } from 'vitest/config';

// API tests start a real server on a fresh database per file (PGlite ~2 s to start).
export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
