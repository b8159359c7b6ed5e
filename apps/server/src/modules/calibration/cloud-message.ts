/*
 * A decoded lidar message (as the record indexer's decoders give it) to x, y, z points, for the
 * lidar–camera tab's "From a record" (docs/adr/0021). Two message types carry clouds in records:
 *
 * - `sensor_msgs/PointCloud2` (ROS 1 `sensor_msgs/PointCloud2`, ROS 2 `sensor_msgs/msg/…`; CDR in
 *   MCAP, ROS 1 in bags): fields x, y, z of FLOAT32 or FLOAT64 at any offsets and point_step,
 *   organised clouds (height > 1) with padded rows (row_step), either byte order.
 * - Foxglove's PointCloud (`foxglove.PointCloud` in JSON, as the agent's drive recorder writes it;
 *   `foxglove_msgs/msg/PointCloud` in CDR): fields x, y, z of FLOAT32 or FLOAT64 at any offsets
 *   and point_stride, and its `pose` (the cloud's origin in `frame_id`) applied, so the points
 *   are in `frame_id`.
 *
 * Points with a coordinate that is NaN or infinite (a sensor's "no return") are left out.
 * Foxglove's protobuf encoding is not read: the server has no protobuf decoder (the indexer
 * lists such topics without fields).
 */

import { apply3, fromQuaternion } from '@ads/calibration';

export type CloudKind = 'pointcloud2' | 'foxglove';

/** The kind of cloud a message type carries, or null for any other type. */
export function cloudKind(type: string): CloudKind | null {
  if (/^sensor_msgs\/(msg\/)?PointCloud2$/.test(type)) return 'pointcloud2';
  if (type === 'foxglove.PointCloud' || /^foxglove_msgs\/(msg\/)?PointCloud$/.test(type)) {
    return 'foxglove';
  }
  return null;
}

/** A message that does not hold a cloud this reader takes; the message is the sentence. */
export class CloudMessageError extends Error {
  override name = 'CloudMessageError';
}

export interface DecodedCloud {
  /** x, y, z of the points kept, metres, in `frameId`. */
  xyz: Float32Array;
  /** Points left out: a coordinate NaN or infinite. */
  dropped: number;
  frameId: string;
  /** The message's own stamp, ns; null when it has none that reads as one. */
  stampNs: bigint | null;
}

/** PointField (ROS) and PackedElementField (Foxglove) agree on these two numbers. */
const FLOAT32 = 7;
const FLOAT64 = 8;
const TYPE_NAMES: Record<string, number> = {
  FLOAT32,
  FLOAT64,
  float32: FLOAT32,
  float64: FLOAT64,
};
const ROS_TYPE_NAMES = ['', 'INT8', 'UINT8', 'INT16', 'UINT16', 'INT32', 'UINT32'];
const FOXGLOVE_TYPE_NAMES = ['UNKNOWN', 'UINT8', 'INT8', 'UINT16', 'INT16', 'UINT32', 'INT32'];

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function count(value: unknown, name: string): number {
  const n = typeof value === 'bigint' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) {
    throw new CloudMessageError(`The cloud's ${name} is not a whole number.`);
  }
  return n;
}

/** The message's byte array: decoders give a Uint8Array; JSON gives base64 or numbers. */
function bytesOf(value: unknown, name: string): Uint8Array {
  if (value instanceof Uint8Array) return value;
  if (typeof value === 'string') return new Uint8Array(Buffer.from(value, 'base64'));
  if (Array.isArray(value) && value.every((v) => Number.isInteger(v) && v >= 0 && v <= 255)) {
    return Uint8Array.from(value as number[]);
  }
  throw new CloudMessageError(`The cloud's ${name} is not a byte array.`);
}

