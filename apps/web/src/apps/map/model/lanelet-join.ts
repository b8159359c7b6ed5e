import type { OsmMember } from '@ads/lanelet2';
import { removeNodeIfUnused, removeWayIfUnused, replaceInRelations } from './cleanup';
import { createWay, setMembers, setWayNodes, type EditContext } from './edit-context';
import { EditError } from './editor-api';
import { type LaneletShape, laneletsBoundBy, readLanelet, tryReadLanelet } from './lanelet-shape';
import { pointOf } from './positions';
import { distance } from './polyline';
import { type EndPair, endPair, startPair } from './snap';

/*
 * Joining a lanelet with its successor into one: the first keeps its id, tags and members and
 * takes over the second's regulatory elements; each bound becomes the first's bound followed
 * by the second's. A bound way only its own lanelet used is extended (the first's) or removed
 * (the second's); one that others use is left to them and the joined lanelet gets a new way.
 * A drawn centreline is dropped (Lanelet2 computes one from the bounds). Relations that named
 * the second lanelet name the joined one.
 */

/** End points this close count as the same point, as in routing. */
const MEET_METRES = 0.01;

function sameSpot(ctx: EditContext, a: number, b: number): boolean {
  if (a === b) return true;
  const p = pointOf(ctx.store, a);
  const q = pointOf(ctx.store, b);
  return p !== null && q !== null && distance(p, q) <= MEET_METRES;
}

/** Lanelets starting (or ending) on exactly this pair of nodes. */
function laneletsAt(ctx: EditContext, pair: EndPair, at: 'start' | 'end'): number[] {
  const found = new Set<number>();
  for (const way of ctx.store.refs.waysOf(pair.right)) {
    for (const { id } of laneletsBoundBy(ctx.store, way)) {
      const shape = tryReadLanelet(ctx.store, id);
      if (!shape) continue;
      const ends = at === 'start' ? startPair(shape) : endPair(shape);
      if (ends.left === pair.left && ends.right === pair.right) found.add(id);
    }
  }
  return [...found];
}

function checkJoinable(ctx: EditContext, a: LaneletShape, b: LaneletShape): void {
  const end = endPair(a);
  const start = startPair(b);
  if (!sameSpot(ctx, end.left, start.left) || !sameSpot(ctx, end.right, start.right)) {
    throw new EditError(
      `Lanelet ${a.id} and ${b.id} do not meet: ${b.id} must start where ${a.id} ends to be joined.`,
    );
  }
  const otherNext = laneletsAt(ctx, end, 'start').filter((id) => id !== b.id);
  if (otherNext.length > 0) {
    throw new EditError(
      `Lanelet ${a.id} also leads to lanelet ${otherNext[0]}, so joining it with ${b.id} would cut that connection.`,
    );
  }
  const otherBefore = laneletsAt(ctx, start, 'end').filter((id) => id !== a.id);
  if (otherBefore.length > 0) {
    throw new EditError(
      `Lanelet ${b.id} is also reached from lanelet ${otherBefore[0]}, so joining it with ${a.id} would cut that connection.`,
    );
  }
}

/** The joined bound's way: the first's extended when only it uses it, else a new one. */
function joinedBound(
  ctx: EditContext,
  a: LaneletShape,
  side: 'left' | 'right',
  nodes: number[],
): number {
  const way = side === 'left' ? a.leftWay : a.rightWay;
  const inverted = side === 'left' && a.leftInverted;
  const users = ctx.store.refs.relationsOf('way', way.id);
  if (users.every((id) => id === a.id)) {
    setWayNodes(ctx, way, inverted ? [...nodes].reverse() : nodes);
    return way.id;
  }
  return createWay(ctx, nodes, way.tags);
}

export function joinLanelets(ctx: EditContext, firstId: number, secondId: number): number {
  if (firstId === secondId) throw new EditError(`Lanelet ${firstId} cannot be joined with itself.`);
  const a = readLanelet(ctx.store, firstId);
  const b = readLanelet(ctx.store, secondId);
  checkJoinable(ctx, a, b);
  const left = joinedBound(ctx, a, 'left', [...a.left, ...b.left.slice(1)]);
  const right = joinedBound(ctx, a, 'right', [...a.right, ...b.right.slice(1)]);

  const dropped = new Set<number>(); // ways the joined lanelet no longer names
  const members: OsmMember[] = [];
  const has = (m: OsmMember) =>
    members.some((k) => k.type === m.type && k.ref === m.ref && k.role === m.role);
  for (const m of a.relation.members) {
    if (m.type === 'way' && m.role === 'left' && m.ref === a.leftWay.id) {
      members.push({ ...m, ref: left });
    } else if (m.type === 'way' && m.role === 'right' && m.ref === a.rightWay.id) {
      members.push({ ...m, ref: right });
    } else if (m.role === 'centerline') {
      dropped.add(m.ref);
    } else if (!has(m)) {
      members.push(m);
    }
  }
  for (const m of b.relation.members) {
    if (m.role === 'regulatory_element' && !has(m)) members.push(m);
    if (m.type === 'way' && ['left', 'right', 'centerline'].includes(m.role)) dropped.add(m.ref);
  }
  if (left !== a.leftWay.id) dropped.add(a.leftWay.id);
  if (right !== a.rightWay.id) dropped.add(a.rightWay.id);
  setMembers(ctx, a.relation, members);
  replaceInRelations(ctx, secondId, firstId);
  ctx.store.remove('relation', secondId);
  dropped.delete(left);
  dropped.delete(right);
  for (const way of dropped) removeWayIfUnused(ctx, way);
  // The second's first nodes, when they only matched the first's end by position.
  for (const node of [b.left[0]!, b.right[0]!]) removeNodeIfUnused(ctx, node);
  return firstId;
}
