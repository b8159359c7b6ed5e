/*
 * Keeps a document map (nodes, ways or relations) in its file order across undo. A Map keeps
 * insertion order and the exporter writes in that order, but an element that an edit removed
 * and an undo puts back would land at the end. Each id gets a sequence number when it first
 * appears (its file position, or later for new elements) and keeps it after removal; an undo
 * that re-inserts elements sorts them back among the rest by it. Only such undos pay for this
 * (one pass over the map); adding, changing and redoing stay O(1) per element.
 */
export class InsertionOrder {
  private readonly seq = new Map<number, number>();
  private nextSeq = 0;

  constructor(ids: Iterable<number>) {
    for (const id of ids) this.seq.set(id, this.nextSeq++);
  }

  /** An element appended to the map by an edit or a redo: it goes last. */
  appended(id: number): void {
    if (!this.seq.has(id)) this.seq.set(id, this.nextSeq++);
  }

  /**
   * Moves `reinserted` (appended to `map` by an undo) back to their old places. The other
   * entries are already in sequence order, so one merge pass puts everything right.
   */
  restore<T>(map: Map<number, T>, reinserted: Iterable<number>): void {
    const moved = new Set<number>();
    for (const id of reinserted) if (map.has(id)) moved.add(id);
    if (moved.size === 0) return;
    const seqOf = (id: number) => this.seq.get(id) ?? Number.MAX_SAFE_INTEGER;
    const back = [...moved].sort((a, b) => seqOf(a) - seqOf(b));
    const entries: [number, T][] = [];
    let next = 0;
    for (const [id, value] of map) {
      if (moved.has(id)) continue;
      while (next < back.length && seqOf(back[next]!) < seqOf(id)) {
        entries.push([back[next]!, map.get(back[next]!)!]);
        next += 1;
      }
      entries.push([id, value]);
    }
    for (; next < back.length; next += 1) entries.push([back[next]!, map.get(back[next]!)!]);
    map.clear();
    for (const [id, value] of entries) map.set(id, value);
  }
}
