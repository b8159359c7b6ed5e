import { describe, expect, it } from 'vitest';
import { boardInView } from './render/render-board';
import { SAMPLE_CAMERA } from './render/sample-camera';
import { apply3, fromRpy, matMul3, rodrigues, rodriguesVector } from './rotation';
import { CHESSBOARD_SAMPLE, chessboardSamplePoses } from './samples/intrinsic-samples';
import { similarViewGroups, turnBetween, viewPoses, type PoseView } from './similar-views';
import type { Vec3 } from './types';
import { viewWarnings } from './view-quality';

// Issue 30: views alike are judged by the board's pose (turn, tilt, distance, place), found
// from each view's corners; here the corners are the true ones of known poses.

const board = CHESSBOARD_SAMPLE.board;
const size = { width: 1280, height: 720 };
const DEG = Math.PI / 180;
type Pose = { rvec: Vec3; tvec: Vec3 };
const poses = chessboardSamplePoses();
const cornersOf = (pose: Pose) => boardInView(SAMPLE_CAMERA, board, pose).corners;
const sampleViews: PoseView[] = poses.map((pose, i) => ({
  file: `chessboard-${String(i + 1).padStart(2, '0')}.png`,
  corners: cornersOf(pose),
}));

/** `pose` turned by roll/pitch/yaw (degrees, the board's own axes) about the board's centre. */
function turned(pose: Pose, rpyDeg: Vec3, scale = 1): Pose {
  const centre: Vec3 = [
    ((board.cols - 1) / 2) * board.square,
    ((board.rows - 1) / 2) * board.square,
    0,
  ];
  const R = rodrigues(pose.rvec);
  const R2 = matMul3(R, fromRpy(rpyDeg[0] * DEG, rpyDeg[1] * DEG, rpyDeg[2] * DEG));
  const c = apply3(R, centre);
  const world: Vec3 = [c[0] + pose.tvec[0], c[1] + pose.tvec[1], c[2] + pose.tvec[2]];
  const c2 = apply3(R2, centre);
  return {
    rvec: rodriguesVector(R2),
    tvec: [world[0] * scale - c2[0], world[1] * scale - c2[1], world[2] * scale - c2[2]],
  };
}

describe('viewPoses', () => {
  it('finds each board pose from its corners, exactly with the camera', () => {
    const found = viewPoses(sampleViews, board, size, SAMPLE_CAMERA);
    found.forEach((pose, i) => {
      const truth = rodrigues(poses[i]!.rvec);
      // undistortNormalized stops after OpenCV's 5 steps: a few thousandths of a degree.
      expect(turnBetween(pose!, { ...pose!, R: truth })).toBeLessThan(0.05);
      pose!.t.forEach((value, k) =>
        expect(Math.abs(value - poses[i]!.tvec[k]!)).toBeLessThan(1e-3),
      );
    });
  });

  it('estimates them without the camera: within 2° and 5 % for a lens without distortion', () => {
    const pinhole = { ...SAMPLE_CAMERA, D: [0, 0, 0, 0, 0] };
    const views = poses.map((pose) => ({ corners: boardInView(pinhole, board, pose).corners }));
    viewPoses(views, board, size).forEach((pose, i) => {
      const truth = rodrigues(poses[i]!.rvec);
      expect(turnBetween(pose!, { ...pose!, R: truth })).toBeLessThan(2);
      const distance = Math.hypot(...poses[i]!.tvec);
      expect(Math.abs(Math.hypot(...pose!.t) / distance - 1)).toBeLessThan(0.05);
    });
  });

  it('reads the tilt and the far side of the board', () => {
    const square = turned(poses[8]!, [0, 0, 0]);
    const R = rodrigues(square.rvec);
    // Face the camera: undo the pose's turn, keep its centre.
    const facing = turned(square, [0, 0, 0]);
    facing.rvec = [0, 0, 0];
    const centre = apply3(R, [0.16, 0.1, 0]);
    facing.tvec = [
      square.tvec[0] + centre[0] - 0.16,
      square.tvec[1] + centre[1] - 0.1,
      square.tvec[2] + centre[2],
    ];
    const leftAway = turned(facing, [0, 30, 0]);
    const [flat, left] = viewPoses(
      [{ corners: cornersOf(facing) }, { corners: cornersOf(leftAway) }],
      board,
      size,
      SAMPLE_CAMERA,
    );
    expect(flat!.tiltDeg).toBeLessThan(0.01);
    expect(flat!.awaySide).toBeNull();
    expect(left!.tiltDeg).toBeCloseTo(30, 1);
    // Turned about its y axis (down the columns) by +30°: its right edge comes near, the left
    // goes away.
    expect(left!.awaySide).toBe('left side');
  });
});

