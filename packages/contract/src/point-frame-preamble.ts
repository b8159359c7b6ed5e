/**
 * The preamble shared by the studio's binary point bodies (the benchmark's frame,
 * benchmark-frame.ts; a record's cloud, record-cloud-frame.ts): a magic, a version, the point
 * count and a JSON header, after which each body lays out its points its own way. DataView and
 * TextEncoder/TextDecoder only (the server encodes, the browser decodes).
 *
 * Layout, little-endian:
 *
 *   0   4-byte magic
 *   4   u16 version
 *   6   u16 flags (0, reserved)
 *   8   u32 point count N
 *   12  u32 header length J (bytes of UTF-8 JSON)
 *   16  J bytes of JSON, then 0–3 zero bytes so the points start on a multiple of 4
 */

export const POINT_FRAME_PREAMBLE_BYTES = 16;

/** One kind of body: its magic and version, and how its refusals are worded and thrown. */
export interface PointFrameKind {
  magic: string;
  version: number;
  /** "frame", "cloud": what the messages call the body. */
  noun: string;
  /** "a benchmark frame": what a body with another magic is not. */
  notA: string;
  /** The bytes each point takes after the header. */
  bytesPerPoint: number;
  fail(message: string): Error;
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

/** A body of `count` points with `header` written; the points go from `pointsAt` on. */
export function writePointFramePreamble(kind: PointFrameKind, header: unknown, count: number) {
  const json = new textCodecs.TextEncoder().encode(JSON.stringify(header) ?? 'null');
  const pointsAt = POINT_FRAME_PREAMBLE_BYTES + pad4(json.length);
  const bytes = new Uint8Array(pointsAt + count * kind.bytesPerPoint);
  const view = new DataView(bytes.buffer);
  for (let k = 0; k < 4; k++) bytes[k] = kind.magic.charCodeAt(k);
  view.setUint16(4, kind.version, true);
  view.setUint16(6, 0, true);
  view.setUint32(8, count, true);
  view.setUint32(12, json.length, true);
  bytes.set(json, POINT_FRAME_PREAMBLE_BYTES);
  return { bytes, view, pointsAt };
}

/**
 * The header and point count of a body, checked whole: the magic, the version, the length the
 * count and header need (no more, no less), the header's JSON. Throws `kind.fail(…)`.
 */
export function readPointFramePreamble<H>(kind: PointFrameKind, bytes: Uint8Array) {
  const { noun } = kind;
  if (bytes.length < POINT_FRAME_PREAMBLE_BYTES) {
    throw kind.fail(
      `The ${noun} is truncated: ${bytes.length} bytes, fewer than its ${POINT_FRAME_PREAMBLE_BYTES}-byte preamble.`,
    );
  }
  for (let k = 0; k < 4; k++) {
    if (bytes[k] !== kind.magic.charCodeAt(k)) {
      throw kind.fail(`This is not ${kind.notA}: it does not start with '${kind.magic}'.`);
    }
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = view.getUint16(4, true);
  if (version !== kind.version) {
    throw kind.fail(
      `The ${noun} has version ${version}; this client reads version ${kind.version}.`,
    );
  }
  const count = view.getUint32(8, true);
  const jsonBytes = view.getUint32(12, true);
  const pointsAt = POINT_FRAME_PREAMBLE_BYTES + pad4(jsonBytes);
  const expected = pointsAt + count * kind.bytesPerPoint;
  if (bytes.length < expected) {
    throw kind.fail(
      `The ${noun} is truncated: ${bytes.length} bytes where ${count} points and a ${jsonBytes}-byte header need ${expected}.`,
    );
  }
  if (bytes.length > expected) {
    throw kind.fail(`The ${noun} has ${bytes.length - expected} bytes after its ${count} points.`);
  }
  let header: H;
  try {
    const text = new textCodecs.TextDecoder('utf-8', { fatal: true }).decode(
      bytes.subarray(POINT_FRAME_PREAMBLE_BYTES, POINT_FRAME_PREAMBLE_BYTES + jsonBytes),
    );
    header = JSON.parse(text) as H;
  } catch {
    throw kind.fail(`The ${noun}'s header is not valid UTF-8 JSON.`);
  }
  return { header, count, view, pointsAt, end: expected };
}
