import { describe, expect, it } from 'vitest';
import { CloudMessageError, cloudKind, decodeCloud } from './cloud-message';

// Decoded cloud messages (plain objects, as the record decoders give them) to points: every
// layout a PointCloud2 or a Foxglove PointCloud may have, and the refusals with their reasons.

const field = (name: string, offset: number, datatype = 7) => ({
  name,
  offset,
  datatype,
  count: 1,
});

/** A PointCloud2 of `points`, written with `write` at `stride` bytes a point. */
function pointCloud2(
  points: number[][],
  options: {
    fields: ReturnType<typeof field>[];
    stride: number;
    write: (view: DataView, at: number, point: number[]) => void;
    bigEndian?: boolean;
  },
) {
  const data = new Uint8Array(points.length * options.stride);
  const view = new DataView(data.buffer);
  points.forEach((point, i) => options.write(view, i * options.stride, point));
  return {
    header: { stamp: { sec: 12, nsec: 345 }, frame_id: 'velodyne', seq: 3 },
    height: 1,
    width: points.length,
    fields: options.fields,
    is_bigendian: options.bigEndian ?? false,
    point_step: options.stride,
    row_step: data.length,
    data,
    is_dense: true,
  };
}

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(CloudMessageError);
    return (error as Error).message;
  }
  throw new Error('accepted');
};

describe('cloud message types', () => {
  it('knows PointCloud2 (ROS 1 and 2 names) and Foxglove PointCloud (JSON and ROS)', () => {
    expect(
      [
        'sensor_msgs/PointCloud2',
        'sensor_msgs/msg/PointCloud2',
        'foxglove.PointCloud',
        'foxglove_msgs/msg/PointCloud',
        'sensor_msgs/PointCloud',
        'sensor_msgs/msg/PointCloud2x',
        'nav_msgs/msg/Odometry',
        '',
      ].map(cloudKind),
    ).toEqual(['pointcloud2', 'pointcloud2', 'foxglove', 'foxglove', null, null, null, null]);
  });
});

