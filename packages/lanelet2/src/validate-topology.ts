/*
 * Rules about how lanelets connect: lanelets drawn head-on into each other, intersection
 * lanelets without a turn direction, and vehicle lanelets no route can reach or leave.
 */
import { at } from './flat-line';
import { angleBetween } from './geometry';
import { laneletGeometry, tagOf } from './lanelet-map';
import type { RoutingGraph } from './routing';
import { LEFT_END, LEFT_START, LaneletCorners, RIGHT_END, RIGHT_START } from './spatial-index';
import type { ValidationContext } from './validate-context';
import { report } from './validate-context';
import type { LaneletShape } from './validate-shapes';

/** Successors whose end headings differ by more than this diverge: an intersection. */
const DIVERGING_ANGLE = (30 * Math.PI) / 180;
/** An end edge narrower than this is a point (a tapered lane), not an edge to meet head-on. */
const MIN_EDGE_WIDTH = 0.05;

export function checkHeadOn(ctx: ValidationContext, shapes: readonly LaneletShape[]): void {
  const corners = new LaneletCorners(
    shapes.map((shape) => shape.id),
    shapes.map((shape) => shape.geometry),
  );
  const { ids } = corners;
  const reported = new Set<string>();
  const byLeftEnd = corners.index(LEFT_END);
  const byLeftStart = corners.index(LEFT_START);
  const near: number[] = [];
  for (let a = 0; a < corners.size; a += 1) {
    if (corners.distance(a, LEFT_END, a, RIGHT_END) > MIN_EDGE_WIDTH) {
      const found = corners.near(byLeftEnd, a, RIGHT_END, near);
      for (let k = 0; k < found; k += 1) {
        const b = near[k]!;
        if (b === a || !corners.meet(b, LEFT_END, a, RIGHT_END)) continue;
        if (!corners.meet(b, RIGHT_END, a, LEFT_END)) continue;
        reportHeadOn(ctx, reported, ids[a]!, ids[b]!, 'end');
      }
    }
    if (corners.distance(a, LEFT_START, a, RIGHT_START) > MIN_EDGE_WIDTH) {
      const found = corners.near(byLeftStart, a, RIGHT_START, near);
      for (let k = 0; k < found; k += 1) {
        const b = near[k]!;
        if (b === a || !corners.meet(b, LEFT_START, a, RIGHT_START)) continue;
        if (!corners.meet(b, RIGHT_START, a, LEFT_START)) continue;
        reportHeadOn(ctx, reported, ids[a]!, ids[b]!, 'start');
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
    if (graph.successors(id).length < 2) continue; // most lanelets: no list to filter
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
  const geometry = laneletGeometry(ctx.map, id);
  if (!geometry) return { x: 0, y: 0 };
  const line = geometry.centerlineLine;
  const { coords } = line;
  for (let i = line.count - 1; i > 0; i -= 1) {
    const p = at(line, i);
    const q = at(line, i - 1);
    const dx = coords[p]! - coords[q]!;
    const dy = coords[p + 1]! - coords[q + 1]!;
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
