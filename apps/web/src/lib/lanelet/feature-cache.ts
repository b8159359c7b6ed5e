import type { OsmDoc, OsmNode, OsmRelation, OsmWay } from '@ads/lanelet2';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { type LaneletBounds, areaRingOf, laneletBoundsOf, laneletRing } from './doc-positions';
import { areaKind, laneletKind, lineLook, relationShape } from './element-style';
import { type Position, centreline, midpoint } from './geometry';
import { type MapFeatures, isMarkedNode } from './feature-types';

/*
 * The map's features kept from one revision to the next. A document whose elements are never
 * changed in place (the editor's model replaces an element to change it) tells what changed by
 * identity: a way is built again only when it or one of its nodes is a new object, a lanelet
 * only when it or one of its bounds is. So an edit on a 5,000-lanelet map rebuilds a handful
 * of features, and each source gets a diff (added, removed) for maplibre's `updateData`.
 *
 * Every feature has a string `id` unique in its source ('r12', 'w7', 'n5'): OSM ids may be
 * negative (JOSM's new elements) and are unique per type only.
 */

export type SourceKey = keyof MapFeatures;
export const SOURCE_KEYS: readonly SourceKey[] = [
  'areas',
  'lanelets',
  'centrelines',
  'lines',
  'points',
];

type AnyFeature = Feature<Geometry, object>;

export interface SourceDiff {
  add: AnyFeature[];
  remove: string[];
}

export interface FeatureUpdate {
  /** Every feature of a source (made when asked: a diff usually does). */
  collection<K extends SourceKey>(key: K): MapFeatures[K];
  /** How many features each source has. */
  counts: Record<SourceKey, number>;
  /** What changed per source since the last update. */
  diffs: Record<SourceKey, SourceDiff>;
  /** Whether any source changed. */
  changed: boolean;
}

interface WayEntry {
  way: OsmWay;
  positions: Position[];
}

const wayId = (id: number) => `w${id}`;
const relationId = (id: number) => `r${id}`;
const nodeId = (id: number) => `n${id}`;

function finite(node: OsmNode | undefined): node is OsmNode {
  return !!node && Number.isFinite(node.lon) && Number.isFinite(node.lat);
}

const NO_POSITIONS: Position[] = [];

export class FeatureCache {
  private readonly ways = new Map<number, WayEntry>();
  private readonly relations = new Map<number, OsmRelation>();
  /** Ids of the nodes, then ways, that changed in this update (their dependants are rebuilt). */
  private changedNodes = new Set<number>();
  private changedWays = new Set<number>();
  private readonly nodes = new Map<number, OsmNode>();
  private readonly sources: Record<SourceKey, Map<string, AnyFeature>> = {
    areas: new Map(),
    lanelets: new Map(),
    centrelines: new Map(),
    lines: new Map(),
    points: new Map(),
  };
  private collections: Partial<Record<SourceKey, FeatureCollection>> = {};
  private diffs = this.emptyDiffs();
  private doc: OsmDoc | null = null;

  private emptyDiffs(): Record<SourceKey, SourceDiff> {
    return {
      areas: { add: [], remove: [] },
      lanelets: { add: [], remove: [] },
      centrelines: { add: [], remove: [] },
      lines: { add: [], remove: [] },
      points: { add: [], remove: [] },
    };
  }

  private put(source: SourceKey, feature: AnyFeature & { id: string }): void {
    this.sources[source].set(feature.id, feature);
    this.diffs[source].add.push(feature);
  }

  private drop(source: SourceKey, id: string): void {
    if (this.sources[source].delete(id)) this.diffs[source].remove.push(id);
  }

  private updateWays(): void {
    const doc = this.doc!;
    const changedNodes = this.changedNodes;
    for (const way of doc.ways.values()) {
      const entry = this.ways.get(way.id);
      if (entry && entry.way === way && !way.nodes.some((ref) => changedNodes.has(ref))) continue;
      const positions: Position[] = [];
      for (const ref of way.nodes) {
        const node = doc.nodes.get(ref);
        if (finite(node)) positions.push([node.lon, node.lat]);
      }
      this.ways.set(way.id, { way, positions });
      this.changedWays.add(way.id);
      this.drop('lines', wayId(way.id));
      this.drop('points', wayId(way.id));
      if (positions.length < 2) continue;
      const look = lineLook(way.tags);
      this.put('lines', {
        type: 'Feature',
        id: wayId(way.id),
        properties: { id: way.id, ...look },
        geometry: { type: 'LineString', coordinates: positions },
      });
      if (look.kind === 'traffic_light' || look.kind === 'traffic_sign') {
        this.put('points', {
          type: 'Feature',
          id: wayId(way.id),
          properties: { id: way.id, type: 'way', kind: look.kind },
          geometry: { type: 'Point', coordinates: midpoint(positions) },
        });
      }
    }
    for (const id of this.ways.keys()) {
      if (doc.ways.has(id)) continue;
      this.ways.delete(id);
      this.changedWays.add(id);
      this.drop('lines', wayId(id));
      this.drop('points', wayId(id));
    }
  }

