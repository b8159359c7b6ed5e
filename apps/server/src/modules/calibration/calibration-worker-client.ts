import { availableParallelism } from 'node:os';
import { createTurns, runWorkerOnce } from '../../workers/worker-thread';
import type { CalibrationTask } from './calibration-tasks';

/** Calibrations at once; more wait their turn (each holds its images and OpenCV's heap). */
const turn = createTurns(Math.max(1, Math.min(3, availableParallelism() - 1)));

/** Runs one solver task in a fresh worker thread (OpenCV.js loads there, ~1 s). */
export async function runCalibrationTask<T>(
  task: CalibrationTask,
  transfer: ArrayBuffer[] = [],
): Promise<T> {
  const done = await turn();
  try {
    return await runWorkerOnce<T>(import.meta.url, 'calibration-worker', task, transfer);
  } finally {
    done();
  }
}
