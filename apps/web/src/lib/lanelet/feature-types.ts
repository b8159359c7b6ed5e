import type { FeatureCollection, LineString, Point, Polygon } from 'geojson';
import type { AreaKind, Dash, LaneletKind, LineKind, PointKind } from './element-style';

/** The GeoJSON a Lanelet2 map is drawn from, one collection per source (layers.ts). */

export interface LaneletProps {
  id: number;
  kind: LaneletKind;
}
export interface AreaProps {
  id: number;
  kind: AreaKind;
}
export interface CentrelineProps {
  id: number;
  /** `one_way=no`: drawn with arrows both ways. */
  both: boolean;
}
export interface LineProps {
  id: number;
  kind: LineKind;
  color: string;
  width: number;
  dash: Dash;
}
export interface PointProps {
  id: number;
  /** The element the marker belongs to: a tagged node, or a traffic light's or sign's way. */
  type: 'node' | 'way';
  kind: PointKind;
}

export interface MapFeatures {
  lanelets: FeatureCollection<Polygon, LaneletProps>;
  areas: FeatureCollection<Polygon, AreaProps>;
  centrelines: FeatureCollection<LineString, CentrelineProps>;
  lines: FeatureCollection<LineString, LineProps>;
  points: FeatureCollection<Point, PointProps>;
}

/** Node tags that only say where a node is (not what it is): such nodes get no marker. */
const POSITION_ONLY_TAGS = new Set(['ele', 'local_x', 'local_y', 'mgrs_code']);

export function isMarkedNode(tags: Record<string, string>): boolean {
  for (const key in tags) if (!POSITION_ONLY_TAGS.has(key)) return true;
  return false;
}
