import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { databaseDependentTests } from './test/database-dependent';

// API tests start a real server on a fresh database per file (PGlite ~2 s to start). The suite
// runs on PGlite; with TEST_DATABASE=postgres, only the files that open a database run again.
const onPostgres = process.env.TEST_DATABASE === 'postgres';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: onPostgres
      ? databaseDependentTests(fileURLToPath(new URL('.', import.meta.url)))
      : ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The worker threads bundled once for the run, not compiled again by each start.
    globalSetup: ['test/worker-bundles.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One module graph per worker, not per file: each file builds its own app, database, mailer
    // and clock through buildApp(deps), and no test mocks a module, so nothing a file changes
    // reaches the next; importing the server afresh for each of 84 files cost ~100 s of the
    // suite (397 s → 300 s for this project alone; issue 26).
    isolate: false,
  },
});
