import { TELEOP } from '@ads/contract';
import { describe, expect, it } from 'vitest';
import { createControlLock, type Operator } from './control-lock';

const kim: Operator = { user_id: 1, name: 'Kim', admin: false, sid: 'kim-tab-1' };
const kimOtherTab: Operator = { ...kim, sid: 'kim-tab-2' };
const lee: Operator = { user_id: 2, name: 'Lee', admin: false, sid: 'lee-tab' };
const admin: Operator = { user_id: 3, name: 'Admin Park', admin: true, sid: 'admin-tab' };

function lock() {
  let time = 1_000;
  const control = createControlLock(() => time);
  return { control, advance: (ms: number) => (time += ms) };
}

describe('the control lock', () => {
  it('is granted when free and renewed by the same connection', () => {
    const { control, advance } = lock();
    expect(control.holder()).toBeNull();
    expect(control.take(kim)).toEqual({
      kind: 'granted',
      holder: { user_id: 1, name: 'Kim', sid: 'kim-tab-1', since: 1_000 },
    });
    advance(3_000);
    expect(control.take(kim).kind).toBe('renewed');
    expect(control.holder()).toMatchObject({ sid: 'kim-tab-1', since: 1_000 });
  });

  it('refuses everyone else, naming the holder, and the holder’s other tabs', () => {
    const { control } = lock();
    control.take(kim);
    expect(control.take(lee)).toEqual({
      kind: 'refused',
      reason: 'Kim has control of this vehicle.',
    });
    expect(control.take(kimOtherTab)).toEqual({
      kind: 'refused',
      reason: 'You have control of this vehicle in another window.',
    });
    expect(control.isHolder('kim-tab-1')).toBe(true);
    expect(control.isHolder('kim-tab-2')).toBe(false);
  });

  it('is taken over by an admin', () => {
    const { control } = lock();
    control.take(kim);
    const outcome = control.take(admin);
    expect(outcome).toMatchObject({
      kind: 'takeover',
      holder: { user_id: 3, sid: 'admin-tab' },
      from: { user_id: 1, sid: 'kim-tab-1' },
    });
    expect(control.take(kim)).toEqual({
      kind: 'refused',
      reason: 'Admin Park has control of this vehicle.',
    });
  });

  it('goes idle when its holder says nothing for the idle time; anything it says keeps it', () => {
    const { control, advance } = lock();
    control.take(kim);
    advance(TELEOP.lockIdleMs - 1);
    control.seen('lee-tab');
    expect(control.idle()).toBeNull();
    control.seen('kim-tab-1');
    advance(TELEOP.lockIdleMs - 1);
    expect(control.idle()).toBeNull();
    advance(1);
    expect(control.idle()).toMatchObject({ sid: 'kim-tab-1' });
    expect(control.clear()).toMatchObject({ sid: 'kim-tab-1' });
    expect(control.holder()).toBeNull();
    expect(control.clear()).toBeNull();
  });
});
