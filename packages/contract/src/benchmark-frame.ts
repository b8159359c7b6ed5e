/**
 * The binary frame of `GET /api/benchmark/3D/` (docs/benchmark-format.md, "Frame codec"): one
 * lidar frame and a JSON header (boxes, sample name…) in about 7 bytes a point instead of 16,
 * shared by the server (encode) and the browser (decode), so it uses DataView and
 * TextEncoder/TextDecoder only, never Node's Buffer.
 *
 * Layout, little-endian:
 *
 *   0   'ADSB'                     magic
 *   4   u16 version (1)
 *   6   u16 flags (0, reserved)
 *   8   u32 point count N
 *   12  u32 header length J (bytes of UTF-8 JSON)
 *   16  J bytes of JSON, then 0–3 zero bytes so the next part starts on a multiple of 4
 *   P   N × (i16 x, i16 y, i16 z) centimetres, each clamped to ±327.67 m
 *   P+6N  N × u8 intensity
 *
 * Intensity: KITTI writes a float in 0..1, which becomes round(i × 255). Some sensors write
 * 0..255 instead; when any point of the frame has an intensity above 1 the whole frame is taken
 * as already 0..255 and rounded and clamped (decided per frame, not per point, so that a raw
 * value of 1 still means 1/255). Decoded intensity is always 0..1 (u8 / 255).
 *
 * Points with a coordinate that is not finite (NaN, ±Infinity) are left out of the frame:
 * there is nowhere to draw them, and putting them at the origin would draw a false point.
 */

import {
  POINT_FRAME_PREAMBLE_BYTES,
  type PointFrameKind,
  readPointFramePreamble,
  writePointFramePreamble,
} from './point-frame-preamble';

export const BENCH_FRAME_MAGIC = 'ADSB';
export const BENCH_FRAME_VERSION = 1;
/** The fixed part before the JSON header. */
export const BENCH_FRAME_PREAMBLE_BYTES = POINT_FRAME_PREAMBLE_BYTES;
/** The largest coordinate an Int16 of centimetres can hold, metres. */
export const BENCH_FRAME_MAX_METRES = 327.67;

/** A frame the decoder refuses: truncated, not a frame, or of a newer version. */
export class BenchFrameError extends Error {
  override name = 'BenchFrameError';
}

export interface DecodedBenchFrame<H = unknown> {
  header: H;
  /** xyz rows, metres (centimetre resolution). */
  positions: Float32Array;
  /** One value per point, 0..1. */
  intensity: Float32Array;
}

const BENCH_FRAME: PointFrameKind = {
  magic: BENCH_FRAME_MAGIC,
  version: BENCH_FRAME_VERSION,
  noun: 'frame',
  notA: 'a benchmark frame',
  bytesPerPoint: 7,
  fail: (message) => new BenchFrameError(message),
};

const toCentimetres = (metres: number) =>
  Math.max(-32767, Math.min(32767, Math.round(metres * 100)));

/**
 * Encodes `points` (rows of x, y, z, intensity as in a KITTI `.bin`) with `header` as JSON.
 * Throws a RangeError when `points` is not made of whole rows of 4.
 */
export function encodeFrame(header: unknown, points: Float32Array): Uint8Array {
  if (points.length % 4 !== 0) {
    throw new RangeError(`points holds ${points.length} values, not whole rows of x, y, z, i`);
  }
  const rows = points.length / 4;
  let count = 0;
  let maxIntensity = 0;
  for (let r = 0; r < rows; r++) {
    const o = r * 4;
    if (
      Number.isFinite(points[o]!) &&
      Number.isFinite(points[o + 1]!) &&
      Number.isFinite(points[o + 2]!)
    ) {
      count++;
      const i = points[o + 3]!;
      if (i > maxIntensity) maxIntensity = i;
    }
  }
  // `> 1` rather than `>= 1`: KITTI's own scale reaches exactly 1.
  const intensityScale = maxIntensity > 1 ? 1 : 255;

  const {
    bytes,
    view,
    pointsAt: positionsAt,
  } = writePointFramePreamble(BENCH_FRAME, header, count);
  const intensityAt = positionsAt + count * 6;

  let p = 0;
  for (let r = 0; r < rows; r++) {
    const o = r * 4;
    const x = points[o]!;
    const y = points[o + 1]!;
    const z = points[o + 2]!;
    if (!Number.isFinite(x) || !Number.isFinite(y) || !Number.isFinite(z)) continue;
    const at = positionsAt + p * 6;
    view.setInt16(at, toCentimetres(x), true);
    view.setInt16(at + 2, toCentimetres(y), true);
    view.setInt16(at + 4, toCentimetres(z), true);
    const i = points[o + 3]! * intensityScale;
    // NaN and negative intensities become 0.
    bytes[intensityAt + p] = i > 0 ? Math.min(255, Math.round(i)) : 0;
    p++;
  }
  return bytes;
}

/** Decodes a frame made by `encodeFrame`; throws a BenchFrameError on anything else. */
export function decodeFrame<H = unknown>(bytes: Uint8Array): DecodedBenchFrame<H> {
  const {
    header,
    count,
    view,
    pointsAt: positionsAt,
  } = readPointFramePreamble<H>(BENCH_FRAME, bytes);
  const intensityAt = positionsAt + count * 6;

  const positions = new Float32Array(count * 3);
  const intensity = new Float32Array(count);
  for (let p = 0; p < count; p++) {
    const at = positionsAt + p * 6;
    positions[p * 3] = view.getInt16(at, true) / 100;
    positions[p * 3 + 1] = view.getInt16(at + 2, true) / 100;
    positions[p * 3 + 2] = view.getInt16(at + 4, true) / 100;
    intensity[p] = bytes[intensityAt + p]! / 255;
  }
  return { header, positions, intensity };
}
