import type { FeatureCollection } from 'geojson';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleVehicleState } from '../../../../../../test-support/vehicle-state';
import { useHmiLive } from '../live/live-store';
import { planningOf } from '../live/test-planning';
import type { LivePart } from './live-overlay';
import { LivePainter, PAINT_INTERVAL_MS } from './live-painter';
import type { MapWorkerClient } from '../../../lib/vehicle-map/map-worker-client';

/** An overlay that keeps each update it is given. */
function recordingOverlay() {
  const updates: Array<Partial<Record<LivePart, FeatureCollection>>> = [];
  const overlay = {
    set: (update: Partial<Record<LivePart, FeatureCollection>>) => updates.push(update),
  };
  /** The features of a part in the latest update that carried it. */
  const part = (name: LivePart) =>
    [...updates].reverse().find((update) => update[name])?.[name]?.features ?? [];
  return { overlay, updates, part };
}

/** The map only holds the route's highlight source here. */
const map = { getSource: () => ({ setData: () => undefined }) } as never;

/** A short trajectory ahead (lat, lon, m/s). */
const trajectory: Array<[number, number, number]> = [
  [37.242, 126.7745, 5],
  [37.2421, 126.7745, 5],
  [37.2422, 126.7745, 4],
];

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
  it('paints at most every interval, in one update, and only the parts whose data changed', () => {
    const { overlay, updates, part } = recordingOverlay();
    const poses: number[] = [];
    const painter = new LivePainter(map, overlay, worker, (pose) => poses.push(pose.heading));
    vi.advanceTimersByTime(PAINT_INTERVAL_MS);
    const store = useHmiLive.getState();
    const before = updates.length;
    // Three plans and states within one interval: one paint, one setData with every part.
    for (let i = 1; i <= 3; i += 1) {
      store.putState(sampleVehicleState({ stamp: i, heading: i }), i);
      store.putPlanning(planningOf({ stamp: i, seq: i, trajectory }));
    }
    vi.advanceTimersByTime(PAINT_INTERVAL_MS);
    expect(poses).toEqual([3]);
    expect(updates.length).toBe(before + 1);
    expect(part('vehicle')).toHaveLength(1);
    expect(part('trajectory').length).toBeGreaterThan(0);

    // A new plan with the same content and the same pose: nothing is set again.
    store.putPlanning(planningOf({ stamp: 10, seq: 10, trajectory }));
    store.putState(sampleVehicleState({ stamp: 10, heading: 3 }), 10);
    vi.advanceTimersByTime(PAINT_INTERVAL_MS);
    expect(updates.length).toBe(before + 1);
    // A moved vehicle is, with the plan's parts kept.
    store.putState(sampleVehicleState({ stamp: 11, heading: 4 }), 11);
    vi.advanceTimersByTime(PAINT_INTERVAL_MS);
    expect(updates.length).toBe(before + 2);
    expect(Object.keys(updates.at(-1)!)).toEqual(['vehicle']);
    expect(poses).toEqual([3, 3, 4]);

    // A route: its lanelets are outlined by the worker, once.
    const route = { goal: { lat: 1, lon: 2, heading: 0 }, waypoints: [], lanelets: [4, 5] };
    store.putPlanning(planningOf({ stamp: 11, route, route_state: 'SET', trajectory }));
    vi.advanceTimersByTime(PAINT_INTERVAL_MS);
    store.putPlanning(planningOf({ stamp: 12, route, route_state: 'SET', trajectory }));
    vi.advanceTimersByTime(PAINT_INTERVAL_MS);
    expect(worker.route).toHaveBeenCalledTimes(1);
    expect(worker.route).toHaveBeenCalledWith([4, 5]);
    painter.dispose();
    store.putState(sampleVehicleState({ stamp: 20, heading: 9 }), 20);
    vi.advanceTimersByTime(PAINT_INTERVAL_MS * 2);
    expect(poses).toEqual([3, 3, 4]);
  });
});
