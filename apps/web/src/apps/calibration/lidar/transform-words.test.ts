import { childPose } from '@ads/contract';
import { type Mat3, apply3, fromRpy, quaternionOf, rpyOf } from '@ads/calibration';
import { describe, expect, it } from 'vitest';
import { childAxesOf, exportedTransform } from './transform-words';

/** A camera 1.5 m ahead of the lidar, 0.2 m up, looking along the lidar's x. */
const OPTICAL_IN_LIDAR: Mat3 = [0, 0, 1, -1, 0, 0, 0, -1, 0];
const cameraAt = [1.5, 0, 0.2];
// The solver's lidar → camera: p_camera = Rᵀ (p_lidar − cameraAt).
const R: Mat3 = [0, -1, 0, 0, 0, -1, 1, 0, 0];
const t = apply3(R, cameraAt).map((v) => -v) as [number, number, number];

describe('exportedTransform', () => {
  it('gives the camera’s pose in the lidar frame, the inverse of the solver’s transform', () => {
    const out = exportedTransform({ R, t }, 'lidar', 'camera0/camera_optical_link');
    expect(out.axes).toBe('optical');
    expect([out.pose.x, out.pose.y, out.pose.z].map((v) => +v.toFixed(9))).toEqual(cameraAt);
    out.description.R.forEach((value, k) => expect(value).toBeCloseTo(OPTICAL_IN_LIDAR[k]!, 9));
    // rpy of the optical frame in a body frame: (−90°, 0, −90°).
    expect(out.pose.roll).toBeCloseTo(-Math.PI / 2, 9);
    expect(out.pose.yaw).toBeCloseTo(-Math.PI / 2, 9);
    expect(out.words).toMatch(/p_lidar = R · p_camera0\/camera_optical_link \+ t/);
    expect(out.description.parent).toBe('lidar');
  });

  it('turns the axes for a camera_link child: a camera looking ahead has no rotation', () => {
    const out = exportedTransform({ R, t }, 'lidar', 'camera0/camera_link');
    expect(out.axes).toBe('link');
    expect(out.pose.x).toBeCloseTo(1.5, 9);
    for (const angle of [out.pose.roll, out.pose.pitch, out.pose.yaw])
      expect(angle).toBeCloseTo(0, 9);
    // And a yawed camera reads as that yaw.
    const yawed = fromRpy(0, 0, 0.3);
    const Ryaw = [0, -1, 0, 0, 0, -1, 1, 0, 0].map((_, k) => {
      // R_solver = (R_link_in_lidar · OPTICAL→LINK)ᵀ for a camera_link yawed by 0.3.
      const opticalInLidar = [0, 1, 2].flatMap((r) =>
        [0, 1, 2].map((c) =>
          [0, 1, 2].reduce((s, i) => s + yawed[r * 3 + i]! * OPTICAL_IN_LIDAR[i * 3 + c]!, 0),
        ),
      );
      return opticalInLidar[(k % 3) * 3 + Math.floor(k / 3)]!;
    });
    const turned = exportedTransform({ R: Ryaw, t: [0, 0, 0] }, 'base_link', 'cam/camera_link');
    expect(turned.pose.yaw).toBeCloseTo(0.3, 9);
  });

  it('gives the pose the server’s sensor-kit download writes, for either child', () => {
    const result = { R, t, rpy: rpyOf(R), quaternion: quaternionOf(R), reprojection_rms: 0.1 };
    for (const child of [
      'camera0/camera_optical_link',
      'camera0/camera_link',
      'front_camera_link',
    ]) {
      const page = exportedTransform({ R, t }, 'base_link', child).pose;
      const saved = childPose({
        kind: 'lidar_camera',
        result,
        frames: { parent: 'base_link', child },
      });
      for (const key of ['x', 'y', 'z', 'roll', 'pitch', 'yaw'] as const) {
        expect(page[key], `${child} ${key}`).toBeCloseTo(saved[key], 12);
      }
    }
  });

  it('reads the child’s axes from its name', () => {
    expect(childAxesOf('camera0/camera_link')).toBe('link');
    expect(childAxesOf('camera_link')).toBe('link');
    expect(childAxesOf('camera0/camera_optical_link')).toBe('optical');
    expect(childAxesOf('front_cam')).toBe('optical');
  });
});
