import type { EduEpisode } from '@ads/contract';
import { i18n } from '../../../lib/i18n';
import type { Frame, Scene, TryResult, WorkerAnswer, WorkerRequest } from './protocol';

/** The page's own sentences about the worker, in the language shown when they are said. */
const text = i18n.getFixedT(null, 'education');

/**
 * A Try may use the sandbox's computing budget for an episode (60 s) plus the map and the
 * WebAssembly's start; past this the worker is ended, as the server ends its evaluation's.
 */
export const TRY_WALL_MS = 75_000;

export interface TryHandlers {
  scene(scene: Scene): void;
  frames(frames: Frame[]): void;
}

export type TryEnd = { kind: 'result'; result: TryResult } | { kind: 'failed'; message: string };

type Listener = (answer: WorkerAnswer) => void;

/**
 * The page's side of the episode worker: one worker, started on the first request and kept
 * for the next; a Try that overruns or is stopped ends it (QuickJS cannot be interrupted in a
 * native built-in), and the next request starts a fresh one.
 */
export class EpisodeClient {
  private worker: Worker | null = null;
  private seq = 0;
  private readonly listeners = new Map<number, Listener>();

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./episode.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<WorkerAnswer>) =>
      this.listeners.get(event.data.seq)?.(event.data);
    worker.onerror = (event) => {
      event.preventDefault();
      this.end(text('try.workerFailed', { reason: event.message || text('try.scriptFailed') }));
    };
    this.worker = worker;
    return worker;
  }

  /** Ends the worker; every request waiting on it fails with `message`. */
  private end(message: string) {
    this.worker?.terminate();
    this.worker = null;
    for (const [seq, listener] of [...this.listeners]) listener({ type: 'failed', seq, message });
    this.listeners.clear();
  }

  private send(request: WorkerRequest, listener: Listener) {
    this.listeners.set(request.seq, listener);
    if (typeof Worker === 'undefined') {
      this.end(text('try.noWorker'));
      return;
    }
    this.start().postMessage(request);
  }

  /** What an episode is drawn on (the replay's background). */
  scene(episode: EduEpisode): Promise<Scene> {
    const seq = ++this.seq;
    return new Promise((resolve, reject) => {
      this.send({ type: 'scene', seq, episode }, (answer) => {
        this.listeners.delete(seq);
        if (answer.type === 'scene') resolve(answer.scene);
        else reject(new Error(answer.type === 'failed' ? answer.message : text('try.noScene')));
      });
    });
  }

  /** Runs the code through one episode; `stop` ends it at once (the worker with it). */
  try(
    source: string,
    episode: EduEpisode,
    on: TryHandlers,
  ): { done: Promise<TryEnd>; stop(): void } {
    const seq = ++this.seq;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = new Promise<TryEnd>((resolve) => {
      const finish = (end: TryEnd) => {
        clearTimeout(timer);
        this.listeners.delete(seq);
        resolve(end);
      };
      this.send({ type: 'try', seq, episode, source }, (answer) => {
        if (answer.type === 'scene') on.scene(answer.scene);
        else if (answer.type === 'frames') on.frames(answer.frames);
        else if (answer.type === 'result') finish({ kind: 'result', result: answer.result });
        else finish({ kind: 'failed', message: answer.message });
      });
      timer = setTimeout(
        () => this.end(text('try.tooLong', { seconds: TRY_WALL_MS / 1000 })),
        TRY_WALL_MS,
      );
    });
    return { done, stop: () => this.end(text('try.stopped')) };
  }

  dispose() {
    this.end(text('try.closed'));
  }
}
