import { describe, expect, it } from 'vitest';
import { resultState, savedBy } from './result-state';

describe('resultState: what a result section says of its result', () => {
  it('is solving while the worker works, whatever is shown', () => {
    expect(resultState({ busy: true, shown: true, saved: true, stale: true })).toBe('solving');
  });
  it('is none without a result, saved for an opened one, else stale or current', () => {
    expect(resultState({ busy: false, shown: false, saved: false, stale: false })).toBe('none');
    expect(resultState({ busy: false, shown: true, saved: true, stale: true })).toBe('saved');
    expect(resultState({ busy: false, shown: true, saved: false, stale: true })).toBe('stale');
    expect(resultState({ busy: false, shown: true, saved: false, stale: false })).toBe('current');
  });
});

describe('savedBy', () => {
  const at = '2024-05-01T10:00:00Z';
  it('names who saved it, or someone, and quotes a note', () => {
    expect(savedBy({ created_at: at, created_by: { name: 'Ann' } as never, note: 'lab' })).toMatch(
      /^Saved \d{4}-\d\d-\d\d \d\d:\d\d:\d\d by Ann \(“lab”\)$/,
    );
    expect(savedBy({ created_at: at, created_by: null, note: '' })).toMatch(/ by someone$/);
  });
});
