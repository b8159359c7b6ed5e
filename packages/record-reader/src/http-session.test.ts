import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { McapIndexedReader } from '@mcap/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveFile } from '../../../test-support/range-server';
import {
  JSON_TOPIC,
  TOPICS,
  type WrittenRecord,
  writeMcap,
} from '../../../test-support/record-files';
import { bytesSource } from './byte-source';
import { HttpByteSource, HttpSourceError } from './http-source';
import { RecordSession } from './session';
import { readFile } from 'node:fs/promises';

/*
 * The playback's reads over a real HTTP server on loopback serving a real MCAP file by range:
 * opening reads the summary only, a time in the middle reads the chunks around it.
 */

/** Byte-for-byte equality, fast (expect's deep equality walks 100 kB element by element). */
const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

let dir: string;
let record: WrittenRecord;
let chunkBytes: number;
const LIDAR_POINTS = 5000;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'record-reader-http-'));
  // ~25 MB: 30 s of 10 Hz clouds of 5000 points (80 kB each) in 1 MiB chunks, and the rest.
  record = await writeMcap(join(dir, 'drive.mcap'), {
    durationS: 30,
    lidarPoints: LIDAR_POINTS,
    sensors: ['gnss', 'odometry', 'lidar'],
    withJson: true,
  });
  const bytes = new Uint8Array(await readFile(record.path));
  const indexed = await McapIndexedReader.Initialize({
    readable: {
      size: async () => BigInt(bytes.length),
      read: async (offset, length) => bytes.subarray(Number(offset), Number(offset + length)),
    },
  });
  chunkBytes = Math.max(...indexed.chunkIndexes.map((chunk) => Number(chunk.chunkLength)));
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('HttpByteSource', () => {
  it('reads ranges equal to the file, fetching each block once', async () => {
    const server = await serveFile(record.path);
    try {
      const file = new Uint8Array(await readFile(record.path));
      const source = await HttpByteSource.open(server.url, { blockBytes: 64 * 1024 });
      expect(source.size).toBe(file.length);
      const at = 1_000_000;
      expect(same(await source.read(at, 100_000), file.subarray(at, at + 100_000))).toBe(true);
      const requests = source.requests;
      const read = source.bytesRead;
      // Within the blocks already fetched: no request.
      expect(same(await source.read(at + 10, 5000), file.subarray(at + 10, at + 5010))).toBe(true);
      expect(source.requests).toBe(requests);
      expect(source.bytesRead).toBe(read);
      expect(server.bytesSent).toBe(source.bytesRead);
      // Every request was a single range.
      expect(server.ranges.every((range) => /^bytes=\d+-\d+$/.test(range ?? ''))).toBe(true);
      // The last bytes of the file, across a block's end.
      expect(same(await source.read(file.length - 70_000, 70_000), file.subarray(-70_000))).toBe(
        true,
      );
      await expect(source.read(file.length - 10, 11)).rejects.toThrow(/bytes at offset/);
    } finally {
      await server.close();
    }
  });

  it('reads ahead into its blocks without handing the bytes over, and reads them later from there', async () => {
    const server = await serveFile(record.path);
    try {
      const file = new Uint8Array(await readFile(record.path));
      const block = 64 * 1024;
      const source = await HttpByteSource.open(server.url, { blockBytes: block });
      const requests = source.requests;
      // Nothing to hand over: the blocks are fetched (one request) and kept.
      expect(await source.prefetch(block * 40 + 10, block * 8)).toBeUndefined();
      expect(source.requests).toBe(requests + 1);
      expect(server.ranges.at(-1)).toBe(`bytes=${block * 40}-${block * 49 - 1}`);
      const later = await source.read(block * 40 + 10, block * 7);
      expect(source.requests).toBe(requests + 1);
      expect(same(later, file.subarray(block * 40 + 10, block * 47 + 10))).toBe(true);
      // Past the end: refused as a read is.
      await expect(source.prefetch(file.length - 10, 11)).rejects.toThrow(/bytes at offset/);
    } finally {
      await server.close();
    }
  });

  it('takes bodies from blobBodyBytes on as Blobs, the same bytes, smaller ones as before', async () => {
    const server = await serveFile(record.path);
    try {
      const file = new Uint8Array(await readFile(record.path));
      const bodies: string[] = [];
      // The real fetch's real Response, noting which way each body was read.
      const noting: typeof fetch = async (input, init) => {
        const response = await fetch(input, init);
        const blob = response.blob.bind(response);
        const arrayBuffer = response.arrayBuffer.bind(response);
        response.blob = () => (bodies.push('blob'), blob());
        response.arrayBuffer = () => (bodies.push('arrayBuffer'), arrayBuffer());
        return response;
      };
      const source = await HttpByteSource.open(server.url, {
        blockBytes: 64 * 1024,
        blobBodyBytes: 128 * 1024,
        fetch: noting,
      });
      bodies.length = 0;
      const at = 2_000_000;
      // Three blocks in one request: a Blob.
      expect(same(await source.read(at, 150_000), file.subarray(at, at + 150_000))).toBe(true);
      expect(bodies).toEqual(['blob']);
      // One block: drained as before.
      expect(
        same(await source.read(at + 500_000, 1000), file.subarray(at + 500_000, at + 501_000)),
      ).toBe(true);
      expect(bodies).toEqual(['blob', 'arrayBuffer']);
      expect(source.bytesRead).toBe(server.bytesSent);
    } finally {
      await server.close();
    }
  });

  it('says the link expired on a 403, and refuses a server without ranges', async () => {
    const server = await serveFile(record.path);
    try {
      const source = await HttpByteSource.open(server.url);
      const session = await RecordSession.open(source);
      server.expire();
      // Through the readers too: the link's failure, not a damaged file.
      const middle = (record.startNs + record.endNs) / 2n;
      const reading = await session.at(middle, [TOPICS.lidar]).catch((error: unknown) => error);
      expect(reading).toBeInstanceOf(HttpSourceError);
      expect(HttpByteSource.expired(reading)).toBe(true);
      const failure = await source.read(5_000_000, 10).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(HttpSourceError);
      expect((failure as HttpSourceError).status).toBe(403);
      expect((failure as Error).message).toMatch(/not valid any more.*expired/);
      await expect(HttpByteSource.open(server.url)).rejects.toThrow(/HTTP 403/);
    } finally {
      await server.close();
    }
    const whole = await serveFile(record.path, { ignoreRange: true });
    try {
      await expect(HttpByteSource.open(whole.url)).rejects.toThrow(
        /whole file instead of a byte range/,
      );
    } finally {
      await whole.close();
    }
  });
});

