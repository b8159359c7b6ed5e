import type { OsmDoc, OsmTags } from '@ads/lanelet2';
import type { ElementRef } from '../../model/editor-api';

/*
 * The element tree's lists: lanelets, line strings, regulatory elements and areas, each
 * filtered by a text that matches an id or any tag key or value.
 */

export const TREE_GROUPS = {
  lanelets: 'Lanelets',
  lines: 'Line strings',
  regulatory: 'Regulatory elements',
  areas: 'Areas',
} as const;
export type TreeGroup = keyof typeof TREE_GROUPS;

function matches(id: number, tags: OsmTags, needle: string): boolean {
  if (!needle) return true;
  if (String(id).includes(needle)) return true;
  for (const key in tags) {
    if (key.toLowerCase().includes(needle) || (tags[key] ?? '').toLowerCase().includes(needle)) {
      return true;
    }
  }
  return false;
}

export function treeItems(doc: OsmDoc, group: TreeGroup, filter: string): ElementRef[] {
  const needle = filter.trim().toLowerCase();
  const out: ElementRef[] = [];
  if (group === 'lines') {
    for (const way of doc.ways.values()) {
      if (matches(way.id, way.tags, needle)) out.push({ type: 'way', id: way.id });
    }
    return out;
  }
  const type =
    group === 'lanelets' ? 'lanelet' : group === 'areas' ? 'multipolygon' : 'regulatory_element';
  for (const relation of doc.relations.values()) {
    if (relation.tags.type === type && matches(relation.id, relation.tags, needle)) {
      out.push({ type: 'relation', id: relation.id });
    }
  }
  return out;
}

/** How many elements each group has (the tabs' counts). */
export function groupCounts(doc: OsmDoc): Record<TreeGroup, number> {
  const counts: Record<TreeGroup, number> = {
    lanelets: 0,
    lines: doc.ways.size,
    regulatory: 0,
    areas: 0,
  };
  for (const relation of doc.relations.values()) {
    if (relation.tags.type === 'lanelet') counts.lanelets++;
    else if (relation.tags.type === 'regulatory_element') counts.regulatory++;
    else if (relation.tags.type === 'multipolygon') counts.areas++;
  }
  return counts;
}
