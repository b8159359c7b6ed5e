import type { OsmDoc, OsmNode, OsmRelation, OsmWay } from '@ads/lanelet2';

/*
 * Sending the map to the validation worker without copying all of it on every edit. The
 * editor's model never changes an element in place (it puts a new object in its place), so
 * what changed since the last send is found by identity; the worker keeps its own copy and
 * applies just that. The first send, or another document, goes whole.
 */

interface Part<T> {
  set: T[];
  remove: number[];
}

export type DocDelta =
  | { kind: 'whole'; doc: OsmDoc }
  | {
      kind: 'delta';
      nodes: Part<OsmNode>;
      ways: Part<OsmWay>;
      relations: Part<OsmRelation>;
      attributes: Record<string, string>;
    };

function diff<T>(now: ReadonlyMap<number, T>, before: ReadonlyMap<number, T>): Part<T> {
  const set: T[] = [];
  const remove: number[] = [];
  for (const [id, element] of now) if (before.get(id) !== element) set.push(element);
  for (const id of before.keys()) if (!now.has(id)) remove.push(id);
  return { set, remove };
}

/** Remembers what was sent last, to send only what changed next time. */
export class DocSender {
  private doc: OsmDoc | null = null;
  private sent: {
    nodes: Map<number, OsmNode>;
    ways: Map<number, OsmWay>;
    relations: Map<number, OsmRelation>;
  } | null = null;

  next(doc: OsmDoc): DocDelta {
    const before = this.sent;
    this.sent = {
      nodes: new Map(doc.nodes),
      ways: new Map(doc.ways),
      relations: new Map(doc.relations),
    };
    if (this.doc !== doc || !before) {
      this.doc = doc;
      return { kind: 'whole', doc };
    }
    return {
      kind: 'delta',
      nodes: diff(doc.nodes, before.nodes),
      ways: diff(doc.ways, before.ways),
      relations: diff(doc.relations, before.relations),
      attributes: doc.attributes,
    };
  }
}

/** The worker's copy brought up to date (a whole document replaces it). */
export function applyDelta(copy: OsmDoc | null, delta: DocDelta): OsmDoc {
  if (delta.kind === 'whole') return delta.doc;
  const doc = copy ?? { nodes: new Map(), ways: new Map(), relations: new Map(), attributes: {} };
  const apply = <T extends { id: number }>(map: Map<number, T>, part: Part<T>) => {
    for (const id of part.remove) map.delete(id);
    for (const element of part.set) map.set(element.id, element);
  };
  apply(doc.nodes, delta.nodes);
  apply(doc.ways, delta.ways);
  apply(doc.relations, delta.relations);
  doc.attributes = delta.attributes;
  return doc;
}
