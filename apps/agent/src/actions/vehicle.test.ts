import type { MessageSender } from '@ads/contract';
import { describe, expect, it } from 'vitest';
import type { VehicleLink } from '../vehicle/vehicle-link';
import type { ActionContext } from './context';
import { runAction } from './index';
import { NOT_A_VEHICLE } from './vehicle';

const VEHICLE_ACTIONS = [
  'vehicleStateAPI',
  'operationModeAPI',
  'controlLockAPI',
  'teleopAPI',
  'estopAPI',
  'vehicleSettingsAPI',
  'changeRouteAPI',
] as const;
const user: MessageSender = { kind: 'user', user_id: 1, name: 'Kim', admin: false, sid: 's1' };

/** Only what the vehicle actions read; the module actions' parts are never touched here. */
function context(vehicle: VehicleLink | undefined, sender: MessageSender | undefined) {
  return { vehicle, sender, reply: () => {} } as unknown as ActionContext;
}

describe('vehicle actions', () => {
  it('are refused on a PC that is not a vehicle, saying how to make it one', async () => {
    for (const action of VEHICLE_ACTIONS) {
      await expect(runAction(action, {}, context(undefined, user))).rejects.toThrow(NOT_A_VEHICLE);
    }
  });

  it('leave the server’s notices unanswered on a PC that is not a vehicle', async () => {
    const notice = { action: 'release', sid: 'gone' };
    const answer = await runAction(
      'controlLockAPI',
      notice,
      context(undefined, { kind: 'server' }),
    );
    expect(answer).toBeUndefined();
  });

  it('go to the vehicle link with who sent them', async () => {
    const asked: unknown[] = [];
    const link: VehicleLink = {
      async handle(action, data, sender) {
        asked.push([action, data, sender]);
        return { ok: action };
      },
      connected() {},
      disconnected() {},
      close() {},
    };
    expect(await runAction('teleopAPI', { seq: 4 }, context(link, user))).toEqual({
      ok: 'teleopAPI',
    });
    expect(asked).toEqual([['teleopAPI', { seq: 4 }, user]]);
  });
});
