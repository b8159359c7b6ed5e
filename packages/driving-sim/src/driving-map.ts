import type { VehicleMapRef } from '@ads/contract';
import {
  buildLaneletMap,
  type MapProjector,
  type OsmDoc,
  buildRoutingGraph,
  type LaneletMap,
  laneletGeometry,
  makeProjector,
  type MapProjection,
  type RoutingGraph,
  SAMPLE_ROAD_NETWORK,
  sampleRoadNetwork,
  tagOf,
  wayPoints,
} from '@ads/lanelet2';
import { normalizeAngle } from './bicycle';
import type { LatLon } from './geo';

/** A map the vehicle drives on: the studio's reference to it, its document and projector. */
export interface DrivingMap {
  ref: VehicleMapRef;
  doc: OsmDoc;
  projector: MapProjector;
}

/** A vehicle lane (a lanelet of the routing graph) as the sim drives it: flat, by station. */
export interface Lane {
  id: number;
  /** Centreline points (local metres) and their stations (arc length from the start). */
  xs: Float64Array;
  ys: Float64Array;
  ss: Float64Array;
  length: number;
  /** The lanelet's speed_limit, m/s (30 km/h when untagged). */
  limit: number;
  /** The speed its tightest bend allows at the comfort lateral acceleration, capped by `limit`. */
  bendSpeed: number;
  turn: 'left' | 'right' | 'straight' | undefined;
  successors: readonly number[];
  /** Its traffic light, and the station of the stop line on the centreline. */
  light: { light: MapLight; station: number } | null;
}

/** A traffic_light regulatory element: where its stop line and light are, and its approach. */
export interface MapLight {
  id: number;
  /** The stop line's middle; the light's middle (where the HMI draws it), and its lat/lon. */
  stopX: number;
  stopY: number;
  x: number;
  y: number;
  lat: number;
  lon: number;
  /** The approach's axis: east–west or north–south (the phase of the cycle it follows). */
  axis: 'EW' | 'NS';
  /** Its intersection, numbered from 0 (lights close together are one intersection). */
  intersection: number;
}

