import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { DOM_LOGIC_TESTS } from './vitest.dom-tests';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx', ...DOM_LOGIC_TESTS],
    setupFiles: ['./src/test-setup.ts'],
    // A worker per core, as the other projects (vitest.config.ts), so the page tests share the
    // cores with the server's and the agent's instead of running one at a time after them:
    // 214 s instead of 292 s for this project alone (issue 26).
    maxWorkers: availableParallelism(),
    // A page test renders a whole page in jsdom and queries it by role: seconds of work (the
    // calibration radar test takes 4.1 s alone on 2 cores, 7.4 s in CI beside the other
    // projects), where vitest's 5 s default is a unit test's budget. Most page files set their
    // own; this is the floor for every one.
    testTimeout: 30_000,
    // A real API server for the HTTP layer's tests (see test-support/studio/web-global-setup.ts).
    globalSetup: ['../../test-support/studio/web-global-setup.ts'],
  },
});
