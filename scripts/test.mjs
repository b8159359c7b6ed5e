#!/usr/bin/env node
// `npm test`: every check and every test suite, stopping at the first failure.
// The API suite runs on the embedded PGlite; the files of it that open a database run again on
// PostgreSQL when DATABASE_URL is set (apps/server/test/database-dependent.ts picks them).
import { spawnSync } from 'node:child_process';

const steps = [
  ['format', 'npx', ['prettier', '--check', '.']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['types', 'npm', ['run', 'typecheck']],
  // A lower module never imports a higher one: no import cycles (types and import() count too).
  ['import cycles', 'npm', ['run', 'cycles', '--silent']],
  ['unit and API tests (PGlite)', 'npx', ['vitest', 'run']],
];
if (process.env.DATABASE_URL) {
  steps.push([
    'API tests (PostgreSQL)',
    'npx',
    ['vitest', 'run', '--project', 'server'],
    { TEST_DATABASE: 'postgres' },
  ]);
}

// The browser suites build and start the studio the way the README says (`npm start`).
steps.push(['browser tests (Playwright, Chromium)', 'npx', ['playwright', 'test']]);

const started = Date.now();
for (const [name, command, args, env] of steps) {
  console.log(`\n=== ${name} ===`);
  const t0 = Date.now();
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    console.error(`\n${name} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
  console.log(`=== ${name}: ok in ${((Date.now() - t0) / 1000).toFixed(1)} s ===`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
