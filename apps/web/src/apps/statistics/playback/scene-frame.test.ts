import { describe, expect, it } from 'vitest';
import type { PoseView } from './protocol';
import { addPose, boxesInView, frameAxes, toEgo, trailOf } from './scene-frame';

const pose = (x: number, y: number, yaw = 0): PoseView => ({
  kind: 'pose',
  frameId: 'map',
  x,
  y,
  z: 0,
  yaw,
});
const close = (actual: ArrayLike<number>, expected: number[]) =>
  expected.forEach((value, i) => expect(actual[i]).toBeCloseTo(value, 5));

describe('the 3D panel in the ego frame', () => {
  it('moves world points by the current pose', () => {
    close(toEgo(pose(10, 5), 12, 5, 1), [2, 0, 1]);
    // Facing +y: a point further along +y is ahead (+x in the ego frame).
    close(toEgo(pose(0, 0, Math.PI / 2), 0, 3, 0), [3, 0, 0]);
  });

  it('draws the trail of poses up to the time, behind the ego', () => {
    let samples = addPose([], 2_000_000_000n, pose(2, 0));
    samples = addPose(samples, 0n, pose(0, 0));
    samples = addPose(samples, 1_000_000_000n, pose(1, 0));
    // The same time again: the same list.
    expect(addPose(samples, 1_000_000_000n, pose(9, 9))).toBe(samples);
    expect(samples.map((each) => each.timeNs)).toEqual([0n, 1_000_000_000n, 2_000_000_000n]);
    const trail = trailOf(samples, 1_000_000_000n, pose(1, 0));
    close(trail, [-1, 0, 0, 0, 0, 0]);
    expect(trail).toHaveLength(6);
  });

  it("keeps the trail's last minute of a long drive, and only the current pose's frame", () => {
    // 1,000 s at 10 Hz along +x, 1 m a sample; one sample in another frame.
    const samples = Array.from({ length: 10_000 }, (_, i) => ({
      timeNs: BigInt(i) * 100_000_000n,
      pose: { ...pose(i, 0), frameId: i === 4_990 ? 'odom' : 'map' },
    }));
    const at = 500_000_000_000n;
    const trail = trailOf(samples, at, pose(5_000, 0));
    // 440.0 s to 500.0 s inclusive: 601 samples, less the one in another frame.
    expect(trail).toHaveLength(600 * 3);
    close(trail.slice(0, 3), [-600, 0, 0]);
    close(trail.slice(-3), [0, 0, 0]);
    // Before the first sample: nothing.
    expect(trailOf(samples, -1n, pose(0, 0))).toHaveLength(0);
  });

  it('moves boxes of the world frame, and leaves those of the vehicle', () => {
    const box = { x: 15, y: 0, z: 0, l: 4, w: 2, h: 1.5, yaw: 0.5, color: '#fff' };
    const inMap = boxesInView({ kind: 'objects', frameId: 'map', boxes: [box] }, pose(10, 0, 0.5));
    close([inMap[0]!.x, inMap[0]!.y, inMap[0]!.yaw], [5 * Math.cos(0.5), -5 * Math.sin(0.5), 0]);
    const inBase = boxesInView(
      { kind: 'objects', frameId: 'base_link', boxes: [box] },
      pose(10, 0),
    );
    expect(inBase[0]).toBe(box);
    expect(boxesInView(null, null)).toEqual([]);
  });

  it("draws a pose's TF frames as axes", () => {
    const withFrames: PoseView = {
      ...pose(10, 0),
      frames: [
        { parent: 'map', child: 'base_link', x: 10, y: 0, z: 0, yaw: 0 },
        { parent: 'base_link', child: 'lidar', x: 1, y: 0, z: 1.8, yaw: 0 },
      ],
    };
    const axes = frameAxes(withFrames);
    close([axes[0]!.x, axes[0]!.y, axes[0]!.z], [0, 0, 0]);
    close([axes[1]!.x, axes[1]!.y, axes[1]!.z], [1, 0, 1.8]);
    expect(frameAxes(pose(0, 0))).toEqual([]);
  });
});
