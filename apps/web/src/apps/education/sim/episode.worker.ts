import type { WorkerAnswer, WorkerRequest } from './protocol';
import { sceneOfEpisode } from './scene';
import { tryEpisode } from './try-episode';

// The learner's code runs here, never on the page: QuickJS cannot be interrupted inside a
// native built-in, so the page terminates this worker when a Try overruns (episode-client.ts).
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(answer: WorkerAnswer): void;
};

const post = (answer: WorkerAnswer) => scope.postMessage(answer);

scope.onmessage = (event) => {
  const request = event.data;
  const { seq } = request;
  const failed = (error: unknown) =>
    post({ type: 'failed', seq, message: error instanceof Error ? error.message : String(error) });
  if (request.type === 'scene') {
    try {
      post({ type: 'scene', seq, scene: sceneOfEpisode(request.episode) });
    } catch (error) {
      failed(error);
    }
    return;
  }
  tryEpisode(request.source, request.episode, {
    scene: (scene) => post({ type: 'scene', seq, scene }),
    frames: (frames) => post({ type: 'frames', seq, frames }),
  }).then((result) => post({ type: 'result', seq, result }), failed);
};
