import type { MapProjector, OsmDoc } from '@ads/lanelet2';
import type { LonLat } from '../../model/editor-api';

/*
 * Where the editor's map opens. A map with content: around all of it. An empty map: at its
 * projector's origin when it has one, else at DEFAULT_CENTRE (Nishi-Shinjuku, Tokyo, where
 * Autoware's robotaxis first drove), at NEW_MAP_ZOOM: about 0.12 m a pixel, so a 3.5 m lane is
 * some 29 pixels wide and the view spans about 100 m, a block to draw an intersection in.
 */

export const DEFAULT_CENTRE: LonLat = [139.6917, 35.6895];
export const NEW_MAP_ZOOM = 19;

export type StartView =
  { kind: 'centre'; centre: LonLat; zoom: number } | { kind: 'bounds'; bounds: [LonLat, LonLat] };

export function originOf(projector: MapProjector | null): LonLat | null {
  if (!projector || !('map_origin' in projector)) return null;
  const { latitude, longitude } = projector.map_origin;
  return Number.isFinite(latitude) && Number.isFinite(longitude) ? [longitude, latitude] : null;
}

export function startView(doc: OsmDoc, projector: MapProjector | null): StartView {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const node of doc.nodes.values()) {
    if (!Number.isFinite(node.lon) || !Number.isFinite(node.lat)) continue;
    west = Math.min(west, node.lon);
    east = Math.max(east, node.lon);
    south = Math.min(south, node.lat);
    north = Math.max(north, node.lat);
  }
  if (Number.isFinite(west)) {
    return {
      kind: 'bounds',
      bounds: [
        [west, south],
        [east, north],
      ],
    };
  }
  return { kind: 'centre', centre: originOf(projector) ?? DEFAULT_CENTRE, zoom: NEW_MAP_ZOOM };
}
