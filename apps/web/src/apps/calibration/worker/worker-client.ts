import type {
  Progress,
  TaskInput,
  TaskName,
  TaskOutput,
  WorkerAnswer,
  WorkerRequest,
} from './protocol';

/** What the client needs of a Worker (tests hand in a fake). */
export interface WorkerLike {
  onmessage: ((event: MessageEvent<WorkerAnswer>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  onmessageerror?: ((event: MessageEvent) => void) | null;
  postMessage(message: WorkerRequest, transfer?: Transferable[]): void;
  terminate(): void;
}

export interface RunOptions {
  onProgress?: (progress: Progress) => void;
  /** Buffers handed to the worker rather than copied (the page must not use them after). */
  transfer?: Transferable[];
}

interface Waiting {
  resolve(value: unknown): void;
  reject(error: Error): void;
  onProgress?: (progress: Progress) => void;
}

/** The calibration worker of the built app: OpenCV.js loads there and nowhere else. */
export function startCalibrationWorker(): WorkerLike {
  return new Worker(new URL('./calibration.worker.ts', import.meta.url), {
    type: 'module',
    name: 'calibration',
  }) as unknown as WorkerLike;
}

/**
 * The page's side of the calibration worker: each task a promise, its progress a callback.
 * The worker starts with the first task (a page that is only looked at loads no OpenCV). A
 * worker that cannot start, or dies, fails every task waiting with a sentence saying so; the
 * next task starts a new one.
 */
export class CalibrationWorkerClient {
  private worker: WorkerLike | null = null;
  private seq = 0;
  private readonly waiting = new Map<number, Waiting>();

  constructor(private readonly start: () => WorkerLike = startCalibrationWorker) {}

  /** Tasks sent and not answered yet. */
  get pending(): number {
    return this.waiting.size;
  }

  run<K extends TaskName>(
    task: K,
    input: TaskInput<K>,
    options: RunOptions = {},
  ): Promise<TaskOutput<K>> {
    const worker = this.ensureWorker();
    const seq = ++this.seq;
    return new Promise<TaskOutput<K>>((resolve, reject) => {
      this.waiting.set(seq, {
        resolve: resolve as (value: unknown) => void,
        reject,
        onProgress: options.onProgress,
      });
      try {
        worker.postMessage({ seq, task, input } as WorkerRequest, options.transfer ?? []);
      } catch (error) {
        // Something that cannot be cloned: a page bug, said as it is.
        this.waiting.delete(seq);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }

  /**
   * Stops the worker (its memory and OpenCV go with it); tasks still waiting fail. A later task
   * starts a new one, so a page that mounts again (StrictMode does) keeps a working client.
   */
  dispose(): void {
    this.stop(new Error('The calibration page was closed.'));
  }

  private ensureWorker(): WorkerLike {
    if (this.worker) return this.worker;
    const worker = this.start();
    worker.onmessage = (event) => this.answer(event.data);
    worker.onerror = (event) => {
      event.preventDefault?.();
      const why = event.message ? `: ${event.message}` : '';
      this.stop(
        new Error(
          `The calibration worker stopped${why}. Reload the page; if it happens again, this browser may block WebAssembly.`,
        ),
      );
    };
    worker.onmessageerror = () =>
      this.stop(new Error('The calibration worker sent an answer the page could not read.'));
    this.worker = worker;
    return worker;
  }

  private answer(answer: WorkerAnswer): void {
    const waiting = this.waiting.get(answer.seq);
    if (!waiting) return;
    if (answer.kind === 'progress') {
      const { stage, done, total } = answer;
      waiting.onProgress?.({ stage, done, total });
      return;
    }
    this.waiting.delete(answer.seq);
    if (answer.kind === 'done') waiting.resolve(answer.value);
    else waiting.reject(new Error(answer.message));
  }

  private stop(error: Error): void {
    this.worker?.terminate();
    this.worker = null;
    const waiting = [...this.waiting.values()];
    this.waiting.clear();
    for (const task of waiting) task.reject(error);
  }
}
