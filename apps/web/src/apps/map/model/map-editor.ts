import type { MapProjector, OsmDoc, OsmTags } from '@ads/lanelet2';
import { emptyDoc } from '@ads/lanelet2';
import { DocStore } from './doc-store';
import { EditHistory } from './edit-history';
import type { EditContext } from './edit-context';
import {
  addLineString,
  addPoint,
  deleteElement,
  deleteElements,
  moveNode,
  setTags,
} from './element-ops';
import {
  EditError,
  type CreatedLanelet,
  type ElementRef,
  type LonLat,
  type MapEditorApi,
} from './editor-api';
import { hitTest } from './hit-test';
import { joinLanelets } from './lanelet-join';
import { addLaneletFromBounds, addLaneletFromCenterline, addNeighbourLanelet } from './lanelet-ops';
import { reverseLanelet } from './lanelet-reverse';
import { splitLanelet } from './lanelet-split';
import { Positions } from './positions';
import {
  addCrosswalk,
  addRightOfWay,
  addSpeedLimit,
  addTrafficLight,
  addTrafficSign,
  linkRegulatoryElement,
  setStopLine,
} from './regulatory-ops';
import type { GroundLookup } from './ground';
import { SpatialIndex } from './spatial-index';
import { addTrafficLightLine, setWayElevation } from './traffic-light';

/*
 * The HDMAP Builder's editing model (see editor-api.ts for the contract with the page). It
 * edits the document it is given in place and owns it from then on: change it only through
 * these operations, which keep the undo history and the indexes right. Each operation is one
 * undo step and is all-or-nothing: one that throws leaves the map as it was.
 */
export class MapEditor implements MapEditorApi {
  readonly doc: OsmDoc;
  readonly projector: MapProjector;
  private readonly store: DocStore;
  private readonly history: EditHistory;
  private readonly ctx: EditContext;
  private readonly listeners = new Set<() => void>();
  private currentRevision = 0;

  private constructor(doc: OsmDoc, projector: MapProjector) {
    this.doc = doc;
    this.projector = projector;
    this.store = new DocStore(doc);
    this.history = new EditHistory(this.store);
    this.store.recorder = (change) => this.history.record(change);
    this.ctx = {
      store: this.store,
      index: new SpatialIndex(this.store),
      positions: new Positions(projector),
      ground: null,
    };
  }

  static fromDoc(doc: OsmDoc, projector: MapProjector): MapEditor {
    return new MapEditor(doc, projector);
  }

  static empty(projector: MapProjector): MapEditor {
    return new MapEditor(emptyDoc(), projector);
  }

