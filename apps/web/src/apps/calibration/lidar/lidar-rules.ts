import type { CalibrationEntry, ExtrinsicResult } from '@ads/contract';
import {
  type BoardDetection,
  type BoardTarget,
  type CameraIntrinsics,
  type ChessboardSpec,
  type Mat3,
  type Vec2,
  type Vec3,
  apply3,
  projectPoint,
} from '@ads/calibration';
import { sensorProblem } from '../api';
import { savedBy } from '../shared/result-state';
import type { CloudMarker } from './CloudPane';
import type { PixelMarker } from './ImagePane';
import {
  type Capture,
  type ImageBoard,
  type LidarState,
  type LoadedImage,
  type Pair,
  completePairs,
  targetViews,
} from './lidar-state';

/*
 * The lidar–camera tab's rules, without the DOM: the board target from the form, what a solve
 * depends on (stale when it changes), why Solve or Save cannot run yet, the markers drawn on
 * the cloud and the image, and the hints beside them. The inputs' reducer is lidar-state.ts;
 * the tab's hook (use-lidar-tab.ts) holds the rest of the state.
 */

export type Mode = 'target' | 'manual';

/** A solved (or opened) lidar → camera transform on the page. */
export interface Shown {
  origin: 'computed' | 'saved';
  result: ExtrinsicResult;
  /** For a computed one: the inputs it came from (a change makes it stale). */
  key: string;
  mode: Mode | null;
  /** Pair ids in the solver's order (manual), for the residuals. */
  pairIds: string[];
  ambiguous: boolean;
  savedLabel?: string;
}

/** An opened history entry as the result section shows it. */
export function shownFromEntry(entry: Extract<CalibrationEntry, { kind: 'lidar_camera' }>): Shown {
  return {
    origin: 'saved',
    result: entry.result,
    key: '',
    mode: null,
    pairIds: [],
    ambiguous: false,
    savedLabel: `${savedBy(entry)}.`,
  };
}

/** The white border's field (squares beyond the outer ones): a number from 0 to 5. */
export function borderOf(text: string): { value: number; valid: boolean } {
  const value = Number(text);
  return { value, valid: text.trim() !== '' && Number.isFinite(value) && value >= 0 && value <= 5 };
}

/** The board the cloud is searched for: the chessboard and its border, when both are valid. */
export function boardTarget(spec: ChessboardSpec | null, border: string): BoardTarget | null {
  const { value, valid } = borderOf(border);
  return spec && valid ? { board: spec, border: value } : null;
}

/** The worker's detection as the capture's image board. */
export const imageBoardOf = (detection: BoardDetection): ImageBoard =>
  detection.found
    ? { status: 'found', corners: detection.corners, reason: null }
    : { status: 'not-found', corners: [], reason: detection.reason ?? 'The board was not found.' };

/** What a solve depends on: a solved result for other inputs is stale. */
export function lidarInputsKey(
  mode: Mode,
  intrinsics: CameraIntrinsics | null,
  state: LidarState,
): string {
  return JSON.stringify([
    mode,
    intrinsics,
    mode === 'manual'
      ? completePairs(state).map((pair) => [pair.point, pair.pixel])
      : targetViews(state).map((view) => [view.imageCorners, view.cloudCandidates]),
  ]);
}

/** Why Solve cannot run yet; null when it can. */
export function solveBlocked(
  mode: Mode,
  intrinsics: CameraIntrinsics | null,
  state: LidarState,
): string | null {
  if (!intrinsics) return 'Give the camera’s intrinsics first.';
  if (mode === 'manual') {
    const pairs = completePairs(state).length;
    return pairs < 6 ? `Pick at least 6 pairs (${pairs} now).` : null;
  }
  // A solve started while a capture's board is still being looked for would leave that capture
  // out and turn stale the moment it is found: Solve waits for every search to end.
  const looking = state.captures.filter(
    (capture) =>
      capture.imageBoard?.status === 'detecting' || capture.cloudBoard?.status === 'finding',
  ).length;
  if (looking > 0) return `Finding the board in ${looking} capture(s)…`;
  return targetViews(state).length === 0
    ? 'Find the board in the image and in the cloud (click it in the 3D view) first.'
    : null;
}