  private updateRelations(): void {
    const doc = this.doc!;
    const ways = (id: number) => this.ways.get(id)?.positions ?? NO_POSITIONS;
    const changedWays = this.changedWays;
    for (const relation of doc.relations.values()) {
      const shape = relationShape(relation.tags);
      const unchanged =
        this.relations.get(relation.id) === relation &&
        !relation.members.some((m) => m.type === 'way' && changedWays.has(m.ref));
      if (unchanged) continue;
      this.relations.set(relation.id, relation);
      const id = relationId(relation.id);
      this.drop('lanelets', id);
      this.drop('centrelines', id);
      this.drop('areas', id);
      if (shape === 'lanelet') {
        const bounds: LaneletBounds | null = laneletBoundsOf(relation, ways);
        if (!bounds) continue;
        this.put('lanelets', {
          type: 'Feature',
          id,
          properties: { id: relation.id, kind: laneletKind(relation.tags) },
          geometry: { type: 'Polygon', coordinates: [laneletRing(bounds)] },
        });
        this.put('centrelines', {
          type: 'Feature',
          id,
          properties: { id: relation.id, both: relation.tags.one_way === 'no' },
          geometry: { type: 'LineString', coordinates: centreline(bounds.left, bounds.right) },
        });
      } else if (shape === 'area') {
        const ring = areaRingOf(relation, ways);
        if (!ring) continue;
        this.put('areas', {
          type: 'Feature',
          id,
          properties: { id: relation.id, kind: areaKind(relation.tags) },
          geometry: { type: 'Polygon', coordinates: [ring] },
        });
      }
    }
    for (const id of this.relations.keys()) {
      if (doc.relations.has(id)) continue;
      this.relations.delete(id);
      for (const source of ['lanelets', 'centrelines', 'areas'] as const)
        this.drop(source, relationId(id));
    }
  }

  private updateNodes(): void {
    const doc = this.doc!;
    for (const node of doc.nodes.values()) {
      if (this.nodes.get(node.id) === node) continue;
      const had = this.nodes.has(node.id);
      this.nodes.set(node.id, node);
      this.changedNodes.add(node.id);
      if (had) this.drop('points', nodeId(node.id));
      if (!isMarkedNode(node.tags) || !finite(node)) continue;
      const type = node.tags.type;
      this.put('points', {
        type: 'Feature',
        id: nodeId(node.id),
        properties: {
          id: node.id,
          type: 'node',
          kind: type === 'traffic_light' || type === 'traffic_sign' ? type : 'node',
        },
        geometry: { type: 'Point', coordinates: [node.lon, node.lat] },
      });
    }
    for (const id of this.nodes.keys()) {
      if (doc.nodes.has(id)) continue;
      this.nodes.delete(id);
      this.changedNodes.add(id);
      this.drop('points', nodeId(id));
    }
  }

  /** Brings the features up to `doc`; another document than last time starts afresh. */
  update(doc: OsmDoc): FeatureUpdate {
    if (this.doc !== doc) this.reset();
    this.doc = doc;
    this.diffs = this.emptyDiffs();
    this.changedNodes = new Set();
    this.changedWays = new Set();
    this.updateNodes();
    this.updateWays();
    this.updateRelations();
    let changed = false;
    const counts = {} as Record<SourceKey, number>;
    for (const key of SOURCE_KEYS) {
      const diff = this.diffs[key];
      counts[key] = this.sources[key].size;
      if (!diff.add.length && !diff.remove.length) continue;
      changed = true;
      delete this.collections[key];
    }
    const collection = <K extends SourceKey>(key: K): MapFeatures[K] => {
      const made = (this.collections[key] ??= {
        type: 'FeatureCollection',
        features: [...this.sources[key].values()],
      });
      return made as MapFeatures[K];
    };
    return { collection, counts, diffs: this.diffs, changed };
  }

  private reset(): void {
    this.ways.clear();
    this.relations.clear();
    this.nodes.clear();
    for (const key of SOURCE_KEYS) this.sources[key].clear();
    this.collections = {};
  }
}
