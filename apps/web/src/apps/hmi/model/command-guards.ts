import type { LocalizationStateName, RouteStateName, VehicleState } from '@ads/contract';
import { i18n, serverText } from '../../../lib/i18n';

/*
 * Why each of the HMI's commands cannot be given now (the disabled button's tooltip), or null
 * when it can. The vehicle has the last word (it refuses with its own reason); these spare the
 * operator a request that is bound to be refused.
 */

export type HmiCommand = 'goal' | 'pose' | 'engage' | 'clear' | 'map' | 'record';

export interface GuardInput {
  connected: boolean;
  /** The vehicle's owner or an admin. */
  mayCommand: boolean;
  /** This connection holds the vehicle's control lock. */
  holdsLock: boolean;
  state: Pick<
    VehicleState,
    'mode' | 'speed' | 'is_in_transition' | 'is_autonomous_mode_available' | 'unavailable'
  > | null;
  localization: LocalizationStateName | null;
  routeState: RouteStateName | null;
}

/** Standing still: the AD API initialises localisation only then. */
const STILL_MPS = 0.1;

function base(input: GuardInput): string | null {
  if (!input.mayCommand) return i18n.t('hmi:guards.notOwner');
  if (!input.connected || !input.state) return i18n.t('hmi:guards.notConnected');
  if (!input.holdsLock) return i18n.t('hmi:guards.takeControl');
  return null;
}

export function commandGuards(input: GuardInput): Record<HmiCommand, string | null> {
  const first = base(input);
  const { state, localization, routeState } = input;
  const localised = localization === 'INITIALIZED';
  const notLocalised = i18n.t('hmi:guards.notLocalised');
  const engaged = state?.mode === 'AUTO';

  let engage: string | null = first;
  if (!engage) {
    if (!localised) engage = notLocalised;
    else if (routeState !== 'SET') engage = i18n.t('hmi:guards.noRouteGoal');
    else if (engaged && !state.is_in_transition) engage = i18n.t('hmi:guards.engaged');
    else if (state && !state.is_autonomous_mode_available)
      engage = state.unavailable.AUTO
        ? serverText(state.unavailable.AUTO)
        : i18n.t('hmi:guards.autoUnavailable');
  }

  let pose: string | null = first;
  if (!pose && state) {
    if (engaged) pose = i18n.t('hmi:guards.notWhileAuto');
    else if (Math.abs(state.speed) > STILL_MPS) pose = i18n.t('hmi:guards.onlyStill');
  }

  // Autoware's routing API refuses to clear the route it is driving in AUTO: a route in use
  // ends with STOP or a new goal (change_route_points), not by vanishing.
  let clear: string | null = first;
  if (!clear) {
    if (routeState === null || routeState === 'UNSET') clear = i18n.t('hmi:guards.noRoute');
    else if (routeState === 'SET' && engaged && state && Math.abs(state.speed) > STILL_MPS) {
      clear = i18n.t('hmi:guards.notWhileDriving');
    }
  }

  return {
    goal: first ?? (localised ? null : notLocalised),
    pose,
    engage,
    clear,
    map: first,
    record: first,
  };
}
