import { availableParallelism } from 'node:os';
import type { MapTask } from './map-tasks';
import { createMapWorkerPool } from './map-worker-pool';

/**
 * The server's map threads: as many maps parsed or written at once as before (each holds a whole
 * map in memory), kept for a minute after their last task so that the next save or export finds
 * a thread with the library loaded and compiled (map-worker-pool.ts).
 */
const pool = createMapWorkerPool({
  here: import.meta.url,
  size: Math.max(2, Math.min(4, availableParallelism() - 1)),
  idleMs: 60_000,
});

/**
 * Runs one task on a map worker thread (`map-worker.ts`), the event loop answering other calls
 * meanwhile. Bytes given in `transfer` move to the worker (they are unusable here afterwards).
 */
export function runMapTask<T>(task: MapTask, transfer: ArrayBuffer[] = []): Promise<T> {
  return pool.run<T>(task, transfer);
}

/** Has a thread ready for a task about to come (a save whose file is still arriving). */
export function warmMapWorker(): void {
  pool.warm();
}
