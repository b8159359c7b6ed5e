import { type FastifyInstance, LogController } from 'fastify';

/** A request slower than this is logged at warn whatever its status. */
export const SLOW_REQUEST_MS = 1_000;

/**
 * One line per request, at the level an operator needs (issue 30: production logged two info
 * lines for every request, 3,613 lines in 25 minutes, most of them a 5 s poll): a 5xx at error,
 * a slow request at warn, everything routine (2xx–4xx in time) at debug, so LOG_LEVEL=debug
 * still shows every request. Fastify's own "incoming request" / "request completed" pair is off
 * (`quietRequests`); an unhandled error keeps its stack in the error handler's line.
 */
export function logRequests(app: FastifyInstance): void {
  // A callback hook (every request runs it; an async one costs a promise each).
  app.addHook('onResponse', (request, reply, done) => {
    const ms = Math.round(reply.elapsedTime);
    const line = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms,
    };
    if (reply.statusCode >= 500) request.log.error(line, 'request failed');
    else if (ms >= SLOW_REQUEST_MS) request.log.warn(line, 'slow request');
    else request.log.debug(line, 'request');
    done();
  });
}

/** Fastify's `logController` without its own two lines per request: logRequests says one. */
export const quietRequests = () => new LogController({ disableRequestLogging: true });
