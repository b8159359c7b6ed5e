import type { OsmDoc } from '@ads/lanelet2';

/*
 * A regulatory element as the properties panel shows it: what it refers to, its stop line and
 * the lanelets that name it (the model's setStopLine and linkRegulatoryElement change them).
 */

export interface RegulatoryInfo {
  subtype: string;
  refers: number[];
  stopLines: number[];
  rightOfWay: number[];
  yielding: number[];
  /** Lanelets with this element among their `regulatory_element` members. */
  lanelets: number[];
}

export function regulatoryInfo(doc: OsmDoc, id: number): RegulatoryInfo | null {
  const relation = doc.relations.get(id);
  if (!relation || relation.tags.type !== 'regulatory_element') return null;
  const byRole = (role: string) =>
    relation.members.filter((m) => m.role === role).map((m) => m.ref);
  const lanelets: number[] = [];
  for (const other of doc.relations.values()) {
    if (other.tags.type !== 'lanelet') continue;
    if (other.members.some((m) => m.type === 'relation' && m.ref === id)) lanelets.push(other.id);
  }
  return {
    subtype: relation.tags.subtype ?? '',
    refers: byRole('refers'),
    stopLines: byRole('ref_line'),
    rightOfWay: byRole('right_of_way'),
    yielding: byRole('yield'),
    lanelets,
  };
}
