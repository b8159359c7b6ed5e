import type { OperationMode, VehicleState } from '@ads/contract';
import { i18n, serverText } from '../../../lib/i18n';
import { MODE_ORDER } from '../../../lib/vehicle/mode-style';

/** Whether a mode button can be pressed now and, when not, the sentence its tooltip shows. */
export interface ModeOption {
  mode: OperationMode;
  disabled: boolean;
  reason: string | null;
  /** The vehicle is in this mode (or switching to it). */
  current: boolean;
}

const AVAILABLE: Record<OperationMode, keyof VehicleState> = {
  STOP: 'is_stop_mode_available',
  AUTO: 'is_autonomous_mode_available',
  REMOTE: 'is_remote_mode_available',
  MANUAL: 'is_local_mode_available',
};

/**
 * The mode buttons (AD API rules): STOP is always allowed, also during a transition and without
 * the control lock, so it is only ever refused to someone who may not command the vehicle;
 * the other modes need the lock and the vehicle's availability, whose reason is shown.
 */
export function modeOptions(input: {
  state: VehicleState | null;
  mayCommand: boolean;
  holdsLock: boolean;
  live: boolean;
}): ModeOption[] {
  const { state } = input;
  return MODE_ORDER.map((mode) => {
    const current =
      state !== null && (state.transition ? state.transition.to === mode : state.mode === mode);
    const refuse = (reason: string): ModeOption => ({ mode, disabled: true, reason, current });
    if (!input.mayCommand) return refuse(i18n.t('monitoring:modes.ownerOnly'));
    if (mode === 'STOP') return { mode, disabled: false, reason: null, current };
    if (!state || !input.live) return refuse(i18n.t('monitoring:modes.notConnected'));
    if (state[AVAILABLE[mode]] !== true) {
      // The vehicle's own sentence, in the language shown when it is a known one.
      const said = state.unavailable[mode];
      return refuse(said ? serverText(said) : i18n.t('monitoring:modes.notAvailable', { mode }));
    }
    if (!input.holdsLock) return refuse(i18n.t('monitoring:modes.takeControl', { mode }));
    return { mode, disabled: false, reason: null, current };
  });
}

/**
 * How much of a transition is left (ms). The deadline is on the vehicle's clock, so it is
 * measured from the state's own stamp and then by this browser's clock since the state
 * arrived: no clock of two machines is compared. A `now` read before the state arrived (a
 * ticking clock's last tick) counts as no time passed, never as time gained.
 */
export function transitionLeftMs(
  state: Pick<VehicleState, 'stamp' | 'transition'>,
  receivedAt: number,
  now: number,
): number | null {
  if (!state.transition) return null;
  return Math.max(0, state.transition.deadline - state.stamp - Math.max(0, now - receivedAt));
}
