/*
 * A synthetic city district: a grid of two-way roads, two lanes each way (a dashed line_thin
 * between them, a solid one between the directions, road_border outside), joined at 4-way
 * intersections (3-way along the edges, bends at the corners) by turn lanelets tagged with
 * turn_direction, with a traffic light, stop line and traffic_light regulatory element per
 * approach, some crosswalks and speed limits. Right-hand traffic. It is deterministic for a
 * seed, validates without errors, and serves as the benchmark map and the simulated vehicle's
 * sample road network.
 *
 * Coordinates are local metres; lat/lon come from an equirectangular approximation around
 * Tokyo Station (35.6812 N, 139.7671 E) so the document is complete on its own. Given a
 * projector, the district is placed with it instead: Tokyo Station's projected position plus
 * the local metres, lat/lon from the projector's reverse, so the file it writes is consistent.
 */
import { seededRandom } from '@ads/seeded-random';
import type { Point2 } from './geometry';
import type { MapProjector, OsmDoc, OsmMember } from './osm';
import { emptyDoc, newTags } from './osm';
import { makeProjector } from './projection';

export interface DistrictOptions {
  /** About how many lanelets the district should have (the grid is sized to come close). */
  lanelets: number;
  seed?: number;
  /** Place the district with this projector (see the top of the file). */
  projector?: MapProjector;
  /** Where the district's local (0, 0) lies when placed with a projector; default Tokyo Station. */
  origin?: { lat: number; lon: number };
}

/** Shifts every node by the projected position of the origin and takes lat/lon from it. */
function placeWith(
  doc: OsmDoc,
  projector: MapProjector,
  at: { lat: number; lon: number } = ORIGIN,
): void {
  const projection = makeProjector(projector);
  const origin = projection.forward(at.lat, at.lon, 0);
  if (!Number.isFinite(origin.x) || !Number.isFinite(origin.y)) return;
  for (const node of doc.nodes.values()) {
    node.x += origin.x;
    node.y += origin.y;
    const { lat, lon } = projection.reverse(node.x, node.y, node.z);
    node.lat = lat;
    node.lon = lon;
  }
}

const LANE_WIDTH = 3.5;
/** Half the side of an intersection box: where the roads' lanelets end (m). */
const BOX = 2 * LANE_WIDTH + 6;
/** Stop lines lie this far before the box, leaving room for a crosswalk. */
const STOP_LINE_SETBACK = 6;
const CROSSWALK_NEAR = 0.5;
const CROSSWALK_FAR = 4.5;
const BLOCK_MIN = 80;
const BLOCK_SPREAD = 40;
const CURVE_SEGMENTS = 8;
const TRAFFIC_LIGHT_HEIGHT = 5;
const ORIGIN = { lat: 35.6812, lon: 139.7671 };
const EARTH_RADIUS = 6_378_137;
/** One intersection in this many (with 3+ arms) gets crosswalks on all its arms. */
const CROSSWALK_EVERY = 6;

type Arm = 'E' | 'N' | 'W' | 'S';
const ARMS: readonly Arm[] = ['E', 'N', 'W', 'S'];
const ARM_DIRECTION: Record<Arm, Point2> = {
  E: { x: 1, y: 0 },
  N: { x: 0, y: 1 },
  W: { x: -1, y: 0 },
  S: { x: 0, y: -1 },
};
type Lane = 0 | 1; // 0 inner (beside the centre line), 1 outer
type Turn = 'straight' | 'left' | 'right';

const left = (d: Point2): Point2 => ({ x: -d.y, y: d.x });
const add = (p: Point2, d: Point2, s: number): Point2 => ({ x: p.x + d.x * s, y: p.y + d.y * s });

interface GridSize {
  columns: number;
  rows: number;
  /** Lanelets per lane between two intersections. */
  pieces: number;
}

