import type { OsmDoc } from '@ads/lanelet2';

/*
 * Ids for new elements. Lanelet2 wants ids unique across nodes, ways and relations alike (an
 * OSM file only needs them unique per type), so every new id is above the largest positive id
 * of all three. The counter never goes back, not even on undo: an id handed out once is never
 * handed out again, so a redone element cannot collide with one made after its undo.
 */
export class IdAllocator {
  private last: number;

  private constructor(last: number) {
    this.last = last;
  }

  static forDoc(doc: OsmDoc): IdAllocator {
    let last = 0;
    for (const map of [doc.nodes, doc.ways, doc.relations]) {
      for (const id of map.keys()) if (id > last) last = id;
    }
    return new IdAllocator(last);
  }

  next(): number {
    this.last += 1;
    return this.last;
  }
}
