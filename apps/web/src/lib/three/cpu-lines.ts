import type { Matrix4Tuple } from 'three';
import type { SplatTarget } from './point-splat';

/*
 * The grid, the ego, the boxes and the trail drawn by the CPU into the points' image, for
 * software WebGL: with the points on a canvas of their own, each render of the WebGL canvas
 * above had the compositor read it back from software GL (9–10 ms of the page's thread at each
 * new pose of a playing record, bench/playback.ts), and the lines changed with every pose. Here
 * they cost the splat worker well under a millisecond. Lines are one device pixel wide and not
 * smoothed, as WebGL draws them; see-through ones (the grid, the ego) blend over what is below.
 * Everything is drawn over the points, in order: first the triangles, then the segments.
 */

/** What the CPU draws over the points, in the view's frame. */
export interface CpuLines {
  /** Line segments: x, y, z of both ends, six floats a segment. */
  segments: Float32Array;
  /** One colour a segment, as the target's pixels hold it: a << 24 | b << 16 | g << 8 | r. */
  segmentColors: Uint32Array;
  segmentCount: number;
  /** Filled triangles: x, y, z of three corners, nine floats a triangle. */
  triangles: Float32Array;
  triangleColors: Uint32Array;
  triangleCount: number;
}

/** A colour as the target's pixels hold it, from rgb bytes and an opacity in 0..1. */
export function packColor(rgb: readonly [number, number, number], opacity = 1): number {
  const alpha = Math.round(Math.min(1, Math.max(0, opacity)) * 255);
  return ((alpha << 24) | (rgb[2] << 16) | (rgb[1] << 8) | rgb[0]) >>> 0;
}

/**
 * `source` over the pixel at `k`: written as is when opaque, else blended (straight alpha).
 * Channel by channel in line, no closure: a see-through grid over a cloud blends some 10,000
 * pixels a frame, and a function made per pixel tripled the lines' cost in the splat worker.
 */
function blend(pixels: Uint32Array, k: number, source: number, alpha: number): void {
  if (alpha === 255) {
    pixels[k] = source;
    return;
  }
  const below = pixels[k]!;
  const belowAlpha = below >>> 24;
  if (belowAlpha === 0) {
    pixels[k] = source;
    return;
  }
  // out = a·src + (1 − a)·b_alpha·below, over out's alpha (straight, not premultiplied).
  const keep = (belowAlpha * (255 - alpha)) / 255;
  const outAlpha = alpha + keep;
  const scale = 1 / outAlpha;
  const r = Math.round(((source & 255) * alpha + (below & 255) * keep) * scale);
  const g = Math.round((((source >>> 8) & 255) * alpha + ((below >>> 8) & 255) * keep) * scale);
  const b = Math.round((((source >>> 16) & 255) * alpha + ((below >>> 16) & 255) * keep) * scale);
  pixels[k] = ((Math.round(outAlpha) << 24) | (b << 16) | (g << 8) | r) >>> 0;
}

/** Clip-space coordinates of one point: x, y, z, w. */
type Clip = [number, number, number, number];

function toClip(m: Readonly<Matrix4Tuple>, x: number, y: number, z: number, out: Clip): Clip {
  out[0] = m[0] * x + m[4] * y + m[8] * z + m[12];
  out[1] = m[1] * x + m[5] * y + m[9] * z + m[13];
  out[2] = m[2] * x + m[6] * y + m[10] * z + m[14];
  out[3] = m[3] * x + m[7] * y + m[11] * z + m[15];
  return out;
}

/**
 * Cuts the segment a–b (clip space) to the part between the near and far planes, as WebGL
 * does (−w ≤ z ≤ w); returns the parameters [t0, t1] of what is left, or null.
 */
function depthRange(a: Clip, b: Clip): [number, number] | null {
  let t0 = 0;
  let t1 = 1;
  // Near: z + w ≥ 0. Far: w − z ≥ 0.
  for (const sign of [1, -1]) {
    const da = a[3] + sign * a[2];
    const db = b[3] + sign * b[2];
    if (!(da >= 0) && !(db >= 0)) return null;
    if (da < 0) t0 = Math.max(t0, da / (da - db));
    else if (db < 0) t1 = Math.min(t1, da / (da - db));
  }
  return t0 <= t1 ? [t0, t1] : null;
}

