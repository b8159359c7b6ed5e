import {
  type LaneletMap,
  type MapProjection,
  type OsmDoc,
  buildLaneletMap,
  laneletGeometry,
  makeProjector,
  nearestLanelet,
  parseOsm,
  sampleRoadNetwork,
} from '@ads/lanelet2';
import type { FeatureCollection } from 'geojson';
import { highlightFeatures } from '../lanelet/highlight-features';
import { buildMapFeatures } from '../lanelet/map-features';
import { bearing } from '../geo';
import type { MapSource, WorkerAnswer } from './map-worker-protocol';

/*
 * The CPU-heavy part of a vehicle map (HMI and FMS), run in its worker (map.worker.ts): reading the OSM (or
 * building the sample road network), its GeoJSON, the route's outline and the heading of the
 * lane under a point. Kept apart from the worker's messaging so tests call it directly.
 */

export class MapReading {
  private laneletMap: LaneletMap | null = null;

  private constructor(
    readonly doc: OsmDoc,
    private readonly projection: MapProjection,
  ) {}

  static read(source: MapSource): MapReading {
    if (source.kind === 'sample') {
      const { doc, projector } = sampleRoadNetwork(source.origin);
      return new MapReading(doc, makeProjector(projector));
    }
    const parsed = parseOsm(source.text, source.projector ? { projector: source.projector } : {});
    return new MapReading(parsed.doc, makeProjector(parsed.projector));
  }

  loaded(seq: number): Extract<WorkerAnswer, { type: 'loaded' }> {
    const features = buildMapFeatures(this.doc);
    let west = Infinity;
    let south = Infinity;
    let east = -Infinity;
    let north = -Infinity;
    for (const node of this.doc.nodes.values()) {
      if (!Number.isFinite(node.lat) || !Number.isFinite(node.lon)) continue;
      west = Math.min(west, node.lon);
      east = Math.max(east, node.lon);
      south = Math.min(south, node.lat);
      north = Math.max(north, node.lat);
    }
    const bounds: [number, number, number, number] | null = Number.isFinite(west)
      ? [west, south, east, north]
      : null;
    return { type: 'loaded', seq, features, bounds, lanelets: features.lanelets.features.length };
  }

  /** The route's lanelets, outlined and filled in the overlay's `route` role. */
  route(lanelets: readonly number[]): FeatureCollection {
    return highlightFeatures(
      this.doc,
      lanelets.map((id) => ({ type: 'relation' as const, id, role: 'route' as const })),
    );
  }

  /** The driving direction (compass degrees) of the lane at a point; null off the roads. */
  headingAt(lat: number, lon: number): number | null {
    this.laneletMap ??= buildLaneletMap(this.doc);
    const { x, y } = this.projection.forward(lat, lon, 0);
    const id = nearestLanelet(this.laneletMap, x, y);
    if (id === null) return null;
    const line = laneletGeometry(this.laneletMap, id)?.centerline;
    if (!line || line.length < 2) return null;
    // The centreline's segment nearest the point gives the direction there.
    let best = 0;
    let bestD = Infinity;
    for (let i = 0; i + 1 < line.length; i += 1) {
      const a = line[i]!;
      const b = line[i + 1]!;
      const mx = (a.x + b.x) / 2 - x;
      const my = (a.y + b.y) / 2 - y;
      const d = mx * mx + my * my;
      if (d < bestD) {
        bestD = d;
        best = i;
      }
    }
    const a = this.projection.reverse(line[best]!.x, line[best]!.y, 0);
    const b = this.projection.reverse(line[best + 1]!.x, line[best + 1]!.y, 0);
    return bearing(a, b);
  }
}
