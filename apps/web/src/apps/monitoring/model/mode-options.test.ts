import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { modeOptions, transitionLeftMs } from './mode-options';
import { stateOf } from './test-vehicles';

const byMode = (options: ReturnType<typeof modeOptions>) =>
  Object.fromEntries(options.map((option) => [option.mode, option]));

// The app's strings load with its page; these tests use them without it.
await i18n.loadNamespaces('monitoring');

describe('the mode buttons', () => {
  it('offers every available mode to the lock holder, the current one pressed', () => {
    const options = byMode(
      modeOptions({
        state: stateOf({ mode: 'AUTO' }),
        mayCommand: true,
        holdsLock: true,
        live: true,
      }),
    );
    expect(Object.keys(options)).toEqual(['AUTO', 'REMOTE', 'MANUAL', 'STOP']);
    for (const option of Object.values(options)) expect(option.disabled).toBe(false);
    expect(options.AUTO!.current).toBe(true);
    expect(options.STOP!.current).toBe(false);
  });

  it("greys an unavailable mode with the vehicle's reason, or a sentence of its own", () => {
    const state = stateOf({
      is_autonomous_mode_available: false,
      is_local_mode_available: false,
      unavailable: { AUTO: 'No route is set.' },
    });
    const options = byMode(modeOptions({ state, mayCommand: true, holdsLock: true, live: true }));
    expect(options.AUTO).toMatchObject({ disabled: true, reason: 'No route is set.' });
    expect(options.MANUAL).toMatchObject({
      disabled: true,
      reason: 'MANUAL is not available now.',
    });
    expect(options.REMOTE!.disabled).toBe(false);
  });

  it('needs the control lock for every mode but STOP, which is always allowed', () => {
    const state = stateOf({
      mode: 'AUTO',
      is_in_transition: true,
      transition: { from: 'AUTO', to: 'REMOTE', deadline: 9_000 },
    });
    const options = byMode(modeOptions({ state, mayCommand: true, holdsLock: false, live: true }));
    expect(options.REMOTE).toMatchObject({ disabled: true, current: true });
    expect(options.REMOTE!.reason).toMatch(/Take control/);
    expect(options.STOP).toMatchObject({ disabled: false, reason: null });
    // STOP even when the vehicle is not heard from.
    const offline = byMode(
      modeOptions({ state: null, mayCommand: true, holdsLock: false, live: false }),
    );
    expect(offline.STOP!.disabled).toBe(false);
    expect(offline.AUTO!.reason).toBe('The vehicle is not connected.');
  });

  it('refuses everything to someone who may not command the vehicle', () => {
    const options = modeOptions({
      state: stateOf(),
      mayCommand: false,
      holdsLock: false,
      live: true,
    });
    expect(options.every((option) => option.disabled && option.reason)).toBe(true);
  });
});

describe('the transition countdown', () => {
  it("measures on the vehicle's clock, then on this browser's since the state arrived", () => {
    // The vehicle's clock runs an hour ahead of this browser's: it does not matter.
    const state = stateOf({
      stamp: 3_600_000 + 2_000,
      transition: { from: 'STOP', to: 'AUTO', deadline: 3_600_000 + 10_000 },
    });
    expect(transitionLeftMs(state, 50_000, 50_000)).toBe(8_000);
    expect(transitionLeftMs(state, 50_000, 53_000)).toBe(5_000);
    // A clock that last ticked before the state arrived gains no time.
    expect(transitionLeftMs(state, 50_000, 49_800)).toBe(8_000);
    expect(transitionLeftMs(state, 50_000, 70_000)).toBe(0);
    expect(transitionLeftMs(stateOf(), 50_000, 50_000)).toBeNull();
  });
});
