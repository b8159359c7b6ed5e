import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { clipOf } from './point-canvas';

describe("the CPU points' clip matrix", () => {
  it("is three.js's projection × view", () => {
    const camera = new THREE.PerspectiveCamera(50, 1.7, 0.2, 900);
    camera.position.set(-12, 4, 9);
    camera.up.set(0, 0, 1);
    camera.lookAt(3, -2, 0);
    camera.updateMatrixWorld();
    const want = new THREE.Matrix4().multiplyMatrices(
      camera.projectionMatrix,
      camera.matrixWorldInverse,
    ).elements;
    const got = clipOf(camera, new Array<number>(16).fill(0) as THREE.Matrix4Tuple);
    got.forEach((value, i) => expect(value).toBeCloseTo(want[i]!, 9));
  });
});