describe('RecordSession over HTTP', () => {
  it('opens with the summary only, and reads one or two chunks for a time in the middle', async () => {
    const server = await serveFile(record.path);
    try {
      const source = await HttpByteSource.open(server.url);
      const session = await RecordSession.open(source);
      const summary = session.summary();
      const opened = source.bytesRead;
      expect(summary.format).toBe('mcap');
      expect(summary.indexed).toBe(true);
      expect(summary.startNs).toBe(record.startNs);
      expect(summary.endNs).toBe(record.endNs);
      expect(summary.fileBytes).toBe(record.size);
      expect(record.size).toBeGreaterThan(20_000_000);
      // The first block (32 KiB), then the footer and the summary at the end of the file: at
      // most three requests, a few percent of the file.
      expect(source.requests).toBeLessThanOrEqual(3);
      expect(opened).toBeLessThan(record.size / 20);
      const lidar = summary.topics.find((topic) => topic.topic === TOPICS.lidar)!;
      expect(lidar).toMatchObject({ kind: 'cloud', decodable: true, encoding: 'cdr' });
      expect(lidar.count).toBe(record.topics.find((t) => t.name === TOPICS.lidar)!.count);

      const middle = (record.startNs + record.endNs) / 2n;
      const [cloud] = await session.at(middle, [TOPICS.lidar]);
      const read = source.bytesRead - opened;
      // The chunk holding the message (and its message indexes), maybe its neighbour, rounded
      // up to whole blocks at both ends.
      expect(read).toBeLessThanOrEqual(2 * chunkBytes + 4 * 32 * 1024);
      expect(read).toBeLessThan(record.size / 8);
      expect(cloud!.timeNs).toBeLessThanOrEqual(middle);
      expect(middle - cloud!.timeNs).toBeLessThan(100_000_000n);
      expect(cloud!.view).toMatchObject({ kind: 'cloud', points: LIDAR_POINTS, frameId: 'lidar' });

      // The same time again: from the block cache.
      const before = source.bytesRead;
      await session.at(middle, [TOPICS.lidar]);
      expect(source.bytesRead).toBe(before);
      await session.close();
    } finally {
      await server.close();
    }
  });

  it('reads ahead what play needs next: the following second then asks the server nothing', async () => {
    const server = await serveFile(record.path);
    try {
      const source = await HttpByteSource.open(server.url, { cacheBlocks: 256 });
      const session = await RecordSession.open(source);
      const topics = [TOPICS.lidar, TOPICS.odometry];
      const from = record.startNs + 5_000_000_000n;
      await session.at(from, topics);
      await session.prefetch(topics, from, from + 1_000_000_000n, 16 * 1024 * 1024);
      const requests = source.requests;
      const read = source.bytesRead;
      // Every frame of that second, as a player at 1× asks them (60 Hz).
      const shown = new Set<bigint>();
      for (let frame = 1; frame <= 60; frame++) {
        const at = from + (BigInt(frame) * 1_000_000_000n) / 60n;
        const found = await session.at(at, topics);
        const cloud = found.find((message) => message.topic === TOPICS.lidar)!;
        expect(cloud.view).toMatchObject({ kind: 'cloud', points: LIDAR_POINTS });
        shown.add(cloud.timeNs);
      }
      // The cloud shown at the start, then each of the ten of that second.
      expect(shown.size).toBe(11);
      expect(source.requests).toBe(requests);
      expect(source.bytesRead).toBe(read);
      // Past what was read ahead, the server is asked again.
      await session.at(from + 3_000_000_000n, topics);
      expect(source.requests).toBeGreaterThan(requests);
      await session.close();
    } finally {
      await server.close();
    }
  });

  it('reads ahead no more than it is allowed', async () => {
    const server = await serveFile(record.path);
    try {
      const source = await HttpByteSource.open(server.url, { cacheBlocks: 256 });
      const session = await RecordSession.open(source);
      const from = record.startNs + 5_000_000_000n;
      const before = source.bytesRead;
      await session.prefetch([TOPICS.lidar], from, from + 10_000_000_000n, 500_000);
      // Six 80 kB clouds and their indexes, each rounded up to whole blocks: far from the 100
      // clouds of those 10 s.
      expect(source.bytesRead - before).toBeLessThan(2 * 1024 * 1024);
      await session.close();
    } finally {
      await server.close();
    }
  });
});

