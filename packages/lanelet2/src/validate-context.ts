/*
 * What the validator's rule groups share: the document, its lanelet view, the findings so far
 * and helpers to word them.
 */
import type { LaneletMap } from './lanelet-map';
import { tagOf } from './lanelet-map';
import type {
  FindingSeverity,
  MapFinding,
  MapFlavour,
  OsmNode,
  OsmRelation,
  OsmType,
  OsmWay,
} from './osm';
import type { FindingCode } from './validate-codes';
import type { LaneletShapes } from './validate-shapes';
import { FINDING_SEVERITIES } from './validate-codes';

export interface ValidationContext {
  nodes: Map<number, OsmNode>;
  ways: Map<number, OsmWay>;
  relations: Map<number, OsmRelation>;
  map: LaneletMap;
  flavour: MapFlavour;
  findings: MapFinding[];
  /** The lanelets whose geometry could be built, as the geometric rules need them. */
  shapes: LaneletShapes;
  /** Lanelets whose bounds cross: their shape is wrong, so topology checks leave them out. */
  crossed: Set<number>;
}

export function report(
  ctx: ValidationContext,
  code: FindingCode,
  element: { id: number; type?: OsmType },
  message: string,
  severity: FindingSeverity = FINDING_SEVERITIES[code],
): void {
  const finding: MapFinding = { severity, code, element_id: element.id, message };
  if (element.type) finding.element_type = element.type;
  ctx.findings.push(finding);
}

/** "Lanelet 7", "Regulatory element 9", "Area 3" or "Relation 4", by the `type` tag. */
export function relationName(relation: OsmRelation | undefined, id: number): string {
  const type = tagOf(relation?.tags, 'type');
  if (type === 'lanelet') return `Lanelet ${id}`;
  if (type === 'regulatory_element') return `Regulatory element ${id}`;
  if (type === 'multipolygon') return `Area ${id}`;
  return `Relation ${id}`;
}

/** "5", "5 and 6", "5, 6 and 7", "5, 6, 7, 8, 9 and 3 more". */
export function listIds(ids: readonly (number | string)[], max = 5): string {
  const shown = ids.slice(0, max).map(String);
  const rest = ids.length - shown.length;
  if (rest > 0) return `${shown.join(', ')} and ${rest} more`;
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

export function plural(count: number, word: string, many = `${word}s`): string {
  return `${count} ${count === 1 ? word : many}`;
}
