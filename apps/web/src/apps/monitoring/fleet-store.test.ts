import { afterEach, describe, expect, it } from 'vitest';
import { type VehiclePlan, samePlan, useFleetLive } from './fleet-store';

/*
 * The plans the FMS map draws come ten times a second; the store changes (and the map redraws)
 * only when the map or the route does.
 */

const sample: VehiclePlan = {
  map: { source: 'sample', name: 'Sample', origin: { lat: 37.242, lon: 126.7745 } },
  route: [10, 11, 12],
};

afterEach(() => useFleetLive.getState().reset());

describe('the fleet store’s plans', () => {
  it('keeps a plan that draws the same as the one kept', () => {
    const store = useFleetLive.getState();
    store.putPlan('room-1', sample);
    const kept = useFleetLive.getState().plans;
    store.putPlan('room-1', { map: { ...sample.map! }, route: [...sample.route] });
    expect(useFleetLive.getState().plans).toBe(kept);
  });

  it('takes another route or another map, and forgets all on reset', () => {
    const store = useFleetLive.getState();
    store.putPlan('room-1', sample);
    store.putPlan('room-1', { ...sample, route: [10, 11] });
    expect(useFleetLive.getState().plans['room-1']!.route).toEqual([10, 11]);
    const project = { source: 'project', map_id: 3, version: 2, name: 'Depot' } as const;
    store.putPlan('room-1', { map: project, route: [] });
    expect(useFleetLive.getState().plans['room-1']!.map).toEqual(project);
    store.reset();
    expect(useFleetLive.getState().plans).toEqual({});
  });

  it('compares maps and routes, not objects', () => {
    expect(samePlan(undefined, sample)).toBe(false);
    expect(samePlan(sample, { ...sample, route: [10, 11, 13] })).toBe(false);
    expect(samePlan(sample, { map: null, route: sample.route })).toBe(false);
    expect(samePlan(sample, { map: sample.map, route: [10, 11, 12] })).toBe(true);
  });
});
