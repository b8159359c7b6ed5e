import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema';
import { type Caller, createCallerCache } from './caller-cache';

const user = (id: number) => ({ id, role: 'USER', isActive: true }) as UserRow;

/** A cache over a counted loader whose answers the test sets, on a clock the test moves. */
function setup() {
  const state = { now: 0, loads: 0, live: true };
  let gate: Promise<void> | null = null;
  const cache = createCallerCache({
    ttlMs: 1000,
    now: () => state.now,
    async load(id): Promise<Caller> {
      state.loads += 1;
      const live = state.live;
      if (gate) await gate;
      return { user: user(id), live };
    },
  });
  return {
    cache,
    state,
    /** Holds loads until the returned function is called. */
    hold() {
      let release = () => {};
      gate = new Promise((resolve) => (release = resolve));
      return () => {
        gate = null;
        release();
      };
    },
  };
}

describe('caller cache', () => {
  it('reads a caller once within the time to live, and again after it', async () => {
    const { cache, state } = setup();
    await cache.find(1, 'f1');
    await cache.find(1, 'f1');
    expect(state.loads).toBe(1);
    state.now = 1000;
    await cache.find(1, 'f1');
    expect(state.loads).toBe(2);
  });

  it('answers from memory only what it keeps, and forgets it with an ended sign-in', async () => {
    const { cache, state } = setup();
    expect(cache.findNow(1, 'f1')).toBeUndefined();
    await cache.find(1, 'f1');
    expect(cache.findNow(1, 'f1')?.caller?.user.id).toBe(1);
    cache.events.sessionEnded('f1');
    expect(cache.findNow(1, 'f1')).toBeUndefined();
    await cache.find(1, 'f1');
    state.now = 1000;
    expect(cache.findNow(1, 'f1')).toBeUndefined();
  });

  it('forgets one sign-in when it ends, and keeps the user’s other sign-ins', async () => {
    const { cache, state } = setup();
    await cache.find(1, 'f1');
    await cache.find(1, 'f2');
    cache.events.sessionEnded('f1');
    state.live = false;
    expect((await cache.find(1, 'f1'))?.live).toBe(false);
    expect((await cache.find(1, 'f2'))?.live).toBe(true);
    expect(state.loads).toBe(3);
  });

  it('forgets every sign-in of a user whose account changed, ended or was deleted', async () => {
    for (const event of ['userSessionsEnded', 'accountChanged', 'accountDeleted'] as const) {
      const { cache, state } = setup();
      await cache.find(1, 'f1');
      await cache.find(2, 'g1');
      cache.events[event](1);
      await cache.find(1, 'f1');
      await cache.find(2, 'g1');
      expect(state.loads, event).toBe(3);
    }
  });

  it('shares one read among the calls that come while it runs', async () => {
    const { cache, state, hold } = setup();
    const release = hold();
    const calls = Array.from({ length: 64 }, () => cache.find(1, 'f1'));
    release();
    await Promise.all(calls);
    expect(state.loads).toBe(1);
  });

  it('does not share a read that an event overtook with the calls after the event', async () => {
    const { cache, state, hold } = setup();
    const release = hold();
    const before = cache.find(1, 'f1');
    cache.events.sessionEnded('f1');
    state.live = false;
    const after = cache.find(1, 'f1');
    release();
    expect((await before)?.live).toBe(true);
    expect((await after)?.live).toBe(false);
    expect(state.loads).toBe(2);
  });

  it('does not keep a read that an event overtook', async () => {
    const { cache, state, hold } = setup();
    const release = hold();
    const reading = cache.find(1, 'f1'); // reads "live" before the sign-out commits…
    cache.events.sessionEnded('f1'); // …which is announced while the read is in flight.
    release();
    expect((await reading)?.live).toBe(true);
    state.live = false;
    expect((await cache.find(1, 'f1'))?.live).toBe(false);
  });
});
