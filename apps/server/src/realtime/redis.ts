import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { Server } from 'socket.io';

/**
 * With REDIS_URL, instances share rooms through Redis pub/sub: a message to a room reaches its
 * members on every instance, and `fetchSockets`/`disconnectSockets` ask all of them.
 * Returns what closes the two connections.
 */
export function useRedisAdapter(
  io: Server,
  options: { url: string; key?: string | undefined; log(error: unknown): void },
): () => Promise<void> {
  const pub = new Redis(options.url, { lazyConnect: false });
  const sub = pub.duplicate();
  // ioredis reconnects on its own; an 'error' event without a listener would only be noise.
  pub.on('error', options.log);
  sub.on('error', options.log);
  io.adapter(createAdapter(pub, sub, { key: options.key ?? 'socket.io' }));
  return async () => {
    await Promise.allSettled([pub.quit(), sub.quit()]);
  };
}
