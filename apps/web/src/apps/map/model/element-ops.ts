import type { OsmType } from '@ads/lanelet2';
import { dropFromRelations, dropFromWays, removeNodeIfUnused, removeWayIfUnused } from './cleanup';
import { createNode, createWay, patchedTags, putTags, type EditContext } from './edit-context';
import { EditError, type ElementRef, type LonLat } from './editor-api';
import { groundZ } from './ground';
import { isLaneletRelation, laneletsBoundBy } from './lanelet-shape';
import { pointOf } from './positions';
import { dropRepeats, withElevation } from './polyline';
import { LINE_SNAP_METRES, nearestNode } from './snap';

/*
 * Operations on single elements: line strings and points, moving a node, tags, deletion.
 */

export function addLineString(
  ctx: EditContext,
  positions: readonly LonLat[],
  tags: Record<string, string>,
): number {
  const flat = dropRepeats(positions.map((p) => ctx.positions.toLocal(p)));
  const first = nearestNode(ctx, flat[0] ?? { x: NaN, y: NaN }, LINE_SNAP_METRES);
  const last = flat.length > 1 ? nearestNode(ctx, flat.at(-1)!, LINE_SNAP_METRES) : null;
  if (flat.length < 2 || (flat.length === 2 && first !== null && first === last)) {
    throw new EditError('A line string needs at least two different points.');
  }
  // A line between existing nodes climbs from one's elevation to the other's; a ground source
  // (the point-cloud layer) knows better where the new points between them are.
  const zFirst = first === null ? null : pointOf(ctx.store, first)!.z;
  const zLast = last === null ? null : pointOf(ctx.store, last)!.z;
  const points = withElevation(flat, zFirst ?? zLast ?? 0, zLast ?? zFirst ?? 0).map((p) => ({
    ...p,
    z: groundZ(ctx.ground, p, p.z),
  }));
  const nodes = points.map((p, i) => {
    if (i === 0 && first !== null) return first;
    if (i === points.length - 1 && last !== null) return last;
    return createNode(ctx, p);
  });
  return createWay(ctx, nodes, tags);
}

export function addPoint(
  ctx: EditContext,
  position: LonLat,
  tags?: Record<string, string>,
): number {
  const at = ctx.positions.toLocal(position);
  return createNode(ctx, { ...at, z: groundZ(ctx.ground, at, 0) }, tags);
}

export function moveNode(ctx: EditContext, id: number, to: LonLat): void {
  const node = ctx.store.node(id);
  if (!node) throw new EditError(`Node ${id} does not exist.`);
  const { x, y } = ctx.positions.toLocal(to);
  ctx.store.putNode(ctx.positions.moved(node, { x, y, z: Number.isFinite(node.z) ? node.z : 0 }));
}

function elementOf(ctx: EditContext, { type, id }: ElementRef) {
  return type === 'node'
    ? ctx.store.node(id)
    : type === 'way'
      ? ctx.store.way(id)
      : ctx.store.relation(id);
}

export function setTags(
  ctx: EditContext,
  element: ElementRef,
  patch: Record<string, string | null>,
): void {
  const current = elementOf(ctx, element);
  if (!current) throw new EditError(`${capital(element.type)} ${element.id} does not exist.`);
  for (const [key, value] of Object.entries(patch)) {
    if (key.trim() === '') throw new EditError('A tag needs a key; the empty one cannot be set.');
    if (value !== null && typeof value !== 'string') {
      throw new EditError(`The value of tag ${key} must be text.`);
    }
  }
  const tags = patchedTags(current.tags, patch);
  const node = element.type === 'node' ? ctx.store.node(element.id) : undefined;
  if (node) {
    // Metre tags say where the node is: editing one moves it (the exporter writes x, y, z).
    const metres = (key: string, fallback: number) => {
      const value = patch[key];
      if (typeof value !== 'string') return fallback;
      const parsed = Number(value);
      if (value.trim() === '' || !Number.isFinite(parsed)) {
        throw new EditError(`Tag ${key} is in metres; "${value}" is not a number.`);
      }
      return parsed;
    };
    const z = metres('ele', node.z);
    const x = metres('local_x', node.x);
    const y = metres('local_y', node.y);
    if (x !== node.x || y !== node.y || z !== node.z) {
      ctx.store.putNode(ctx.positions.moved({ ...node, tags }, { x, y, z }));
      return;
    }
  }
  putTags(ctx, element.type, element.id, tags);
}

function capital(type: OsmType): string {
  return type[0]!.toUpperCase() + type.slice(1);
}

/**
 * Deletes the element and takes it out of the relations naming it. A deleted lanelet's bound
 * ways (and their nodes) go too when nothing else uses them. A bound way cannot be deleted on
 * its own (the lanelet would be left without it); a deleted node leaves its ways, and a way
 * left with one node goes too. Deleting what is already gone does nothing, so deleting a
 * selection that holds a lanelet and its bounds works in any order.
 */
export function deleteElement(ctx: EditContext, element: ElementRef): void {
  if (!elementOf(ctx, element)) return;
  switch (element.type) {
    case 'node':
      return deleteNode(ctx, element.id);
    case 'way':
      return deleteWay(ctx, element.id);
    case 'relation':
      return deleteRelation(ctx, element.id);
  }
}

/** Relations first, then ways, then nodes: what goes with a lanelet is then already gone. */
export function deleteElements(ctx: EditContext, elements: readonly ElementRef[]): void {
  const rank: Record<OsmType, number> = { relation: 0, way: 1, node: 2 };
  const ordered = [...elements].sort((a, b) => rank[a.type] - rank[b.type]);
  for (const element of ordered) deleteElement(ctx, element);
}

function refuseIfBound(ctx: EditContext, wayId: number, what: string): void {
  const bound = laneletsBoundBy(ctx.store, wayId)[0];
  if (bound) {
    throw new EditError(
      `${what} lanelet ${bound.id}'s ${bound.role} bound, which it cannot do without; delete the lanelet instead (bounds nothing else uses go with it).`,
    );
  }
}

function deleteWay(ctx: EditContext, id: number): void {
  refuseIfBound(ctx, id, `Way ${id} is`);
  const way = ctx.store.way(id)!;
  dropFromRelations(ctx, 'way', id);
  ctx.store.remove('way', id);
  for (const node of new Set(way.nodes)) removeNodeIfUnused(ctx, node);
}

function deleteNode(ctx: EditContext, id: number): void {
  const ways = [...ctx.store.refs.waysOf(id)];
  for (const wayId of ways) {
    const way = ctx.store.way(wayId)!;
    if (new Set(way.nodes.filter((n) => n !== id)).size < 2) {
      refuseIfBound(ctx, wayId, `Node ${id} is one of the last two points of way ${wayId},`);
    }
  }
  dropFromWays(ctx, id);
  for (const wayId of ways) {
    const way = ctx.store.way(wayId);
    if (way && new Set(way.nodes).size < 2) deleteWay(ctx, wayId);
  }
  dropFromRelations(ctx, 'node', id);
  ctx.store.remove('node', id);
}

function deleteRelation(ctx: EditContext, id: number): void {
  const relation = ctx.store.relation(id)!;
  dropFromRelations(ctx, 'relation', id);
  ctx.store.remove('relation', id);
  if (!isLaneletRelation(relation)) return;
  for (const m of relation.members) {
    if (m.type === 'way' && ['left', 'right', 'centerline'].includes(m.role)) {
      removeWayIfUnused(ctx, m.ref);
    }
  }
}
