import { describe, expect, it } from 'vitest';
import { cameraPoseInLidar, linkChildToOptical } from './extrinsic';
import { composeTransforms, fromRpy, invertTransform, matMul3, transpose3 } from './rotation';
import type { SensorKitCalibration } from './transform-export';
import {
  formatPoseNumber,
  formatSensorKitYaml,
  parseSensorKitYaml,
  poseFromTransform,
  staticTransformCommand,
  transformFromPose,
  withEntry,
} from './transform-export';

/**
 * The head of Autoware's sample_sensor_kit_description/config/sensor_kit_calibration.yaml
 * (autowarefoundation/sample_sensor_kit_launch, Apache-2.0): the layout the export matches.
 */
const AUTOWARE_SAMPLE = `sensor_kit_base_link:
  camera0/camera_link:
    x: 0.10731
    y: 0.56343
    z: -0.27697
    roll: -0.025
    pitch: 0.315
    yaw: 1.035
  velodyne_top_base_link:
    x: 0.0
    y: 0.0
    z: 0.0
    roll: 0.0
    pitch: 0.0
    yaw: 1.575
  tamagawa/imu_link:
    x: 0.0
    y: 0.0
    z: 0.0
    roll: 3.14159265359
    pitch: 0.0
    yaw: 3.14159265359
`;

describe('sensor kit calibration YAML', () => {
  it("reads Autoware's sample and writes it back in the same layout", () => {
    const calibration = parseSensorKitYaml(AUTOWARE_SAMPLE);
    expect(calibration.parent).toBe('sensor_kit_base_link');
    expect(calibration.entries.map((e) => e.frame)).toEqual([
      'camera0/camera_link',
      'velodyne_top_base_link',
      'tamagawa/imu_link',
    ]);
    expect(calibration.entries[0]).toEqual({
      frame: 'camera0/camera_link',
      x: 0.10731,
      y: 0.56343,
      z: -0.27697,
      roll: -0.025,
      pitch: 0.315,
      yaw: 1.035,
    });
    // Written back: identical but for π, kept to 6 decimals (1 µrad).
    expect(formatSensorKitYaml(calibration)).toBe(
      AUTOWARE_SAMPLE.replaceAll('3.14159265359', '3.141593'),
    );
  });

  it('writes a calibrated camera exactly so, and round-trips it', () => {
    const calibration: SensorKitCalibration = {
      parent: 'velodyne_top',
      entries: [
        {
          frame: 'camera0/camera_link',
          x: 0.42,
          y: 0.17000000001,
          z: -0.23,
          roll: 2e-7,
          pitch: -0.0523598775598,
          yaw: 1,
        },
      ],
    };
    const text = formatSensorKitYaml(calibration);
    expect(text).toBe(
      [
        'velodyne_top:',
        '  camera0/camera_link:',
        '    x: 0.42',
        '    y: 0.17',
        '    z: -0.23',
        '    roll: 0.0',
        '    pitch: -0.05236',
        '    yaw: 1.0',
        '',
      ].join('\n'),
    );
    const back = parseSensorKitYaml(text);
    expect(formatSensorKitYaml(back)).toBe(text);
    expect(back.entries[0]!.pitch).toBeCloseTo(-0.0523598775598, 6);
    const updated = withEntry(back, { ...back.entries[0]!, frame: 'camera1/camera_link' });
    expect(updated.entries.map((e) => e.frame)).toEqual([
      'camera0/camera_link',
      'camera1/camera_link',
    ]);
    expect(withEntry(updated, { ...updated.entries[0]!, x: 9 }).entries[0]!.x).toBe(9);
  });

  it('accepts comments, quoted keys and CRLF; names the line of what it cannot read', () => {
    const text =
      '# calibrated 2025-11-25\r\n"base_link":  # the vehicle\r\n  \'sensor_kit_base_link\':\r\n' +
      '    x: .9\r\n    y: 0\r\n    z: 2.0e0\r\n    roll: -0.001\r\n    pitch: +0.015\r\n    yaw: -0.0364\r\n';
    expect(parseSensorKitYaml(text)).toEqual({
      parent: 'base_link',
      entries: [
        {
          frame: 'sensor_kit_base_link',
          x: 0.9,
          y: 0,
          z: 2,
          roll: -0.001,
          pitch: 0.015,
          yaw: -0.0364,
        },
      ],
    });
    const broken = (edit: (s: string) => string) => () => parseSensorKitYaml(edit(AUTOWARE_SAMPLE));
    expect(broken((s) => s.replace('yaw: 1.035', 'yaw: fast'))).toThrow(
      /Line 8: "yaw: fast" is not a number/,
    );
    expect(broken((s) => s.replace('    roll: -0.025\n', ''))).toThrow(
      /camera0\/camera_link.*lacks roll/,
    );
    expect(broken((s) => s.replace('yaw: 1.035', 'qw: 1.0'))).toThrow(/Line 8: "qw" is not one of/);
    expect(broken((s) => `${s}base_link:\n`)).toThrow(/second top-level key "base_link"/);
    expect(broken((s) => s.replace('    y: 0.56343', '      y: 0.56343'))).toThrow(
      /Line 4: unexpected indentation/,
    );
    expect(() => formatSensorKitYaml({ parent: 'a b', entries: [] })).toThrow(/not a frame name/);
  });

  it('numbers: 6 decimals, always a decimal point, no −0', () => {
    expect(formatPoseNumber(-0)).toBe('0.0');
    expect(formatPoseNumber(-4e-7)).toBe('0.0');
    expect(formatPoseNumber(2)).toBe('2.0');
    expect(formatPoseNumber(-1.0000004)).toBe('-1.0');
    expect(formatPoseNumber(0.0000016)).toBe('0.000002');
    expect(formatPoseNumber(-123.4567894)).toBe('-123.456789');
    expect(() => formatPoseNumber(NaN)).toThrow(/NaN/);
  });
});

