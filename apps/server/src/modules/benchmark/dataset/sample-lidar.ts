import type { Rng } from './prng';
import {
  GROUND_Z,
  type SceneObject,
  type StreetScene,
  WALL_LEFT_Y,
  WALL_RIGHT_Y,
} from './sample-scene';

/*
 * A simulated spinning lidar for the sample dataset: 64 beams from +2° to −24.9° (a Velodyne
 * HDL-64E's, KITTI's sensor) at random azimuths, each ray cast against the road, the building
 * fronts and the objects' shapes, the nearest hit kept. Casting rather than scattering points on
 * surfaces gives what real frames have and a detector must cope with: rings on the road, only
 * the sides of objects facing the sensor, shadows behind them, sparse far objects, hidden ones.
 */

const BEAMS = 64;
const TOP_DEG = 2;
const BOTTOM_DEG = -24.9;
const MAX_RANGE = 100;
/** Building fronts come in 20 m segments, some missing (side streets, courtyards). */
const SEGMENT = 20;

const BEAM_SIN: number[] = [];
const BEAM_COS: number[] = [];
for (let k = 0; k < BEAMS; k++) {
  const elevation = ((TOP_DEG + ((BOTTOM_DEG - TOP_DEG) * k) / (BEAMS - 1)) * Math.PI) / 180;
  BEAM_SIN.push(Math.sin(elevation));
  BEAM_COS.push(Math.cos(elevation));
}

/** A 32-bit hash of three integers: segment properties without storing segments. */
function hash3(a: number, b: number, c: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x632be5ab, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) ^ Math.imul(c + 0x165667b1, 0x27d4eb2f);
  h = Math.imul(h ^ (h >>> 13), 0x85ebca6b);
  return (h ^ (h >>> 16)) >>> 0;
}

interface WallSegment {
  open: boolean;
  top: number;
  intensity: number;
  windows: boolean;
}

function wallSegment(seed: number, side: number, index: number): WallSegment {
  const h = hash3(seed, side, index);
  return {
    open: (h & 0xff) < 56,
    top: GROUND_Z + 3 + (((h >>> 8) & 0xff) / 255) * 12,
    intensity: 0.18 + (((h >>> 16) & 0xff) / 255) * 0.3,
    windows: ((h >>> 24) & 1) === 1,
  };
}

/** An object as the caster needs it this frame (lidar frame). */
interface Target {
  object: SceneObject;
  cx: number;
  cy: number;
  cz: number;
  cos: number;
  sin: number;
  hx: number;
  hy: number;
  hz: number;
  /** Parts as local boxes in metres: x0 x1 y0 y1 z0 z1 each. */
  parts: Float64Array;
  /** Azimuth of the centre and half the angle the object spans, to skip rays that miss. */
  azimuth: number;
  span: number;
  hits: number;
}

/**
 * Entry distance of a ray (origin o, direction d, both in the box's frame) into the box
 * b[at..at+5] = x0 x1 y0 y1 z0 z1, or Infinity. Written out axis by axis: it runs for millions
 * of rays a frame.
 */
function slab(
  ox: number,
  oy: number,
  oz: number,
  dx: number,
  dy: number,
  dz: number,
  b: Float64Array,
  at: number,
): number {
  let near = 0;
  let far = Infinity;
  let t1: number;
  let t2: number;
  if (dx === 0) {
    if (ox < b[at]! || ox > b[at + 1]!) return Infinity;
  } else {
    t1 = (b[at]! - ox) / dx;
    t2 = (b[at + 1]! - ox) / dx;
    if (t1 > t2) [t1, t2] = [t2, t1];
    if (t1 > near) near = t1;
    if (t2 < far) far = t2;
  }
  if (dy === 0) {
    if (oy < b[at + 2]! || oy > b[at + 3]!) return Infinity;
  } else {
    t1 = (b[at + 2]! - oy) / dy;
    t2 = (b[at + 3]! - oy) / dy;
    if (t1 > t2) [t1, t2] = [t2, t1];
    if (t1 > near) near = t1;
    if (t2 < far) far = t2;
  }
  if (near > far) return Infinity;
  if (dz === 0) {
    if (oz < b[at + 4]! || oz > b[at + 5]!) return Infinity;
  } else {
    t1 = (b[at + 4]! - oz) / dz;
    t2 = (b[at + 5]! - oz) / dz;
    if (t1 > t2) [t1, t2] = [t2, t1];
    if (t1 > near) near = t1;
    if (t2 < far) far = t2;
  }
  return near > far ? Infinity : near;
}

function targetOf(scene: StreetScene, object: SceneObject): Target {
  const cx = scene.worldX(object) - scene.egoX;
  const cy = object.y;
  const cz = GROUND_Z + object.h / 2;
  const parts = new Float64Array(object.parts.length * 6);
  const scale = [object.l, object.l, object.w, object.w, object.h, object.h];
  object.parts.forEach((p, i) => p.box.forEach((v, k) => (parts[i * 6 + k] = v * scale[k]!)));
  const radius = Math.hypot(object.l, object.w) / 2;
  const distance = Math.hypot(cx, cy);
  return {
    object,
    cx,
    cy,
    cz,
    cos: Math.cos(object.yaw),
    sin: Math.sin(object.yaw),
    hx: object.l / 2,
    hy: object.w / 2,
    hz: object.h / 2,
    parts,
    azimuth: Math.atan2(cy, cx),
    span: distance <= radius ? Math.PI : Math.asin(radius / distance) + 1e-3,
    hits: 0,
  };
}

