/*
 * Rules about each lanelet on its own: its bound members, the ways used as bounds, its tags
 * and whether its bounds (after Lanelet2's flip of the left bound) lie the right way round.
 */
import type { Point2 } from './geometry';
import { cross, distance2d, segmentsCrossProperly } from './geometry';
import type { Lanelet } from './lanelet-map';
import {
  TURN_DIRECTIONS,
  laneletGeometry,
  membersOf,
  parseSpeedLimit,
  tagOf,
  wayNodeIds,
} from './lanelet-map';
import type { OsmTags, OsmType } from './osm';
import type { ValidationContext } from './validate-context';
import { laneletStrip, listIds, plural, relationName, report } from './validate-context';

/** How far (m) the left bound may stray right of the right bound before it counts as crossed. */
const CROSSED_TOLERANCE = 0.01;
/** Consecutive bound points closer than this (m) are the same point. */
const DUPLICATE_POINT_DISTANCE = 0.001;

export function checkLanelets(ctx: ValidationContext): void {
  const checkedWays = new Set<number>();
  for (const lanelet of ctx.map.lanelets.values()) {
    checkBoundMembers(ctx, lanelet);
    for (const [role, wayId] of [
      ['left', lanelet.leftWayId],
      ['right', lanelet.rightWayId],
    ] as const) {
      if (wayId === undefined || checkedWays.has(wayId)) continue;
      checkedWays.add(wayId);
      checkBoundWay(ctx, lanelet.id, role, wayId);
    }
    checkLaneletTags(ctx, lanelet);
    checkCrossedBounds(ctx, lanelet);
  }
  for (const area of ctx.map.areas.values()) {
    checkSpeedLimitTag(ctx, area.tags, { id: area.id, type: 'relation' }, `Area ${area.id}`);
  }
  for (const element of ctx.map.regulatoryElements.values()) {
    const name = `Regulatory element ${element.id}`;
    checkSpeedLimitTag(ctx, element.tags, { id: element.id, type: 'relation' }, name);
  }
}

function checkBoundMembers(ctx: ValidationContext, lanelet: Lanelet): void {
  const relation = ctx.relations.get(lanelet.id);
  const members = relation ? membersOf(relation) : [];
  const count = (role: string) => members.filter((m) => m.role === role).length;
  const notWays = members.filter(
    (m) => (m.role === 'left' || m.role === 'right') && m.type !== 'way',
  );
  const left = count('left');
  const right = count('right');
  if (left === 1 && right === 1 && notWays.length === 0) return;
  const problem =
    notWays.length > 0
      ? `its ${listIds(notWays.map((m) => `${m.role} member ${m.type} ${m.ref}`))} ${notWays.length === 1 ? 'is' : 'are'} not a way`
      : `it has ${plural(left, 'left bound')} and ${plural(right, 'right bound')}`;
  report(
    ctx,
    'lanelet_bounds',
    { id: lanelet.id, type: 'relation' },
    `Lanelet ${lanelet.id} needs exactly one way with role \`left\` and one with role \`right\`, but ${problem}; keep one line string for each side and remove the other members.`,
  );
}

function checkBoundWay(ctx: ValidationContext, laneletId: number, role: string, wayId: number) {
  const way = ctx.ways.get(wayId);
  if (!way) return; // reported as missing_reference
  const ids = wayNodeIds(way);
  if (ids.length < 2) {
    report(
      ctx,
      'linestring_too_short',
      { id: wayId, type: 'way' },
      `Way ${wayId}, the ${role} bound of lanelet ${laneletId}, has ${plural(ids.length, 'node')}; a bound needs at least 2, so add nodes or use another line string.`,
    );
    return;
  }
  const repeated: number[] = [];
  for (let i = 1; i < ids.length; i += 1) {
    const a = ctx.nodes.get(ids[i - 1]!);
    const b = ctx.nodes.get(ids[i]!);
    const same = ids[i - 1] === ids[i] || (a && b && distance2d(a, b) < DUPLICATE_POINT_DISTANCE);
    if (same) repeated.push(ids[i]!);
  }
  if (repeated.length === 0) return;
  report(
    ctx,
    'duplicated_points',
    { id: wayId, type: 'way' },
    `Way ${wayId}, the ${role} bound of lanelet ${laneletId}, has consecutive identical points (at ${repeated.length === 1 ? 'node' : 'nodes'} ${listIds(repeated)}); remove the repeated ${repeated.length === 1 ? 'node' : 'nodes'} so every segment has a direction.`,
  );
}

