import type { Map as MapLibreMap } from 'maplibre-gl';

/** Where a followed vehicle is: degrees, heading clockwise from north. */
export interface FollowedPose {
  lon: number;
  lat: number;
  heading: number;
}

/** The user's choice: follow the vehicle, and turn the map so it heads up. */
export interface FollowView {
  follow: boolean;
  headingUp: boolean;
}

/**
 * How a map follows, the two ways the studio has:
 * - FMS eases to each state over `easeMs` (it glides between 10 Hz states) and, north-up,
 *   leaves the bearing the user turned to (`northUp: 'keep'`);
 * - HMI jumps to each pose (`easeMs: 0`; a zoom or turn under way by the buttons, a wheel or
 *   a pinch is not cut short) and, north-up, turns north up (`northUp: 'north'`).
 */
export interface FollowStyle {
  easeMs: number;
  northUp: 'keep' | 'north';
}

/** How long a toggle of follow or heading-up takes the camera to its new view. */
export const TOGGLE_EASE_MS = 300;

function bearingFor(map: MapLibreMap, pose: FollowedPose, view: FollowView, style: FollowStyle) {
  if (view.headingUp) return pose.heading;
  return style.northUp === 'north' ? 0 : map.getBearing();
}

/** A new pose of the followed vehicle: the camera goes with it (nothing when not following). */
export function followPose(
  map: MapLibreMap,
  pose: FollowedPose,
  view: FollowView,
  style: FollowStyle,
): void {
  if (!view.follow) return;
  const center: [number, number] = [pose.lon, pose.lat];
  const bearing = bearingFor(map, pose, view, style);
  if (style.easeMs > 0) {
    map.easeTo({ center, bearing, duration: style.easeMs, easing: (t) => t });
  } else if (!map.isZooming() && !map.isRotating()) {
    map.jumpTo({ center, bearing });
  }
}

/**
 * Follow or heading-up toggled: following starts at once (not at the next pose); neither on
 * turns the map north up again.
 */
export function followToggled(
  map: MapLibreMap,
  pose: FollowedPose | null,
  view: FollowView,
  style: FollowStyle,
): void {
  if (view.follow && pose) {
    map.easeTo({
      center: [pose.lon, pose.lat],
      bearing: bearingFor(map, pose, view, style),
      duration: TOGGLE_EASE_MS,
    });
  } else if (style.northUp === 'keep') {
    if (!view.headingUp && map.getBearing() !== 0) {
      map.easeTo({ bearing: 0, duration: TOGGLE_EASE_MS });
    }
  } else if (!view.follow && !view.headingUp) {
    map.easeTo({ bearing: 0, duration: TOGGLE_EASE_MS });
  }
}
