import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTimeInUrl } from './page-time';
import { createPlaybackTime } from './playback-time';

/*
 * The URL's `?t=` follows the time shown: once a second while playing, and paused only when the
 * seeks stop (each replace costs the page a router render and a same-document navigation, which
 * a seek's frame on its way should not wait behind).
 */

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(playing: boolean) {
  const time = createPlaybackTime(0n);
  const setSearch = vi.fn();
  renderHook(() => useTimeInUrl(time, playing, setSearch));
  const written = () => setSearch.mock.calls.map(([next]) => next(new URLSearchParams()).get('t'));
  return { time, setSearch, written };
}

describe('useTimeInUrl', () => {
  it('paused, a run of seeks writes the URL once, half a second after the last', () => {
    const { time, setSearch, written } = setup(false);
    for (const at of [1_000_000_000n, 2_000_000_000n, 3_000_000_000n]) {
      act(() => time.set(at));
      act(() => void vi.advanceTimersByTime(250));
    }
    expect(setSearch).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(250));
    expect(setSearch).toHaveBeenCalledTimes(1);
    expect(setSearch.mock.calls[0]![1]).toEqual({ replace: true });
    expect(written()).toEqual(['3000000000']);
  });

  it('playing, the URL follows at most once a second', () => {
    const { time, written } = setup(true);
    for (let ms = 50; ms <= 2_000; ms += 50) {
      act(() => time.set(BigInt(ms) * 1_000_000n));
      act(() => void vi.advanceTimersByTime(50));
    }
    expect(written().length).toBeGreaterThanOrEqual(1);
    expect(written().length).toBeLessThanOrEqual(2);
  });

  it('the time the page opened at is not written back', () => {
    const { setSearch } = setup(false);
    act(() => void vi.advanceTimersByTime(2_000));
    expect(setSearch).not.toHaveBeenCalled();
  });
});
