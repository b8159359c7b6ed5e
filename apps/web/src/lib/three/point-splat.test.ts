import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { clearSplat, splatPoints, splatTarget } from './point-splat';

/** Clip space = world space: x, y in −1..1 span the image, z in −1..1 is depth. */
const IDENTITY = new THREE.Matrix4().elements;

function image(width = 10, height = 10) {
  const target = splatTarget(width, height);
  clearSplat(target);
  return target;
}

/** The rgba bytes of pixel (column, row), rows from the top. */
const rgbaAt = (target: ReturnType<typeof image>, column: number, row: number) =>
  Array.from(new Uint8Array(target.pixels.buffer, (row * target.width + column) * 4, 4));

const painted = (target: ReturnType<typeof image>) =>
  Array.from(target.pixels.keys()).filter((k) => target.pixels[k] !== 0);

describe('point splat', () => {
  it('paints a square of the point size around the projected point, in its colour', () => {
    const target = image();
    const drawn = splatPoints(
      new Float32Array([0, 0, 0]),
      new Uint8Array([255, 128, 1]),
      1,
      IDENTITY,
      2,
      target,
    );
    expect(drawn).toBe(1);
    // The centre of a 10 × 10 image is the corner between pixels 4 and 5.
    expect(painted(target)).toEqual([44, 45, 54, 55]);
    expect(rgbaAt(target, 4, 4)).toEqual([255, 128, 1, 255]);
    expect(rgbaAt(target, 0, 0)).toEqual([0, 0, 0, 0]);
  });

  it('runs rows top-down: up the screen is the first rows', () => {
    const target = image();
    splatPoints(
      new Float32Array([-0.9, 0.9, 0]),
      new Uint8Array([9, 9, 9]),
      1,
      IDENTITY,
      1,
      target,
    );
    expect(painted(target)).toEqual([0]);
  });

  it('keeps the nearest point where points overlap, whatever their order', () => {
    for (const order of [
      [0, 1],
      [1, 0],
    ]) {
      const target = image();
      const depths = [0.5, -0.5];
      const positions = new Float32Array(order.flatMap((i) => [0, 0, depths[i]!]));
      const colors = new Uint8Array(order.flatMap((i) => (i === 1 ? [0, 255, 0] : [255, 0, 0])));
      splatPoints(positions, colors, 2, IDENTITY, 2, target);
      expect(rgbaAt(target, 4, 4)).toEqual([0, 255, 0, 255]);
    }
  });

  it('skips points without a return, behind the camera or past its far plane', () => {
    const target = image();
    const perspective = new THREE.PerspectiveCamera(90, 1, 1, 10);
    perspective.updateMatrixWorld();
    const clip = new THREE.Matrix4().multiplyMatrices(
      perspective.projectionMatrix,
      perspective.matrixWorldInverse,
    );
    // The camera looks down −z from the origin: in front at z −5, behind at +5, past far at −50.
    const positions = new Float32Array([0, 0, -5, 0, 0, 5, 0, 0, -50, Number.NaN, 0, -5]);
    const drawn = splatPoints(positions, new Uint8Array(12).fill(200), 4, clip.elements, 1, target);
    expect(drawn).toBe(1);
    expect(painted(target)).toHaveLength(1);
  });

  it('clips squares at the image edges and ignores points beyond them', () => {
    const target = image();
    const positions = new Float32Array([-1, 1, 0, 3, 0, 0]);
    const drawn = splatPoints(positions, new Uint8Array(6).fill(50), 2, IDENTITY, 3, target);
    expect(drawn).toBe(1);
    // A 3 × 3 square centred on the top-left corner keeps its 2 × 2 inside quarter.
    expect(painted(target)).toEqual([0, 1, 10, 11]);
  });
});
