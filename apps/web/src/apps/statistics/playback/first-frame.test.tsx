import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_FRAME_WAIT_MS, useAfterFirstFrame } from './first-frame';

// The heavy panels (map, plot) start after the first frame the page waits on: the 3D panel's
// first cloud drawn when the first answer brought one, else the answer itself.
describe('useAfterFirstFrame', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
  });
  afterEach(() => vi.useRealTimers());

  const frames = (n: number) => {
    for (let i = 0; i < n; i++) act(() => void vi.advanceTimersToNextFrame());
  };

  it('starts them two frames after an answer with no cloud to draw', () => {
    const { result, rerender } = renderHook(({ answered }) => useAfterFirstFrame(answered, false), {
      initialProps: { answered: false },
    });
    frames(3);
    expect(result.current.ready).toBe(false);
    rerender({ answered: true });
    frames(1);
    expect(result.current.ready).toBe(false);
    frames(1);
    expect(result.current.ready).toBe(true);
  });

  it('waits for the first cloud drawn when the answer brought one', () => {
    const { result } = renderHook(() => useAfterFirstFrame(true, true));
    frames(5);
    expect(result.current.ready).toBe(false);
    act(() => result.current.onCloudDrawn());
    frames(2);
    expect(result.current.ready).toBe(true);
  });

  it('starts them anyway after a while (a cloud never drawn, no answer)', () => {
    const { result } = renderHook(() => useAfterFirstFrame(false, true));
    act(() => void vi.advanceTimersByTime(FIRST_FRAME_WAIT_MS - 1));
    expect(result.current.ready).toBe(false);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.ready).toBe(true);
  });
});
