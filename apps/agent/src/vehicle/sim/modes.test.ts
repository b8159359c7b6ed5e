import { TELEOP } from '@ads/contract';
import { describe, expect, it } from 'vitest';
import type { VehicleSideEvent } from '../adapter';
import { createModeMachine, type ModeFacts, modeAvailability } from './modes';

const fine: ModeFacts = {
  mrm: 'NORMAL',
  energy: 80,
  routeDistance: 0.2,
  routeHeading: 0.05,
  speed: 0,
  studioLinkUp: true,
  routeSet: true,
  localized: true,
};

function machine() {
  let time = 1_000_000;
  const events: VehicleSideEvent[] = [];
  const modes = createModeMachine(
    () => time,
    (event) => events.push(event),
  );
  return { modes, events, advance: (ms: number) => (time += ms), now: () => time };
}

describe('mode availability', () => {
  it('has every mode available on the route, at rest, with energy and the studio link', () => {
    expect(modeAvailability(fine)).toEqual({
      available: { STOP: true, AUTO: true, REMOTE: true, MANUAL: true },
      unavailable: {},
    });
  });

  it('gives the reason of each mode that is not available', () => {
    const far = modeAvailability({ ...fine, routeDistance: 23.4 });
    expect(far.unavailable).toEqual({
      AUTO: 'The vehicle is 23 m from the route: AUTO needs it within 5 m.',
    });
    expect(modeAvailability({ ...fine, routeHeading: Math.PI / 2 }).unavailable.AUTO).toBe(
      'The vehicle faces 90° away from the route: AUTO needs it within 45°.',
    );
    expect(modeAvailability({ ...fine, energy: 9.7 }).unavailable).toEqual({
      AUTO: 'Energy is at 9 %: AUTO needs at least 10 %.',
    });
    expect(modeAvailability({ ...fine, energy: 0 }).unavailable).toEqual({
      AUTO: 'The battery is empty.',
      REMOTE: 'The battery is empty.',
    });
    expect(modeAvailability({ ...fine, studioLinkUp: false }).unavailable).toEqual({
      REMOTE: 'The studio link is down: REMOTE needs it.',
    });
    expect(modeAvailability({ ...fine, speed: 3 }).unavailable).toEqual({
      MANUAL: 'The vehicle is moving: MANUAL needs it to stand still.',
    });
  });

  it('needs a route and a localised vehicle for AUTO (the route first, no distance without one)', () => {
    expect(
      modeAvailability({ ...fine, routeSet: false, routeDistance: Infinity }).unavailable,
    ).toEqual({ AUTO: 'No route is set: set a goal first.' });
    expect(modeAvailability({ ...fine, localized: false }).unavailable).toEqual({
      AUTO: 'The vehicle is not localised: set its initial pose.',
    });
    expect(modeAvailability({ ...fine, routeSet: false, localized: false }).unavailable.AUTO).toBe(
      'No route is set: set a goal first.',
    );
  });

  it('leaves only STOP during an emergency stop', () => {
    const operating = modeAvailability({ ...fine, mrm: 'OPERATING', speed: 5 });
    expect(operating.available).toEqual({ STOP: true, AUTO: false, REMOTE: false, MANUAL: false });
    expect(operating.unavailable.REMOTE).toBe('The vehicle is making an emergency stop.');
    const stopped = modeAvailability({ ...fine, mrm: 'SUCCEEDED' });
    expect(stopped.unavailable.AUTO).toBe('The e-stop is engaged: release it first.');
  });
});

describe('the mode machine', () => {
  it('starts in STOP and refuses a mode that is not available, with its reason', () => {
    const { modes } = machine();
    expect(modes.mode).toBe('STOP');
    expect(() => modes.request('AUTO', modeAvailability({ ...fine, routeDistance: 40 }))).toThrow(
      'The vehicle is 40 m from the route: AUTO needs it within 5 m.',
    );
    expect(modes.mode).toBe('STOP');
    expect(modes.transition).toBeNull();
  });

  it('enters a mode in transition, which completes once the vehicle has engaged it', () => {
    const { modes, events, now, advance } = machine();
    modes.request('AUTO', modeAvailability(fine));
    expect(modes.mode).toBe('AUTO');
    expect(modes.transition).toEqual({
      from: 'STOP',
      to: 'AUTO',
      deadline: now() + TELEOP.transitionTimeoutMs,
    });
    modes.tick(() => false, modeAvailability(fine));
    expect(modes.transition).not.toBeNull();
    advance(1200);
    modes.tick((to) => to === 'AUTO', modeAvailability(fine));
    expect(modes.transition).toBeNull();
    expect(modes.mode).toBe('AUTO');
    expect(events).toEqual([
      { kind: 'mode', detail: { from: 'STOP', to: 'AUTO', result: 'completed' } },
    ]);
  });

  it('falls back to the previous mode when not engaged within 10 s', () => {
    const { modes, events, advance } = machine();
    modes.request('AUTO', modeAvailability(fine));
    modes.tick(() => true, modeAvailability(fine));
    modes.request('REMOTE', modeAvailability(fine));
    advance(TELEOP.transitionTimeoutMs - 1);
    modes.tick(() => false, modeAvailability(fine));
    expect(modes.mode).toBe('REMOTE');
    advance(1);
    modes.tick(() => false, modeAvailability(fine));
    expect(modes.mode).toBe('AUTO');
    expect(modes.transition).toBeNull();
    expect(events.at(-1)).toEqual({
      kind: 'mode',
      detail: {
        from: 'AUTO',
        to: 'REMOTE',
        result: 'fell back',
        reason: 'REMOTE was not engaged within 10 s',
      },
    });
  });

  it('falls back to STOP when the previous mode is no longer available', () => {
    const { modes, events, advance } = machine();
    modes.request('AUTO', modeAvailability(fine));
    modes.tick(() => true, modeAvailability(fine));
    modes.request('REMOTE', modeAvailability(fine));
    advance(TELEOP.transitionTimeoutMs);
    modes.tick(() => false, modeAvailability({ ...fine, energy: 5 }));
    expect(modes.mode).toBe('STOP');
    expect(events.at(-1)?.detail).toMatchObject({ result: 'fell back', reason: /not available/ });
  });

  it('allows STOP at any time, also during a transition, and one transition at a time', () => {
    const { modes, events } = machine();
    modes.request('REMOTE', modeAvailability(fine));
    expect(() => modes.request('AUTO', modeAvailability(fine))).toThrow(
      'A change to REMOTE is under way: wait for it, or press STOP.',
    );
    // Asking again for the mode under way is no error.
    modes.request('REMOTE', modeAvailability(fine));
    modes.request('STOP', modeAvailability({ ...fine, mrm: 'OPERATING' }));
    expect(modes.mode).toBe('STOP');
    expect(modes.transition).toBeNull();
    expect(events).toEqual([
      {
        kind: 'mode',
        detail: {
          from: 'STOP',
          to: 'REMOTE',
          result: 'fell back',
          reason: 'replaced by a change to STOP',
        },
      },
    ]);
  });

  it('records a change the vehicle makes by itself', () => {
    const { modes, events } = machine();
    modes.request('AUTO', modeAvailability(fine));
    modes.tick(() => true, modeAvailability(fine));
    modes.force('STOP', 'emergency stop');
    expect(modes.mode).toBe('STOP');
    expect(events.at(-1)).toEqual({
      kind: 'mode',
      detail: { from: 'AUTO', to: 'STOP', result: 'completed', reason: 'emergency stop' },
    });
  });
});
