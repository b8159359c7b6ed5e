import { createNode, createWay, type EditContext } from './edit-context';
import { EditError, type LonLat } from './editor-api';
import { groundZ } from './ground';
import { boundRef, isLaneletRelation } from './lanelet-shape';
import { pointOf } from './positions';
import { distance, dropRepeats, type XY } from './polyline';

/*
 * A traffic light's line string as Autoware reads it (lanelet2_extension's format and the
 * vector-map requirements vm-04-02): the line is the light's bottom edge, drawn left to right
 * as seen by the driver, at the height it hangs in 3D; the `height` tag is the size of the
 * light body above that edge, not its position. traffic_light_map_based_detector projects the
 * box from the line's z up to z + height into the camera; a light at z = 0 with no height is a
 * box of no size on the road, and recognition silently finds nothing.
 */

/**
 * The body height new lights get: 0.5 m, the `height` of Autoware's sample traffic light
 * (lanelet2_extension docs/lanelet2_format_extension.md) and of the vector-map requirement
 * vm-04-02's example ("for 50cm, write tag:height=0.5"), a vehicle light's usual size.
 */
export const LIGHT_BODY_HEIGHT_M = 0.5;

/**
 * How far above the road a new light's bottom edge goes: vehicle signals hang with their
 * lower edge at least 4.5 m over the carriageway (Japan's road-structure rules; most other
 * countries are similar), so 5 m is a usual mounting height and a start to correct.
 */
export const LIGHT_MOUNTING_M = 5;

/** The road's z under `at`: the ground source, else the nearest node of the lanelets, else 0. */
function roadZ(ctx: EditContext, at: XY, lanelets: readonly number[]): number {
  const fromGround = groundZ(ctx.ground, at, Number.NaN);
  if (Number.isFinite(fromGround)) return fromGround;
  let best: { d: number; z: number } | null = null;
  for (const id of lanelets) {
    const relation = ctx.store.relation(id);
    if (!isLaneletRelation(relation)) continue;
    for (const role of ['left', 'right'] as const) {
      const ref = boundRef(relation, role);
      for (const node of (ref === undefined ? undefined : ctx.store.way(ref))?.nodes ?? []) {
        const point = pointOf(ctx.store, node);
        if (!point) continue;
        const d = distance(point, at);
        if (!best || d < best.d) best = { d, z: point.z };
      }
    }
  }
  return best?.z ?? 0;
}

/**
 * A new light's line string: tagged `traffic_light`/`red_yellow_green` with the default body
 * height, its nodes LIGHT_MOUNTING_M over the road under its middle. Its ends never snap to
 * existing nodes (those are on the road, not in the air).
 */
export function addTrafficLightLine(
  ctx: EditContext,
  positions: readonly LonLat[],
  lanelets: readonly number[],
): number {
  const flat = dropRepeats(positions.map((p) => ctx.positions.toLocal(p)));
  if (flat.length < 2) {
    throw new EditError('A traffic light needs a line of two different points (its bottom edge).');
  }
  const first = flat[0]!;
  const last = flat.at(-1)!;
  const middle = { x: (first.x + last.x) / 2, y: (first.y + last.y) / 2 };
  const z = roadZ(ctx, middle, lanelets) + LIGHT_MOUNTING_M;
  const nodes = flat.map((p) => createNode(ctx, { ...p, z }));
  return createWay(ctx, nodes, {
    type: 'traffic_light',
    subtype: 'red_yellow_green',
    height: String(LIGHT_BODY_HEIGHT_M),
  });
}

/** Puts every node of a way at elevation `z` (a light or sign raised or lowered as a whole). */
export function setWayElevation(ctx: EditContext, wayId: number, z: number): void {
  const way = ctx.store.way(wayId);
  if (!way) throw new EditError(`Way ${wayId} does not exist.`);
  if (!Number.isFinite(z)) {
    throw new EditError(`An elevation is a number of metres (got ${String(z)}).`);
  }
  for (const id of new Set(way.nodes)) {
    const node = ctx.store.node(id);
    if (!node || node.z === z) continue;
    if (!Number.isFinite(node.x) || !Number.isFinite(node.y)) {
      throw new EditError(
        `Node ${id} of way ${wayId} has no position in the map's local coordinates.`,
      );
    }
    ctx.store.putNode(ctx.positions.moved(node, { x: node.x, y: node.y, z }));
  }
}