function stampOf(stamp: unknown): bigint | null {
  if (!isObject(stamp)) return null;
  const sec = stamp.sec ?? stamp.secs;
  const nsec = stamp.nsec ?? stamp.nanosec ?? stamp.nsecs ?? 0;
  if (typeof sec !== 'number' || typeof nsec !== 'number') return null;
  if (!Number.isInteger(sec) || !Number.isInteger(nsec) || sec < 0 || nsec < 0) return null;
  return BigInt(sec) * 1_000_000_000n + BigInt(nsec);
}

interface Coordinate {
  name: string;
  offset: number;
  type: number;
}

/** x, y and z of a field list (PointField or PackedElementField), checked against `stride`. */
function coordinates(
  rawFields: unknown,
  typeKey: 'datatype' | 'type',
  typeNames: string[],
  stride: number,
): Coordinate[] {
  if (!Array.isArray(rawFields)) throw new CloudMessageError('The cloud has no field list.');
  const fields = rawFields.filter(isObject);
  return ['x', 'y', 'z'].map((name) => {
    const field = fields.find((each) => each.name === name);
    if (!field) {
      const names = fields.map((each) => String(each.name)).join(', ') || 'none';
      throw new CloudMessageError(
        `The cloud has no ${name} field (its fields: ${names}): only x, y, z clouds are read.`,
      );
    }
    const raw = field[typeKey];
    const type = typeof raw === 'string' ? (TYPE_NAMES[raw] ?? -1) : Number(raw);
    if (type !== FLOAT32 && type !== FLOAT64) {
      const shown =
        typeof raw === 'string' ? raw : (typeNames[Number(raw)] ?? `type ${String(raw)}`);
      throw new CloudMessageError(
        `The cloud's ${name} field is ${shown}: only FLOAT32 and FLOAT64 coordinates are read.`,
      );
    }
    if (field.count !== undefined && Number(field.count) !== 1) {
      throw new CloudMessageError(`The cloud's ${name} field has ${String(field.count)} values.`);
    }
    const offset = count(field.offset, `${name} offset`);
    if (offset + (type === FLOAT64 ? 8 : 4) > stride) {
      throw new CloudMessageError(
        `The cloud's ${name} field (offset ${offset}) does not fit in its ${stride}-byte points.`,
      );
    }
    return { name, offset, type };
  });
}

/** Reads a coordinate at a byte offset of `view`. */
type Read = (view: DataView, at: number) => number;
const readerOf = (type: number, littleEndian: boolean): Read =>
  type === FLOAT64
    ? (view, at) => view.getFloat64(at, littleEndian)
    : (view, at) => view.getFloat32(at, littleEndian);

/** A rigid transform p' = R p + t from a pose, or null for the identity. */
function poseTransform(pose: unknown): ((p: [number, number, number]) => void) | null {
  if (!isObject(pose)) return null;
  const position = isObject(pose.position) ? pose.position : {};
  const orientation = isObject(pose.orientation) ? pose.orientation : {};
  const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
  const [tx, ty, tz] = [num(position.x), num(position.y), num(position.z)];
  const q = [
    num(orientation.x),
    num(orientation.y),
    num(orientation.z),
    orientation.w === undefined ? 1 : num(orientation.w),
  ];
  // A zero quaternion is an unset one: no rotation.
  const unset = Math.hypot(...q) === 0;
  const rotates = !unset && (q[0] !== 0 || q[1] !== 0 || q[2] !== 0);
  if (!rotates && tx === 0 && ty === 0 && tz === 0) return null;
  const R = fromQuaternion(unset ? [0, 0, 0, 1] : q);
  return (p) => {
    const [x, y, z] = apply3(R, p);
    p[0] = x + tx;
    p[1] = y + ty;
    p[2] = z + tz;
  };
}

/**
 * Reads `rows` × `columns` points at `rowStep` / `stride` bytes and keeps the finite ones.
 * Throws when more than `maxPoints` are kept.
 */
