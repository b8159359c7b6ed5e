import type { ExtrinsicResult } from '@ads/contract';
import type { BoardInCloud, CameraIntrinsics, ChessboardSpec } from '@ads/calibration';
import { describe, expect, it } from 'vitest';
import {
  type Shown,
  boardTarget,
  borderOf,
  cloudHint,
  cloudMarkers,
  imageBoardOf,
  imageHint,
  lidarInputsKey,
  lidarSaveBlocked,
  pairOutliers,
  pairResiduals,
  pixelMarkers,
  projectedOf,
  sizeMismatch,
  solveBlocked,
} from './lidar-rules';
import { INITIAL_LIDAR, type LidarAction, type LidarState, lidarReducer } from './lidar-state';

const run = (...actions: LidarAction[]): LidarState => actions.reduce(lidarReducer, INITIAL_LIDAR);
const camera: CameraIntrinsics = {
  model: 'plumb_bob',
  width: 640,
  height: 480,
  K: [500, 0, 320, 0, 500, 240, 0, 0, 1],
  D: [0, 0, 0, 0, 0],
};
const spec: ChessboardSpec = { kind: 'chessboard', cols: 7, rows: 5, square: 0.1 };
const identity: ExtrinsicResult = {
  R: [1, 0, 0, 0, 1, 0, 0, 0, 1],
  t: [0, 0, 0],
  rpy: [0, 0, 0],
  quaternion: [0, 0, 0, 1],
  reprojection_rms: 0.5,
  residuals: [0.1, 0.2],
} as unknown as ExtrinsicResult;
const solved = (over: Partial<Shown> = {}): Shown => ({
  origin: 'computed',
  result: identity,
  key: 'k',
  mode: 'manual',
  pairIds: ['p2', 'p3'],
  ambiguous: false,
  ...over,
});
/** Seven picked pairs in capture c1, the last waiting for its pixel. */
function picked(complete: number): LidarState {
  const actions: LidarAction[] = [];
  for (let k = 0; k < complete; k++)
    actions.push(
      { type: 'pickPoint', point: [k, 0, 5] },
      { type: 'pickPixel', pixel: [10 * k, 20] },
    );
  return run(...actions);
}

describe('lidar rules: the board target', () => {
  it('takes a border of 0 to 5 squares', () => {
    expect(borderOf('0.5')).toEqual({ value: 0.5, valid: true });
    expect(borderOf(' ').valid).toBe(false);
    expect(borderOf('6').valid).toBe(false);
    expect(boardTarget(spec, '1')).toEqual({ board: spec, border: 1 });
    expect(boardTarget(spec, '-1')).toBeNull();
    expect(boardTarget(null, '1')).toBeNull();
  });
  it('reads a detection as the image board, with a reason when not found', () => {
    expect(imageBoardOf({ found: true, corners: [[1, 2]], ids: [] })).toEqual({
      status: 'found',
      corners: [[1, 2]],
      reason: null,
    });
    expect(imageBoardOf({ found: false, corners: [], ids: [] }).reason).toBe(
      'The board was not found.',
    );
  });
});

describe('lidar rules: when Solve and Save can run', () => {
  it('solves by hand from 6 complete pairs, with a board from a view found in both', () => {
    expect(solveBlocked('manual', null, picked(6))).toBe('Give the camera’s intrinsics first.');
    expect(solveBlocked('manual', camera, picked(5))).toBe('Pick at least 6 pairs (5 now).');
    expect(solveBlocked('manual', camera, picked(6))).toBeNull();
    expect(solveBlocked('target', camera, picked(6))).toMatch(/^Find the board/);
  });
  it('keys a solve on the method, the intrinsics and the inputs that method uses', () => {
    const key = lidarInputsKey('manual', camera, picked(6));
    expect(lidarInputsKey('manual', camera, picked(7))).not.toBe(key);
    expect(lidarInputsKey('manual', { ...camera, width: 1280 }, picked(6))).not.toBe(key);
    // The target method ignores the pairs.
    expect(lidarInputsKey('target', camera, picked(6))).toBe(
      lidarInputsKey('target', camera, picked(7)),
    );
  });
  it('saves a current transform solved here, for a named camera and frames', () => {
    const ok = { sensor: 'camera0', shown: solved(), stale: false, framesValid: true };
    expect(lidarSaveBlocked(ok)).toBeNull();
    expect(lidarSaveBlocked({ ...ok, sensor: '' })).toBe('Name the camera first.');
    expect(lidarSaveBlocked({ ...ok, shown: solved({ origin: 'saved' }) })).toMatch(/^Solve first/);
    expect(lidarSaveBlocked({ ...ok, stale: true })).toMatch(/changed/);
    expect(lidarSaveBlocked({ ...ok, framesValid: false })).toMatch(/frames/);
  });
  it('warns when the image is not of the intrinsics’ resolution', () => {
    const image = { source: new Blob(), name: 'a.png', url: 'blob:a', width: 640, height: 480 };
    expect(sizeMismatch(camera, image)).toBeNull();
    expect(sizeMismatch(camera, { ...image, width: 1280 })).toMatch(/^The image is 1280×480/);
    expect(sizeMismatch(null, image)).toBeNull();
  });
});

