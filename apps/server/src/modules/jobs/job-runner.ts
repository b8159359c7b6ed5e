import { randomUUID } from 'node:crypto';
import type { ClaimedJob, JobRepo } from './job.repo';

/** A failure that a retry cannot mend (bad input): the job fails at once with this sentence. */
export class JobFailure extends Error {}

export interface JobContext {
  /** The job's attempt, from 1. */
  attempt: number;
  /** Records progress (0..1) and what is being done; written with the next lease renewal. */
  progress(fraction: number, message?: string): void;
  /** Aborted when the runner stops or the lease was lost: stop soon, the job runs again. */
  signal: AbortSignal;
}

export interface JobHandler {
  run(payload: Record<string, unknown>, context: JobContext): Promise<void>;
  /** The job failed for good (a JobFailure, or out of attempts): record why. */
  failed?(payload: Record<string, unknown>, message: string): Promise<void>;
}

export interface JobRunnerOptions {
  /** How long a claimed job is this instance's without a renewal. */
  leaseMs: number;
  /** How often a running job's lease is renewed and its progress written. */
  beatMs: number;
  /** How often an idle runner looks for work (a job added here wakes it at once). */
  pollMs: number;
}

export const JOB_DEFAULTS: JobRunnerOptions = { leaseMs: 15_000, beatMs: 1_000, pollMs: 1_000 };

/**
 * Runs the jobs of the registered kinds, one at a time on this instance (the heavy work runs in
 * a worker thread of its handler). Every instance runs one; the database decides who takes what.
 * A job of a stopped instance is taken again once its lease runs out; stopping gracefully puts
 * the running job back in the queue at once.
 */
export function createJobRunner(deps: {
  repo: JobRepo;
  options?: Partial<JobRunnerOptions>;
  warn(message: string, error?: unknown): void;
}) {
  const options = { ...JOB_DEFAULTS, ...deps.options };
  const { repo } = deps;
  const owner = randomUUID();
  const handlers = new Map<string, JobHandler>();
  /** Who hears that the queue of a kind changed on this instance (a push, not a poll). */
  const watchers = new Set<(kind: string) => void>();
  const changed = (kind: string) => {
    for (const watcher of watchers) {
      try {
        watcher(kind);
      } catch (error) {
        deps.warn('jobs: a queue watcher failed', error);
      }
    }
  };
  let stopped = true;
  let wake: (() => void) | undefined;
  let loop: Promise<void> | undefined;
  let current: AbortController | undefined;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        wake = undefined;
        resolve();
      }, ms);
      wake = () => {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      };
    });

  async function runOne(job: ClaimedJob): Promise<void> {
    const handler = handlers.get(job.kind)!;
    const abort = new AbortController();
    current = abort;
    let progress = 0;
    let message = 'Started.';
    const beat = setInterval(() => {
      repo
        .beat(job.id, owner, options.leaseMs, progress, message)
        .then((mine) => {
          if (!mine) abort.abort(new Error('The job was taken over or cancelled.'));
          else changed(job.kind);
        })
        .catch((error) => deps.warn(`jobs: job ${job.id}'s lease could not be renewed`, error));
    }, options.beatMs);
    // A handler that does not heed the signal must not hold the runner (or a shutdown).
    const aborted = new Promise<never>((_resolve, reject) =>
      abort.signal.addEventListener('abort', () => reject(abort.signal.reason as Error)),
    );
    aborted.catch(() => undefined);
    try {
      const work = handler.run(job.payload, {
        attempt: job.attempts,
        signal: abort.signal,
        progress(fraction, text) {
          progress = Math.min(1, Math.max(0, fraction));
          if (text !== undefined) message = text;
        },
      });
      await Promise.race([work, aborted]);
      clearInterval(beat);
      await repo.finish(job.id, owner, 'done', 'Done.');
      changed(job.kind);
    } catch (error) {
      clearInterval(beat);
      if (abort.signal.aborted) {
        // Stopping (or lost): another instance, or this one after a restart, runs it again.
        if (stopped) await repo.release(job.id, owner, 'Interrupted; will resume.');
        changed(job.kind);
        return;
      }
      const text = error instanceof Error ? error.message : String(error);
      const final = error instanceof JobFailure || job.attempts >= job.max_attempts;
      if (!(error instanceof JobFailure))
        deps.warn(`jobs: job ${job.id} (${job.kind}) failed`, error);
      await repo.finish(job.id, owner, final ? 'failed' : 'queued', text);
      if (final) await handler.failed?.(job.payload, text);
      changed(job.kind);
    } finally {
      current = undefined;
    }
  }

  async function work(): Promise<void> {
    while (!stopped) {
      let job: ClaimedJob | null = null;
      try {
        job = await repo.claim([...handlers.keys()], owner, options.leaseMs);
      } catch (error) {
        deps.warn('jobs: the queue could not be read', error);
      }
      if (job && !stopped) {
        changed(job.kind);
        await runOne(job);
      } else if (!stopped) await sleep(options.pollMs);
    }
  }

  return {
    register(kind: string, handler: JobHandler) {
      handlers.set(kind, handler);
    },
    async add(kind: string, payload: Record<string, unknown>, maxAttempts = 3): Promise<number> {
      const id = await repo.add(kind, payload, maxAttempts);
      wake?.();
      changed(kind);
      return id;
    },
    /**
     * Hears each change of the queue this instance makes (a job added, taken, its progress
     * written, finished, put back) with the job's kind; returns the unsubscribe. Changes other
     * instances make are theirs to announce.
     */
    watch(listener: (kind: string) => void): () => void {
      watchers.add(listener);
      return () => void watchers.delete(listener);
    },
    start() {
      if (!stopped) return;
      stopped = false;
      loop = work();
    },
    /** Stops taking jobs; a running one is interrupted and queued again. */
    async stop() {
      stopped = true;
      current?.abort(new Error('The server is stopping.'));
      wake?.();
      await loop;
    },
    repo,
  };
}
export type JobRunner = ReturnType<typeof createJobRunner>;
