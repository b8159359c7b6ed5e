import type { FromChild, MemorySample, ToChild } from './child';

/** The server side of startProcess: answers memory samples and closes on request. */
export function serveIpc<Info>(handlers: { connections(): number; close(): Promise<void> }): {
  ready(info: Info): void;
  fail(error: unknown): never;
} {
  const send = (message: FromChild<Info>) => process.send!(message);
  process.on('message', (message: ToChild) => {
    if (message.type === 'memory') {
      void sample(handlers.connections()).then((sample) => send({ type: 'memory', sample }));
    } else if (message.type === 'close') {
      void handlers
        .close()
        .catch((error: unknown) => console.error(error))
        .finally(() => process.exit(0));
    }
  });
  // Without the parent there is nobody to measure for.
  process.on('disconnect', () => process.exit(0));
  return {
    ready: (info) => send({ type: 'ready', info }),
    fail(error) {
      send({ type: 'failed', message: error instanceof Error ? error.stack! : String(error) });
      process.exit(1);
    },
  };
}

async function sample(connections: number): Promise<MemorySample> {
  const gc = (globalThis as { gc?: () => void }).gc;
  // A few collections, with turns of the event loop between, so freed buffers are gone too.
  for (let i = 0; i < 3; i++) {
    gc?.();
    await new Promise<void>((resolve) => setTimeout(resolve, 50));
  }
  const { rss, heapUsed, external } = process.memoryUsage();
  return { rss, heapUsed, external, connections };
}
