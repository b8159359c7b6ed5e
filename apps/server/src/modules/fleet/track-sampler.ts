import type { OperationMode, VehicleState } from '@ads/contract';

/** Below this speed (m/s) a vehicle counts as standing: sensor noise is not driving. */
export const MOVING_MPS = 0.1;
/** One kept position a second while moving: enough to draw the drive, 1/10 of the pushes. */
export const MOVING_EVERY_MS = 1_000;
/** One kept position every 30 s while standing: the track shows where it stood, and when. */
export const STANDING_EVERY_MS = 30_000;

/** The last position kept of one vehicle. */
export interface KeptPoint {
  at: number;
  moving: boolean;
  mode: OperationMode;
}

/**
 * Whether a state that arrived at `at` (ms) is kept on the track after `last`. Besides the
 * rates, a start, a stop and a mode change are kept at once, so the track begins and ends where
 * the vehicle did and shows where its mode changed.
 */
export function keepsPoint(last: KeptPoint | undefined, state: VehicleState, at: number): boolean {
  if (!last) return true;
  const moving = Math.abs(state.speed) >= MOVING_MPS;
  if (moving !== last.moving || state.mode !== last.mode) return true;
  return at - last.at >= (moving ? MOVING_EVERY_MS : STANDING_EVERY_MS);
}

export const keptPoint = (state: VehicleState, at: number): KeptPoint => ({
  at,
  moving: Math.abs(state.speed) >= MOVING_MPS,
  mode: state.mode,
});