/** The visible part of a segment on the screen (device pixels), by Liang–Barsky; or null. */
function onScreen(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  width: number,
  height: number,
): [number, number, number, number] | null {
  const dx = x1 - x0;
  const dy = y1 - y0;
  let t0 = 0;
  let t1 = 1;
  const edges: Array<[number, number]> = [
    [-dx, x0],
    [dx, width - 1 - x0],
    [-dy, y0],
    [dy, height - 1 - y0],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return null;
    } else {
      const t = q / p;
      if (p < 0) t0 = Math.max(t0, t);
      else t1 = Math.min(t1, t);
    }
  }
  if (t0 > t1) return null;
  return [x0 + t0 * dx, y0 + t0 * dy, x0 + t1 * dx, y0 + t1 * dy];
}

/** Bresenham from one pixel to another, each pixel once (a see-through line blends once). */
function plotLine(target: SplatTarget, ends: [number, number, number, number], color: number) {
  const { width, pixels } = target;
  const alpha = color >>> 24;
  let x = Math.round(ends[0]);
  let y = Math.round(ends[1]);
  const xEnd = Math.round(ends[2]);
  const yEnd = Math.round(ends[3]);
  const dx = Math.abs(xEnd - x);
  const dy = -Math.abs(yEnd - y);
  const sx = x < xEnd ? 1 : -1;
  const sy = y < yEnd ? 1 : -1;
  let error = dx + dy;
  for (;;) {
    blend(pixels, y * width + x, color, alpha);
    if (x === xEnd && y === yEnd) return;
    const twice = 2 * error;
    if (twice >= dy) {
      error += dy;
      x += sx;
    }
    if (twice <= dx) {
      error += dx;
      y += sy;
    }
  }
}

/** Screen position (device pixels, rows top-down) of a clip-space point in front. */
function toScreen(c: Clip, width: number, height: number): [number, number] {
  return [((c[0] / c[3] + 1) * width) / 2 - 0.5, ((1 - c[1] / c[3]) * height) / 2 - 0.5];
}

const lerp = (a: Clip, b: Clip, t: number): Clip => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
  a[3] + (b[3] - a[3]) * t,
];

/** A polygon (clip space) cut to the side of a plane where `distance` ≥ 0 (Sutherland–Hodgman). */
function cutPolygon(polygon: Clip[], distance: (c: Clip) => number): Clip[] {
  const kept: Clip[] = [];
  for (let i = 0; i < polygon.length; i += 1) {
    const a = polygon[i]!;
    const b = polygon[(i + 1) % polygon.length]!;
    const da = distance(a);
    const db = distance(b);
    if (da >= 0) kept.push(a);
    if (da >= 0 !== db >= 0) kept.push(lerp(a, b, da / (da - db)));
  }
  return kept;
}

/** A filled triangle on the screen: the pixels whose centres it covers. */
function fillTriangle(
  target: SplatTarget,
  a: [number, number],
  b: [number, number],
  c: [number, number],
  color: number,
): void {
  const { width, height, pixels } = target;
  const area = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
  if (area === 0 || !Number.isFinite(area)) return;
  const alpha = color >>> 24;
  const left = Math.max(0, Math.floor(Math.min(a[0], b[0], c[0])));
  const right = Math.min(width - 1, Math.ceil(Math.max(a[0], b[0], c[0])));
  const top = Math.max(0, Math.floor(Math.min(a[1], b[1], c[1])));
  const bottom = Math.min(height - 1, Math.ceil(Math.max(a[1], b[1], c[1])));
  const side = (p: [number, number], q: [number, number], x: number, y: number) =>
    ((q[0] - p[0]) * (y - p[1]) - (q[1] - p[1]) * (x - p[0])) * Math.sign(area);
  for (let y = top; y <= bottom; y += 1) {
    for (let x = left; x <= right; x += 1) {
      if (side(a, b, x, y) >= 0 && side(b, c, x, y) >= 0 && side(c, a, x, y) >= 0) {
        blend(pixels, y * width + x, color, alpha);
      }
    }
  }
}

/**
 * Draws `lines` over what `target` holds, as the camera whose clip matrix (projection × view,
 * column-major) is `clip` sees them: what lies outside the near and far planes is cut off, as
 * WebGL does, so a segment passing behind an orbiting camera draws only its part in front.
 */
