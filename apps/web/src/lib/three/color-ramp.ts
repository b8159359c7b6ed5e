/*
 * The colour ramp of every point cloud of the studio (turbo: perceptually ordered, readable on
 * a dark ground), without three.js, so the legend can draw it without loading the 3D view.
 */

/** Heights the ramp spans by default, metres in the LIDAR frame: below is blue, above red. */
export const DEFAULT_HEIGHT_RANGE: readonly [number, number] = [-2, 3];
/** Intensities span 0..1. */
export const INTENSITY_RANGE: readonly [number, number] = [0, 1];

export type ColorBy = 'height' | 'intensity';

const clamp01 = (value: number) => (value < 0 ? 0 : value > 1 ? 1 : value);

/**
 * Turbo at `t` in 0..1 as sRGB components in 0..1 (Google's polynomial fit of the turbo
 * colour map, Apache-2.0). Values outside 0..1 take the nearer end.
 */
export function turbo(t: number): [number, number, number] {
  const x = clamp01(Number.isFinite(t) ? t : 0);
  const x2 = x * x;
  const x3 = x2 * x;
  const x4 = x2 * x2;
  const x5 = x4 * x;
  return [
    clamp01(
      0.13572138 +
        4.6153926 * x -
        42.66032258 * x2 +
        132.13108234 * x3 -
        152.94239396 * x4 +
        59.28637943 * x5,
    ),
    clamp01(
      0.09140261 +
        2.19418839 * x +
        4.84296658 * x2 -
        14.18503333 * x3 +
        4.27729857 * x4 +
        2.82956604 * x5,
    ),
    clamp01(
      0.1066733 +
        12.64194608 * x -
        60.58204836 * x2 +
        110.36276771 * x3 -
        89.90310912 * x4 +
        27.34824973 * x5,
    ),
  ];
}

/** Entries of the lookup table the point colouring reads. */
export const RAMP_STEPS = 256;

let lut: Uint8Array | undefined;

/** Turbo as `RAMP_STEPS` rgb byte triples, built once. */
export function rampTable(): Uint8Array {
  if (lut) return lut;
  lut = new Uint8Array(RAMP_STEPS * 3);
  for (let step = 0; step < RAMP_STEPS; step += 1) {
    const rgb = turbo(step / (RAMP_STEPS - 1));
    for (let channel = 0; channel < 3; channel += 1) {
      lut[step * 3 + channel] = Math.round(rgb[channel]! * 255);
    }
  }
  return lut;
}

/**
 * Colours `count` points from one value each, in one loop over a lookup table: value
 * `values[offset + i * stride]` mapped from `range` onto the ramp, written as rgb bytes to
 * `out` from 0. Height is `(positions, 3, 2)`, intensity `(intensity, 1, 0)`. Values outside
 * the range take the nearer end; NaN takes the low end.
 */
export function writeRampColors(
  values: ArrayLike<number>,
  stride: number,
  offset: number,
  count: number,
  range: readonly [number, number],
  out: Uint8Array,
): void {
  const table = rampTable();
  const low = range[0];
  const span = range[1] - range[0];
  const scale = span > 0 ? (RAMP_STEPS - 1) / span : 0;
  const top = RAMP_STEPS - 1;
  for (let i = 0, from = offset, to = 0; i < count; i += 1, from += stride, to += 3) {
    // `| 0` truncates and turns NaN into 0; the clamp keeps outliers on the table.
    let step = ((values[from]! - low) * scale + 0.5) | 0;
    step = step < 0 ? 0 : step > top ? top : step;
    const at = step * 3;
    out[to] = table[at]!;
    out[to + 1] = table[at + 1]!;
    out[to + 2] = table[at + 2]!;
  }
}

/** A CSS `linear-gradient` of the ramp, low to high along `direction`, for legends. */
export function rampGradientCss(direction = 'to right', stops = 11): string {
  const colors: string[] = [];
  for (let stop = 0; stop < stops; stop += 1) {
    const t = stop / (stops - 1);
    const [r, g, b] = turbo(t).map((channel) => Math.round(channel * 255));
    colors.push(`rgb(${r}, ${g}, ${b}) ${Math.round(t * 100)}%`);
  }
  return `linear-gradient(${direction}, ${colors.join(', ')})`;
}

/** The range `colorBy` maps onto the ramp. */
export function rampRange(
  colorBy: ColorBy,
  heightRange: readonly [number, number] = DEFAULT_HEIGHT_RANGE,
): readonly [number, number] {
  return colorBy === 'intensity' ? INTENSITY_RANGE : heightRange;
}
