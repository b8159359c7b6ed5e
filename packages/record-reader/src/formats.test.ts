import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEPTH_IMAGE_TOPIC,
  PROTOBUF_CLOUD_TOPIC,
  PROTOBUF_FIX_TOPIC,
  RAW_IMAGE,
  RGB_IMAGE_TOPIC,
  depthValue,
  protobufCloudPoints,
  rgbPixel,
} from '../../../test-support/record-extra-topics';
import { TOPICS, writeBag, writeMcap } from '../../../test-support/record-files';
import { bytesSource } from './byte-source';
import { jsDecompressHandlers, remembered } from './js-decompress';
import { RecordSession } from './session';

/*
 * Encodings and compressions through the session, on files written by the formats' writers:
 * protobuf with the FileDescriptorSet the schema carries, raw images, zstd chunks read with the
 * browser's JavaScript decompressors, ROS 1 bags (lz4 chunks too).
 */

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'record-reader-formats-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const openFile = async (path: string) =>
  RecordSession.open(bytesSource(new Uint8Array(await readFile(path))), {
    decompressors: jsDecompressHandlers(),
  });

describe('protobuf (Foxglove schemas)', () => {
  it('decodes a LocationFix and a PointCloud with the schema the file carries', async () => {
    const record = await writeMcap(join(dir, 'protobuf.mcap'), {
      durationS: 3,
      sensors: ['odometry'],
      withProtobuf: true,
    });
    const session = await openFile(record.path);
    const topics = session.summary().topics;
    expect(topics.find((t) => t.topic === PROTOBUF_FIX_TOPIC)).toMatchObject({
      type: 'foxglove.LocationFix',
      encoding: 'protobuf',
      kind: 'gnss',
      decodable: true,
    });
    expect(topics.find((t) => t.topic === PROTOBUF_CLOUD_TOPIC)).toMatchObject({ kind: 'cloud' });
    const time = record.startNs + 1_500_000_000n;
    const [fix, cloud] = await session.at(time, [PROTOBUF_FIX_TOPIC, PROTOBUF_CLOUD_TOPIC]);
    expect(fix!.view).toEqual({
      kind: 'gnss',
      lat: record.drive.lat[150],
      lon: record.drive.lon[150],
    });
    expect((fix!.message as { frame_id: string }).frame_id).toBe('gnss');
    const view = cloud!.view as {
      positions: Float32Array;
      intensity: Float32Array;
      points: number;
    };
    expect(view.points).toBe(64);
    protobufCloudPoints(64).forEach((point, i) => {
      expect(view.positions[i * 3]).toBe(Math.fround(point.x));
      expect(view.positions[i * 3 + 1]).toBe(Math.fround(point.y));
      expect(view.positions[i * 3 + 2]).toBe(Math.fround(point.z));
      // uint8 intensities 0..63 here (i % 100 of 64 points), scaled by the cloud's range.
      expect(view.intensity[i]).toBeCloseTo(point.intensity / 63, 6);
    });
    expect(await session.paths(PROTOBUF_FIX_TOPIC)).toEqual(
      expect.arrayContaining(['latitude', 'longitude', 'timestamp.seconds']),
    );
    await session.close();
  });
});

describe('raw images and zstd chunks', () => {
  it('turns rgb8 and mono16 images into their RGBA pixels, read through fzstd', async () => {
    const record = await writeMcap(join(dir, 'images.mcap'), {
      durationS: 2,
      sensors: ['camera'],
      withRawImages: true,
      compression: 'zstd',
    });
    const session = await openFile(record.path);
    const time = record.startNs + 500_000_000n; // the 6th image (seq 5)
    const [rgb, depth, jpeg] = await session.at(time, [
      RGB_IMAGE_TOPIC,
      DEPTH_IMAGE_TOPIC,
      TOPICS.camera,
    ]);
    const { width, height } = RAW_IMAGE;
    const image = rgb!.view as { rgba: Uint8ClampedArray; width: number; height: number };
    expect([image.width, image.height]).toEqual([width, height]);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        expect([...image.rgba.subarray((y * width + x) * 4, (y * width + x + 1) * 4)]).toEqual([
          ...rgbPixel(x, y, 5),
          255,
        ]);
      }
    }
    const grey = depth!.view as { rgba: Uint8ClampedArray; encoding: string };
    expect(grey.encoding).toBe('mono16');
    const [low, high] = [depthValue(0, 0), depthValue(width - 1, height - 1)];
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const expected = Math.round(((depthValue(x, y) - low) * 255) / (high - low));
        expect(grey.rgba[(y * width + x) * 4]).toBe(expected);
      }
    }
    expect(jpeg!.view).toMatchObject({ kind: 'image', encoding: 'jpeg', mime: 'image/jpeg' });
    const compressed = (jpeg!.view as { compressed: Uint8Array }).compressed;
    expect([...compressed.subarray(0, 4)]).toEqual([0xff, 0xd8, 0xff, 0xe0]);
    await session.close();
  });
});