describe('RecordSession', () => {
  it('gives each topic its latest message at or before the time, decoded, with its view', async () => {
    const session = await RecordSession.open(
      bytesSource(new Uint8Array(await readFile(record.path))),
    );
    const k = 1234; // a step the odometry (every 2nd step) and the GNSS (every 10th) both have
    const time = record.startNs + BigInt(k) * 10_000_000n + 5_000_000n;
    const messages = await session.at(time, [TOPICS.odometry, TOPICS.gnss, '/no/such/topic']);
    expect(messages.map((m) => m.topic)).toEqual([TOPICS.odometry, TOPICS.gnss]);
    const [odometry, gnss] = messages;
    expect(odometry!.timeNs).toBe(record.startNs + BigInt(k) * 10_000_000n);
    const { drive } = record;
    expect(odometry!.view).toMatchObject({ kind: 'pose', frameId: 'odom' });
    const pose = odometry!.view as { x: number; y: number; yaw: number };
    expect(pose.x).toBeCloseTo(drive.x[k]!, 6);
    expect(pose.y).toBeCloseTo(drive.y[k]!, 6);
    expect(pose.yaw).toBeCloseTo(drive.yaw[k]!, 6);
    expect(gnss!.view).toEqual({ kind: 'gnss', lat: drive.lat[1230], lon: drive.lon[1230] });
    // Before any message: nothing.
    expect(await session.at(record.startNs - 1n, [TOPICS.odometry])).toEqual([]);
    // What the caller already has is named, not decoded again; what moved on is.
    const have = new Map([
      [TOPICS.gnss, gnss!.timeNs],
      [TOPICS.odometry, odometry!.timeNs - 20_000_000n],
    ]);
    const again = await session.at(time, [TOPICS.odometry, TOPICS.gnss], undefined, have);
    expect(again[1]).toEqual({
      topic: TOPICS.gnss,
      timeNs: gnss!.timeNs,
      message: null,
      same: true,
    });
    expect(again[0]).toEqual(odometry);
    await session.close();
  });

  it('gives a cloud with the written points and intensities scaled to 0..1', async () => {
    const session = await RecordSession.open(
      bytesSource(new Uint8Array(await readFile(record.path))),
    );
    const [cloud] = await session.at(record.startNs, [TOPICS.lidar]);
    const view = cloud!.view as {
      positions: Float32Array;
      intensity: Float32Array;
      points: number;
    };
    expect(view.points).toBe(LIDAR_POINTS);
    expect(view.positions.length).toBe(LIDAR_POINTS * 3);
    for (const i of [0, 1, 777, LIDAR_POINTS - 1]) {
      const angle = (2 * Math.PI * i) / LIDAR_POINTS;
      expect(view.positions[i * 3]).toBe(Math.fround(20 * Math.cos(angle)));
      expect(view.positions[i * 3 + 1]).toBe(Math.fround(20 * Math.sin(angle)));
      expect(view.positions[i * 3 + 2]).toBe(Math.fround(-1.5 + (i % 32) * 0.1));
      // Written i % 255: 0..254 over this cloud.
      expect(view.intensity[i]).toBeCloseTo((i % 255) / 254, 6);
    }
    // The raw tree keeps the bytes, in a buffer of their own (not the whole chunk's).
    const data = (cloud!.message as { data: Uint8Array }).data;
    expect(data.length).toBe(LIDAR_POINTS * 16);
    expect(data.buffer.byteLength).toBe(data.length);
    await session.close();
  });

  it('reads series by path over a window, and lists a topic numeric paths', async () => {
    const session = await RecordSession.open(
      bytesSource(new Uint8Array(await readFile(record.path))),
    );
    const start = record.startNs + 1_000_000_000n;
    const end = record.startNs + 2_000_000_000n;
    const [speed, kph] = await session.series(start, end, [
      { topic: TOPICS.odometry, path: 'twist.twist.linear.x' },
      { topic: JSON_TOPIC, path: 'speed_kph' },
    ]);
    // 50 Hz odometry over [1 s, 2 s], both ends included.
    expect(speed!.t.length).toBe(51);
    expect(speed!.t[0]).toBeCloseTo(1, 9);
    expect(speed!.v[0]).toBe(record.drive.speed[100]);
    expect(speed!.v[50]).toBe(record.drive.speed[200]);
    expect(kph!.t.length).toBe(11);
    expect(kph!.v[3]).toBeCloseTo(record.drive.speed[130]! * 3.6, 9);
    const paths = await session.paths(TOPICS.odometry);
    expect(paths).toContain('twist.twist.linear.x');
    expect(paths).toContain('pose.pose.position.x');
    expect(await session.paths(JSON_TOPIC)).toEqual(['speed_kph', 'fuel.level']);
    await session.close();
  });
});
