import { describe, expect, it } from 'vitest';
import { numberAt, numericFields } from '../fields';
import { topicKind } from './message-type';
import type { ObjectsView } from './types';
import { messageView } from './view-of';

/* Views of hand-made messages of each drawn type, against answers worked out by hand. */

const yawQuaternion = (yaw: number) => ({ x: 0, y: 0, z: Math.sin(yaw / 2), w: Math.cos(yaw / 2) });

describe('point clouds', () => {
  it('reads any field layout: float64 x/y/z after a uint16 ring, no intensity', () => {
    // point_step 28: ring (uint16) at 0, x/y/z float64 at 4/12/20.
    const data = new Uint8Array(2 * 28);
    const view = new DataView(data.buffer);
    [
      [1.5, -2.25, 0.125],
      [Number.NaN, 0, 0], // a no-return: left out
    ].forEach(([x, y, z], i) => {
      view.setUint16(i * 28, 7, true);
      view.setFloat64(i * 28 + 4, x!, true);
      view.setFloat64(i * 28 + 12, y!, true);
      view.setFloat64(i * 28 + 20, z!, true);
    });
    const cloud = messageView('sensor_msgs/msg/PointCloud2', {
      header: { frame_id: 'lidar_top' },
      height: 1,
      width: 2,
      fields: [
        { name: 'ring', offset: 0, datatype: 4, count: 1 },
        { name: 'x', offset: 4, datatype: 8, count: 1 },
        { name: 'y', offset: 12, datatype: 8, count: 1 },
        { name: 'z', offset: 20, datatype: 8, count: 1 },
      ],
      is_bigendian: false,
      point_step: 28,
      row_step: 56,
      data,
      is_dense: false,
    });
    expect(cloud).toEqual({
      kind: 'cloud',
      frameId: 'lidar_top',
      positions: new Float32Array([1.5, -2.25, 0.125]),
      points: 1,
    });
  });

  it('reads the common float32 layout from bytes at any offset of their chunk, leaving out non-finite points', () => {
    // point_step 16: x/y/z/intensity float32 at 0/4/8/12, as lidar drivers write.
    const points = [
      [1, 2, 3, 10],
      [Number.POSITIVE_INFINITY, 0, 0, 99], // not finite: left out, its intensity too
      [-4, 5.5, 0.25, 30],
      [0, Number.NaN, 0, 0],
      [7, 8, 9, 20],
    ];
    const cloudAt = (offset: number) => {
      // The message's bytes inside a larger chunk, at `offset` (a CDR field may sit anywhere).
      const chunk = new Uint8Array(offset + points.length * 16);
      const view = new DataView(chunk.buffer);
      points.forEach((point, i) =>
        point.forEach((value, f) => view.setFloat32(offset + i * 16 + f * 4, value, true)),
      );
      return messageView('sensor_msgs/msg/PointCloud2', {
        header: { frame_id: 'lidar_top' },
        height: 1,
        width: points.length,
        fields: ['x', 'y', 'z', 'intensity'].map((name, f) => ({
          name,
          offset: f * 4,
          datatype: 7,
          count: 1,
        })),
        is_bigendian: false,
        point_step: 16,
        row_step: points.length * 16,
        data: chunk.subarray(offset),
        is_dense: false,
      });
    };
    const expected = {
      kind: 'cloud',
      frameId: 'lidar_top',
      positions: new Float32Array([1, 2, 3, -4, 5.5, 0.25, 7, 8, 9]),
      points: 3,
      // 10, 30, 20 scaled over their range 10..30.
      intensity: new Float32Array([0, 1, 0.5]),
    };
    expect(cloudAt(0)).toEqual(expected);
    expect(cloudAt(3)).toEqual(expected);
    expect(cloudAt(6)).toEqual(expected);
  });

  it('refuses a big-endian cloud and one without x, y, z', () => {
    const base = {
      header: { frame_id: 'l' },
      width: 1,
      height: 1,
      point_step: 4,
      data: new Uint8Array(4),
    };
    const x = [{ name: 'x', offset: 0, datatype: 7 }];
    expect(
      messageView('sensor_msgs/PointCloud2', { ...base, fields: x, is_bigendian: false }),
    ).toBeNull();
    expect(
      messageView('sensor_msgs/PointCloud2', { ...base, fields: x, is_bigendian: true }),
    ).toBeNull();
  });

  it('places a foxglove.PointCloud by its pose, with Foxglove numeric types, from base64 JSON', () => {
    const data = new Uint8Array(13);
    const view = new DataView(data.buffer);
    view.setFloat32(0, 1, true);
    view.setFloat32(4, 0, true);
    view.setFloat32(8, 0, true);
    view.setInt8(12, -5); // type 2 is INT8 in Foxglove's numbering (UINT8 in ROS's)
    const cloud = messageView('foxglove.PointCloud', {
      frame_id: 'base_link',
      pose: { position: { x: 10, y: 0, z: 1 }, orientation: yawQuaternion(Math.PI / 2) },
      point_stride: 13,
      fields: [
        { name: 'x', offset: 0, type: 7 },
        { name: 'y', offset: 4, type: 7 },
        { name: 'z', offset: 8, type: 7 },
        { name: 'intensity', offset: 12, type: 2 },
      ],
      data: Buffer.from(data).toString('base64'),
    });
    expect(cloud).toMatchObject({ kind: 'cloud', frameId: 'base_link', points: 1 });
    const { positions, intensity } = cloud as { positions: Float32Array; intensity: Float32Array };
    // (1, 0, 0) turned a quarter left is (0, 1, 0), then moved by the pose.
    expect(positions[0]).toBeCloseTo(10, 6);
    expect(positions[1]).toBeCloseTo(1, 6);
    expect(positions[2]).toBeCloseTo(1, 6);
    // One point: its intensity spans nothing, drawn full.
    expect([...intensity]).toEqual([1]);
  });
});

