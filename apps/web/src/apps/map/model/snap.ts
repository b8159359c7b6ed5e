import type { EditContext } from './edit-context';
import type { LaneletShape } from './lanelet-shape';
import { tryReadLanelet } from './lanelet-shape';
import { pointOf } from './positions';
import { distance, midpoint, type XY } from './polyline';

/*
 * Snapping, so that what the user draws connects the way Lanelet2 needs: a lanelet follows
 * another only when it starts on the very nodes the other ends on (routing and validation
 * match end points; sharing the nodes keeps them matched when one is moved later).
 */

/** A new lanelet's start within this of an existing end pair (or end of a start pair) meets it. */
export const LANELET_SNAP_METRES = 0.5;
/** A line string's end within this of a node ends on that node. */
export const LINE_SNAP_METRES = 0.3;

export interface EndPair {
  left: number;
  right: number;
}

export function startPair(shape: LaneletShape): EndPair {
  return { left: shape.left[0]!, right: shape.right[0]! };
}

export function endPair(shape: LaneletShape): EndPair {
  return { left: shape.left[shape.left.length - 1]!, right: shape.right[shape.right.length - 1]! };
}

/** One side of a wished-for pair: an existing node it must be, or a position it should be near. */
export type PairEnd = number | XY;

/**
 * The end pair (`at: 'end'`, for a lanelet to start on) or start pair (`at: 'start'`, for one
 * to end on) of an existing lanelet that the wished pair meets: its midpoint within 0.5 m of
 * the wish's, left to left and right to right (not crossed), and any side given as a node
 * exactly that node. The nearest such pair, or null.
 */
export function findMeetingPair(
  ctx: EditContext,
  at: 'start' | 'end',
  wish: { left: PairEnd; right: PairEnd },
  exclude: ReadonlySet<number> = new Set(),
): EndPair | null {
  const position = (end: PairEnd) => (typeof end === 'number' ? pointOf(ctx.store, end) : end);
  const wishLeft = position(wish.left);
  const wishRight = position(wish.right);
  if (!wishLeft || !wishRight) return null;
  const centre = midpoint(wishLeft, wishRight);
  let best: { pair: EndPair; distance: number } | null = null;
  for (const id of ctx.index.laneletsNear(centre, LANELET_SNAP_METRES)) {
    if (exclude.has(id)) continue;
    const shape = tryReadLanelet(ctx.store, id);
    if (!shape) continue;
    const pair = at === 'end' ? endPair(shape) : startPair(shape);
    if (typeof wish.left === 'number' && wish.left !== pair.left) continue;
    if (typeof wish.right === 'number' && wish.right !== pair.right) continue;
    const left = pointOf(ctx.store, pair.left)!;
    const right = pointOf(ctx.store, pair.right)!;
    const across = (right.x - left.x) * (wishRight.x - wishLeft.x);
    if (across + (right.y - left.y) * (wishRight.y - wishLeft.y) <= 0) continue;
    const d = distance(midpoint(left, right), centre);
    if (d <= LANELET_SNAP_METRES && (!best || d < best.distance)) best = { pair, distance: d };
  }
  return best?.pair ?? null;
}

/** The node nearest to `p` within `radius`, or null. */
export function nearestNode(ctx: EditContext, p: XY, radius: number): number | null {
  let best: { id: number; distance: number } | null = null;
  for (const id of ctx.index.nodesNear(p, radius)) {
    const point = pointOf(ctx.store, id);
    if (!point) continue;
    const d = distance(point, p);
    if (d <= radius && (!best || d < best.distance || (d === best.distance && id < best.id))) {
      best = { id, distance: d };
    }
  }
  return best?.id ?? null;
}
