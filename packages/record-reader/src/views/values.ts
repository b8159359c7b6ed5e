/* Reading fields of decoded messages, which come from untrusted files in any encoding. */

export type Fields = Record<string, unknown>;

export function record(value: unknown): Fields {
  return value !== null && typeof value === 'object' ? (value as Fields) : {};
}

export function num(value: unknown, fallback = 0): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  return fallback;
}

export function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** A ROS header's or a Foxglove message's frame. */
export function frameOf(message: Fields): string {
  return str(message.frame_id) || str(record(message.header).frame_id);
}

/**
 * A bytes field: a Uint8Array (ROS, protobuf), base64 text (Foxglove's JSON schemas), or an
 * array of numbers (JSON written by hand).
 */
export function bytesOf(value: unknown): Uint8Array {
  if (value instanceof Uint8Array) return value;
  if (ArrayBuffer.isView(value)) {
    return new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
  }
  if (typeof value === 'string') {
    const binary = atob(value);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  }
  if (Array.isArray(value)) return Uint8Array.from(value, (byte) => num(byte));
  return new Uint8Array(0);
}

export interface Quaternion {
  x: number;
  y: number;
  z: number;
  w: number;
}

export function quaternion(value: unknown): Quaternion {
  const q = record(value);
  // An absent orientation is the identity (protobuf's defaults would make it all zeros).
  const [x, y, z, w] = [num(q.x), num(q.y), num(q.z), num(q.w)];
  return x === 0 && y === 0 && z === 0 && w === 0 ? { x: 0, y: 0, z: 0, w: 1 } : { x, y, z, w };
}

/** Yaw (about +z, counter-clockwise from +x) of a quaternion. */
export function yawOf(q: Quaternion): number {
  return Math.atan2(2 * (q.w * q.z + q.x * q.y), 1 - 2 * (q.y * q.y + q.z * q.z));
}

export function vector(value: unknown): { x: number; y: number; z: number } {
  const v = record(value);
  return { x: num(v.x), y: num(v.y), z: num(v.z) };
}
