/*
 * Where the cameras look at first, from the points alone (no three.js, so it is unit-tested):
 * the bird's-eye view fits the cloud into the canvas, the orbit view looks at it from behind
 * and above the ego vehicle.
 */

/** The ground footprint of a point set, metres. */
export interface Footprint {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/** Beyond this distance from the ego along x or y, points do not widen the first view. */
export const FRAMING_REACH = 80;

/**
 * The footprint of the first `count` points, always holding the ego (the origin). A LIDAR's
 * returns reach far (a few hits at 200 m) and would shrink everything near the car, so points
 * beyond `reach` along x or y are left out; so are points that are not finite (no return).
 */
export function footprintOf(
  positions: Float32Array,
  count = Math.floor(positions.length / 3),
  reach = FRAMING_REACH,
): Footprint {
  let minX = 0;
  let maxX = 0;
  let minY = 0;
  let maxY = 0;
  for (let i = 0, at = 0; i < count; i += 1, at += 3) {
    const x = positions[at]!;
    const y = positions[at + 1]!;
    // Also false for NaN and ±Infinity.
    if (!(x >= -reach && x <= reach && y >= -reach && y <= reach)) continue;
    if (x < minX) minX = x;
    else if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    else if (y > maxY) maxY = y;
  }
  return { minX, maxX, minY, maxY };
}

/**
 * An orthographic bird's-eye frame: the point (centerX, centerY) in the middle of the canvas,
 * x up the screen and y to the left, `halfX` metres from the middle to the top edge and
 * `halfY` to the side edges.
 */
export interface BevFrame {
  centerX: number;
  centerY: number;
  halfX: number;
  halfY: number;
}

/** The smallest half-extent a frame shows, metres: a near-empty cloud still shows the car. */
export const MIN_HALF_EXTENT = 10;

/**
 * Fits a footprint into a canvas of the given aspect (width / height) with a margin on every
 * side (a fraction of the footprint's size).
 */
export function bevFrame(footprint: Footprint, aspect: number, margin = 0.05): BevFrame {
  const safeAspect = aspect > 0 && Number.isFinite(aspect) ? aspect : 1;
  const grow = 1 + margin;
  const halfX = Math.max(
    ((footprint.maxX - footprint.minX) / 2) * grow,
    ((footprint.maxY - footprint.minY) / 2 / safeAspect) * grow,
    MIN_HALF_EXTENT,
  );
  return {
    centerX: (footprint.minX + footprint.maxX) / 2,
    centerY: (footprint.minY + footprint.maxY) / 2,
    halfX,
    halfY: halfX * safeAspect,
  };
}

/** A perspective camera's place and the point it orbits. */
export interface OrbitFrame {
  position: [number, number, number];
  target: [number, number, number];
}

/**
 * Behind and above the ego, looking forward and down at the footprint's middle, far enough
 * back to see most of it (a chase view).
 */
export function orbitFrame(footprint: Footprint): OrbitFrame {
  const centerX = (footprint.minX + footprint.maxX) / 2;
  const centerY = (footprint.minY + footprint.maxY) / 2;
  const radius = Math.max(
    Math.hypot(footprint.maxX - footprint.minX, footprint.maxY - footprint.minY) / 2,
    MIN_HALF_EXTENT,
  );
  const distance = radius * 1.1;
  // 35° above the ground plane, straight behind the target.
  const elevation = (35 * Math.PI) / 180;
  return {
    target: [centerX, centerY, 0],
    position: [centerX - distance * Math.cos(elevation), centerY, distance * Math.sin(elevation)],
  };
}
