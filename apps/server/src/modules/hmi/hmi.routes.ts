import { API } from '@ads/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf, bearer } from '../../http/auth';
import { ok, route } from '../../http/route';
import { sendMapFile, toMapSummary } from '../map';
import type { HmiService } from './hmi.service';

const H = API.hmi;

/**
 * HMI's calls (issue 16), and FMS's read of the map a vehicle drives on (the same rule as the
 * agent's): thin; the rules are hmi.service.ts's.
 */
export function hmiRoutes(app: FastifyInstance, deps: { hmi: HmiService }): void {
  const { hmi } = deps;

  route(app, H.vehicles, async ({ request, query }) =>
    ok(await hmi.vehicles(actorOf(request), query.project_id)),
  );
  route(app, H.maps, async ({ request, query }) =>
    ok((await hmi.maps(actorOf(request), query.project_id)).map(toMapSummary)),
  );
  route(app, H.mapOsm, async ({ request, params, reply }) =>
    sendMapFile(reply, await hmi.mapOsm(actorOf(request), params.id)),
  );
  // PUBLIC in the table: the bearer is a PC token, which the service reads itself.
  route(app, H.agentMapOsm, async ({ request, params, reply }) =>
    sendMapFile(reply, await hmi.agentMapOsm(bearer(request), params.id)),
  );
  // FMS's call: the map a vehicle drives on, for whoever sees the vehicle in the fleet.
  route(app, API.fleetMapOsm, async ({ request, params, reply }) =>
    sendMapFile(reply, await hmi.fleetMapOsm(actorOf(request), params.pc_id, params.id)),
  );
}
