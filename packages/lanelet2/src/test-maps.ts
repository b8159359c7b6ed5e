/*
 * Builders for small Lanelet2 test maps, in local metres (lat/lon are a plain function of x, y
 * and mean nothing): the tests do not depend on the OSM reader or a projection.
 */
import type { OsmDoc, OsmMember, OsmTags } from './osm';
import { emptyDoc, newTags } from './osm';

export type XY = readonly [number, number];

export const LANE_WIDTH = 3.5;

export class MapBuilder {
  readonly doc: OsmDoc = emptyDoc();
  private nextId = 1;

  id(): number {
    return this.nextId++;
  }

  node(x: number, y: number, tags: Record<string, string> = { ele: '0' }): number {
    const id = this.id();
    this.doc.nodes.set(id, {
      id,
      lat: 35 + y / 111_000,
      lon: 139 + x / 91_000,
      x,
      y,
      z: 0,
      tags: newTags(Object.entries(tags)),
    });
    return id;
  }

  /** A way over existing node ids. */
  way(nodes: number[], tags: Record<string, string> = {}): number {
    const id = this.id();
    this.doc.ways.set(id, { id, nodes, tags: newTags(Object.entries(tags)) });
    return id;
  }

  /** A way through new nodes (or existing ones, given by id). */
  line(points: readonly (XY | number)[], tags: Record<string, string>): number {
    return this.way(
      points.map((p) => (typeof p === 'number' ? p : this.node(p[0], p[1]))),
      tags,
    );
  }

  relation(members: OsmMember[], tags: Record<string, string>): number {
    const id = this.id();
    this.doc.relations.set(id, { id, members, tags: newTags(Object.entries(tags)) });
    return id;
  }

  lanelet(left: number, right: number, tags: Record<string, string> = {}): number {
    return this.relation(
      [
        { type: 'way', ref: left, role: 'left' },
        { type: 'way', ref: right, role: 'right' },
      ],
      { type: 'lanelet', subtype: 'road', location: 'urban', speed_limit: '50', ...tags },
    );
  }

  regulatoryElement(
    subtype: string,
    members: { role: string; ref: number; type?: OsmMember['type'] }[],
    tags: Record<string, string> = {},
  ): number {
    return this.relation(
      members.map((m) => ({ type: m.type ?? 'way', ref: m.ref, role: m.role })),
      { type: 'regulatory_element', subtype, ...tags },
    );
  }

  /** Add `regulatory_element` membership to a lanelet. */
  refer(laneletId: number, regulatoryElementId: number): void {
    this.doc.relations
      .get(laneletId)!
      .members.push({ type: 'relation', ref: regulatoryElementId, role: 'regulatory_element' });
  }

  tags(id: number, kind: 'way' | 'relation'): OsmTags {
    const element = kind === 'way' ? this.doc.ways.get(id) : this.doc.relations.get(id);
    return element!.tags;
  }
}

export interface TwoLaneRoad {
  builder: MapBuilder;
  /** Right (outer) lane, two lanelets in a row, driving +x. */
  right: [number, number];
  /** Left lane, beside it, same direction. */
  left: [number, number];
  /** Ways: the dashed line between the lanes per segment, the borders. */
  dashed: [number, number];
  rightBorder: [number, number];
  leftBorder: [number, number];
}

/**
 * A clean two-lane one-way road along +x, two 20 m segments: lanes y 0…3.5 (right) and
 * 3.5…7 (left), a dashed line between them, road borders outside. Zero findings.
 */
export function twoLaneRoad(
  options: { divider?: Record<string, string>; length?: number } = {},
): TwoLaneRoad {
  const b = new MapBuilder();
  const len = options.length ?? 20;
  const divider = options.divider ?? { type: 'line_thin', subtype: 'dashed' };
  const xs = [0, len, 2 * len];
  const row = (y: number) => xs.map((x) => b.node(x, y));
  const y0 = row(0);
  const y1 = row(LANE_WIDTH);
  const y2 = row(2 * LANE_WIDTH);
  const border = { type: 'road_border' };
  const piece = (nodes: number[], i: number, tags: Record<string, string>) =>
    b.way([nodes[i]!, nodes[i + 1]!], tags);
  const rightBorder: [number, number] = [piece(y0, 0, border), piece(y0, 1, border)];
  const dashed: [number, number] = [piece(y1, 0, divider), piece(y1, 1, divider)];
  const leftBorder: [number, number] = [piece(y2, 0, border), piece(y2, 1, border)];
  const right: [number, number] = [
    b.lanelet(dashed[0], rightBorder[0]),
    b.lanelet(dashed[1], rightBorder[1]),
  ];
  const left: [number, number] = [
    b.lanelet(leftBorder[0], dashed[0]),
    b.lanelet(leftBorder[1], dashed[1]),
  ];
  return { builder: b, right, left, dashed, rightBorder, leftBorder };
}

/** Points of a quadratic Bézier from `from` to `to` pulled towards `control` (a turn). */
export function curve(from: XY, control: XY, to: XY, segments = 8): XY[] {
  const points: XY[] = [];
  for (let i = 0; i <= segments; i += 1) {
    const t = i / segments;
    const u = 1 - t;
    points.push([
      u * u * from[0] + 2 * u * t * control[0] + t * t * to[0],
      u * u * from[1] + 2 * u * t * control[1] + t * t * to[1],
    ]);
  }
  return points;
}

export interface Junction {
  builder: MapBuilder;
  /** The approach, driving +x from x = −20 to 0, lane y −1.75…1.75. */
  approach: number;
  /** Straight on to x = 20. */
  straight: number;
  /** Left turn, ending northwards at y = 20, lane x 8.25…11.75. */
  left: number;
}

/** An approach lanelet that splits into a straight and a left-turning lanelet. */
export function junction(turnTags: { straight?: string; left?: string } = {}): Junction {
  const b = new MapBuilder();
  const h = LANE_WIDTH / 2;
  const startLeft = b.node(-20, h);
  const startRight = b.node(-20, -h);
  const endLeft = b.node(0, h);
  const endRight = b.node(0, -h);
  const border = { type: 'road_border' };
  const approach = b.lanelet(
    b.way([startLeft, endLeft], border),
    b.way([startRight, endRight], border),
  );
  const turn = (direction: string | undefined) =>
    direction ? { turn_direction: direction } : ({} as Record<string, string>);
  const virtual = { type: 'virtual' };
  const straight = b.lanelet(
    b.line([endLeft, [20, h]], virtual),
    b.line([endRight, [20, -h]], virtual),
    turn(turnTags.straight),
  );
  const x0 = 10 - h;
  const x1 = 10 + h;
  const leftBound = curve([0, h], [x0, h], [x0, 20]).slice(1);
  const rightBound = curve([0, -h], [x1, -h], [x1, 20]).slice(1);
  const left = b.lanelet(
    b.line([endLeft, ...leftBound], virtual),
    b.line([endRight, ...rightBound], virtual),
    turn(turnTags.left),
  );
  return { builder: b, approach, straight, left };
}
