import type { EditContext } from './edit-context';
import type { ElementRef } from './editor-api';
import { tryReadLanelet } from './lanelet-shape';
import { pointOf, pointsOf } from './positions';
import { centreline, distance, distanceToPolyline, polygonContains, type XY } from './polyline';
import { nearestNode } from './snap';

/*
 * What the user clicked, in local metres, through the spatial index (a few grid cells, not the
 * whole map). In order of preference:
 * 1. a node standing on its own (a sign or pole: in no way) within the tolerance;
 * 2. a vertex of a way within a third of the tolerance (clicking right on it);
 * 3. the nearest way within the tolerance;
 * 4. a lanelet whose area holds the point; where lanelets overlap (inside an intersection),
 *    the one whose centreline passes nearest.
 */
export function hitTest(ctx: EditContext, p: XY, tolerance: number): ElementRef | null {
  const radius = Math.max(0, tolerance);
  const node = nearestNode(ctx, p, radius);
  if (node !== null) {
    const free = ctx.store.refs.waysOf(node).length === 0;
    if (free || distance(pointOf(ctx.store, node)!, p) <= radius / 3) {
      return { type: 'node', id: node };
    }
  }
  const way = nearestWay(ctx, p, radius);
  if (way !== null) return { type: 'way', id: way };
  const lanelet = laneletAt(ctx, p);
  return lanelet === null ? null : { type: 'relation', id: lanelet };
}

function nearestWay(ctx: EditContext, p: XY, radius: number): number | null {
  let best: { id: number; distance: number } | null = null;
  for (const id of ctx.index.waysNear(p, radius)) {
    const way = ctx.store.way(id);
    if (!way) continue;
    const points = way.nodes.map((n) => pointOf(ctx.store, n)).filter((q) => q !== null);
    if (points.length === 0) continue;
    const d = distanceToPolyline(p, points);
    if (d <= radius && (!best || d < best.distance || (d === best.distance && id < best.id))) {
      best = { id, distance: d };
    }
  }
  return best?.id ?? null;
}

export function laneletAt(ctx: EditContext, p: XY): number | null {
  let best: { id: number; distance: number } | null = null;
  for (const id of ctx.index.laneletsNear(p, 0)) {
    const shape = tryReadLanelet(ctx.store, id);
    if (!shape) continue;
    const left = pointsOf(ctx.store, shape.left, '');
    const right = pointsOf(ctx.store, shape.right, '');
    if (!polygonContains([...left, ...[...right].reverse()], p)) continue;
    const d = distanceToPolyline(p, centreline(left, right));
    if (!best || d < best.distance || (d === best.distance && id < best.id)) {
      best = { id, distance: d };
    }
  }
  return best?.id ?? null;
}
