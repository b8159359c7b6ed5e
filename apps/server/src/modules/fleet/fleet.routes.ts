import { API } from '@ads/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/auth';
import { ok, route } from '../../http/route';
import type { FleetService } from './fleet.service';
import { toFleetEvent } from './fleet.view';

/** FMS: the fleet list (polled by the fleet page), a vehicle's track and its audit trail. */
export function fleetRoutes(app: FastifyInstance, deps: { fleet: FleetService }): void {
  const { fleet } = deps;

  route(app, API.fleet, async ({ request }) => ok(await fleet.list(actorOf(request))));

  route(app, API.fleetTrack, async ({ request, params, query }) =>
    ok(await fleet.track(actorOf(request), params.pc_id, query)),
  );

  route(app, API.fleetEvents, async ({ request, params, query }) => {
    const rows = await fleet.events(actorOf(request), params.pc_id, query.limit, query.before);
    return ok(rows.map(toFleetEvent));
  });
}