describe('images', () => {
  it('swaps bgr8 to RGB and scales mono16 from its own range', () => {
    const bgr = messageView('sensor_msgs/Image', {
      header: { frame_id: 'cam' },
      width: 2,
      height: 1,
      encoding: 'bgr8',
      is_bigendian: 0,
      step: 8, // padded rows
      data: new Uint8Array([10, 20, 30, 40, 50, 60, 0, 0]),
    });
    expect(bgr).toMatchObject({
      kind: 'image',
      frameId: 'cam',
      width: 2,
      height: 1,
      encoding: 'bgr8',
    });
    expect([...(bgr as { rgba: Uint8ClampedArray }).rgba]).toEqual([
      30, 20, 10, 255, 60, 50, 40, 255,
    ]);
    const depth = new Uint8Array(6);
    new DataView(depth.buffer).setUint16(0, 100, true);
    new DataView(depth.buffer).setUint16(2, 150, true);
    new DataView(depth.buffer).setUint16(4, 300, true);
    const mono = messageView('sensor_msgs/msg/Image', {
      width: 3,
      height: 1,
      encoding: '16UC1',
      is_bigendian: 0,
      step: 6,
      data: depth,
    }) as { rgba: Uint8ClampedArray };
    expect([mono.rgba[0], mono.rgba[4], mono.rgba[8]]).toEqual([0, 64, 255]);
  });

  it('takes a compressed image format from image_transport text or the bytes', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2]);
    expect(
      messageView('sensor_msgs/CompressedImage', { format: 'rgb8; png compressed ', data: png }),
    ).toMatchObject({ encoding: 'png', mime: 'image/png' });
    expect(messageView('foxglove.CompressedImage', { format: '', data: png })).toMatchObject({
      encoding: 'png',
    });
    expect(
      messageView('sensor_msgs/CompressedImage', {
        format: 'h264',
        data: new Uint8Array([0, 0, 1]),
      }),
    ).toBeNull();
  });
});

describe('objects', () => {
  it('draws SceneUpdate cubes, Autoware objects and the HMI objects placed from the first fix', () => {
    const scene = messageView('foxglove.SceneUpdate', {
      deletions: [],
      entities: [
        {
          frame_id: 'map',
          id: 'car-1',
          cubes: [
            {
              pose: { position: { x: 5, y: 6, z: 0.8 }, orientation: yawQuaternion(0.5) },
              size: { x: 4.5, y: 1.8, z: 1.6 },
              color: { r: 1, g: 0, b: 0.5, a: 1 },
            },
          ],
        },
      ],
    });
    expect(scene).toMatchObject({ kind: 'objects', frameId: 'map' });
    const [box] = (scene as ObjectsView).boxes;
    expect(box).toMatchObject({
      x: 5,
      y: 6,
      z: 0.8,
      l: 4.5,
      w: 1.8,
      h: 1.6,
      color: '#ff0080',
      label: 'car-1',
    });
    expect(box!.yaw).toBeCloseTo(0.5, 9);

    const autoware = messageView('autoware_perception_msgs/msg/PredictedObjects', {
      header: { frame_id: 'map' },
      objects: [
        {
          classification: [
            { label: 1, probability: 0.2 },
            { label: 7, probability: 0.7 },
          ],
          kinematics: {
            initial_pose_with_covariance: {
              pose: { position: { x: 1, y: 2, z: 0 }, orientation: yawQuaternion(-1) },
            },
          },
          shape: { dimensions: { x: 0.6, y: 0.6, z: 1.7 } },
        },
      ],
    }) as ObjectsView;
    expect(autoware.boxes[0]).toMatchObject({ x: 1, y: 2, l: 0.6, h: 1.7, label: 'pedestrian' });
    expect(autoware.boxes[0]!.yaw).toBeCloseTo(-1, 9);

    const origin = { lat: 37.5, lon: 127 };
    const hmi = messageView(
      'ads_studio/msg/DetectedObjects',
      {
        header: { frame_id: 'map' },
        objects: [
          {
            id: 'o1',
            class: 'CAR',
            lat: 37.5 + 0.001,
            lon: 127,
            heading: 90,
            length: 4,
            width: 2,
            height: 1.5,
            speed: 3,
          },
        ],
      },
      { origin },
    ) as ObjectsView;
    // 0.001° north is about 111 m; heading 90 (east) is yaw 0.
    expect(hmi.boxes[0]!.x).toBeCloseTo(0, 6);
    expect(hmi.boxes[0]!.y).toBeCloseTo(111.19, 1);
    expect(hmi.boxes[0]!.yaw).toBeCloseTo(0, 9);
    expect(hmi.boxes[0]!.z).toBe(0.75);
  });
});

