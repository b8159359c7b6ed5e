import type { OsmDoc, OsmType } from '@ads/lanelet2';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { PositionCache, areaRing, laneletBounds, laneletRing } from './doc-positions';
import { relationShape } from './element-style';

/*
 * Elements drawn over the map: the selection, the elements of findings, a route, what a tool
 * has picked. Built from the document for just those elements, so selecting costs nothing in
 * proportion to the map's size.
 */

/** Later roles are drawn over earlier ones. */
export const HIGHLIGHT_ROLES = ['route', 'warning', 'error', 'pick', 'selected'] as const;
export type HighlightRole = (typeof HIGHLIGHT_ROLES)[number];

export interface HighlightItem {
  type: OsmType;
  id: number;
  role: HighlightRole;
}

export interface HighlightProps {
  role: HighlightRole;
  id: number;
}

/** The geometries that stand for one element: a lanelet's outline, a way, a node, or a regulatory element's members. */
function geometriesOf(
  doc: OsmDoc,
  ways: PositionCache,
  type: OsmType,
  id: number,
  depth = 0,
): Geometry[] {
  if (type === 'node') {
    const node = doc.nodes.get(id);
    if (!node || !Number.isFinite(node.lon) || !Number.isFinite(node.lat)) return [];
    return [{ type: 'Point', coordinates: [node.lon, node.lat] }];
  }
  if (type === 'way') {
    const positions = ways.way(id);
    return positions.length >= 2 ? [{ type: 'LineString', coordinates: positions }] : [];
  }
  const relation = doc.relations.get(id);
  if (!relation) return [];
  const shape = relationShape(relation.tags);
  if (shape === 'lanelet') {
    const bounds = laneletBounds(relation, ways);
    return bounds ? [{ type: 'Polygon', coordinates: [laneletRing(bounds)] }] : [];
  }
  if (shape === 'area') {
    const ring = areaRing(relation, ways);
    return ring ? [{ type: 'Polygon', coordinates: [ring] }] : [];
  }
  // A regulatory element is its members; one level down only (members may refer back).
  if (depth > 0) return [];
  return relation.members.flatMap((member) =>
    geometriesOf(doc, ways, member.type, member.ref, depth + 1),
  );
}

export function highlightFeatures(
  doc: OsmDoc,
  items: readonly HighlightItem[],
): FeatureCollection<Geometry, HighlightProps> {
  const ways = new PositionCache(doc);
  const features: Array<Feature<Geometry, HighlightProps>> = [];
  for (const item of items) {
    for (const geometry of geometriesOf(doc, ways, item.type, item.id)) {
      features.push({ type: 'Feature', properties: { role: item.role, id: item.id }, geometry });
    }
  }
  return { type: 'FeatureCollection', features };
}

/** [west, south, east, north] around some elements, for zooming to them; null if none is drawable. */
export function elementsBounds(
  doc: OsmDoc,
  elements: ReadonlyArray<{ type: OsmType; id: number }>,
): [number, number, number, number] | null {
  const ways = new PositionCache(doc);
  const box = [Infinity, Infinity, -Infinity, -Infinity] as [number, number, number, number];
  const add = (p: number[]) => {
    box[0] = Math.min(box[0], p[0]!);
    box[1] = Math.min(box[1], p[1]!);
    box[2] = Math.max(box[2], p[0]!);
    box[3] = Math.max(box[3], p[1]!);
  };
  for (const element of elements) {
    for (const geometry of geometriesOf(doc, ways, element.type, element.id)) {
      if (geometry.type === 'Point') add(geometry.coordinates);
      else if (geometry.type === 'LineString') geometry.coordinates.forEach(add);
      else if (geometry.type === 'Polygon')
        geometry.coordinates.forEach((ring) => ring.forEach(add));
    }
  }
  return Number.isFinite(box[0]) ? box : null;
}
