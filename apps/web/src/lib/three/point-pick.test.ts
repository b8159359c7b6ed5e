import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { isClick, pickNearestPoint } from './point-pick';

/** A camera at `eye` looking at the origin, 200 × 100 CSS pixels; its clip matrix. */
function clipOf(eye: [number, number, number]): number[] {
  const camera = new THREE.PerspectiveCamera(60, 2, 0.1, 100);
  camera.position.set(...eye);
  camera.up.set(0, 0, 1);
  camera.lookAt(0, 0, 0);
  camera.updateMatrixWorld();
  return new THREE.Matrix4().multiplyMatrices(camera.projectionMatrix, camera.matrixWorldInverse)
    .elements;
}

/** Where a point lands on the 200 × 100 view, as the picker projects it. */
function screenOf(clip: number[], p: [number, number, number]): [number, number] {
  const v = new THREE.Vector4(...p, 1).applyMatrix4(new THREE.Matrix4().fromArray(clip));
  return [((v.x / v.w + 1) / 2) * 200, ((1 - v.y / v.w) / 2) * 100];
}

describe('pickNearestPoint', () => {
  const clip = clipOf([-10, 0, 2]);
  const cloud = new Float32Array([0, 0, 0, 0, 2, 0, 0, -2, 1, 5, 0, 0]);

  it('picks the point drawn under the cursor, and none far from every point', () => {
    for (const index of [0, 1, 2]) {
      const p = [...cloud.subarray(index * 3, index * 3 + 3)] as [number, number, number];
      const [x, y] = screenOf(clip, p);
      expect(pickNearestPoint(cloud, 4, clip as never, x + 2, y - 1, 200, 100)).toBe(index);
    }
    expect(pickNearestPoint(cloud, 4, clip as never, 2, 2, 200, 100)).toBe(-1);
  });

  it('prefers the point nearer the camera where two are drawn at the same place', () => {
    // (0, 0, 0) and (5, 0, 0) are on one ray from the eye only approximately; move the far
    // one onto the near one's ray exactly.
    const near: [number, number, number] = [0, 0.5, 0.5];
    const far: [number, number, number] = [10, 1, -1];
    const both = new Float32Array([...far, ...near]);
    const [x, y] = screenOf(clip, near);
    expect(screenOf(clip, far)[0]).toBeCloseTo(x, 3);
    expect(pickNearestPoint(both, 2, clip as never, x, y, 200, 100)).toBe(1);
  });

  it('picks the point the user sees where a nearer one covers the cursor and a farther one is closer to it', () => {
    // A board point 1.5 px from the cursor and a wall point behind it right under the cursor:
    // both squares cover the cursor, the board's is drawn over the wall's.
    const board: [number, number, number] = [0, 0, 0];
    const [bx, by] = screenOf(clip, board);
    // On the ray from the eye (-10, 0, 2) through (0, 0.18, 0), twice as far: ~1.5 px aside.
    const wall: [number, number, number] = [10, 0.36, -2];
    const [wx, wy] = screenOf(clip, wall);
    const both = new Float32Array([...wall, ...board]);
    const x = wx;
    const y = wy;
    expect(Math.hypot(bx - x, by - y)).toBeGreaterThan(0.6);
    expect(Math.hypot(bx - x, by - y)).toBeLessThan(2);
    expect(pickNearestPoint(both, 2, clip as never, x, y, 200, 100)).toBe(1);
    // With squares too small to reach the cursor, the one nearest it on screen.
    expect(pickNearestPoint(both, 2, clip as never, x, y, 200, 100, 8, 0.25)).toBe(0);
  });

  it('ignores points behind the camera, beyond the count, and without a return', () => {
    const [x, y] = screenOf(clip, [0, 0, 0]);
    const behind = new Float32Array([-20, 0, 4, Number.NaN, 0, 0, 0, 0, 0]);
    expect(pickNearestPoint(behind, 2, clip as never, x, y, 200, 100)).toBe(-1);
    expect(pickNearestPoint(behind, 3, clip as never, x, y, 200, 100)).toBe(2);
  });
});

describe('isClick', () => {
  it('is a press that did not move more than a few pixels', () => {
    expect(isClick({ x: 10, y: 10 }, { x: 12, y: 13 })).toBe(true);
    expect(isClick({ x: 10, y: 10 }, { x: 20, y: 10 })).toBe(false);
  });
});
