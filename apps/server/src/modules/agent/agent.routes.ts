import { API } from '@ads/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { ok, route } from '../../http/route';
import type { ServedAgentPackage } from './agent-package';

const NOT_BUILT =
  'This studio has no agent package: it is packed by the server build (npm run build).';

/** Whether an If-None-Match header names `etag` (a list, or `*`). */
const matches = (header: string | undefined, etag: string) =>
  !!header && header.split(',').some((tag) => [etag, `W/${etag}`, '*'].includes(tag.trim()));

/**
 * Where the studio's agent package is, and the package itself under its one public name. The
 * name holds the content's hash, so the answer never changes: cached for a year, immutable,
 * with the sha256 as ETag. Any other name is a 404 that names the one served.
 */
export function agentRoutes(app: FastifyInstance, agent: ServedAgentPackage | undefined): void {
  route(app, API.agentPackage, async () => {
    if (!agent) throw notFound(NOT_BUILT);
    const { body: _bytes, ...info } = agent;
    return ok(info);
  });

  route(app, API.agentPackageFile, async ({ params, request, reply }) => {
    if (!agent) throw notFound(NOT_BUILT);
    if (params.file !== agent.file) {
      throw notFound(`No such agent package: this studio serves ${agent.file}.`);
    }
    const etag = `"${agent.sha256}"`;
    reply.header('etag', etag).header('cache-control', 'public, max-age=31536000, immutable');
    if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply
      .type('application/gzip')
      .header('content-length', agent.size)
      .header('content-disposition', `attachment; filename="ads-agent-${agent.version}.tgz"`)
      .send(agent.body);
  });
}
