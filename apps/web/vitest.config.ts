import { defineProject } from 'vitest/config';
import { DOM_LOGIC_TESTS, testsReplacingModules } from './vitest.dom-tests';
import { pageTests } from './vitest.shared-config';

// The page tests (jsdom, the real API server), one module graph and one jsdom per worker instead
// of one per file: React, MUI and the app's shell are loaded once, not 85 times. The whole
// project took 356 s of a 2-core machine with a graph per file, 188 s shared. Each file still
// starts clean (src/test-setup.ts runs for every file). Files that replace a module run
// isolated (vitest.isolated.config.ts).
export default defineProject({
  ...pageTests,
  test: {
    ...pageTests.test,
    name: 'web',
    isolate: false,
    include: ['src/**/*.test.tsx', ...DOM_LOGIC_TESTS],
    exclude: testsReplacingModules(),
  },
});