/** A crosswalk lanelet: pedestrians walk from (ax, ay) to (bx, by) across the road. */
export interface MapCrosswalk {
  id: number;
  ax: number;
  ay: number;
  bx: number;
  by: number;
  length: number;
  /** Its outline (x, y flat) and box, to find where a path crosses it. */
  ring: Float64Array;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** Where the vehicle is put on a map: the start of a lane. */
export interface SpawnPoint {
  lane: number;
  x: number;
  y: number;
  yaw: number;
}

/** The nearest lane to a pose: which, the station on it, and how far and how askew. */
export interface LaneMatch {
  lane: Lane;
  station: number;
  distance: number;
  yaw: number;
}

/** A Lanelet2 map loaded for driving: lanes, lights, crosswalks, kerbs, and lookups. */
export interface SimMap {
  ref: VehicleMapRef;
  projection: MapProjection;
  lanelets: LaneletMap;
  graph: RoutingGraph;
  lanes: Map<number, Lane>;
  lights: MapLight[];
  lightById: Map<number, MapLight>;
  crosswalks: MapCrosswalk[];
  /** road_border and curbstone lines as segments, x1 y1 x2 y2 flat (the lidar's kerbs). */
  borders: Float64Array;
  spawn: SpawnPoint;
  /**
   * The lane nearest to (x, y) within `radius` whose direction agrees with `yaw` within
   * `maxHeading` (any direction when `yaw` is null); a mismatch in heading counts 2 m a radian.
   */
  nearestLane(
    x: number,
    y: number,
    yaw: number | null,
    radius?: number,
    maxHeading?: number,
  ): LaneMatch | null;
  toLatLon(x: number, y: number): LatLon;
  toLocal(lat: number, lon: number): { x: number; y: number };
}

/** Untagged lanelets: an urban default. */
const DEFAULT_LIMIT_KMH = 30;
/** Comfort lateral acceleration, m/s² (the same as the ego's planner). */
const LATERAL_ACCEL = 2;
/** Lane lookups bin the centrelines' segments in cells this wide, metres. */
const CELL = 10;
/** Lights whose stop-line–light midpoints lie this close form one intersection. */
const INTERSECTION_RADIUS = 30;
/**
 * The sample network's spawn: the eastbound outer lane leaving the west edge on its second
 * row (generateDistrict's lane width 3.5 m, box 13 m, rows 110 m apart for seed 16), so the
 * patrol loop turns right round the south-west block and passes its traffic lights.
 */
const SAMPLE_SPAWN = { x: 15, y: 104.75, yaw: 0 } as const;

/** The built-in sample road network around `origin`, as a DrivingMap. */
export function sampleDrivingMap(origin: LatLon = SAMPLE_ROAD_NETWORK.origin): DrivingMap {
  const { doc, projector } = sampleRoadNetwork(origin);
  return {
    ref: {
      source: 'sample',
      name: SAMPLE_ROAD_NETWORK.name,
      origin: { lat: origin.lat, lon: origin.lon },
    },
    doc,
    projector,
  };
}

/** Reads a DrivingMap into what the sim drives on; throws an Error when it has no lanes. */
export function loadDrivingMap(source: DrivingMap): SimMap {
  const lanelets = buildLaneletMap(source.doc);
  const graph = buildRoutingGraph(lanelets);
  const projection = makeProjector(source.projector);
  const lanes = new Map<number, Lane>();
  for (const id of graph.laneletIds) {
    const lane = readLane(lanelets, graph, id);
    if (lane) lanes.set(id, lane);
  }
  if (lanes.size === 0) throw new Error('The map has no lanes a vehicle may drive.');
  const lights = readLights(lanelets, lanes, projection);
  const grid = laneGrid(lanes);
  const nearestLane: SimMap['nearestLane'] = (x, y, yaw, radius = 10, maxHeading = Math.PI / 2) =>
    findNearestLane(grid, x, y, yaw, radius, maxHeading);
  const spawn = chooseSpawn(source.ref, lanes, nearestLane);
  return {
    ref: source.ref,
    projection,
    lanelets,
    graph,
    lanes,
    lights,
    lightById: new Map(lights.map((light) => [light.id, light])),
    crosswalks: readCrosswalks(lanelets),
    borders: readBorders(lanelets),
    spawn,
    nearestLane,
    toLatLon(x, y) {
      const { lat, lon } = projection.reverse(x, y, 0);
      return { lat, lon };
    },
    toLocal(lat, lon) {
      const { x, y } = projection.forward(lat, lon, 0);
      return { x, y };
    },
  };
}

function readLane(map: LaneletMap, graph: RoutingGraph, id: number): Lane | null {
  const geometry = laneletGeometry(map, id);
  const lanelet = map.lanelets.get(id);
  if (!geometry || !lanelet) return null;
  // Drop repeated points: a zero-length segment has no direction.
  const points = geometry.centerline.filter(
    (p, i, all) => i === 0 || Math.hypot(p.x - all[i - 1]!.x, p.y - all[i - 1]!.y) > 1e-3,
  );
  if (points.length < 2) return null;
  const xs = new Float64Array(points.length);
  const ys = new Float64Array(points.length);
  const ss = new Float64Array(points.length);
  points.forEach((p, i) => {
    xs[i] = p.x;
    ys[i] = p.y;
    if (i > 0) ss[i] = ss[i - 1]! + Math.hypot(p.x - xs[i - 1]!, p.y - ys[i - 1]!);
  });
  const length = ss[points.length - 1]!;
  const kmh =
    lanelet.speedLimit !== undefined && lanelet.speedLimit > 0 ? lanelet.speedLimit : undefined;
  const limit = (kmh ?? DEFAULT_LIMIT_KMH) / 3.6;
  // The tightest bend: heading change over arc length between consecutive segments.
  let curvature = 0;
  for (let i = 1; i + 1 < points.length; i += 1) {
    const a = Math.atan2(ys[i]! - ys[i - 1]!, xs[i]! - xs[i - 1]!);
    const b = Math.atan2(ys[i + 1]! - ys[i]!, xs[i + 1]! - xs[i]!);
    const ds = (ss[i + 1]! - ss[i - 1]!) / 2;
    if (ds > 0) curvature = Math.max(curvature, Math.abs(normalizeAngle(b - a)) / ds);
  }
  const bendSpeed = curvature > 0 ? Math.min(limit, Math.sqrt(LATERAL_ACCEL / curvature)) : limit;
  return {
    id,
    xs,
    ys,
    ss,
    length,
    limit,
    bendSpeed,
    turn: lanelet.turnDirection,
    successors: graph.successors(id),
    light: null,
  };
}

/** The point and direction at `station` along a lane (clamped to it). */
export function lanePoint(lane: Lane, station: number): { x: number; y: number; yaw: number } {
  const { xs, ys, ss } = lane;
  const last = ss.length - 1;
  const s = Math.min(lane.length, Math.max(0, station));
  let low = 0;
  let high = last - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (ss[middle]! <= s) low = middle;
    else high = middle - 1;
  }
  const span = ss[low + 1]! - ss[low]!;
  const t = span > 0 ? (s - ss[low]!) / span : 0;
  const dx = xs[low + 1]! - xs[low]!;
  const dy = ys[low + 1]! - ys[low]!;
  return { x: xs[low]! + dx * t, y: ys[low]! + dy * t, yaw: Math.atan2(dy, dx) };
}