/** Lanelets a grid gives: road pieces, 16 per 4-way, 8 per 3-way, 4 per bend, crosswalks. */
function estimateLanelets({ columns: n, rows: m, pieces: k }: GridSize): number {
  const segments = m * (n - 1) + n * (m - 1);
  const fourWay = Math.max(0, n - 2) * Math.max(0, m - 2);
  const threeWay = 2 * Math.max(0, n - 2) + 2 * Math.max(0, m - 2);
  const crosswalks = (4 * fourWay + 3 * threeWay) / CROSSWALK_EVERY;
  return 4 * k * segments + 16 * fourWay + 8 * threeWay + 16 + crosswalks;
}

function chooseGrid(target: number): GridSize {
  let best: GridSize = { columns: 2, rows: 2, pieces: 1 };
  let bestScore = Infinity;
  for (let n = 2; n <= 300; n += 1) {
    if (estimateLanelets({ columns: n, rows: n, pieces: 1 }) > target * 2 && n > 2) break;
    for (let m = n; m <= 2 * n; m += 1) {
      for (let k = 1; k <= 4; k += 1) {
        const size = { columns: n, rows: m, pieces: k };
        // Closest count first, then square-ish grids, then fewer pieces per block.
        const score = Math.abs(estimateLanelets(size) - target) * 1000 + (m - n) * 10 + k;
        if (score < bestScore) {
          bestScore = score;
          best = size;
        }
      }
    }
  }
  return best;
}

/** How the lanes of an approach connect, given the arms present (see the module comment). */
function connections(arms: ReadonlySet<Arm>, from: Arm): { to: Arm; turn: Turn; lanes: Lane[] }[] {
  const inward = ARM_DIRECTION[from];
  const options = ARMS.filter((to) => to !== from && arms.has(to)).map((to) => {
    const out = ARM_DIRECTION[to];
    const u = { x: -inward.x, y: -inward.y };
    const c = u.x * out.y - u.y * out.x;
    const turn: Turn = c > 0 ? 'left' : c < 0 ? 'right' : 'straight';
    return { to, turn };
  });
  return options.map(({ to, turn }) => {
    let lanes: Lane[];
    if (turn === 'straight') lanes = [0, 1];
    else if (options.length === 1)
      lanes = [0, 1]; // a bend: both lanes follow the road
    else lanes = turn === 'left' ? [0] : [1];
    return { to, turn, lanes };
  });
}

class DistrictWriter {
  readonly doc: OsmDoc = emptyDoc();
  private nextId = 1;
  private readonly shared = new Map<string, number>();

  /** A node at (x, y, z), shared with any other line through the same point. */
  point(p: Point2, z = 0): number {
    const key = `${Math.round(p.x * 1000)},${Math.round(p.y * 1000)},${Math.round(z * 1000)}`;
    const known = this.shared.get(key);
    if (known !== undefined) return known;
    const id = this.freshPoint(p, z);
    this.shared.set(key, id);
    return id;
  }

  /** A node of its own (stop lines, lights, crosswalks: editing them must not drag bounds). */
  freshPoint(p: Point2, z = 0): number {
    const id = this.nextId++;
    const latRad = (ORIGIN.lat * Math.PI) / 180;
    this.doc.nodes.set(id, {
      id,
      lat: ORIGIN.lat + (p.y / EARTH_RADIUS) * (180 / Math.PI),
      lon: ORIGIN.lon + (p.x / (EARTH_RADIUS * Math.cos(latRad))) * (180 / Math.PI),
      x: p.x,
      y: p.y,
      z,
      tags: newTags([['ele', String(z)]]),
    });
    return id;
  }

  way(nodes: number[], tags: Record<string, string>): number {
    const id = this.nextId++;
    this.doc.ways.set(id, { id, nodes, tags: newTags(Object.entries(tags)) });
    return id;
  }

  relation(members: OsmMember[], tags: Record<string, string>): number {
    const id = this.nextId++;
    this.doc.relations.set(id, { id, members, tags: newTags(Object.entries(tags)) });
    return id;
  }

  lanelet(leftWay: number, rightWay: number, tags: Record<string, string>): number {
    return this.relation(
      [
        { type: 'way', ref: leftWay, role: 'left' },
        { type: 'way', ref: rightWay, role: 'right' },
      ],
      { type: 'lanelet', location: 'urban', ...tags },
    );
  }

