import type { OsmMember } from '@ads/lanelet2';
import {
  BOUND_TAGS,
  LANELET_TAGS,
  SHARED_BOUND_TAGS,
  createNode,
  createRelation,
  createWay,
  putTags,
  setWayNodes,
  tagsFrom,
  type EditContext,
} from './edit-context';
import { EditError, type CreatedLanelet, type LonLat } from './editor-api';
import { groundZ } from './ground';
import { laneletsBoundBy, pointsBackwards, readLanelet } from './lanelet-shape';
import { pointOf, pointsOf } from './positions';
import {
  dropRepeats,
  offsetPolyline,
  sharpestTurn,
  signedArea,
  withElevation,
  type XY,
  type XYZ,
} from './polyline';
import { type EndPair, findMeetingPair } from './snap';

/*
 * Making lanelets: from a drawn centreline, from two existing line strings, or beside an
 * existing lanelet. New bounds are `line_thin solid`; new nodes carry `ele`. Ends snap to the
 * lanelets they meet (snap.ts) so successors share end nodes and neighbours share a bound way.
 */

/** Corners sharper than this cannot be offset into a sensible lane. */
const MAX_TURN_DEGREES = 135;

export function laneletMembers(left: number, right: number): OsmMember[] {
  return [
    { type: 'way', ref: left, role: 'left' },
    { type: 'way', ref: right, role: 'right' },
  ];
}

function checkWidth(width: number): void {
  if (!(Number.isFinite(width) && width > 0 && width <= 100)) {
    throw new EditError(`A lanelet's width must be a number of metres above 0 (got ${width}).`);
  }
}

function checkTurns(points: readonly XY[], what: string): void {
  const { at, degrees } = sharpestTurn(points);
  if (degrees > MAX_TURN_DEGREES) {
    throw new EditError(
      `The ${what} turns by ${Math.round(degrees)}° at its point ${at + 1}, too sharply for a lane; add points to round the corner.`,
    );
  }
}

function meanZ(ctx: EditContext, pair: EndPair | null): number | null {
  if (!pair) return null;
  const left = pointOf(ctx.store, pair.left);
  const right = pointOf(ctx.store, pair.right);
  return left && right ? (left.z + right.z) / 2 : null;
}

/**
 * Nodes along `points`, the first and last replaced by the given existing ones. A new node
 * stands on the ground source's z where it has one (the lane's own slope where not).
 */
function boundNodes(
  ctx: EditContext,
  points: readonly XYZ[],
  first?: number,
  last?: number,
): number[] {
  return points.map((p, i) => {
    if (i === 0 && first !== undefined) return first;
    if (i === points.length - 1 && last !== undefined) return last;
    return createNode(ctx, { ...p, z: groundZ(ctx.ground, p, p.z) });
  });
}

export function addLaneletFromCenterline(
  ctx: EditContext,
  positions: readonly LonLat[],
  width: number,
  tags?: Record<string, string>,
): CreatedLanelet {
  checkWidth(width);
  const flat = dropRepeats(positions.map((p) => ctx.positions.toLocal(p)));
  if (flat.length < 2) {
    throw new EditError('A lanelet needs a centreline of at least two different points.');
  }
  checkTurns(flat, 'centreline');
  const half = width / 2;
  const level = flat.map((p) => ({ ...p, z: 0 }));
  const leftGuess = offsetPolyline(level, half);
  const rightGuess = offsetPolyline(level, -half);
  const start = findMeetingPair(ctx, 'end', { left: leftGuess[0]!, right: rightGuess[0]! });
  const end = findMeetingPair(ctx, 'start', { left: leftGuess.at(-1)!, right: rightGuess.at(-1)! });
  // The lane climbs from whatever it starts on to whatever it ends on (flat at 0 on its own).
  const zStart = meanZ(ctx, start);
  const zEnd = meanZ(ctx, end);
  const centre = withElevation(flat, zStart ?? zEnd ?? 0, zEnd ?? zStart ?? 0);
  const left = createWay(
    ctx,
    boundNodes(ctx, offsetPolyline(centre, half), start?.left, end?.left),
    BOUND_TAGS,
  );
  const right = createWay(
    ctx,
    boundNodes(ctx, offsetPolyline(centre, -half), start?.right, end?.right),
    BOUND_TAGS,
  );
  const lanelet = createRelation(ctx, laneletMembers(left, right), {
    ...LANELET_TAGS,
    ...tags,
    type: 'lanelet',
  });
  return { lanelet, left, right };
}