function checkLaneletTags(ctx: ValidationContext, lanelet: Lanelet): void {
  const element = { id: lanelet.id, type: 'relation' as const };
  if (lanelet.subtype === undefined) {
    report(
      ctx,
      'missing_subtype',
      element,
      `Lanelet ${lanelet.id} has no \`subtype\`; tag it (road, highway, crosswalk, walkway, …) so traffic rules know who may use it.`,
    );
  }
  if (lanelet.location === undefined) {
    report(
      ctx,
      'missing_location',
      element,
      `Lanelet ${lanelet.id} has no \`location\`; tag it urban, nonurban or private so the default speed limit and rules apply.`,
    );
  }
  checkSpeedLimitTag(ctx, lanelet.tags, element, `Lanelet ${lanelet.id}`);
  const turn = tagOf(lanelet.tags, 'turn_direction');
  if (turn !== undefined && lanelet.turnDirection === undefined) {
    report(
      ctx,
      'missing_turn_direction',
      element,
      `Lanelet ${lanelet.id} has \`turn_direction=${turn}\`, which is not one of ${TURN_DIRECTIONS.join(', ')}; use one of those.`,
    );
  }
}

function checkSpeedLimitTag(
  ctx: ValidationContext,
  tags: OsmTags,
  element: { id: number; type: OsmType },
  name: string,
): void {
  const text = tagOf(tags, 'speed_limit');
  if (text === undefined) return;
  const value = parseSpeedLimit(text);
  if (value !== undefined && value > 0 && Number.isFinite(value)) return;
  report(
    ctx,
    'speed_limit_invalid',
    element,
    `${name} has \`speed_limit=${text}\`, which is ${value === undefined ? 'not a speed' : 'not positive'}; write a positive number in km/h such as "50" or "50 km/h".`,
  );
}

function checkCrossedBounds(ctx: ValidationContext, lanelet: Lanelet): void {
  const geometry = laneletGeometry(ctx.map, lanelet.id);
  if (!geometry) return;
  const { left, right } = laneletStrip(geometry);
  if (!leftLiesRight(left, right) && !boundsCross(geometry.left, geometry.right)) return;
  ctx.crossed.add(lanelet.id);
  const name = relationName(ctx.relations.get(lanelet.id), lanelet.id);
  report(
    ctx,
    'lanelet_bounds_crossed',
    { id: lanelet.id, type: 'relation' },
    `${name}'s left bound (way ${lanelet.leftWayId}) lies right of or crosses its right bound (way ${lanelet.rightWayId}) in the driving direction, which Lanelet2 takes from the right bound; swap the \`left\` and \`right\` roles, or reverse the right bound's way if the lanelet should run the other way, and untangle bounds that cross.`,
  );
}

/** Whether, at some matching pair of points, the left point lies right of the driving line. */
function leftLiesRight(left: readonly Point2[], right: readonly Point2[]): boolean {
  const n = Math.min(left.length, right.length);
  for (let i = 0; i < n; i += 1) {
    const j = i < n - 1 ? i : i - 1; // the direction of the last segment serves the last point
    const dx = right[j + 1]!.x - right[j]!.x + (left[j + 1]!.x - left[j]!.x);
    const dy = right[j + 1]!.y - right[j]!.y + (left[j + 1]!.y - left[j]!.y);
    const norm = Math.hypot(dx, dy);
    if (!(norm > 0)) continue;
    const across = { x: right[i]!.x + dx / norm, y: right[i]!.y + dy / norm };
    if (cross(right[i]!, across, left[i]!) < -CROSSED_TOLERANCE) return true;
  }
  return false;
}

/** Above this many segment pairs the side test alone has to do (a pathological bound). */
const MAX_SEGMENT_PAIRS = 1_000_000;

function boundsCross(left: readonly Point2[], right: readonly Point2[]): boolean {
  if (left.length * right.length > MAX_SEGMENT_PAIRS) return false;
  for (let i = 1; i < left.length; i += 1) {
    const a = left[i - 1]!;
    const b = left[i]!;
    for (let j = 1; j < right.length; j += 1) {
      const c = right[j - 1]!;
      const d = right[j]!;
      if (Math.max(a.x, b.x) < Math.min(c.x, d.x) || Math.max(c.x, d.x) < Math.min(a.x, b.x)) {
        continue;
      }
      if (segmentsCrossProperly(a, b, c, d)) return true;
    }
  }
  return false;
}
