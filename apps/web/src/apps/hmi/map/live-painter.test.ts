import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleVehicleState } from '../../../../../../test-support/vehicle-state';
import { useHmiLive } from '../live/live-store';
import { planningOf } from '../live/test-planning';
import { LIVE_SOURCES } from './live-layers';
import { LivePainter, PAINT_INTERVAL_MS } from './live-painter';
import type { MapWorkerClient } from './map-worker-client';

/** A map whose sources count their setData calls. */
function countingMap() {
  const calls = new Map<string, number>();
  const map = {
    getSource: (id: string) => ({
      setData: () => calls.set(id, (calls.get(id) ?? 0) + 1),
    }),
  };
  return { map, count: (id: string) => calls.get(id) ?? 0 };
}

const worker = {
  route: vi.fn(() => Promise.resolve({ type: 'FeatureCollection', features: [] })),
} as unknown as MapWorkerClient;

beforeEach(() => {
  vi.useFakeTimers();
  useHmiLive.getState().setRoom('room-1');
});
afterEach(() => {
  useHmiLive.getState().setRoom(null);
  vi.useRealTimers();
});

describe('the live painter', () => {
  it('paints at most every interval, and only the sources whose data changed', () => {
    const { map, count } = countingMap();
    const poses: number[] = [];
    const painter = new LivePainter(map as never, worker, (pose) => poses.push(pose.heading));
    vi.advanceTimersByTime(PAINT_INTERVAL_MS);
    const store = useHmiLive.getState();
    // Three plans and states within one interval: one paint.
    for (let i = 1; i <= 3; i += 1) {
      store.putState(sampleVehicleState({ stamp: i, heading: i }), i);
      store.putPlanning(planningOf({ stamp: i, seq: i }));
    }
    vi.advanceTimersByTime(PAINT_INTERVAL_MS);
    expect(poses).toEqual([3]);
    expect(count(LIVE_SOURCES.vehicle)).toBe(1);
    const trajectoryPaints = count(LIVE_SOURCES.trajectory);

    // A new plan with the same content: nothing is set again; a moved vehicle is.
    store.putPlanning(planningOf({ stamp: 10, seq: 10 }));
    store.putState(sampleVehicleState({ stamp: 10, heading: 4 }), 10);
    vi.advanceTimersByTime(PAINT_INTERVAL_MS);
    expect(count(LIVE_SOURCES.trajectory)).toBe(trajectoryPaints);
    expect(count(LIVE_SOURCES.vehicle)).toBe(2);

    // A route: its lanelets are outlined by the worker, once.
    const route = { goal: { lat: 1, lon: 2, heading: 0 }, waypoints: [], lanelets: [4, 5] };
    store.putPlanning(planningOf({ stamp: 11, route, route_state: 'SET' }));
    vi.advanceTimersByTime(PAINT_INTERVAL_MS);
    store.putPlanning(planningOf({ stamp: 12, route, route_state: 'SET' }));
    vi.advanceTimersByTime(PAINT_INTERVAL_MS);
    expect(worker.route).toHaveBeenCalledTimes(1);
    expect(worker.route).toHaveBeenCalledWith([4, 5]);
    painter.dispose();
    store.putState(sampleVehicleState({ stamp: 20, heading: 9 }), 20);
    vi.advanceTimersByTime(PAINT_INTERVAL_MS * 2);
    expect(poses).toEqual([3, 4]);
  });
});
