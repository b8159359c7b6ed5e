import type { MapProjector, OsmDoc, OsmTags, OsmType } from '@ads/lanelet2';
import type { GroundLookup } from './ground';

/*
 * What the HDMAP Builder's page asks of its editing model (model/map-editor.ts). Positions
 * cross this boundary as WGS84 [lon, lat] (what maplibre gives); the model keeps each node's
 * local metres consistent through the map's projector. Every operation is one undo step; an
 * operation that cannot be done throws an EditError whose message is a sentence for the user.
 */

export type LonLat = [number, number];

export interface ElementRef {
  type: OsmType;
  id: number;
}

export class EditError extends Error {}

/** Regulatory elements with one stop line (`ref_line`) that setStopLine changes. */
export const STOP_LINE_SUBTYPES = ['traffic_light', 'traffic_sign', 'right_of_way'] as const;

export interface CreatedLanelet {
  lanelet: number;
  left: number;
  right: number;
}

export interface MapEditorApi {
  readonly doc: OsmDoc;
  readonly projector: MapProjector;
  /** Bumped by every change, undo and redo; the page re-draws and re-validates on it. */
  readonly revision: number;
  subscribe(listener: () => void): () => void;

  undo(): boolean;
  redo(): boolean;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** What undo (redo) would take back (do again): the operation's or batch's label. */
  readonly undoLabel?: string | null;
  readonly redoLabel?: string | null;
  /** Several operations as one undo step. */
  batch<T>(label: string, run: () => T): T;

  /** Bounds `width / 2` each side of the centreline; ends snap to lanelets they meet. */
  addLaneletFromCenterline(
    points: LonLat[],
    width: number,
    tags?: Record<string, string>,
  ): CreatedLanelet;
  addLaneletFromBounds(
    leftWay: number,
    rightWay: number,
    tags?: Record<string, string>,
  ): CreatedLanelet;
  /** A new lanelet beside `lanelet`, sharing its left or right bound. */
  addNeighbourLanelet(lanelet: number, side: 'left' | 'right', width: number): CreatedLanelet;
  /** A line string (stop line, traffic light, sign, road border…); ends snap to nodes within 0.3 m. */
  addLineString(points: LonLat[], tags: Record<string, string>): number;
  addPoint(position: LonLat, tags?: Record<string, string>): number;
  splitLanelet(lanelet: number, at: LonLat): [number, number];
  joinLanelets(first: number, second: number): number;
  reverseLanelet(lanelet: number): void;
  moveNode(node: number, to: LonLat): void;
  /** Sets tags; a null value removes the key. */
  setTags(element: ElementRef, patch: Record<string, string | null>): void;
  deleteElement(element: ElementRef): void;
  /** Deletes a selection as one step, in an order that works (lanelets before their bounds). */
  deleteElements?(elements: readonly ElementRef[]): void;

  addTrafficLight(input: { lanelets: number[]; lights: number[]; stopLine?: number }): number;
  /**
   * A traffic light's line string (its bottom edge, left to right as the driver sees it) with
   * Autoware's `height` and its nodes a mounting height over the road (model/traffic-light.ts).
   */
  addTrafficLightLine(points: LonLat[], lanelets: number[]): number;
  /** Every node of the way to elevation `z` metres. */
  setWayElevation(way: number, z: number): void;
  /** Where new nodes take their z from (not an edit); null: none. */
  setGround?(ground: GroundLookup | null): void;
  addTrafficSign(input: {
    lanelets: number[];
    signs: number[];
    stopLine?: number;
    signType?: string;
  }): number;
  addRightOfWay(input: { rightOfWay: number[]; yield: number[]; stopLine?: number }): number;
  addSpeedLimit(input: { lanelets: number[]; speedKmh: number }): number;
  addCrosswalk(input: { crosswalk: number; lanelets: number[]; stopLines?: number[] }): number;
  /**
   * Gives a traffic light, sign or right of way another stop line (null: none) in place: its
   * id, tags and other members stay, so what names it (lanelets, saved files) still does.
   */
  setStopLine(regulatoryElement: number, stopLine: number | null): void;
  /** Adds or removes a regulatory element's membership of a lanelet. */
  linkRegulatoryElement(lanelet: number, regulatoryElement: number, linked: boolean): void;

  /** The element nearest to a position within `tolerance` metres (lanelets by area). */
  hitTest(position: LonLat, tolerance: number): ElementRef | null;
  tagsOf(element: ElementRef): OsmTags | null;
}
