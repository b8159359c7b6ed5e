/*
 * Topics a record can carry beyond the drive's sensors, for the playback's readers: Foxglove's
 * schemas in protobuf (a `foxglove.LocationFix` from the drive and a `foxglove.PointCloud`,
 * each with the FileDescriptorSet the MCAP schema carries, as the Foxglove SDK writes them) and
 * raw `sensor_msgs/Image`s (rgb8 and mono16) whose every pixel a test can know.
 */
import { parse as parseDefinition } from '@foxglove/rosmsg';
import { MessageWriter as Ros1Writer } from '@foxglove/rosmsg-serialization';
import { MessageWriter as Ros2Writer } from '@foxglove/rosmsg2-serialization';
import protobuf from 'protobufjs';
import descriptor from 'protobufjs/ext/descriptor/index.js';

export const PROTOBUF_FIX_TOPIC = '/gnss/location';
export const PROTOBUF_CLOUD_TOPIC = '/lidar/foxglove';
export const RGB_IMAGE_TOPIC = '/camera/raw';
export const DEPTH_IMAGE_TOPIC = '/camera/depth';

/** The raw images' size: small, so a test can check every pixel. */
export const RAW_IMAGE = { width: 4, height: 3 } as const;

/** The rgb8 image's pixel (r, g, b) at column x, row y of message `seq`. */
export const rgbPixel = (x: number, y: number, seq: number): [number, number, number] => [
  (x * 60 + seq) & 0xff,
  (y * 80) & 0xff,
  (x * 10 + y * 20) & 0xff,
];
/** The mono16 image's value at column x, row y (a depth in millimetres). */
export const depthValue = (x: number, y: number) => 1000 + 500 * x + 2000 * y;

/** The protobuf cloud's points: `points` on a circle, with z and intensity by index. */
export function protobufCloudPoints(points: number) {
  return Array.from({ length: points }, (_, i) => ({
    x: 10 * Math.cos((2 * Math.PI * i) / points),
    y: 10 * Math.sin((2 * Math.PI * i) / points),
    z: (i % 8) * 0.25,
    intensity: i % 100,
  }));
}

const vector3 = { fields: { x: f('double', 1), y: f('double', 2), z: f('double', 3) } };
function f(type: string, id: number, rule?: 'repeated') {
  return rule ? { type, id, rule } : { type, id };
}

/** Foxglove's schemas (foxglove/schemas, proto3) as protobufjs JSON: what the SDK registers. */
const FOXGLOVE_PROTO = {
  nested: {
    google: {
      nested: {
        protobuf: {
          nested: { Timestamp: { fields: { seconds: f('int64', 1), nanos: f('int32', 2) } } },
        },
      },
    },
    foxglove: {
      nested: {
        Vector3: vector3,
        Quaternion: {
          fields: { x: f('double', 1), y: f('double', 2), z: f('double', 3), w: f('double', 4) },
        },
        Pose: { fields: { position: f('Vector3', 1), orientation: f('Quaternion', 2) } },
        PackedElementField: {
          fields: { name: f('string', 1), offset: f('fixed32', 2), type: f('NumericType', 3) },
          nested: {
            NumericType: {
              values: {
                UNKNOWN: 0,
                UINT8: 1,
                INT8: 2,
                UINT16: 3,
                INT16: 4,
                UINT32: 5,
                INT32: 6,
                FLOAT32: 7,
                FLOAT64: 8,
              },
            },
          },
        },
        PointCloud: {
          fields: {
            timestamp: f('google.protobuf.Timestamp', 1),
            frame_id: f('string', 2),
            pose: f('Pose', 3),
            point_stride: f('fixed32', 4),
            fields: f('PackedElementField', 5, 'repeated'),
            data: f('bytes', 6),
          },
        },
        LocationFix: {
          fields: {
            timestamp: f('google.protobuf.Timestamp', 6),
            frame_id: f('string', 7),
            latitude: f('double', 1),
            longitude: f('double', 2),
            altitude: f('double', 3),
            position_covariance: f('double', 4, 'repeated'),
          },
        },
      },
    },
  },
};

