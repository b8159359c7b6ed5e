/*
 * The OSM data model of a Lanelet2 map (issue 15, docs/hdmap-format.md). The studio keeps a
 * map as its OSM primitives, not as derived lanelets, so a file imported and exported unchanged
 * keeps every id, tag, role and member order; lanelets, regulatory elements and the routing
 * graph are views computed from this (lanelet-map.ts, routing.ts).
 *
 * Shared by the server (import, export, validation in a worker thread), the web editor
 * (validation in a Web Worker) and the agent (the simulated vehicle drives on the map).
 */

export type OsmType = 'node' | 'way' | 'relation';

/** Tags in file order; a null-prototype record so a key like `__proto__` is just a key. */
export type OsmTags = Record<string, string>;

export interface OsmNode {
  id: number;
  /** WGS84 degrees. NaN when the file had none (an Autoware map with local coordinates only). */
  lat: number;
  lon: number;
  /** Metres in the map's local frame (east, north, up), from the map's projector. */
  x: number;
  y: number;
  z: number;
  tags: OsmTags;
}

export interface OsmWay {
  id: number;
  nodes: number[];
  tags: OsmTags;
}

export interface OsmMember {
  type: OsmType;
  ref: number;
  role: string;
}

export interface OsmRelation {
  id: number;
  members: OsmMember[];
  tags: OsmTags;
}

/** One map document. Maps keep insertion (file) order, which export follows. */
export interface OsmDoc {
  nodes: Map<number, OsmNode>;
  ways: Map<number, OsmWay>;
  relations: Map<number, OsmRelation>;
  /** The `<osm>` element's attributes (version, generator, …), kept for export. */
  attributes: Record<string, string>;
  /**
   * Autoware's `<MetaInfo format_version=… map_version=…/>` (the first child of `<osm>`,
   * read by Autoware's map loader), its attributes as read; absent when the file had none.
   */
  metaInfo?: Record<string, string>;
}

/** Export flavours: plain Lanelet2 (lat/lon, `ele`) or Autoware (`local_x`/`local_y`/`ele` too). */
export const MAP_FLAVOURS = ['lanelet2', 'autoware'] as const;
export type MapFlavour = (typeof MAP_FLAVOURS)[number];

/**
 * How local metres relate to WGS84, in the words of Autoware's `map_projector_info.yaml`:
 * - `MGRS`: x, y are the easting and northing inside the MGRS 100 km square `mgrs_grid`;
 * - `LocalCartesianUTM`: UTM of the point minus UTM of `map_origin` (Lanelet2's UtmProjector
 *   with an origin, the plain Lanelet2 default);
 * - `TransverseMercator`: a transverse Mercator centred on `map_origin`'s longitude, x, y
 *   relative to the origin's projection;
 * - `Local`: no geographic reference; x, y as they are (lat/lon are then meaningless).
 */
export type MapProjector =
  | { projector_type: 'MGRS'; mgrs_grid: string; vertical_datum?: string }
  | {
      projector_type: 'LocalCartesianUTM' | 'TransverseMercator';
      map_origin: { latitude: number; longitude: number; altitude: number };
      vertical_datum?: string;
    }
  | { projector_type: 'Local' };

export type FindingSeverity = 'error' | 'warning' | 'info';

/** One thing the validator (or the importer) found; `element_id` 0 for the file as a whole. */
export interface MapFinding {
  severity: FindingSeverity;
  code: string;
  element_id: number;
  /** Which kind of primitive `element_id` names (OSM ids are per type). */
  element_type?: OsmType;
  message: string;
}

export interface FindingCounts {
  error: number;
  warning: number;
  info: number;
}

export function emptyDoc(): OsmDoc {
  return { nodes: new Map(), ways: new Map(), relations: new Map(), attributes: {} };
}

export function newTags(entries: Iterable<readonly [string, string]> = []): OsmTags {
  // Not Object.create(null): that makes a dictionary-mode object, several times slower to fill
  // and read than an ordinary one given a null prototype afterwards (a big map has one per
  // element).
  const tags: OsmTags = Object.setPrototypeOf({}, null) as OsmTags;
  for (const [k, v] of entries) tags[k] = v;
  return tags;
}

export function countFindings(findings: readonly MapFinding[]): FindingCounts {
  const counts: FindingCounts = { error: 0, warning: 0, info: 0 };
  for (const finding of findings) counts[finding.severity] += 1;
  return counts;
}
