/*
 * Rules about how lanelets connect: lanelets drawn head-on into each other, intersection
 * lanelets without a turn direction, and vehicle lanelets no route can reach or leave.
 */
import { angleBetween, distance2d } from './geometry';
import { laneletGeometry, tagOf } from './lanelet-map';
import type { RoutingGraph } from './routing';
import type { LaneletEnds } from './spatial-index';
import { endPointIndex, laneletEnds, nearPoint, samePoint } from './spatial-index';
import type { ValidationContext } from './validate-context';
import { report } from './validate-context';

/** Successors whose end headings differ by more than this diverge: an intersection. */
const DIVERGING_ANGLE = (30 * Math.PI) / 180;
/** An end edge narrower than this is a point (a tapered lane), not an edge to meet head-on. */
const MIN_EDGE_WIDTH = 0.05;

export function checkHeadOn(ctx: ValidationContext, ids: readonly number[]): void {
  const ends: LaneletEnds[] = [];
  for (const id of ids) {
    const geometry = laneletGeometry(ctx.map, id);
    if (geometry) ends.push(laneletEnds(id, geometry));
  }
  const reported = new Set<string>();
  const byLeftEnd = endPointIndex(ends, (e) => e.leftEnd);
  const byLeftStart = endPointIndex(ends, (e) => e.leftStart);
  for (const a of ends) {
    if (distance2d(a.leftEnd, a.rightEnd) > MIN_EDGE_WIDTH) {
      for (const b of nearPoint(byLeftEnd, a.rightEnd)) {
        if (b.id === a.id || !samePoint(b.leftEnd, a.rightEnd)) continue;
        if (!samePoint(b.rightEnd, a.leftEnd)) continue;
        reportHeadOn(ctx, reported, a.id, b.id, 'end');
      }
    }
    if (distance2d(a.leftStart, a.rightStart) > MIN_EDGE_WIDTH) {
      for (const b of nearPoint(byLeftStart, a.rightStart)) {
        if (b.id === a.id || !samePoint(b.leftStart, a.rightStart)) continue;
        if (!samePoint(b.rightStart, a.leftStart)) continue;
        reportHeadOn(ctx, reported, a.id, b.id, 'start');
      }
    }
  }
}

function reportHeadOn(
  ctx: ValidationContext,
  reported: Set<string>,
  a: number,
  b: number,
  where: 'start' | 'end',
): void {
  const [first, second] = a < b ? [a, b] : [b, a];
  const key = `${first}:${second}:${where}`;
  if (reported.has(key)) return;
  reported.add(key);
  const how =
    where === 'end'
      ? 'both end at the same edge, driving into each other'
      : 'both start at the same edge, driving away from each other';
  report(
    ctx,
    'lanelet_head_on',
    { id: first, type: 'relation' },
    `Lanelets ${first} and ${second} ${how}; one of them is drawn the wrong way round, so reverse both of its bounds (and swap its left and right members).`,
  );
}

/** Lanelets among several successors of one lanelet whose end headings diverge. */
export function checkTurnDirections(ctx: ValidationContext, graph: RoutingGraph): void {
  const needing = new Set<number>();
  for (const id of graph.laneletIds) {
    const successors = graph.successors(id).filter((s) => !ctx.crossed.has(s));
    if (successors.length < 2) continue;
    const headings = successors.map((s) => endHeading(ctx, s));
    let diverge = false;
    for (let i = 0; i < headings.length && !diverge; i += 1) {
      for (let j = i + 1; j < headings.length && !diverge; j += 1) {
        const a = headings[i]!;
        const b = headings[j]!;
        diverge = angleBetween(a.x, a.y, b.x, b.y) > DIVERGING_ANGLE;
      }
    }
    if (diverge) for (const s of successors) needing.add(s);
  }
  for (const id of needing) {
    const lanelet = ctx.map.lanelets.get(id);
    // An unreadable value was already reported with the lanelet's tags.
    if (!lanelet || tagOf(lanelet.tags, 'turn_direction') !== undefined) continue;
    report(
      ctx,
      'missing_turn_direction',
      { id, type: 'relation' },
      `Lanelet ${id} is one of several diverging lanelets after ${listPredecessors(graph, id)} (an intersection) but has no \`turn_direction\`; tag it straight, left or right so Autoware can set the blinkers.`,
    );
  }
}

function listPredecessors(graph: RoutingGraph, id: number): string {
  const predecessors = graph.predecessors(id);
  return predecessors.length === 1 ? `lanelet ${predecessors[0]}` : 'the same lanelet';
}

function endHeading(ctx: ValidationContext, id: number): { x: number; y: number } {
  const line = laneletGeometry(ctx.map, id)?.centerline ?? [];
  for (let i = line.length - 1; i > 0; i -= 1) {
    const dx = line[i]!.x - line[i - 1]!.x;
    const dy = line[i]!.y - line[i - 1]!.y;
    if (dx !== 0 || dy !== 0) return { x: dx, y: dy };
  }
  return { x: 0, y: 0 };
}

export function checkIsolated(ctx: ValidationContext, graph: RoutingGraph): void {
  const changedInto = new Set<number>();
  for (const id of graph.laneletIds) {
    for (const n of graph.neighbours(id)) if (n.laneChange) changedInto.add(n.id);
  }
  for (const id of graph.laneletIds) {
    if (ctx.crossed.has(id) || changedInto.has(id)) continue;
    if (graph.successors(id).length > 0 || graph.predecessors(id).length > 0) continue;
    if (graph.neighbours(id).some((n) => n.laneChange)) continue;
    report(
      ctx,
      'lanelet_isolated',
      { id, type: 'relation' },
      `Lanelet ${id} has no predecessor, no successor and no neighbour to change lanes with, so no route can reach or leave it; connect its ends to the lanes before and after it (shared end points) or share a dashed bound with a neighbour.`,
    );
  }
}
