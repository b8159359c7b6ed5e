import type { Server } from 'socket.io';

/**
 * A signal for the other server instances (socket.io's server-side emit through the Redis
 * adapter). `send` resolves once every other instance has heard it, so what the signal says
 * holds on the caller's next request wherever the load balancer sends it; an instance that does
 * not answer within the adapter's request timeout (crashed, cut off) does not stall the caller
 * longer, and the signal's listeners bound what it could miss by other means (a cache's limit).
 */
export function instanceSignal(
  io: Server,
  name: string,
  options: { onHeard(): void; log(error: unknown): void },
): () => Promise<void> {
  io.on(name, (...args: unknown[]) => {
    options.onHeard();
    const ack = args.at(-1);
    if (typeof ack === 'function') (ack as (answer: boolean) => void)(true);
  });
  return async () => {
    try {
      await io.serverSideEmitWithAck(name);
    } catch (error) {
      options.log(error);
    }
  };
}
