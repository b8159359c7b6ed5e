import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { composeCpuLines, drawCpuLines, packColor, type CpuLines } from './cpu-lines';
import { splatTarget } from './point-splat';

/** Clip space is the view's frame: x right, y up, both −1..1 across the target. */
const FLAT = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1] as THREE.Matrix4Tuple;

const RED = packColor([255, 0, 0]);

function lines(parts: Partial<CpuLines>): CpuLines {
  const segments = parts.segments ?? new Float32Array(0);
  const triangles = parts.triangles ?? new Float32Array(0);
  return {
    segments,
    segmentColors: parts.segmentColors ?? new Uint32Array(segments.length / 6).fill(RED),
    segmentCount: segments.length / 6,
    triangles,
    triangleColors: parts.triangleColors ?? new Uint32Array(triangles.length / 9).fill(RED),
    triangleCount: triangles.length / 9,
  };
}

/** Lit pixels as [column, row]. */
function lit(pixels: Uint32Array, width: number): Array<[number, number]> {
  const found: Array<[number, number]> = [];
  pixels.forEach((pixel, k) => {
    if (pixel !== 0) found.push([k % width, Math.floor(k / width)]);
  });
  return found;
}

describe('drawCpuLines', () => {
  it('draws a segment one pixel wide, each pixel once, cut at the edges of the image', () => {
    const target = splatTarget(10, 10);
    // From beyond the left edge to beyond the right one, a little above the middle.
    drawCpuLines(target, lines({ segments: new Float32Array([-2, 0.1, 0, 2, 0.1, 0]) }), FLAT);
    const pixels = lit(target.pixels, 10);
    expect(pixels).toEqual(Array.from({ length: 10 }, (_, column) => [column, 4]));
    expect(target.pixels[4 * 10 + 3]).toBe(RED);
  });

  it('blends a see-through line over what is drawn, and draws it as it is over nothing', () => {
    const target = splatTarget(10, 10);
    const blue = packColor([0, 0, 255]);
    target.pixels[4 * 10 + 2] = blue;
    const halfRed = packColor([255, 0, 0], 0.5);
    drawCpuLines(
      target,
      lines({
        segments: new Float32Array([-0.9, 0.1, 0, 0.9, 0.1, 0]),
        segmentColors: new Uint32Array([halfRed]),
      }),
      FLAT,
    );
    // Over the opaque blue point: half of each, opaque.
    expect(target.pixels[4 * 10 + 2]).toBe(packColor([128, 0, 127]));
    // Over nothing: the line's own colour, half see-through (the page's ground shows under it).
    expect(target.pixels[4 * 10 + 5]).toBe(halfRed);
  });

  it('draws only the part of a segment in front of the camera, and nothing of one behind it', () => {
    const camera = new THREE.PerspectiveCamera(60, 1, 0.1, 100);
    camera.updateMatrixWorld();
    const clip = new THREE.Matrix4()
      .multiplyMatrices(camera.projectionMatrix, camera.matrixWorldInverse)
      .toArray() as THREE.Matrix4Tuple;
    const target = splatTarget(100, 100);
    // From ahead on the left to behind on the right: divided by a negative w, its far end
    // would come out ahead on the left again.
    drawCpuLines(target, lines({ segments: new Float32Array([-1, -0.2, -5, 1, -0.2, 5]) }), clip);
    const pixels = lit(target.pixels, 100);
    expect(pixels.length).toBeGreaterThan(10);
    expect(pixels.every(([column]) => column <= 50)).toBe(true);

    const behind = splatTarget(100, 100);
    drawCpuLines(behind, lines({ segments: new Float32Array([-1, 0, 1, 1, 0, 5]) }), clip);
    expect(lit(behind.pixels, 100)).toHaveLength(0);
  });

  it('fills a triangle: the pixels whose centres it covers', () => {
    const target = splatTarget(10, 10);
    const ego = packColor([232, 234, 242], 0.35);
    // The lower-left half of the image (rows run top-down).
    drawCpuLines(
      target,
      lines({
        triangles: new Float32Array([-1, 1, 0, -1, -1, 0, 1, -1, 0]),
        triangleColors: new Uint32Array([ego]),
      }),
      FLAT,
    );
    const pixels = lit(target.pixels, 10);
    // Centres on or below the diagonal: 10 + 9 + … + 1.
    expect(pixels).toHaveLength(55);
    expect(pixels.every(([column, row]) => column <= row)).toBe(true);
    expect(target.pixels[9 * 10]).toBe(ego);
  });
});

describe('composeCpuLines', () => {
  it('lays the grid as GridHelper does, then the sets’ segments in their first vertex’s colour', () => {
    const grid = { x: 10, y: -20, z: -1.8, size: 200, step: 10, center: 1, line: 2 };
    const box = {
      positions: new Float32Array([0, 0, 0, 1, 0, 0, 5, 5, 5, 6, 6, 6, 9, 9, 9]),
      colors: new Uint8Array([0, 255, 0, 0, 255, 0, 0, 0, 255, 0, 0, 255, 1, 1, 1]),
      // The fifth vertex is beyond what the set uses.
      vertices: 4,
    };
    const ego = { corners: [2.5, 0, -1.8, -1.8, 1, -1.8, -1.8, -1, -1.8], color: 3 };
    const composed = composeCpuLines(grid, ego, [box]);
    // 21 lines each way, then two segments of the box.
    expect(composed.segmentCount).toBe(44);
    const segment = (i: number) => Array.from(composed.segments.subarray(i * 6, i * 6 + 6));
    expect(segment(0)).toEqual([-90, -120, -1.8, -90, 80, -1.8].map(Math.fround));
    expect(segment(1)).toEqual([-90, -120, -1.8, 110, -120, -1.8].map(Math.fround));
    // The centre lines, through the grid's centre, in the centre colour.
    expect(segment(20)).toEqual([10, -120, -1.8, 10, 80, -1.8].map(Math.fround));
    expect([...composed.segmentColors.subarray(18, 24)]).toEqual([2, 2, 1, 1, 2, 2]);
    expect(segment(42)).toEqual([0, 0, 0, 1, 0, 0]);
    expect([...composed.segmentColors.subarray(42)]).toEqual([
      packColor([0, 255, 0]),
      packColor([0, 0, 255]),
    ]);
    expect(composed.triangleCount).toBe(1);
    expect([...composed.triangleColors]).toEqual([3]);
  });
});
