import type { Endpoint } from '@ads/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface RouteInput<E extends Endpoint> {
  body: Infer<E['body']>;
  query: Infer<E['query']>;
  params: Infer<E['params']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Mounts one endpoint of the contract: its method, path, access and schemas come from the
 * shared table, so the server cannot drift from what the clients are typed against.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (input: RouteInput<E>) => Promise<unknown>,
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { access: endpoint.access, ...(endpoint.app ? { app: endpoint.app } : {}) },
    schema: {
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
    },
    // The handler's own promise, not one more async function around it: every call pays for
    // each promise and turn (issue 33).
    handler: (request, reply) =>
      handler({
        body: request.body as Infer<E['body']>,
        query: request.query as Infer<E['query']>,
        params: request.params as Infer<E['params']>,
        request,
        reply,
      }).then((result) => (reply.sent ? reply : result)),
  });
}

/** A success answer in the envelope. */
export function ok<T>(detail: T, message?: string) {
  return message === undefined ? { success: true, detail } : { success: true, message, detail };
}
