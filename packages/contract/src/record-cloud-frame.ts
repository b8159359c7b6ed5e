/**
 * The binary answer of `GET /api/calibration/record/:id/cloud/` (docs/adr/0021, "Clouds from
 * records"): one lidar message of a record as points, with a JSON header (`RecordCloudHeader`:
 * topic, frame, stamps, counts) inside the body, so a client reading bytes has everything in one
 * answer. Shared by the server (encode) and the browser (decode): DataView and
 * TextEncoder/TextDecoder only, never Node's Buffer. The benchmark frame's layout
 * (benchmark-frame.ts), but with full float32 coordinates: a calibration needs millimetres.
 *
 * Layout, little-endian:
 *
 *   0   'ADSC'                     magic
 *   4   u16 version (1)
 *   6   u16 flags (0, reserved)
 *   8   u32 point count N
 *   12  u32 header length J (bytes of UTF-8 JSON)
 *   16  J bytes of JSON, then 0–3 zero bytes so the points start on a multiple of 4
 *   P   N × (f32 x, f32 y, f32 z), metres, in the message's frame
 *
 * 12 bytes a point: 2,000,000 points (the most sent) are 24 MB.
 */

import {
  POINT_FRAME_PREAMBLE_BYTES,
  type PointFrameKind,
  readPointFramePreamble,
  writePointFramePreamble,
} from './point-frame-preamble';

export const RECORD_CLOUD_MAGIC = 'ADSC';
export const RECORD_CLOUD_VERSION = 1;
/** The fixed part before the JSON header. */
export const RECORD_CLOUD_PREAMBLE_BYTES = POINT_FRAME_PREAMBLE_BYTES;

/** A body the decoder refuses: truncated, not a record cloud, or of a newer version. */
export class RecordCloudFrameError extends Error {
  override name = 'RecordCloudFrameError';
}

export interface DecodedRecordCloud<H = unknown> {
  header: H;
  /** x, y, z per point, metres. */
  xyz: Float32Array;
  count: number;
}

const RECORD_CLOUD: PointFrameKind = {
  magic: RECORD_CLOUD_MAGIC,
  version: RECORD_CLOUD_VERSION,
  noun: 'cloud',
  notA: "a record's cloud",
  bytesPerPoint: 12,
  fail: (message) => new RecordCloudFrameError(message),
};

const littleEndian = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/**
 * Encodes `xyz` (x, y, z per point, every value finite: the caller leaves out the others) with
 * `header` as JSON. Throws a RangeError when `xyz` is not made of whole rows of 3.
 */
export function encodeRecordCloud(header: unknown, xyz: Float32Array): Uint8Array {
  if (xyz.length % 3 !== 0) {
    throw new RangeError(`xyz holds ${xyz.length} values, not whole rows of x, y, z`);
  }
  const count = xyz.length / 3;
  const { bytes, view, pointsAt } = writePointFramePreamble(RECORD_CLOUD, header, count);
  if (littleEndian) {
    bytes.set(new Uint8Array(xyz.buffer, xyz.byteOffset, xyz.byteLength), pointsAt);
  } else {
    for (let i = 0; i < xyz.length; i++) view.setFloat32(pointsAt + i * 4, xyz[i]!, true);
  }
  return bytes;
}

/** Decodes a body made by `encodeRecordCloud`; throws a RecordCloudFrameError on anything else. */
export function decodeRecordCloud<H = unknown>(bytes: Uint8Array): DecodedRecordCloud<H> {
  const { header, count, view, pointsAt, end } = readPointFramePreamble<H>(RECORD_CLOUD, bytes);
  const xyz = new Float32Array(count * 3);
  if (littleEndian) {
    new Uint8Array(xyz.buffer).set(bytes.subarray(pointsAt, end));
  } else {
    for (let i = 0; i < xyz.length; i++) xyz[i] = view.getFloat32(pointsAt + i * 4, true);
  }
  return { header, xyz, count };
}
