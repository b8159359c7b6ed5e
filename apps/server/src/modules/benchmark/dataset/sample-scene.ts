import type { BenchClass } from '@ads/contract';
import { type Rng, createRng } from './prng';

/*
 * The sample dataset's world: a straight street the ego car drives along +x at a steady 8 m/s,
 * one frame every 0.1 s, its lidar 1.73 m above the road (KITTI's mounting height). Across the
 * street (world y, left positive) lie bands, "strips", each holding one kind of object moving at
 * one speed: parked cars, a bike lane, a lane of traffic that stops and goes, oncoming traffic,
 * pedestrians walking either way on the sidewalks, people standing and parked bicycles by the
 * building fronts. The strips do not overlap across the street and everything in a strip moves
 * together, so objects never overlap, and each object keeps its identity from frame to frame:
 * the scrubber shows a drive, not a slideshow.
 */

export const FRAME_SECONDS = 0.1;
export const EGO_SPEED = 8;
export const LIDAR_HEIGHT = 1.73;
export const GROUND_Z = -LIDAR_HEIGHT;
/** Building fronts (world y) on the right and on the left of the street. */
export const WALL_RIGHT_Y = -13.8;
export const WALL_LEFT_Y = 16.0;
/** Objects are placed (and may be seen) from this far behind the lidar to this far ahead. */
export const SCENE_BEHIND = 40;
export const SCENE_AHEAD = 70;

export type ObjectKind =
  | 'car'
  | 'pedestrian'
  | 'cyclist'
  /** A bicycle nobody rides: class cyclist, attribute cycle.without_rider. */
  | 'bicycle';

/** A part of an object's shape, as fractions of its box (each in −0.5..0.5). */
export interface ShapePart {
  box: [number, number, number, number, number, number];
  /** Intensity relative to the object's base (glass is dark, wheels darker). */
  reflectance: number;
}

export interface SceneObject {
  id: number;
  kind: ObjectKind;
  cls: BenchClass;
  strip: Strip;
  /** Position of the centre along the strip, which itself moves. */
  s: number;
  /** Lateral position, world y. */
  y: number;
  /** World yaw, fixed for the object's life. */
  yaw: number;
  l: number;
  w: number;
  h: number;
  /** The object's base intensity, 0..1. */
  intensity: number;
  parts: ShapePart[];
}

interface StripSpec {
  y: number;
  /** Speed along +x at time t, m/s. */
  speed: (t: number) => number;
  kinds: Array<[ObjectKind, number]>;
  /** Free space between two objects' footprints: at least `gapMin`, plus an exponential. */
  gapMin: number;
  gapMean: number;
  /** Parked and standing objects take a random side (yaw 0 or π, or any yaw for people). */
  parked: boolean;
  /** Moving objects face −x (yaw π). */
  backward?: boolean;
}

export interface Strip extends StripSpec {
  index: number;
  /** How far the strip has moved since t = 0, metres. */
  offset: number;
  /** Its speed at the current frame. */
  speedNow: number;
  /** The objects generated so far, ordered along the strip, and the front of the last one. */
  objects: SceneObject[];
  front: number;
  rng: Rng;
}

/** Stop and go: up to 9.5 m/s, standing still about a third of each 24 s cycle. */
const stopAndGo = (t: number) => Math.max(0, 3.5 + 6 * Math.sin((2 * Math.PI * t) / 24 - 1));
const steady = (v: number) => () => v;

const STRIPS: StripSpec[] = [
  // Right side (negative y), from the building front to the road.
  {
    y: -12.6,
    speed: steady(0),
    kinds: [
      ['pedestrian', 3],
      ['bicycle', 2],
    ],
    gapMin: 2,
    gapMean: 70,
    parked: true,
  },
  {
    y: -11.2,
    speed: steady(1.4),
    kinds: [['pedestrian', 1]],
    gapMin: 2,
    gapMean: 95,
    parked: false,
  },
  {
    y: -9.8,
    speed: steady(-1.2),
    kinds: [['pedestrian', 1]],
    gapMin: 2,
    gapMean: 95,
    parked: false,
    backward: true,
  },
  { y: -6.6, speed: steady(0), kinds: [['car', 1]], gapMin: 1, gapMean: 42, parked: true },
  { y: -4.3, speed: steady(4.5), kinds: [['cyclist', 1]], gapMin: 4, gapMean: 45, parked: false },
  // The ego lane is y = 0; then traffic our way, oncoming traffic, the left side.
  { y: 3.5, speed: stopAndGo, kinds: [['car', 1]], gapMin: 3, gapMean: 24, parked: false },
  {
    y: 7.0,
    speed: steady(-9),
    kinds: [['car', 1]],
    gapMin: 5,
    gapMean: 25,
    parked: false,
    backward: true,
  },
  { y: 10.3, speed: steady(0), kinds: [['car', 1]], gapMin: 1, gapMean: 42, parked: true },
  {
    y: 12.4,
    speed: steady(-1.3),
    kinds: [['pedestrian', 1]],
    gapMin: 2,
    gapMean: 95,
    parked: false,
    backward: true,
  },
  {
    y: 13.7,
    speed: steady(1.1),
    kinds: [['pedestrian', 1]],
    gapMin: 2,
    gapMean: 95,
    parked: false,
  },
  {
    y: 15.0,
    speed: steady(0),
    kinds: [
      ['pedestrian', 3],
      ['bicycle', 2],
    ],
    gapMin: 2,
    gapMean: 70,
    parked: true,
  },
];