describe('PointCloud2', () => {
  it('reads FLOAT64 coordinates in any order among other fields, big-endian too', () => {
    const points = [
      [0.1, -7.3, 2.000001],
      [1e-3, 123.456, -0.5],
    ];
    for (const bigEndian of [false, true]) {
      const message = pointCloud2(points, {
        // z first, then a uint8, then x and y: 32 bytes a point.
        fields: [field('z', 0, 8), field('ring', 8, 2), field('x', 16, 8), field('y', 24, 8)],
        stride: 32,
        bigEndian,
        write: (view, at, [x, y, z]) => {
          view.setFloat64(at, z!, !bigEndian);
          view.setUint8(at + 8, 7);
          view.setFloat64(at + 16, x!, !bigEndian);
          view.setFloat64(at + 24, y!, !bigEndian);
        },
      });
      const cloud = decodeCloud('pointcloud2', message, 10);
      expect(Array.from(cloud.xyz)).toEqual(points.flat().map(Math.fround));
      expect(cloud).toMatchObject({ dropped: 0, frameId: 'velodyne', stampNs: 12_000_000_345n });
    }
  });

  it('reads JSON-encoded data (base64 or numbers) as well as bytes', () => {
    const message = pointCloud2([[1, 2, 3]], {
      fields: [field('x', 0), field('y', 4), field('z', 8)],
      stride: 12,
      write: (view, at, [x, y, z]) => {
        view.setFloat32(at, x!, true);
        view.setFloat32(at + 4, y!, true);
        view.setFloat32(at + 8, z!, true);
      },
    });
    for (const data of [Buffer.from(message.data).toString('base64'), Array.from(message.data)]) {
      expect(Array.from(decodeCloud('pointcloud2', { ...message, data }, 10).xyz)).toEqual([
        1, 2, 3,
      ]);
    }
  });

  it('leaves out points with a NaN or infinite coordinate and counts them', () => {
    const message = pointCloud2(
      [
        [1, 2, 3],
        [Number.NaN, 0, 0],
        [0, Number.NEGATIVE_INFINITY, 0],
        [4, 5, 6],
      ],
      {
        fields: [field('x', 0), field('y', 4), field('z', 8)],
        stride: 16,
        write: (view, at, [x, y, z]) => {
          view.setFloat32(at, x!, true);
          view.setFloat32(at + 4, y!, true);
          view.setFloat32(at + 8, z!, true);
        },
      },
    );
    const cloud = decodeCloud('pointcloud2', message, 10);
    expect(Array.from(cloud.xyz)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(cloud.dropped).toBe(2);
  });

  it('refuses what it cannot read, saying why', () => {
    const base = pointCloud2([[1, 2, 3]], {
      fields: [field('x', 0), field('y', 4), field('z', 8)],
      stride: 12,
      write: () => undefined,
    });
    expect(
      refusal(() =>
        decodeCloud('pointcloud2', { ...base, fields: [field('x', 0), field('y', 4)] }, 10),
      ),
    ).toBe('The cloud has no z field (its fields: x, y): only x, y, z clouds are read.');
    expect(
      refusal(() =>
        decodeCloud(
          'pointcloud2',
          { ...base, fields: [field('x', 0, 3), field('y', 4), field('z', 8)] },
          10,
        ),
      ),
    ).toBe("The cloud's x field is INT16: only FLOAT32 and FLOAT64 coordinates are read.");
    expect(
      refusal(() =>
        decodeCloud(
          'pointcloud2',
          { ...base, fields: [field('x', 0), field('y', 4), field('z', 10)] },
          10,
        ),
      ),
    ).toBe("The cloud's z field (offset 10) does not fit in its 12-byte points.");
    expect(refusal(() => decodeCloud('pointcloud2', { ...base, width: 2, row_step: 24 }, 10))).toBe(
      "The cloud's data is 12 bytes, short of the 24 its 2 × 1 points need.",
    );
    expect(
      refusal(() => decodeCloud('pointcloud2', { ...base, data: new Uint8Array(3) }, 10)),
    ).toBe("The cloud's data is 3 bytes, short of the 12 its 1 × 1 points need.");
    expect(refusal(() => decodeCloud('pointcloud2', 'not a message', 10))).toBe(
      'The message is not a point cloud.',
    );
  });
});

describe('Foxglove PointCloud', () => {
  const points = (rows: number[][]) => {
    const bytes = Buffer.alloc(rows.length * 12);
    rows.forEach((row, i) => row.forEach((v, c) => bytes.writeFloatLE(v, i * 12 + c * 4)));
    return bytes;
  };
  const message = (pose: unknown, data: Uint8Array | string) => ({
    timestamp: { sec: 1, nsec: 5 },
    frame_id: 'base_link',
    pose,
    point_stride: 12,
    fields: ['x', 'y', 'z'].map((name, i) => ({ name, offset: i * 4, type: 'FLOAT32' })),
    data,
  });

  it('applies a rotation and translation pose; none or an unset one leaves the points', () => {
    const data = points([
      [1, 0, 0],
      [0, 2, -1],
    ]);
    // 90° about x: y → z, z → -y; then + (10, 0, 0).
    const half = Math.SQRT1_2;
    const turned = decodeCloud(
      'foxglove',
      message(
        { position: { x: 10, y: 0, z: 0 }, orientation: { x: half, y: 0, z: 0, w: half } },
        data,
      ),
      10,
    );
    const expected = [11, 0, 0, 10, 1, 2];
    Array.from(turned.xyz).forEach((v, i) => expect(v).toBeCloseTo(expected[i]!, 6));
    expect(turned).toMatchObject({ frameId: 'base_link', stampNs: 1_000_000_005n, dropped: 0 });
    for (const pose of [undefined, { position: {}, orientation: { x: 0, y: 0, z: 0, w: 0 } }]) {
      const plain = decodeCloud('foxglove', message(pose, data.toString('base64')), 10);
      expect(Array.from(plain.xyz)).toEqual([1, 0, 0, 0, 2, -1]);
    }
  });

  it('refuses data that is not whole points, and more points than the cap', () => {
    const data = points([
      [1, 2, 3],
      [4, 5, 6],
      [7, 8, 9],
    ]);
    expect(
      refusal(() => decodeCloud('foxglove', message(undefined, data.subarray(0, 30)), 10)),
    ).toBe("The cloud's data is 30 bytes, not a whole number of 12-byte points.");
    expect(refusal(() => decodeCloud('foxglove', message(undefined, data), 2))).toBe(
      'The cloud has 3 points; at most 2 are sent.',
    );
    expect(decodeCloud('foxglove', message(undefined, data), 3).xyz).toHaveLength(9);
  });
});
