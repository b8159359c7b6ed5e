import type { OsmMember, OsmType } from '@ads/lanelet2';
import { setMembers, setWayNodes, type EditContext } from './edit-context';

/*
 * Tidying after removals: a way or node nothing uses any more goes, and references to a
 * removed element are taken out of the relations (and ways) that named it.
 */

/** Removes the way, and then its nodes that nothing else uses, when no relation names it. */
export function removeWayIfUnused(ctx: EditContext, wayId: number): void {
  const way = ctx.store.way(wayId);
  if (!way || ctx.store.refs.relationsOf('way', wayId).length > 0) return;
  ctx.store.remove('way', wayId);
  for (const node of new Set(way.nodes)) removeNodeIfUnused(ctx, node);
}

/** Tags every node may carry for its position alone; any other tag makes it a feature. */
const POSITION_TAGS: ReadonlySet<string> = new Set(['ele', 'local_x', 'local_y']);

/**
 * Removes the node when no way passes through it and no relation names it, unless it has tags
 * of its own (a sign or pole drawn on a line is a feature in its own right).
 */
export function removeNodeIfUnused(ctx: EditContext, nodeId: number): void {
  const { refs } = ctx.store;
  const node = ctx.store.node(nodeId);
  if (!node || refs.waysOf(nodeId).length > 0 || refs.relationsOf('node', nodeId).length > 0) {
    return;
  }
  if (Object.keys(node.tags).some((key) => !POSITION_TAGS.has(key))) return;
  ctx.store.remove('node', nodeId);
}

/** Takes the element out of every relation that has it as a member. */
export function dropFromRelations(ctx: EditContext, type: OsmType, id: number): void {
  for (const relationId of [...ctx.store.refs.relationsOf(type, id)]) {
    const relation = ctx.store.relation(relationId);
    if (!relation) continue;
    const keep = (m: OsmMember) => !(m.type === type && m.ref === id);
    setMembers(ctx, relation, relation.members.filter(keep));
  }
}

/** In every relation naming `from` as a member, names `to` instead (once per role). */
export function replaceInRelations(ctx: EditContext, from: number, to: number): void {
  for (const relationId of [...ctx.store.refs.relationsOf('relation', from)]) {
    const relation = ctx.store.relation(relationId);
    if (!relation) continue;
    const members: OsmMember[] = [];
    for (const m of relation.members) {
      const member = m.type === 'relation' && m.ref === from ? { ...m, ref: to } : m;
      const duplicate = members.some(
        (k) => k.type === member.type && k.ref === member.ref && k.role === member.role,
      );
      if (!duplicate) members.push(member);
    }
    setMembers(ctx, relation, members);
  }
}

/** Takes the node out of every way through it (runs of it collapse to one). */
export function dropFromWays(ctx: EditContext, nodeId: number): void {
  for (const wayId of [...ctx.store.refs.waysOf(nodeId)]) {
    const way = ctx.store.way(wayId);
    if (!way) continue;
    const nodes: number[] = [];
    for (const n of way.nodes) if (n !== nodeId && nodes.at(-1) !== n) nodes.push(n);
    setWayNodes(ctx, way, nodes);
  }
}