export interface LidarScan {
  /** x, y, z, intensity rows, as a KITTI `.bin` holds them. */
  points: Float32Array;
  /** Points that landed on each object, by object id. */
  hits: Map<number, number>;
}

const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);

/** Casts rays until `count` of them hit something (or 6 × count tries), one point each. */
export function scanScene(
  scene: StreetScene,
  objects: SceneObject[],
  rng: Rng,
  count: number,
): LidarScan {
  const targets = objects.map((object) => targetOf(scene, object));
  const points = new Float32Array(count * 4);
  const box = new Float64Array(6);
  let n = 0;
  for (let attempt = 0; attempt < count * 6 && n < count; attempt++) {
    const beam = rng.int(BEAMS);
    const azimuth = rng.range(-Math.PI, Math.PI);
    const dx = BEAM_COS[beam]! * Math.cos(azimuth);
    const dy = BEAM_COS[beam]! * Math.sin(azimuth);
    const dz = BEAM_SIN[beam]!;

    let best = MAX_RANGE;
    let intensity = 0;
    let hitTarget: Target | undefined;

    if (dz < 0) {
      const t = GROUND_Z / dz;
      if (t < best) {
        best = t;
        intensity = groundIntensity(scene.egoX + t * dx, t * dy, rng);
      }
    }
    if (dy !== 0) {
      const wallY = dy > 0 ? WALL_LEFT_Y : WALL_RIGHT_Y;
      const t = wallY / dy;
      if (t > 0 && t < best) {
        const z = t * dz;
        const wx = scene.egoX + t * dx;
        const segment = wallSegment(scene.seed, dy > 0 ? 1 : 0, Math.floor(wx / SEGMENT));
        if (!segment.open && z >= GROUND_Z && z <= segment.top) {
          best = t;
          const glass = segment.windows && z > GROUND_Z + 1 && ((wx % 3) + 3) % 3 > 1.2;
          intensity = glass ? 0.04 : segment.intensity + rng.range(-0.05, 0.05);
        }
      }
    }
    for (const target of targets) {
      let delta = Math.abs(azimuth - target.azimuth);
      if (delta > Math.PI) delta = 2 * Math.PI - delta;
      if (delta > target.span) continue;
      // The ray in the object's frame: translate by −centre, rotate by −yaw.
      const ox = target.cos * -target.cx + target.sin * -target.cy;
      const oy = -target.sin * -target.cx + target.cos * -target.cy;
      const oz = -target.cz;
      const lx = target.cos * dx + target.sin * dy;
      const ly = -target.sin * dx + target.cos * dy;
      box[0] = -target.hx;
      box[1] = target.hx;
      box[2] = -target.hy;
      box[3] = target.hy;
      box[4] = -target.hz;
      box[5] = target.hz;
      if (slab(ox, oy, oz, lx, ly, dz, box, 0) >= best) continue;
      const parts = target.parts;
      for (let p = 0; p < parts.length; p += 6) {
        const t = slab(ox, oy, oz, lx, ly, dz, parts, p);
        if (t < best && t > 0) {
          best = t;
          hitTarget = target;
          const reflectance = target.object.parts[p / 6]!.reflectance;
          intensity = target.object.intensity * reflectance + rng.range(-0.03, 0.03);
        }
      }
    }
    if (best >= MAX_RANGE) continue; // the sky, or the road too far away

    // Range noise: a few millimetres on objects (their points stay inside their boxes, whose
    // shapes are inset by ≥ 1 cm), a centimetre elsewhere.
    const sigma = hitTarget ? 0.002 : 0.01;
    const range = best + Math.max(-2.5 * sigma, Math.min(2.5 * sigma, rng.normal() * sigma));
    points[n * 4] = range * dx;
    points[n * 4 + 1] = range * dy;
    points[n * 4 + 2] = range * dz;
    points[n * 4 + 3] = clamp01(intensity);
    n++;
    if (hitTarget) hitTarget.hits++;
  }
  const hits = new Map<number, number>();
  for (const target of targets) hits.set(target.object.id, target.hits);
  return { points: n === count ? points : points.slice(0, n * 4), hits };
}

/** Asphalt, painted lane lines (one dashed) and the paler sidewalks. */
function groundIntensity(wx: number, y: number, rng: Rng): number {
  if (y < -8.5 || y > 11.5) return 0.28 + rng.range(-0.04, 0.04);
  const dashed = Math.abs(y - 1.75) < 0.08 && ((wx % 9) + 9) % 9 < 3;
  const solid = Math.abs(y - 5.25) < 0.08 || Math.abs(y + 2.6) < 0.08;
  if (dashed || solid) return 0.72 + rng.range(-0.05, 0.05);
  return 0.12 + rng.range(-0.03, 0.03);
}
