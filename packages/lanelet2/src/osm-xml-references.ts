/*
 * References to elements the file does not hold. They are kept (an export writes them back as
 * they were) but reported, once per way or relation: Lanelet2's loader drops such members.
 */
import type { FindingLog } from './osm-xml-findings';
import { describeElement, type OsmStructure } from './osm-xml-read';
import type { OsmType } from './osm';

export function checkReferences(structure: OsmStructure, log: FindingLog): void {
  const { doc, wayStarts, relationStarts, lineAt } = structure;
  const report = (type: OsmType, id: number, start: number, missing: string[]) => {
    const first = missing[0] ?? '';
    const more = missing.length > 1 ? ` and ${missing.length - 1} more missing elements` : '';
    log.add(
      'error',
      'missing_reference',
      () =>
        `${describeElement(type, id, lineAt(start))} refers to ${first}${more}, which the file does not contain.`,
      { id, type },
    );
  };
  let index = 0;
  for (const way of doc.ways.values()) {
    if (!allIn(way.nodes, doc.nodes)) {
      const missing = way.nodes.filter((ref) => !doc.nodes.has(ref)).map((ref) => `node ${ref}`);
      report('way', way.id, wayStarts[index] ?? 0, missing);
    }
    index += 1;
  }
  index = 0;
  for (const relation of doc.relations.values()) {
    const missing: string[] = [];
    for (const { type, ref } of relation.members) {
      const present =
        type === 'node'
          ? doc.nodes.has(ref)
          : type === 'way'
            ? doc.ways.has(ref)
            : doc.relations.has(ref);
      if (!present) missing.push(`${type} ${ref}`);
    }
    if (missing.length > 0) report('relation', relation.id, relationStarts[index] ?? 0, missing);
    index += 1;
  }
}

/** Whether the map has every id (what nearly every way of a file satisfies). */
function allIn(ids: readonly number[], map: ReadonlyMap<number, unknown>): boolean {
  for (const id of ids) if (!map.has(id)) return false;
  return true;
}
