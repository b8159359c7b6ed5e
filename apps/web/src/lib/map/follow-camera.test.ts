import type { Map as MapLibreMap } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import { type FollowStyle, followPose, followToggled } from './follow-camera';

/*
 * The one follow camera in its two styles: FMS glides and keeps the user's bearing north-up;
 * HMI jumps (unless a zoom or turn is under way) and turns north up.
 */

const FMS: FollowStyle = { easeMs: 100, northUp: 'keep' };
const HMI: FollowStyle = { easeMs: 0, northUp: 'north' };
const pose = { lon: 126.7, lat: 37.2, heading: 90 };

/** A stand-in map that records the camera moves asked of it. */
function fakeMap(bearing = 30, busy = false) {
  const moves: Array<[string, Record<string, unknown>]> = [];
  const map = {
    getBearing: () => bearing,
    isZooming: () => busy,
    isRotating: () => false,
    easeTo: (options: Record<string, unknown>) => moves.push(['ease', options]),
    jumpTo: (options: Record<string, unknown>) => moves.push(['jump', options]),
  };
  return { map: map as unknown as MapLibreMap, moves };
}

describe('the follow camera', () => {
  it('does nothing with a pose while not following', () => {
    const { map, moves } = fakeMap();
    followPose(map, pose, { follow: false, headingUp: true }, FMS);
    expect(moves).toEqual([]);
  });

  it('glides to each state in FMS, keeping the bearing north-up and turning heading-up', () => {
    const { map, moves } = fakeMap();
    followPose(map, pose, { follow: true, headingUp: false }, FMS);
    followPose(map, pose, { follow: true, headingUp: true }, FMS);
    expect(
      moves.map(([kind, { center, bearing, duration }]) => [kind, center, bearing, duration]),
    ).toEqual([
      ['ease', [126.7, 37.2], 30, 100],
      ['ease', [126.7, 37.2], 90, 100],
    ]);
  });

  it('jumps to each pose in HMI, north up or heading up, but not during a zoom', () => {
    const { map, moves } = fakeMap();
    followPose(map, pose, { follow: true, headingUp: false }, HMI);
    followPose(map, pose, { follow: true, headingUp: true }, HMI);
    expect(moves).toEqual([
      ['jump', { center: [126.7, 37.2], bearing: 0 }],
      ['jump', { center: [126.7, 37.2], bearing: 90 }],
    ]);
    const zooming = fakeMap(0, true);
    followPose(zooming.map, pose, { follow: true, headingUp: false }, HMI);
    expect(zooming.moves).toEqual([]);
  });

  it('starts following at once when toggled on', () => {
    const { map, moves } = fakeMap();
    followToggled(map, pose, { follow: true, headingUp: true }, HMI);
    expect(moves).toEqual([['ease', { center: [126.7, 37.2], bearing: 90, duration: 300 }]]);
  });

  it('turns north up when FMS stops heading up, unless already north', () => {
    const turned = fakeMap(30);
    followToggled(turned.map, null, { follow: false, headingUp: false }, FMS);
    expect(turned.moves).toEqual([['ease', { bearing: 0, duration: 300 }]]);
    const north = fakeMap(0);
    followToggled(north.map, null, { follow: false, headingUp: false }, FMS);
    expect(north.moves).toEqual([]);
  });

  it('turns north up in HMI only with neither toggle on', () => {
    const { map, moves } = fakeMap(30);
    followToggled(map, null, { follow: false, headingUp: true }, HMI);
    followToggled(map, null, { follow: true, headingUp: false }, HMI);
    expect(moves).toEqual([]);
    followToggled(map, null, { follow: false, headingUp: false }, HMI);
    expect(moves).toEqual([['ease', { bearing: 0, duration: 300 }]]);
  });
});
