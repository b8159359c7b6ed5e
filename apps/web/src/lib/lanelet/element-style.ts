import type { OsmTags } from '@ads/lanelet2';

/*
 * How each Lanelet2 element looks, decided from its tags (docs/hdmap-format.md; the Lanelet2
 * tagging specification and Autoware's additions). Decided here, once per feature, rather than
 * in long style expressions: the rules are testable and the layers stay short. The palette is
 * the same in both themes: roads are drawn as asphalt, so white and yellow markings always show.
 */

/** Lanelet fills by subtype. Anything unknown is `other`, never an error. */
export const LANELET_FILLS = {
  road: '#5C6373',
  highway: '#4E5566',
  bus_lane: '#8E4A4A',
  bicycle_lane: '#3E7D5A',
  emergency_lane: '#6F6A58',
  crosswalk: '#D8A23A',
  walkway: '#4A83C4',
  stairs: '#7E57C2',
  play_street: '#5E8A3A',
  other: '#8A8F9C',
} as const;
export type LaneletKind = keyof typeof LANELET_FILLS;

const LANELET_KIND_OF: Record<string, LaneletKind> = {
  road: 'road',
  exit: 'road',
  highway: 'highway',
  bus_lane: 'bus_lane',
  bicycle_lane: 'bicycle_lane',
  emergency_lane: 'emergency_lane',
  road_shoulder: 'emergency_lane',
  crosswalk: 'crosswalk',
  walkway: 'walkway',
  shared_walkway: 'walkway',
  pedestrian_lane: 'walkway',
  stairs: 'stairs',
  play_street: 'play_street',
};

/** A lanelet without a subtype is a road (Lanelet2's default). */
export function laneletKind(tags: OsmTags): LaneletKind {
  return LANELET_KIND_OF[tags.subtype ?? 'road'] ?? 'other';
}

/** Area (multipolygon) fills by subtype. */
export const AREA_FILLS = {
  parking: '#6D7A8C',
  freespace: '#7C8696',
  vegetation: '#4F7A3E',
  building: '#8D6E63',
  keepout: '#B0413E',
  other: '#9AA0AA',
} as const;
export type AreaKind = keyof typeof AREA_FILLS;

export function areaKind(tags: OsmTags): AreaKind {
  const subtype = tags.subtype ?? '';
  return subtype in AREA_FILLS ? (subtype as AreaKind) : 'other';
}

export type Dash = 'solid' | 'dashed' | 'dotted';

/** A line string's look: its class, colour, width (pixels at zoom 19) and dash. */
export interface LineLook {
  kind: LineKind;
  color: string;
  width: number;
  dash: Dash;
}

export type LineKind =
  | 'marking'
  | 'curbstone'
  | 'road_border'
  | 'barrier'
  | 'virtual'
  | 'stop_line'
  | 'traffic_light'
  | 'traffic_sign'
  | 'pedestrian_marking'
  | 'other';

const MARKING_COLORS: Record<string, string> = {
  white: '#FFFFFF',
  yellow: '#F5C518',
  blue: '#64B5F6',
  red: '#EF5350',
  green: '#66BB6A',
};

/** `dashed`, `dashed_solid`…: the first word says how the line is painted on its left. */
function markingDash(subtype: string | undefined): Dash {
  return subtype?.startsWith('dashed') ? 'dashed' : 'solid';
}

export function lineLook(tags: OsmTags): LineLook {
  const type = tags.type ?? '';
  const subtype = tags.subtype;
  switch (type) {
    case 'line_thin':
    case 'line_thick':
      return {
        kind: 'marking',
        color: MARKING_COLORS[tags.color ?? 'white'] ?? MARKING_COLORS.white!,
        width: type === 'line_thick' ? 4 : 2.2,
        dash: markingDash(subtype),
      };
    case 'curbstone':
      return {
        kind: 'curbstone',
        color: '#A3A8B2',
        width: subtype === 'low' ? 2 : 2.6,
        dash: 'solid',
      };
    case 'road_border':
      return { kind: 'road_border', color: '#8E94A1', width: 2.6, dash: 'solid' };
    case 'guard_rail':
    case 'fence':
    case 'wall':
      return { kind: 'barrier', color: '#A1887F', width: 2.2, dash: 'solid' };
    case 'virtual':
      return { kind: 'virtual', color: '#C5CAE9', width: 1.4, dash: 'dotted' };
    case 'stop_line':
      return { kind: 'stop_line', color: '#FFFFFF', width: 4.5, dash: 'solid' };
    case 'traffic_light':
      return { kind: 'traffic_light', color: '#263238', width: 4, dash: 'solid' };
    case 'traffic_sign':
      return { kind: 'traffic_sign', color: '#ECEFF1', width: 3, dash: 'solid' };
    case 'pedestrian_marking':
    case 'zebra_marking':
      return { kind: 'pedestrian_marking', color: '#FFFFFF', width: 2.4, dash: 'dashed' };
    case 'bike_marking':
      return { kind: 'marking', color: '#66BB6A', width: 1.8, dash: 'dashed' };
    default:
      return { kind: 'other', color: '#B0BEC5', width: 1.4, dash: 'solid' };
  }
}

/** What a point marker stands for: a traffic light, a sign, or another tagged node. */
export type PointKind = 'traffic_light' | 'traffic_sign' | 'node';

/** Whether a relation is drawn as a lanelet, an area, or not at all (regulatory elements). */
export function relationShape(tags: OsmTags): 'lanelet' | 'area' | 'none' {
  if (tags.type === 'lanelet') return 'lanelet';
  if (tags.type === 'multipolygon') return 'area';
  return 'none';
}
