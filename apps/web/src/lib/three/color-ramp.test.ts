import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HEIGHT_RANGE,
  RAMP_STEPS,
  rampGradientCss,
  rampRange,
  rampTable,
  turbo,
  writeRampColors,
} from './color-ramp';

const rgbAt = (colors: Uint8Array, index: number) =>
  Array.from(colors.slice(index * 3, index * 3 + 3));
const tableAt = (step: number) => Array.from(rampTable().slice(step * 3, step * 3 + 3));

describe('colour ramp', () => {
  it('runs turbo: dark blue, then green, then dark red', () => {
    const [r0, g0, b0] = turbo(0);
    expect(r0 + g0 + b0).toBeLessThan(0.4);
    const [r01, g01, b01] = turbo(0.1);
    expect(b01).toBeGreaterThan(0.8);
    expect(b01).toBeGreaterThan(2 * Math.max(r01, g01));
    const [r5, g5, b5] = turbo(0.5);
    expect(g5).toBeGreaterThan(0.9);
    expect(g5).toBeGreaterThan(r5);
    expect(g5).toBeGreaterThan(b5);
    const [r1, g1, b1] = turbo(1);
    expect(r1).toBeGreaterThan(0.4);
    expect(r1).toBeGreaterThan(g1 * 5);
    expect(b1).toBeLessThan(0.05);
    // Outside 0..1 takes the nearer end; NaN the low end.
    expect(turbo(-3)).toEqual(turbo(0));
    expect(turbo(7)).toEqual(turbo(1));
    expect(turbo(Number.NaN)).toEqual(turbo(0));
  });

  it('looks colours up in a table of 256 rgb bytes', () => {
    expect(rampTable()).toHaveLength(RAMP_STEPS * 3);
    expect(rampTable()).toBe(rampTable());
    expect(tableAt(0)).toEqual(turbo(0).map((c) => Math.round(c * 255)));
  });

  it('colours points by height over −2..3 m, clamping outliers and no-returns', () => {
    // z = −2 (low end), 0.5 (middle), 3 (high end), −10, 40, NaN.
    const positions = new Float32Array([
      0,
      0,
      -2,
      0,
      0,
      0.5,
      0,
      0,
      3,
      0,
      0,
      -10,
      0,
      0,
      40,
      0,
      0,
      Number.NaN,
    ]);
    const colors = new Uint8Array(6 * 3);
    writeRampColors(positions, 3, 2, 6, DEFAULT_HEIGHT_RANGE, colors);
    expect(rgbAt(colors, 0)).toEqual(tableAt(0));
    expect(rgbAt(colors, 1)).toEqual(tableAt(128));
    expect(rgbAt(colors, 2)).toEqual(tableAt(255));
    expect(rgbAt(colors, 3)).toEqual(tableAt(0));
    expect(rgbAt(colors, 4)).toEqual(tableAt(255));
    expect(rgbAt(colors, 5)).toEqual(tableAt(0));
  });

  it('colours points by intensity over 0..1, writing only the points asked for', () => {
    const intensity = new Float32Array([1, 0, 0.5, 1]);
    const colors = new Uint8Array(4 * 3).fill(7);
    writeRampColors(intensity, 1, 0, 3, rampRange('intensity'), colors);
    expect(rgbAt(colors, 0)).toEqual(tableAt(255));
    expect(rgbAt(colors, 1)).toEqual(tableAt(0));
    expect(rgbAt(colors, 2)).toEqual(tableAt(128));
    expect(rgbAt(colors, 3)).toEqual([7, 7, 7]);
  });

  it('keeps a custom height range and gives the legend a CSS gradient', () => {
    expect(rampRange('height', [-1, 1])).toEqual([-1, 1]);
    expect(rampRange('height')).toEqual([-2, 3]);
    const css = rampGradientCss();
    expect(css).toMatch(/^linear-gradient\(to right, rgb\(\d+, \d+, \d+\) 0%, /);
    expect(css).toMatch(/ 100%\)$/);
  });
});
