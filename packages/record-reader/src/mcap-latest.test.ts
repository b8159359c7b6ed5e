import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type IWritable, McapIndexedReader, McapWriter } from '@mcap/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveFile } from '../../../test-support/range-server';
import { TOPICS, type WrittenRecord, writeMcap } from '../../../test-support/record-files';
import { type ByteSource, bytesSource, mcapReadable } from './byte-source';
import { HttpByteSource } from './http-source';
import { jsDecompressHandlers } from './js-decompress';
import { McapLatest } from './mcap-latest';
import { RecordSession } from './session';

/*
 * The latest message of each channel at a time, found by the message indexes (mcap-latest.ts):
 * checked against the messages as written, in files whose chunks overlap in time and hold equal
 * times, compressed and not; and what it reads over HTTP: only the messages, the ones the caller
 * holds not at all.
 */

/** One written message: its channel, time and a payload naming its place in the writing order. */
interface Written {
  channelId: number;
  logTime: bigint;
  order: number;
}

class MemoryWritable implements IWritable {
  private readonly parts: Uint8Array[] = [];
  private length = 0n;
  position(): bigint {
    return this.length;
  }
  async write(buffer: Uint8Array): Promise<void> {
    this.parts.push(buffer.slice());
    this.length += BigInt(buffer.length);
  }
  bytes(): Uint8Array {
    return Buffer.concat(this.parts);
  }
}

/** A writer of an MCAP file in memory, its chunks zstd-compressed or not, with one raw schema. */
async function startFile(compressed: boolean, chunkSize: number) {
  const writable = new MemoryWritable();
  const zstd = compressed ? await import('@foxglove/wasm-zstd') : null;
  const z = zstd ? ((zstd.default as typeof zstd | undefined) ?? zstd) : null;
  await z?.isLoaded;
  const writer = new McapWriter({
    writable,
    chunkSize,
    compressChunk: z
      ? (data) => ({ compression: 'zstd', compressedData: new Uint8Array(z.compress(data)) })
      : undefined,
  });
  await writer.start({ profile: '', library: 'test' });
  const schemaId = await writer.registerSchema({
    name: 'raw',
    encoding: '',
    data: new Uint8Array(),
  });
  return { writable, writer, schemaId };
}

/**
 * An MCAP file of three channels whose messages come out of time order (
 * jitter back by up to 110 ms, so chunks overlap several deep), with runs of equal times, in small chunks.
 */
