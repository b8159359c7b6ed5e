import type { RecordTopic } from '@ads/contract';
import { describe, expect, it } from 'vitest';
import { defaultSignal, formatSignalTick } from './signal-choice';

const topic = (name: string, fields: string[]): RecordTopic => ({
  name,
  type: 't',
  encoding: 'cdr',
  count: 1,
  rate_hz: 1,
  fields,
});

describe('the first signal a record shows', () => {
  it('prefers motion, then other measurements, and time stamps last', () => {
    expect(
      defaultSignal([
        topic('/camera', ['header.stamp.sec', 'header.stamp.nanosec']),
        topic('/imu', ['header.stamp.sec', 'angular_velocity.x', 'linear_acceleration.x']),
        topic('/odom', ['header.stamp.sec', 'pose.pose.position.x', 'twist.twist.linear.x']),
      ]),
    ).toEqual({ topic: '/odom', field: 'twist.twist.linear.x' });
    expect(defaultSignal([topic('/camera', ['header.stamp.sec'])])).toEqual({
      topic: '/camera',
      field: 'header.stamp.sec',
    });
    expect(defaultSignal([topic('/lidar', [])])).toBeNull();
  });

  it('writes large values compactly on the axis', () => {
    expect(formatSignalTick(1_717_462_000)).toBe('1.71746B');
    expect(formatSignalTick(12.5)).toBe('12.5');
  });
});
