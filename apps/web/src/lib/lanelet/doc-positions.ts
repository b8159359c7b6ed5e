import type { OsmDoc, OsmRelation } from '@ads/lanelet2';
import { type Position, boundsOpposed } from './geometry';

/*
 * Reading positions out of a map document that may be broken: a way may name nodes that do not
 * exist, a node may have no WGS84 position (a local-only Autoware map), a lanelet may lack a
 * bound. Whatever is missing is skipped; drawing never throws on a bad document.
 */

/** A way's [lon, lat] positions, missing or position-less nodes left out. */
export function wayPositions(doc: OsmDoc, wayId: number): Position[] {
  const way = doc.ways.get(wayId);
  if (!way) return [];
  const out: Position[] = [];
  for (const ref of way.nodes) {
    const node = doc.nodes.get(ref);
    if (node && Number.isFinite(node.lon) && Number.isFinite(node.lat))
      out.push([node.lon, node.lat]);
  }
  return out;
}

/** Each way's positions read once per pass: bounds shared by neighbours are read once. */
export class PositionCache {
  private readonly cache = new Map<number, Position[]>();
  constructor(private readonly doc: OsmDoc) {}

  way(id: number): Position[] {
    let positions = this.cache.get(id);
    if (!positions) {
      positions = wayPositions(this.doc, id);
      this.cache.set(id, positions);
    }
    return positions;
  }
}

function memberWay(relation: OsmRelation, role: string): number | undefined {
  return relation.members.find((m) => m.type === 'way' && m.role === role)?.ref;
}

export interface LaneletBounds {
  /** Turned, when it must be, to run the way the right bound runs. */
  left: Position[];
  /** The driving direction, as Lanelet2's loader takes it. */
  right: Position[];
}

/** Positions of a way by its id (a PositionCache's, or a FeatureCache's). */
export type WayPositions = (id: number) => Position[];

/** A lanelet's bounds, or null when one is missing or has fewer than two positions. */
export function laneletBounds(relation: OsmRelation, ways: PositionCache): LaneletBounds | null {
  return laneletBoundsOf(relation, (id) => ways.way(id));
}

export function laneletBoundsOf(relation: OsmRelation, ways: WayPositions): LaneletBounds | null {
  const leftId = memberWay(relation, 'left');
  const rightId = memberWay(relation, 'right');
  if (leftId === undefined || rightId === undefined) return null;
  let left = ways(leftId);
  const right = ways(rightId);
  if (left.length < 2 || right.length < 2) return null;
  if (boundsOpposed(left, right)) left = [...left].reverse();
  return { left, right };
}

/** The closed ring around a lanelet: along the left bound, back along the right. */
export function laneletRing({ left, right }: LaneletBounds): Position[] {
  const ring = [...left];
  for (let i = right.length - 1; i >= 0; i--) ring.push(right[i]!);
  ring.push(left[0]!);
  return ring;
}

const same = (a: Position, b: Position) => a[0] === b[0] && a[1] === b[1];

/**
 * An area's outer ring from its `outer` ways, chained end to end (each turned as it must be to
 * continue the last); null when fewer than three positions are left.
 */
export function areaRing(relation: OsmRelation, ways: PositionCache): Position[] | null {
  return areaRingOf(relation, (id) => ways.way(id));
}

export function areaRingOf(relation: OsmRelation, ways: WayPositions): Position[] | null {
  const ring: Position[] = [];
  for (const member of relation.members) {
    if (member.type !== 'way' || member.role !== 'outer') continue;
    let part = ways(member.ref);
    if (part.length === 0) continue;
    const last = ring[ring.length - 1];
    if (last && !same(last, part[0]!) && same(last, part[part.length - 1]!))
      part = [...part].reverse();
    ring.push(...(last && same(last, part[0]!) ? part.slice(1) : part));
  }
  if (ring.length < 3) return null;
  if (!same(ring[0]!, ring[ring.length - 1]!)) ring.push(ring[0]!);
  return ring;
}
