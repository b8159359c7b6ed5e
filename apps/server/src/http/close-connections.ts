import type { FastifyInstance } from 'fastify';

/**
 * Closing the studio ends every keep-alive connection as soon as it is idle.
 *
 * Fastify closes the connections that are idle when closing begins (`forceCloseConnections:
 * 'idle'`) and leaves the rest to finish their answers. A connection whose answer ends a moment
 * later then stays open for its keep-alive (Fastify's 72 s), and the close, a restart or a
 * deploy's SIGTERM waits that long for a client that got everything it asked for. So while the
 * server closes, idle connections are closed again every 50 ms until none is left.
 */
export function closeConnectionsWhenIdle(app: FastifyInstance): void {
  app.addHook('preClose', (done) => {
    const server = app.server;
    if (!server.listening) return done();
    const timer = setInterval(() => server.closeIdleConnections(), 50);
    timer.unref();
    server.once('close', () => clearInterval(timer));
    done();
  });
}
