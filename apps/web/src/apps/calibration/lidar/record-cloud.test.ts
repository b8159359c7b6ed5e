import type { RecordCloudTopic } from '@ads/contract';
import { readPcd } from '@ads/calibration';
import { describe, expect, it } from 'vitest';
import { frameName, pcdOf, timeStep } from './record-cloud';

const topic = (count: number, first: number | null, last: number | null): RecordCloudTopic => ({
  topic: '/lidar',
  type: 'sensor_msgs/msg/PointCloud2',
  encoding: 'cdr',
  count,
  first_t: first,
  last_t: last,
  first_ns: null,
  last_ns: null,
  readable: true,
  problem: null,
});

describe('a record frame as a cloud file', () => {
  it('is a binary PCD the tab reads back to exactly the same points', () => {
    const xyz = new Float32Array([0.1, -2.5, 3.75, 1e-4, 123.456, -0.001, 65000.5, 0, -1]);
    const bytes = pcdOf(xyz);
    const text = new TextDecoder().decode(bytes.subarray(0, bytes.length - xyz.byteLength));
    expect(text).toBe(
      '# .PCD v0.7 - Point Cloud Data file format\nVERSION 0.7\nFIELDS x y z\nSIZE 4 4 4\n' +
        'TYPE F F F\nCOUNT 1 1 1\nWIDTH 3\nHEIGHT 1\nVIEWPOINT 0 0 0 1 0 0 0\nPOINTS 3\nDATA binary\n',
    );
    const cloud = readPcd(bytes);
    expect(cloud.count).toBe(3);
    expect(cloud.intensity).toBeNull();
    expect(Array.from(cloud.xyz)).toEqual(Array.from(xyz));
  });

  it('is named by record, topic and the frame’s time', () => {
    const header = { topic: '/sensing/lidar/top', t: 12.3456 } as never;
    expect(frameName('drive.mcap', header)).toBe('drive.mcap /sensing/lidar/top at 12.346 s');
  });

  it('steps the time by about one message, at least a millisecond', () => {
    expect(timeStep(topic(101, 0, 10))).toBe(0.1);
    expect(timeStep(topic(3, 5, 5.0004))).toBe(0.001);
    expect(timeStep(topic(1, 2, 2))).toBe(0.001);
    expect(timeStep(topic(0, null, null))).toBe(0.001);
    expect(timeStep(topic(7201, 0, 3600))).toBe(0.5);
  });
});