/*
 * Shapes, as parts inside the box scaled by 0.97 so that every point sampled on them lies
 * strictly inside the box (by ≥ 1 cm for a pedestrian), whatever rounding the files apply.
 */
const INSET = 0.97;
const part = (
  reflectance: number,
  ...box: [number, number, number, number, number, number]
): ShapePart => ({ box: box.map((v) => v * INSET) as ShapePart['box'], reflectance });

const wheels = (x: number, y: number, z: number, reflectance: number) =>
  [-1, 1].flatMap((sx) =>
    [-1, 1].map((sy) =>
      part(reflectance, ...ordered(sx * x, sx * 0.38), ...ordered(sy * y, sy * 0.5), -0.5, z),
    ),
  );
function ordered(a: number, b: number): [number, number] {
  return a < b ? [a, b] : [b, a];
}

const SHAPES: Record<ObjectKind, ShapePart[]> = {
  car: [
    part(1, -0.5, 0.5, -0.5, 0.5, -0.25, 0.1),
    part(0.45, -0.3, 0.2, -0.45, 0.45, 0.1, 0.5),
    ...wheels(0.22, 0.38, -0.25, 0.15),
  ],
  pedestrian: [
    part(0.8, -0.15, 0.15, -0.3, -0.04, -0.5, -0.02),
    part(0.8, -0.15, 0.15, 0.04, 0.3, -0.5, -0.02),
    part(1, -0.22, 0.22, -0.42, 0.42, -0.02, 0.33),
    part(0.7, -0.15, 0.15, -0.15, 0.15, 0.35, 0.5),
  ],
  cyclist: [
    part(0.5, 0.22, 0.5, -0.06, 0.06, -0.5, -0.1),
    part(0.5, -0.5, -0.22, -0.06, 0.06, -0.5, -0.1),
    part(0.9, -0.25, 0.25, -0.06, 0.06, -0.3, -0.05),
    part(1, -0.2, 0.1, -0.45, 0.45, -0.1, 0.3),
    part(0.7, -0.05, 0.12, -0.15, 0.15, 0.33, 0.5),
  ],
  bicycle: [
    part(0.5, 0.2, 0.5, -0.08, 0.08, -0.5, 0.2),
    part(0.5, -0.5, -0.2, -0.08, 0.08, -0.5, 0.2),
    part(0.9, -0.25, 0.25, -0.08, 0.08, -0.1, 0.35),
    part(1, 0.2, 0.3, -0.45, 0.45, 0.4, 0.5),
  ],
};

const CLASS_OF: Record<ObjectKind, BenchClass> = {
  car: 'car',
  pedestrian: 'pedestrian',
  cyclist: 'cyclist',
  bicycle: 'cyclist',
};

/** Sizes (l, w, h ranges, metres) around the issue's ≈4.5×1.8×1.5, 0.7×0.7×1.75, 1.8×0.6×1.7. */
const SIZES: Record<ObjectKind, [[number, number], [number, number], [number, number]]> = {
  car: [
    [4.1, 4.9],
    [1.7, 1.95],
    [1.4, 1.65],
  ],
  pedestrian: [
    [0.55, 0.8],
    [0.55, 0.8],
    [1.55, 1.9],
  ],
  cyclist: [
    [1.65, 1.9],
    [0.55, 0.7],
    [1.6, 1.8],
  ],
  bicycle: [
    [1.6, 1.8],
    [0.45, 0.55],
    [1.0, 1.1],
  ],
};

const BASE_INTENSITY: Record<ObjectKind, [number, number]> = {
  car: [0.35, 0.8],
  pedestrian: [0.15, 0.4],
  cyclist: [0.25, 0.5],
  bicycle: [0.3, 0.55],
};

