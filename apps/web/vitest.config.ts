import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    // One file at a time, after the other projects: rendering pages in jsdom is work for the
    // CPU, and a page test beside another on the 2-core CI machine runs up to twice as long
    // (issue 26); the server's and the agent's tests, which mostly wait, share the cores.
    maxWorkers: 1,
    // A real API server for the HTTP layer's tests (see test-support/studio/web-global-setup.ts).
    globalSetup: ['../../test-support/studio/web-global-setup.ts'],
  },
});