/** Where (x, y) projects onto a lane: station, distance, and the lane's direction there. */
export function projectOnLane(
  lane: Lane,
  x: number,
  y: number,
): { station: number; distance: number; yaw: number } {
  let best = { station: 0, distance: Infinity, yaw: 0 };
  for (let i = 0; i + 1 < lane.xs.length; i += 1) {
    const hit = projectOnSegment(lane, i, x, y);
    if (hit.distance < best.distance) best = hit;
  }
  return best;
}

function projectOnSegment(lane: Lane, i: number, x: number, y: number) {
  const ax = lane.xs[i]!;
  const ay = lane.ys[i]!;
  const dx = lane.xs[i + 1]! - ax;
  const dy = lane.ys[i + 1]! - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 > 0 ? Math.min(1, Math.max(0, ((x - ax) * dx + (y - ay) * dy) / len2)) : 0;
  const px = ax + dx * t;
  const py = ay + dy * t;
  return {
    station: lane.ss[i]! + t * Math.sqrt(len2),
    distance: Math.hypot(x - px, y - py),
    yaw: Math.atan2(dy, dx),
  };
}

interface LaneGrid {
  cells: Map<string, Array<{ lane: Lane; segment: number }>>;
}

function laneGrid(lanes: Map<number, Lane>): LaneGrid {
  const cells = new Map<string, Array<{ lane: Lane; segment: number }>>();
  for (const lane of lanes.values()) {
    for (let i = 0; i + 1 < lane.xs.length; i += 1) {
      const x0 = Math.floor(Math.min(lane.xs[i]!, lane.xs[i + 1]!) / CELL);
      const x1 = Math.floor(Math.max(lane.xs[i]!, lane.xs[i + 1]!) / CELL);
      const y0 = Math.floor(Math.min(lane.ys[i]!, lane.ys[i + 1]!) / CELL);
      const y1 = Math.floor(Math.max(lane.ys[i]!, lane.ys[i + 1]!) / CELL);
      // A long segment is binned in every cell of its box (lanes are mostly axis-aligned).
      for (let cx = x0; cx <= x1 && cx - x0 < 200; cx += 1) {
        for (let cy = y0; cy <= y1 && cy - y0 < 200; cy += 1) {
          const key = `${cx},${cy}`;
          let list = cells.get(key);
          if (!list) cells.set(key, (list = []));
          list.push({ lane, segment: i });
        }
      }
    }
  }
  return { cells };
}

