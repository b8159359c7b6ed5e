import { type SplatDrawn, SplatWorkerHandler, type ToSplatWorker } from './point-splat-worker';

// The splat worker's shell: messages in, frames drawn told back with their spare buffers
// transferred (point-splat-worker.ts).
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ToSplatWorker>) => void) | null;
  postMessage(answer: SplatDrawn, transfer: Transferable[]): void;
};

const handler = new SplatWorkerHandler();
scope.onmessage = (event) => {
  const answer = handler.handle(event.data);
  if (!answer) return;
  const { spare } = answer;
  scope.postMessage(answer, spare ? [spare.positions.buffer, spare.colors.buffer] : []);
};