describe('ROS 1 bags', () => {
  it('plays an lz4 bag: counts from its index, the latest message at a time', async () => {
    const record = await writeBag(join(dir, 'drive.bag'), {
      durationS: 4,
      sensors: ['gnss', 'odometry', 'lidar'],
      lidarPoints: 100,
      chunkCompression: 'lz4',
    });
    const session = await openFile(record.path);
    const summary = session.summary();
    expect(summary.format).toBe('bag');
    expect(summary.topics.find((t) => t.topic === TOPICS.odometry)).toMatchObject({
      type: 'nav_msgs/Odometry',
      encoding: 'ros1',
      kind: 'pose',
      count: record.topics.find((t) => t.name === TOPICS.odometry)!.count,
    });
    const time = record.startNs + 2_345_000_000n;
    const [odometry, cloud] = await session.at(time, [TOPICS.odometry, TOPICS.lidar]);
    expect(odometry!.timeNs).toBe(record.startNs + 2_340_000_000n);
    expect((odometry!.view as { x: number }).x).toBeCloseTo(record.drive.x[234]!, 6);
    expect(cloud!.view).toMatchObject({ kind: 'cloud', points: 100 });
    const [speed] = await session.series(record.startNs, record.startNs + 100_000_000n, [
      { topic: TOPICS.odometry, path: 'twist.twist.linear.x' },
    ]);
    expect([...speed!.v]).toEqual([0, 2, 4, 6, 8, 10].map((k) => record.drive.speed[k]));
    await session.close();
  });
});

describe('a record without a summary', () => {
  it('plays front to back and says it is not indexed', async () => {
    const record = await writeMcap(join(dir, 'unindexed.mcap'), {
      durationS: 3,
      sensors: ['odometry'],
      indexed: false,
    });
    const session = await openFile(record.path);
    expect(session.summary()).toMatchObject({ format: 'mcap', indexed: false });
    const time = record.startNs + 1_235_000_000n;
    const [odometry] = await session.at(time, [TOPICS.odometry]);
    expect(odometry!.timeNs).toBe(record.startNs + 1_220_000_000n);
    expect((odometry!.view as { x: number }).x).toBeCloseTo(record.drive.x[122]!, 6);
    await session.close();
  });
});

describe('remembered decompression', () => {
  it('answers the same chunk bytes from memory, and other bytes anew', () => {
    let calls = 0;
    const handler = remembered((buffer) => {
      calls++;
      return buffer.map((byte) => byte + 1);
    }, 2);
    const a = new Uint8Array([1, 2, 3, 4, 5]);
    const first = handler(a, 5n);
    // The same bytes in another array (a new read of the same chunk): from memory.
    expect(handler(new Uint8Array([1, 2, 3, 4, 5]), 5n)).toBe(first);
    expect(calls).toBe(1);
    expect([...handler(new Uint8Array([1, 2, 3, 4, 6]), 5n)]).toEqual([2, 3, 4, 5, 7]);
    handler(new Uint8Array([9]), 1n);
    expect(calls).toBe(3);
    // Kept two: the first was let go.
    handler(new Uint8Array([1, 2, 3, 4, 5]), 5n);
    expect(calls).toBe(4);
  });
});
