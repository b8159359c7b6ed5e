import type { RecordTopic } from '@ads/contract';
import { describe, expect, it } from 'vitest';
import { defaultSignal, formatSignalTick } from './signal-choice';

const topic = (name: string, fields: string[], type = 't'): RecordTopic => ({
  name,
  type,
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

  it('plots the vehicle’s speed first, never an object’s before it', () => {
    // A drive recorded by the HMI (old and new schemas): objects come first in the file.
    const objects = topic('/api/perception/objects', ['header.stamp.sec', 'objects.0.speed']);
    const scene = topic('/hmi/objects', ['entities.0.cubes.0.size.x'], 'foxglove.SceneUpdate');
    const odometry = topic(
      '/localization/kinematic_state',
      ['pose.pose.position.x', 'twist.twist.linear.x'],
      'nav_msgs/msg/Odometry',
    );
    const report = topic(
      '/vehicle/status/velocity_status',
      ['header.stamp.sec', 'longitudinal_velocity', 'heading_rate'],
      'autoware_vehicle_msgs/msg/VelocityReport',
    );
    const status = topic(
      '/vehicle/status',
      ['lat', 'lon', 'heading', 'speed', 'steering', 'faults.0.since'],
      'ads_studio/msg/VehicleStatus',
    );
    const fix = topic('/sensing/gnss/fix', ['latitude', 'longitude'], 'foxglove.LocationFix');
    expect(defaultSignal([objects, scene, fix, odometry, report, status])).toEqual({
      topic: '/vehicle/status',
      field: 'speed',
    });
    expect(defaultSignal([objects, report, odometry])).toEqual({
      topic: '/vehicle/status/velocity_status',
      field: 'longitudinal_velocity',
    });
    expect(defaultSignal([objects, fix, odometry])).toEqual({
      topic: '/localization/kinematic_state',
      field: 'twist.twist.linear.x',
    });
    // GNSS alone: a fix that carries its speed (gps_common/GPSFix), else its position.
    const gpsFix = topic('/gps', ['latitude', 'speed', 'track'], 'gps_common/msg/GPSFix');
    expect(defaultSignal([objects, gpsFix])).toEqual({ topic: '/gps', field: 'speed' });
    expect(defaultSignal([objects, fix])).toEqual({
      topic: '/sensing/gnss/fix',
      field: 'latitude',
    });
    // Only lists: an object's speed beats time stamps, nothing else is left.
    expect(defaultSignal([objects])).toEqual({
      topic: '/api/perception/objects',
      field: 'objects.0.speed',
    });
  });

  it('writes large values compactly on the axis', () => {
    expect(formatSignalTick(1_717_462_000)).toBe('1.71746B');
    expect(formatSignalTick(12.5)).toBe('12.5');
  });
});
