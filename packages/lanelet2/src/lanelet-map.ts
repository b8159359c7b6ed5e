/*
 * The lanelet view of an OSM document: which relations are lanelets, areas and regulatory
 * elements, what they reference and, on demand, each lanelet's geometry. The view is a
 * snapshot: rebuild it after editing the document. It never throws: a lanelet whose ways or
 * nodes are missing is still listed, its geometry is null and validation says why.
 */
import type { Point3 } from './geometry';
import { distance2d } from './geometry';
import type { LaneletGeometry } from './lanelet-geometry';
import { GeometryBuilder, pointsOf } from './lanelet-geometry';
import type { OsmDoc, OsmMember, OsmNode, OsmRelation, OsmTags, OsmWay } from './osm';

export type { LaneletGeometry } from './lanelet-geometry';

export const TURN_DIRECTIONS = ['straight', 'left', 'right'] as const;
export type TurnDirection = (typeof TURN_DIRECTIONS)[number];

/** Lanelet subtypes no vehicle may use (Lanelet2's GenericTrafficRules participant table). */
const NON_VEHICLE_SUBTYPES: ReadonlySet<string> = new Set([
  'walkway',
  'crosswalk',
  'stairs',
  'bicycle_lane',
  'shared_walkway',
]);
/** Subtypes that are two-way unless tagged `one_way=yes` (pedestrians walk both ways). */
const PEDESTRIAN_SUBTYPES: ReadonlySet<string> = new Set([
  'walkway',
  'crosswalk',
  'stairs',
  'shared_walkway',
]);

export interface Lanelet {
  id: number;
  /** The first way member with role `left` (validation reports when there is not exactly one). */
  leftWayId: number | undefined;
  rightWayId: number | undefined;
  /**
   * Lanelet2's loader rule: the right bound gives the driving direction, and when the left
   * bound points the other way it is used inverted. Decided by comparing |L0−R0|+|Ln−Rn| with
   * |L0−Rn|+|Ln−R0|; false when the bounds cannot be resolved.
   */
  leftInverted: boolean;
  centerlineWayId: number | undefined;
  regulatoryElementIds: number[];
  tags: OsmTags;
  subtype: string | undefined;
  location: string | undefined;
  oneWay: boolean;
  /** km/h; undefined when untagged or unparsable. */
  speedLimit: number | undefined;
  turnDirection: TurnDirection | undefined;
}

/** A `type=multipolygon` relation (parking lots, intersection areas, …). */
export interface MapArea {
  id: number;
  subtype: string | undefined;
  location: string | undefined;
  outerWayIds: number[];
  innerWayIds: number[];
  regulatoryElementIds: number[];
  tags: OsmTags;
}

export interface RegulatoryElement {
  id: number;
  subtype: string | undefined;
  tags: OsmTags;
  /** Members by role, in file order. */
  members: Map<string, OsmMember[]>;
}

export interface LaneletMap {
  doc: OsmDoc;
  lanelets: Map<number, Lanelet>;
  areas: Map<number, MapArea>;
  regulatoryElements: Map<number, RegulatoryElement>;
  /** Way id → ids of the lanelets using it as their left or right bound. */
  boundUsers: Map<number, number[]>;
}

/** Read a tag without tripping over `Object.prototype` keys on a plain-object tag record. */
export function tagOf(tags: OsmTags | undefined, key: string): string | undefined {
  if (!tags || typeof tags !== 'object') return undefined;
  if (!Object.prototype.hasOwnProperty.call(tags, key)) return undefined;
  const value: unknown = tags[key];
  return typeof value === 'string' ? value : undefined;
}

/** The document's three maps, or empty ones when a broken document lacks them. */
export interface DocParts {
  nodes: Map<number, OsmNode>;
  ways: Map<number, OsmWay>;
  relations: Map<number, OsmRelation>;
}

export function docParts(doc: OsmDoc): DocParts {
  const safe = (doc ?? {}) as Partial<OsmDoc>;
  return {
    nodes: safe.nodes instanceof Map ? safe.nodes : new Map(),
    ways: safe.ways instanceof Map ? safe.ways : new Map(),
    relations: safe.relations instanceof Map ? safe.relations : new Map(),
  };
}

