/*
 * Lanelet geometry in local metres: each lanelet's bounds in the driving direction, its
 * centreline, outline, length and box (lanelet-map.ts keeps them per map view).
 *
 * Geometry is built for every lanelet of a map, mostly by the validator, which only needs the
 * bounds' coordinates, the length and the box. So the coordinates are kept flat (flat-line.ts),
 * each bound way's once per view in one shared array, and the point arrays of the public
 * interface are made when first read.
 */
import type { FlatLine } from './flat-line';
import { at, flatLine, linePoints, midline, midlineLength, reversedLine } from './flat-line';
import type { BBox, Point3 } from './geometry';
import { distance2d, polylineLength } from './geometry';
import type { OsmNode, OsmWay } from './osm';

export interface LaneletGeometry {
  /** Both bounds in the driving direction (the left one already inverted when it must be). */
  readonly left: Point3[];
  readonly right: Point3[];
  /** The `centerline` member when there is one, else the mean of both bounds resampled. */
  readonly centerline: Point3[];
  /** Left bound forwards then right bound backwards: a closed ring (not repeated). */
  readonly polygon: Point3[];
  /** 2D length of the centreline in metres (what routing costs are made of). */
  readonly length: number;
  readonly bbox: BBox;
  /** `left`, `right` and `centerline` flat, for loops over many lanelets (read-only, shared). */
  readonly leftLine: FlatLine;
  readonly rightLine: FlatLine;
  readonly centerlineLine: FlatLine;
}

/** What geometry reads of a document (docParts' maps). */
export interface GeometrySource {
  nodes: ReadonlyMap<number, OsmNode>;
  ways: ReadonlyMap<number, OsmWay>;
}

/** What geometry reads of a lanelet. */
export interface LaneletBounds {
  leftWayId: number | undefined;
  rightWayId: number | undefined;
  leftInverted: boolean;
  centerlineWayId: number | undefined;
}

/** The way's points in local metres, or null when the way, a node or a coordinate is missing. */
export function pointsOf(source: GeometrySource, wayId: number | undefined): Point3[] | null {
  const ids = drawableNodes(source, wayId);
  if (!ids) return null;
  const points = new Array<Point3>(ids.length); // filled below: exact size, no regrowth
  for (let i = 0; i < ids.length; i += 1) {
    const node = source.nodes.get(ids[i]!)!;
    points[i] = { x: node.x, y: node.y, z: Number.isFinite(node.z) ? node.z : 0 };
  }
  return points;
}

/** The way's node ids when it has two or more and all exist with finite x and y, else null. */
function drawableNodes(source: GeometrySource, wayId: number | undefined): number[] | null {
  const way = wayId === undefined ? undefined : source.ways.get(wayId);
  const ids = way && Array.isArray(way.nodes) ? way.nodes : [];
  if (ids.length < 2) return null;
  for (const id of ids) {
    const node = source.nodes.get(id);
    if (!node || !Number.isFinite(node.x) || !Number.isFinite(node.y)) return null;
  }
  return ids;
}

/** Builds the geometry of one map view's lanelets. */
export class GeometryBuilder {
  /** Bound ways' lines (null when the way cannot be drawn). */
  private readonly bounds = new Map<number, FlatLine | null>();
  // The bounds' coordinates, appended way after way; a full array is replaced by a bigger one,
  // and lines keep the array they were written to.
  private coords = new Float64Array(3 * 1024);
  private used = 0;

  constructor(private readonly source: GeometrySource) {}

  /** The lanelet's geometry, or null when a bound cannot be drawn. */
  build(lanelet: LaneletBounds): LaneletGeometry | null {
    const leftWay = this.bound(lanelet.leftWayId);
    const right = this.bound(lanelet.rightWayId);
    if (!leftWay || !right) return null;
    const left = lanelet.leftInverted ? reversedLine(leftWay) : leftWay;
    // Not shared: a centreline is its lanelet's own, and may be turned round here.
    const centerline = pointsOf(this.source, lanelet.centerlineWayId);
    if (centerline) {
      // A drawn centreline should already follow the driving direction; be lenient if not.
      const l0 = at(left, 0);
      const r0 = at(right, 0);
      const start = {
        x: (left.coords[l0]! + right.coords[r0]!) / 2,
        y: (left.coords[l0 + 1]! + right.coords[r0 + 1]!) / 2,
      };
      const end = centerline[centerline.length - 1]!;
      if (distance2d(end, start) < distance2d(centerline[0]!, start)) centerline.reverse();
    }
    const length = centerline
      ? polylineLength(centerline)
      : midlineLength(left, right, midlineCount(left, right));
    return new BuiltGeometry(left, right, centerline, length, outlineBox(left, right));
  }

