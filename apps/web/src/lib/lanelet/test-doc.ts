import { type OsmDoc, emptyDoc, newTags } from '@ads/lanelet2';

/*
 * Small map documents written by hand for the drawing tests: nodes at [lon, lat], ways, and
 * relations, with ids counted from 1 so the tests can name them.
 */

export class DocBuilder {
  readonly doc: OsmDoc = emptyDoc();
  private next = 1;

  node(lon: number, lat: number, tags: Record<string, string> = {}): number {
    const id = this.next++;
    this.doc.nodes.set(id, { id, lon, lat, x: 0, y: 0, z: 0, tags: newTags(Object.entries(tags)) });
    return id;
  }

  way(nodes: number[], tags: Record<string, string> = {}): number {
    const id = this.next++;
    this.doc.ways.set(id, { id, nodes, tags: newTags(Object.entries(tags)) });
    return id;
  }

  line(points: Array<[number, number]>, tags: Record<string, string> = {}): number {
    return this.way(
      points.map(([lon, lat]) => this.node(lon, lat)),
      tags,
    );
  }

  relation(
    members: Array<{ type: 'node' | 'way' | 'relation'; ref: number; role: string }>,
    tags: Record<string, string>,
  ): number {
    const id = this.next++;
    this.doc.relations.set(id, { id, members, tags: newTags(Object.entries(tags)) });
    return id;
  }

  lanelet(left: number, right: number, tags: Record<string, string> = {}): number {
    return this.relation(
      [
        { type: 'way', ref: left, role: 'left' },
        { type: 'way', ref: right, role: 'right' },
      ],
      { type: 'lanelet', subtype: 'road', ...tags },
    );
  }
}

/**
 * A grid of `count` straight lanelets about 20 m long and 3.5 m wide, rows of 50 with shared
 * bounds between neighbours, as a big city map has them.
 */
export function gridDoc(count: number): OsmDoc {
  const builder = new DocBuilder();
  const dLon = 0.00027; // ≈ 20 m at 35°N
  const dLat = 0.0000315; // ≈ 3.5 m
  const perRow = 50;
  for (let start = 0; start < count; start += perRow) {
    const row = start / perRow;
    const baseLat = 35 + row * dLat * 60;
    for (let col = 0; col < Math.min(perRow, count - start); col++) {
      const lon0 = 139 + col * dLon;
      const bound = (lane: number) =>
        builder.line(
          [
            [lon0, baseLat + lane * dLat],
            [lon0 + dLon / 2, baseLat + lane * dLat],
            [lon0 + dLon, baseLat + lane * dLat],
          ],
          { type: 'line_thin', subtype: lane === 0 ? 'solid' : 'dashed' },
        );
      builder.lanelet(bound(1), bound(0));
    }
  }
  return builder.doc;
}
