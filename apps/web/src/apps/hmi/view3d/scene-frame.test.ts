import { describe, expect, it } from 'vitest';
import { fromBaseLink } from '../../../lib/geo';
import { OBJECT_COLORS } from '../model/live-features';
import { chaseCamera, placeVehicle, sceneBoxes, writeTrajectory } from './scene-frame';

const anchor = { lat: 37.242, lon: 126.7745, heading: 30 };

describe('the 3D scene frame', () => {
  it('places the vehicle in the anchor’s base_link', () => {
    const ahead = { ...fromBaseLink(anchor, 10, 2), heading: 120 };
    const placed = placeVehicle(anchor, ahead);
    expect(placed.x).toBeCloseTo(10, 3);
    expect(placed.y).toBeCloseTo(2, 3);
    expect(placed.yaw).toBeCloseTo(-Math.PI / 2, 5);
  });

  it('makes a box for the vehicle and one per object, by class colour', () => {
    const boxes = sceneBoxes(anchor, anchor, [
      {
        id: 'a',
        class: 'PEDESTRIAN',
        ...fromBaseLink(anchor, 5, 0),
        heading: 30,
        length: 0.5,
        width: 0.5,
        height: 1.7,
        speed: 1,
      },
    ]);
    expect(boxes).toHaveLength(2);
    expect(boxes[1]).toMatchObject({ color: OBJECT_COLORS.PEDESTRIAN, h: 1.7 });
    expect(boxes[1]!.x).toBeCloseTo(5, 3);
    expect(boxes[1]!.z).toBeCloseTo(0.85, 5);
  });

  it('writes the trajectory in place', () => {
    const positions = new Float32Array(9);
    const colors = new Uint8Array(9);
    const p = fromBaseLink(anchor, 3, 0);
    expect(
      writeTrajectory(
        anchor,
        [
          [p.lat, p.lon, 0],
          [p.lat, p.lon, 20],
        ],
        positions,
        colors,
      ),
    ).toBe(2);
    expect(positions[0]).toBeCloseTo(3, 3);
    expect([colors[0], colors[1], colors[2]]).toEqual([229, 57, 53]);
    expect([colors[3], colors[4], colors[5]]).toEqual([67, 160, 71]);
  });

  it('puts the chase camera behind and above the vehicle', () => {
    const camera = chaseCamera({ x: 0, y: 0, yaw: 0 });
    const [x, y, z] = camera.position;
    expect([x, Math.abs(y), z]).toEqual([-14, 0, 7.5]);
    expect(camera.target).toEqual([10, 0, 0]);
  });
});
