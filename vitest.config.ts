import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run covers every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single one on the 2-core CI
    // machine, where most server and agent test files wait on sockets, timers and child
    // processes rather than compute. One per core keeps both busy (issue 26: the suite's time);
    // the web project's page tests share them too (apps/web/vitest.config.ts).
    maxWorkers: availableParallelism(),
    projects: [
      'packages/seeded-random',
      'packages/lanelet2',
      'packages/calibration',
      'packages/contract',
      'packages/driving-sim',
      'packages/controller-sandbox',
      'packages/record-reader',
      'apps/server',
      'apps/web',
      'apps/web/vitest.isolated.config.ts',
      'apps/web/vitest.unit.config.ts',
      'apps/agent',
    ],
  },
});