export function membersOf(relation: OsmRelation): OsmMember[] {
  return Array.isArray(relation.members) ? relation.members.filter(isMember) : [];
}

function isMember(member: unknown): member is OsmMember {
  return typeof member === 'object' && member !== null;
}

export function wayNodeIds(way: OsmWay): number[] {
  return Array.isArray(way.nodes) ? way.nodes : [];
}

/**
 * A speed limit in km/h from Lanelet2's notation: a bare number is km/h; `km/h`, `kmh`, `kph`,
 * `mph`, `m/s` and `mps` are understood. Undefined when it cannot be read.
 */
export function parseSpeedLimit(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (isDigits(text)) return Number(text); // the usual "50", without the pattern
  const match = /^\s*([+-]?(?:\d+\.?\d*|\.\d+))\s*(km\/h|kmh|kph|mph|m\/s|mps)?\s*$/i.exec(text);
  if (!match) return undefined;
  const value = Number(match[1]);
  const unit = (match[2] ?? 'km/h').toLowerCase();
  if (unit === 'mph') return value * 1.609344;
  if (unit === 'm/s' || unit === 'mps') return value * 3.6;
  return value;
}

function isDigits(text: string): boolean {
  if (text.length === 0 || text.length > 15) return false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 48 || code > 57) return false;
  }
  return true;
}

export function isVehicleLanelet(lanelet: Lanelet): boolean {
  return lanelet.subtype === undefined || !NON_VEHICLE_SUBTYPES.has(lanelet.subtype);
}

export function buildLaneletMap(doc: OsmDoc): LaneletMap {
  const parts = docParts(doc);
  const map: LaneletMap = {
    doc,
    lanelets: new Map(),
    areas: new Map(),
    regulatoryElements: new Map(),
    boundUsers: new Map(),
  };
  for (const relation of parts.relations.values()) {
    if (!relation || typeof relation !== 'object') continue;
    const type = tagOf(relation.tags, 'type');
    if (type === 'lanelet') map.lanelets.set(relation.id, readLanelet(parts, relation));
    else if (type === 'multipolygon') map.areas.set(relation.id, readArea(relation));
    else if (type === 'regulatory_element') {
      map.regulatoryElements.set(relation.id, readRegulatoryElement(relation));
    }
  }
  for (const lanelet of map.lanelets.values()) {
    const { id, leftWayId, rightWayId } = lanelet;
    if (leftWayId !== undefined) addBoundUser(map.boundUsers, leftWayId, id);
    // A way bounding both sides is listed once.
    if (rightWayId !== undefined && rightWayId !== leftWayId) {
      addBoundUser(map.boundUsers, rightWayId, id);
    }
  }
  return map;
}

function addBoundUser(boundUsers: Map<number, number[]>, wayId: number, laneletId: number): void {
  const users = boundUsers.get(wayId);
  if (users) users.push(laneletId);
  else boundUsers.set(wayId, [laneletId]);
}

function relationRefs(members: readonly OsmMember[], role: string): number[] {
  return members.filter((m) => m.role === role && m.type === 'relation').map((m) => m.ref);
}

function readLanelet(parts: DocParts, relation: OsmRelation): Lanelet {
  // One pass over the members: the first way of each bound role, and regulatory elements.
  let leftWayId: number | undefined;
  let rightWayId: number | undefined;
  let centerlineWayId: number | undefined;
  let found = 0; // bits: left, right, centerline
  const regulatoryElementIds: number[] = [];
  for (const member of Array.isArray(relation.members) ? relation.members : []) {
    if (!isMember(member)) continue;
    const { role } = member;
    if (member.type === 'relation') {
      if (role === 'regulatory_element') regulatoryElementIds.push(member.ref);
    } else if (member.type === 'way') {
      if (role === 'left' && (found & 1) === 0) {
        leftWayId = member.ref;
        found |= 1;
      } else if (role === 'right' && (found & 2) === 0) {
        rightWayId = member.ref;
        found |= 2;
      } else if (role === 'centerline' && (found & 4) === 0) {
        centerlineWayId = member.ref;
        found |= 4;
      }
    }
  }
  const tags = relation.tags;
  const subtype = tagOf(tags, 'subtype');
  const oneWayTag = tagOf(tags, 'one_way');
  const turn = tagOf(tags, 'turn_direction');
  const speed = parseSpeedLimit(tagOf(tags, 'speed_limit'));
  return {
    id: relation.id,
    leftWayId,
    rightWayId,
    leftInverted: leftPointsBackwards(parts, leftWayId, rightWayId),
    centerlineWayId,
    regulatoryElementIds,
    tags,
    subtype,
    location: tagOf(tags, 'location'),
    oneWay:
      oneWayTag === 'yes' ||
      (oneWayTag !== 'no' && !(subtype !== undefined && PEDESTRIAN_SUBTYPES.has(subtype))),
    speedLimit: speed !== undefined && speed > 0 && Number.isFinite(speed) ? speed : undefined,
    turnDirection: (TURN_DIRECTIONS as readonly string[]).includes(turn ?? '')
      ? (turn as TurnDirection)
      : undefined,
  };
}

