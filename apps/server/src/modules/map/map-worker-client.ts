import { availableParallelism } from 'node:os';
import type { TransferListItem } from 'node:worker_threads';
import type { MapTask } from './map-tasks';
import { createMapWorkerPool } from './map-worker-pool';

/**
 * The server's map threads: as many maps parsed or written at once as before (each holds a whole
 * map in memory), kept for a minute after their last task so that the next save or export finds
 * a thread with the library loaded and compiled (map-worker-pool.ts). One is kept however long
 * idle: a user edits for minutes between saves, and each save then found a cold thread.
 */
const pool = createMapWorkerPool({
  here: import.meta.url,
  size: Math.max(2, Math.min(4, availableParallelism() - 1)),
  idleMs: 60_000,
  keep: 1,
});

/**
 * Runs one task on a map worker thread (`map-worker.ts`), the event loop answering other calls
 * meanwhile. Bytes given in `transfer` move to the worker (they are unusable here afterwards).
 */
export function runMapTask<T>(task: MapTask, transfer: TransferListItem[] = []): Promise<T> {
  return pool.run<T>(task, transfer);
}

/** Whether a map task given now starts at once, on a free thread. */
export function mapThreadFree(): boolean {
  return pool.startsNow();
}

/**
 * Starts the map thread kept for the studio's life and has it go over a generated district
 * (`warm` in map-tasks.ts), so the first save after the studio started runs at the speed of
 * the later ones. The studio's entry point calls it once it listens; not awaited.
 */
export function prepareMapThread(): Promise<void> {
  return pool.run<number>({ task: 'warm' }).then(() => undefined);
}
