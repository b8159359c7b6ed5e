import { defineProject } from 'vitest/config';

// The agent's tests run it against a real studio server (PGlite, ~2 s to start) per file.
export default defineProject({
  test: {
    name: 'agent',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
