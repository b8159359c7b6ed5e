import type { MrmBehavior, VehicleState, VelocityFactor } from '@ads/contract';

/*
 * The driver's one-line answer to "why are we slowing or stopped?". The AD API's velocity
 * factors are the autopilot's plan, reported in every mode; they explain the speed only in AUTO.
 * Otherwise the mode or the emergency stop holds the vehicle, and the banner says that (issue 30:
 * a car the operator stopped near a red light read "Stopped for red light").
 */

/** What each well-known behaviour stops for, as a driver says it. */
const REASONS: Record<string, string> = {
  'traffic-signal': 'red light',
  crosswalk: 'pedestrian at crosswalk',
  'route-obstacle': 'car ahead',
  'stop-sign': 'stop sign',
};

/** The factor that explains the vehicle's speed now: stopped ones first, then the nearest. */
export function activeFactor(factors: readonly VelocityFactor[]): VelocityFactor | null {
  let best: VelocityFactor | null = null;
  for (const factor of factors) {
    if (!best) {
      best = factor;
      continue;
    }
    const stopped = factor.status === 'STOPPED';
    const bestStopped = best.status === 'STOPPED';
    if (stopped !== bestStopped) {
      if (stopped) best = factor;
      continue;
    }
    if (factor.distance < best.distance) best = factor;
  }
  return best;
}

/** Whole metres, never negative (a stop point just passed reads 0 m). */
const metres = (distance: number) => `${Math.max(0, Math.round(distance))} m`;

/** What the banner needs of the vehicle's state. */
export type BannerVehicle = Pick<VehicleState, 'mode' | 'mrm' | 'speed'>;

/** Slower than this (m/s) the vehicle stands (the sim's standstill, 0.0 km/h as shown). */
const STANDING_MS = 0.05;

const MRM_WORDS: Record<MrmBehavior, string> = {
  NONE: 'minimum-risk manoeuvre',
  EMERGENCY_STOP: 'E-STOP',
  COMFORTABLE_STOP: 'comfortable stop (minimum-risk manoeuvre)',
  PULL_OVER: 'pull over (minimum-risk manoeuvre)',
};

/** Why a vehicle not driven by its autopilot stands or slows; null when nothing is to say. */
function heldBy(vehicle: BannerVehicle): string | null {
  const standing = Math.abs(vehicle.speed) < STANDING_MS;
  if (vehicle.mrm.state !== 'NORMAL') {
    const what = MRM_WORDS[vehicle.mrm.behavior];
    return standing ? `Stopped by ${what}` : `Stopping: ${what}`;
  }
  switch (vehicle.mode) {
    case 'STOP':
      return standing ? 'Stopped: mode STOP' : 'Stopping: mode STOP';
    case 'REMOTE':
      // The remote operator's pedals set the speed; standing is their doing (or their silence).
      return standing ? 'Stopped by the remote operator' : null;
    default:
      // MANUAL: a driver on board; the plan does not drive.
      return null;
  }
}

/**
 * "Stopping for red light in 23 m", "Stopped for red light", "Slowing for intersection in 40 m"
 * in AUTO; "Stopped: mode STOP", "Stopped by E-STOP", "Stopped by the remote operator" when the
 * mode or the emergency stop holds the vehicle; null when nothing holds it back. Without the
 * vehicle's state (not heard yet) the factors speak alone.
 */
export function bannerText(
  factors: readonly VelocityFactor[],
  vehicle: BannerVehicle | null = null,
): string | null {
  if (vehicle && (vehicle.mrm.state !== 'NORMAL' || vehicle.mode !== 'AUTO')) {
    return heldBy(vehicle);
  }
  return planText(factors);
}

/**
 * How loud the banner is: an emergency stop and the plan's stops are alarms (red), its
 * slowing a warning, a stop the mode holds is information (a parked car is not an alarm).
 */
export function bannerSeverity(
  text: string,
  vehicle: BannerVehicle | null,
): 'error' | 'warning' | 'info' {
  if (vehicle && vehicle.mrm.state !== 'NORMAL') return 'error';
  if (vehicle && vehicle.mode !== 'AUTO') return 'info';
  return text.startsWith('Stopped') ? 'error' : 'warning';
}

function planText(factors: readonly VelocityFactor[]): string | null {
  const factor = activeFactor(factors);
  if (!factor) return null;
  const known = REASONS[factor.behavior];
  const what = known ?? factor.behavior.replace(/[-_]+/g, ' ');
  if (factor.status === 'STOPPED') return `Stopped for ${what}`;
  return `${known ? 'Stopping' : 'Slowing'} for ${what} in ${metres(factor.distance)}`;
}
