import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import type { UserWorkspaceConfig } from 'vitest/config';

/** What the web project's two halves (vitest.config.ts, vitest.isolated.config.ts) share. */
export const pageTests = {
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    // A worker per core, as the other projects (vitest.config.ts), so the page tests share the
    // cores with the server's and the agent's instead of running one at a time after them:
    // 214 s instead of 292 s for this project alone (issue 26).
    maxWorkers: availableParallelism(),
    // A real API server for the HTTP layer's tests (see test-support/studio/web-global-setup.ts).
    globalSetup: ['../../test-support/studio/web-global-setup.ts'],
  },
} satisfies UserWorkspaceConfig;
