import type { OsmRelation, OsmWay } from '@ads/lanelet2';
import type { DocStore } from './doc-store';
import { EditError } from './editor-api';
import { pointsOf } from './positions';
import { distance, type XYZ } from './polyline';

/*
 * A lanelet read the way Lanelet2's loader reads it: its first `left` and `right` way members;
 * the right bound gives the driving direction and the left bound is used inverted when it
 * points the other way (the ends decide). Node lists here are always in driving direction.
 */

export interface LaneletShape {
  id: number;
  relation: OsmRelation;
  leftWay: OsmWay;
  rightWay: OsmWay;
  /** Whether the left way's node order runs against the driving direction. */
  leftInverted: boolean;
  /** Node ids of the bounds in driving direction. */
  left: number[];
  right: number[];
}

export function isLaneletRelation(relation: OsmRelation | undefined): relation is OsmRelation {
  return relation?.tags.type === 'lanelet';
}

export function boundRef(relation: OsmRelation, role: 'left' | 'right'): number | undefined {
  return relation.members.find((m) => m.role === role && m.type === 'way')?.ref;
}

/** The lanelet's shape, or an EditError saying why it has none. */
export function readLanelet(store: DocStore, id: number): LaneletShape {
  const relation = store.relation(id);
  if (!relation) throw new EditError(`Lanelet ${id} does not exist.`);
  if (!isLaneletRelation(relation)) throw new EditError(`Relation ${id} is not a lanelet.`);
  const way = (role: 'left' | 'right') => {
    const ref = boundRef(relation, role);
    const found = ref === undefined ? undefined : store.way(ref);
    if (!found || found.nodes.length < 2) {
      throw new EditError(
        ref === undefined
          ? `Lanelet ${id} has no ${role} bound; give it one before editing its shape.`
          : `Lanelet ${id}'s ${role} bound, way ${ref}, ${found ? 'has fewer than two nodes' : 'does not exist'}.`,
      );
    }
    return found;
  };
  const leftWay = way('left');
  const rightWay = way('right');
  const leftPoints = pointsOf(store, leftWay.nodes, `lanelet ${id}'s left bound`);
  const rightPoints = pointsOf(store, rightWay.nodes, `lanelet ${id}'s right bound`);
  const leftInverted = pointsBackwards(leftPoints, rightPoints);
  return {
    id,
    relation,
    leftWay,
    rightWay,
    leftInverted,
    left: leftInverted ? [...leftWay.nodes].reverse() : [...leftWay.nodes],
    right: [...rightWay.nodes],
  };
}

/** The shape, or null when the relation is no readable lanelet. */
export function tryReadLanelet(store: DocStore, id: number): LaneletShape | null {
  try {
    return readLanelet(store, id);
  } catch (error) {
    if (error instanceof EditError) return null;
    throw error;
  }
}

/** Lanelet2's rule: the left bound is inverted when its ends lie nearer the right's other ends. */
export function pointsBackwards(left: readonly XYZ[], right: readonly XYZ[]): boolean {
  const l0 = left[0]!;
  const ln = left[left.length - 1]!;
  const r0 = right[0]!;
  const rn = right[right.length - 1]!;
  return distance(l0, rn) + distance(ln, r0) < distance(l0, r0) + distance(ln, rn);
}

export interface ShapePoints {
  left: XYZ[];
  right: XYZ[];
}

export function shapePoints(store: DocStore, shape: LaneletShape): ShapePoints {
  return {
    left: pointsOf(store, shape.left, `lanelet ${shape.id}'s left bound`),
    right: pointsOf(store, shape.right, `lanelet ${shape.id}'s right bound`),
  };
}

/** The lanelets using the way as their left or right bound. */
export function laneletsBoundBy(
  store: DocStore,
  wayId: number,
): { id: number; role: 'left' | 'right' }[] {
  const users: { id: number; role: 'left' | 'right' }[] = [];
  for (const relationId of store.refs.relationsOf('way', wayId)) {
    const relation = store.relation(relationId);
    if (!isLaneletRelation(relation)) continue;
    if (boundRef(relation, 'left') === wayId) users.push({ id: relationId, role: 'left' });
    if (boundRef(relation, 'right') === wayId) users.push({ id: relationId, role: 'right' });
  }
  return users;
}