  refer(laneletId: number, regulatoryElementId: number): void {
    this.doc.relations
      .get(laneletId)
      ?.members.push({ type: 'relation', ref: regulatoryElementId, role: 'regulatory_element' });
  }
}

/** The lanelets at one arm of an intersection: arriving (last piece) and leaving (first). */
interface ArmLanes {
  incoming: number[];
  outgoing: number[];
}

export function generateDistrict(options: DistrictOptions): { doc: OsmDoc } {
  const target = Math.min(200_000, Math.max(1, Math.floor(options.lanelets) || 1));
  const grid = chooseGrid(target);
  // The same seed gives the same district everywhere (agent, browser, server).
  const rand = seededRandom(options.seed ?? 1);
  const positions = (count: number) => {
    const out = [0];
    for (let i = 1; i < count; i += 1) {
      out.push(out[i - 1]! + BLOCK_MIN + Math.floor(rand() * (BLOCK_SPREAD + 1)));
    }
    return out;
  };
  const xs = positions(grid.columns);
  const ys = positions(grid.rows);
  const speeds = ['30', '40', '50'];
  const rowSpeed = ys.map(() => speeds[Math.floor(rand() * speeds.length)]!);
  const columnSpeed = xs.map(() => speeds[Math.floor(rand() * speeds.length)]!);

  const w = new DistrictWriter();
  w.doc.attributes = { version: '0.6', generator: 'ADS Studio district generator' };
  const armLanes = new Map<string, ArmLanes>();
  const armKey = (i: number, j: number, arm: Arm) => `${i},${j},${arm}`;
  const lanesAt = (i: number, j: number, arm: Arm): ArmLanes => {
    const key = armKey(i, j, arm);
    let lanes = armLanes.get(key);
    if (!lanes) {
      lanes = { incoming: [], outgoing: [] };
      armLanes.set(key, lanes);
    }
    return lanes;
  };

  // Roads between neighbouring intersections.
  for (let j = 0; j < grid.rows; j += 1) {
    for (let i = 0; i < grid.columns; i += 1) {
      const here = { x: xs[i]!, y: ys[j]! };
      if (i + 1 < grid.columns) {
        const there = { x: xs[i + 1]!, y: ys[j]! };
        const road = writeRoad(w, here, there, grid.pieces, rowSpeed[j]!);
        lanesAt(i, j, 'E').outgoing.push(...road.forwardFirst);
        lanesAt(i, j, 'E').incoming.push(...road.backwardLast);
        lanesAt(i + 1, j, 'W').incoming.push(...road.forwardLast);
        lanesAt(i + 1, j, 'W').outgoing.push(...road.backwardFirst);
      }
      if (j + 1 < grid.rows) {
        const there = { x: xs[i]!, y: ys[j + 1]! };
        const road = writeRoad(w, here, there, grid.pieces, columnSpeed[i]!);
        lanesAt(i, j, 'N').outgoing.push(...road.forwardFirst);
        lanesAt(i, j, 'N').incoming.push(...road.backwardLast);
        lanesAt(i, j + 1, 'S').incoming.push(...road.forwardLast);
        lanesAt(i, j + 1, 'S').outgoing.push(...road.backwardFirst);
      }
    }
  }

  // Intersections.
  let crosswalksPlaced = 0;
  let crossable = 0;
  for (let j = 0; j < grid.rows; j += 1) {
    for (let i = 0; i < grid.columns; i += 1) {
      const arms = new Set<Arm>(ARMS.filter((arm) => armLanes.has(armKey(i, j, arm))));
      const centre = { x: xs[i]!, y: ys[j]! };
      writeTurns(w, centre, arms);
      if (arms.size < 3) continue;
      const stopLines = writeTrafficLights(w, centre, arms, (arm) => lanesAt(i, j, arm));
      crossable += 1;
      const last = i === grid.columns - 1 && j === grid.rows - 1;
      if (crossable % CROSSWALK_EVERY === 1 || (last && crosswalksPlaced === 0)) {
        crosswalksPlaced += 1;
        for (const arm of arms) {
          writeCrosswalk(w, centre, arm, stopLines.get(arm), lanesAt(i, j, arm));
        }
      }
    }
  }
  if (options.projector) placeWith(w.doc, options.projector, options.origin);
  return { doc: w.doc };
}

