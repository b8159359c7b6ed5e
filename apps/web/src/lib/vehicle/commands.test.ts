import type { MessageSender } from '@ads/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ANSWER_WINDOW_MS,
  command,
  isOurAnswer,
  isOwnId,
  refusalText,
  requestId,
} from './commands';
import { loadVehicleText } from './test-text';

loadVehicleText();

// The socket stands in: what matters here is which id went with which request.
const sent = vi.hoisted(() => [] as Array<{ room: string; action: string; id?: string }>);
vi.mock('../socket', () => ({
  sendTo: (room: string, action: string, _data: unknown, id?: string) => {
    sent.push({ room, action, id });
    return room !== 'offline';
  },
  onRoomMessage: () => () => {},
}));
vi.mock('../notify', () => ({ notify: () => {} }));

const agent: MessageSender = { kind: 'agent' };
const user: MessageSender = { kind: 'user', user_id: 1, name: 'Ana', admin: false, sid: 'x' };

afterEach(() => {
  sent.length = 0;
});

/** Sends a command and gives the id it went with. */
function ask(room: string, action: string): string {
  command(room, action, {}, 'Sim 1');
  return sent.at(-1)!.id!;
}

describe('request ids', () => {
  it('are short, differ on every request, and are known as this page’s', () => {
    const ids = Array.from({ length: 500 }, requestId);
    expect(new Set(ids).size).toBe(500);
    for (const id of ids) {
      expect(id.length).toBeLessThanOrEqual(16);
      expect(isOwnId(id)).toBe(true);
    }
    expect(isOwnId('zzzzzz-1')).toBe(false);
  });

  it('go with every command', () => {
    const id = ask('room', 'operationModeAPI');
    expect(id).toEqual(expect.any(String));
    expect(ask('room', 'operationModeAPI')).not.toBe(id);
  });
});

describe('whose answer an answer is', () => {
  it("takes the server's own refusals (sent to this connection only) as ours", () => {
    expect(isOurAnswer('room', { action: 'operationModeAPI' }, undefined)).toBe(true);
    expect(isOurAnswer('room', { action: 'estopAPI', id: 'zzz-1' }, undefined)).toBe(true);
  });

  it("does not take a vehicle's answer as ours without a request of ours", () => {
    expect(isOurAnswer('room-a', { action: 'operationModeAPI' }, agent)).toBe(false);
    expect(isOurAnswer('room-a', { action: 'operationModeAPI' }, user)).toBe(false);
  });

  it('matches an answer by its id, once, whenever it comes', () => {
    const id = ask('room-b', 'estopAPI');
    // Another page's answer to the same action, a moment later: not ours.
    expect(isOurAnswer('room-b', { action: 'estopAPI', id: 'other-7' }, agent)).toBe(false);
    // Ours even a minute later (an id is exact; no window applies)…
    const later = Date.now() + 30_000;
    expect(isOurAnswer('room-b', { action: 'estopAPI', id }, agent, later)).toBe(true);
    // …and only once.
    expect(isOurAnswer('room-b', { action: 'estopAPI', id }, agent, later)).toBe(false);
  });

  it('does not take our id in another room or for another action', () => {
    const id = ask('room-c', 'estopAPI');
    expect(isOurAnswer('room-d', { action: 'estopAPI', id }, agent)).toBe(false);
    expect(isOurAnswer('room-c', { action: 'operationModeAPI', id }, agent)).toBe(false);
    expect(isOurAnswer('room-c', { action: 'estopAPI', id }, agent)).toBe(true);
  });

  it('takes an answer without an id by its action within the window (agents before ids)', () => {
    ask('room-e', 'operationModeAPI');
    const now = Date.now();
    expect(
      isOurAnswer('room-e', { action: 'operationModeAPI' }, agent, now + ANSWER_WINDOW_MS + 1),
    ).toBe(false);
    ask('room-e', 'operationModeAPI');
    expect(isOurAnswer('room-e', { action: 'operationModeAPI' }, agent)).toBe(true);
    expect(isOurAnswer('room-e', { action: 'operationModeAPI' }, agent)).toBe(false);
  });

  it('remembers nothing of a command that could not leave', () => {
    expect(command('offline', 'estopAPI', {}, 'Sim 1')).toBe(false);
    const id = sent.at(-1)!.id!;
    expect(isOurAnswer('offline', { action: 'estopAPI', id }, agent)).toBe(false);
  });

  it('reads the refusal of each action', () => {
    expect(refusalText('operationModeAPI', { message: 'AUTO is not available: no route.' })).toBe(
      'AUTO is not available: no route.',
    );
    expect(refusalText('estopAPI', {})).toMatch(/emergency stop/);
    expect(refusalText('vehicleSettingsAPI', null)).toMatch(/setting/);
  });
});