async function shuffledFile(
  compressed: boolean,
): Promise<{ bytes: Uint8Array; written: Written[] }> {
  const { writable, writer, schemaId } = await startFile(compressed, 600);
  const channels: number[] = [];
  for (const topic of ['/a', '/b', '/c']) {
    channels.push(
      await writer.registerChannel({
        topic,
        schemaId,
        messageEncoding: 'raw',
        metadata: new Map(),
      }),
    );
  }
  const written: Written[] = [];
  let random = 7;
  const next = () => (random = (random * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let step = 0; step < 400; step++) {
    for (const [i, channelId] of channels.entries()) {
      if (i === 2 && step % 10 !== 0) continue; // '/c' writes a tenth as often
      // Every 7th step the time repeats the last one: ties within and across chunks.
      const base = step % 7 === 0 && step > 0 ? step - 1 : step;
      const logTime =
        1_000_000_000n + BigInt(base) * 10_000_000n - BigInt(Math.floor(next() * 12)) * 10_000_000n;
      const order = written.length;
      const data = new Uint8Array(40);
      new DataView(data.buffer).setUint32(0, order, true);
      await writer.addMessage({ channelId, sequence: order, logTime, publishTime: logTime, data });
      written.push({ channelId, logTime, order });
    }
  }
  await writer.end();
  return { bytes: writable.bytes(), written };
}

/** The latest written message of the channel at or before `timeNs`; ties: the one written last. */
function expected(written: Written[], channelId: number, timeNs: bigint): Written | undefined {
  let best: Written | undefined;
  for (const each of written) {
    if (each.channelId !== channelId || each.logTime > timeNs) continue;
    if (
      !best ||
      each.logTime > best.logTime ||
      (each.logTime === best.logTime && each.order > best.order)
    ) {
      best = each;
    }
  }
  return best;
}

async function finderOf(source: ByteSource) {
  const reader = await McapIndexedReader.Initialize({ readable: mcapReadable(source) });
  return { reader, latest: new McapLatest(source, reader.chunkIndexes, jsDecompressHandlers()) };
}

describe('McapLatest', () => {
  for (const compressed of [false, true]) {
    it(`finds each channel's latest message as written (${compressed ? 'zstd' : 'uncompressed'} chunks that overlap)`, async () => {
      const { bytes, written } = await shuffledFile(compressed);
      const { reader, latest } = await finderOf(bytesSource(bytes));
      // The file is what the test means: many chunks, overlapping in time.
      const chunks = [...reader.chunkIndexes].sort((a, b) =>
        Number(a.messageStartTime - b.messageStartTime),
      );
      expect(chunks.length).toBeGreaterThan(30);
      expect(
        chunks.some((chunk, i) => i > 0 && chunk.messageStartTime < chunks[i - 1]!.messageEndTime),
      ).toBe(true);
      const channelIds = [...reader.channelsById.keys()];
      const times = [0n, 999_999_999n, 1_000_000_000n, 4_000_000_000n + 1n, 5_000_000_000n];
      for (let i = 0; i < 60; i++) times.push(1_000_000_000n + BigInt(i) * 67_000_000n);
      for (const time of times) {
        const located = await latest.locate(channelIds, time);
        const found = await latest.read([...located.values()]);
        const got = new Map(
          [...located.values()].map((at, i) => [
            at.channelId,
            {
              logTime: at.logTime,
              order: new DataView(found[i]!.buffer, found[i]!.byteOffset).getUint32(0, true),
            },
          ]),
        );
        for (const channelId of channelIds) {
          const want = expected(written, channelId, time);
          expect(got.get(channelId), `channel ${channelId} at ${time}`).toEqual(
            want ? { logTime: want.logTime, order: want.order } : undefined,
          );
        }
      }
    });
  }
});

/**
 * An MCAP file of `topics` written in turn every 100 ms, '/big' 50 kB of noise (which does not
 * compress), others 40 bytes, in chunks of about `chunkSize`.
 */
async function bigMessagesFile(
  path: string,
  topics: string[],
  compressed: boolean,
  chunkSize: number,
) {
  const { writable, writer, schemaId } = await startFile(compressed, chunkSize);
  const channels = new Map<string, number>();
  for (const topic of topics) {
    channels.set(
      topic,
      await writer.registerChannel({
        topic,
        schemaId,
        messageEncoding: 'raw',
        metadata: new Map(),
      }),
    );
  }
  for (let step = 0; step < 40; step++) {
    const logTime = 1_000_000_000n + BigInt(step) * 100_000_000n;
    for (const topic of topics) {
      const data = crypto.getRandomValues(new Uint8Array(topic === '/big' ? 50_000 : 40));
      // '/big' 50 ms after the others: it closes a chunk that began before it.
      const at = topic === '/big' ? logTime + 50_000_000n : logTime;
      await writer.addMessage({
        channelId: channels.get(topic)!,
        sequence: step,
        logTime: at,
        publishTime: at,
        data,
      });
    }
  }
  await writer.end();
  await writeFile(path, writable.bytes());
}

describe('A seek over HTTP', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'record-reader-seek-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  /**
   * The ranges a seek asks, in waves: a request started before any answer of the seek came is
   * in the first wave, one started after an answer came in a later one (a round trip more).
   */
  async function seekWaves(
    topics: string[],
    asked: string[],
    compressed: boolean,
    chunkSize: number,
    timeNs = 1_000_000_000n + 25n * 100_000_000n + 50_000_000n,
    blockBytes = 16 * 1024,
  ) {
    const path = join(dir, `${topics.join('-').replaceAll('/', '')}-${compressed}.mcap`);
    await bigMessagesFile(path, topics, compressed, chunkSize);
    const server = await serveFile(path);
    try {
      let answered = 0;
      const startedAfter: number[] = [];
      const counting: typeof fetch = async (input, init) => {
        startedAfter.push(answered);
        try {
          return await fetch(input, init);
        } finally {
          answered += 1;
        }
      };
      const source = await HttpByteSource.open(server.url, {
        blockBytes,
        cacheBlocks: (8 * 1024 * 1024) / blockBytes,
        fetch: counting,
      });
      const session = await RecordSession.open(source, { decompressors: jsDecompressHandlers() });
      await session.at(1_000_000_000n, asked);
      const before = startedAfter.length;
      answered = 0;
      const found = await session.at(timeNs, asked);
      const waves = new Set(startedAfter.slice(before)).size;
      await session.close();
      return { found, waves };
    } finally {
      await server.close();
    }
  }

  for (const compressed of [false, true]) {
    it(`reads a chunk of the channels asked with its message indexes, in one round trip (${compressed ? 'zstd' : 'uncompressed'})`, async () => {
      // Chunks smaller than a message: one message each.
      const { found, waves } = await seekWaves(['/big'], ['/big'], compressed, 1024);
      expect(found.map((m) => [m.topic, m.timeNs])).toEqual([['/big', 3_550_000_000n]]);
      expect(waves).toBe(1);
    });
  }

  it('reads the message alone, after its index, from an uncompressed chunk holding a channel not asked', async () => {
    // Four steps a chunk: the small message asked lies between two large ones not asked.
    const { found, waves } = await seekWaves(['/big', '/small'], ['/small'], false, 200_000);
    expect(found.map((m) => [m.topic, m.timeNs])).toEqual([['/small', 3_500_000_000n]]);
    expect(waves).toBe(2);
  });

  it('reads the chunk holding the large message asked, learned from the indexes read before, in one round trip', async () => {
    // Each chunk: a small message not asked, then '/big' 50 ms later, which closes it. At 20 ms
    // past a step, the chunk begun before holds the next '/big' (after the time): the one
    // wanted is in the chunk before, read whole with its indexes once '/big''s size is known
    // (the first seek at 1 s read an index).
    const { found, waves } = await seekWaves(
      ['/small', '/big'],
      ['/big'],
      false,
      1024,
      1_000_000_000n + 25n * 100_000_000n + 20_000_000n,
    );
    expect(found.map((m) => [m.topic, m.timeNs])).toEqual([['/big', 3_450_000_000n]]);
    expect(waves).toBe(1);
  });

  it("reads the small message after the large one with the large one's chunk, in one round trip", async () => {
    // A player's seek between two clouds: the cloud wanted closes the chunk before, the latest
    // small message (written after that cloud) opens the next chunk, which ends with the next
    // cloud. The read of the chunk before goes on into the next one's small messages (blocks
    // of 64 bytes: a read's rounding up to its block does not bring them by chance).
    const { found, waves } = await seekWaves(
      ['/small', '/big'],
      ['/small', '/big'],
      false,
      1024,
      1_000_000_000n + 25n * 100_000_000n + 20_000_000n,
      64,
    );
    expect(found.map((m) => [m.topic, m.timeNs])).toEqual([
      ['/small', 3_500_000_000n],
      ['/big', 3_450_000_000n],
    ]);
    expect(waves).toBe(1);
  });
});

