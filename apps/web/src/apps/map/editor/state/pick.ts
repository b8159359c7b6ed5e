import type { OsmDoc, OsmTags } from '@ads/lanelet2';
import { PositionCache, laneletBounds, laneletRing } from '../../../../lib/lanelet/doc-positions';
import type { Position } from '../../../../lib/lanelet/geometry';
import type { ElementRef, LonLat, MapEditorApi } from '../../model/editor-api';

/*
 * Picking an element of one kind where the model's hit test would answer another: a tool that
 * wants a stop line must get the stop line, not the lanelet under it. A linear scan, done once
 * per click: a few milliseconds on a 5,000-lanelet map.
 */

const RAD = Math.PI / 180;
const EARTH_M = 6_371_008.8;

/** Positions as metres east and north of `origin`. */
function localFrame(origin: LonLat) {
  const cos = Math.cos(origin[1] * RAD);
  return (p: Position): [number, number] => [
    (p[0] - origin[0]) * RAD * cos * EARTH_M,
    (p[1] - origin[1]) * RAD * EARTH_M,
  ];
}

function segmentDistance(a: [number, number], b: [number, number]): number {
  // Distance from the origin (the click) to segment ab.
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, -(a[0] * dx + a[1] * dy) / length2));
  return Math.hypot(a[0] + t * dx, a[1] + t * dy);
}

function containsOrigin(ring: Array<[number, number]>): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > 0 !== yj > 0 && 0 < ((xj - xi) * -yi) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The way nearest to `at` within `tolerance` metres whose tags `accept`, or null. */
export function nearestWay(
  doc: OsmDoc,
  at: LonLat,
  tolerance: number,
  accept: (tags: OsmTags) => boolean,
): number | null {
  const local = localFrame(at);
  const ways = new PositionCache(doc);
  let best: number | null = null;
  let bestDistance = tolerance;
  for (const way of doc.ways.values()) {
    if (!accept(way.tags)) continue;
    const points = ways.way(way.id).map(local);
    for (let i = 1; i < points.length; i++) {
      const d = segmentDistance(points[i - 1]!, points[i]!);
      if (d <= bestDistance) {
        bestDistance = d;
        best = way.id;
      }
    }
  }
  return best;
}

/** The lanelet under `at` (the smallest id when several overlap), or null. */
export function laneletAt(doc: OsmDoc, at: LonLat): number | null {
  const local = localFrame(at);
  const ways = new PositionCache(doc);
  for (const relation of doc.relations.values()) {
    if (relation.tags.type !== 'lanelet') continue;
    const bounds = laneletBounds(relation, ways);
    if (bounds && containsOrigin(laneletRing(bounds).map(local))) return relation.id;
  }
  return null;
}

/** A lanelet by the model's hit test, else by area. */
export function pickLanelet(editor: MapEditorApi, at: LonLat, tolerance: number): number | null {
  const hit = safeHit(editor, at, tolerance);
  if (hit?.type === 'relation' && editor.doc.relations.get(hit.id)?.tags.type === 'lanelet') {
    return hit.id;
  }
  return laneletAt(editor.doc, at);
}

/** The model's hit test, which must not take the page down if it fails on a strange map. */
export function safeHit(editor: MapEditorApi, at: LonLat, tolerance: number): ElementRef | null {
  try {
    return editor.hitTest(at, tolerance);
  } catch {
    return null;
  }
}

/** The nearest node within `tolerance` metres (for dragging), or null. */
export function nearestNode(doc: OsmDoc, at: LonLat, tolerance: number): number | null {
  const local = localFrame(at);
  let best: number | null = null;
  let bestDistance = tolerance;
  for (const node of doc.nodes.values()) {
    if (!Number.isFinite(node.lon) || !Number.isFinite(node.lat)) continue;
    const [x, y] = local([node.lon, node.lat]);
    const d = Math.hypot(x, y);
    if (d <= bestDistance) {
      bestDistance = d;
      best = node.id;
    }
  }
  return best;
}

export const isStopLine = (tags: OsmTags) => tags.type === 'stop_line';
export const anyWay = () => true;
