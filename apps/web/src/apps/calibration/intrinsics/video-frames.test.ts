import { describe, expect, it } from 'vitest';
import { frameName, frameTimes } from './video-frames';

describe('frameTimes', () => {
  it('takes a frame every so many seconds from the start, short of the end', () => {
    expect(frameTimes(5, 2)).toEqual([0, 2, 4]);
    expect(frameTimes(4, 2)).toEqual([0, 2]);
    expect(frameTimes(1.5, 0.5)).toEqual([0, 0.5, 1]);
  });

  it('stops at the cap, and takes nothing from a video without a length', () => {
    expect(frameTimes(1000, 1, 10)).toHaveLength(10);
    expect(frameTimes(Number.NaN, 1)).toEqual([]);
    expect(frameTimes(10, 0)).toEqual([]);
  });
});

describe('frameName', () => {
  it('names a frame by its video and time, sorting in time order', () => {
    expect(frameName('board.mp4', 2.5)).toBe('board_002.5s.png');
    expect(frameName('board.mp4', 12)).toBe('board_012.0s.png');
    expect(frameName('.mp4', 0)).toBe('video_000.0s.png');
  });
});