describe('poses and fixes', () => {
  it('takes TF frames and the base frame pose from a TFMessage', () => {
    const tf = messageView('tf2_msgs/msg/TFMessage', {
      transforms: [
        {
          header: { frame_id: 'map' },
          child_frame_id: 'odom',
          transform: { translation: { x: 0, y: 0, z: 0 }, rotation: yawQuaternion(0) },
        },
        {
          header: { frame_id: 'odom' },
          child_frame_id: 'base_link',
          transform: { translation: { x: 3, y: 4, z: 0 }, rotation: yawQuaternion(1.2) },
        },
      ],
    });
    expect(tf).toMatchObject({ kind: 'pose', frameId: 'odom', x: 3, y: 4, z: 0 });
    expect((tf as { yaw: number }).yaw).toBeCloseTo(1.2, 9);
    expect((tf as { frames: unknown[] }).frames).toHaveLength(2);
    const transform = messageView('foxglove.FrameTransform', {
      parent_frame_id: 'world',
      child_frame_id: 'car',
      translation: { x: 1, y: 2, z: 3 },
      rotation: yawQuaternion(0),
    });
    expect(transform).toMatchObject({ frameId: 'world', x: 1, y: 2, z: 3, yaw: 0 });
    expect(
      messageView('geometry_msgs/PoseStamped', {
        header: { frame_id: 'map' },
        pose: { position: { x: 7, y: 8, z: 9 }, orientation: {} },
      }),
    ).toEqual({ kind: 'pose', frameId: 'map', x: 7, y: 8, z: 9, yaw: 0 });
  });

  it('leaves out a fix without a position', () => {
    const fix = (status: number, latitude: number) => ({
      status: { status },
      latitude,
      longitude: 127,
    });
    expect(messageView('sensor_msgs/NavSatFix', fix(0, 37))).toEqual({
      kind: 'gnss',
      lat: 37,
      lon: 127,
    });
    expect(messageView('sensor_msgs/NavSatFix', fix(-1, 37))).toBeNull();
    expect(messageView('sensor_msgs/NavSatFix', fix(0, Number.NaN))).toBeNull();
  });
});

describe('kinds and paths', () => {
  it('names each type kind in every spelling', () => {
    expect(topicKind('sensor_msgs/msg/PointCloud2')).toBe('cloud');
    expect(topicKind('foxglove_msgs/msg/PointCloud')).toBe('cloud');
    expect(topicKind('foxglove.LocationFix')).toBe('gnss');
    expect(topicKind('ads_studio/msg/DetectedObjects')).toBe('objects');
    expect(topicKind('ads_studio/msg/VehicleStatus')).toBe('other');
  });

  it('lists numeric paths and reads numbers by path', () => {
    const message = {
      twist: { twist: { linear: { x: 2.5 } } },
      objects: [{ speed: 3 }],
      name: 'a',
    };
    expect(numericFields(message)).toEqual(['twist.twist.linear.x', 'objects.0.speed']);
    expect(numberAt(message, 'twist.twist.linear.x')).toBe(2.5);
    expect(numberAt(message, 'objects.0.speed')).toBe(3);
    expect(numberAt(message, 'objects.1.speed')).toBeUndefined();
    expect(numberAt(message, 'name')).toBeUndefined();
  });
});
