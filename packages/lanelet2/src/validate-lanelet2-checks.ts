/*
 * Three of Lanelet2's own validators (lanelet2_validation), with its names, thresholds and
 * severities (all warnings there):
 * - mapping.points_too_close: a point whose nearest point (searched in 2D) is closer than
 *   0.05 m (measured in 3D);
 * - mapping.curvature_too_big: a lanelet bound whose Menger curvature at a point (three
 *   consecutive points, 2D) is above 0.5 1/m, "a common mapping error when users fail to click
 *   a point in JOSM and add a new one";
 * - mapping.unknown_tags / mapping.unknown_tag_value: tags and type/subtype/location values
 *   Lanelet2 does not know, per point, line string, lanelet, area and regulatory element.
 * Differences, on purpose: two identical consecutive points are duplicated_points already, so
 * the infinite curvature Lanelet2 reports there is left out; the tags Autoware's format adds
 * (local_x, local_y, turn_direction, light bulbs, …) and `sign_type` (Lanelet2's own speed
 * limit tagging) are known too, since maps have them; one finding per element lists all its
 * unknown tags.
 */
import { tagOf } from './lanelet-map';
import type { OsmNode, OsmTags } from './osm';
import type { ValidationContext } from './validate-context';
import { listIds, report } from './validate-context';

/** lanelet2_validation's PointsTooCloseChecker threshold, metres. */
export const POINTS_TOO_CLOSE = 0.05;
/** lanelet2_validation's CurvatureTooBigChecker threshold, 1/m. */
export const CURVATURE_TOO_BIG = 0.5;

/** Menger curvature of three points in 2D, as Lanelet2's geometry::curvature2d. */
export function curvature2d(a: OsmNode, b: OsmNode, c: OsmNode): number {
  const area = 0.5 * ((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x));
  const product =
    Math.hypot(b.x - a.x, b.y - a.y) *
    Math.hypot(c.x - a.x, c.y - a.y) *
    Math.hypot(c.x - b.x, c.y - b.y);
  if (product < 1e-20) return Number.POSITIVE_INFINITY;
  return Math.abs((4 * area) / product);
}

/** Cells per row of the grid's key: rows of 2²⁴ cells of 5 cm reach 800 km, keys stay exact. */
const CELL_ROW = 2 ** 24;

export function checkPointsTooClose(ctx: ValidationContext): void {
  // Cells as large as the threshold: a point closer than it lies in the 3 × 3 cells around.
  // Numeric keys (a string per point made this check cost more than all the others).
  const cells = new Map<number, OsmNode[]>();
  const key = (cx: number, cy: number) => cx * CELL_ROW + cy;
  const cellOf = (x: number, y: number) =>
    key(Math.floor(x / POINTS_TOO_CLOSE), Math.floor(y / POINTS_TOO_CLOSE));
  const placed: OsmNode[] = [];
  ctx.nodes.forEach((node) => {
    if (!Number.isFinite(node?.x) || !Number.isFinite(node?.y)) return;
    const key = cellOf(node.x, node.y);
    const list = cells.get(key);
    if (list) list.push(node);
    else cells.set(key, [node]);
    placed.push(node);
  });
  for (const node of placed) {
    const cx = Math.floor(node.x / POINTS_TOO_CLOSE);
    const cy = Math.floor(node.y / POINTS_TOO_CLOSE);
    let nearest: OsmNode | undefined;
    // Squared distances, and no array for an empty cell: this loop meets every node nine
    // times, and Math.hypot and those arrays were most of this check's time (issue 33).
    let best = Number.POSITIVE_INFINITY;
    for (let dx = -1; dx <= 1; dx += 1) {
      for (let dy = -1; dy <= 1; dy += 1) {
        const cell = cells.get(key(cx + dx, cy + dy));
        if (cell === undefined) continue;
        for (const other of cell) {
          if (other === node) continue;
          const ex = other.x - node.x;
          const ey = other.y - node.y;
          const d = ex * ex + ey * ey;
          if (d < best) {
            best = d;
            nearest = other;
          }
        }
      }
    }
    if (nearest === undefined) continue;
    const z = (n: OsmNode) => (Number.isFinite(n.z) ? n.z : 0);
    const distance = Math.hypot(nearest.x - node.x, nearest.y - node.y, z(nearest) - z(node));
    if (distance >= POINTS_TOO_CLOSE) continue;
    report(
      ctx,
      'points_too_close',
      { id: node.id, type: 'node' },
      `Node ${node.id} is ${(distance * 100).toFixed(1)} cm from node ${nearest.id}, closer than ${POINTS_TOO_CLOSE * 100} cm; such near-duplicates make defects in the map (Lanelet2’s mapping.points_too_close). Merge them or move one.`,
    );
  }
}