  get revision(): number {
    return this.currentRevision;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get canUndo(): boolean {
    return this.history.canUndo;
  }

  get canRedo(): boolean {
    return this.history.canRedo;
  }

  get undoLabel(): string | null {
    return this.history.undoLabel;
  }

  get redoLabel(): string | null {
    return this.history.redoLabel;
  }

  undo(): boolean {
    const undone = this.history.undo();
    if (undone) this.changed();
    return undone;
  }

  redo(): boolean {
    const redone = this.history.redo();
    if (redone) this.changed();
    return redone;
  }

  batch<T>(label: string, run: () => T): T {
    return this.operate(label, run);
  }

  addLaneletFromCenterline(
    points: LonLat[],
    width: number,
    tags?: Record<string, string>,
  ): CreatedLanelet {
    return this.operate('Add lanelet', () =>
      addLaneletFromCenterline(this.ctx, points, width, tags),
    );
  }

  addLaneletFromBounds(
    leftWay: number,
    rightWay: number,
    tags?: Record<string, string>,
  ): CreatedLanelet {
    return this.operate('Add lanelet', () =>
      addLaneletFromBounds(this.ctx, leftWay, rightWay, tags),
    );
  }

  addNeighbourLanelet(lanelet: number, side: 'left' | 'right', width: number): CreatedLanelet {
    return this.operate(`Add ${side} neighbour`, () =>
      addNeighbourLanelet(this.ctx, lanelet, side, width),
    );
  }

  addLineString(points: LonLat[], tags: Record<string, string>): number {
    return this.operate('Add line', () => addLineString(this.ctx, points, tags));
  }

  addPoint(position: LonLat, tags?: Record<string, string>): number {
    return this.operate('Add point', () => addPoint(this.ctx, position, tags));
  }

  splitLanelet(lanelet: number, at: LonLat): [number, number] {
    return this.operate('Split lanelet', () => splitLanelet(this.ctx, lanelet, at));
  }

  joinLanelets(first: number, second: number): number {
    return this.operate('Join lanelets', () => joinLanelets(this.ctx, first, second));
  }

  reverseLanelet(lanelet: number): void {
    this.operate('Reverse lanelet', () => reverseLanelet(this.ctx, lanelet));
  }

  moveNode(node: number, to: LonLat): void {
    this.operate('Move node', () => moveNode(this.ctx, node, to));
  }

  setTags(element: ElementRef, patch: Record<string, string | null>): void {
    this.operate('Edit tags', () => setTags(this.ctx, element, patch));
  }

  deleteElement(element: ElementRef): void {
    this.operate('Delete', () => deleteElement(this.ctx, element));
  }

  deleteElements(elements: readonly ElementRef[]): void {
    this.operate('Delete', () => deleteElements(this.ctx, elements));
  }

  addTrafficLight(input: { lanelets: number[]; lights: number[]; stopLine?: number }): number {
    return this.operate('Add traffic light', () => addTrafficLight(this.ctx, input));
  }

  addTrafficLightLine(points: LonLat[], lanelets: number[]): number {
    return this.operate('Add traffic light line', () =>
      addTrafficLightLine(this.ctx, points, lanelets),
    );
  }

  setWayElevation(way: number, z: number): void {
    this.operate('Set elevation', () => setWayElevation(this.ctx, way, z));
  }

  /** Not an edit (no undo step): where later new nodes take their z from. */
  setGround(ground: GroundLookup | null): void {
    this.ctx.ground = ground;
  }

  addTrafficSign(input: {
    lanelets: number[];
    signs: number[];
    stopLine?: number;
    signType?: string;
  }): number {
    return this.operate('Add traffic sign', () => addTrafficSign(this.ctx, input));
  }

  addRightOfWay(input: { rightOfWay: number[]; yield: number[]; stopLine?: number }): number {
    return this.operate('Add right of way', () => addRightOfWay(this.ctx, input));
  }

  addSpeedLimit(input: { lanelets: number[]; speedKmh: number }): number {
    return this.operate('Add speed limit', () => addSpeedLimit(this.ctx, input));
  }

  addCrosswalk(input: { crosswalk: number; lanelets: number[]; stopLines?: number[] }): number {
    return this.operate('Add crosswalk', () => addCrosswalk(this.ctx, input));
  }

  setStopLine(regulatoryElement: number, stopLine: number | null): void {
    this.operate('Set the stop line', () => setStopLine(this.ctx, regulatoryElement, stopLine));
  }

  linkRegulatoryElement(lanelet: number, regulatoryElement: number, linked: boolean): void {
    this.operate(linked ? 'Link regulatory element' : 'Unlink regulatory element', () =>
      linkRegulatoryElement(this.ctx, lanelet, regulatoryElement, linked),
    );
  }

  hitTest(position: LonLat, tolerance: number): ElementRef | null {
    let at;
    try {
      at = this.ctx.positions.toLocal(position);
    } catch (error) {
      if (error instanceof EditError) return null; // nowhere on this map
      throw error;
    }
    return hitTest(this.ctx, at, tolerance);
  }

  tagsOf(element: ElementRef): OsmTags | null {
    const { type, id } = element;
    const found =
      type === 'node'
        ? this.doc.nodes.get(id)
        : type === 'way'
          ? this.doc.ways.get(id)
          : this.doc.relations.get(id);
    return found?.tags ?? null;
  }

  private operate<T>(label: string, run: () => T): T {
    const { result, committed } = this.history.run(label, run);
    if (committed) this.changed();
    return result;
  }

  private changed(): void {
    this.currentRevision += 1;
    for (const listener of [...this.listeners]) {
      try {
        listener();
      } catch (error) {
        // One broken view must not stop the others from hearing of the change.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }
}
