import { describe, expect, it } from 'vitest';
import { ANSWER_WINDOW_MS, isOurAnswer, refusalText } from './commands';

describe('whose answer an answer is', () => {
  it("takes the server's own refusals (sent to this connection only) as ours", () => {
    expect(isOurAnswer('room', 'operationModeAPI', undefined)).toBe(true);
  });

  it("does not take a vehicle's answer as ours without a request of ours", () => {
    expect(isOurAnswer('room', 'operationModeAPI', { kind: 'agent' })).toBe(false);
    expect(
      isOurAnswer('room', 'operationModeAPI', {
        kind: 'user',
        user_id: 1,
        name: 'Ana',
        admin: false,
        sid: 'x',
      }),
    ).toBe(false);
  });

  it('reads the refusal of each action', () => {
    expect(refusalText('operationModeAPI', { message: 'AUTO is not available: no route.' })).toBe(
      'AUTO is not available: no route.',
    );
    expect(refusalText('estopAPI', {})).toMatch(/emergency stop/);
    expect(ANSWER_WINDOW_MS).toBeGreaterThan(1_000);
  });
});
