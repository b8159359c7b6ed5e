import type { LocalizationStateName } from '@ads/contract';

/** How long the sim's localisation takes to converge, seconds. */
export const LOCALIZATION = {
  /** GNSS auto-initialisation at start and after a map switch (Autoware with GNSS). */
  gnssS: 1,
  /** After a pose estimate ("2D Pose Estimate"): the NDT scan matcher settles. */
  poseS: 0.5,
} as const;

/**
 * The AD API's LocalizationInitializationState: INITIALIZING for a while after each
 * (re)initialisation, then INITIALIZED. Driven by the sim time, so tests step through it.
 */
export function createLocalization() {
  let state: LocalizationStateName = 'UNINITIALIZED';
  let until = 0;
  return {
    get state(): LocalizationStateName {
      return state;
    },
    /** Starts an initialisation at sim time `t` that takes `seconds`. */
    initialize(t: number, seconds: number): void {
      state = seconds > 0 ? 'INITIALIZING' : 'INITIALIZED';
      until = t + seconds;
    },
    tick(t: number): void {
      if (state === 'INITIALIZING' && t >= until - 1e-9) state = 'INITIALIZED';
    },
  };
}
export type Localization = ReturnType<typeof createLocalization>;
