import type { LocalizationStateName, RouteStateName, VehicleState } from '@ads/contract';

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
  if (!input.mayCommand) return 'Only the owner of this vehicle and admins can command it.';
  if (!input.connected || !input.state) return 'The vehicle is not connected.';
  if (!input.holdsLock) return 'Take control of the vehicle first.';
  return null;
}

export function commandGuards(input: GuardInput): Record<HmiCommand, string | null> {
  const first = base(input);
  const { state, localization, routeState } = input;
  const localised = localization === 'INITIALIZED';
  const notLocalised = 'The vehicle is not localised: set its initial pose first.';
  const engaged = state?.mode === 'AUTO';

  let engage: string | null = first;
  if (!engage) {
    if (!localised) engage = notLocalised;
    else if (routeState !== 'SET') engage = 'There is no route: set a goal first.';
    else if (engaged && !state.is_in_transition) engage = 'The vehicle is already engaged.';
    else if (state && !state.is_autonomous_mode_available)
      engage = state.unavailable.AUTO ?? 'Autonomous mode is not available now.';
  }

  let pose: string | null = first;
  if (!pose && state) {
    if (engaged) pose = 'Not while the vehicle drives autonomously.';
    else if (Math.abs(state.speed) > STILL_MPS) pose = 'Only while the vehicle stands still.';
  }

  // Autoware's routing API refuses to clear the route it is driving in AUTO: a route in use
  // ends with STOP or a new goal (change_route_points), not by vanishing.
  let clear: string | null = first;
  if (!clear) {
    if (routeState === null || routeState === 'UNSET') clear = 'There is no route.';
    else if (routeState === 'SET' && engaged && state && Math.abs(state.speed) > STILL_MPS) {
      clear = 'Not while the vehicle drives the route: press STOP first, or set a new goal.';
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
