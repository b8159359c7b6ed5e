import { describe, expect, it } from 'vitest';
import { bearing, distanceM, fromBaseLink, fromEastNorth, toBaseLink, yawInBaseLink } from './geo';

const origin = { lat: 37.242, lon: 126.7745 };

describe('geo', () => {
  it('goes to metres and back', () => {
    const point = fromEastNorth(origin, 30, -40);
    expect(distanceM(origin, point)).toBeCloseTo(50, 3);
  });

  it('gives compass bearings', () => {
    expect(bearing(origin, fromEastNorth(origin, 0, 10))).toBeCloseTo(0, 5);
    expect(bearing(origin, fromEastNorth(origin, 10, 0))).toBeCloseTo(90, 5);
    expect(bearing(origin, fromEastNorth(origin, -10, 0))).toBeCloseTo(270, 5);
  });

  it('puts points in base_link: x forward, y left', () => {
    const pose = { ...origin, heading: 90 }; // facing east
    const ahead = toBaseLink(pose, fromEastNorth(origin, 10, 0));
    expect(ahead.x).toBeCloseTo(10, 5);
    expect(ahead.y).toBeCloseTo(0, 5);
    const left = toBaseLink(pose, fromEastNorth(origin, 0, 5)); // north is left when facing east
    expect(left.x).toBeCloseTo(0, 5);
    expect(left.y).toBeCloseTo(5, 5);
    const back = fromBaseLink(pose, 10, 5);
    const again = toBaseLink(pose, back);
    expect(again.x).toBeCloseTo(10, 5);
    expect(again.y).toBeCloseTo(5, 5);
  });

  it('turns compass headings into base_link yaw (counter-clockwise)', () => {
    const pose = { ...origin, heading: 90 };
    expect(yawInBaseLink(pose, 0)).toBeCloseTo(Math.PI / 2, 5); // north is to the left
    expect(yawInBaseLink(pose, 180)).toBeCloseTo(-Math.PI / 2, 5);
  });
});
