import { defineConfig } from 'vitest/config';

// One run covers every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    projects: [
      'packages/seeded-random',
      'packages/lanelet2',
      'packages/calibration',
      'packages/contract',
      'apps/server',
      'apps/web',
      'apps/agent',
    ],
  },
});