interface RoadLanes {
  /** [inner, outer] lanelets of the first and last piece, each direction. */
  forwardFirst: number[];
  forwardLast: number[];
  backwardFirst: number[];
  backwardLast: number[];
}

/** A two-way road from intersection `a` to `b` (axis-aligned), cut into `pieces` per lane. */
function writeRoad(w: DistrictWriter, a: Point2, b: Point2, pieces: number, speed: string) {
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  const u = { x: (b.x - a.x) / length, y: (b.y - a.y) / length };
  const n = left(u);
  const at = (s: number, offset: number) => w.point(add(add(a, u, s), n, offset));
  const stations = Array.from(
    { length: pieces + 1 },
    (_, p) => BOX + ((length - 2 * BOX) * p) / pieces,
  );
  const tags = { subtype: 'road', one_way: 'yes', speed_limit: speed };
  const solid = { type: 'line_thin', subtype: 'solid' };
  const dashed = { type: 'line_thin', subtype: 'dashed' };
  const border = { type: 'road_border' };
  const lanes: RoadLanes = {
    forwardFirst: [],
    forwardLast: [],
    backwardFirst: [],
    backwardLast: [],
  };
  for (let p = 0; p < pieces; p += 1) {
    const s0 = stations[p]!;
    const s1 = stations[p + 1]!;
    const L = LANE_WIDTH;
    // The centre line is drawn forwards and used inverted by the backward inner lane; every
    // right bound is drawn in its lane's driving direction (Lanelet2 takes it from there).
    const centre = w.way([at(s0, 0), at(s1, 0)], solid);
    const forwardDashed = w.way([at(s0, -L), at(s1, -L)], dashed);
    const forwardBorder = w.way([at(s0, -2 * L), at(s1, -2 * L)], border);
    const backwardDashed = w.way([at(s1, L), at(s0, L)], dashed);
    const backwardBorder = w.way([at(s1, 2 * L), at(s0, 2 * L)], border);
    const forward = [
      w.lanelet(centre, forwardDashed, tags),
      w.lanelet(forwardDashed, forwardBorder, tags),
    ];
    const backward = [
      w.lanelet(centre, backwardDashed, tags),
      w.lanelet(backwardDashed, backwardBorder, tags),
    ];
    if (p === 0) {
      lanes.forwardFirst = forward;
      lanes.backwardLast = backward;
    }
    if (p === pieces - 1) {
      lanes.forwardLast = forward;
      lanes.backwardFirst = backward;
    }
  }
  return lanes;
}

/** Where lines p + t·d and q + s·e meet (the control point of a turn's curve). */
function meet(p: Point2, d: Point2, q: Point2, e: Point2): Point2 {
  const det = d.x * e.y - d.y * e.x;
  const t = ((q.x - p.x) * e.y - (q.y - p.y) * e.x) / det;
  return add(p, d, t);
}

function bezier(from: Point2, control: Point2, to: Point2): Point2[] {
  const points: Point2[] = [];
  for (let i = 0; i <= CURVE_SEGMENTS; i += 1) {
    const t = i / CURVE_SEGMENTS;
    const s = 1 - t;
    points.push({
      x: s * s * from.x + 2 * s * t * control.x + t * t * to.x,
      y: s * s * from.y + 2 * s * t * control.y + t * t * to.y,
    });
  }
  return points;
}

/** The lane edge where a lane meets the intersection box on `arm`: offsets from the centre. */
function laneEdge(centre: Point2, arm: Arm, travel: Point2, lane: Lane) {
  const base = add(centre, ARM_DIRECTION[arm], BOX);
  const n = left(travel);
  return {
    left: add(base, n, -lane * LANE_WIDTH),
    right: add(base, n, -(lane + 1) * LANE_WIDTH),
  };
}