/** Half the footprint's extent along x, to keep neighbours in a strip apart. */
const halfExtentX = (o: { l: number; w: number; yaw: number }) =>
  (Math.abs(o.l * Math.cos(o.yaw)) + Math.abs(o.w * Math.sin(o.yaw))) / 2;

export class StreetScene {
  readonly strips: Strip[];
  /** The time and the ego's world x of the current frame. */
  t = 0;
  egoX = 0;
  private frame = 0;
  private nextId = 1;

  constructor(readonly seed: number) {
    this.strips = STRIPS.map((spec, index) => ({
      ...spec,
      index,
      offset: 0,
      speedNow: spec.speed(0),
      objects: [],
      // Generation starts well behind the first window: strips that stop and go drift
      // forward relative to the ego for a while, and must find objects there.
      front: -3 * SCENE_BEHIND - 100,
      rng: createRng(seed, 1, index),
    }));
    this.fill();
  }

  /** Moves everything one frame on. */
  step(): void {
    for (const strip of this.strips) strip.offset += strip.speed(this.t) * FRAME_SECONDS;
    this.frame++;
    this.t = this.frame * FRAME_SECONDS;
    this.egoX = EGO_SPEED * this.t;
    for (const strip of this.strips) strip.speedNow = strip.speed(this.t);
    this.fill();
  }

  /** World x of an object now. */
  worldX(object: SceneObject): number {
    return object.s + object.strip.offset;
  }

  /** Objects whose centre is within the scene window around the ego. */
  nearby(): SceneObject[] {
    const out: SceneObject[] = [];
    for (const strip of this.strips) {
      for (const object of strip.objects) {
        const x = this.worldX(object) - this.egoX;
        if (x >= -SCENE_BEHIND && x <= SCENE_AHEAD) out.push(object);
      }
    }
    return out;
  }

  /** Generates objects ahead of the window and forgets those far behind it. */
  private fill(): void {
    for (const strip of this.strips) {
      // Every strip's average speed is below the ego's, so what falls far behind stays behind.
      const forgetBefore = this.egoX - 3 * SCENE_BEHIND - 100 - strip.offset;
      while (strip.objects.length > 0 && strip.objects[0]!.s < forgetBefore) strip.objects.shift();
      while (strip.front + strip.offset < this.egoX + SCENE_AHEAD + 10) this.spawn(strip);
    }
  }

  private spawn(strip: Strip): void {
    const { rng } = strip;
    let pick = rng.next() * strip.kinds.reduce((sum, [, weight]) => sum + weight, 0);
    let kind = strip.kinds[0]![0];
    for (const [k, weight] of strip.kinds) {
      if ((pick -= weight) < 0) {
        kind = k;
        break;
      }
    }
    const [lr, wr, hr] = SIZES[kind];
    const l = rng.range(...lr);
    const w = rng.range(...wr);
    const h = rng.range(...hr);
    let yaw: number;
    if (!strip.parked) {
      // Walkers do not walk in perfectly straight lines; vehicles follow their lane.
      yaw = (strip.backward ? Math.PI : 0) + (kind === 'pedestrian' ? rng.range(-0.1, 0.1) : 0);
    } else if (kind === 'pedestrian') yaw = rng.range(-Math.PI, Math.PI);
    else yaw = (rng.chance(0.5) ? 0 : Math.PI) + rng.range(-0.04, 0.04);
    if (yaw > Math.PI) yaw -= 2 * Math.PI;
    const half = halfExtentX({ l, w, yaw });
    const s = strip.front + strip.gapMin + rng.exponential(strip.gapMean) + half;
    const object: SceneObject = {
      id: this.nextId++,
      kind,
      cls: CLASS_OF[kind],
      strip,
      s,
      y: strip.y + (strip.parked ? rng.range(-0.1, 0.1) : rng.range(-0.15, 0.15)),
      yaw,
      l,
      w,
      h,
      intensity: rng.range(...BASE_INTENSITY[kind]),
      parts: SHAPES[kind],
    };
    strip.objects.push(object);
    strip.front = s + half;
  }
}

/** The nuScenes attribute of an object moving at `speed` m/s. */
export function attributeOf(object: SceneObject, speed: number): string {
  const moving = Math.abs(speed) > 0.2;
  switch (object.kind) {
    case 'car':
      return object.strip.parked ? 'vehicle.parked' : moving ? 'vehicle.moving' : 'vehicle.stopped';
    case 'pedestrian':
      return moving ? 'pedestrian.moving' : 'pedestrian.standing';
    case 'cyclist':
      return 'cycle.with_rider';
    case 'bicycle':
      return 'cycle.without_rider';
  }
}
