/*
 * Rules about each lanelet on its own: its bound members, the ways used as bounds, its tags
 * and whether its bounds (after Lanelet2's flip of the left bound) lie the right way round.
 */
import type { FlatLine } from './flat-line';
import { at } from './flat-line';
import { distance2d, segmentsCrossProperlyXY } from './geometry';
import type { Lanelet } from './lanelet-map';
import { TURN_DIRECTIONS, membersOf, parseSpeedLimit, tagOf, wayNodeIds } from './lanelet-map';
import type { OsmMember, OsmTags, OsmType } from './osm';
import type { ValidationContext } from './validate-context';
import { listIds, plural, relationName, report } from './validate-context';
import type { LaneletShape } from './validate-shapes';

/** How far (m) the left bound may stray right of the right bound before it counts as crossed. */
const CROSSED_TOLERANCE = 0.01;
/** Consecutive bound points closer than this (m) are the same point. */
const DUPLICATE_POINT_DISTANCE = 0.001;

export function checkLanelets(ctx: ValidationContext): void {
  for (const lanelet of ctx.map.lanelets.values()) {
    checkBoundMembers(ctx, lanelet);
    checkLaneletTags(ctx, lanelet);
  }
  // Each bound way once, named by the first lanelet it bounds.
  ctx.map.boundUsers.forEach((users, wayId) => {
    const first = ctx.map.lanelets.get(users[0]!)!;
    checkBoundWay(ctx, first.id, first.leftWayId === wayId ? 'left' : 'right', wayId);
  });
  for (const shape of ctx.shapes.list) checkCrossedBounds(ctx, shape);
  for (const area of ctx.map.areas.values()) {
    checkSpeedLimitTag(ctx, area.tags, { id: area.id, type: 'relation' }, `Area ${area.id}`);
  }
  for (const element of ctx.map.regulatoryElements.values()) {
    const name = `Regulatory element ${element.id}`;
    checkSpeedLimitTag(ctx, element.tags, { id: element.id, type: 'relation' }, name);
  }
}

/** One `left` and one `right` member, both ways: what nearly every lanelet has. */
function hasOneWayPerBound(members: readonly OsmMember[]): boolean {
  let left = 0;
  let right = 0;
  for (const member of members) {
    if (typeof member !== 'object' || member === null) continue;
    const isLeft = member.role === 'left';
    if (!isLeft && member.role !== 'right') continue;
    if (member.type !== 'way') return false;
    if (isLeft) left += 1;
    else right += 1;
  }
  return left === 1 && right === 1;
}

function checkBoundMembers(ctx: ValidationContext, lanelet: Lanelet): void {
  const relation = ctx.relations.get(lanelet.id);
  if (relation && Array.isArray(relation.members) && hasOneWayPerBound(relation.members)) return;
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
  let repeated: number[] | undefined; // allocated only for a bound that has some
  let b = ctx.nodes.get(ids[0]!);
  for (let i = 1; i < ids.length; i += 1) {
    const a = b;
    b = ctx.nodes.get(ids[i]!);
    const same = ids[i - 1] === ids[i] || (a && b && distance2d(a, b) < DUPLICATE_POINT_DISTANCE);
    if (same) (repeated ??= []).push(ids[i]!);
  }
  if (repeated === undefined) return;
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

function checkCrossedBounds(ctx: ValidationContext, shape: LaneletShape): void {
  const { lanelet, geometry } = shape;
  if (
    !leftLiesRight(ctx.shapes.points, shape) &&
    !boundsCross(geometry.leftLine, geometry.rightLine)
  ) {
    return;
  }
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
function leftLiesRight(points: Float64Array, { strip, count }: LaneletShape): boolean {
  const right = strip + 3 * count;
  for (let i = 0; i < count; i += 1) {
    const j = 3 * (i < count - 1 ? i : i - 1); // the last segment's direction serves the last point
    const dx =
      points[right + j + 3]! - points[right + j]! + (points[strip + j + 3]! - points[strip + j]!);
    const dy =
      points[right + j + 4]! -
      points[right + j + 1]! +
      (points[strip + j + 4]! - points[strip + j + 1]!);
    const norm = Math.hypot(dx, dy);
    if (!(norm > 0)) continue;
    const rx = points[right + 3 * i]!;
    const ry = points[right + 3 * i + 1]!;
    const lx = points[strip + 3 * i]!;
    const ly = points[strip + 3 * i + 1]!;
    // cross(right point, right point + unit direction, left point), as cross() computes it.
    const acrossX = rx + dx / norm;
    const acrossY = ry + dy / norm;
    if ((acrossX - rx) * (ly - ry) - (acrossY - ry) * (lx - rx) < -CROSSED_TOLERANCE) return true;
  }
  return false;
}

/** Above this many segment pairs the side test alone has to do (a pathological bound). */
const MAX_SEGMENT_PAIRS = 1_000_000;

function boundsCross(left: FlatLine, right: FlatLine): boolean {
  if (left.count * right.count > MAX_SEGMENT_PAIRS) return false;
  const l = left.coords;
  const r = right.coords;
  for (let i = 1; i < left.count; i += 1) {
    const a = at(left, i - 1);
    const b = at(left, i);
    for (let j = 1; j < right.count; j += 1) {
      const c = at(right, j - 1);
      const d = at(right, j);
      if (
        Math.max(l[a]!, l[b]!) < Math.min(r[c]!, r[d]!) ||
        Math.max(r[c]!, r[d]!) < Math.min(l[a]!, l[b]!)
      ) {
        continue;
      }
      const crosses = segmentsCrossProperlyXY(
        l[a]!,
        l[a + 1]!,
        l[b]!,
        l[b + 1]!,
        r[c]!,
        r[c + 1]!,
        r[d]!,
        r[d + 1]!,
      );
      if (crosses) return true;
    }
  }
  return false;
}