describe('Latest messages over HTTP', () => {
  let dir: string;
  let record: WrittenRecord;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'record-reader-latest-'));
    // 20 s of 10 Hz 20,000-point clouds (320 kB each): a chunk each, the odometry between them.
    record = await writeMcap(join(dir, 'drive.mcap'), {
      durationS: 20,
      lidarPoints: 20_000,
      sensors: ['gnss', 'odometry', 'lidar'],
      chunkSize: 64 * 1024,
    });
  }, 60_000);

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reads the messages, not the chunks, and nothing of what the caller holds', async () => {
    const server = await serveFile(record.path);
    try {
      const source = await HttpByteSource.open(server.url, { blockBytes: 16 * 1024 });
      const session = await RecordSession.open(source);
      // Just after a cloud: the odometry after it lies in the next cloud's chunk.
      const time = record.startNs + 10_000_000_000n + 25_000_000n;
      const opened = source.bytesRead;
      const [odometry] = await session.at(time, [TOPICS.odometry]);
      expect(odometry!.timeNs).toBe(record.startNs + 10_000_000_000n + 20_000_000n);
      // Its message and the chunks' message indexes, in 16 kB blocks: not the 320 kB cloud.
      expect(source.bytesRead - opened).toBeLessThan(8 * 16 * 1024);

      const beforeCloud = source.bytesRead;
      const [cloud, again] = await session.at(
        time,
        [TOPICS.lidar, TOPICS.odometry],
        undefined,
        new Map([[TOPICS.odometry, odometry!.timeNs]]),
      );
      expect(cloud!.timeNs).toBe(record.startNs + 10_000_000_000n);
      expect(cloud!.view).toMatchObject({ kind: 'cloud', points: 20_000 });
      expect(again).toEqual({
        topic: TOPICS.odometry,
        timeNs: odometry!.timeNs,
        message: null,
        same: true,
      });
      const cloudBytes = source.bytesRead - beforeCloud;
      expect(cloudBytes).toBeGreaterThanOrEqual(20_000 * 16);
      expect(cloudBytes).toBeLessThan(20_000 * 16 + 3 * 16 * 1024);

      // The same answer as @mcap/core's reverse read gives from the whole file in memory.
      const whole = await RecordSession.open(
        bytesSource(new Uint8Array(await readFile(record.path))),
      );
      for (const offsetMs of [0, 5, 99, 100, 101, 7_777, 19_999]) {
        const at = record.startNs + BigInt(offsetMs) * 1_000_000n;
        const topics = [TOPICS.lidar, TOPICS.odometry, TOPICS.gnss];
        const viaIndex = await session.at(at, topics);
        const viaReverse = await whole.at(at, topics, undefined, undefined);
        expect(viaIndex.map((m) => [m.topic, m.timeNs])).toEqual(
          viaReverse.map((m) => [m.topic, m.timeNs]),
        );
      }
      await whole.close();
      await session.close();
    } finally {
      await server.close();
    }
  });
});