describe('similar views', () => {
  it('finds none in the sample set', () => {
    expect(similarViewGroups(sampleViews, board, size)).toEqual([]);
  });

  it('names a view repeating another’s pose, in a sentence', () => {
    const again: PoseView = {
      file: 'again.png',
      corners: cornersOf(turned(poses[2]!, [1.5, -1, 1], 1.03)),
    };
    const warnings = viewWarnings([...sampleViews, again], board, size);
    const similar = warnings.find((w) => w.code === 'similar-views')!;
    expect(similar.files).toEqual(['chessboard-03.png', 'again.png']);
    expect(similar.groups).toHaveLength(1);
    expect(similar.groups![0]!.text).toMatch(
      /^chessboard-03\.png and again\.png look alike: same tilt \([a-z-]+ (side|corner) away\) and distance, same place in the picture\.$/,
    );
    expect(similar.message).toMatch(/^2 views repeat a pose/);
    // With the camera (a calibration done), the words are the pose's own, rounded.
    const R = rodrigues(poses[2]!.rvec);
    const tilt = Math.acos(Math.abs(R[8]!)) / DEG;
    const centre = apply3(R, [0.16, 0.1, 0]).map((v, k) => v + poses[2]!.tvec[k]!);
    const [group] = similarViewGroups([sampleViews[2]!, again], board, size, SAMPLE_CAMERA);
    expect(group!.alike).toContain(`same tilt (about ${Math.round(tilt / 5) * 5}°, `);
    expect(group!.alike).toContain(
      `distance (about ${(Math.round(Math.hypot(...centre) * 20) / 20).toFixed(2)} m)`,
    );
  });

  it('judges by pose, not by place: the same spot tilted 8° further is another view', () => {
    const base = poses[8]!;
    const tilted = turned(base, [8, 0, 0]);
    const a = cornersOf(base);
    const b = cornersOf(tilted);
    // The corners move little (under 1.5 % of the diagonal on average: a place-only rule
    // would call these one view) …
    const moved = a.reduce((sum, p, k) => sum + Math.hypot(p[0] - b[k]![0], p[1] - b[k]![1]), 0);
    expect(moved / a.length).toBeLessThan(0.015 * Math.hypot(1280, 720));
    // … but the board is turned: no group.
    const views = [...sampleViews, { file: 'tilted.png', corners: b }];
    expect(similarViewGroups(views, board, size)).toEqual([]);
    // The same pose 15 % nearer, in the same direction, is another view too.
    const nearer = { file: 'nearer.png', corners: cornersOf(turned(base, [0, 0, 0], 0.85)) };
    expect(similarViewGroups([...sampleViews, nearer], board, size)).toEqual([]);
  });

  it('gathers three alike into one group', () => {
    const views = [
      ...sampleViews,
      { file: 'b.png', corners: cornersOf(turned(poses[5]!, [1, 1, 0])) },
      { file: 'c.png', corners: cornersOf(turned(poses[5]!, [-1, 0, 1], 0.98)) },
    ];
    const groups = similarViewGroups(views, board, size);
    expect(groups.map((g) => g.files)).toEqual([['chessboard-06.png', 'b.png', 'c.png']]);
    expect(groups[0]!.text).toMatch(/^chessboard-06\.png, b\.png and c\.png all look alike: /);
  });

  it('does not compare views of different parts of a board', () => {
    const all = sampleViews[0]!;
    const ids = all.corners.map((_, i) => i);
    const left = { file: 'l.png', corners: all.corners.slice(0, 20), ids: ids.slice(0, 20) };
    const right = { file: 'r.png', corners: all.corners.slice(34), ids: ids.slice(34) };
    expect(similarViewGroups([left, right], board, size, SAMPLE_CAMERA)).toEqual([]);
    expect(
      similarViewGroups([left, { ...left, file: 'l2.png' }], board, size, SAMPLE_CAMERA),
    ).toHaveLength(1);
  });
});
