import { bilinear } from './bilinear';

/**
 * The ring test: is there a chessboard corner at (x, y), and along which two lines do its edges
 * run? On a circle around a true corner the brightness changes side exactly four times, and it is
 * point-symmetric (opposite sectors share a colour; any two straight edges through the corner
 * give that, however the board is tilted). Edges, L-corners, blobs and noise fail it. The
 * crossings give the edges' directions, which the grid growth follows.
 */
export interface CornerShape {
  /** The two edge lines' directions (radians, modulo π). */
  angle1: number;
  angle2: number;
  /** Brightest minus darkest on the ring (grey levels). */
  contrast: number;
}

const SAMPLES = 32;
/** Tried in turn: the larger sees past blur, the smaller fits between small squares' edges. */
export const RING_RADII = [5, 3.5];
/** Below this many grey levels there is nothing to tell from noise. */
const MIN_CONTRAST = 8;
/** Mean |opposite samples' difference| allowed, as a share of the contrast. */
const MAX_ASYMMETRY = 0.3;
/** A crossing may stray this far (radians) from exactly opposite its partner. */
const OPPOSITE_TOLERANCE = 0.45;
/** The narrowest sector a real corner shows (radians; a board tilted 75° still gives more). */
const MIN_SECTOR = 0.25;

const COS = new Float64Array(SAMPLES);
const SIN = new Float64Array(SAMPLES);
for (let k = 0; k < SAMPLES; k += 1) {
  COS[k] = Math.cos((2 * Math.PI * k) / SAMPLES);
  SIN[k] = Math.sin((2 * Math.PI * k) / SAMPLES);
}
const ring = new Float64Array(SAMPLES);

export function cornerShape(
  image: Float32Array,
  width: number,
  height: number,
  x: number,
  y: number,
  radii: readonly number[] = RING_RADII,
): CornerShape | undefined {
  for (const radius of radii) {
    const shape = shapeAt(image, width, height, x, y, radius);
    if (shape) return shape;
  }
  return undefined;
}

function shapeAt(
  image: Float32Array,
  width: number,
  height: number,
  x: number,
  y: number,
  radius: number,
): CornerShape | undefined {
  if (x < radius || y < radius || x > width - 1 - radius || y > height - 1 - radius)
    return undefined;
  let low = Infinity;
  let high = -Infinity;
  for (let k = 0; k < SAMPLES; k += 1) {
    const value = bilinear(image, width, height, x + radius * COS[k]!, y + radius * SIN[k]!);
    ring[k] = value;
    if (value < low) low = value;
    if (value > high) high = value;
  }
  const contrast = high - low;
  if (contrast < MIN_CONTRAST) return undefined;
  let asymmetry = 0;
  for (let k = 0; k < SAMPLES / 2; k += 1) asymmetry += Math.abs(ring[k]! - ring[k + SAMPLES / 2]!);
  if (asymmetry / (SAMPLES / 2) > MAX_ASYMMETRY * contrast) return undefined;

  const middle = (low + high) / 2;
  const crossings: number[] = [];
  for (let k = 0; k < SAMPLES; k += 1) {
    const a = ring[k]! - middle;
    const b = ring[(k + 1) % SAMPLES]! - middle;
    if (a >= 0 !== b >= 0) {
      if (crossings.length === 4) return undefined;
      crossings.push(((k + a / (a - b)) * 2 * Math.PI) / SAMPLES);
    }
  }
  if (crossings.length !== 4) return undefined;
  const [c0, c1, c2, c3] = crossings as [number, number, number, number];
  if (Math.abs(c2 - c0 - Math.PI) > OPPOSITE_TOLERANCE) return undefined;
  if (Math.abs(c3 - c1 - Math.PI) > OPPOSITE_TOLERANCE) return undefined;
  if (c1 - c0 < MIN_SECTOR || c2 - c1 < MIN_SECTOR || c3 - c2 < MIN_SECTOR) return undefined;
  if (c0 + 2 * Math.PI - c3 < MIN_SECTOR) return undefined;
  return { angle1: (c0 + c2 - Math.PI) / 2, angle2: (c1 + c3 - Math.PI) / 2, contrast };
}

/** The angle (0 … π/2) between two undirected lines given by their angles. */
export function lineAngleBetween(a: number, b: number): number {
  let d = Math.abs(a - b) % Math.PI;
  if (d > Math.PI / 2) d = Math.PI - d;
  return d;
}
