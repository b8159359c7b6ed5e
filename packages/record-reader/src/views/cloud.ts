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

const readFloat32: Reader = (v, at) => v.getFloat32(at, true);

/** ROS `sensor_msgs/PointField` datatypes. */
const ROS_TYPES: Record<number, [Reader, number]> = {
  1: [(v, at) => v.getInt8(at), 1],
  2: [(v, at) => v.getUint8(at), 1],
  3: [(v, at) => v.getInt16(at, true), 2],
  4: [(v, at) => v.getUint16(at, true), 2],
  5: [(v, at) => v.getInt32(at, true), 4],
  6: [(v, at) => v.getUint32(at, true), 4],
  7: [readFloat32, 4],
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

interface Field {
  read: Reader;
  offset: number;
}

interface Layout {
  frameId: string;
  data: Uint8Array;
  stride: number;
  points: number;
  field(name: string): Field | undefined;
  pose?: { position: { x: number; y: number; z: number }; orientation: Quaternion };
}

function fieldsBy(
  fields: unknown[],
  types: Record<number, [Reader, number]>,
  typeKey: 'datatype' | 'type',
  stride: number,
): Layout['field'] {
  const byName = new Map<string, Field>();
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
  return {
    frameId: frameOf(message),
    data,
    stride,
    points: Math.floor(data.length / stride),
    field: fieldsBy(list(message.fields), FOXGLOVE_TYPES, 'type', stride),
    pose: { position: vector(pose.position), orientation: quaternion(pose.orientation) },
  };
}

interface Quaternion {
  x: number;
  y: number;
  z: number;
  w: number;
}

/** The first `count` points rotated by the unit quaternion q and moved by `position`, in place. */
function place(
  positions: Float32Array,
  count: number,
  q: Quaternion,
  position: { x: number; y: number; z: number },
): void {
  const turn = q.x !== 0 || q.y !== 0 || q.z !== 0;
  for (let i = 0; i < count * 3; i += 3) {
    let px = positions[i]!;
    let py = positions[i + 1]!;
    let pz = positions[i + 2]!;
    if (turn) {
      // t = 2 q×p; p' = p + w t + q×t
      const tx = 2 * (q.y * pz - q.z * py);
      const ty = 2 * (q.z * px - q.x * pz);
      const tz = 2 * (q.x * py - q.y * px);
      px += q.w * tx + (q.y * tz - q.z * ty);
      py += q.w * ty + (q.z * tx - q.x * tz);
      pz += q.w * tz + (q.x * ty - q.y * tx);
    }
    positions[i] = px + position.x;
    positions[i + 1] = py + position.y;
    positions[i + 2] = pz + position.z;
  }
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
  const positions = new Float32Array(points * 3);
  const intensity = intensityField ? new Float32Array(points) : undefined;
  const read = allFloat32(stride, [x, y, z, intensityField]) ? readFloats : readAny;
  const { kept, low, high } = read(
    data,
    stride,
    points,
    [x, y, z, intensityField],
    positions,
    intensity,
  );
  if (layout.pose) place(positions, kept, layout.pose.orientation, layout.pose.position);
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

interface Read {
  kept: number;
  low: number;
  high: number;
}

type PointReader = (
  data: Uint8Array,
  stride: number,
  points: number,
  fields: [Field, Field, Field, Field | undefined],
  positions: Float32Array,
  intensity: Float32Array | undefined,
) => Read;

/** Whether every field read is a float32 at a 4-byte boundary of a stride of whole floats. */
function allFloat32(stride: number, fields: (Field | undefined)[]): boolean {
  return (
    stride % 4 === 0 &&
    fields.every((field) => !field || (field.read === readFloat32 && field.offset % 4 === 0))
  );
}

/** Any layout, field by field through a DataView. */
const readAny: PointReader = (data, stride, points, [x, y, z, i], positions, intensity) => {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  let kept = 0;
  let low = Infinity;
  let high = -Infinity;
  for (let n = 0; n < points; n++) {
    const at = n * stride;
    const px = x.read(view, at + x.offset);
    const py = y.read(view, at + y.offset);
    const pz = z.read(view, at + z.offset);
    if (!Number.isFinite(px) || !Number.isFinite(py) || !Number.isFinite(pz)) continue;
    positions[kept * 3] = px;
    positions[kept * 3 + 1] = py;
    positions[kept * 3 + 2] = pz;
    if (intensity && i) {
      const value = i.read(view, at + i.offset);
      intensity[kept] = value;
      if (value < low) low = value;
      if (value > high) high = value;
    }
    kept++;
  }
  return { kept, low, high };
};

/**
 * Memory for `alignedCopy`, kept from cloud to cloud: fresh memory is paid for at its first
 * touch (4–5 ms a MB in Chromium here), and a copy of each cloud into a new buffer cost the
 * playback worker more than reading it (bench/playback.ts).
 */
let scratch = new Uint8Array(0);

/** The first `bytes` of `data` at a 4-byte boundary, in `scratch` (valid until the next call). */
function alignedCopy(data: Uint8Array, bytes: number): Uint8Array {
  if (scratch.length < bytes) scratch = new Uint8Array(Math.ceil(bytes * 1.25));
  scratch.set(data.subarray(0, bytes));
  return scratch;
}

/**
 * The common layout (x, y, z and intensity as float32, as lidar drivers and the HMI's recorder
 * write), read as one Float32Array: about five times faster than a DataView call per field on
 * a 100,000-point cloud, the bulk of a seek's decoding. Data off a 4-byte boundary (a CDR
 * message's bytes at any offset of its chunk) is copied to one first.
 */
const readFloats: PointReader = (data, stride, points, [x, y, z, i], positions, intensity) => {
  const bytes = points * stride;
  const aligned = data.byteOffset % 4 === 0 ? data : alignedCopy(data, bytes);
  const floats = new Float32Array(aligned.buffer, aligned.byteOffset, bytes / 4);
  const step = stride / 4;
  const [fx, fy, fz] = [x.offset / 4, y.offset / 4, z.offset / 4];
  const fi = i ? i.offset / 4 : 0;
  let kept = 0;
  let low = Infinity;
  let high = -Infinity;
  for (let at = 0; at < bytes / 4; at += step) {
    const px = floats[at + fx]!;
    const py = floats[at + fy]!;
    const pz = floats[at + fz]!;
    // NaN and ±Infinity: x - x is not 0.
    if (px - px !== 0 || py - py !== 0 || pz - pz !== 0) continue;
    positions[kept * 3] = px;
    positions[kept * 3 + 1] = py;
    positions[kept * 3 + 2] = pz;
    if (intensity) {
      const value = floats[at + fi]!;
      intensity[kept] = value;
      if (value < low) low = value;
      if (value > high) high = value;
    }
    kept++;
  }
  return { kept, low, high };
};
