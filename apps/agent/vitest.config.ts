import { defineProject } from 'vitest/config';

// The agent's tests run it against a real studio server (PGlite, ~2 s to start) per file.
export default defineProject({
  test: {
    name: 'agent',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // As the server's tests (apps/server/vitest.config.ts): each file starts its own studio and
    // agent, no test mocks a module, so one module graph per worker serves every file.
    isolate: false,
  },
});