function readArea(relation: OsmRelation): MapArea {
  const members = membersOf(relation);
  const ways = (role: string) =>
    members.filter((m) => m.role === role && m.type === 'way').map((m) => m.ref);
  return {
    id: relation.id,
    subtype: tagOf(relation.tags, 'subtype'),
    location: tagOf(relation.tags, 'location'),
    outerWayIds: ways('outer'),
    innerWayIds: ways('inner'),
    regulatoryElementIds: relationRefs(members, 'regulatory_element'),
    tags: relation.tags,
  };
}

function readRegulatoryElement(relation: OsmRelation): RegulatoryElement {
  const byRole = new Map<string, OsmMember[]>();
  for (const member of membersOf(relation)) {
    const list = byRole.get(member.role);
    if (list) list.push(member);
    else byRole.set(member.role, [member]);
  }
  return {
    id: relation.id,
    subtype: tagOf(relation.tags, 'subtype'),
    tags: relation.tags,
    members: byRole,
  };
}

/** A way's first or last node (`end` 0 or 1), undefined when it has fewer than two. */
function endNode(parts: DocParts, wayId: number | undefined, end: number): OsmNode | undefined {
  const way = wayId === undefined ? undefined : parts.ways.get(wayId);
  const ids = way ? wayNodeIds(way) : [];
  if (ids.length < 2) return undefined;
  return parts.nodes.get(ids[end === 0 ? 0 : ids.length - 1]!);
}

/** The direction rule (see Lanelet.leftInverted); false when the bounds cannot be resolved. */
function leftPointsBackwards(
  parts: DocParts,
  leftWayId: number | undefined,
  rightWayId: number | undefined,
): boolean {
  const l0 = endNode(parts, leftWayId, 0);
  const ln = endNode(parts, leftWayId, 1);
  const r0 = endNode(parts, rightWayId, 0);
  const rn = endNode(parts, rightWayId, 1);
  if (!l0 || !ln || !r0 || !rn) return false;
  return distance2d(l0, rn) + distance2d(ln, r0) < distance2d(l0, r0) + distance2d(ln, rn);
}

/** The way's points in local metres, or null when the way, a node or a coordinate is missing. */
export function wayPoints(doc: OsmDoc, wayId: number | undefined): Point3[] | null {
  return pointsOf(docParts(doc), wayId);
}

interface GeometryCache {
  builder: GeometryBuilder;
  byId: Map<number, LaneletGeometry | null>;
}

const geometryCache = new WeakMap<LaneletMap, GeometryCache>();

/** The lanelet's geometry (computed once per map view), or null when it cannot be built. */
export function laneletGeometry(map: LaneletMap, id: number): LaneletGeometry | null {
  let cache = geometryCache.get(map);
  if (!cache) {
    cache = { builder: new GeometryBuilder(docParts(map.doc)), byId: new Map() };
    geometryCache.set(map, cache);
  }
  const cached = cache.byId.get(id);
  if (cached !== undefined) return cached;
  const lanelet = map.lanelets.get(id);
  const geometry = lanelet ? cache.builder.build(lanelet) : null;
  cache.byId.set(id, geometry);
  return geometry;
}