export function drawCpuLines(
  target: SplatTarget,
  lines: CpuLines,
  clip: Readonly<Matrix4Tuple>,
): void {
  const { width, height } = target;
  const { triangles, segments } = lines;
  for (let i = 0; i < lines.triangleCount; i += 1) {
    const at = i * 9;
    let polygon: Clip[] = [0, 3, 6].map((k) =>
      toClip(
        clip,
        triangles[at + k]!,
        triangles[at + k + 1]!,
        triangles[at + k + 2]!,
        [0, 0, 0, 0],
      ),
    );
    polygon = cutPolygon(polygon, (c) => c[3] + c[2]);
    polygon = cutPolygon(polygon, (c) => c[3] - c[2]);
    if (polygon.length < 3) continue;
    const screen = polygon.map((c) => toScreen(c, width, height));
    for (let k = 1; k + 1 < screen.length; k += 1) {
      fillTriangle(target, screen[0]!, screen[k]!, screen[k + 1]!, lines.triangleColors[i]!);
    }
  }
  const a: Clip = [0, 0, 0, 0];
  const b: Clip = [0, 0, 0, 0];
  for (let i = 0; i < lines.segmentCount; i += 1) {
    const at = i * 6;
    toClip(clip, segments[at]!, segments[at + 1]!, segments[at + 2]!, a);
    toClip(clip, segments[at + 3]!, segments[at + 4]!, segments[at + 5]!, b);
    const range = depthRange(a, b);
    if (!range) continue;
    const [from, to] = [lerp(a, b, range[0]), lerp(a, b, range[1])];
    // In front of the near plane w > 0, but a segment lying in it has w = 0 at both ends.
    if (!(from[3] > 0 && to[3] > 0)) continue;
    const [x0, y0] = toScreen(from, width, height);
    const [x1, y1] = toScreen(to, width, height);
    const ends = onScreen(x0, y0, x1, y1, width, height);
    if (ends) plotLine(target, ends, lines.segmentColors[i]!);
  }
}

/** Line segments as a line geometry holds them: xyz and rgb bytes per vertex, two a segment. */
export interface SegmentSet {
  positions: Float32Array;
  colors: Uint8Array;
  vertices: number;
}

/** The ground grid, as GridHelper lays it: lines every `step` across `size`, the centre ones brighter. */
export interface CpuGrid {
  x: number;
  y: number;
  z: number;
  size: number;
  step: number;
  /** Packed colours (packColor) of the two centre lines and of the others. */
  center: number;
  line: number;
}

/**
 * One list of what the CPU draws over the points: the grid first, then `triangles` (the ego,
 * nine floats each, in `triangleColor`) and the segment sets (boxes, trail and axes) in order,
 * each segment in its first vertex's colour, opaque.
 */
export function composeCpuLines(
  grid: CpuGrid | undefined,
  triangles: { corners: readonly number[]; color: number } | undefined,
  sets: readonly SegmentSet[],
): CpuLines {
  const lines = grid ? Math.round(grid.size / grid.step) + 1 : 0;
  let segmentCount = 2 * lines;
  for (const set of sets) segmentCount += Math.floor(set.vertices / 2);
  const segments = new Float32Array(segmentCount * 6);
  const segmentColors = new Uint32Array(segmentCount);
  let segment = 0;
  const put = (
    x0: number,
    y0: number,
    z0: number,
    x1: number,
    y1: number,
    z1: number,
    color: number,
  ) => {
    // Element by element: a literal array per segment was garbage at each pose while playing.
    const at = segment * 6;
    segments[at] = x0;
    segments[at + 1] = y0;
    segments[at + 2] = z0;
    segments[at + 3] = x1;
    segments[at + 4] = y1;
    segments[at + 5] = z1;
    segmentColors[segment] = color;
    segment += 1;
  };
  if (grid) {
    const half = grid.size / 2;
    for (let i = 0; i < lines; i += 1) {
      const offset = -half + i * grid.step;
      const color = i === (lines - 1) / 2 ? grid.center : grid.line;
      put(grid.x + offset, grid.y - half, grid.z, grid.x + offset, grid.y + half, grid.z, color);
      put(grid.x - half, grid.y + offset, grid.z, grid.x + half, grid.y + offset, grid.z, color);
    }
  }
  for (const set of sets) {
    const { positions, colors } = set;
    const count = Math.floor(set.vertices / 2);
    // Two vertices a segment, as the set holds them: one copy (a trail is thousands).
    segments.set(positions.subarray(0, count * 6), segment * 6);
    for (let i = 0, at = 0; i < count; i += 1, at += 6) {
      segmentColors[segment + i] =
        (0xff000000 | (colors[at + 2]! << 16) | (colors[at + 1]! << 8) | colors[at]!) >>> 0;
    }
    segment += count;
  }
  const corners = triangles?.corners ?? [];
  const triangleCount = Math.floor(corners.length / 9);
  return {
    segments,
    segmentColors,
    segmentCount,
    triangles: Float32Array.from(corners.slice(0, triangleCount * 9)),
    triangleColors: new Uint32Array(triangleCount).fill(triangles?.color ?? 0),
    triangleCount,
  };
}