export function addLaneletFromBounds(
  ctx: EditContext,
  leftId: number,
  rightId: number,
  tags?: Record<string, string>,
): CreatedLanelet {
  if (leftId === rightId) {
    throw new EditError(`Way ${leftId} cannot be both bounds of a lanelet; pick two line strings.`);
  }
  const read = (id: number, role: string) => {
    const way = ctx.store.way(id);
    if (!way) throw new EditError(`Way ${id}, the ${role} bound, does not exist.`);
    if (way.nodes.length < 2) {
      throw new EditError(`Way ${id} has fewer than two nodes, so it cannot bound a lanelet.`);
    }
    return pointsOf(ctx.store, way.nodes, `way ${id}`);
  };
  const left = read(leftId, 'left');
  const right = read(rightId, 'right');
  const leftForward = pointsBackwards(left, right) ? [...left].reverse() : left;
  // Along the left bound and back along the right: clockwise when the left lies on the left.
  if (signedArea([...leftForward, ...[...right].reverse()]) >= 0) {
    throw new EditError(
      `Way ${leftId} lies right of way ${rightId} in the driving direction (the direction of way ${rightId}), so it cannot be the left bound; pick the two the other way round.`,
    );
  }
  const lanelet = createRelation(ctx, laneletMembers(leftId, rightId), {
    ...LANELET_TAGS,
    ...tags,
    type: 'lanelet',
  });
  return { lanelet, left: leftId, right: rightId };
}

/** Tags a neighbour takes over from the lanelet it is added beside. */
const INHERITED_TAGS = ['subtype', 'location', 'one_way', 'speed_limit'] as const;

export function addNeighbourLanelet(
  ctx: EditContext,
  laneletId: number,
  side: 'left' | 'right',
  width: number,
): CreatedLanelet {
  checkWidth(width);
  const shape = readLanelet(ctx.store, laneletId);
  const shared = side === 'left' ? shape.leftWay : shape.rightWay;
  const others = laneletsBoundBy(ctx.store, shared.id).filter((u) => u.id !== laneletId);
  if (others.length > 0) {
    throw new EditError(
      `Lanelet ${laneletId} already has a neighbour on its ${side}, lanelet ${others[0]!.id}, sharing way ${shared.id}.`,
    );
  }
  if (side === 'left' && shape.leftInverted) {
    // The neighbour's right bound gives its direction, so the shared way must run forwards;
    // no other lanelet uses it, so turning it round changes nothing else.
    setWayNodes(ctx, shared, [...shared.nodes].reverse());
  }
  const sharedNodes = side === 'left' ? shape.left : shape.right;
  const sharedPoints = pointsOf(ctx.store, sharedNodes, `way ${shared.id}`);
  checkTurns(sharedPoints, `${side} bound of lanelet ${laneletId}`);
  const outer = offsetPolyline(dropRepeats(sharedPoints), side === 'left' ? width : -width);
  const wish = (fixed: number, free: XYZ) =>
    side === 'left' ? { left: free, right: fixed } : { left: fixed, right: free };
  const start = findMeetingPair(ctx, 'end', wish(sharedNodes[0]!, outer[0]!));
  const end = findMeetingPair(ctx, 'start', wish(sharedNodes.at(-1)!, outer.at(-1)!));
  const outerSide = side === 'left' ? 'left' : 'right';
  const outerWay = createWay(
    ctx,
    boundNodes(ctx, outer, start?.[outerSide], end?.[outerSide]),
    BOUND_TAGS,
  );
  if (shared.tags.type !== 'virtual') {
    putTags(ctx, 'way', shared.id, tagsFrom(ctx.store.way(shared.id)!.tags, SHARED_BOUND_TAGS));
  }
  const inherited: Record<string, string> = {};
  for (const key of INHERITED_TAGS) {
    const value = shape.relation.tags[key];
    if (value !== undefined) inherited[key] = value;
  }
  const [left, right] = side === 'left' ? [outerWay, shared.id] : [shared.id, outerWay];
  const lanelet = createRelation(ctx, laneletMembers(left, right), {
    ...LANELET_TAGS,
    ...inherited,
  });
  return { lanelet, left, right };
}
