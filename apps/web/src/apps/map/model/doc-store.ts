import type { OsmDoc, OsmNode, OsmRelation, OsmType, OsmWay } from '@ads/lanelet2';
import { IdAllocator } from './ids';
import { InsertionOrder } from './insertion-order';
import { ReferenceIndex } from './reference-index';

/*
 * The one place the editor changes its document. Elements are never mutated: every change
 * puts a new node, way or relation object in place of the old one (or removes it), so the old
 * object is itself the undo record, and each change is one `Change` handed to the history and
 * to the indexes. Undo and redo come back through `restore`/`replay`.
 */

export type Change =
  | { type: 'node'; id: number; before: OsmNode | undefined; after: OsmNode | undefined }
  | { type: 'way'; id: number; before: OsmWay | undefined; after: OsmWay | undefined }
  | {
      type: 'relation';
      id: number;
      before: OsmRelation | undefined;
      after: OsmRelation | undefined;
    };

export type ChangeListener = (change: Change) => void;

export class DocStore {
  readonly refs: ReferenceIndex;
  private readonly ids: IdAllocator;
  private readonly order: Record<OsmType, InsertionOrder>;
  /** Ids an undo put back, per map, to be sorted into place by `finishRestore`. */
  private readonly reinserted: Record<OsmType, number[]> = { node: [], way: [], relation: [] };
  private readonly listeners: ChangeListener[] = [];
  /** Receives every change made by an operation (the history); null outside operations. */
  recorder: ChangeListener | null = null;

  constructor(readonly doc: OsmDoc) {
    this.refs = ReferenceIndex.build(doc);
    this.ids = IdAllocator.forDoc(doc);
    this.order = {
      node: new InsertionOrder(doc.nodes.keys()),
      way: new InsertionOrder(doc.ways.keys()),
      relation: new InsertionOrder(doc.relations.keys()),
    };
  }

  /** Told of every change after it is made (forward, undo and redo). */
  listen(listener: ChangeListener): void {
    this.listeners.push(listener);
  }

  newId(): number {
    return this.ids.next();
  }

  node(id: number): OsmNode | undefined {
    return this.doc.nodes.get(id);
  }

  way(id: number): OsmWay | undefined {
    return this.doc.ways.get(id);
  }

  relation(id: number): OsmRelation | undefined {
    return this.doc.relations.get(id);
  }

  has(type: OsmType, id: number): boolean {
    return this.mapOf(type).has(id);
  }

  putNode(node: OsmNode): void {
    this.record({ type: 'node', id: node.id, before: this.node(node.id), after: node });
  }

  putWay(way: OsmWay): void {
    this.record({ type: 'way', id: way.id, before: this.way(way.id), after: way });
  }

  putRelation(relation: OsmRelation): void {
    this.record({
      type: 'relation',
      id: relation.id,
      before: this.relation(relation.id),
      after: relation,
    });
  }

  remove(type: OsmType, id: number): void {
    switch (type) {
      case 'node':
        if (this.node(id)) this.record({ type, id, before: this.node(id), after: undefined });
        return;
      case 'way':
        if (this.way(id)) this.record({ type, id, before: this.way(id), after: undefined });
        return;
      case 'relation':
        if (this.relation(id)) {
          this.record({ type, id, before: this.relation(id), after: undefined });
        }
        return;
    }
  }

  /** Puts a change's `before` back (undo, or rolling back a failed operation). */
  restore(change: Change): void {
    if (change.before !== undefined && !this.has(change.type, change.id)) {
      this.reinserted[change.type].push(change.id);
    }
    this.apply(change, 'before');
  }

  /** Makes a change again (redo). */
  replay(change: Change): void {
    this.apply(change, 'after');
  }

  /** After a run of `restore`s: re-inserted elements go back to their places in file order. */
  finishRestore(): void {
    const { nodes, ways, relations } = this.doc;
    this.sortBack('node', nodes);
    this.sortBack('way', ways);
    this.sortBack('relation', relations);
  }

  private sortBack<T>(type: OsmType, map: Map<number, T>): void {
    const ids = this.reinserted[type];
    if (ids.length === 0) return;
    this.order[type].restore(map, ids);
    this.reinserted[type] = [];
  }

  private record(change: Change): void {
    if (!this.recorder) throw new Error('The map was changed outside an editing operation.');
    this.apply(change, 'after');
    this.recorder(change);
  }

  private apply(change: Change, side: 'before' | 'after'): void {
    switch (change.type) {
      case 'node':
        this.write(change.type, this.doc.nodes, change.id, change[side]);
        break;
      case 'way': {
        const current = this.way(change.id);
        this.write(change.type, this.doc.ways, change.id, change[side]);
        this.refs.wayChanged(current, change[side]);
        break;
      }
      case 'relation': {
        const current = this.relation(change.id);
        this.write(change.type, this.doc.relations, change.id, change[side]);
        this.refs.relationChanged(current, change[side]);
        break;
      }
    }
    for (const listener of this.listeners) listener(change);
  }

  private write<T>(type: OsmType, map: Map<number, T>, id: number, value: T | undefined): void {
    if (value === undefined) {
      map.delete(id);
      return;
    }
    if (!map.has(id)) this.order[type].appended(id);
    map.set(id, value);
  }

  private mapOf(type: OsmType): Map<number, unknown> {
    return type === 'node' ? this.doc.nodes : type === 'way' ? this.doc.ways : this.doc.relations;
  }
}
