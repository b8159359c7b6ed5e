import type { DetectedObject, TrajectoryPoint } from '@ads/contract';
import type { ViewBox } from '../../../lib/three/types';
import { type Pose, toBaseLink, yawInBaseLink } from '../../../lib/geo';
import { OBJECT_COLORS, VEHICLE_SIZE } from '../model/live-features';

/*
 * The 3D view's world without three.js: everything in the base_link of an anchor pose (the
 * newest cloud's, so its points are drawn as they came, never rewritten), metres, z up.
 */

export const VEHICLE_HEIGHT = 1.6;
export const VEHICLE_COLOR = '#E8EAF2';

export interface Placed {
  x: number;
  y: number;
  yaw: number;
}

/** The vehicle's place in the anchor's frame. */
export function placeVehicle(anchor: Pose, vehicle: Pose): Placed {
  const { x, y } = toBaseLink(anchor, vehicle);
  return { x, y, yaw: yawInBaseLink(anchor, vehicle.heading) };
}

/** The vehicle's body and the detected objects as boxes on the ground. */
export function sceneBoxes(
  anchor: Pose,
  vehicle: Pose | null,
  objects: readonly DetectedObject[],
): ViewBox[] {
  const boxes: ViewBox[] = [];
  if (vehicle) {
    const placed = placeVehicle(anchor, vehicle);
    const { length, width } = VEHICLE_SIZE;
    boxes.push({
      ...placed,
      // base_link is under the rear axle: the body's centre is a little ahead of it.
      x: placed.x + Math.cos(placed.yaw) * 1.2,
      y: placed.y + Math.sin(placed.yaw) * 1.2,
      z: VEHICLE_HEIGHT / 2,
      l: length,
      w: width,
      h: VEHICLE_HEIGHT,
      color: VEHICLE_COLOR,
    });
  }
  for (const object of objects) {
    const { x, y } = toBaseLink(anchor, object);
    const h = Math.max(object.height, 0.5);
    boxes.push({
      x,
      y,
      z: h / 2,
      l: Math.max(object.length, 0.4),
      w: Math.max(object.width, 0.4),
      h,
      yaw: yawInBaseLink(anchor, object.heading),
      color: OBJECT_COLORS[object.class],
    });
  }
  return boxes;
}

/** Trajectory colours by speed (m/s): red stopping, amber, green at speed (rgb bytes). */
export function speedRgb(speed: number): [number, number, number] {
  const kmh = Math.abs(speed) * 3.6;
  if (kmh < 15) return [229, 57 + Math.round((kmh / 15) * 122), 53];
  if (kmh < 35)
    return [
      Math.round(229 - ((kmh - 15) / 20) * 162),
      179 - Math.round(((kmh - 15) / 20) * 19),
      53,
    ];
  return [67, 160, 71];
}

/** Writes the trajectory as a line strip a little over the ground; returns its vertex count. */
export function writeTrajectory(
  anchor: Pose,
  trajectory: readonly TrajectoryPoint[],
  positions: Float32Array,
  colors: Uint8Array,
): number {
  let at = 0;
  for (const [lat, lon, speed] of trajectory) {
    const { x, y } = toBaseLink(anchor, { lat, lon });
    positions[at] = x;
    positions[at + 1] = y;
    positions[at + 2] = 0.15;
    const [r, g, b] = speedRgb(speed);
    colors[at] = r;
    colors[at + 1] = g;
    colors[at + 2] = b;
    at += 3;
  }
  return trajectory.length;
}

/** The chase camera: behind and above the vehicle, looking ahead of it. */
export function chaseCamera(vehicle: Placed): {
  position: [number, number, number];
  target: [number, number, number];
} {
  const cos = Math.cos(vehicle.yaw);
  const sin = Math.sin(vehicle.yaw);
  return {
    position: [vehicle.x - 14 * cos, vehicle.y - 14 * sin, 7.5],
    target: [vehicle.x + 10 * cos, vehicle.y + 10 * sin, 0],
  };
}
