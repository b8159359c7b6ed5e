import type { BoardDetection, BoardSpec, IntrinsicsResult, Vec2 } from '@ads/calibration';
import { describe, expect, it } from 'vitest';
import {
  type OpenedIntrinsics,
  calibrateBlocked,
  intrinsicsSaveBlocked,
  savedIntrinsicResult,
  settingsKey,
  shownFromComputed,
  shownFromEntry,
} from './intrinsics-rules';
import { EMPTY_VIEWS, type ViewsState, viewsReducer } from './views-state';

const corners: Vec2[] = [
  [10, 10],
  [20, 10],
];
const found: BoardDetection = { found: true, corners, ids: [0, 1] };
const missing: BoardDetection = { found: false, corners: [], ids: [], reason: 'Too dark.' };
const spec: BoardSpec = { kind: 'chessboard', cols: 8, rows: 6, square: 0.04 };

/** Views a, b, c found, d not; b left out. */
function views(): ViewsState {
  let state = viewsReducer(EMPTY_VIEWS, {
    type: 'add',
    views: ['a', 'b', 'c', 'd'].map((id) => ({
      id,
      name: `${id}.png`,
      source: new Blob([id]),
      url: `blob:${id}`,
    })),
  });
  for (const id of ['a', 'b', 'c', 'd'])
    state = viewsReducer(state, {
      type: 'detected',
      id,
      round: 0,
      width: 640,
      height: 480,
      detection: id === 'd' ? missing : found,
    });
  return viewsReducer(state, { type: 'toggle', id: 'b' });
}

const result: IntrinsicsResult = {
  rms: 0.2,
  K: [500, 0, 320, 0, 500, 240, 0, 0, 1],
  D: [0.1, 0, 0, 0, 0],
  model: 'plumb_bob',
  image_size: [640, 480],
  std: null,
  views: [
    { file: 'a', found: true, rms: 0.1 },
    { file: 'c', found: true, rms: 0.3 },
  ],
} as unknown as IntrinsicsResult;

describe('intrinsics rules: what a result depends on', () => {
  it('is the views used, the board, the model and k3; nothing without a board', () => {
    const state = views();
    const key = settingsKey(state, spec, 'plumb_bob', false);
    expect(key).toBe('a|c#8x6x0.04#plumb_bob#false');
    expect(settingsKey(state, spec, 'plumb_bob', true)).not.toBe(key);
    expect(
      settingsKey(viewsReducer(state, { type: 'toggle', id: 'b' }), spec, 'plumb_bob', false),
    ).toBe('a|b|c#8x6x0.04#plumb_bob#false');
    expect(settingsKey(state, null, 'plumb_bob', false)).toBe('');
  });
});

describe('intrinsics rules: the result shown and saved', () => {
  it('shows each found view with its error, a left-out one without', () => {
    const shown = shownFromComputed(result, views().views);
    expect(shown.origin).toBe('computed');
    expect(shown.views).toEqual([
      { id: 'a', name: 'a.png', rms: 0.1, dropped: false },
      { id: 'b', name: 'b.png', rms: null, dropped: true },
      { id: 'c', name: 'c.png', rms: 0.3, dropped: false },
    ]);
  });
  it('saves every view by its file name, with why one was not used', () => {
    expect(savedIntrinsicResult(result, views().views).views).toEqual([
      { file: 'a.png', found: true, rms: 0.1 },
      { file: 'b.png', found: true, rms: null, reason: 'Left out of the calibration.' },
      { file: 'c.png', found: true, rms: 0.3 },
      { file: 'd.png', found: false, rms: null, reason: 'Too dark.' },
    ]);
  });
  it('shows an opened entry as saved, with who saved it and on which board', () => {
    const entry = {
      id: 7,
      kind: 'camera_intrinsics',
      created_at: '2024-05-01T10:00:00Z',
      created_by: null,
      note: '',
      board: spec,
      result: { ...result, views: [{ file: 'a.png', found: true, rms: 0.1 }] },
    } as unknown as OpenedIntrinsics;
    const shown = shownFromEntry(entry);
    expect(shown.origin).toBe('saved');
    expect(shown.std).toBeNull();
    expect(shown.views).toEqual([{ id: null, name: 'a.png', rms: 0.1, dropped: false }]);
    expect(shown.savedLabel).toMatch(/^Saved .* by someone, .+\.$/);
  });
});

describe('intrinsics rules: when Calibrate and Save can run', () => {
  it('calibrates with a board, the search done and 3 usable views', () => {
    expect(calibrateBlocked(null, 0, 5)).toBe('Set the board first.');
    expect(calibrateBlocked(spec, 1, 5)).toBe('Wait for the search to finish.');
    expect(calibrateBlocked(spec, 0, 2)).toBe(
      'Needs the board found in at least 3 images (2 now).',
    );
    expect(calibrateBlocked(spec, 0, 3)).toBeNull();
  });
  it('saves a current result computed here to a named sensor', () => {
    const ok = { sensor: 'camera0', computed: true, opened: false, stale: false };
    expect(intrinsicsSaveBlocked(ok)).toBeNull();
    expect(intrinsicsSaveBlocked({ ...ok, sensor: '' })).toBe('Name the sensor first.');
    expect(intrinsicsSaveBlocked({ ...ok, opened: true })).toMatch(/^Calibrate first/);
    expect(intrinsicsSaveBlocked({ ...ok, computed: false })).toMatch(/^Calibrate first/);
    expect(intrinsicsSaveBlocked({ ...ok, stale: true })).toMatch(/changed/);
  });
});
