import type { VelocityFactor } from '@ads/contract';

/*
 * The driver's one-line answer to "why are we slowing or stopped?", from the AD API's velocity
 * factors: the nearest one that is approaching or holding the vehicle wins.
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

/**
 * "Stopping for red light in 23 m", "Stopped for red light", "Slowing for intersection in 40 m";
 * null when nothing holds the vehicle back.
 */
export function bannerText(factors: readonly VelocityFactor[]): string | null {
  const factor = activeFactor(factors);
  if (!factor) return null;
  const known = REASONS[factor.behavior];
  const what = known ?? factor.behavior.replace(/[-_]+/g, ' ');
  if (factor.status === 'STOPPED') return `Stopped for ${what}`;
  return `${known ? 'Stopping' : 'Slowing'} for ${what} in ${metres(factor.distance)}`;
}