function readPoints(
  data: Uint8Array,
  layout: { rows: number; columns: number; rowStep: number; stride: number },
  fields: Coordinate[],
  littleEndian: boolean,
  maxPoints: number,
  transform: ((p: [number, number, number]) => void) | null,
): { xyz: Float32Array; dropped: number } {
  const { rows, columns, rowStep, stride } = layout;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const [fx, fy, fz] = fields as [Coordinate, Coordinate, Coordinate];
  const [rx, ry, rz] = [fx, fy, fz].map((f) => readerOf(f.type, littleEndian)) as [
    Read,
    Read,
    Read,
  ];
  const out = new Float32Array(rows * columns * 3);
  const p: [number, number, number] = [0, 0, 0];
  let kept = 0;
  let dropped = 0;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const at = r * rowStep + c * stride;
      p[0] = rx(view, at + fx.offset);
      p[1] = ry(view, at + fy.offset);
      p[2] = rz(view, at + fz.offset);
      if (!Number.isFinite(p[0]) || !Number.isFinite(p[1]) || !Number.isFinite(p[2])) {
        dropped++;
        continue;
      }
      transform?.(p);
      out[kept * 3] = p[0];
      out[kept * 3 + 1] = p[1];
      out[kept * 3 + 2] = p[2];
      kept++;
    }
  }
  if (kept > maxPoints) {
    throw new CloudMessageError(
      `The cloud has ${kept.toLocaleString('en')} points; at most ${maxPoints.toLocaleString('en')} are sent.`,
    );
  }
  return { xyz: out.slice(0, kept * 3), dropped };
}

function decodePointCloud2(message: Fields, maxPoints: number): DecodedCloud {
  const columns = count(message.width, 'width');
  const rows = count(message.height, 'height');
  const stride = count(message.point_step, 'point_step');
  const fields = coordinates(message.fields, 'datatype', ROS_TYPE_NAMES, stride);
  const data = bytesOf(message.data, 'data');
  const rowBytes = columns * stride;
  // A row_step short of a row's points is a writer's slip: the rows are then taken as packed.
  const declared = message.row_step === undefined ? 0 : count(message.row_step, 'row_step');
  const rowStep = Math.max(declared, rowBytes);
  const need = rows === 0 || columns === 0 ? 0 : (rows - 1) * rowStep + rowBytes;
  if (data.length < need) {
    throw new CloudMessageError(
      `The cloud's data is ${data.length} bytes, short of the ${need} its ${columns} × ${rows} points need.`,
    );
  }
  const header = isObject(message.header) ? message.header : {};
  return {
    ...readPoints(
      data,
      { rows, columns, rowStep, stride },
      fields,
      message.is_bigendian !== true,
      maxPoints,
      null,
    ),
    frameId: typeof header.frame_id === 'string' ? header.frame_id : '',
    stampNs: stampOf(header.stamp),
  };
}

function decodeFoxglove(message: Fields, maxPoints: number): DecodedCloud {
  const stride = count(message.point_stride, 'point_stride');
  const fields = coordinates(message.fields, 'type', FOXGLOVE_TYPE_NAMES, stride);
  const data = bytesOf(message.data, 'data');
  if (data.length % stride !== 0) {
    throw new CloudMessageError(
      `The cloud's data is ${data.length} bytes, not a whole number of ${stride}-byte points.`,
    );
  }
  const columns = data.length / stride;
  return {
    ...readPoints(
      data,
      { rows: 1, columns, rowStep: data.length, stride },
      fields,
      true,
      maxPoints,
      poseTransform(message.pose),
    ),
    frameId: typeof message.frame_id === 'string' ? message.frame_id : '',
    stampNs: stampOf(message.timestamp),
  };
}

/**
 * The points of a decoded cloud message; throws a CloudMessageError with the reason when the
 * message is not a cloud this reads, or has more than `maxPoints` points to send.
 */
export function decodeCloud(kind: CloudKind, message: unknown, maxPoints: number): DecodedCloud {
  if (!isObject(message)) throw new CloudMessageError('The message is not a point cloud.');
  return kind === 'pointcloud2'
    ? decodePointCloud2(message, maxPoints)
    : decodeFoxglove(message, maxPoints);
}
