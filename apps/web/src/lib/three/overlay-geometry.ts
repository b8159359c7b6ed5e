import type { RgbOf } from './box-geometry';

/*
 * A trail (a polyline, e.g. where the ego drove) and coordinate frames' axes (TF frames) as
 * line segments, without three.js: the scene copies what these write into one LineSegments
 * geometry beside the boxes', so both are one draw call however long or many.
 */

/** A polyline in the view's frame: x, y, z per point (metres), drawn point to point. */
export interface ViewTrail {
  points: Float32Array;
  /** Any CSS colour; the ego's by default. */
  color?: string;
  /**
   * r, g, b bytes per point, over `color` (e.g. a planned path by speed); each segment takes
   * its first point's (the CPU draws a segment in one colour; the GPU blends the two).
   */
  colors?: Uint8Array;
}

/** A coordinate frame drawn as its three axes: x red, y green, z blue. */
export interface ViewAxes {
  x: number;
  y: number;
  z: number;
  /** About +z from +x, counter-clockwise, radians. */
  yaw: number;
  /** Axis length, metres (1). */
  length?: number;
}

export const TRAIL_COLOR = '#00E5FF';
export const AXIS_COLORS = ['#F44336', '#4CAF50', '#2196F3'] as const;

/** Points a trail holds (a trailing partial triple is ignored). */
export function trailPointCount(trail: ViewTrail | undefined): number {
  return trail ? Math.floor(trail.points.length / 3) : 0;
}

/** Vertices the trail and the axes take as line segments. */
export function overlayVertexCount(
  trail: ViewTrail | undefined,
  axes: readonly ViewAxes[],
): number {
  const points = trailPointCount(trail);
  return (points > 1 ? 2 * (points - 1) : 0) + 6 * axes.length;
}

/**
 * Writes the trail (one segment between each two neighbouring points) and then each frame's
 * three axes as line-segment vertices from index 0; returns how many vertices it wrote. The
 * arrays must hold `overlayVertexCount` vertices.
 */
export function writeOverlaySegments(
  trail: ViewTrail | undefined,
  axes: readonly ViewAxes[],
  positions: Float32Array,
  colors: Uint8Array,
  rgbOf: RgbOf,
): number {
  let vertex = 0;
  const put = (x: number, y: number, z: number, rgb: readonly [number, number, number]) => {
    const at = vertex * 3;
    positions[at] = x;
    positions[at + 1] = y;
    positions[at + 2] = z;
    colors[at] = rgb[0];
    colors[at + 1] = rgb[1];
    colors[at + 2] = rgb[2];
    vertex += 1;
  };
  const points = trailPointCount(trail);
  if (trail && points > 1) {
    const rgb = rgbOf(trail.color ?? TRAIL_COLOR);
    const p = trail.points;
    const each = trail.colors && trail.colors.length >= points * 3 ? trail.colors : undefined;
    const at = (i: number): readonly [number, number, number] =>
      each ? [each[i * 3]!, each[i * 3 + 1]!, each[i * 3 + 2]!] : rgb;
    for (let i = 0; i + 1 < points; i += 1) {
      put(p[i * 3]!, p[i * 3 + 1]!, p[i * 3 + 2]!, at(i));
      put(p[i * 3 + 3]!, p[i * 3 + 4]!, p[i * 3 + 5]!, at(i + 1));
    }
  }
  const [red, green, blue] = AXIS_COLORS.map(rgbOf) as [
    readonly [number, number, number],
    readonly [number, number, number],
    readonly [number, number, number],
  ];
  for (const frame of axes) {
    const length = frame.length ?? 1;
    const cos = Math.cos(frame.yaw) * length;
    const sin = Math.sin(frame.yaw) * length;
    put(frame.x, frame.y, frame.z, red);
    put(frame.x + cos, frame.y + sin, frame.z, red);
    put(frame.x, frame.y, frame.z, green);
    put(frame.x - sin, frame.y + cos, frame.z, green);
    put(frame.x, frame.y, frame.z, blue);
    put(frame.x, frame.y, frame.z + length, blue);
  }
  return vertex;
}
