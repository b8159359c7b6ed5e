/*
 * The routing graph of a lanelet map, for vehicles: which lanelet follows which, where a lane
 * change is allowed, and the shortest route between two lanelets or two points. Validation
 * uses the same topology (isolated lanelets, intersections), the simulated vehicle drives the
 * routes.
 *
 * Route cost: the centreline length of every lanelet driven along, plus `laneChangeCost` per
 * lane change. The start and target lanelets count their full length whatever the position on
 * them; a lanelet left by a lane change counts only the lane change cost, since that stretch is
 * driven on the neighbour, whose length counts. Lanelets tagged `one_way=no` are routed in
 * their bound direction only.
 */
import type { Point2 } from './geometry';
import { bboxOf, distanceToPolyline, pointInPolygon } from './geometry';
import type { Lanelet, LaneletGeometry, LaneletMap } from './lanelet-map';
import { isVehicleLanelet, laneletGeometry, tagOf } from './lanelet-map';
import type { OsmTags } from './osm';
import type { LaneletEnds } from './spatial-index';
import {
  GridIndex,
  cellSizeFor,
  endPointIndex,
  laneletEnds,
  nearPoint,
  samePoint,
} from './spatial-index';

const DEFAULT_LANE_CHANGE_COST = 5;
/** routeBetweenPoints falls back to the nearest centreline within this distance. */
const NEAREST_CENTRELINE_RADIUS = 10;

export type LaneSide = 'left' | 'right';

export interface LaneletNeighbour {
  id: number;
  /** Where the neighbour lies, seen in this lanelet's driving direction. */
  side: LaneSide;
  /** False for the opposite lane of a two-way road (adjacent, never a lane change). */
  sameDirection: boolean;
  /** Whether a vehicle may change from this lanelet into the neighbour (the line allows it). */
  laneChange: boolean;
}

export interface LaneletTopology {
  successors: Map<number, number[]>;
  predecessors: Map<number, number[]>;
  neighbours: Map<number, LaneletNeighbour[]>;
}

export type RoutingEdgeKind = 'successor' | 'lane_change_left' | 'lane_change_right';

export interface RoutingEdge {
  to: number;
  kind: RoutingEdgeKind;
  cost: number;
}

export interface RoutingGraph {
  readonly laneChangeCost: number;
  /** The lanelets in the graph: vehicle lanelets whose geometry could be built. */
  readonly laneletIds: readonly number[];
  has(id: number): boolean;
  /** Centreline length in metres (0 for a lanelet not in the graph). */
  length(id: number): number;
  edges(id: number): readonly RoutingEdge[];
  successors(id: number): readonly number[];
  predecessors(id: number): readonly number[];
  neighbours(id: number): readonly LaneletNeighbour[];
}

export interface LaneletRoute {
  lanelets: number[];
  /** Metres driven: the lengths counted in `cost`, without the lane change costs. */
  length: number;
  /** What Dijkstra minimised: `length` + laneChangeCost × laneChanges. */
  cost: number;
  laneChanges: number;
}

export interface RoutingOptions {
  /** Metres a lane change costs (default 5). */
  laneChangeCost?: number;
  participant?: 'vehicle';
}

/** How a line lets vehicles cross it, relative to the way's own direction. */
type CrossingRule = 'none' | 'to_left' | 'to_right' | 'both';

function yesNo(tags: OsmTags, key: string): boolean | undefined {
  const value = tagOf(tags, key);
  return value === 'yes' ? true : value === 'no' ? false : undefined;
}

/**
 * Lanelet2's GenericTrafficRules::laneChangeType for vehicles: explicit `lane_change*` tags
 * first, then `line_thin`/`line_thick` with `dashed` (both ways), `dashed_solid` (from the
 * line's left to its right: the dashed side), `solid_dashed` (right to left); `virtual` allows
 * both (this project's choice: Lanelet2 itself forbids it between lanelets); anything else
 * (solid, road_border, curbstone, no type) forbids.
 */
