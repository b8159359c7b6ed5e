import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    // A real API server for the HTTP layer's tests (see test-support/studio/web-global-setup.ts).
    globalSetup: ['../../test-support/studio/web-global-setup.ts'],
  },
});
