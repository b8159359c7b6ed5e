/*
 * The routing graph of a lanelet map, for vehicles: the map's topology (lanelet-topology.ts)
 * among the lanelets a vehicle may use, with the cost of each move (see routing.ts).
 */
import { isVehicleLanelet, laneletGeometry } from './lanelet-map';
import type { LaneletMap } from './lanelet-map';
import type { LaneletNeighbour } from './lanelet-topology';
import { laneletTopology } from './lanelet-topology';

const DEFAULT_LANE_CHANGE_COST = 5;

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

export interface RoutingOptions {
  /** Metres a lane change costs (default 5). */
  laneChangeCost?: number;
  participant?: 'vehicle';
}

/** What the graph knows of one of its lanelets. */
const NONE: readonly never[] = [];

const idOfId = (id: number): number => id;
const idOfNeighbour = (n: LaneletNeighbour): number => n.id;

/**
 * The items whose id the graph has: the list itself when it has them all (the usual case; the
 * graph and the topology are read-only snapshots, so they may share it), else those items.
 */
function keepIn<T>(
  graph: ReadonlyMap<number, number>,
  items: readonly T[] | undefined,
  idOf: (item: T) => number,
): readonly T[] {
  if (items === undefined || items.length === 0) return NONE;
  let count = 0;
  for (const item of items) if (graph.has(idOf(item))) count += 1;
  if (count === items.length) return items;
  const kept = new Array<T>(count);
  let k = 0;
  for (const item of items) {
    if (!graph.has(idOf(item))) continue;
    kept[k] = item;
    k += 1;
  }
  return kept;
}

// The graph keeps its lanelets in dense arrays (a lanelet's number is its place in laneletIds)
// rather than an object each: a city map has thousands of them.
class LaneletRoutingGraph implements RoutingGraph {
  readonly laneChangeCost: number;
  readonly laneletIds: readonly number[];
  /** Lanelet id → its number. */
  private readonly numbers = new Map<number, number>();
  private readonly lengths: Float64Array;
  // The map's topology limited to the graph's lanelets, by number.
  private readonly successorLists: (readonly number[])[] = [];
  private readonly predecessorLists: (readonly number[])[] = [];
  private readonly neighbourLists: (readonly LaneletNeighbour[])[] = [];
  /** Made when first asked for: validation reads the graph's topology, only routing its edges. */
  private readonly edgeLists: (readonly RoutingEdge[] | undefined)[] = [];

  constructor(map: LaneletMap, laneChangeCost: number) {
    this.laneChangeCost = laneChangeCost;
    const ids: number[] = [];
    const lengths: number[] = [];
    for (const lanelet of map.lanelets.values()) {
      if (!isVehicleLanelet(lanelet)) continue;
      const geometry = laneletGeometry(map, lanelet.id);
      if (!geometry || !Number.isFinite(geometry.length)) continue;
      this.numbers.set(lanelet.id, ids.length);
      ids.push(lanelet.id);
      lengths.push(geometry.length);
    }
    this.laneletIds = ids;
    this.lengths = Float64Array.from(lengths);
    const topology = laneletTopology(map);
    for (const id of ids) {
      this.successorLists.push(keepIn(this.numbers, topology.successors.get(id), idOfId));
      this.predecessorLists.push(keepIn(this.numbers, topology.predecessors.get(id), idOfId));
      this.neighbourLists.push(keepIn(this.numbers, topology.neighbours.get(id), idOfNeighbour));
      this.edgeLists.push(undefined);
    }
  }

  has(id: number): boolean {
    return this.numbers.has(id);
  }
  length(id: number): number {
    const n = this.numbers.get(id);
    return n === undefined ? 0 : this.lengths[n]!;
  }
  edges(id: number): readonly RoutingEdge[] {
    const n = this.numbers.get(id);
    if (n === undefined) return NONE;
    let edges = this.edgeLists[n];
    if (edges === undefined) {
      edges = this.edgesOf(n);
      this.edgeLists[n] = edges;
    }
    return edges;
  }
  successors(id: number): readonly number[] {
    const n = this.numbers.get(id);
    return n === undefined ? NONE : this.successorLists[n]!;
  }
  predecessors(id: number): readonly number[] {
    const n = this.numbers.get(id);
    return n === undefined ? NONE : this.predecessorLists[n]!;
  }
  neighbours(id: number): readonly LaneletNeighbour[] {
    const n = this.numbers.get(id);
    return n === undefined ? NONE : this.neighbourLists[n]!;
  }

  /** Successors first, then lane changes; built at its exact size (most lists are short). */
  private edgesOf(n: number): RoutingEdge[] {
    const successors = this.successorLists[n]!;
    const neighbours = this.neighbourLists[n]!;
    let changes = 0;
    for (const neighbour of neighbours) if (neighbour.laneChange) changes += 1;
    const edges = new Array<RoutingEdge>(successors.length + changes);
    let i = 0;
    for (const to of successors) {
      edges[i] = { to, kind: 'successor', cost: this.lengths[n]! };
      i += 1;
    }
    for (const neighbour of neighbours) {
      if (!neighbour.laneChange) continue;
      const kind = neighbour.side === 'left' ? 'lane_change_left' : 'lane_change_right';
      edges[i] = { to: neighbour.id, kind, cost: this.laneChangeCost };
      i += 1;
    }
    return edges;
  }
}

export function buildRoutingGraph(map: LaneletMap, options: RoutingOptions = {}): RoutingGraph {
  const cost = options.laneChangeCost;
  const laneChangeCost =
    cost !== undefined && Number.isFinite(cost) && cost >= 0 ? cost : DEFAULT_LANE_CHANGE_COST;
  return new LaneletRoutingGraph(map, laneChangeCost);
}
