/*
 * Routes on a lanelet map, for vehicles: the shortest route between two lanelets or two points
 * over the routing graph (routing-graph.ts, built on the topology of lanelet-topology.ts).
 * Validation uses the same topology (isolated lanelets, intersections), the simulated vehicle
 * drives the routes.
 *
 * Route cost: the centreline length of every lanelet driven along, plus `laneChangeCost` per
 * lane change. The start and target lanelets count their full length whatever the position on
 * them; a lanelet left by a lane change counts only the lane change cost, since that stretch is
 * driven on the neighbour, whose length counts. Lanelets tagged `one_way=no` are routed in
 * their bound direction only.
 */
import type { Point2 } from './geometry';
import { bboxOf, distanceToPolyline, pointInPolygon } from './geometry';
import type { LaneletGeometry, LaneletMap } from './lanelet-map';
import { laneletGeometry } from './lanelet-map';
import type { RoutingEdgeKind, RoutingGraph } from './routing-graph';
import { GridIndex, cellSizeFor } from './spatial-index';

export type { LaneSide, LaneletNeighbour, LaneletTopology } from './lanelet-topology';
export { laneletTopology } from './lanelet-topology';
export type { RoutingEdge, RoutingEdgeKind, RoutingGraph, RoutingOptions } from './routing-graph';
export { buildRoutingGraph } from './routing-graph';

/** routeBetweenPoints falls back to the nearest centreline within this distance. */
const NEAREST_CENTRELINE_RADIUS = 10;

export interface LaneletRoute {
  lanelets: number[];
  /** Metres driven: the lengths counted in `cost`, without the lane change costs. */
  length: number;
  /** What Dijkstra minimised: `length` + laneChangeCost × laneChanges. */
  cost: number;
  laneChanges: number;
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
