import type { VehicleEvent } from '@ads/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { eventText, isBadEvent, mergeEvents } from './event-text';

const event = (
  kind: VehicleEvent['kind'],
  detail: Record<string, unknown>,
  at = 1,
): VehicleEvent => ({
  kind,
  at,
  user_id: 1,
  user_name: 'Ana',
  detail,
});

// The app's strings load with its page; these tests use them without it.
await i18n.loadNamespaces('monitoring');

describe('the events list', () => {
  it('says what happened in a line', () => {
    expect(eventText(event('mode', { from: 'STOP', to: 'AUTO', result: 'accepted' }))).toBe(
      'Mode STOP → AUTO accepted',
    );
    expect(
      eventText(
        event('mode', { from: 'AUTO', to: 'REMOTE', result: 'refused', reason: 'No lock.' }),
      ),
    ).toBe('Mode AUTO → REMOTE refused: No lock.');
    expect(eventText(event('control', { action: 'takeover' }))).toBe('Control taken over');
    expect(eventText(event('estop', { action: 'engage' }))).toBe('Emergency stop engaged');
    expect(eventText(event('teleop', { action: 'end', commands: 120, duration_ms: 6_000 }))).toBe(
      'Tele-op ended (120 commands, 6.0 s)',
    );
    // Letting go of the deadman is how one stops: an event, not a fault (issue 30).
    const released = event('teleop', {
      action: 'end',
      commands: 40,
      duration_ms: 2_000,
      reason: 'release',
    });
    expect(eventText(released)).toBe('Deadman released: stopped (40 commands, 2.0 s)');
    expect(isBadEvent(released)).toBe(false);
    expect(eventText(event('teleop', { action: 'end', reason: 'watchdog' }))).toBe(
      'Tele-op ended: watchdog',
    );
    expect(eventText(event('fault', { action: 'raised', code: 'GNSS', message: 'No fix' }))).toBe(
      'Fault GNSS raised: No fix',
    );
    // The HMI's commands, audited as mode events.
    expect(eventText(event('mode', { command: 'change_route', result: 'accepted' }))).toBe(
      'Goal change accepted',
    );
    expect(
      eventText(
        event('mode', {
          command: 'clear_route',
          result: 'refused',
          reason: 'In use.',
          code: 50000,
        }),
      ),
    ).toBe('Route clearing refused: In use.');
    // The vehicle's settings (its operator-heartbeat timeout, confirmed by an operator).
    expect(
      eventText(
        event('control', { action: 'settings', operator_timeout_ms: 400, result: 'accepted' }),
      ),
    ).toBe('Operator timeout 400 ms');
    const refused = event('control', {
      action: 'settings',
      operator_timeout_ms: 100,
      result: 'refused',
      reason: 'Too short.',
    });
    expect(eventText(refused)).toBe('Operator timeout 100 ms refused: Too short.');
    expect(isBadEvent(refused)).toBe(true);
    expect(eventText(event('control', { action: 'settings', operator_timeout_ms: null }))).toBe(
      'Operator timeout unconfirmed',
    );
    // A detail that is not what it should be still reads as something.
    expect(eventText(event('control', { action: 42 }))).toBe('Control changed');
  });

  it('marks what went wrong', () => {
    expect(isBadEvent(event('estop', { action: 'engage' }))).toBe(true);
    expect(isBadEvent(event('estop', { action: 'release' }))).toBe(false);
    expect(isBadEvent(event('mode', { result: 'fell back' }))).toBe(true);
    expect(isBadEvent(event('mode', { result: 'completed' }))).toBe(false);
    expect(isBadEvent(event('fault', { action: 'cleared' }))).toBe(false);
  });

  it('merges stored and live events newest first, without the live ones stored since', () => {
    const stored = [
      { ...event('estop', { action: 'engage' }, 30), id: 3, pc_id: 1 },
      { ...event('mode', { to: 'STOP' }, 10), id: 1, pc_id: 1 },
    ];
    const live = [
      event('control', { action: 'take' }, 40),
      event('estop', { action: 'engage' }, 30),
    ];
    expect(mergeEvents(stored, live).map((item) => item.at)).toEqual([40, 30, 10]);
  });
});
