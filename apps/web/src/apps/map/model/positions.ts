import type { MapProjector, OsmNode, OsmTags } from '@ads/lanelet2';
import { makeProjector, newTags, nodeFromLocal } from '@ads/lanelet2';
import type { DocStore } from './doc-store';
import { EditError, type LonLat } from './editor-api';
import type { XY, XYZ } from './polyline';

/*
 * Between the page's WGS84 positions and the map's local metres, where all geometry is done,
 * and the making of nodes whose lat/lon and metres agree under the map's projector.
 */
export class Positions {
  private readonly projection;

  constructor(readonly projector: MapProjector) {
    this.projection = makeProjector(projector);
  }

  /** Local metres of a [lon, lat] position. */
  toLocal(position: LonLat): XY {
    const [lon, lat] = position;
    const { x, y } = this.projection.forward(lat, lon, 0);
    if (!Number.isFinite(x) || !Number.isFinite(y)) {
      throw new EditError(
        this.projector.projector_type === 'Local'
          ? 'This map has a Local projector (no geographic reference), so a position picked on the map cannot be placed in it.'
          : `The position ${lon}, ${lat} cannot be placed in this map's coordinates.`,
      );
    }
    return { x, y };
  }

  /** A node at local metres: lat/lon from the projector, `ele` (and any metre tags) set to match. */
  node(id: number, at: XYZ, tags: OsmTags = newTags()): OsmNode {
    const withEle = newTags(Object.entries(tags));
    // A short number when z is one; else nodeFromLocal writes z to 0.1 mm, as the exporter does.
    withEle.ele = String(Number(at.z.toFixed(4)));
    return nodeFromLocal(id, at.x, at.y, at.z, withEle, this.projector);
  }

  /** The node moved to `at`; its other tags kept, metre tags brought up to date. */
  moved(node: OsmNode, at: XYZ): OsmNode {
    return nodeFromLocal(node.id, at.x, at.y, at.z, node.tags, this.projector);
  }
}

/** A node's local position (z 0 when it has none); null when it is missing or has no x/y. */
export function pointOf(store: DocStore, nodeId: number): XYZ | null {
  const node = store.node(nodeId);
  if (!node || !Number.isFinite(node.x) || !Number.isFinite(node.y)) return null;
  return { x: node.x, y: node.y, z: Number.isFinite(node.z) ? node.z : 0 };
}

/** The nodes' positions; an EditError naming `what` when one cannot be had. */
export function pointsOf(store: DocStore, nodeIds: readonly number[], what: string): XYZ[] {
  return nodeIds.map((id) => {
    const point = pointOf(store, id);
    if (!point) {
      throw new EditError(
        store.node(id)
          ? `Node ${id} of ${what} has no position in the map's local coordinates.`
          : `Node ${id} of ${what} does not exist.`,
      );
    }
    return point;
  });
}
