import type { CalibrationEntry, IntrinsicResult } from '@ads/contract';
import type { BoardSpec, DistortionModel, IntrinsicsResult } from '@ads/calibration';
import { sensorProblem } from '../api';
import { boardWords, gridKey } from '../shared/board-draft';
import { savedBy } from '../shared/result-state';
import type { ShownIntrinsics } from './IntrinsicResults';
import { type View, type ViewsState, usableViews, viewsKey } from './views-state';

/*
 * The intrinsics tab's rules, without the DOM: what a result depends on (stale when it
 * changes), the result shown (computed here or opened from the history), the body a save sends
 * and the YAML exports write, and why Calibrate or Save cannot run yet. The tab's hook
 * (use-intrinsics-tab.ts) holds the state.
 */

export type OpenedIntrinsics = Extract<CalibrationEntry, { kind: 'camera_intrinsics' }>;

/** A result computed on this page. */
export interface Computed {
  result: IntrinsicsResult;
  /** The views and settings it was computed from (`settingsKey`). */
  key: string;
}

/** What a result depends on: the views used, the board's grid and square, the lens model, k3. */
export const settingsKey = (
  state: ViewsState,
  spec: BoardSpec | null,
  model: DistortionModel,
  fixK3: boolean,
) =>
  spec ? `${viewsKey(usableViews(state))}#${gridKey(spec)}x${spec.square}#${model}#${fixK3}` : '';

/** An opened history entry as the results panel shows it. */
export function shownFromEntry(entry: OpenedIntrinsics): ShownIntrinsics {
  const { result } = entry;
  return {
    origin: 'saved',
    rms: result.rms,
    K: result.K,
    D: result.D,
    model: result.model,
    width: result.image_size[0],
    height: result.image_size[1],
    std: result.std ?? null,
    views: result.views.map((view) => ({
      id: null,
      name: view.file,
      rms: view.rms,
      dropped: false,
    })),
    savedLabel: `${savedBy(entry)}, ${boardWords(entry.board)}.`,
  };
}

/** A result computed here as the results panel shows it: each found view, used or left out. */
export function shownFromComputed(
  result: IntrinsicsResult,
  views: readonly View[],
): ShownIntrinsics {
  const rms = new Map(result.views.map((view) => [view.file, view.rms]));
  return {
    origin: 'computed',
    rms: result.rms,
    K: result.K,
    D: result.D,
    model: result.model,
    width: result.image_size[0],
    height: result.image_size[1],
    std: result.std,
    views: views
      .filter((view) => view.status === 'found')
      .map((view) => ({
        id: view.id,
        name: view.name,
        rms: view.dropped ? null : (rms.get(view.id) ?? null),
        dropped: view.dropped,
      })),
  };
}

/**
 * A result computed here as it is saved (and as the server's downloads write it): every view
 * added, by file name, with its error, or why it was not used.
 */
export function savedIntrinsicResult(
  result: IntrinsicsResult,
  views: readonly View[],
): IntrinsicResult {
  const byId = new Map(result.views.map((view) => [view.file, view]));
  return {
    rms: result.rms,
    K: result.K,
    D: result.D,
    model: result.model,
    image_size: result.image_size,
    std: result.std,
    views: views.map((view) => {
      const used = byId.get(view.id);
      if (view.status === 'found' && used?.found)
        return { file: view.name, found: true, rms: used.rms };
      if (view.status === 'found')
        return {
          file: view.name,
          found: true,
          rms: null,
          reason: 'Left out of the calibration.',
        };
      return {
        file: view.name,
        found: false,
        rms: null,
        reason: view.reason ?? 'The board was not found.',
      };
    }),
  };
}

/** Why Calibrate cannot run yet; null when it can. */
export function calibrateBlocked(spec: BoardSpec | null, pending: number, usable: number) {
  if (!spec) return 'Set the board first.';
  if (pending > 0) return 'Wait for the search to finish.';
  if (usable < 3) return `Needs the board found in at least 3 images (${usable} now).`;
  return null;
}

/** Why Save cannot keep the result yet; null when it can. */
export function intrinsicsSaveBlocked(the: {
  sensor: string;
  computed: boolean;
  opened: boolean;
  stale: boolean;
}): string | null {
  if (sensorProblem(the.sensor)) return 'Name the sensor first.';
  if (!the.computed || the.opened) return 'Calibrate first: Save keeps the result computed here.';
  if (the.stale) return 'The views changed since the result: Calibrate again first.';
  return null;
}
