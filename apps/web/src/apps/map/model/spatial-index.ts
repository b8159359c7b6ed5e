import type { DocStore } from './doc-store';
import { type Box, BoxGrid, boxAround, boxOf } from './grid';
import { isLaneletRelation, tryReadLanelet } from './lanelet-shape';
import { pointOf } from './positions';
import type { XY } from './polyline';

/*
 * Where things are, for hit testing and snapping: nodes by position, ways by their segments,
 * lanelets by their bounding boxes, all in local metres. Built on the first question, then
 * kept current lazily: a change only marks what it touched, and the next question refreshes
 * those (a moved node refreshes its ways, a changed way its lanelets). So an edit costs what it
 * touched, and a batch of edits refreshes each element once.
 */

const CELL_METRES = 16;

export class SpatialIndex {
  private built = false;
  private readonly nodes = new BoxGrid(CELL_METRES);
  private readonly ways = new BoxGrid(CELL_METRES);
  private readonly lanelets = new BoxGrid(CELL_METRES);
  private readonly dirtyNodes = new Set<number>();
  private readonly dirtyWays = new Set<number>();
  private readonly dirtyLanelets = new Set<number>();

  constructor(private readonly store: DocStore) {
    store.listen((change) => {
      if (!this.built) return;
      if (change.type === 'node') this.dirtyNodes.add(change.id);
      else if (change.type === 'way') this.dirtyWays.add(change.id);
      else this.dirtyLanelets.add(change.id);
    });
  }

  /** Node ids that may lie within `radius` of `p` (check the distance yourself). */
  nodesNear(p: XY, radius: number): Set<number> {
    return this.fresh().nodes.query(boxAround(p, radius));
  }

  /** Way ids with a segment that may pass within `radius` of `p`. */
  waysNear(p: XY, radius: number): Set<number> {
    return this.fresh().ways.query(boxAround(p, radius));
  }

  /** Lanelet ids whose bounding box may come within `radius` of `p`. */
  laneletsNear(p: XY, radius: number): Set<number> {
    return this.fresh().lanelets.query(boxAround(p, radius));
  }

  private fresh(): this {
    if (!this.built) {
      this.built = true;
      const { nodes, ways, relations } = this.store.doc;
      for (const id of nodes.keys()) this.indexNode(id);
      for (const id of ways.keys()) this.indexWay(id);
      for (const id of relations.keys()) this.indexLanelet(id);
      return this;
    }
    for (const id of this.dirtyNodes) {
      this.indexNode(id);
      for (const way of this.store.refs.waysOf(id)) this.dirtyWays.add(way);
    }
    this.dirtyNodes.clear();
    for (const id of this.dirtyWays) {
      this.indexWay(id);
      for (const relation of this.store.refs.relationsOf('way', id))
        this.dirtyLanelets.add(relation);
    }
    this.dirtyWays.clear();
    for (const id of this.dirtyLanelets) this.indexLanelet(id);
    this.dirtyLanelets.clear();
    return this;
  }

  private indexNode(id: number): void {
    const point = pointOf(this.store, id);
    if (point) this.nodes.set(id, [boxAround(point, 0)]);
    else this.nodes.delete(id);
  }

  private indexWay(id: number): void {
    const way = this.store.way(id);
    if (!way) {
      this.ways.delete(id);
      return;
    }
    const points = way.nodes.map((node) => pointOf(this.store, node));
    const boxes: Box[] = [];
    if (points.length === 1 && points[0]) boxes.push(boxAround(points[0], 0));
    for (let i = 1; i < points.length; i += 1) {
      const a = points[i - 1];
      const b = points[i];
      if (a && b) boxes.push(boxOf([a, b]));
    }
    this.ways.set(id, boxes);
  }

  private indexLanelet(id: number): void {
    const shape = isLaneletRelation(this.store.relation(id))
      ? tryReadLanelet(this.store, id)
      : null;
    if (!shape) {
      this.lanelets.delete(id);
      return;
    }
    const points = [...shape.left, ...shape.right].map((node) => pointOf(this.store, node)!);
    this.lanelets.set(id, [boxOf(points)]);
  }
}