  private bound(wayId: number | undefined): FlatLine | null {
    if (wayId === undefined) return null;
    let line = this.bounds.get(wayId);
    if (line === undefined) {
      line = this.flatPointsOf(wayId);
      this.bounds.set(wayId, line);
    }
    return line;
  }

  /** pointsOf, flat. */
  private flatPointsOf(wayId: number): FlatLine | null {
    const ids = drawableNodes(this.source, wayId);
    if (!ids) return null;
    const size = 3 * ids.length;
    if (this.used + size > this.coords.length) {
      this.coords = new Float64Array(Math.max(2 * this.coords.length, size));
      this.used = 0;
    }
    const { coords } = this;
    const start = this.used;
    for (let i = 0; i < ids.length; i += 1) {
      const node = this.source.nodes.get(ids[i]!)!;
      const o = start + 3 * i;
      coords[o] = node.x;
      coords[o + 1] = node.y;
      coords[o + 2] = Number.isFinite(node.z) ? node.z : 0;
    }
    this.used += size;
    return { coords, start, step: 3, count: ids.length };
  }
}

/** How many points the computed centreline has: as many as the longer bound, up to 1000. */
function midlineCount(left: FlatLine, right: FlatLine): number {
  return Math.min(1000, Math.max(left.count, right.count));
}

/** The box of the outline, its points taken in the outline's order (as bboxOf would). */
function outlineBox(left: FlatLine, right: FlatLine): BBox {
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  extendBox(box, left, 0, left.count, 1);
  extendBox(box, right, right.count - 1, -1, -1);
  return box;
}

function extendBox(box: BBox, line: FlatLine, from: number, to: number, step: number): void {
  for (let i = from; i !== to; i += step) {
    const o = at(line, i);
    const x = line.coords[o]!;
    const y = line.coords[o + 1]!;
    if (x < box.minX) box.minX = x;
    if (y < box.minY) box.minY = y;
    if (x > box.maxX) box.maxX = x;
    if (y > box.maxY) box.maxY = y;
  }
}

/** A lanelet's geometry; its point arrays are made when first read, then kept. */
class BuiltGeometry implements LaneletGeometry {
  private leftPoints: Point3[] | undefined;
  private rightPoints: Point3[] | undefined;
  private polygonPoints: Point3[] | undefined;
  private centerlineFlat: FlatLine | undefined;
  private readonly drawnCenterline: boolean;

  constructor(
    readonly leftLine: FlatLine,
    readonly rightLine: FlatLine,
    /** The drawn centreline, or null for the computed one (made when first read). */
    private centerlinePoints: Point3[] | null,
    readonly length: number,
    readonly bbox: BBox,
  ) {
    this.drawnCenterline = centerlinePoints !== null;
  }

  get left(): Point3[] {
    this.leftPoints ??= linePoints(this.leftLine);
    return this.leftPoints;
  }

  get right(): Point3[] {
    this.rightPoints ??= linePoints(this.rightLine);
    return this.rightPoints;
  }

  get centerline(): Point3[] {
    this.centerlinePoints ??= linePoints(this.centerlineLine);
    return this.centerlinePoints;
  }

  get centerlineLine(): FlatLine {
    if (!this.centerlineFlat) {
      const { leftLine, rightLine, centerlinePoints } = this;
      this.centerlineFlat = this.drawnCenterline
        ? flatLine(centerlinePoints!)
        : midline(leftLine, rightLine, midlineCount(leftLine, rightLine));
    }
    return this.centerlineFlat;
  }

  get polygon(): Point3[] {
    if (!this.polygonPoints) {
      const { left, right } = this;
      const polygon = new Array<Point3>(left.length + right.length);
      for (let i = 0; i < left.length; i += 1) polygon[i] = left[i]!;
      for (let i = 0; i < right.length; i += 1)
        polygon[left.length + i] = right[right.length - 1 - i]!;
      this.polygonPoints = polygon;
    }
    return this.polygonPoints;
  }
}
