import type { VehicleState, VelocityFactor } from '@ads/contract';
import { i18n } from '../../../lib/i18n';
import type en from '../../../lib/i18n/locales/en/hmi';

/*
 * The driver's one-line answer to "why are we slowing or stopped?". The AD API's velocity
 * factors are the autopilot's plan, reported in every mode; they explain the speed only in AUTO.
 * Otherwise the mode or the emergency stop holds the vehicle, and the banner says that (issue 30:
 * a car the operator stopped near a red light read "Stopped for red light").
 */

/** The well-known behaviours, each named by what it stops for as a driver says it (`banner.reasons`). */
type Known = keyof typeof en.banner.reasons;
const KNOWN: ReadonlySet<string> = new Set<Known>([
  'traffic-signal',
  'crosswalk',
  'route-obstacle',
  'stop-sign',
]);
/** Other behaviours of the AD API with a name in the catalogue (`banner.behaviors`). */
type Named = keyof typeof en.banner.behaviors;
const NAMED: ReadonlySet<string> = new Set<Named>([
  'surrounding-obstacle',
  'intersection',
  'walkway',
  'detection-area',
  'no-stopping-area',
  'blind-spot',
  'virtual-traffic-light',
  'merge',
  'sidewalk',
  'start-planner',
  'goal-planner',
  'lane-change',
  'avoidance',
  'rear-check',
  'run-out',
  'speed-bump',
  'out-of-lane',
  'obstacle-cruise',
]);

/** A behaviour as the banner names it; one the catalogue does not know by its own words. */
function behaviourName(behavior: string): string {
  if (KNOWN.has(behavior)) return i18n.t(`hmi:banner.reasons.${behavior as Known}`);
  if (NAMED.has(behavior)) return i18n.t(`hmi:banner.behaviors.${behavior as Named}`);
  return behavior.replace(/[-_]+/g, ' ');
}

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
const metres = (distance: number) =>
  i18n.t('hmi:format.metres', { value: Math.max(0, Math.round(distance)) });

/** What the banner needs of the vehicle's state. */
export type BannerVehicle = Pick<VehicleState, 'mode' | 'mrm' | 'speed'>;

/** Slower than this (m/s) the vehicle stands (the sim's standstill, 0.0 km/h as shown). */
const STANDING_MS = 0.05;

/** Why a vehicle not driven by its autopilot stands or slows; null when nothing is to say. */
function heldBy(vehicle: BannerVehicle): string | null {
  const standing = Math.abs(vehicle.speed) < STANDING_MS;
  if (vehicle.mrm.state !== 'NORMAL') {
    const what = i18n.t(`hmi:banner.mrm.${vehicle.mrm.behavior}`);
    return i18n.t(standing ? 'hmi:banner.stoppedBy' : 'hmi:banner.stoppingBy', { what });
  }
  switch (vehicle.mode) {
    case 'STOP':
      return i18n.t(standing ? 'hmi:banner.stoppedStop' : 'hmi:banner.stoppingStop');
    case 'REMOTE':
      // The remote operator's pedals set the speed; standing is their doing (or their silence).
      return standing ? i18n.t('hmi:banner.stoppedRemote') : null;
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
 * Read from the factors and the state the banner's text comes from, not from its words.
 */
export function bannerSeverity(
  factors: readonly VelocityFactor[],
  vehicle: BannerVehicle | null,
): 'error' | 'warning' | 'info' {
  if (vehicle && vehicle.mrm.state !== 'NORMAL') return 'error';
  if (vehicle && vehicle.mode !== 'AUTO') return 'info';
  return activeFactor(factors)?.status === 'STOPPED' ? 'error' : 'warning';
}

function planText(factors: readonly VelocityFactor[]): string | null {
  const factor = activeFactor(factors);
  if (!factor) return null;
  const what = behaviourName(factor.behavior);
  if (factor.status === 'STOPPED') return i18n.t('hmi:banner.stoppedFor', { what });
  const key = KNOWN.has(factor.behavior) ? 'hmi:banner.stoppingFor' : 'hmi:banner.slowingFor';
  return i18n.t(key, { what, distance: metres(factor.distance) });
}
