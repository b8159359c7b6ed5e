import { describe, expect, it } from 'vitest';
import { worstFrames } from './worst-frames';

describe('worstFrames', () => {
  it('puts the most FP + FN first, keeps the given order among equals, and cuts at the limit', () => {
    const frames = [
      { sample: 'a', tp: 5, fp: 1, fn: 0 }, // 1
      { sample: 'b', tp: 0, fp: 2, fn: 1 }, // 3
      { sample: 'c', tp: 1, fp: 0, fn: 1 }, // 1
      { sample: 'd', tp: 0, fp: 0, fn: 3 }, // 3
    ];
    expect(worstFrames(frames, 3).map((f) => f.sample)).toEqual(['b', 'd', 'a']);
  });
});
