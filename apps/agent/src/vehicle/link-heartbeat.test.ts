import { TELEOP } from '@ads/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLinkHeartbeat } from './link-heartbeat';

const period = 1000 / TELEOP.stateHz;

describe('the link heartbeat', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('beats once a period from the start, on the clock’s timeline', () => {
    const beats: number[] = [];
    const heartbeat = createLinkHeartbeat(
      Date.now,
      () => beats.push(Date.now()),
      () => true,
    );
    heartbeat.start(Date.now());
    vi.advanceTimersByTime(period * 3);
    expect(beats).toEqual([1, 2, 3].map((n) => 1_000_000 + n * period));
    heartbeat.stop();
  });

  it('skips the slots a stall missed instead of beating them in a burst', () => {
    let clock = 1_000_000;
    const beats: number[] = [];
    const heartbeat = createLinkHeartbeat(
      () => clock,
      () => beats.push(clock),
      () => true,
    );
    heartbeat.start(clock);
    // The first slot runs five periods late (a stalled process): the next aims one period on.
    clock += period * 5;
    vi.advanceTimersByTime(period);
    expect(beats).toEqual([clock]);
    vi.advanceTimersByTime(period);
    expect(beats).toHaveLength(2);
    heartbeat.stop();
  });

  it('stops when told, and after a slot once the link is no longer alive', () => {
    let alive = true;
    let beats = 0;
    const heartbeat = createLinkHeartbeat(
      Date.now,
      () => (beats += 1),
      () => alive,
    );
    heartbeat.start(Date.now());
    vi.advanceTimersByTime(period);
    alive = false;
    vi.advanceTimersByTime(period * 5);
    expect(beats).toBe(2);
    heartbeat.start(Date.now());
    heartbeat.stop();
    vi.advanceTimersByTime(period * 5);
    expect(beats).toBe(2);
  });
});
