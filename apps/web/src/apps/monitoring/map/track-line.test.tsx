import { act, renderHook } from '@testing-library/react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type StoredTrack, useTrackLine } from './track-line';

/*
 * The track line's live trail against a stand-in map: it keeps growing while the page hands in
 * the same track as a new object each render (as MonitoringPage does), and starts again only
 * when the track read changes (another answer) or another vehicle is selected.
 */

const START = Date.UTC(2025, 0, 1, 12);

function setUp(track: StoredTrack | undefined, selected: number | null = 1) {
  const setData = vi.fn();
  const map = { getSource: () => ({ setData }) } as unknown as MapLibreMap;
  const container = { current: document.createElement('div') };
  const hook = renderHook(
    (props: { selected: number | null; track: StoredTrack | undefined }) =>
      useTrackLine(map, container, props.selected, props.track),
    { initialProps: { selected, track } },
  );
  let trailSteps = 0;
  /** `count` live positions about 11 m apart going north, then the line's next redraw. */
  const drive = (count: number) => {
    act(() => {
      for (let i = 0; i < count; i += 1) {
        hook.result.current({ lon: 10, lat: 50 + (trailSteps += 1) * 0.0001, t: Date.now() });
      }
    });
    act(() => vi.advanceTimersByTime(1_000));
  };
  const drawn = () => Number(container.current.dataset.trackPoints);
  return { hook, drive, drawn };
}

const stored = (readAt: number): StoredTrack => ({
  points: [{ lon: 10, lat: 49.99, t: START - 60_000, heading: 0, speed: 0, mode: 'AUTO' }],
  readAt,
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('useTrackLine', () => {
  it('keeps the live trail when the page passes the same track as a new object', () => {
    const track = stored(START);
    const { hook, drive, drawn } = setUp(track);
    drive(2);
    expect(drawn()).toBe(3);
    // A render of the page: a new object holding the same answer.
    hook.rerender({ selected: 1, track: { points: track.points, readAt: track.readAt } });
    drive(1);
    expect(drawn()).toBe(4);
  });

  it('starts a new trail when the track is read again', () => {
    const { hook, drive, drawn } = setUp(stored(START));
    drive(2);
    expect(drawn()).toBe(3);
    hook.rerender({ selected: 1, track: stored(START + 5_000) });
    act(() => vi.advanceTimersByTime(1_000));
    expect(drawn()).toBe(1);
  });

  it('starts a new trail when another vehicle is selected', () => {
    const track = stored(START);
    const { hook, drive, drawn } = setUp(track);
    drive(2);
    hook.rerender({ selected: 2, track });
    act(() => vi.advanceTimersByTime(1_000));
    expect(drawn()).toBe(1);
  });
});
