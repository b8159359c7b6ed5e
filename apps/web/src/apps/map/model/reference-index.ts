import type { OsmDoc, OsmRelation, OsmType, OsmWay } from '@ads/lanelet2';

/*
 * Who uses an element: the ways through each node and the relations naming each element as a
 * member. Edits need these answers (is this bound shared? which lanelets name this regulatory
 * element?) and a scan of a 100k-node map per question would make every edit O(map). Kept
 * up to date by DocStore on every change, forward, undo and redo alike.
 */
export class ReferenceIndex {
  private readonly waysByNode = new Map<number, number[]>();
  private readonly relationsByMember: Record<OsmType, Map<number, number[]>> = {
    node: new Map(),
    way: new Map(),
    relation: new Map(),
  };

  static build(doc: OsmDoc): ReferenceIndex {
    const index = new ReferenceIndex();
    for (const way of doc.ways.values()) index.wayChanged(undefined, way);
    for (const relation of doc.relations.values()) index.relationChanged(undefined, relation);
    return index;
  }

  /** Ways that pass through the node (each once, however often it passes). */
  waysOf(nodeId: number): readonly number[] {
    return this.waysByNode.get(nodeId) ?? EMPTY;
  }

  /** Relations with the element among their members (each once). */
  relationsOf(type: OsmType, id: number): readonly number[] {
    return this.relationsByMember[type].get(id) ?? EMPTY;
  }

  wayChanged(before: OsmWay | undefined, after: OsmWay | undefined): void {
    const id = (before ?? after)!.id;
    diff(
      this.waysByNode,
      id,
      before ? new Set(before.nodes) : EMPTY_SET,
      after ? new Set(after.nodes) : EMPTY_SET,
    );
  }

  relationChanged(before: OsmRelation | undefined, after: OsmRelation | undefined): void {
    const id = (before ?? after)!.id;
    for (const type of ['node', 'way', 'relation'] as const) {
      const refs = (relation: OsmRelation | undefined) =>
        relation
          ? new Set(relation.members.filter((m) => m.type === type).map((m) => m.ref))
          : EMPTY_SET;
      diff(this.relationsByMember[type], id, refs(before), refs(after));
    }
  }
}

const EMPTY: readonly number[] = [];
const EMPTY_SET: ReadonlySet<number> = new Set();

/** Moves `user` from the lists of keys only in `before` to those of keys only in `after`. */
function diff(
  index: Map<number, number[]>,
  user: number,
  before: ReadonlySet<number>,
  after: ReadonlySet<number>,
): void {
  for (const key of before) {
    if (after.has(key)) continue;
    const users = index.get(key);
    if (!users) continue;
    const at = users.indexOf(user);
    if (at >= 0) users.splice(at, 1);
    if (users.length === 0) index.delete(key);
  }
  for (const key of after) {
    if (before.has(key)) continue;
    const users = index.get(key);
    if (!users) index.set(key, [user]);
    else if (!users.includes(user)) users.push(user);
  }
}
