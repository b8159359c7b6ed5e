import type { OsmMember, OsmWay } from '@ads/lanelet2';
import {
  createNode,
  createRelation,
  createWay,
  setMembers,
  setWayNodes,
  type EditContext,
} from './edit-context';
import { EditError, type LonLat } from './editor-api';
import { readLanelet, shapePoints } from './lanelet-shape';
import { pointsOf } from './positions';
import {
  centreline,
  distance,
  nearestOnPolyline,
  polylineLength,
  type XY,
  type XYZ,
} from './polyline';

/*
 * Splitting a lanelet in two where the user points: the nearest position on its centreline,
 * and on each bound the point nearest to that (a node there is reused, else one is inserted).
 * The first part keeps the lanelet's id, the second gets a new one; both keep its tags.
 *
 * Bounds: a way only this lanelet uses is cut in two (its first part keeps the id). A way
 * others use too (a neighbour's shared bound) stays whole for them, with the cut node inserted
 * so both still meet there, and the parts get new ways with its tags; the neighbour then no
 * longer shares a way with the parts (split it at the same place to keep them neighbours).
 *
 * Regulatory elements go with the part that holds their stop line (`ref_line`); one without a
 * stop line applies at the lanelet's end (traffic lights and signs stop there), so it goes
 * with the second part, except a speed limit, which holds along the whole lane and goes with
 * both. Relations naming the lanelet itself (right of way, crosswalk) name both parts.
 */

/** A cut closer than this to either end would leave a sliver. */
const MIN_PART_METRES = 0.5;
/** A bound node this close to the cut is reused rather than a new one inserted beside it. */
const REUSE_NODE_METRES = 0.01;

interface BoundCut {
  /** The bound's nodes in driving direction, the cut node included. */
  nodes: number[];
  /** Where the cut node is in `nodes`. */
  at: number;
  inserted: boolean;
}

function cutAt(
  ctx: EditContext,
  nodes: readonly number[],
  points: readonly XYZ[],
  c: XY,
  what: string,
): BoundCut {
  const q = nearestOnPolyline(c, points);
  for (let k = 1; k < points.length - 1; k += 1) {
    if (distance(points[k]!, q.point) <= REUSE_NODE_METRES) {
      return { nodes: [...nodes], at: k, inserted: false };
    }
  }
  if (
    distance(q.point, points[0]!) <= REUSE_NODE_METRES ||
    distance(q.point, points.at(-1)!) <= REUSE_NODE_METRES
  ) {
    throw new EditError(
      `The split falls on an end of ${what}; split further from the lanelet's ends.`,
    );
  }
  const node = createNode(ctx, q.point);
  const cut = [...nodes.slice(0, q.segment + 1), node, ...nodes.slice(q.segment + 1)];
  return { nodes: cut, at: q.segment + 1, inserted: true };
}

/** The ways for the two parts (in the way's own direction, `inverted` when that is backwards). */
function splitWay(
  ctx: EditContext,
  way: OsmWay,
  cut: BoundCut,
  inverted: boolean,
  laneletId: number,
): [number, number] {
  const orient = (nodes: number[]) => (inverted ? [...nodes].reverse() : nodes);
  const first = orient(cut.nodes.slice(0, cut.at + 1));
  const second = orient(cut.nodes.slice(cut.at));
  const users = ctx.store.refs.relationsOf('way', way.id);
  if (users.every((id) => id === laneletId)) {
    setWayNodes(ctx, way, first);
    return [way.id, createWay(ctx, second, way.tags)];
  }
  if (cut.inserted) setWayNodes(ctx, way, orient(cut.nodes));
  return [createWay(ctx, first, way.tags), createWay(ctx, second, way.tags)];
}

