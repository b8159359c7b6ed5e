import { defineProject } from 'vitest/config';
import { DOM_LOGIC_TESTS, testsReplacingModules } from './vitest.dom-tests';

// The web app's logic tests (`*.test.ts`: state, rules, codecs, scene maths) in plain Node,
// beside the server's and the agent's: no jsdom and no setup file to build for each of them,
// which cost ~2.5 s a file one at a time (issue 26). Pages and components (`*.test.tsx`) and
// the few logic tests that need jsdom or the real API (vitest.dom-tests.ts) are the web
// project's (vitest.config.ts).
//
// One module graph per worker, not one per file: the 122 files spent 70 s importing the same
// modules again and 31 s testing (81 s on 2 cores); shared, the project takes ~21 s. A file
// that replaces a module (vi.mock) would leak its mock into the next, so those run isolated
// (vitest.isolated.config.ts).
export default defineProject({
  test: {
    name: 'web-unit',
    environment: 'node',
    isolate: false,
    include: ['src/**/*.test.ts'],
    exclude: [...DOM_LOGIC_TESTS, ...testsReplacingModules()],
  },
});
