import type { FrameResult } from '@ads/contract';

/**
 * The frames to look at first, as the results keep them: most FP + FN first (ties in the
 * given order), at most `limit`.
 */
export function worstFrames(frames: readonly FrameResult[], limit = 500): FrameResult[] {
  return frames
    .map((frame, at) => ({ frame, at, errors: frame.fp + frame.fn }))
    .sort((a, b) => b.errors - a.errors || a.at - b.at)
    .slice(0, limit)
    .map(({ frame }) => frame);
}
