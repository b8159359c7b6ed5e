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

export const RECORD_CLOUD_MAGIC = 'ADSC';
export const RECORD_CLOUD_VERSION = 1;
/** The fixed part before the JSON header. */
export const RECORD_CLOUD_PREAMBLE_BYTES = 16;

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

// The contract compiles without the DOM or Node typings; both environments have these globals.
interface Utf8Encoder {
  encode(text: string): Uint8Array;
}
interface Utf8Decoder {
  decode(bytes: Uint8Array): string;
}
const textCodecs = globalThis as unknown as {
  TextEncoder: new () => Utf8Encoder;
  TextDecoder: new (label: string, options: { fatal: boolean }) => Utf8Decoder;
};

const pad4 = (n: number) => (n + 3) & ~3;
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
  const json = new textCodecs.TextEncoder().encode(JSON.stringify(header) ?? 'null');
  const pointsAt = RECORD_CLOUD_PREAMBLE_BYTES + pad4(json.length);
  const bytes = new Uint8Array(pointsAt + count * 12);
  const view = new DataView(bytes.buffer);
  for (let k = 0; k < 4; k++) bytes[k] = RECORD_CLOUD_MAGIC.charCodeAt(k);
  view.setUint16(4, RECORD_CLOUD_VERSION, true);
  view.setUint16(6, 0, true);
  view.setUint32(8, count, true);
  view.setUint32(12, json.length, true);
  bytes.set(json, RECORD_CLOUD_PREAMBLE_BYTES);
  if (littleEndian) {
    bytes.set(new Uint8Array(xyz.buffer, xyz.byteOffset, xyz.byteLength), pointsAt);
  } else {
    for (let i = 0; i < xyz.length; i++) view.setFloat32(pointsAt + i * 4, xyz[i]!, true);
  }
  return bytes;
}

/** Decodes a body made by `encodeRecordCloud`; throws a RecordCloudFrameError on anything else. */
export function decodeRecordCloud<H = unknown>(bytes: Uint8Array): DecodedRecordCloud<H> {
  if (bytes.length < RECORD_CLOUD_PREAMBLE_BYTES) {
    throw new RecordCloudFrameError(
      `The cloud is truncated: ${bytes.length} bytes, fewer than its ${RECORD_CLOUD_PREAMBLE_BYTES}-byte preamble.`,
    );
  }
  for (let k = 0; k < 4; k++) {
    if (bytes[k] !== RECORD_CLOUD_MAGIC.charCodeAt(k)) {
      throw new RecordCloudFrameError(
        `This is not a record's cloud: it does not start with '${RECORD_CLOUD_MAGIC}'.`,
      );
    }
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = view.getUint16(4, true);
  if (version !== RECORD_CLOUD_VERSION) {
    throw new RecordCloudFrameError(
      `The cloud has version ${version}; this client reads version ${RECORD_CLOUD_VERSION}.`,
    );
  }
  const count = view.getUint32(8, true);
  const jsonBytes = view.getUint32(12, true);
  const pointsAt = RECORD_CLOUD_PREAMBLE_BYTES + pad4(jsonBytes);
  const expected = pointsAt + count * 12;
  if (bytes.length !== expected) {
    throw new RecordCloudFrameError(
      bytes.length < expected
        ? `The cloud is truncated: ${bytes.length} bytes where ${count} points and a ${jsonBytes}-byte header need ${expected}.`
        : `The cloud has ${bytes.length - expected} bytes after its ${count} points.`,
    );
  }
  let header: H;
  try {
    const text = new textCodecs.TextDecoder('utf-8', { fatal: true }).decode(
      bytes.subarray(RECORD_CLOUD_PREAMBLE_BYTES, RECORD_CLOUD_PREAMBLE_BYTES + jsonBytes),
    );
    header = JSON.parse(text) as H;
  } catch {
    throw new RecordCloudFrameError(`The cloud's header is not valid UTF-8 JSON.`);
  }
  const xyz = new Float32Array(count * 3);
  if (littleEndian) {
    new Uint8Array(xyz.buffer).set(bytes.subarray(pointsAt, expected));
  } else {
    for (let i = 0; i < xyz.length; i++) xyz[i] = view.getFloat32(pointsAt + i * 4, true);
  }
  return { header, xyz, count };
}
