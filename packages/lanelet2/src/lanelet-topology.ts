/*
 * The topology of a lanelet map: which lanelet follows which (end points meeting within
 * 1 cm) and which lanelets are neighbours (sharing a bound), with whether a vehicle may change
 * lanes into them. The routing graph (routing-graph.ts) and the validator's topology rules
 * read it.
 */
import type { Lanelet, LaneletGeometry, LaneletMap } from './lanelet-map';
import { laneletGeometry, tagOf } from './lanelet-map';
import type { OsmTags } from './osm';
import { LEFT_END, LEFT_START, LaneletCorners, RIGHT_END, RIGHT_START } from './spatial-index';

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

function mayCross(rule: CrossingRule, towards: LaneSide, usedInverted: boolean): boolean {
  const flipped = rule === 'to_left' ? 'to_right' : rule === 'to_right' ? 'to_left' : rule;
  const effective = usedInverted ? flipped : rule;
  return effective === 'both' || effective === (towards === 'left' ? 'to_left' : 'to_right');
}

function boundSide(lanelet: Lanelet, wayId: number): LaneSide | null {
  const isLeft = lanelet.leftWayId === wayId;
  const isRight = lanelet.rightWayId === wayId;
  if (isLeft === isRight) return null; // not a bound, or both bounds (a degenerate lanelet)
  return isLeft ? 'left' : 'right';
}

function hasNeighbour(list: readonly LaneletNeighbour[] | undefined, id: number): boolean {
  if (list) for (const n of list) if (n.id === id) return true;
  return false;
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
  const ids: number[] = [];
  const geometries: LaneletGeometry[] = [];
  for (const id of map.lanelets.keys()) {
    const geometry = laneletGeometry(map, id);
    if (!geometry) continue;
    ids.push(id);
    geometries.push(geometry);
  }
  const shaped = (id: number) => laneletGeometry(map, id) !== null;
  const topology: LaneletTopology = {
    successors: new Map(),
    predecessors: new Map(),
    neighbours: new Map(),
  };
  const corners = new LaneletCorners(ids, geometries);
  const starts = corners.index(LEFT_START);
  const near: number[] = [];
  for (let a = 0; a < corners.size; a += 1) {
    const found = corners.near(starts, a, LEFT_END, near);
    for (let k = 0; k < found; k += 1) {
      const b = near[k]!;
      if (b === a || !corners.meet(a, LEFT_END, b, LEFT_START)) continue;
      if (!corners.meet(a, RIGHT_END, b, RIGHT_START)) continue;
      pushTo(topology.successors, ids[a]!, ids[b]!);
      pushTo(topology.predecessors, ids[b]!, ids[a]!);
    }
  }
  const { doc } = map;
  map.boundUsers.forEach((users, wayId) => {
    if (users.length < 2) return;
    const way = doc.ways instanceof Map ? doc.ways.get(wayId) : undefined;
    let rule: CrossingRule | undefined; // read from the way's tags when first needed
    for (const aId of users) {
      const a = map.lanelets.get(aId);
      const sideA = a && shaped(aId) ? boundSide(a, wayId) : null;
      if (!a || !sideA) continue;
      const invertedInA = sideA === 'left' && a.leftInverted;
      for (const bId of users) {
        const b = map.lanelets.get(bId);
        const sideB = b && bId !== aId && shaped(bId) ? boundSide(b, wayId) : null;
        if (!b || !sideB) continue;
        const invertedInB = sideB === 'left' && b.leftInverted;
        const sameDirection = invertedInA === invertedInB && sideA !== sideB;
        if (hasNeighbour(topology.neighbours.get(aId), bId)) continue;
        if (sameDirection) rule ??= crossingRule(way?.tags);
        pushTo(topology.neighbours, aId, {
          id: bId,
          side: sideA,
          sameDirection,
          laneChange: sameDirection && mayCross(rule!, sideA, invertedInA),
        });
      }
    }
  });
  topologyCache.set(map, topology);
  return topology;
}
