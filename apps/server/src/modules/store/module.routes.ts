import { API } from '@ads/contract';
import type { FastifyInstance } from 'fastify';
import { ok, route } from '../../http/route';
import type { ModuleCatalogue } from './module-catalogue';

/**
 * The launcher's catalogue and the archives its agents download (PUBLIC, ADR 7), read from IP
 * Repository: the list, one version by name, and an archive by its file name with its
 * Content-Length (for the agent's progress) and sha256.
 */
export function moduleRoutes(app: FastifyInstance, deps: { catalogue: ModuleCatalogue }): void {
  const { catalogue } = deps;

  route(app, API.modules, async ({ reply }) => {
    reply.type('application/json; charset=utf-8');
    return catalogue.listAnswer();
  });
  route(app, API.moduleVersion, async ({ params }) =>
    ok(await catalogue.version(params.name, params.version)),
  );
  route(app, API.moduleArtifact, async ({ params, reply }) => {
    const archive = await catalogue.archive(params.file);
    return reply
      .type(archive.file.endsWith('.js') ? 'application/javascript' : 'application/octet-stream')
      .header('content-length', archive.size)
      .header('content-disposition', `attachment; filename="${archive.file}"`)
      .header('x-content-sha256', archive.sha256)
      .send(archive.body);
  });
}
