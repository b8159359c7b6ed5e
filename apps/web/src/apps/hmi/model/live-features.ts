import type {
  DetectedObject,
  MapPose,
  ObjectClass,
  TrafficLightColor,
  TrajectoryPoint,
  VelocityFactor,
} from '@ads/contract';
import type { Feature, FeatureCollection, LineString, Point, Polygon } from 'geojson';
import { type LatLon, type Pose, fromBaseLink } from '../../../lib/geo';
import { speedKmh } from './format';

/*
 * The live layers' GeoJSON, built from one plan or state: the trajectory (a segment per pair of
 * points, coloured by speed), objects (their footprints, coloured by class, with their speed),
 * traffic lights, the goal, the stop point and the vehicle. Pure: the map sets these as data.
 */

export const OBJECT_COLORS: Record<ObjectClass, string> = {
  UNKNOWN: '#9E9E9E',
  CAR: '#1E88E5',
  TRUCK: '#5E35B1',
  BUS: '#5E35B1',
  TRAILER: '#5E35B1',
  MOTORCYCLE: '#FB8C00',
  BICYCLE: '#FB8C00',
  PEDESTRIAN: '#E91E63',
};

export const LIGHT_COLORS: Record<TrafficLightColor, string> = {
  RED: '#E53935',
  AMBER: '#FFB300',
  GREEN: '#43A047',
  UNKNOWN: '#9E9E9E',
};

/** The vehicle's outline: a car of this length and width, its nose pointed. */
export const VEHICLE_SIZE = { length: 4.6, width: 1.9 } as const;

const ring = (points: LatLon[]): Array<[number, number]> => {
  const coordinates = points.map((p): [number, number] => [p.lon, p.lat]);
  coordinates.push(coordinates[0]!);
  return coordinates;
};

/** A rectangle of `length` × `width` around `pose`, optionally with a nose `nose` metres long. */
export function footprint(pose: Pose, length: number, width: number, nose = 0): Polygon {
  const hl = length / 2;
  const hw = width / 2;
  const corners: Array<[number, number]> = nose
    ? [
        [hl, 0],
        [hl - nose, hw],
        [-hl, hw],
        [-hl, -hw],
        [hl - nose, -hw],
      ]
    : [
        [hl, hw],
        [-hl, hw],
        [-hl, -hw],
        [hl, -hw],
      ];
  return {
    type: 'Polygon',
    coordinates: [ring(corners.map(([f, l]) => fromBaseLink(pose, f, l)))],
  };
}

export function vehicleFeature(pose: Pose): FeatureCollection<Polygon> {
  const { length, width } = VEHICLE_SIZE;
  return {
    type: 'FeatureCollection',
    features: [{ type: 'Feature', properties: {}, geometry: footprint(pose, length, width, 1.4) }],
  };
}

export interface TrajectoryProps {
  kmh: number;
}

export function trajectoryFeatures(
  trajectory: readonly TrajectoryPoint[],
): FeatureCollection<LineString, TrajectoryProps> {
  const features: Array<Feature<LineString, TrajectoryProps>> = [];
  for (let i = 1; i < trajectory.length; i += 1) {
    const [lat0, lon0, v0] = trajectory[i - 1]!;
    const [lat1, lon1] = trajectory[i]!;
    features.push({
      type: 'Feature',
      properties: { kmh: speedKmh(v0) },
      geometry: {
        type: 'LineString',
        coordinates: [
          [lon0, lat0],
          [lon1, lat1],
        ],
      },
    });
  }
  return { type: 'FeatureCollection', features };
}

export interface ObjectProps {
  id: string;
  color: string;
  /** Whole km/h, for the label image (`speed-<kmh>`); -1 when standing (no label). */
  kmh: number;
}

/** Footprints (polygons) and label anchors (points), one each per object. */
export function objectFeatures(objects: readonly DetectedObject[]): {
  shapes: FeatureCollection<Polygon, ObjectProps>;
  labels: FeatureCollection<Point, ObjectProps>;
} {
  const shapes: Array<Feature<Polygon, ObjectProps>> = [];
  const labels: Array<Feature<Point, ObjectProps>> = [];
  for (const object of objects) {
    const kmh = speedKmh(object.speed);
    const props = { id: object.id, color: OBJECT_COLORS[object.class], kmh: kmh > 0 ? kmh : -1 };
    // Pedestrians are small: drawn at least a metre across so they show.
    const length = Math.max(object.length, 1);
    const width = Math.max(object.width, 1);
    shapes.push({ type: 'Feature', properties: props, geometry: footprint(object, length, width) });
    labels.push({
      type: 'Feature',
      properties: props,
      geometry: { type: 'Point', coordinates: [object.lon, object.lat] },
    });
  }
  return {
    shapes: { type: 'FeatureCollection', features: shapes },
    labels: { type: 'FeatureCollection', features: labels },
  };
}

export interface MarkProps {
  kind: 'light' | 'goal' | 'stop';
  color: string;
}

/** Traffic lights in their colour, the goal and the active stop point, as points. */
export function markFeatures(
  lights: ReadonlyArray<{ lat: number; lon: number; color: TrafficLightColor }>,
  goal: MapPose | null,
  stop: Pick<VelocityFactor, 'lat' | 'lon'> | null,
): FeatureCollection<Point, MarkProps> {
  const point = (p: LatLon, props: MarkProps): Feature<Point, MarkProps> => ({
    type: 'Feature',
    properties: props,
    geometry: { type: 'Point', coordinates: [p.lon, p.lat] },
  });
  const features = lights.map((light) =>
    point(light, { kind: 'light', color: LIGHT_COLORS[light.color] }),
  );
  if (goal) features.push(point(goal, { kind: 'goal', color: '#00C853' }));
  if (stop) features.push(point(stop, { kind: 'stop', color: '#D50000' }));
  return { type: 'FeatureCollection', features };
}

/** The initial pose being dragged: a shaft from the press along the heading, and its head. */
export function poseArrow(pose: Pose, length: number): FeatureCollection<Polygon> {
  const shaft = Math.max(length, 4);
  const head = Math.min(3, shaft / 2);
  const outline = [
    [0, 0.35],
    [shaft - head, 0.35],
    [shaft - head, 1.4],
    [shaft, 0],
    [shaft - head, -1.4],
    [shaft - head, -0.35],
    [0, -0.35],
  ].map(([f, l]) => fromBaseLink(pose, f!, l!));
  return {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: {},
        geometry: { type: 'Polygon', coordinates: [ring(outline)] },
      },
    ],
  };
}

export const EMPTY_COLLECTION: FeatureCollection = { type: 'FeatureCollection', features: [] };
