import type { OsmDoc } from '@ads/lanelet2';
import type { MapEditorApi } from '../../model/editor-api';

/*
 * A regulatory element as the properties panel shows it: what it refers to, its stop line and
 * the lanelets that name it. Its members can only be set by the model's `add…` operations, so
 * giving it another stop line re-creates it (one undo step) with everything else it had.
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

/** Regulatory elements whose stop line the editor can set (by re-creating them). */
export const STOP_LINE_SUBTYPES = ['traffic_light', 'traffic_sign', 'right_of_way'] as const;

/** Re-creates a traffic light, sign or right of way with `stopLine`; answers the new id. */
export function replaceStopLine(editor: MapEditorApi, id: number, stopLine: number): number {
  const info = regulatoryInfo(editor.doc, id);
  if (!info) throw new Error('That regulatory element is gone.');
  const tags = { ...editor.doc.relations.get(id)!.tags };
  return editor.batch('Set the stop line', () => {
    editor.deleteElement({ type: 'relation', id });
    let created: number;
    if (info.subtype === 'traffic_light') {
      created = editor.addTrafficLight({ lanelets: info.lanelets, lights: info.refers, stopLine });
    } else if (info.subtype === 'traffic_sign') {
      created = editor.addTrafficSign({
        lanelets: info.lanelets,
        signs: info.refers,
        stopLine,
        ...(tags.sign_type ? { signType: tags.sign_type } : {}),
      });
    } else {
      created = editor.addRightOfWay({
        rightOfWay: info.rightOfWay,
        yield: info.yielding,
        stopLine,
      });
    }
    // Tags the user added by hand come along (the new element's own ones win).
    const own = editor.tagsOf({ type: 'relation', id: created }) ?? {};
    const extra: Record<string, string> = {};
    for (const [key, value] of Object.entries(tags)) if (!(key in own)) extra[key] = value;
    if (Object.keys(extra).length) editor.setTags({ type: 'relation', id: created }, extra);
    return created;
  });
}
