import { API } from '@ads/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/auth';
import { ok, route } from '../../http/route';
import type { RemoteService } from './remote.service';

/** The remote IDE's audit list: thin. */
export function remoteRoutes(app: FastifyInstance, deps: { remote: RemoteService }): void {
  route(app, API.remote.sessions, async ({ request, query }) =>
    ok(await deps.remote.list(actorOf(request), query.pc_id)),
  );
}
