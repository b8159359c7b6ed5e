import { afterEach, describe, expect, it } from 'vitest';
import { sampleVehicleState } from '../../../../../../test-support/vehicle-state';
import { planningOf } from './test-planning';
import { useHmiLive } from './live-store';

afterEach(() => useHmiLive.getState().setRoom(null));

describe('the HMI live store', () => {
  it('keeps the newest state and plan by the vehicle clock', () => {
    const store = useHmiLive.getState();
    store.setRoom('room-1');
    store.putState(sampleVehicleState({ stamp: 2_000, speed: 5 }), 10);
    store.putState(sampleVehicleState({ stamp: 1_000, speed: 1 }), 11);
    expect(useHmiLive.getState().state?.speed).toBe(5);
    store.putPlanning(planningOf({ stamp: 2_000, route_state: 'SET' }));
    store.putPlanning(planningOf({ stamp: 1_500, route_state: 'UNSET' }));
    expect(useHmiLive.getState().planning?.route_state).toBe('SET');
  });

  it('forgets the last vehicle when another is chosen, not when the same is', () => {
    const store = useHmiLive.getState();
    store.setRoom('room-1');
    store.putState(sampleVehicleState(), 1);
    store.setRoom('room-1');
    expect(useHmiLive.getState().state).not.toBeNull();
    store.setRoom('room-2');
    expect(useHmiLive.getState()).toMatchObject({ room: 'room-2', state: null, planning: null });
  });

  it('tells subscribers outside React of every change', () => {
    const store = useHmiLive.getState();
    store.setRoom('room-1');
    const seen: number[] = [];
    const off = useHmiLive.subscribe((now) => seen.push(now.planning?.seq ?? -1));
    store.putPlanning(planningOf({ seq: 4, stamp: 5 }));
    off();
    store.putPlanning(planningOf({ seq: 5, stamp: 6 }));
    expect(seen).toEqual([4]);
  });
});