export function checkCurvature(ctx: ValidationContext): void {
  for (const lanelet of ctx.map.lanelets.values()) {
    for (const wayId of [lanelet.leftWayId, lanelet.rightWayId]) {
      const way = wayId === undefined ? undefined : ctx.ways.get(wayId);
      if (!way || !Array.isArray(way.nodes)) continue;
      const points = way.nodes.map((id) => ctx.nodes.get(id));
      for (let i = 1; i < points.length - 1; i += 1) {
        const [a, b, c] = [points[i - 1], points[i], points[i + 1]];
        if (!a || !b || !c) continue;
        const k = curvature2d(a, b, c);
        // Two equal points give infinity: duplicated_points says that already.
        if (!Number.isFinite(k) || k <= CURVATURE_TOO_BIG) continue;
        report(
          ctx,
          'curvature_too_big',
          { id: lanelet.id, type: 'relation' },
          `Lanelet ${lanelet.id}: its bound, way ${way.id}, bends with curvature ${k.toFixed(2)} 1/m at node ${b.id} (a radius of ${(1 / k).toFixed(2)} m), more than ${CURVATURE_TOO_BIG}; this confuses algorithms using the map (Lanelet2’s mapping.curvature_too_big). A misplaced click often does this.`,
        );
      }
    }
  }
}

// Lanelet2's known tags (CheckTags.cpp), matched as prefixes like Lanelet2 does, plus Autoware's.
const AUTOWARE_POINT_TAGS = ['local_x', 'local_y', 'mgrs_code', 'color', 'arrow'];
const KNOWN_TAGS = {
  point: ['ele', 'type', 'subtype', ...AUTOWARE_POINT_TAGS],
  lineString: ['type', 'subtype', 'lane_change', 'width', 'height', 'temporary', 'area'],
  lanelet: [
    'type',
    'subtype',
    'one_way',
    'name',
    'region',
    'speed_limit',
    'location',
    'participant',
    'turn_direction',
  ],
  area: ['type', 'subtype', 'speed_limit', 'location', 'region', 'name', 'area'],
  regulatoryElement: ['type', 'subtype', 'dynamic', 'speed_limit', 'fallback', 'sign_type'],
} as const;

const LINE_SUBTYPES = ['dashed', 'dashed_solid', 'solid', 'solid_dashed', 'solid_solid'];
/** Lanelet2's known values (plus Autoware's line types: light bulbs, areas as ways). */
const KNOWN_VALUES = {
  point: { type: ['dot', 'end', 'pole', 'post', 'start'] },
  lineStringType: [
    'arrow',
    'bike_marking',
    'bump',
    'curbstone',
    'door',
    'fence',
    'gate',
    'guard_rail',
    'jersey_barrier',
    'keepout',
    'lift_gate',
    'line_thick',
    'line_thin',
    'pedestrian_marking',
    'rail',
    'road_border',
    'stop_line',
    'symbol',
    'traffic_light',
    'traffic_sign',
    'trajectory',
    'virtual',
    'visualization',
    'wall',
    'zebra_marking',
    'zig-zag',
    'light_bulbs',
  ],
  /** Subtypes by line type; a type not listed takes any subtype. */
  lineStringSubtype: {
    line_thick: LINE_SUBTYPES,
    line_thin: LINE_SUBTYPES,
    curbstone: ['high', 'low'],
    arrow: ['left', 'left_right', 'right', 'straight', 'straight_left', 'straight_right'],
    bike_marking: ['dashed', 'solid'],
    pedestrian_marking: ['dashed', 'solid'],
    stop_line: ['dashed', 'solid'],
    bump: [],
    traffic_light: ['red', 'red_green', 'red_yellow', 'red_yellow_green'],
    virtual: [],
  } as Record<string, readonly string[]>,
  lanelet: {
    subtype: [
      'bicycle_lane',
      'bus_lane',
      'crosswalk',
      'emergency_lane',
      'highway',
      'play_street',
      'rail',
      'road',
      'shared_walkway',
      'stairs',
      'walkway',
      'road_shoulder',
      'pedestrian_lane',
    ],
    location: ['nonurban', 'private', 'urban'],
  } as Record<string, readonly string[]>,
  area: {
    subtype: [
      'bicycle_lane',
      'building',
      'bus_lane',
      'crosswalk',
      'emergency_lane',
      'exit',
      'freespace',
      'highway',
      'keepout',
      'parking',
      'play_street',
      'road',
      'shared_walkway',
      'stairs',
      'traffic_island',
      'vegetation',
      'walkway',
    ],
    location: ['nonurban', 'private', 'urban'],
  } as Record<string, readonly string[]>,
};

