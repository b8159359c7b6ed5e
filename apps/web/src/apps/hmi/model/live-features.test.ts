import { describe, expect, it } from 'vitest';
import { distanceM } from '../../../lib/geo';
import {
  LIGHT_COLORS,
  OBJECT_COLORS,
  markFeatures,
  objectFeatures,
  trajectoryFeatures,
  vehicleFeature,
} from './live-features';

const at = { lat: 37.242, lon: 126.7745 };

describe('live map features', () => {
  it('cuts the trajectory into segments coloured by their speed', () => {
    const line = trajectoryFeatures([
      [37.242, 126.7745, 10],
      [37.2421, 126.7745, 5],
      [37.2422, 126.7745, 0],
    ]);
    expect(line.features.map((feature) => feature.properties.kmh)).toEqual([36, 18]);
    expect(trajectoryFeatures([[1, 2, 3]]).features).toEqual([]);
  });

  it('draws objects by class with their speed, standing ones without', () => {
    const { shapes, labels } = objectFeatures([
      {
        id: 'p1',
        class: 'PEDESTRIAN',
        ...at,
        heading: 0,
        length: 0.5,
        width: 0.5,
        height: 1.7,
        speed: 1.4,
      },
      {
        id: 'c1',
        class: 'CAR',
        ...at,
        heading: 90,
        length: 4.5,
        width: 1.8,
        height: 1.5,
        speed: 0,
      },
    ]);
    expect(shapes.features.map((f) => f.properties)).toEqual([
      { id: 'p1', color: OBJECT_COLORS.PEDESTRIAN, kmh: 5 },
      { id: 'c1', color: OBJECT_COLORS.CAR, kmh: -1 },
    ]);
    expect(labels.features).toHaveLength(2);
    const car = shapes.features[1]!.geometry.coordinates[0]!;
    const [lon0, lat0] = car[0]!;
    const [lon1, lat1] = car[1]!;
    // The car faces east: its first edge (front-left to rear-left) runs 4.5 m east–west.
    expect(distanceM({ lat: lat0!, lon: lon0! }, { lat: lat1!, lon: lon1! })).toBeCloseTo(4.5, 2);
  });

  it('marks lights in their colour, the goal and the stop point', () => {
    const marks = markFeatures(
      [{ ...at, color: 'RED' }],
      { ...at, heading: 0 },
      { lat: 37.2425, lon: 126.775 },
    );
    expect(marks.features.map((f) => f.properties)).toEqual([
      { kind: 'light', color: LIGHT_COLORS.RED },
      { kind: 'goal', color: '#00C853' },
      { kind: 'stop', color: '#D50000' },
    ]);
  });

  it('draws the vehicle as a closed outline with a nose', () => {
    const ring = vehicleFeature({ ...at, heading: 45 }).features[0]!.geometry.coordinates[0]!;
    expect(ring).toHaveLength(6);
    expect(ring[0]).toEqual(ring[5]);
  });
});
