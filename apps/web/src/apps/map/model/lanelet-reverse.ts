import type { OsmMember, OsmWay } from '@ads/lanelet2';
import { createWay, setMembers, setWayNodes, type EditContext } from './edit-context';
import { laneletsBoundBy, readLanelet } from './lanelet-shape';

/*
 * Reversing a lanelet's driving direction: the old right bound becomes the left and the old
 * left the right, each running the new way. A bound way is turned round in place when nothing
 * else depends on its direction (other lanelets use it only as a left bound, which Lanelet2
 * reads either way round). Otherwise the new left bound is simply used inverted, and a new
 * right bound, which must run forwards, is a reversed copy of the way with its tags (the
 * neighbour keeps the original). Reversing twice gives the lanelet back unchanged when its
 * bounds were its own. Regulatory elements stay as they are.
 */

function sameNodes(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((n, i) => n === b[i]);
}

/** The way to use for `role`, running as `wanted` (a right bound must; a left one may not). */
function orientedBound(
  ctx: EditContext,
  way: OsmWay,
  wanted: number[],
  laneletId: number,
  role: 'left' | 'right',
): number {
  if (sameNodes(way.nodes, wanted)) return way.id;
  const othersNeedDirection = laneletsBoundBy(ctx.store, way.id).some(
    (user) => user.id !== laneletId && user.role === 'right',
  );
  if (!othersNeedDirection) {
    setWayNodes(ctx, way, [...way.nodes].reverse());
    return way.id;
  }
  return role === 'left' ? way.id : createWay(ctx, wanted, way.tags);
}

export function reverseLanelet(ctx: EditContext, id: number): void {
  const shape = readLanelet(ctx.store, id);
  const newRight = orientedBound(ctx, shape.leftWay, [...shape.left].reverse(), id, 'right');
  const newLeft = orientedBound(ctx, shape.rightWay, [...shape.right].reverse(), id, 'left');
  const members: OsmMember[] = shape.relation.members.map((m) => {
    if (m.type !== 'way') return m;
    if (m.role === 'left' && m.ref === shape.leftWay.id) return { ...m, ref: newLeft };
    if (m.role === 'right' && m.ref === shape.rightWay.id) return { ...m, ref: newRight };
    if (m.role === 'centerline') return { ...m, ref: reversedCentreline(ctx, m.ref, id) };
    return m;
  });
  setMembers(ctx, shape.relation, members);
}

function reversedCentreline(ctx: EditContext, wayId: number, laneletId: number): number {
  const way = ctx.store.way(wayId);
  if (!way) return wayId;
  const shared = ctx.store.refs.relationsOf('way', wayId).some((user) => user !== laneletId);
  const reversed = [...way.nodes].reverse();
  if (shared) return createWay(ctx, reversed, way.tags);
  setWayNodes(ctx, way, reversed);
  return wayId;
}
