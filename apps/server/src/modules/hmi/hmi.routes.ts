import { API, MAP_FILE_HEADERS } from '@ads/contract';
import type { MapProjector } from '@ads/lanelet2';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { actorOf, bearer } from '../../http/auth';
import { ok, route } from '../../http/route';
import { toMapSummary } from '../map';
import type { HmiService } from './hmi.service';

const H = API.hmi;

/** The map file with what a reader needs to place it: name, version and projector. */
function sendMap(
  reply: FastifyReply,
  file: { map: { name: string }; version: number; bytes: Uint8Array; projector: MapProjector },
) {
  return reply
    .type('text/xml; charset=utf-8')
    .header(MAP_FILE_HEADERS.name, encodeURIComponent(file.map.name))
    .header(MAP_FILE_HEADERS.version, String(file.version))
    .header(MAP_FILE_HEADERS.projector, JSON.stringify(file.projector))
    .header('cache-control', 'private, no-cache')
    .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
}

/** HMI's calls (issue 16): thin; the rules are hmi.service.ts's. */
export function hmiRoutes(app: FastifyInstance, deps: { hmi: HmiService }): void {
  const { hmi } = deps;

  route(app, H.vehicles, async ({ request, query }) =>
    ok(await hmi.vehicles(actorOf(request), query.project_id)),
  );
  route(app, H.maps, async ({ request, query }) =>
    ok((await hmi.maps(actorOf(request), query.project_id)).map(toMapSummary)),
  );
  route(app, H.mapOsm, async ({ request, params, reply }) =>
    sendMap(reply, await hmi.mapOsm(actorOf(request), params.id)),
  );
  // PUBLIC in the table: the bearer is a PC token, which the service reads itself.
  route(app, H.agentMapOsm, async ({ request, params, reply }) =>
    sendMap(reply, await hmi.agentMapOsm(bearer(request), params.id)),
  );
}
