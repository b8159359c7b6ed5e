import { parse } from '@foxglove/rosmsg';
import { MessageWriter } from '@foxglove/rosmsg2-serialization';
import { describe, expect, it } from 'vitest';
import { encodeFoxglove, foxgloveDescriptorSet } from '../../../test-support/record-extra-topics';
import { mcapDecoder } from './decoders';

const text = new TextEncoder();

describe('mcapDecoder', () => {
  it('reads CDR with a ros2idl schema (rosbag2 writes one for IDL-only types)', () => {
    const idl = [
      'module geometry_msgs {',
      '  module msg {',
      '    struct Vector3 {',
      '      double x;',
      '      double y;',
      '      double z;',
      '    };',
      '  };',
      '};',
      '',
    ].join('\n');
    const writer = new MessageWriter(parse('float64 x\nfloat64 y\nfloat64 z', { ros2: true }));
    const bytes = writer.writeMessage({ x: 1.5, y: -2, z: 3.25 });
    const decode = mcapDecoder('cdr', {
      name: 'geometry_msgs/msg/Vector3',
      encoding: 'ros2idl',
      data: text.encode(idl),
    });
    expect(decode?.(bytes)).toEqual({ x: 1.5, y: -2, z: 3.25 });
  });

  it('reads protobuf by the schema name in its FileDescriptorSet, and lists an unknown name bare', () => {
    const data = foxgloveDescriptorSet();
    const decode = mcapDecoder('protobuf', {
      name: 'foxglove.LocationFix',
      encoding: 'protobuf',
      data,
    });
    const bytes = encodeFoxglove('LocationFix', {
      timestamp: { seconds: 1_700_000_000, nanos: 5 },
      latitude: 37.5,
      longitude: 127.25,
    });
    expect(decode?.(bytes)).toMatchObject({
      timestamp: { seconds: 1_700_000_000, nanos: 5 },
      frame_id: '',
      latitude: 37.5,
      longitude: 127.25,
      altitude: 0,
      position_covariance: [],
    });
    expect(mcapDecoder('protobuf', { name: 'ads.Objects', encoding: 'protobuf', data })).toBeNull();
    // The server's test file's schema: a set with one empty file.
    expect(
      mcapDecoder('protobuf', {
        name: 'ads.Objects',
        encoding: 'protobuf',
        data: new Uint8Array([0x0a, 0x00]),
      }),
    ).toBeNull();
  });
});
