import { type Body, normalizeAngle, type Pedals, pedalsFor } from './bicycle';
import type { Route } from './route';
import { SIM_VEHICLE, type VehicleParams } from './vehicle-params';

/** The autopilot's driving: a calm shuttle, not a race car. */
export const AUTOPILOT = {
  /** Cruise speed on the straights, m/s (≈ 29 km/h). */
  cruiseSpeed: 8,
  /** Comfort limits of its speed changes, m/s². */
  maxAccel: 1.5,
  maxDecel: 2,
  /** Lateral acceleration it allows in a corner, m/s²; it slows down before corners to keep it. */
  maxLateralAccel: 2,
  /** Pure pursuit's look-ahead: minimum, and metres per m/s of speed. */
  lookaheadMin: 4,
  lookaheadPerSpeed: 0.8,
  /** Speed error → acceleration, 1/s. */
  speedGain: 1,
  /** It counts as driving the route (AUTO engaged) once this close, metres and radians. */
  engagedDistance: 1,
  engagedHeading: (20 * Math.PI) / 180,
} as const;

export interface AutopilotCommand {
  pedals: Pedals;
  /** In gear D and on the route: the AD API's transition to AUTONOMOUS may complete. */
  engaged: boolean;
}

/**
 * The fastest speed at each point of the route that still lets the car brake comfortably to
 * every corner's speed ahead (a backward pass over the loop, twice so it wraps), computed once
 * per route.
 */
const profiles = new WeakMap<Route, { spacing: number; limits: Float64Array }>();
function speedProfile(route: Route) {
  const known = profiles.get(route);
  if (known) return known;
  const spacing = 1;
  const count = Math.ceil(route.length / spacing);
  const limits = new Float64Array(count);
  for (let i = 0; i < count; i += 1) {
    const { curvature } = route.at(i * spacing);
    const corner =
      curvature === 0 ? Infinity : Math.sqrt(AUTOPILOT.maxLateralAccel / Math.abs(curvature));
    limits[i] = Math.min(AUTOPILOT.cruiseSpeed, corner);
  }
  for (let pass = 0; pass < 2; pass += 1) {
    for (let i = count - 1; i >= 0; i -= 1) {
      const next = limits[(i + 1) % count] as number;
      const reachable = Math.sqrt(next * next + 2 * AUTOPILOT.maxDecel * spacing);
      limits[i] = Math.min(limits[i] as number, reachable);
    }
  }
  const profile = { spacing, limits };
  profiles.set(route, profile);
  return profile;
}

function speedLimitAt(route: Route, s: number): number {
  const { spacing, limits } = speedProfile(route);
  return limits[Math.floor(s / spacing) % limits.length] as number;
}

/**
 * Pure pursuit along the route: steer onto the arc that passes through the route point one
 * look-ahead ahead (δ = atan(2L·sin α / l_d)), at the speed the corners ahead allow. It puts
 * the car in D first, braking to a stop if it was rolling in another gear.
 */
export function autopilot(
  body: Body,
  route: Route,
  p: VehicleParams = SIM_VEHICLE,
  /** The acceleration the speed planner wants (default: the loop's own speed profile). */
  planned?: number,
): AutopilotCommand {
  const nearest = route.nearest(body.x, body.y);
  if (body.gear !== 'D') {
    const rolling = Math.abs(body.speed) > p.shiftSpeed;
    const stop = pedalsFor(-AUTOPILOT.maxDecel, body.speed, p);
    return {
      pedals: { ...(rolling ? stop : { throttle: 0, brake: 1 }), steer: body.steer, gear: 'D' },
      engaged: false,
    };
  }
  const lookahead = AUTOPILOT.lookaheadMin + AUTOPILOT.lookaheadPerSpeed * Math.abs(body.speed);
  const target = route.at(nearest.s + lookahead);
  const dx = target.x - body.x;
  const dy = target.y - body.y;
  const alpha = normalizeAngle(Math.atan2(dy, dx) - body.yaw);
  const steer = Math.atan2(2 * p.wheelbase * Math.sin(alpha), Math.hypot(dx, dy));

  const accel =
    planned ??
    Math.min(
      AUTOPILOT.maxAccel,
      Math.max(
        -AUTOPILOT.maxDecel,
        AUTOPILOT.speedGain * (speedLimitAt(route, nearest.s) - body.speed),
      ),
    );
  const headingError = Math.abs(normalizeAngle(body.yaw - nearest.yaw));
  return {
    pedals: { ...pedalsFor(accel, body.speed, p), steer, gear: 'D' },
    engaged:
      nearest.distance <= AUTOPILOT.engagedDistance && headingError <= AUTOPILOT.engagedHeading,
  };
}