describe('lidar rules: markers and hints', () => {
  it('gives each pair of a manual solve its residual, in the solver’s order', () => {
    expect([...pairResiduals(solved())]).toEqual([
      ['p2', 0.1],
      ['p3', 0.2],
    ]);
    expect(pairResiduals(solved({ mode: 'target' })).size).toBe(0);
  });
  it('names the pairs a manual solve left out as outliers, by id', () => {
    const result = { ...identity, outliers: [1] } as ExtrinsicResult;
    expect([...pairOutliers(solved({ result }))]).toEqual(['p3']);
    expect([...pairOutliers(solved())]).toEqual([]);
    expect([...pairOutliers(solved({ result, mode: 'target' }))]).toEqual([]);
    expect([...pairOutliers(null)]).toEqual([]);
  });

  it('projects a point in front of the camera, none behind it', () => {
    expect(projectedOf(solved(), camera, [0, 0, 5])).toEqual([320, 240]);
    expect(projectedOf(solved(), camera, [0, 0, -5])).toBeUndefined();
    expect(projectedOf(null, camera, [0, 0, 5])).toBeUndefined();
  });
  it('marks picked pixels (with their projection once solved) and points by hand', () => {
    const state = lidarReducer(picked(2), { type: 'pickPoint', point: [9, 9, 9] });
    const capture = state.captures[0]!;
    // Only p2 was in the solve: p3 has no residual, so no projection.
    const residuals = pairResiduals(solved({ pairIds: ['p2'] }));
    const pixels = pixelMarkers('manual', state, capture, residuals, () => [1, 1]);
    expect(pixels.map((m) => [m.label, m.projected])).toEqual([
      ['1', [1, 1]],
      ['2', undefined],
    ]);
    expect(pixelMarkers('target', state, capture, residuals, () => [1, 1])).toEqual([]);
    expect(cloudMarkers('manual', state.pairs, capture).map((m) => m.color)).toEqual([
      '#FF4081',
      '#FF4081',
      '#FFEB3B',
    ]);
  });
  it('waits for every capture’s board search before a target solve', () => {
    const inCloud = { candidates: [[[0, 0, 1]]] } as unknown as BoardInCloud;
    const cloudBoard = (capture: string, status: 'finding' | 'found'): LidarAction => ({
      type: 'cloudBoard',
      capture,
      board: { seed: [0, 0, 1], status, board: status === 'found' ? inCloud : null, reason: null },
    });
    const imageBoard = (capture: string, status: 'detecting' | 'found'): LidarAction => ({
      type: 'imageBoard',
      capture,
      board: { status, corners: status === 'found' ? [[1, 2]] : [], reason: null },
    });
    const first = run(imageBoard('c1', 'found'), cloudBoard('c1', 'found'), { type: 'addCapture' });
    const second = first.captures[1]!.id;
    expect(solveBlocked('target', camera, first)).toBeNull();
    // The second capture's image board is still being detected, then its cloud board sought:
    // a solve now would leave it out and be stale the moment it is found.
    const detecting = lidarReducer(first, imageBoard(second, 'detecting'));
    expect(solveBlocked('target', camera, detecting)).toBe('Finding the board in 1 capture(s)…');
    const finding = run(
      imageBoard('c1', 'found'),
      cloudBoard('c1', 'found'),
      { type: 'addCapture' },
      imageBoard(second, 'found'),
      cloudBoard(second, 'finding'),
    );
    expect(solveBlocked('target', camera, finding)).toBe('Finding the board in 1 capture(s)…');
    const both = lidarReducer(finding, cloudBoard(second, 'found'));
    expect(solveBlocked('target', camera, both)).toBeNull();
  });
  it('marks the clicked seed and the board’s corners found in the cloud', () => {
    const board = { candidates: [[[0, 0, 1] as const, [1, 0, 1] as const]] };
    const state = run({
      type: 'cloudBoard',
      capture: 'c1',
      board: {
        seed: [0, 0, 1],
        status: 'found',
        board: board as unknown as BoardInCloud,
        reason: null,
      },
    });
    expect(cloudMarkers('target', [], state.captures[0]!).map((m) => m.id)).toEqual([
      'seed',
      'corner0',
      'corner1',
    ]);
  });
  it('says what to click', () => {
    const waiting = lidarReducer(picked(1), { type: 'pickPoint', point: [1, 1, 1] });
    expect(imageHint('manual', waiting, waiting.pairs[1]!)).toBe(
      'Click where point 2 is in the image.',
    );
    expect(imageHint('manual', waiting, null)).toMatch(/^Click a point in the 3D view first/);
    expect(imageHint('target', waiting, null)).toMatch(/found in the image by themselves/);
    expect(cloudHint('manual')).toBe('click a point to pair it');
  });
});
