import type { MapFinding, OsmDoc, OsmType } from '@ads/lanelet2';
import type { HighlightItem } from '../../../../lib/lanelet/highlight-features';
import type { ElementRef } from '../../model/editor-api';
import type { Picks, RouteView } from '../state/editor-store';

/*
 * What the map's overlay shows, from the editor's state: findings outlined by severity, the
 * route, a tool's picks and the selection (drawn in that order, the selection on top).
 */

/** More outlines than this would hide the map under them; the list still has every finding. */
export const MAX_FINDING_OUTLINES = 2_000;

/** The element a finding names; old findings without a type are looked up by id. */
export function findingElement(doc: OsmDoc, finding: MapFinding): ElementRef | null {
  const id = finding.element_id;
  if (!id) return null;
  if (finding.element_type) return { type: finding.element_type, id };
  const type: OsmType | null = doc.relations.has(id)
    ? 'relation'
    : doc.ways.has(id)
      ? 'way'
      : doc.nodes.has(id)
        ? 'node'
        : null;
  return type ? { type, id } : null;
}

const PICKED_WAYS = new Set(['left', 'right', 'stop_line']);

export function highlightItems(input: {
  doc: OsmDoc;
  findings: readonly MapFinding[];
  route: RouteView | 'none' | null;
  picks: Picks;
  selection: readonly ElementRef[];
}): HighlightItem[] {
  const items: HighlightItem[] = [];
  if (input.route && input.route !== 'none') {
    for (const id of input.route.lanelets) items.push({ type: 'relation', id, role: 'route' });
  }
  let outlined = 0;
  for (const finding of input.findings) {
    if (finding.severity === 'info' || outlined >= MAX_FINDING_OUTLINES) continue;
    const element = findingElement(input.doc, finding);
    if (!element) continue;
    items.push({ ...element, role: finding.severity });
    outlined++;
  }
  for (const [role, ids] of Object.entries(input.picks)) {
    const type: OsmType = PICKED_WAYS.has(role) ? 'way' : 'relation';
    for (const id of ids ?? []) items.push({ type, id, role: 'pick' });
  }
  for (const element of input.selection) items.push({ ...element, role: 'selected' });
  return items;
}
