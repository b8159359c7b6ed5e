import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { build } from 'esbuild';
import { WORKER_BUNDLES_ENV } from '../src/workers/worker-thread';

/**
 * The server's worker threads, bundled once for the run as `npm run build` bundles them
 * (tsup.config.ts's worker entries). From source, each task's fresh worker registered tsx and
 * compiled its modules again: 1.0–1.5 s a start on a quiet machine against 0.2 s bundled, and
 * 5–7 s on the loaded CI machine, where a test refusing six bad files one by one ran past its
 * 30 s. startWorker takes these when WORKER_BUNDLES_ENV names their folder. Not in watch mode,
 * where a worker's source may change between runs and its bundle would be stale.
 */
export default async function setup(project: TestProject) {
  if (project.vitest.config.watch) return;
  // A folder per run: two runs at once (PGlite and PostgreSQL) keep their own.
  const outDir = fileURLToPath(new URL(`../.test-workers/${process.pid}/`, import.meta.url));
  await bundleServerWorkers(outDir);
  process.env[WORKER_BUNDLES_ENV] = outDir;
  return async () => {
    await rm(outDir, { recursive: true, force: true });
  };
}

/**
 * The worker threads' bundles in `outDir` (inside apps/server, where Node finds the npm packages
 * they import): the tests' setup above and the bench's (bench/lib/worker-bundles.ts) use them.
 */
export async function bundleServerWorkers(outDir: string): Promise<void> {
  const src = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));
  await build({
    entryPoints: {
      'bench-worker': src('modules/benchmark/bench-worker.ts'),
      'map-worker': src('modules/map/map-worker.ts'),
      'calibration-worker': src('modules/calibration/calibration-worker.ts'),
      'episode-worker': src('modules/education/episode-worker.ts'),
    },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outdir: outDir,
    logLevel: 'error',
    // As tsup bundles them: the workspace packages (TypeScript source) in, npm packages and
    // Node's own modules left to Node.
    plugins: [
      {
        name: 'npm-packages-external',
        setup(on) {
          on.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@ads/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
}