function findNearestLane(
  grid: LaneGrid,
  x: number,
  y: number,
  yaw: number | null,
  radius: number,
  maxHeading: number,
): LaneMatch | null {
  if (!Number.isFinite(x) || !Number.isFinite(y)) return null;
  let best: LaneMatch | null = null;
  let bestScore = Infinity;
  const reach = Math.ceil(radius / CELL);
  const cx = Math.floor(x / CELL);
  const cy = Math.floor(y / CELL);
  for (let i = cx - reach; i <= cx + reach; i += 1) {
    for (let j = cy - reach; j <= cy + reach; j += 1) {
      for (const { lane, segment } of grid.cells.get(`${i},${j}`) ?? []) {
        const hit = projectOnSegment(lane, segment, x, y);
        if (hit.distance > radius) continue;
        const askew = yaw === null ? 0 : Math.abs(normalizeAngle(hit.yaw - yaw));
        if (askew > maxHeading) continue;
        const score = hit.distance + 2 * askew;
        if (score < bestScore || (score === bestScore && best && lane.id < best.lane.id)) {
          bestScore = score;
          best = { lane, station: hit.station, distance: hit.distance, yaw: hit.yaw };
        }
      }
    }
  }
  return best;
}

function chooseSpawn(
  ref: VehicleMapRef,
  lanes: Map<number, Lane>,
  nearestLane: SimMap['nearestLane'],
): SpawnPoint {
  const at = (lane: Lane): SpawnPoint => {
    // A couple of metres in: the start of a lane is also the end of the one before.
    const p = lanePoint(lane, Math.min(2, lane.length / 2));
    return { lane: lane.id, x: p.x, y: p.y, yaw: p.yaw };
  };
  if (ref.source === 'sample') {
    const match = nearestLane(SAMPLE_SPAWN.x, SAMPLE_SPAWN.y, SAMPLE_SPAWN.yaw, 5, 0.3);
    if (match) return at(match.lane);
  }
  // Any map: the longest plain lane (no turn) that leads somewhere and is led to, lowest id on
  // a tie, so a map always spawns the vehicle at the same place.
  const rank = (lane: Lane) => [lane.turn === undefined ? 0 : 1, -Math.round(lane.length), lane.id];
  const before = (p: number[], q: number[]) => {
    for (let i = 0; i < p.length; i += 1) if (p[i] !== q[i]) return p[i]! < q[i]!;
    return false;
  };
  let best: Lane | null = null;
  for (const lane of lanes.values()) {
    if (lane.successors.length === 0) continue;
    if (!best || before(rank(lane), rank(best))) best = lane;
  }
  return at(best ?? lanes.values().next().value!);
}

function readLights(
  map: LaneletMap,
  lanes: Map<number, Lane>,
  projection: MapProjection,
): MapLight[] {
  const lights: MapLight[] = [];
  const approaches = new Map<number, Lane[]>();
  for (const lane of lanes.values()) {
    for (const ref of map.lanelets.get(lane.id)?.regulatoryElementIds ?? []) {
      const list = approaches.get(ref) ?? [];
      list.push(lane);
      approaches.set(ref, list);
    }
  }
  for (const element of map.regulatoryElements.values()) {
    if (element.subtype !== 'traffic_light') continue;
    const lineRef = element.members.get('ref_line')?.find((m) => m.type === 'way');
    const lightRef = element.members.get('refers')?.find((m) => m.type === 'way');
    const line = lineRef ? wayPoints(map.doc, lineRef.ref) : null;
    const users = approaches.get(element.id) ?? [];
    if (!line || users.length === 0) continue;
    const head = lightRef ? wayPoints(map.doc, lightRef.ref) : null;
    const a = line[0]!;
    const b = line[line.length - 1]!;
    const stopX = (a.x + b.x) / 2;
    const stopY = (a.y + b.y) / 2;
    const x = head ? (head[0]!.x + head[head.length - 1]!.x) / 2 : stopX;
    const y = head ? (head[0]!.y + head[head.length - 1]!.y) / 2 : stopY;
    const { lat, lon } = projection.reverse(x, y, 0);
    // The approach's direction: where its lanes head at their end.
    const end = lanePoint(users[0]!, users[0]!.length);
    const axis = Math.abs(Math.cos(end.yaw)) >= Math.abs(Math.sin(end.yaw)) ? 'EW' : 'NS';
    const light: MapLight = {
      id: element.id,
      stopX,
      stopY,
      x,
      y,
      lat,
      lon,
      axis,
      intersection: -1,
    };
    for (const lane of users) lane.light ??= { light, station: stopStation(lane, a, b) };
    lights.push(light);
  }
  // Intersections: the stop line and the light face each other across the box, so their
  // midpoint lies near its centre; lights whose midpoints are close share the cycle's offset.
  lights.sort((p, q) => p.id - q.id);
  const centres: Array<{ x: number; y: number }> = [];
  for (const light of lights) {
    const mx = (light.stopX + light.x) / 2;
    const my = (light.stopY + light.y) / 2;
    const found = centres.findIndex((c) => Math.hypot(c.x - mx, c.y - my) <= INTERSECTION_RADIUS);
    if (found >= 0) light.intersection = found;
    else {
      light.intersection = centres.length;
      centres.push({ x: mx, y: my });
    }
  }
  return lights;
}

