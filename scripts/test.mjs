#!/usr/bin/env node
// `npm test`: every check and every test suite, stopping at the first failure.
// The API suite runs on the embedded PGlite; the files of it that open a database run again on
// PostgreSQL when DATABASE_URL is set (apps/server/test/database-dependent.ts picks them).
import { spawn } from 'node:child_process';

// The static checks in three lanes on the CI machine's two cores: each lane is one process, so
// the stage ends when their CPU is spent instead of waiting on the longest chain. The type check
// (TypeScript 7's native compiler since issue 26) took 237 s on its own lane with TypeScript 6,
// beside format → lint → cycles (193 s). Each lane's output is printed when it ends.
const checks = [
  [['types', 'npm', ['run', 'typecheck']]],
  [['lint', 'npx', ['eslint', '.', '--max-warnings', '0']]],
  [
    ['format', 'npx', ['prettier', '--check', '.']],
    // A lower module never imports a higher one: no import cycles (types and import() count too).
    ['import cycles', 'npm', ['run', 'cycles', '--silent']],
  ],
];

const vitest = ['unit and API tests (PGlite)', 'npx', ['vitest', 'run']];
// The browser suites build and start the studio the way the README says (`npm start`).
const browser = ['browser tests (Playwright, Chromium)', 'npx', ['playwright', 'test']];
// The API files that open a database, again on PostgreSQL, run beside the PGlite pass: both
// wait on sockets, timers and a database far more than they compute (the PGlite pass keeps
// 1.0-1.5 of the two cores busy; this one 173 s alone for ~220 CPU-s), so together they fill
// the cores. Beside the browser suite instead (issue 26), it loaded the machine the vehicle
// specs drive in real time on, and the browser suite ran 18 min alone against 28-34 min with
// it. Two vitest workers; the output is printed as a block when the pass ends.
const postgres = process.env.DATABASE_URL
  ? [
      'API tests (PostgreSQL)',
      'npx',
      ['vitest', 'run', '--project', 'server', '--maxWorkers', '2'],
      { TEST_DATABASE: 'postgres' },
    ]
  : undefined;

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

/**
 * Runs one step; `quiet` collects its output to print at the end instead of streaming it. A
 * streamed step's output is kept too, so that its failures can be said again at the end.
 */
function run([name, command, args, env], quiet, children = []) {
  return new Promise((done) => {
    const t0 = Date.now();
    const output = [];
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    children.push(child);
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      from.on('data', (chunk) => {
        output.push(chunk);
        if (!quiet) to.write(chunk);
      });
    }
    child.on('close', (code, signal) =>
      done({ name, ok: code === 0, why: code ?? signal, output, quiet, took: seconds(t0) }),
    );
  });
}

/** Vitest's and Playwright's summary of the failed tests, from its heading to the end. */
function failuresOf(chunks) {
  if (!chunks?.length) return '';
  const text = Buffer.concat(chunks).toString();
  // Vitest: "⎯⎯ Failed Tests 3 ⎯⎯"; Playwright: its numbered failures, "  1) [chromium] › …".
  const start = text.search(/Failed Tests \d+|\n\s+\d+\) \[/);
  return start < 0 ? '' : text.slice(Math.max(0, text.lastIndexOf('\n', start))).slice(0, 60_000);
}

function report(result, header = true) {
  if (header) console.log(`\n=== ${result.name} ===`);
  if (result.quiet && result.output.length) process.stdout.write(Buffer.concat(result.output));
  if (!result.ok) {
    // Only the end of a CI log may be read: a streamed step's failures, printed before the
    // blocks that followed it, are said again here.
    const failures = result.quiet ? '' : failuresOf(result.output);
    if (failures) console.error(`\n=== ${result.name}: what failed ===\n${failures}`);
    console.error(`\n${result.name} failed (exit ${result.why}).`);
    process.exit(typeof result.why === 'number' ? result.why : 1);
  }
  console.log(`=== ${result.name}: ok in ${result.took} s ===`);
}

const started = Date.now();
const lanes = await Promise.all(
  checks.map(async (lane) => {
    const results = [];
    for (const step of lane) {
      const result = await run(step, true);
      results.push(result);
      if (!result.ok) break;
    }
    return results;
  }),
);
for (const results of lanes) for (const result of results) report(result);

console.log(`\n=== ${vitest[0]}${postgres ? ` (beside it: ${postgres[0]})` : ''} ===`);
const running = [];
const beside = postgres
  ? run(postgres, true, running).then((result) => {
      // A failure stops the pass beside it too: the run fails either way, and sooner.
      if (!result.ok) for (const child of running) child.kill('SIGTERM');
      return result;
    })
  : Promise.resolve(undefined);
const vitestResult = await run(vitest, false, running);
const postgresResult = await beside;
if (postgresResult) report(postgresResult);
report(vitestResult, false);

console.log(`\n=== ${browser[0]} ===`);
report(await run(browser, false), false);
console.log(`\nAll checks passed in ${seconds(started)} s.`);
