import { defineProject } from 'vitest/config';
import { testsReplacingModules } from './vitest.dom-tests';
import { pageTests } from './vitest.shared-config';

// The tests that replace a module (vi.mock), each in a module graph of its own: shared, a
// module an earlier file loaded would stay real, and a mock would reach the next file.
export default defineProject({
  ...pageTests,
  test: {
    ...pageTests.test,
    name: 'web-isolated',
    include: testsReplacingModules(),
  },
});
