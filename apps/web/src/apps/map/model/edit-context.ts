import type { OsmMember, OsmRelation, OsmTags, OsmType, OsmWay } from '@ads/lanelet2';
import { newTags } from '@ads/lanelet2';
import type { DocStore } from './doc-store';
import type { GroundLookup } from './ground';
import type { Positions } from './positions';
import type { XYZ } from './polyline';
import type { SpatialIndex } from './spatial-index';

/*
 * What every operation works with, and the small steps they are made of: new elements with
 * fresh ids, and changed copies of existing ones (elements are never mutated, see DocStore).
 */
export interface EditContext {
  store: DocStore;
  index: SpatialIndex;
  positions: Positions;
  /** Where new nodes' z comes from (null: none, they follow what they join, else 0). */
  ground: GroundLookup | null;
}

export const BOUND_TAGS = { type: 'line_thin', subtype: 'solid' } as const;
export const SHARED_BOUND_TAGS = { type: 'line_thin', subtype: 'dashed' } as const;
export const LANELET_TAGS = {
  type: 'lanelet',
  subtype: 'road',
  location: 'urban',
  one_way: 'yes',
  speed_limit: '50',
} as const;

export function tagsFrom(...parts: (Readonly<Record<string, string>> | undefined)[]): OsmTags {
  const tags = newTags();
  for (const part of parts) if (part) for (const [k, v] of Object.entries(part)) tags[k] = v;
  return tags;
}

export function createNode(ctx: EditContext, at: XYZ, tags?: Record<string, string>): number {
  const id = ctx.store.newId();
  ctx.store.putNode(ctx.positions.node(id, at, tagsFrom(tags)));
  return id;
}

export function createWay(ctx: EditContext, nodes: number[], tags: Record<string, string>): number {
  const id = ctx.store.newId();
  ctx.store.putWay({ id, nodes, tags: tagsFrom(tags) });
  return id;
}

export function createRelation(
  ctx: EditContext,
  members: OsmMember[],
  tags: Record<string, string>,
): number {
  const id = ctx.store.newId();
  ctx.store.putRelation({ id, members, tags: tagsFrom(tags) });
  return id;
}

export function setWayNodes(ctx: EditContext, way: OsmWay, nodes: number[]): void {
  ctx.store.putWay({ ...way, nodes });
}

export function setMembers(ctx: EditContext, relation: OsmRelation, members: OsmMember[]): void {
  ctx.store.putRelation({ ...relation, members });
}

/** Tags with `patch` applied: existing keys keep their order, new ones go last, null removes. */
export function patchedTags(tags: OsmTags, patch: Record<string, string | null>): OsmTags {
  const out = newTags();
  for (const key of Object.keys(tags)) {
    const value = Object.prototype.hasOwnProperty.call(patch, key) ? patch[key] : tags[key];
    if (value !== null && value !== undefined) out[key] = value;
  }
  for (const [key, value] of Object.entries(patch)) {
    if (value !== null && !Object.prototype.hasOwnProperty.call(tags, key)) out[key] = value;
  }
  return out;
}

export function sameTags(a: OsmTags, b: OsmTags): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

/** Sets the element's tags (no change recorded when they are already so). */
export function putTags(ctx: EditContext, type: OsmType, id: number, tags: OsmTags): void {
  const { store } = ctx;
  switch (type) {
    case 'node': {
      const node = store.node(id);
      if (node && !sameTags(node.tags, tags)) store.putNode({ ...node, tags });
      return;
    }
    case 'way': {
      const way = store.way(id);
      if (way && !sameTags(way.tags, tags)) store.putWay({ ...way, tags });
      return;
    }
    case 'relation': {
      const relation = store.relation(id);
      if (relation && !sameTags(relation.tags, tags)) store.putRelation({ ...relation, tags });
      return;
    }
  }
}
