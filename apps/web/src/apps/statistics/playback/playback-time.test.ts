import { describe, expect, it, vi } from 'vitest';
import { createPlaybackTime } from './playback-time';

describe('the playback time', () => {
  it('tells its listeners of a change, once, and not of the same time again', () => {
    const time = createPlaybackTime(5n);
    const listener = vi.fn();
    const stop = time.subscribe(listener);
    time.set(5n);
    expect(listener).not.toHaveBeenCalled();
    time.set(7n);
    expect(time.get()).toBe(7n);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    time.set(9n);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(time.get()).toBe(9n);
  });
});
