import { describe, expect, it } from 'vitest';
import {
  BENCH_FRAME_PREAMBLE_BYTES,
  BenchFrameError,
  decodeFrame,
  encodeFrame,
} from './benchmark-frame';

const header = { sample: '000012', gt: [{ class: 'car', x: 1.5 }], pred: [], note: 'çà ✓' };

function rows(...points: [number, number, number, number][]) {
  return new Float32Array(points.flat());
}

describe('benchmark frame codec', () => {
  it('round-trips the header, positions to the centimetre and KITTI intensity', () => {
    const points = rows([1.234, -5.678, 0.5, 0], [10, 20, -1.73, 1], [-0.004, 0.006, 3, 0.5]);
    const bytes = encodeFrame(header, points);
    expect(bytes).toBeInstanceOf(Uint8Array);
    const frame = decodeFrame<typeof header>(bytes);
    expect(frame.header).toEqual(header);
    expect(Array.from(frame.positions)).toEqual(
      [1.23, -5.68, 0.5, 10, 20, -1.73, 0, 0.01, 3].map((v) => Math.fround(v)),
    );
    expect(Array.from(frame.intensity).map((i) => Math.round(i * 255))).toEqual([0, 255, 128]);
    // 16 + JSON padded to 4 + 7 bytes a point.
    // 'çà ✓' is 4 characters and 8 UTF-8 bytes.
    const json = JSON.stringify(header).length + 4;
    expect(new DataView(bytes.buffer).getUint32(12, true)).toBe(json);
    expect(bytes.length).toBe(BENCH_FRAME_PREAMBLE_BYTES + Math.ceil(json / 4) * 4 + 3 * 7);
  });

  it('takes a frame with an intensity above 1 as already 0..255', () => {
    const frame = decodeFrame(encodeFrame({}, rows([0, 0, 0, 1], [0, 0, 0, 200], [0, 0, 0, 300])));
    expect(Array.from(frame.intensity).map((i) => Math.round(i * 255))).toEqual([1, 200, 255]);
  });

  it('clamps coordinates to ±327.67 m and leaves out points that are not finite', () => {
    const frame = decodeFrame(
      encodeFrame(
        null,
        rows([400, -400, 1e9, 0.2], [Number.NaN, 0, 0, 0.1], [0, Infinity, 0, 0.1], [1, 2, 3, -1]),
      ),
    );
    expect(frame.header).toBeNull();
    expect(Array.from(frame.positions)).toEqual(
      [327.67, -327.67, 327.67, 1, 2, 3].map((v) => Math.fround(v)),
    );
    expect(Array.from(frame.intensity)).toEqual([Math.fround(51 / 255), 0]);
  });

  it('handles an empty frame and a frame inside a larger buffer', () => {
    const empty = encodeFrame({ sample: 'a' }, new Float32Array(0));
    expect(decodeFrame(empty)).toEqual({
      header: { sample: 'a' },
      positions: new Float32Array(0),
      intensity: new Float32Array(0),
    });
    const bytes = encodeFrame({ s: 1 }, rows([1, 2, 3, 0.5]));
    const outer = new Uint8Array(bytes.length + 3);
    outer.set(bytes, 3);
    expect(decodeFrame(outer.subarray(3)).positions[2]).toBeCloseTo(3);
  });

  it('refuses points that are not whole rows of 4', () => {
    expect(() => encodeFrame({}, new Float32Array(5))).toThrow(RangeError);
  });

  it('refuses truncated, foreign, newer and overlong input with a sentence', () => {
    const bytes = encodeFrame(header, rows([1, 2, 3, 0], [4, 5, 6, 1]));
    expect(() => decodeFrame(bytes.subarray(0, 10))).toThrow(
      'The frame is truncated: 10 bytes, fewer than its 16-byte preamble.',
    );
    expect(() => decodeFrame(bytes.subarray(0, bytes.length - 1))).toThrow(
      /^The frame is truncated: \d+ bytes where 2 points and a \d+-byte header need \d+\.$/,
    );
    for (let cut = 0; cut < bytes.length; cut++) {
      expect(() => decodeFrame(bytes.subarray(0, cut))).toThrow(BenchFrameError);
    }
    const longer = new Uint8Array(bytes.length + 2);
    longer.set(bytes);
    expect(() => decodeFrame(longer)).toThrow('The frame has 2 bytes after its 2 points.');

    const foreign = bytes.slice();
    foreign[0] = 0x50;
    expect(() => decodeFrame(foreign)).toThrow(
      "This is not a benchmark frame: it does not start with 'ADSB'.",
    );
    const newer = bytes.slice();
    newer[4] = 2;
    expect(() => decodeFrame(newer)).toThrow(
      'The frame has version 2; this client reads version 1.',
    );
    const badJson = bytes.slice();
    badJson[BENCH_FRAME_PREAMBLE_BYTES] = 0xff;
    expect(() => decodeFrame(badJson)).toThrow("The frame's header is not valid UTF-8 JSON.");
  });
});