function crossingRule(tags: OsmTags | undefined): CrossingRule {
  const safe = tags ?? {};
  const all = yesNo(safe, 'lane_change');
  if (all !== undefined) return all ? 'both' : 'none';
  const left = yesNo(safe, 'lane_change:left');
  const right = yesNo(safe, 'lane_change:right');
  if (left !== undefined || right !== undefined) {
    if (left && right) return 'both';
    return left ? 'to_left' : right ? 'to_right' : 'none';
  }
  const type = tagOf(safe, 'type');
  if (type === 'virtual') return 'both';
  if (type !== 'line_thin' && type !== 'line_thick') return 'none';
  const subtype = tagOf(safe, 'subtype');
  if (subtype === 'dashed') return 'both';
  if (subtype === 'dashed_solid') return 'to_right';
  if (subtype === 'solid_dashed') return 'to_left';
  return 'none';
}

function mayCross(tags: OsmTags | undefined, towards: LaneSide, usedInverted: boolean): boolean {
  let rule = crossingRule(tags);
  if (usedInverted) rule = rule === 'to_left' ? 'to_right' : rule === 'to_right' ? 'to_left' : rule;
  return rule === 'both' || rule === (towards === 'left' ? 'to_left' : 'to_right');
}

function boundSide(lanelet: Lanelet, wayId: number): LaneSide | null {
  const isLeft = lanelet.leftWayId === wayId;
  const isRight = lanelet.rightWayId === wayId;
  if (isLeft === isRight) return null; // not a bound, or both bounds (a degenerate lanelet)
  return isLeft ? 'left' : 'right';
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const topologyCache = new WeakMap<LaneletMap, LaneletTopology>();

/**
 * Successors (B follows A when A's end points are B's start points, left to left and right to
 * right, within 1 cm) and neighbours (lanelets sharing a bound way) among all lanelets whose
 * geometry exists, whoever may use them. Computed once per map view.
 */
export function laneletTopology(map: LaneletMap): LaneletTopology {
  const cached = topologyCache.get(map);
  if (cached) return cached;
  const members = new Set<number>();
  const ends: LaneletEnds[] = [];
  for (const id of map.lanelets.keys()) {
    const geometry = laneletGeometry(map, id);
    if (!geometry) continue;
    members.add(id);
    ends.push(laneletEnds(id, geometry));
  }
  const topology: LaneletTopology = {
    successors: new Map(),
    predecessors: new Map(),
    neighbours: new Map(),
  };
  const starts = endPointIndex(ends, (e) => e.leftStart);
  for (const a of ends) {
    for (const b of nearPoint(starts, a.leftEnd)) {
      if (b.id === a.id || !samePoint(a.leftEnd, b.leftStart)) continue;
      if (!samePoint(a.rightEnd, b.rightStart)) continue;
      pushTo(topology.successors, a.id, b.id);
      pushTo(topology.predecessors, b.id, a.id);
    }
  }
  const { doc } = map;
  for (const [wayId, users] of map.boundUsers) {
    if (users.length < 2) continue;
    const way = doc.ways instanceof Map ? doc.ways.get(wayId) : undefined;
    for (const aId of users) {
      const a = map.lanelets.get(aId);
      const sideA = a && members.has(aId) ? boundSide(a, wayId) : null;
      if (!a || !sideA) continue;
      const invertedInA = sideA === 'left' && a.leftInverted;
      for (const bId of users) {
        const b = map.lanelets.get(bId);
        const sideB = b && bId !== aId && members.has(bId) ? boundSide(b, wayId) : null;
        if (!b || !sideB) continue;
        const invertedInB = sideB === 'left' && b.leftInverted;
        const sameDirection = invertedInA === invertedInB && sideA !== sideB;
        if (topology.neighbours.get(aId)?.some((n) => n.id === bId)) continue;
        pushTo(topology.neighbours, aId, {
          id: bId,
          side: sideA,
          sameDirection,
          laneChange: sameDirection && mayCross(way?.tags, sideA, invertedInA),
        });
      }
    }
  }
  topologyCache.set(map, topology);
  return topology;
}

class LaneletRoutingGraph implements RoutingGraph {
  readonly laneChangeCost: number;
  readonly laneletIds: readonly number[];
  private readonly lengths = new Map<number, number>();
  private readonly out = new Map<number, RoutingEdge[]>();
  // The map's topology limited to the graph's lanelets.
  private readonly successorsOf = new Map<number, number[]>();
  private readonly predecessorsOf = new Map<number, number[]>();
  private readonly neighboursOf = new Map<number, LaneletNeighbour[]>();

  constructor(map: LaneletMap, laneChangeCost: number) {
    this.laneChangeCost = laneChangeCost;
    const ids: number[] = [];
    for (const lanelet of map.lanelets.values()) {
      if (!isVehicleLanelet(lanelet)) continue;
      const geometry = laneletGeometry(map, lanelet.id);
      if (!geometry || !Number.isFinite(geometry.length)) continue;
      ids.push(lanelet.id);
      this.lengths.set(lanelet.id, geometry.length);
    }
    this.laneletIds = ids;
    const topology = laneletTopology(map);
    const inGraph = (id: number) => this.lengths.has(id);
    for (const id of ids) {
      this.successorsOf.set(id, (topology.successors.get(id) ?? []).filter(inGraph));
      this.predecessorsOf.set(id, (topology.predecessors.get(id) ?? []).filter(inGraph));
      this.neighboursOf.set(
        id,
        (topology.neighbours.get(id) ?? []).filter((n) => inGraph(n.id)),
      );
    }
    for (const id of ids) {
      const edges: RoutingEdge[] = [];
      for (const to of this.successors(id))
        edges.push({ to, kind: 'successor', cost: this.length(id) });
      for (const n of this.neighbours(id)) {
        if (!n.laneChange) continue;
        const kind = n.side === 'left' ? 'lane_change_left' : 'lane_change_right';
        edges.push({ to: n.id, kind, cost: laneChangeCost });
      }
      this.out.set(id, edges);
    }
  }

  has(id: number): boolean {
    return this.lengths.has(id);
  }
  length(id: number): number {
    return this.lengths.get(id) ?? 0;
  }
  edges(id: number): readonly RoutingEdge[] {
    return this.out.get(id) ?? [];
  }
  successors(id: number): readonly number[] {
    return this.successorsOf.get(id) ?? [];
  }
  predecessors(id: number): readonly number[] {
    return this.predecessorsOf.get(id) ?? [];
  }
  neighbours(id: number): readonly LaneletNeighbour[] {
    return this.neighboursOf.get(id) ?? [];
  }
}

export function buildRoutingGraph(map: LaneletMap, options: RoutingOptions = {}): RoutingGraph {
  const cost = options.laneChangeCost;
  const laneChangeCost =
    cost !== undefined && Number.isFinite(cost) && cost >= 0 ? cost : DEFAULT_LANE_CHANGE_COST;
  return new LaneletRoutingGraph(map, laneChangeCost);
}

/** A binary min-heap of (priority, id): Dijkstra's frontier. */
class MinHeap {
  private readonly priorities: number[] = [];
  private readonly ids: number[] = [];

  get size(): number {
    return this.ids.length;
  }

  push(priority: number, id: number): void {
    this.priorities.push(priority);
    this.ids.push(id);
    let i = this.ids.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.priorities[parent]! <= priority) break;
      this.swap(i, parent);
      i = parent;
    }
  }

  pop(): { priority: number; id: number } | undefined {
    if (this.ids.length === 0) return undefined;
    const top = { priority: this.priorities[0]!, id: this.ids[0]! };
    const lastPriority = this.priorities.pop()!;
    const lastId = this.ids.pop()!;
    if (this.ids.length > 0) {
      this.priorities[0] = lastPriority;
      this.ids[0] = lastId;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let smallest = i;
        if (l < this.ids.length && this.priorities[l]! < this.priorities[smallest]!) smallest = l;
        if (r < this.ids.length && this.priorities[r]! < this.priorities[smallest]!) smallest = r;
        if (smallest === i) break;
        this.swap(i, smallest);
        i = smallest;
      }
    }
    return top;
  }

  private swap(i: number, j: number): void {
    [this.priorities[i], this.priorities[j]] = [this.priorities[j]!, this.priorities[i]!];
    [this.ids[i], this.ids[j]] = [this.ids[j]!, this.ids[i]!];
  }
}

