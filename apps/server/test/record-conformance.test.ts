import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecordIndexError, type RecordIndex, indexRecord, readSignal } from '../src/files/indexer';
import { type ConformanceVariant, conformanceVariants } from './fixtures/mcap-conformance';
import {
  type BagOptions,
  TOPICS,
  type McapOptions,
  writeBag,
  writeMcap,
} from '../../../test-support/record-files';

// Issue 12: every file the MCAP specification allows is read, and none whose bytes disagree with
// its checksums is kept. The files are laid out as the format's conformance inputs
// (fixtures/mcap-conformance.ts); the drives below are real recordings in the layouts writers use.

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ads-conformance-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const variants = conformanceVariants();
const withMessages = variants.filter((variant) => variant.expected.messageCount > 0);
const byName = (name: string) => variants.find((variant) => variant.name === name)!;

async function indexBytes(name: string, bytes: Uint8Array): Promise<RecordIndex> {
  const path = join(dir, name);
  await writeFile(path, bytes);
  return indexRecord(path);
}

/** The error indexing gives, or null when it indexed. */
async function refusal(name: string, bytes: Uint8Array): Promise<RecordIndexError | null> {
  return indexBytes(name, bytes).then(
    () => null,
    (error: unknown) => {
      if (!(error instanceof RecordIndexError)) throw error;
      return error;
    },
  );
}

describe('the MCAP conformance layouts', () => {
  it('has every variant of the conformance suite', () => {
    // Six inputs × the feature combinations that make sense for each, as the suite names them.
    expect(variants).toHaveLength(416);
    expect(withMessages.map((variant) => variant.name)).toEqual(
      expect.arrayContaining([
        'OneMessage',
        'TenMessages-ch-chx',
        'TenMessages-ch-chx-sum',
        'TenMessages-ch-chx-pad-rch-sum',
        'TenMessages-ch-chx-mx',
        'TenMessages-ch-chx-mx-st-sum',
        'TenMessages-ch-chx-mx-pad-rch-rsh-st-sum',
        'OneSchemalessMessage-ch-chx-mx-pad-rch-st-sum',
      ]),
    );
  });

  it.each(withMessages.map((variant) => [variant.name, variant] as const))(
    'indexes %s with its topics, counts and times',
    async (name, variant: ConformanceVariant) => {
      const index = await indexBytes(name, variant.bytes);
      const { expected } = variant;
      expect(
        index.topics.map(({ name: topic, type, encoding, count }) => ({
          name: topic,
          type,
          encoding,
          count,
        })),
      ).toEqual(expected.topics);
      expect(index.message_count).toBe(expected.messageCount);
      // Log times a few nanoseconds after zero: a simulation's clock, kept to the nanosecond.
      expect(index.start_ns).toBe(expected.startNs);
      expect(index.end_ns).toBe(expected.endNs);
      expect(index).toMatchObject({ start: null, end: null });
      expect(index.duration_s).toBe(Number(expected.endNs! - expected.startNs!) / 1e9);
    },
  );

  it('refuses the variants without messages as having none, never as damaged', async () => {
    const empty = variants.filter((variant) => variant.expected.messageCount === 0);
    expect(empty.length).toBeGreaterThan(30);
    for (const variant of empty) {
      const error = await refusal(variant.name, variant.bytes);
      expect(error, variant.name).toMatchObject({
        code: 'no-messages',
        message: 'The record has no messages.',
      });
    }
  });
});

describe('damaged copies of the conformance layouts', () => {
  // One variant per way of reading: no summary, a summary over unchunked data, chunks with no
  // index, a chunk index without message indexes, channels only in the chunks, everything.
  const READER_PATHS = [
    'TenMessages',
    'TenMessages-pad-rch-rsh-st-sum',
    'TenMessages-ch',
    'TenMessages-ch-chx-pad',
    'TenMessages-ch-chx-mx-st-sum',
    'TenMessages-ch-chx-mx-pad-rch-rsh-st-sum',
  ];

  it.each(READER_PATHS)('refuses %s with any one byte flipped', async (name) => {
    const { bytes, chunk } = byName(name);
    const kept: number[] = [];
    for (let at = 0; at < bytes.length; at++) {
      const copy = bytes.slice();
      copy[at]! ^= 0xff;
      const error = await refusal(`${name}-flipped`, copy);
      if (!error) kept.push(at);
      else if (at >= 8) expect(error.code, `byte ${at}`).toBe('damaged');
      else expect(error.code, `byte ${at}`).toBe('not-a-record');
    }
    expect(kept, 'bytes whose change went unnoticed').toEqual([]);
    if (chunk) {
      // A byte of a message inside the chunk: the chunk's own checksum tells.
      const copy = bytes.slice();
      copy[chunk.records + chunk.recordsLength - 1]! ^= 0x01;
      expect(await refusal(`${name}-chunk`, copy)).toMatchObject({
        message:
          'The MCAP file is damaged: a checksum does not match, so part of its data was changed.',
      });
    }
  });

  it("tells a changed chunk by the chunk's own CRC where the writer left the data section's out", async () => {
    for (const name of ['TenMessages-ch', 'TenMessages-ch-chx-mx-pad-rch-rsh-st-sum']) {
      const { bytes, chunk, dataEnd } = byName(name);
      // The data section's CRC set to 0, "not computed" in the specification (the data end
      // record lies before the summary, whose CRC does not cover it).
      const copy = bytes.slice();
      new DataView(copy.buffer).setUint32(dataEnd + 9, 0, true);
      expect(await refusal(`${name}-no-data-crc`, copy)).toBeNull();
      copy[chunk!.records + chunk!.recordsLength - 1]! ^= 0x01;
      expect(await refusal(`${name}-no-data-crc-changed`, copy)).toMatchObject({
        message:
          'The MCAP file is damaged: a checksum does not match, so part of its data was changed.',
      });
    }
  });

  it.each(READER_PATHS)('refuses %s cut short anywhere', async (name) => {
    const { bytes } = byName(name);
    for (let length = 0; length < bytes.length; length++) {
      const error = await refusal(`${name}-cut`, bytes.subarray(0, length));
      expect(error, `cut at ${length}`).toBeInstanceOf(RecordIndexError);
      if (length > 8) expect(error!.code, `cut at ${length}`).toBe('damaged');
      expect(error!.message).not.toMatch(/\n/);
    }
  });
});

