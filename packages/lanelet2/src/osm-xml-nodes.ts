/*
 * Nodes the editor creates or moves: lat/lon and local metres always agree under the map's
 * projector, and metre tags already on the node are brought up to date so the tags never
 * contradict the coordinates in memory (the writer would fix them anyway on export).
 */
import { formatMetres, parseDecimal } from './osm-xml-numbers';
import { newTags, type MapProjector, type OsmNode, type OsmTags } from './osm';
import { makeProjector } from './projection';

function withCurrentMetres(tags: OsmTags, x: number, y: number, z: number): OsmTags {
  const copy = newTags(Object.entries(tags));
  const update = (key: string, value: number) => {
    const text = copy[key];
    if (text === undefined || !Number.isFinite(value)) return;
    if (!(Math.abs(parseDecimal(text) - value) < 1e-9)) copy[key] = formatMetres(value);
  };
  update('local_x', x);
  update('local_y', y);
  update('ele', z);
  return copy;
}

/** A node at local metres (x, y, z); lat/lon from the projector (NaN under Local). */
export function nodeFromLocal(
  id: number,
  x: number,
  y: number,
  z: number,
  tags: OsmTags = newTags(),
  projector: MapProjector = { projector_type: 'Local' },
): OsmNode {
  const { lat, lon } = makeProjector(projector).reverse(x, y, z);
  return { id, lat, lon, x, y, z, tags: withCurrentMetres(tags, x, y, z) };
}

/** A node at (lat, lon, ele); x, y from the projector (NaN under Local), z = ele. */
export function nodeFromLatLon(
  id: number,
  lat: number,
  lon: number,
  ele: number,
  tags: OsmTags = newTags(),
  projector: MapProjector = { projector_type: 'Local' },
): OsmNode {
  const { x, y, z } = makeProjector(projector).forward(lat, lon, ele);
  return { id, lat, lon, x, y, z, tags: withCurrentMetres(tags, x, y, z) };
}
