import { describe, expect, it } from 'vitest';
import { fleetVehicleOf, stateOf } from './test-vehicles';
import { STALE_AFTER_MS, byName, vehicleView } from './vehicle-view';

const NOW = 1_700_000_000_000;

describe('a vehicle as the page shows it', () => {
  it('takes the newer of the listed and the live state, by the vehicle clock', () => {
    const listed = fleetVehicleOf({ state: stateOf({ stamp: 5_000, speed: 1 }) });
    const older = { state: stateOf({ stamp: 4_000, speed: 2 }), receivedAt: NOW - 100 };
    const newer = { state: stateOf({ stamp: 6_000, speed: 3 }), receivedAt: NOW - 100 };
    expect(vehicleView(listed, older, NOW - 1000, NOW).state?.speed).toBe(1);
    expect(vehicleView(listed, newer, NOW - 1000, NOW)).toMatchObject({
      state: { speed: 3 },
      receivedAt: NOW - 100,
      lastUpdate: NOW - 100,
    });
    const never = vehicleView(
      fleetVehicleOf({ state: null, updated_at: null }),
      undefined,
      null,
      NOW,
    );
    expect(never).toMatchObject({ state: null, lastUpdate: null, receivedAt: null });
  });

  it('is online while states arrive, stale when they stop, offline without an agent', () => {
    const vehicle = fleetVehicleOf();
    const live = (age: number) => ({ state: stateOf(), receivedAt: NOW - age });
    expect(vehicleView(vehicle, live(100), NOW - 5_000, NOW).status).toBe('online');
    expect(vehicleView(vehicle, live(STALE_AFTER_MS + 1), NOW - 5_000, NOW).status).toBe('stale');
    // Just joined: silence is not staleness yet.
    expect(vehicleView(vehicle, undefined, NOW - 500, NOW).status).toBe('online');
    expect(vehicleView(vehicle, undefined, NOW - STALE_AFTER_MS - 1, NOW).status).toBe('stale');
    // Not in the room yet: the list's online flag is all there is.
    expect(vehicleView(vehicle, undefined, null, NOW).status).toBe('online');
    const gone = fleetVehicleOf({ online: false });
    expect(vehicleView(gone, undefined, NOW - 5_000, NOW).status).toBe('offline');
    expect(vehicleView(gone, live(STALE_AFTER_MS + 1), NOW - 5_000, NOW).status).toBe('offline');
    // States still arriving win over a list read before the agent came back.
    expect(vehicleView(gone, live(100), NOW - 5_000, NOW).status).toBe('online');
  });

  it('orders names as people read numbers', () => {
    const names = ['Sim 10', 'sim 2', 'Bus', 'Sim 1'].map((name) => ({ name }));
    expect(names.sort(byName).map((item) => item.name)).toEqual([
      'Bus',
      'Sim 1',
      'sim 2',
      'Sim 10',
    ]);
  });
});