function writeTurns(w: DistrictWriter, centre: Point2, arms: ReadonlySet<Arm>): void {
  const virtual = { type: 'virtual' };
  for (const from of arms) {
    const d = ARM_DIRECTION[from];
    const travelIn = { x: -d.x, y: -d.y };
    for (const { to, turn, lanes } of connections(arms, from)) {
      const travelOut = ARM_DIRECTION[to];
      for (const lane of lanes) {
        const start = laneEdge(centre, from, travelIn, lane);
        const end = laneEdge(centre, to, travelOut, lane);
        const bound = (p: Point2, q: Point2) => {
          const points =
            turn === 'straight' ? [p, q] : bezier(p, meet(p, travelIn, q, travelOut), q);
          return w.way(
            points.map((point) => w.point(point)),
            virtual,
          );
        };
        w.lanelet(bound(start.left, end.left), bound(start.right, end.right), {
          subtype: 'road',
          one_way: 'yes',
          speed_limit: '30',
          turn_direction: turn,
        });
      }
    }
  }
}

/** A light, stop line and traffic_light regulatory element per approach; stop lines by arm. */
function writeTrafficLights(
  w: DistrictWriter,
  centre: Point2,
  arms: ReadonlySet<Arm>,
  lanesAt: (arm: Arm) => ArmLanes,
): Map<Arm, number> {
  const stopLines = new Map<Arm, number>();
  for (const arm of arms) {
    const d = ARM_DIRECTION[arm];
    const n = left({ x: -d.x, y: -d.y });
    const stopAt = add(centre, d, BOX + STOP_LINE_SETBACK);
    const stop = w.way([w.freshPoint(stopAt), w.freshPoint(add(stopAt, n, -2 * LANE_WIDTH))], {
      type: 'stop_line',
    });
    // The light hangs over the far side of the intersection, facing the approach.
    const lightAt = add(centre, d, -BOX);
    const light = w.way(
      [
        w.freshPoint(add(lightAt, n, -0.5 * LANE_WIDTH), TRAFFIC_LIGHT_HEIGHT),
        w.freshPoint(add(lightAt, n, -1.5 * LANE_WIDTH), TRAFFIC_LIGHT_HEIGHT),
      ],
      { type: 'traffic_light', subtype: 'red_yellow_green', height: '0.7' },
    );
    const regulatoryElement = w.relation(
      [
        { type: 'way', ref: light, role: 'refers' },
        { type: 'way', ref: stop, role: 'ref_line' },
      ],
      { type: 'regulatory_element', subtype: 'traffic_light' },
    );
    for (const lanelet of lanesAt(arm).incoming) w.refer(lanelet, regulatoryElement);
    stopLines.set(arm, stop);
  }
  return stopLines;
}

/** A crosswalk lanelet across `arm` just outside the box, and Autoware's regulatory element. */
function writeCrosswalk(
  w: DistrictWriter,
  centre: Point2,
  arm: Arm,
  stopLine: number | undefined,
  lanes: ArmLanes,
): void {
  const d = ARM_DIRECTION[arm];
  const across = left(d); // walking direction; its left is towards the intersection
  const line = (distance: number) => {
    const middle = add(centre, d, BOX + distance);
    return w.way(
      [
        w.freshPoint(add(middle, across, -2 * LANE_WIDTH)),
        w.freshPoint(add(middle, across, 2 * LANE_WIDTH)),
      ],
      { type: 'pedestrian_marking' },
    );
  };
  const crosswalk = w.lanelet(line(CROSSWALK_NEAR), line(CROSSWALK_FAR), {
    subtype: 'crosswalk',
    one_way: 'no',
    speed_limit: '10',
  });
  const members: OsmMember[] = [{ type: 'relation', ref: crosswalk, role: 'refers' }];
  if (stopLine !== undefined) members.push({ type: 'way', ref: stopLine, role: 'ref_line' });
  const regulatoryElement = w.relation(members, {
    type: 'regulatory_element',
    subtype: 'crosswalk',
  });
  for (const lanelet of [...lanes.incoming, ...lanes.outgoing]) w.refer(lanelet, regulatoryElement);
}
