import type { BoardDetection, Vec2 } from '@ads/calibration';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_VIEWS,
  type ViewsState,
  detecting,
  idRanges,
  imageSizeOf,
  usableViews,
  viewsKey,
  viewsReducer,
} from './views-state';

const added = (...names: string[]): ViewsState =>
  viewsReducer(EMPTY_VIEWS, {
    type: 'add',
    views: names.map((name) => ({ id: name, name, source: new Blob([name]), url: `blob:${name}` })),
  });

const corners: Vec2[] = [
  [10, 10],
  [20, 10],
  [10, 20],
  [20, 20],
];
const found: BoardDetection = { found: true, corners, ids: [0, 1, 2, 3] };
const missing: BoardDetection = { found: false, corners: [], ids: [], reason: 'Too dark.' };

function detected(state: ViewsState, id: string, detection = found, width = 640, height = 480) {
  return viewsReducer(state, {
    type: 'detected',
    id,
    round: state.round,
    width,
    height,
    detection,
  });
}

describe('viewsReducer', () => {
  it('adds images as detecting, then takes each detection with its size or its reason', () => {
    let state = added('a.png', 'b.png', 'c.png');
    expect(detecting(state)).toBe(3);
    state = detected(state, 'a.png');
    state = detected(state, 'b.png', missing);
    state = viewsReducer(state, {
      type: 'failed',
      id: 'c.png',
      round: state.round,
      message: 'c.png could not be read as an image.',
    });
    expect(state.views.map((v) => [v.status, v.reason])).toEqual([
      ['found', null],
      ['not-found', 'Too dark.'],
      ['failed', 'c.png could not be read as an image.'],
    ]);
    expect(imageSizeOf(state.views)).toEqual({ width: 640, height: 480 });
    expect(usableViews(state)).toEqual([{ file: 'a.png', corners, ids: [0, 1, 2, 3] }]);
    expect(detecting(state)).toBe(0);
  });

  it('refuses an image of another size than the first found, saying both sizes', () => {
    let state = detected(added('a.png', 'b.png'), 'a.png');
    state = detected(state, 'b.png', found, 1280, 960);
    expect(state.views[1]).toMatchObject({ status: 'failed', width: 1280 });
    expect(state.views[1]!.reason).toMatch(/1280×960, the others 640×480/);
    expect(usableViews(state).map((v) => v.file)).toEqual(['a.png']);
  });

  it('drops a found view from the calibration and restores it, and never a view not found', () => {
    let state = detected(detected(detected(added('a', 'b', 'c'), 'a'), 'b'), 'c', missing);
    const before = viewsKey(usableViews(state));
    state = viewsReducer(state, { type: 'toggle', id: 'b' });
    expect(state.views[1]!.dropped).toBe(true);
    expect(usableViews(state).map((v) => v.file)).toEqual(['a']);
    expect(viewsKey(usableViews(state))).not.toBe(before);
    state = viewsReducer(state, { type: 'toggle', id: 'c' });
    expect(state.views[2]!.dropped).toBe(false);
    state = viewsReducer(state, { type: 'toggle', id: 'b' });
    expect(viewsKey(usableViews(state))).toBe(before);
  });

  it('searches every view again for a new board, ignoring answers meant for the old one', () => {
    let state = detected(detected(added('a', 'b'), 'a'), 'b');
    state = viewsReducer(state, { type: 'toggle', id: 'b' });
    const old = state.round;
    state = viewsReducer(state, { type: 'redetect' });
    expect(detecting(state)).toBe(2);
    expect(state.views[1]!.dropped).toBe(true);
    // The old board's answer comes late: it does not count.
    state = viewsReducer(state, {
      type: 'detected',
      id: 'a',
      round: old,
      width: 640,
      height: 480,
      detection: found,
    });
    expect(state.views[0]!.status).toBe('detecting');
    state = detected(state, 'a', missing);
    expect(state.views[0]!.status).toBe('not-found');
  });

  it('removes a view and clears them all', () => {
    let state = detected(added('a', 'b'), 'a');
    state = viewsReducer(state, { type: 'remove', id: 'a' });
    expect(state.views.map((v) => v.id)).toEqual(['b']);
    state = viewsReducer(state, { type: 'clear' });
    expect(state.views).toEqual([]);
  });
});

describe('idRanges', () => {
  it('tells a ChArUco view’s corner ids as runs', () => {
    expect(idRanges([0, 1, 2, 3, 5, 7, 8, 9])).toBe('0–3, 5, 7–9');
    expect(idRanges([4])).toBe('4');
    expect(idRanges([])).toBe('');
  });
});