/** Why Save cannot keep the transform yet; null when it can. */
export function lidarSaveBlocked(the: {
  sensor: string;
  shown: Shown | null;
  stale: boolean;
  framesValid: boolean;
}): string | null {
  if (sensorProblem(the.sensor)) return 'Name the camera first.';
  if (!the.shown || the.shown.origin !== 'computed')
    return 'Solve first: Save keeps the transform solved here.';
  if (the.stale) return 'The inputs changed since the solve: Solve again first.';
  if (!the.framesValid) return 'Name the parent and child frames.';
  return null;
}

/** A warning when the image is not of the intrinsics' resolution. */
export function sizeMismatch(
  intrinsics: CameraIntrinsics | null,
  image: LoadedImage | null,
): string | null {
  return intrinsics &&
    image &&
    (intrinsics.width !== image.width || intrinsics.height !== image.height)
    ? `The image is ${image.width}×${image.height}, the intrinsics are for ${intrinsics.width}×${intrinsics.height}: use the camera’s own resolution.`
    : null;
}

/** The residual of each pair a manual solve used, by pair id. */
export function pairResiduals(shown: Shown | null): Map<string, number> {
  const map = new Map<string, number>();
  if (shown?.mode === 'manual' && shown.result.residuals) {
    shown.pairIds.forEach((id, k) => map.set(id, shown.result.residuals![k]!));
  }
  return map;
}

/** The pairs a manual solve left out as outliers (issue 32), by pair id. */
export function pairOutliers(shown: Shown | null): Set<string> {
  const ids = new Set<string>();
  if (shown?.mode === 'manual') {
    for (const k of shown.result.outliers ?? []) {
      const id = shown.pairIds[k];
      if (id !== undefined) ids.add(id);
    }
  }
  return ids;
}

/** Where the shown transform puts a lidar point in the image; none behind the camera. */
export function projectedOf(
  shown: Shown | null,
  intrinsics: CameraIntrinsics | null,
  point: Vec3,
): Vec2 | undefined {
  if (!shown || !intrinsics) return undefined;
  const p = apply3(shown.result.R as Mat3, point);
  const q = [p[0] + shown.result.t[0], p[1] + shown.result.t[1], p[2] + shown.result.t[2]];
  return q[2]! > 0 ? projectPoint(intrinsics, q[0]!, q[1]!, q[2]!) : undefined;
}

/** The picked pixels of the capture's pairs (manual), each with where the solve puts its point. */
export function pixelMarkers(
  mode: Mode,
  state: LidarState,
  capture: Capture,
  residuals: Map<string, number>,
  project: (point: Vec3) => Vec2 | undefined,
): PixelMarker[] {
  if (mode !== 'manual') return [];
  return state.pairs
    .filter((pair) => pair.capture === capture.id)
    .flatMap((pair) =>
      pair.pixel
        ? [
            {
              id: pair.id,
              label: String(state.pairs.indexOf(pair) + 1),
              pixel: pair.pixel,
              projected: residuals.has(pair.id) ? project(pair.point) : undefined,
            },
          ]
        : [],
    );
}

/** The capture's picked points (manual), or the clicked seed and the board's corners found. */
export function cloudMarkers(mode: Mode, pairs: readonly Pair[], capture: Capture): CloudMarker[] {
  if (mode === 'manual') {
    return pairs
      .filter((pair) => pair.capture === capture.id)
      .map((pair) => ({
        id: pair.id,
        point: pair.point,
        color: pair.pixel ? '#FF4081' : '#FFEB3B',
        label: String(pairs.indexOf(pair) + 1),
        size: 0.12,
      }));
  }
  const found = capture.cloudBoard;
  const markers: CloudMarker[] = [];
  if (found) markers.push({ id: 'seed', point: found.seed, color: '#FFEB3B', size: 0.08 });
  found?.board?.candidates[0]?.forEach((point, k) =>
    markers.push({ id: `corner${k}`, point, color: k === 0 ? '#FF4081' : '#00E5FF', size: 0.03 }),
  );
  return markers;
}

/** What to do in the image now. */
export function imageHint(mode: Mode, state: LidarState, waiting: Pair | null): string {
  if (mode !== 'manual') return 'The board’s corners are found in the image by themselves.';
  return waiting
    ? `Click where point ${state.pairs.indexOf(waiting) + 1} is in the image.`
    : 'Click a point in the 3D view first, then its place here.';
}

/** What a click in the 3D view does. */
export const cloudHint = (mode: Mode) =>
  mode === 'manual' ? 'click a point to pair it' : 'click on the board to find it in the cloud';
