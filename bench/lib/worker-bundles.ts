import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { bundleServerWorkers } from '../../apps/server/test/worker-bundles';
import { WORKER_BUNDLES_ENV } from '../../apps/server/src/workers/worker-thread';

/**
 * The server's worker threads (HDMAP's map worker, AI Benchmark's evaluation, Calibration's,
 * Education's episodes) bundled as `npm run build` bundles them, for the whole bench run: the
 * studio's process and the bench's own in-process tasks start these, as a server started by
 * `npm start` does. From source, a worker first registered tsx and compiled every module it
 * imports: the HDMAP save after the studio started counted 1.0–1.5 s of that (a server never
 * pays it), and the evaluation's memory some 23 MB of compiled modules (154 MB against 131 MB).
 * Returns what removes them.
 */
export async function useBundledWorkers(): Promise<() => Promise<void>> {
  const outDir = fileURLToPath(
    new URL(`../../apps/server/.test-workers/bench-${process.pid}/`, import.meta.url),
  );
  await bundleServerWorkers(outDir);
  // Set before the studio's process is forked: it inherits this environment.
  process.env[WORKER_BUNDLES_ENV] = outDir;
  return async () => {
    delete process.env[WORKER_BUNDLES_ENV];
    await rm(outDir, { recursive: true, force: true });
  };
}
