/*
 * Local metres for every node of a freshly read document: which flavour the file is, which
 * projector places it, and whether the file's lat/lon and local_x/local_y agree.
 *
 * In an Autoware map local_x/local_y/ele are what Autoware drives on (its OSM parser overwrites
 * the projected point with them); lat/lon only matter for tools. In a plain Lanelet2 map lat/lon
 * are all there is, and x/y come from the projector.
 */
import type { FindingLog } from './osm-xml-findings';
import { parseDecimal } from './osm-xml-numbers';
import { describeElement, type OsmStructure } from './osm-xml-read';
import type { MapFlavour, MapProjector, OsmDoc, OsmNode } from './osm';
import { makeProjector, mgrsGridOf, mgrsGridOrigin, projectorLabel } from './projection';

/** Distance beyond which a node's lat/lon and local coordinates are said to disagree. */
const MISMATCH_METRES = 1;
/** Squared distances below this are surely under MISMATCH_METRES, whatever the rounding. */
const NEAR_SQUARED = 0.98;

export function detectFlavour(doc: OsmDoc): MapFlavour {
  for (const node of doc.nodes.values()) {
    if ('local_x' in node.tags && 'local_y' in node.tags) return 'autoware';
  }
  return 'lanelet2';
}

/** Lat/lon a tool actually wrote: Autoware maps without a geo reference carry 0, 0. */
function hasRealLatLon(node: OsmNode): boolean {
  return (
    Number.isFinite(node.lat) && Number.isFinite(node.lon) && !(node.lat === 0 && node.lon === 0)
  );
}

/**
 * The projector a file implies when none is given: for Autoware maps with lat/lon the MGRS
 * square of the first such node (Autoware's default), for plain Lanelet2 maps a
 * LocalCartesianUTM origin at the first node (to 1e-6°, altitude 0), else Local.
 */
export function inferProjector(doc: OsmDoc, flavour: MapFlavour): MapProjector {
  for (const node of doc.nodes.values()) {
    if (flavour === 'autoware' ? !hasRealLatLon(node) : !Number.isFinite(node.lat + node.lon)) {
      continue;
    }
    if (flavour === 'autoware') {
      const grid = mgrsGridOf(node.lat, node.lon);
      return grid === ''
        ? { projector_type: 'Local' }
        : { projector_type: 'MGRS', mgrs_grid: grid };
    }
    const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;
    return {
      projector_type: 'LocalCartesianUTM',
      map_origin: { latitude: round(node.lat), longitude: round(node.lon), altitude: 0 },
    };
  }
  return { projector_type: 'Local' };
}

/** Why a projector cannot place anything, or null when it can. */
function projectorProblem(projector: MapProjector): string | null {
  switch (projector.projector_type) {
    case 'MGRS':
      return mgrsGridOrigin(projector.mgrs_grid) === null
        ? `the MGRS grid "${projector.mgrs_grid}" is not a 100 km square like 54SUE`
        : null;
    case 'LocalCartesianUTM':
    case 'TransverseMercator': {
      const { latitude, longitude } = projector.map_origin;
      return Number.isFinite(latitude) && Number.isFinite(longitude)
        ? null
        : 'its map_origin has no valid latitude and longitude';
    }
    default:
      return 'it is Local, with no geographic reference';
  }
}

function someNodeHasLatLon(doc: OsmDoc): boolean {
  for (const node of doc.nodes.values()) if (Number.isFinite(node.lat + node.lon)) return true;
  return false;
}

interface Mismatch {
  node: OsmNode;
  start: number;
  metres: number;
  count: number;
}

/** Fills x, y, z (and lat/lon where only local coordinates exist) of every node. */
export function placeNodes(
  structure: OsmStructure,
  flavour: MapFlavour,
  projector: MapProjector,
  log: FindingLog,
): void {
  const { doc, nodeStarts, lineAt } = structure;
  const projection = makeProjector(projector);
  const problem = projectorProblem(projector);
  const unreferenced = problem !== null;
  const label = projectorLabel(projector);
  if (unreferenced && flavour === 'lanelet2' && someNodeHasLatLon(doc)) {
    log.add(
      'error',
      'projector_unusable',
      `This plain Lanelet2 map places its nodes by lat/lon, but ${problem}, so no node gets local coordinates.`,
    );
  }
  const name = (node: OsmNode, start: number) => describeElement('node', node.id, lineAt(start));
  /** The tag as a number; NaN when absent or not a number (which is reported). */
  const numberTag = (node: OsmNode, start: number, key: string): number => {
    const text = node.tags[key];
    if (text === undefined) return Number.NaN;
    const value = parseDecimal(text);
    if (Number.isNaN(value)) {
      log.add(
        'error',
        'bad_number',
        () => `${name(node, start)} has ${key}="${text}", which is not a number.`,
        { id: node.id, type: 'node' },
      );
    }
    return value;
  };
  const xy = { x: Number.NaN, y: Number.NaN }; // reused for every node
  let mismatch: Mismatch | null = null;
  let index = 0;
  for (const node of doc.nodes.values()) {
    const start = nodeStarts[index] ?? 0;
    index += 1;
    const ele = numberTag(node, start, 'ele');
    node.z = Number.isNaN(ele) ? 0 : ele;
    if (unreferenced && node.lat === 0 && node.lon === 0) {
      node.lat = Number.NaN;
      node.lon = Number.NaN;
    }
    const geo = Number.isFinite(node.lat) && Number.isFinite(node.lon);
    const localX = flavour === 'autoware' ? numberTag(node, start, 'local_x') : Number.NaN;
    const localY = flavour === 'autoware' ? numberTag(node, start, 'local_y') : Number.NaN;
    if (!Number.isNaN(localX) && !Number.isNaN(localY)) {
      node.x = localX;
      node.y = localY;
      if (!geo) {
        const back = projection.reverse(localX, localY, node.z);
        node.lat = back.lat;
        node.lon = back.lon;
      } else if (!unreferenced) {
        projection.forwardInto(node.lat, node.lon, xy);
        const dx = xy.x - localX;
        const dy = xy.y - localY;
        // Most nodes agree to far less than a metre: no need for the exact (slower) hypot.
        const metres = dx * dx + dy * dy < NEAR_SQUARED ? 0 : Math.hypot(dx, dy);
        if (metres > MISMATCH_METRES) {
          if (mismatch === null) mismatch = { node, start, metres, count: 0 };
          mismatch.count += 1;
        }
      }
    } else if (geo) {
      projection.forwardInto(node.lat, node.lon, xy);
      node.x = xy.x;
      node.y = xy.y;
    } else {
      const needs = flavour === 'autoware' ? 'lat/lon nor local_x/local_y' : 'lat/lon';
      log.add(
        'error',
        'missing_coordinates',
        () => `${name(node, start)} has no usable ${needs}, so it has no position.`,
        { id: node.id, type: 'node' },
      );
    }
  }
  if (mismatch !== null) {
    const { node, start, metres, count } = mismatch;
    const others = count > 1 ? ` (${count} nodes are off by more than ${MISMATCH_METRES} m)` : '';
    log.add(
      'warning',
      'projector_mismatch',
      `${name(node, start)} lies ${metres.toFixed(1)} m from where its lat/lon put it under ${label}${others}: the map would load in the wrong place.`,
      { id: node.id, type: 'node' },
    );
  }
}