export function splitLanelet(ctx: EditContext, id: number, at: LonLat): [number, number] {
  const shape = readLanelet(ctx.store, id);
  const points = shapePoints(ctx.store, shape);
  const centre = centreline(points.left, points.right);
  const position = nearestOnPolyline(ctx.positions.toLocal(at), centre);
  const length = polylineLength(centre);
  if (position.along < MIN_PART_METRES || length - position.along < MIN_PART_METRES) {
    throw new EditError(
      `Split lanelet ${id} at least ${MIN_PART_METRES} m from its start and end (the point is ${Math.min(position.along, length - position.along).toFixed(2)} m from one).`,
    );
  }
  const c = position.point;
  const leftCut = cutAt(ctx, shape.left, points.left, c, `lanelet ${id}'s left bound`);
  const rightCut = cutAt(ctx, shape.right, points.right, c, `lanelet ${id}'s right bound`);
  const [left1, left2] = splitWay(ctx, shape.leftWay, leftCut, shape.leftInverted, id);
  const [right1, right2] = splitWay(ctx, shape.rightWay, rightCut, false, id);
  const centrelineParts = splitCentreline(ctx, shape.relation.members, c, centre[0]!, id);

  const placeOf = (member: OsmMember) => regulatoryPart(ctx, member.ref, centre, position.along);
  const partMembers = (part: 0 | 1): OsmMember[] => {
    const out: OsmMember[] = [];
    for (const m of shape.relation.members) {
      if (m.type === 'way' && m.role === 'left' && m.ref === shape.leftWay.id) {
        out.push({ ...m, ref: part === 0 ? left1 : left2 });
      } else if (m.type === 'way' && m.role === 'right' && m.ref === shape.rightWay.id) {
        out.push({ ...m, ref: part === 0 ? right1 : right2 });
      } else if (m.role === 'centerline' && centrelineParts) {
        out.push({ ...m, ref: centrelineParts[part] });
      } else if (m.role === 'regulatory_element') {
        const place = placeOf(m);
        if (place === 'both' || place === part) out.push(m);
      } else if (part === 0) {
        out.push(m); // anything else stays with the lanelet's id
      }
    }
    return out;
  };
  const second = createRelation(ctx, partMembers(1), shape.relation.tags);
  setMembers(ctx, shape.relation, partMembers(0));
  nameBothParts(ctx, id, second);
  return [id, second];
}

function splitCentreline(
  ctx: EditContext,
  members: readonly OsmMember[],
  c: XY,
  start: XY,
  laneletId: number,
): [number, number] | null {
  const ref = members.find((m) => m.role === 'centerline' && m.type === 'way')?.ref;
  const way = ref === undefined ? undefined : ctx.store.way(ref);
  if (!way || way.nodes.length < 2) return null;
  const stored = pointsOf(ctx.store, way.nodes, `lanelet ${laneletId}'s centreline`);
  const inverted = distance(stored.at(-1)!, start) < distance(stored[0]!, start);
  const nodes = inverted ? [...way.nodes].reverse() : way.nodes;
  const points = inverted ? [...stored].reverse() : stored;
  const cut = cutAt(ctx, nodes, points, c, `lanelet ${laneletId}'s centreline`);
  return splitWay(ctx, way, cut, inverted, laneletId);
}

/** Which part a regulatory element goes with (see the file's comment). */
function regulatoryPart(
  ctx: EditContext,
  elementId: number,
  centre: readonly XYZ[],
  splitAlong: number,
): 0 | 1 | 'both' {
  const element = ctx.store.relation(elementId);
  if (!element) return 0;
  const stopLine = element.members.find((m) => m.role === 'ref_line' && m.type === 'way');
  const way = stopLine ? ctx.store.way(stopLine.ref) : undefined;
  if (way && way.nodes.length > 0) {
    const points = way.nodes.map((n) => ctx.store.node(n)).filter((n) => n !== undefined);
    if (points.length > 0) {
      const mid = {
        x: points.reduce((s, p) => s + p.x, 0) / points.length,
        y: points.reduce((s, p) => s + p.y, 0) / points.length,
      };
      return nearestOnPolyline(mid, centre).along < splitAlong ? 0 : 1;
    }
  }
  return element.tags.subtype === 'speed_limit' ? 'both' : 1;
}

/** Relations that named the lanelet now name its second part next to it. */
function nameBothParts(ctx: EditContext, first: number, second: number): void {
  for (const relationId of [...ctx.store.refs.relationsOf('relation', first)]) {
    const relation = ctx.store.relation(relationId);
    if (!relation || relationId === second) continue;
    const members: OsmMember[] = [];
    for (const m of relation.members) {
      members.push(m);
      if (m.type === 'relation' && m.ref === first) members.push({ ...m, ref: second });
    }
    setMembers(ctx, relation, members);
  }
}