/** The station where the stop line a–b crosses the lane's centreline (else nearest its middle). */
function stopStation(lane: Lane, a: { x: number; y: number }, b: { x: number; y: number }) {
  for (let i = 0; i + 1 < lane.xs.length; i += 1) {
    const px = lane.xs[i]!;
    const py = lane.ys[i]!;
    const rx = lane.xs[i + 1]! - px;
    const ry = lane.ys[i + 1]! - py;
    const sx = b.x - a.x;
    const sy = b.y - a.y;
    const denominator = rx * sy - ry * sx;
    if (Math.abs(denominator) < 1e-12) continue;
    const t = ((a.x - px) * sy - (a.y - py) * sx) / denominator;
    const u = ((a.x - px) * ry - (a.y - py) * rx) / denominator;
    if (t >= 0 && t <= 1 && u >= -0.05 && u <= 1.05) {
      return lane.ss[i]! + t * Math.hypot(rx, ry);
    }
  }
  return projectOnLane(lane, (a.x + b.x) / 2, (a.y + b.y) / 2).station;
}

function readCrosswalks(map: LaneletMap): MapCrosswalk[] {
  const crosswalks: MapCrosswalk[] = [];
  for (const lanelet of map.lanelets.values()) {
    if (lanelet.subtype !== 'crosswalk') continue;
    const geometry = laneletGeometry(map, lanelet.id);
    if (!geometry) continue;
    const line = geometry.centerline;
    const a = line[0]!;
    const b = line[line.length - 1]!;
    const ring = new Float64Array(geometry.polygon.length * 2);
    geometry.polygon.forEach((p, i) => {
      ring[2 * i] = p.x;
      ring[2 * i + 1] = p.y;
    });
    const { minX, minY, maxX, maxY } = geometry.bbox;
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    if (length < 0.5) continue;
    crosswalks.push({
      id: lanelet.id,
      ax: a.x,
      ay: a.y,
      bx: b.x,
      by: b.y,
      length,
      ring,
      minX,
      minY,
      maxX,
      maxY,
    });
  }
  return crosswalks.sort((p, q) => p.id - q.id);
}

/** Even-odd point in ring (x, y flat). */
export function insideRing(ring: Float64Array, x: number, y: number): boolean {
  let inside = false;
  const n = ring.length / 2;
  for (let i = 0, j = n - 1; i < n; j = i, i += 1) {
    const ax = ring[2 * i]!;
    const ay = ring[2 * i + 1]!;
    const bx = ring[2 * j]!;
    const by = ring[2 * j + 1]!;
    if (ay > y !== by > y && x < ((bx - ax) * (y - ay)) / (by - ay) + ax) inside = !inside;
  }
  return inside;
}

function readBorders(map: LaneletMap): Float64Array {
  const segments: number[] = [];
  for (const way of map.doc.ways.values()) {
    const type = tagOf(way.tags, 'type');
    if (type !== 'road_border' && type !== 'curbstone') continue;
    const points = wayPoints(map.doc, way.id);
    if (!points) continue;
    for (let i = 1; i < points.length; i += 1) {
      segments.push(points[i - 1]!.x, points[i - 1]!.y, points[i]!.x, points[i]!.y);
    }
  }
  return Float64Array.from(segments);
}