let foxgloveRoot: protobuf.Root | undefined;
function foxglove(): protobuf.Root {
  return (foxgloveRoot ??= protobuf.Root.fromJSON(FOXGLOVE_PROTO));
}

/** The binary FileDescriptorSet an MCAP `protobuf` schema carries. */
export function foxgloveDescriptorSet(): Uint8Array {
  const root = foxglove() as protobuf.Root & { toDescriptor(syntax: string): protobuf.Message };
  return descriptor.FileDescriptorSet.encode(root.toDescriptor('proto3')).finish();
}

/** One message of a protobuf type, encoded. */
export function encodeFoxglove(type: 'PointCloud' | 'LocationFix', value: object): Uint8Array {
  const messageType = foxglove().lookupType(`foxglove.${type}`);
  return messageType.encode(messageType.fromObject(value)).finish();
}

export function protobufCloud(points: number, seconds: number) {
  const data = new Uint8Array(points * 16);
  const view = new DataView(data.buffer);
  protobufCloudPoints(points).forEach((point, i) => {
    view.setFloat32(i * 16, point.x, true);
    view.setFloat32(i * 16 + 4, point.y, true);
    view.setFloat32(i * 16 + 8, point.z, true);
    view.setUint8(i * 16 + 12, point.intensity);
  });
  return {
    timestamp: { seconds: Math.floor(seconds), nanos: 0 },
    frame_id: 'lidar',
    pose: { position: { x: 0, y: 0, z: 0 }, orientation: { x: 0, y: 0, z: 0, w: 1 } },
    point_stride: 16,
    fields: [
      { name: 'x', offset: 0, type: 7 },
      { name: 'y', offset: 4, type: 7 },
      { name: 'z', offset: 8, type: 7 },
      { name: 'intensity', offset: 12, type: 1 },
    ],
    data,
  };
}

const IMAGE = (header: string) => `
${header} header
uint32 height
uint32 width
string encoding
uint8 is_bigendian
uint32 step
uint8[] data`;

/** `sensor_msgs/Image`'s definition with its header's, in a dialect. */
export function imageDefinition(dialect: 'ros1' | 'ros2'): string {
  const separator = '='.repeat(80);
  const deps =
    dialect === 'ros1'
      ? [['std_msgs/Header', 'uint32 seq\ntime stamp\nstring frame_id']]
      : [
          ['std_msgs/Header', 'builtin_interfaces/Time stamp\nstring frame_id'],
          ['builtin_interfaces/Time', 'int32 sec\nuint32 nanosec'],
        ];
  return (
    [
      IMAGE('std_msgs/Header').trim(),
      ...deps.map(([n, t]) => `${separator}\nMSG: ${n}\n${t}`),
    ].join('\n') + '\n'
  );
}

/** The rgb8 (`depth` false) or mono16 image of message `seq`, as a plain object. */
export function rawImage(seq: number, depth: boolean, stamp: object, dialect: 'ros1' | 'ros2') {
  const { width, height } = RAW_IMAGE;
  const step = width * (depth ? 2 : 3);
  const data = new Uint8Array(step * height);
  const view = new DataView(data.buffer);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (depth) view.setUint16(y * step + x * 2, depthValue(x, y), true);
      else data.set(rgbPixel(x, y, seq), y * step + x * 3);
    }
  }
  const frame_id = depth ? 'camera_depth' : 'camera';
  return {
    header: dialect === 'ros1' ? { seq, stamp, frame_id } : { stamp, frame_id },
    height,
    width,
    encoding: depth ? 'mono16' : 'rgb8',
    is_bigendian: 0,
    step,
    data,
  };
}

/** A writer of `sensor_msgs/Image` messages in a dialect. */
export function imageWriter(dialect: 'ros1' | 'ros2'): {
  writeMessage(value: unknown): Uint8Array;
} {
  const parsed = parseDefinition(imageDefinition(dialect), { ros2: dialect === 'ros2' });
  return dialect === 'ros1' ? new Ros1Writer(parsed) : new Ros2Writer(parsed);
}
