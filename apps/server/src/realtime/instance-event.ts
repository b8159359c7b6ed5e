import type { Server } from 'socket.io';

/**
 * An event with a payload for the other server instances (socket.io's server-side emit through
 * the Redis adapter). Sending resolves once every other instance has heard it, so what it says
 * holds on the caller's next request wherever the load balancer sends it; an instance that does
 * not answer within the adapter's request timeout does not stall the caller longer (the
 * listeners bound what they could miss by other means, such as a cache's time to live).
 */
export function instanceEvent<T>(
  io: Server,
  name: string,
  options: { onHeard(payload: T): void; log(error: unknown): void },
): (payload: T) => Promise<void> {
  io.on(name, (payload: T, ack?: unknown) => {
    options.onHeard(payload);
    if (typeof ack === 'function') (ack as (answer: boolean) => void)(true);
  });
  return async (payload) => {
    try {
      await io.serverSideEmitWithAck(name, payload);
    } catch (error) {
      options.log(error);
    }
  };
}
