import type { OsmDoc } from '@ads/lanelet2';
import type { ElementRef } from '../../model/editor-api';

/** The relations that name an element among their members, and the ways through a node. */
export function referrersOf(doc: OsmDoc, ref: ElementRef): Array<ElementRef & { role: string }> {
  const out: Array<ElementRef & { role: string }> = [];
  if (ref.type === 'node') {
    for (const way of doc.ways.values()) {
      if (way.nodes.includes(ref.id)) out.push({ type: 'way', id: way.id, role: '' });
    }
  }
  for (const relation of doc.relations.values()) {
    for (const member of relation.members) {
      if (member.type === ref.type && member.ref === ref.id) {
        out.push({ type: 'relation', id: relation.id, role: member.role });
      }
    }
  }
  return out;
}
