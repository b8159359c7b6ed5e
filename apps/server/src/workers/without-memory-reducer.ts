import { setFlagsFromString } from 'node:v8';
import type { Worker } from 'node:worker_threads';

/** Threads being started with the flag off; it is turned back on when the last is up. */
let starting = 0;

/**
 * Starts a worker thread (`start` calls `new Worker`) whose V8 heap has no memory reducer.
 *
 * The reducer collects an idle heap in its memory-reducing mode, and that mode does not keep
 * alive the maps (object shapes) that optimised code was compiled against: every function
 * compiled for them is thrown away. A kept map thread, idle between two saves, lost its whole
 * compiled parser and validator that way (63–111 functions deoptimised for "weak objects" by
 * the one idle collection): the first save of the 5,000-lanelet district after an idle minute
 * took 585–750 ms with the reducer, 337–441 ms without (ADR 19). Without the reducer an idle thread keeps its
 * heap as its last task left it (about 100 MB committed after a 5,000-lanelet save, 10 MB
 * once reduced): the price of a warm save.
 *
 * V8 reads the flag once, when an isolate's heap is set up, so it is turned off only while the
 * thread starts and on again once it runs (`online`): the server's own heap, and threads started
 * later, keep their reducer. Threads started meanwhile go without one too (a one-task thread
 * never idles long enough for it to matter). `setFlags` is V8's own setter; a test hears it.
 */
export function startWithoutMemoryReducer(
  start: () => Worker,
  setFlags: (flags: string) => void = setFlagsFromString,
): Worker {
  if (starting++ === 0) setFlags('--no-memory-reducer');
  const restore = () => {
    if (--starting === 0) setFlags('--memory-reducer');
  };
  let worker: Worker;
  try {
    worker = start();
  } catch (error) {
    restore();
    throw error;
  }
  let restored = false;
  const once = () => {
    if (restored) return;
    restored = true;
    restore();
  };
  worker.once('online', once);
  worker.once('error', once);
  worker.once('exit', once);
  return worker;
}
