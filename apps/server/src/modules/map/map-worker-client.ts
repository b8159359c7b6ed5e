import { availableParallelism } from 'node:os';
import { createTurns, runWorkerOnce } from '../../workers/worker-thread';
import type { MapTask } from './map-tasks';

/** Maps parsed or written at once; more wait their turn (each holds a whole map in memory). */
const turn = createTurns(Math.max(2, Math.min(4, availableParallelism() - 1)));

/**
 * Runs one task in a fresh worker thread (`map-worker.ts`), the event loop answering other calls
 * meanwhile. Bytes given in `transfer` move to the worker (they are unusable here afterwards).
 */
export async function runMapTask<T>(task: MapTask, transfer: ArrayBuffer[] = []): Promise<T> {
  const done = await turn();
  try {
    return await runWorkerOnce<T>(import.meta.url, 'map-worker', task, transfer);
  } finally {
    done();
  }
}