/** The cheapest route from lanelet `from` to lanelet `to`, or null when there is none. */
export function shortestRoute(graph: RoutingGraph, from: number, to: number): LaneletRoute | null {
  if (!graph.has(from) || !graph.has(to)) return null;
  // Dijkstra on the cost of reaching a lanelet's start; the target's length is added at the end.
  const best = new Map<number, number>([[from, 0]]);
  const previous = new Map<number, { id: number; kind: RoutingEdgeKind }>();
  const done = new Set<number>();
  const frontier = new MinHeap();
  frontier.push(0, from);
  while (frontier.size > 0) {
    const { priority, id } = frontier.pop()!;
    if (done.has(id)) continue;
    done.add(id);
    if (id === to) break;
    for (const edge of graph.edges(id)) {
      const cost = priority + edge.cost;
      if (done.has(edge.to) || cost >= (best.get(edge.to) ?? Infinity)) continue;
      best.set(edge.to, cost);
      previous.set(edge.to, { id, kind: edge.kind });
      frontier.push(cost, edge.to);
    }
  }
  if (!done.has(to)) return null;
  const lanelets = [to];
  let laneChanges = 0;
  for (let step = previous.get(to); step; step = previous.get(step.id)) {
    lanelets.push(step.id);
    if (step.kind !== 'successor') laneChanges += 1;
    if (step.id === from) break;
  }
  lanelets.reverse();
  const cost = best.get(to)! + graph.length(to);
  return { lanelets, cost, length: cost - laneChanges * graph.laneChangeCost, laneChanges };
}

