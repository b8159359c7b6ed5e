// Node runs these tests: its TextEncoder is the one the browser has (the source declares its own).
/// <reference types="node" />
import { describe, expect, it } from 'vitest';
import {
  RECORD_CLOUD_PREAMBLE_BYTES,
  RecordCloudFrameError,
  decodeRecordCloud,
  encodeRecordCloud,
} from './record-cloud-frame';

const header = { topic: '/lidar/points', frame_id: 'lidar_top ✓', points: 3 };

describe('record cloud codec', () => {
  it('round-trips the header and every coordinate exactly (float32)', () => {
    const xyz = new Float32Array([1.234567, -5.678901, 0.5, 100.001, 20, -1.73, -0.004, 0.0006, 3]);
    const bytes = encodeRecordCloud(header, xyz);
    const cloud = decodeRecordCloud<typeof header>(bytes);
    expect(cloud.header).toEqual(header);
    expect(cloud.count).toBe(3);
    expect(Array.from(cloud.xyz)).toEqual(Array.from(xyz));
    // 'lidar_top ✓' has a 3-byte character: the length is in bytes, padded to 4.
    const json = new TextEncoder().encode(JSON.stringify(header)).length;
    expect(json).toBe(JSON.stringify(header).length + 2);
    const view = new DataView(bytes.buffer);
    expect(String.fromCharCode(...bytes.subarray(0, 4))).toBe('ADSC');
    expect(view.getUint16(4, true)).toBe(1);
    expect(view.getUint32(8, true)).toBe(3);
    expect(view.getUint32(12, true)).toBe(json);
    const pointsAt = RECORD_CLOUD_PREAMBLE_BYTES + Math.ceil(json / 4) * 4;
    expect(bytes.length).toBe(pointsAt + 3 * 12);
    // Little-endian float32 rows, whatever the machine.
    expect(view.getFloat32(pointsAt + 4, true)).toBe(Math.fround(-5.678901));
    expect(view.getFloat32(pointsAt + 8 * 4, true)).toBe(3);
  });

  it('carries an empty cloud', () => {
    const cloud = decodeRecordCloud(encodeRecordCloud({}, new Float32Array(0)));
    expect(cloud).toEqual({ header: {}, xyz: new Float32Array(0), count: 0 });
  });

  it('refuses rows that are not whole points', () => {
    expect(() => encodeRecordCloud({}, new Float32Array(4))).toThrow(RangeError);
  });

  it('refuses what is not a whole cloud of this version', () => {
    const bytes = encodeRecordCloud(header, new Float32Array([1, 2, 3]));
    const refusal = (body: Uint8Array) => {
      try {
        decodeRecordCloud(body);
      } catch (error) {
        expect(error).toBeInstanceOf(RecordCloudFrameError);
        return (error as Error).message;
      }
      throw new Error('accepted');
    };
    expect(refusal(bytes.subarray(0, 10))).toMatch(/fewer than its 16-byte preamble/);
    expect(refusal(bytes.subarray(0, bytes.length - 1))).toMatch(/truncated/);
    const longer = new Uint8Array(bytes.length + 4);
    longer.set(bytes);
    expect(refusal(longer)).toBe('The cloud has 4 bytes after its 1 points.');
    const other = bytes.slice();
    other[3] = 0x42;
    expect(refusal(other)).toMatch(/does not start with 'ADSC'/);
    const newer = bytes.slice();
    new DataView(newer.buffer).setUint16(4, 2, true);
    expect(refusal(newer)).toMatch(/version 2/);
    const broken = bytes.slice();
    broken[RECORD_CLOUD_PREAMBLE_BYTES] = 0xff;
    expect(refusal(broken)).toMatch(/not valid UTF-8 JSON/);
  });
});
