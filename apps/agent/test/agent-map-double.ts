import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateDistrict, type MapProjector, writeOsm } from '@ads/lanelet2';
import { AGENT_MAP_HEADERS } from '../src/vehicle/map-loader';

/*
 * A TEST DOUBLE of the studio's `GET /api/agent/map/:id/osm` (issue 16), for the agent's unit
 * tests of map loading only: it speaks the route's contract as the agent reads it (the PC token
 * as bearer; the map's OSM XML in the Autoware flavour as text with `X-Map-Name` URI-encoded,
 * `X-Map-Version` and `X-Map-Projector` as JSON; 404 when the PC's projects do not hold the
 * map). The real route lives in the server and is tested end to end with it, not with this.
 */

export interface DoubleMap {
  name: string;
  version: number;
  projector: MapProjector;
  xml: string;
}

/** A small district of `lanelets` lanelets around `origin`, as the studio would export it. */
export function districtMap(
  name: string,
  origin: { lat: number; lon: number },
  lanelets = 16,
  version = 3,
): DoubleMap {
  const projector: MapProjector = {
    projector_type: 'LocalCartesianUTM',
    map_origin: { latitude: origin.lat, longitude: origin.lon, altitude: 0 },
  };
  const { doc } = generateDistrict({ lanelets, seed: 7, projector, origin });
  return { name, version, projector, xml: writeOsm(doc, projector, 'autoware') };
}

export interface MapRouteDouble {
  url: string;
  /** The maps this PC's projects hold, by id. */
  maps: Map<number, DoubleMap>;
  /** Requests seen: path and bearer. */
  requests: Array<{ path: string; bearer: string | null }>;
  close(): Promise<void>;
}

export async function startMapRouteDouble(token: string): Promise<MapRouteDouble> {
  const maps = new Map<number, DoubleMap>();
  const requests: MapRouteDouble['requests'] = [];
  const server: Server = createServer((request, response) => {
    const auth = request.headers.authorization ?? null;
    const bearer = auth?.startsWith('Bearer ') ? auth.slice(7) : null;
    requests.push({ path: request.url ?? '', bearer });
    const match = /^\/api\/agent\/map\/(\d+)\/osm$/.exec(request.url ?? '');
    if (request.method !== 'GET' || !match) {
      response.writeHead(404, { 'content-type': 'application/json' });
      return void response.end(JSON.stringify({ success: false, message: 'Not found.' }));
    }
    if (bearer !== token) {
      response.writeHead(401, { 'content-type': 'application/json' });
      return void response.end(JSON.stringify({ success: false, message: 'Unknown PC token.' }));
    }
    const map = maps.get(Number(match[1]));
    if (!map) {
      response.writeHead(404, { 'content-type': 'application/json' });
      return void response.end(JSON.stringify({ success: false, message: 'No such map.' }));
    }
    response.writeHead(200, {
      'content-type': 'application/xml; charset=utf-8',
      [AGENT_MAP_HEADERS.name]: encodeURIComponent(map.name),
      [AGENT_MAP_HEADERS.version]: String(map.version),
      [AGENT_MAP_HEADERS.projector]: JSON.stringify(map.projector),
    });
    response.end(map.xml);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    maps,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
