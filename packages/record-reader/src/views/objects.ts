import type { ObjectsView, ViewBox } from './types';
import { type Fields, frameOf, list, num, quaternion, record, str, vector, yawOf } from './values';

/*
 * Detected objects as boxes: Foxglove's `SceneUpdate` cubes, Autoware's Detected/Tracked/
 * PredictedObjects (and their autoware_auto forms), and the studio's own
 * `ads_studio/msg/DetectedObjects` of older HMI recordings, whose objects are in latitude and
 * longitude: they are placed in metres east and north of `origin` (the recording's first fix,
 * which is also the origin of its odometry's `map` frame).
 */

/** Autoware's ObjectClassification labels, and the HMI's class names. */
const CLASSES = [
  'UNKNOWN',
  'CAR',
  'TRUCK',
  'BUS',
  'TRAILER',
  'MOTORCYCLE',
  'BICYCLE',
  'PEDESTRIAN',
];
const COLORS: Record<string, string> = {
  UNKNOWN: '#9e9e9e',
  CAR: '#42a5f5',
  TRUCK: '#7e57c2',
  BUS: '#5c6bc0',
  TRAILER: '#8d6e63',
  MOTORCYCLE: '#ffa726',
  BICYCLE: '#ffca28',
  PEDESTRIAN: '#ef5350',
};

const hex = (value: number) =>
  Math.round(Math.min(1, Math.max(0, value)) * 255)
    .toString(16)
    .padStart(2, '0');

function sceneUpdateBoxes(message: Fields): ObjectsView {
  const boxes: ViewBox[] = [];
  let frameId = '';
  for (const raw of list(message.entities)) {
    const entity = record(raw);
    frameId ||= str(entity.frame_id);
    for (const rawCube of list(entity.cubes)) {
      const cube = record(rawCube);
      const pose = record(cube.pose);
      const position = vector(pose.position);
      const size = vector(cube.size);
      const color = record(cube.color);
      boxes.push({
        ...position,
        l: size.x,
        w: size.y,
        h: size.z,
        yaw: yawOf(quaternion(pose.orientation)),
        color: `#${hex(num(color.r, 1))}${hex(num(color.g, 1))}${hex(num(color.b, 1))}`,
        ...(str(entity.id) ? { label: str(entity.id) } : {}),
      });
    }
  }
  return { kind: 'objects', frameId, boxes };
}

function autowareBoxes(message: Fields): ObjectsView {
  const boxes: ViewBox[] = [];
  for (const raw of list(message.objects)) {
    const object = record(raw);
    const kinematics = record(object.kinematics);
    const poseWithCovariance = record(
      kinematics.pose_with_covariance ?? kinematics.initial_pose_with_covariance,
    );
    const pose = record(poseWithCovariance.pose);
    const dimensions = vector(record(object.shape).dimensions);
    // The most probable class names the box.
    let best = { label: 0, probability: -1 };
    for (const rawClass of list(object.classification)) {
      const entry = record(rawClass);
      if (num(entry.probability) > best.probability) {
        best = { label: num(entry.label), probability: num(entry.probability) };
      }
    }
    const name = CLASSES[best.label] ?? 'UNKNOWN';
    boxes.push({
      ...vector(pose.position),
      l: dimensions.x,
      w: dimensions.y,
      h: dimensions.z,
      yaw: yawOf(quaternion(pose.orientation)),
      color: COLORS[name]!,
      label: name.toLowerCase(),
    });
  }
  return { kind: 'objects', frameId: frameOf(message), boxes };
}

const EARTH_RADIUS_M = 6_371_008.8;

function hmiBoxes(message: Fields, origin: { lat: number; lon: number } | undefined): ObjectsView {
  const boxes: ViewBox[] = [];
  if (origin) {
    const toRad = Math.PI / 180;
    const cosLat = Math.cos(origin.lat * toRad);
    for (const raw of list(message.objects)) {
      const object = record(raw);
      const name = str(object.class).toUpperCase() || 'UNKNOWN';
      const height = num(object.height);
      boxes.push({
        x: (num(object.lon) - origin.lon) * toRad * EARTH_RADIUS_M * cosLat,
        y: (num(object.lat) - origin.lat) * toRad * EARTH_RADIUS_M,
        z: height / 2,
        l: num(object.length),
        w: num(object.width),
        h: height,
        // Compass degrees (0 north, clockwise) to radians counter-clockwise from east.
        yaw: (90 - num(object.heading)) * toRad,
        color: COLORS[name] ?? COLORS.UNKNOWN!,
        label: str(object.id) || name.toLowerCase(),
      });
    }
  }
  return { kind: 'objects', frameId: frameOf(message) || 'map', boxes };
}

/** Boxes of an objects message of `type` (canonical); null for another type. */
export function objectsView(
  type: string,
  message: unknown,
  origin?: { lat: number; lon: number },
): ObjectsView | null {
  const fields = record(message);
  if (type === 'foxglove.SceneUpdate') return sceneUpdateBoxes(fields);
  if (type === 'ads_studio/DetectedObjects') return hmiBoxes(fields, origin);
  if (/^autoware(_auto)?_perception_msgs\/(Detected|Tracked|Predicted)Objects$/.test(type)) {
    return autowareBoxes(fields);
  }
  return null;
}