describe('static transform command', () => {
  it('gives the child pose in the parent with ROS 2 flags', () => {
    expect(
      staticTransformCommand('velodyne_top', 'camera0/camera_link', {
        x: 0.42,
        y: 0.17,
        z: -0.23,
        roll: 0.0349066,
        pitch: -0.0523599,
        yaw: 0.0872664,
      }),
    ).toBe(
      'ros2 run tf2_ros static_transform_publisher --x 0.42 --y 0.17 --z -0.23 ' +
        '--roll 0.034907 --pitch -0.05236 --yaw 0.087266 ' +
        '--frame-id velodyne_top --child-frame-id camera0/camera_link',
    );
  });
});

describe('from a solved extrinsic to the sensor kit file', () => {
  it('composes the camera pose in the lidar with the lidar pose in the kit', () => {
    const deg = Math.PI / 180;
    // Truth: camera_link in the kit frame, and the lidar in the kit frame (yawed 90°).
    const lidarInKit = transformFromPose({ x: 0, y: 0, z: 0, roll: 0, pitch: 0, yaw: 1.575 });
    const cameraInKit = {
      R: fromRpy(-1 * deg, 18 * deg, 59 * deg),
      t: [0.10731, 0.56343, -0.27697],
    };
    // What solveExtrinsic would give: lidar → optical.
    const cameraInLidar = composeTransforms(
      invertTransform(lidarInKit.R, lidarInKit.t),
      cameraInKit,
    );
    const optical = linkChildToOptical(cameraInLidar.R, cameraInLidar.t);
    const solution = invertTransform(optical.R, optical.t);

    const described = cameraPoseInLidar(
      solution,
      'velodyne_top_base_link',
      'camera0',
      'camera_link',
    );
    const inKit = composeTransforms(lidarInKit, described);
    const pose = poseFromTransform(inKit.R, inKit.t);
    expect(pose.x).toBeCloseTo(0.10731, 12);
    expect(pose.y).toBeCloseTo(0.56343, 12);
    expect(pose.z).toBeCloseTo(-0.27697, 12);
    expect(pose.roll).toBeCloseTo(-1 * deg, 12);
    expect(pose.pitch).toBeCloseTo(18 * deg, 12);
    expect(pose.yaw).toBeCloseTo(59 * deg, 12);
    const again = transformFromPose(pose);
    const residual = matMul3(again.R, transpose3(cameraInKit.R));
    [0, 4, 8].forEach((i) => expect(residual[i]).toBeCloseTo(1, 12));
  });
});
