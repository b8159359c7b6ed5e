import { parentPort, workerData } from 'node:worker_threads';
import { loadController, SANDBOX_LIMITS, SandboxError } from '@ads/controller-sandbox';
import { type EpisodeSpec, runEpisode, sampleDrivingMap } from '@ads/driving-sim';
import { BACKGROUND_NICE, runInBackground } from '../../workers/background-priority';
import { currentThreadId, threadCpuClock } from '../../workers/thread-cpu-clock';
import type { EpisodeAnswer, EpisodeOutcome, EpisodeTask } from './episode-tasks';

// The server's requests come first: this thread runs at a low CPU priority. So the learner's
// time limits count this thread's CPU time, not the time it waits for a core: the same code
// scores the same on a busy server (the sandbox's `cpuMs`).
runInBackground(BACKGROUND_NICE.episodes);
const cpu = threadCpuClock();

// One submission per worker thread (episode-worker-client.ts starts it, and terminates it when
// it overruns its budget: QuickJS cannot be interrupted inside a native built-in).
const post = (answer: EpisodeAnswer) => parentPort!.postMessage(answer);
// The client counts the evaluation's budget in this thread's CPU time, read by its id.
post({ kind: 'thread', tid: currentThreadId() });

/** An episode that never started: the code did not load. */
function unloaded(message: string): EpisodeOutcome {
  return {
    end: 'error',
    message,
    completion: 0,
    timeS: 0,
    penalties: { laneDepartures: 0, redLights: 0, collisions: 0, seconds: 0 },
    events: [{ t: 0, kind: 'error', at: 0, detail: message }],
    trace: { hz: 5, x: [], y: [], yaw: [], speed: [] },
    path: { x: [], y: [] },
    log: [],
  };
}

async function run(task: EpisodeTask): Promise<EpisodeOutcome[]> {
  const map = sampleDrivingMap();
  const outcomes: EpisodeOutcome[] = [];
  for (const [i, episode] of task.episodes.entries()) {
    // A fresh sandbox per episode: nothing a controller keeps carries into the next one.
    const controller = await loadController(task.source, SANDBOX_LIMITS, cpu?.now).catch(
      (error: unknown) => {
        if (error instanceof SandboxError) return error;
        throw error;
      },
    );
    if (controller instanceof SandboxError) {
      outcomes.push(unloaded(controller.message));
    } else {
      const spec: EpisodeSpec = { map, ...episode };
      try {
        outcomes.push({
          ...runEpisode(spec, (obs) => controller.control(obs)),
          log: [...controller.log],
        });
      } finally {
        controller.dispose();
      }
    }
    post({ kind: 'progress', done: i + 1, total: task.episodes.length });
  }
  return outcomes;
}

run(workerData as EpisodeTask)
  .then(
    (value) => post({ kind: 'done', value }),
    (error: unknown) =>
      post({ kind: 'error', message: error instanceof Error ? error.message : String(error) }),
  )
  .finally(() => cpu?.close());
