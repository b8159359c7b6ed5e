import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { Server } from 'socket.io';

/** How long a starting instance waits for its subscriptions before it speaks anyway. */
const SUBSCRIBED_WITHIN_MS = 5_000;

/**
 * With REDIS_URL, instances share rooms through Redis pub/sub: a message to a room reaches its
 * members on every instance, and `fetchSockets`/`disconnectSockets` ask all of them.
 * `subscribed` resolves once the adapter's subscriptions hold (or after 5 s): what this
 * instance asks before then may be answered while it is not yet listening, and lost (an
 * instance starting on a loaded machine missed every other's agents that way, seen in CI).
 */
export function useRedisAdapter(
  io: Server,
  options: { url: string; key?: string | undefined; log(error: unknown): void },
): { close(): Promise<void>; subscribed: Promise<void> } {
  const pub = new Redis(options.url, { lazyConnect: false });
  const sub = pub.duplicate();
  // ioredis reconnects on its own; an 'error' event without a listener would only be noise.
  pub.on('error', options.log);
  sub.on('error', options.log);
  io.adapter(createAdapter(pub, sub, { key: options.key ?? 'socket.io' }));
  // The adapter subscribed on `sub` as it was made; one connection answers its commands in
  // order, so once a later subscription is confirmed, the adapter's are too.
  const probe = `${options.key ?? 'socket.io'}#subscribed-probe`;
  const confirmed = sub
    .subscribe(probe)
    .then(() => sub.unsubscribe(probe))
    .then(() => undefined, options.log);
  let timer: NodeJS.Timeout | undefined;
  const subscribed = Promise.race([
    confirmed,
    new Promise<void>((resolve) => (timer = setTimeout(resolve, SUBSCRIBED_WITHIN_MS))),
  ]).finally(() => clearTimeout(timer));
  return {
    subscribed,
    async close() {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
