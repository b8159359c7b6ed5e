import type { FleetVehicle } from '@ads/contract';
import { describe, expect, it } from 'vitest';
import { sampleVehicleState } from '../../../../../../test-support/vehicle-state';
import { vehicleStart } from './vehicle-start';

function vehicle(
  pcId: number,
  change: { online?: boolean; at?: string | null; lat?: number | null } = {},
): FleetVehicle {
  const lat = change.lat === undefined ? 48 + pcId / 100 : change.lat;
  return {
    pc_id: pcId,
    name: `PC ${pcId}`,
    owner: { id: 1, name: 'Ann' },
    project: { id: 7, title: 'Shuttle' },
    room: `room-${pcId}`,
    online: change.online ?? false,
    state: lat === null ? null : sampleVehicleState({ lat, lon: 11.5 }),
    updated_at: change.at === undefined ? '2026-11-29T10:00:00.000Z' : change.at,
  };
}

describe('vehicleStart', () => {
  it('is null without a vehicle that reported a position', () => {
    expect(vehicleStart([])).toBeNull();
    expect(vehicleStart([vehicle(1, { lat: null, online: true, at: null })])).toBeNull();
  });

  it('takes the vehicle chosen in HMI, else an online one, else the latest report', () => {
    const older = vehicle(1, { at: '2026-11-29T09:00:00.000Z' });
    const newer = vehicle(2, { at: '2026-11-29T11:00:00.000Z' });
    const online = vehicle(3, { online: true, at: '2026-11-28T08:00:00.000Z' });
    const silent = vehicle(4, { lat: null, online: true });
    expect(vehicleStart([older, newer])).toEqual({ lat: 48.02, lon: 11.5, name: 'PC 2' });
    expect(vehicleStart([older, newer, online, silent])?.name).toBe('PC 3');
    expect(vehicleStart([older, newer, online], 1)?.name).toBe('PC 1');
    expect(vehicleStart([older, newer, silent], 4)?.name).toBe('PC 2');
  });
});