describe('drives in the layouts writers leave', () => {
  const DRIVE = { durationS: 20, lidarPoints: 500 };
  const LAYOUTS: [string, McapOptions][] = [
    ['a full summary', {}],
    ['no summary', { indexed: false }],
    ['chunk indexes without message indexes', { layout: { useMessageIndex: false } }],
    ['channels only in the chunks', { layout: { repeatChannels: false } }],
    [
      'zstd chunks, no message indexes, channels and schemas only in the chunks',
      {
        compression: 'zstd',
        layout: { useMessageIndex: false, repeatChannels: false, repeatSchemas: false },
      },
    ],
    ['no chunks, with a summary', { chunked: false }],
  ];

  it.each(LAYOUTS)(
    'indexes and reads the signals of a drive with %s as of one with everything',
    async (layout, options) => {
      const reference = await writeMcap(join(dir, 'reference.mcap'), DRIVE);
      const written = await writeMcap(join(dir, `drive-${layout}.mcap`), {
        ...DRIVE,
        ...options,
      });
      const [expected, index] = await Promise.all([
        indexRecord(reference.path),
        indexRecord(written.path),
      ]);
      expect(index).toEqual(expected);
      expect(index.message_count).toBe(written.messageCount);
      expect(index.start_ns).toBe(written.startNs);
      expect(index.start?.getTime()).toBe(Number(written.startNs / 1_000_000n));

      const signal = (path: string) =>
        readSignal(path, 'mcap', TOPICS.odometry, 'twist.twist.linear.x', 200);
      expect(await signal(written.path)).toEqual(await signal(reference.path));
    },
  );

  it.each(LAYOUTS)(
    'refuses a drive with %s and one byte changed in its data',
    async (layout, options) => {
      const written = await writeMcap(join(dir, `damaged-${layout}.mcap`), {
        ...DRIVE,
        ...options,
      });
      const bytes = await readFile(written.path);
      bytes[Math.floor(bytes.length / 2)]! ^= 0x10;
      const error = await refusal(`damaged-${layout}`, bytes);
      expect(error).toMatchObject({ code: 'damaged' });
    },
  );
});

describe('ROS 1 bags in the layouts recorders leave', () => {
  const DRIVE = { durationS: 20, lidarPoints: 500 };
  const LAYOUTS: [string, BagOptions][] = [
    ['no index (a recorder that never closed it)', { indexed: false }],
    ['lz4 chunks (rosbag record --lz4)', { chunkCompression: 'lz4' }],
    ['bz2 chunks (rosbag record --bz2)', { chunkCompression: 'bz2' }],
    ['connections repeated in every chunk', { repeatConnections: true, chunkThreshold: 64_000 }],
    [
      'no index, lz4 chunks and repeated connections',
      { indexed: false, chunkCompression: 'lz4', repeatConnections: true, chunkThreshold: 64_000 },
    ],
  ];

  it.each(LAYOUTS)(
    'indexes and reads the signals of a bag with %s as of a plain one',
    async (layout, options) => {
      const reference = await writeBag(join(dir, 'reference.bag'), DRIVE);
      const written = await writeBag(join(dir, `bag-${layout}.bag`), { ...DRIVE, ...options });
      const [expected, index] = await Promise.all([
        indexRecord(reference.path),
        indexRecord(written.path),
      ]);
      expect(index).toEqual(expected);
      expect(index.message_count).toBe(written.messageCount);
      const signal = (path: string) =>
        readSignal(path, 'bag', TOPICS.odometry, 'twist.twist.linear.x', 200);
      expect(await signal(written.path)).toEqual(await signal(reference.path));
    },
  );

  it('refuses a bag without an index whose last chunk was cut off', async () => {
    const written = await writeBag(join(dir, 'cut.bag'), { ...DRIVE, indexed: false });
    const bytes = await readFile(written.path);
    for (const share of [0.3, 0.6, 0.9]) {
      const error = await refusal('cut-bag', bytes.subarray(0, Math.floor(bytes.length * share)));
      expect(error).toMatchObject({
        message:
          'The bag file is damaged: it ends in the middle of a record, so the file is truncated.',
      });
    }
  });
});