interface IndexedLanelet {
  id: number;
  geometry: LaneletGeometry;
}

const nearestIndexCache = new WeakMap<LaneletMap, GridIndex<IndexedLanelet>>();

function nearestIndex(map: LaneletMap): GridIndex<IndexedLanelet> {
  const cached = nearestIndexCache.get(map);
  if (cached) return cached;
  const items: IndexedLanelet[] = [];
  for (const id of map.lanelets.keys()) {
    const geometry = laneletGeometry(map, id);
    if (geometry) items.push({ id, geometry });
  }
  const index = new GridIndex<IndexedLanelet>(cellSizeFor(items.map((i) => i.geometry.bbox)));
  for (const item of items) index.insert(item.geometry.bbox, item);
  nearestIndexCache.set(map, index);
  return index;
}

/**
 * The lanelet at (x, y): among those whose polygon contains the point, the one whose
 * centreline is closest; else the closest centreline within 10 m; else null. `accept` limits
 * the candidates (routeBetweenPoints passes the routing graph's lanelets).
 */
export function nearestLanelet(
  map: LaneletMap,
  x: number,
  y: number,
  accept: (id: number) => boolean = () => true,
): number | null {
  if (!Number.isFinite(x) || !Number.isFinite(y)) return null;
  const p = { x, y };
  const r = NEAREST_CENTRELINE_RADIUS;
  let bestInside: { id: number; d: number } | null = null;
  let bestNear: { id: number; d: number } | null = null;
  for (const { id, geometry } of nearestIndex(map).search(
    bboxOf([
      { x: x - r, y: y - r },
      { x: x + r, y: y + r },
    ]),
  )) {
    if (!accept(id)) continue;
    const d = distanceToPolyline(p, geometry.centerline);
    if (pointInPolygon(p, geometry.polygon)) {
      if (!bestInside || d < bestInside.d || (d === bestInside.d && id < bestInside.id)) {
        bestInside = { id, d };
      }
    } else if (d <= r && (!bestNear || d < bestNear.d || (d === bestNear.d && id < bestNear.id))) {
      bestNear = { id, d };
    }
  }
  return (bestInside ?? bestNear)?.id ?? null;
}

/**
 * The route between two points: from the lanelet at `a` to the lanelet at `b` (see
 * nearestLanelet), whole lanelets (a target behind the start on the same lanelet still gives
 * that one lanelet). Null when either point is off the road network or no route exists.
 */
export function routeBetweenPoints(
  map: LaneletMap,
  graph: RoutingGraph,
  a: Point2,
  b: Point2,
): LaneletRoute | null {
  const from = nearestLanelet(map, a.x, a.y, (id) => graph.has(id));
  const to = nearestLanelet(map, b.x, b.y, (id) => graph.has(id));
  if (from === null || to === null) return null;
  return shortestRoute(graph, from, to);
}
