import type { CloudView } from './types';
import {
  type Fields,
  bytesOf,
  frameOf,
  list,
  num,
  quaternion,
  record,
  str,
  vector,
} from './values';

/*
 * Point clouds of any field layout: `sensor_msgs/PointCloud2` (fields by name, offset and ROS
 * datatype; little-endian, as every recorder on x86 and ARM writes) and `foxglove.PointCloud`
 * (fields by name, offset and Foxglove's numeric type, plus the cloud's pose in its frame).
 */

type Reader = (view: DataView, at: number) => number;

/** ROS `sensor_msgs/PointField` datatypes. */
const ROS_TYPES: Record<number, [Reader, number]> = {
  1: [(v, at) => v.getInt8(at), 1],
  2: [(v, at) => v.getUint8(at), 1],
  3: [(v, at) => v.getInt16(at, true), 2],
  4: [(v, at) => v.getUint16(at, true), 2],
  5: [(v, at) => v.getInt32(at, true), 4],
  6: [(v, at) => v.getUint32(at, true), 4],
  7: [(v, at) => v.getFloat32(at, true), 4],
  8: [(v, at) => v.getFloat64(at, true), 8],
};
/** `foxglove.PackedElementField` numeric types (another order than ROS's). */
const FOXGLOVE_TYPES: Record<number, [Reader, number]> = {
  1: ROS_TYPES[2]!,
  2: ROS_TYPES[1]!,
  3: ROS_TYPES[4]!,
  4: ROS_TYPES[3]!,
  5: ROS_TYPES[6]!,
  6: ROS_TYPES[5]!,
  7: ROS_TYPES[7]!,
  8: ROS_TYPES[8]!,
};

interface Layout {
  frameId: string;
  data: Uint8Array;
  stride: number;
  points: number;
  field(name: string): { read: Reader; offset: number } | undefined;
  pose?: { position: { x: number; y: number; z: number }; rotate: (p: number[]) => number[] };
}

function fieldsBy(
  fields: unknown[],
  types: Record<number, [Reader, number]>,
  typeKey: 'datatype' | 'type',
  stride: number,
): Layout['field'] {
  const byName = new Map<string, { read: Reader; offset: number }>();
  for (const raw of fields) {
    const field = record(raw);
    const type = types[num(field[typeKey])];
    const offset = num(field.offset, -1);
    if (!type || offset < 0 || offset + type[1] > stride) continue;
    byName.set(str(field.name), { read: type[0], offset });
  }
  return (name) => byName.get(name);
}

function ros2Layout(message: Fields): Layout | null {
  if (message.is_bigendian === true) return null;
  const data = bytesOf(message.data);
  const stride = num(message.point_step);
  if (stride <= 0) return null;
  const declared = num(message.width) * Math.max(1, num(message.height));
  return {
    frameId: frameOf(message),
    data,
    stride,
    points: Math.min(declared, Math.floor(data.length / stride)),
    field: fieldsBy(list(message.fields), ROS_TYPES, 'datatype', stride),
  };
}

function foxgloveLayout(message: Fields): Layout | null {
  const data = bytesOf(message.data);
  const stride = num(message.point_stride);
  if (stride <= 0) return null;
  const pose = record(message.pose);
  const q = quaternion(pose.orientation);
  const identity = q.x === 0 && q.y === 0 && q.z === 0;
  return {
    frameId: frameOf(message),
    data,
    stride,
    points: Math.floor(data.length / stride),
    field: fieldsBy(list(message.fields), FOXGLOVE_TYPES, 'type', stride),
    pose: {
      position: vector(pose.position),
      rotate: identity ? (p) => p : (p) => rotate(q, p),
    },
  };
}

/** p rotated by the unit quaternion q. */
function rotate(q: { x: number; y: number; z: number; w: number }, p: number[]): number[] {
  const [px, py, pz] = p as [number, number, number];
  // t = 2 q×p; p' = p + w t + q×t
  const tx = 2 * (q.y * pz - q.z * py);
  const ty = 2 * (q.z * px - q.x * pz);
  const tz = 2 * (q.x * py - q.y * px);
  return [
    px + q.w * tx + (q.y * tz - q.z * ty),
    py + q.w * ty + (q.z * tx - q.x * tz),
    pz + q.w * tz + (q.x * ty - q.y * tx),
  ];
}

/**
 * The cloud's points as x, y, z (points with a coordinate that is not finite, a lidar's
 * no-return, are left out) and, with an `intensity` (or `i`) field, intensities scaled from the
 * cloud's own range to 0..1. Null when the message is not a cloud this can read (big-endian,
 * no x/y/z fields).
 */
export function cloudView(message: unknown, foxglove: boolean): CloudView | null {
  const fields = record(message);
  const layout = foxglove ? foxgloveLayout(fields) : ros2Layout(fields);
  if (!layout) return null;
  const [x, y, z] = [layout.field('x'), layout.field('y'), layout.field('z')];
  if (!x || !y || !z) return null;
  const intensityField = layout.field('intensity') ?? layout.field('i');
  const { data, stride, points } = layout;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const positions = new Float32Array(points * 3);
  const intensity = intensityField ? new Float32Array(points) : undefined;
  let kept = 0;
  let low = Infinity;
  let high = -Infinity;
  for (let i = 0; i < points; i++) {
    const at = i * stride;
    const px = x.read(view, at + x.offset);
    const py = y.read(view, at + y.offset);
    const pz = z.read(view, at + z.offset);
    if (!Number.isFinite(px) || !Number.isFinite(py) || !Number.isFinite(pz)) continue;
    positions[kept * 3] = px;
    positions[kept * 3 + 1] = py;
    positions[kept * 3 + 2] = pz;
    if (intensity && intensityField) {
      const value = intensityField.read(view, at + intensityField.offset);
      intensity[kept] = value;
      if (value < low) low = value;
      if (value > high) high = value;
    }
    kept++;
  }
  if (layout.pose) {
    const { position, rotate: turn } = layout.pose;
    for (let i = 0; i < kept; i++) {
      const [px, py, pz] = turn([positions[i * 3]!, positions[i * 3 + 1]!, positions[i * 3 + 2]!]);
      positions[i * 3] = px! + position.x;
      positions[i * 3 + 1] = py! + position.y;
      positions[i * 3 + 2] = pz! + position.z;
    }
  }
  const result: CloudView = {
    kind: 'cloud',
    frameId: layout.frameId,
    positions: kept === points ? positions : positions.slice(0, kept * 3),
    points: kept,
  };
  if (intensity) {
    const scaled = kept === points ? intensity : intensity.slice(0, kept);
    const span = high - low;
    for (let i = 0; i < kept; i++) scaled[i] = span > 0 ? (scaled[i]! - low) / span : 1;
    result.intensity = scaled;
  }
  return result;
}
