import type { TransferListItem, Worker } from 'node:worker_threads';
import { startWithoutMemoryReducer } from '../../workers/without-memory-reducer';
import { startWorker } from '../../workers/worker-thread';
import type { MapTask, MapWorkerReply, MapWorkerRequest } from './map-tasks';

/** What the pool starts its threads with (the map worker's file, found from `here`). */
export interface MapWorkerPoolOptions {
  /** `import.meta.url` of a file beside `map-worker.ts`. */
  here: string;
  /** Threads at most; more tasks wait their turn (each thread holds a whole map in memory). */
  size: number;
  /** A thread with nothing to do this long ends, giving its memory back. */
  idleMs: number;
  /** Threads that never end for being idle (0 by default): one warm for the next save. */
  keep?: number;
}

/**
 * A map thread's young generation, larger than V8's default. A 5,000-lanelet parse and
 * validation allocate heavily, and with the default the save after a first one took 250–380 ms
 * to validate instead of ~110 (timed inside the thread, bench district; as if the first save's
 * survivors were promoted and then collected in the next one's time). With a 64 MB cap the
 * second save runs as the others do. A cap the young space grows to under load, not memory
 * taken at the start.
 */
const YOUNG_GENERATION = { maxYoungGenerationSizeMb: 64 };

interface Thread {
  worker: Worker;
  /** The task it runs, if any. */
  busy: { id: number; resolve(value: unknown): void; reject(error: Error): void } | null;
  idle: ReturnType<typeof setTimeout> | null;
}

interface Waiting {
  task: MapTask;
  transfer: TransferListItem[];
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/**
 * Map worker threads kept between tasks. A thread started per task paid for the thread, for
 * loading the OSM library and for V8 compiling its parser and validator afresh on every save:
 * a 5,000-lanelet save took 12.8× the saxes parse, most of it a cold start (issue 33, ADR 19).
 * A thread kept warm runs the next save at the library's speed. Threads are started on demand
 * (a save checks `startsNow()` first: a free thread takes its file as it arrives), never keep
 * the process alive, and end after `idleMs` without work.
 */
export function createMapWorkerPool(options: MapWorkerPoolOptions) {
  const threads = new Set<Thread>();
  const waiting: Waiting[] = [];
  let nextId = 1;

  const name = 'map-worker';

  function retire(thread: Thread, error: Error) {
    if (!threads.delete(thread)) return;
    if (thread.idle) clearTimeout(thread.idle);
    thread.busy?.reject(error);
    thread.busy = null;
    void thread.worker.terminate();
    pump();
  }

  function idle(thread: Thread) {
    thread.busy = null;
    thread.idle = setTimeout(() => {
      if (thread.busy) return;
      // With no more than `keep` threads left, an idle one waits on instead of ending.
      if (threads.size <= (options.keep ?? 0)) idle(thread);
      else retire(thread, new Error('The map worker ended.'));
    }, options.idleMs);
    thread.idle.unref();
  }

  function start(): Thread {
    // Without V8's memory reducer: its collection of an idle thread threw away the compiled
    // parser and validator, and the next save ran 2–3× slower (without-memory-reducer.ts).
    const worker = startWithoutMemoryReducer(() =>
      startWorker(options.here, name, null, [], YOUNG_GENERATION),
    );
    // A kept thread must not keep the server (or a test) alive once everything else has ended.
    worker.unref();
    const thread: Thread = { worker, busy: null, idle: null };
    worker.on('message', (reply: MapWorkerReply) => {
      const job = thread.busy;
      if (!job || job.id !== reply.id) return;
      if (reply.kind === 'done') job.resolve(reply.value);
      else job.reject(new Error(reply.message));
      idle(thread);
      pump();
    });
    worker.on('error', (error) => retire(thread, error));
    worker.on('exit', (code) =>
      retire(thread, new Error(`The map worker stopped (exit code ${code}).`)),
    );
    threads.add(thread);
    idle(thread);
    return thread;
  }

  function freeThread(): Thread | undefined {
    for (const thread of threads) if (!thread.busy) return thread;
    return threads.size < options.size ? start() : undefined;
  }

  function pump() {
    while (waiting.length > 0) {
      const thread = freeThread();
      if (!thread) return;
      const job = waiting.shift()!;
      if (thread.idle) clearTimeout(thread.idle);
      thread.idle = null;
      const id = nextId++;
      thread.busy = { id, resolve: job.resolve, reject: job.reject };
      const request: MapWorkerRequest = { id, task: job.task };
      thread.worker.postMessage(request, job.transfer);
    }
  }

  return {
    /**
     * Runs one task on a kept thread; the event loop answers other calls meanwhile. Bytes and
     * ports in `transfer` move to the worker (unusable here afterwards).
     */
    run<T>(task: MapTask, transfer: TransferListItem[] = []): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        waiting.push({ task, transfer, resolve: resolve as (value: unknown) => void, reject });
        pump();
      });
    },
    /** Whether a task given now starts at once (a thread is free, or one may be started). */
    startsNow(): boolean {
      if (waiting.length > 0) return false;
      for (const thread of threads) if (!thread.busy) return true;
      return threads.size < options.size;
    },
    /**
     * Starts a thread now if none is free, so a task about to come does not wait for one. The
     * map service no longer calls it (stop 69: a save with no free thread has none to start).
     */
    warm(): void {
      for (const thread of threads) if (!thread.busy) return;
      if (threads.size < options.size) start();
    },
    /** Threads running (busy or idle); for tests. */
    get threads(): number {
      return threads.size;
    },
    /** Ends every thread; tasks running or waiting fail. */
    async close(): Promise<void> {
      const error = new Error('The map workers were closed.');
      for (const job of waiting.splice(0)) job.reject(error);
      await Promise.all(
        [...threads].map(async (thread) => {
          threads.delete(thread);
          if (thread.idle) clearTimeout(thread.idle);
          thread.busy?.reject(error);
          await thread.worker.terminate();
        }),
      );
    },
  };
}
export type MapWorkerPool = ReturnType<typeof createMapWorkerPool>;