type Kind = keyof typeof KNOWN_TAGS;
const KIND_WORD: Record<Kind, string> = {
  point: 'Node',
  lineString: 'Line string',
  lanelet: 'Lanelet',
  area: 'Area',
  regulatoryElement: 'Regulatory element',
};

function unknownKeys(tags: OsmTags, kind: Kind): string[] {
  const known = KNOWN_TAGS[kind];
  return Object.keys(tags).filter((key) => !known.some((prefix) => key.startsWith(prefix)));
}

/** `value x is not a known value for key` lines of one element. */
function unknownValues(tags: OsmTags, kind: Kind): string[] {
  const out: string[] = [];
  const check = (key: string, known: readonly string[] | undefined, context = '') => {
    const value = tagOf(tags, key);
    if (value === undefined || known === undefined || known.includes(value)) return;
    out.push(`\`${key}\` "${value}"${context}`);
  };
  if (kind === 'point') check('type', KNOWN_VALUES.point.type);
  if (kind === 'lineString') {
    const type = tagOf(tags, 'type');
    check('type', KNOWN_VALUES.lineStringType);
    if (type !== undefined && Object.hasOwn(KNOWN_VALUES.lineStringSubtype, type)) {
      check('subtype', KNOWN_VALUES.lineStringSubtype[type], ` for type ${type}`);
    }
  }
  if (kind === 'lanelet' || kind === 'area') {
    check('subtype', KNOWN_VALUES[kind].subtype);
    check('location', KNOWN_VALUES[kind].location);
  }
  return out;
}

function checkElementTags(ctx: ValidationContext, kind: Kind, id: number, tags: OsmTags): void {
  const type = kind === 'point' ? 'node' : kind === 'lineString' ? 'way' : 'relation';
  const keys = unknownKeys(tags, kind);
  if (keys.length > 0) {
    report(
      ctx,
      'unknown_tags',
      { id, type },
      `${KIND_WORD[kind]} ${id} has ${keys.length === 1 ? 'a tag' : 'tags'} Lanelet2 does not know: ${listIds(keys.map((key) => `\`${key}\``))} (Lanelet2’s mapping.unknown_tags); check the spelling, or ignore it if another tool needs it.`,
    );
  }
  const values = unknownValues(tags, kind);
  if (values.length > 0) {
    report(
      ctx,
      'unknown_tag_value',
      { id, type },
      `${KIND_WORD[kind]} ${id} has ${listIds(values)}, which Lanelet2 does not know (Lanelet2’s mapping.unknown_tag_value); Lanelet2 and Autoware read it as nothing special.`,
    );
  }
}

export function checkUnknownTags(ctx: ValidationContext): void {
  ctx.nodes.forEach((node, id) => {
    if (node?.tags) checkElementTags(ctx, 'point', id, node.tags);
  });
  ctx.ways.forEach((way, id) => {
    // Ways tagged area=yes are Lanelet2 polygons, which its tag checks leave alone.
    if (!way?.tags || tagOf(way.tags, 'area') === 'yes') return;
    checkElementTags(ctx, 'lineString', id, way.tags);
  });
  ctx.relations.forEach((relation, id) => {
    const type = tagOf(relation?.tags, 'type');
    if (type === 'lanelet') checkElementTags(ctx, 'lanelet', id, relation.tags);
    else if (type === 'multipolygon') checkElementTags(ctx, 'area', id, relation.tags);
    else if (type === 'regulatory_element') {
      checkElementTags(ctx, 'regulatoryElement', id, relation.tags);
    }
  });
}
