import type { BoardInCloud, Vec3 } from '@ads/calibration';
import { describe, expect, it } from 'vitest';
import {
  INITIAL_LIDAR,
  type LidarAction,
  type LidarState,
  completePairs,
  currentCapture,
  lidarReducer,
  pendingPair,
  targetViews,
} from './lidar-state';

const run = (...actions: LidarAction[]): LidarState => actions.reduce(lidarReducer, INITIAL_LIDAR);
const image = (name: string) => ({
  source: new Blob([name]),
  name,
  url: `blob:${name}`,
  width: 640,
  height: 480,
});
const cloud = (name: string) => ({
  key: name,
  name,
  positions: new Float32Array(3),
  intensity: null,
  count: 1,
});

describe('lidarReducer: pairs picked by hand', () => {
  it('makes a pair of a point and then its pixel, a second point replacing a waiting one', () => {
    let state = run({ type: 'pickPoint', point: [1, 2, 3] });
    expect(pendingPair(state)?.point).toEqual([1, 2, 3]);
    // A pixel without a point waiting does nothing; a point while one waits replaces it.
    state = lidarReducer(state, { type: 'pickPoint', point: [4, 5, 6] });
    expect(state.pairs).toHaveLength(1);
    state = lidarReducer(state, { type: 'pickPixel', pixel: [100, 200] });
    expect(completePairs(state)).toEqual([
      { id: 'p2', capture: 'c1', point: [4, 5, 6], pixel: [100, 200] },
    ]);
    expect(pendingPair(state)).toBeNull();
    expect(lidarReducer(state, { type: 'pickPixel', pixel: [1, 1] })).toBe(state);
  });

  it('deletes a pair and clears them all', () => {
    const points: Vec3[] = [
      [1, 0, 0],
      [2, 0, 0],
      [3, 0, 0],
    ];
    let state = points.reduce(
      (s, point, k) =>
        lidarReducer(lidarReducer(s, { type: 'pickPoint', point }), {
          type: 'pickPixel',
          pixel: [k, k],
        }),
      INITIAL_LIDAR,
    );
    expect(completePairs(state)).toHaveLength(3);
    state = lidarReducer(state, { type: 'removePair', id: state.pairs[1]!.id });
    expect(completePairs(state).map((pair) => pair.point[0])).toEqual([1, 3]);
    expect(lidarReducer(state, { type: 'clearPairs' }).pairs).toEqual([]);
  });

  it('keeps pairs to their capture: a new image unpicks their pixels, a new cloud drops them', () => {
    let state = run(
      { type: 'pickPoint', point: [1, 0, 0] },
      { type: 'pickPixel', pixel: [5, 5] },
      { type: 'addCapture' },
      { type: 'pickPoint', point: [9, 9, 9] },
    );
    const second = state.captures[1]!.id;
    expect(state.current).toBe(second);
    expect(pendingPair(state)?.capture).toBe(second);
    state = lidarReducer(state, { type: 'select', id: 'c1' });
    // c1 has no pair waiting: a pixel here does nothing.
    expect(pendingPair(state)).toBeNull();
    state = lidarReducer(state, { type: 'image', capture: 'c1', image: image('b.png') });
    expect(state.pairs.find((pair) => pair.capture === 'c1')?.pixel).toBeNull();
    state = lidarReducer(state, { type: 'cloud', capture: second, cloud: cloud('b.pcd') });
    expect(state.pairs.map((pair) => pair.capture)).toEqual(['c1']);
    state = lidarReducer(state, { type: 'removeCapture', id: 'c1' });
    expect(state.pairs).toEqual([]);
    expect(currentCapture(state).id).toBe(second);
  });
});

describe('lidarReducer: the board target', () => {
  const found = { candidates: [[[0, 0, 0]]] } as unknown as BoardInCloud;

  it('takes a capture as a view once the board is found in its image and its cloud', () => {
    let state = run(
      { type: 'image', capture: 'c1', image: image('a.png') },
      { type: 'cloud', capture: 'c1', cloud: cloud('a.pcd') },
      {
        type: 'imageBoard',
        capture: 'c1',
        board: { status: 'found', corners: [[1, 2]], reason: null },
      },
    );
    expect(targetViews(state)).toEqual([]);
    state = lidarReducer(state, {
      type: 'cloudBoard',
      capture: 'c1',
      board: { seed: [5, 0, 0], status: 'finding', board: null, reason: null },
    });
    // A later click wins over an earlier one still being answered.
    state = lidarReducer(state, {
      type: 'cloudBoard',
      capture: 'c1',
      board: { seed: [6, 0, 0], status: 'finding', board: null, reason: null },
    });
    state = lidarReducer(state, {
      type: 'cloudBoard',
      capture: 'c1',
      board: { seed: [5, 0, 0], status: 'found', board: found, reason: null },
    });
    expect(targetViews(state)).toEqual([]);
    state = lidarReducer(state, {
      type: 'cloudBoard',
      capture: 'c1',
      board: { seed: [6, 0, 0], status: 'found', board: found, reason: null },
    });
    expect(targetViews(state)).toEqual([
      { capture: 'c1', imageCorners: [[1, 2]], cloudCandidates: found.candidates },
    ]);
    // A new image forgets the corners found in the old one.
    state = lidarReducer(state, { type: 'image', capture: 'c1', image: image('b.png') });
    expect(targetViews(state)).toEqual([]);
  });
});

describe('a sample scene’s captures (issue 30)', () => {
  it('replace every capture and pair, the first current', () => {
    let state = lidarReducer(INITIAL_LIDAR, { type: 'addCapture' });
    state = lidarReducer(state, { type: 'pickPoint', point: [1, 2, 3] });
    state = lidarReducer(state, { type: 'reset', ids: ['s1-1', 's1-2', 's1-3'] });
    expect(state.captures.map((capture) => [capture.id, capture.image, capture.cloud])).toEqual([
      ['s1-1', null, null],
      ['s1-2', null, null],
      ['s1-3', null, null],
    ]);
    expect(state.current).toBe('s1-1');
    expect(state.pairs).toEqual([]);
    // Ids handed out before stay handed out: a later capture gets a new one.
    const added = lidarReducer(state, { type: 'addCapture' });
    expect(added.captures.at(-1)!.id).toBe(`c${state.made + 1}`);
  });
});
