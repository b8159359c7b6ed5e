#!/usr/bin/env node
// `npm run typecheck`: every workspace's tsconfig with TypeScript 7's native compiler, which
// checks this code base with a third of TypeScript 6's CPU (ADR 24, issue 26). TypeScript 6
// stays the root's `typescript` for the tools that use its JavaScript API (typescript-eslint,
// dpdm, editors); 7.0 is the port of 6.0 and reports the same errors.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const PROJECTS = [
  'packages/seeded-random',
  'packages/lanelet2',
  'packages/calibration',
  'packages/contract',
  'packages/driving-sim',
  'packages/controller-sandbox',
  'packages/record-reader',
  'apps/server',
  'apps/web',
  'apps/agent',
  'e2e',
  'bench',
];

// This folder's own TypeScript (7), not the root's (6): resolved from here.
const require = createRequire(import.meta.url);
const tsc = join(dirname(require.resolve('typescript/package.json')), 'bin', 'tsc');

for (const project of PROJECTS) {
  const { status } = spawnSync(process.execPath, [tsc, '-p', project], { stdio: 'inherit' });
  if (status !== 0) {
    console.error(`Type errors in ${project}.`);
    process.exit(status ?? 1);
  }
}
