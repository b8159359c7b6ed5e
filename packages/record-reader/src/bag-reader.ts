import { Bag } from '@foxglove/rosbag';
import type { McapTypes } from '@mcap/core';
import { type ScannedConnection, scanBag } from './bag-scan';
import { type ByteSource, ShortReadError, SourceError, bagFilelike } from './byte-source';
import { tryRos1Decoder } from './decoders';
import type { ReaderOptions } from './mcap-reader';
import { RecordIndexError, damaged, libraryDetail } from './record-error';
import {
  type MessageWindow,
  type ReaderSummary,
  type RecordChannel,
  type RecordMessage,
  type RecordReader,
  lazyChannel,
  withinWindow,
} from './record-reader';

/** `#ROSBAG V2.0\n` followed by the bag header record, which rosbag pads to 4096 bytes. */
const FIRST_RECORD_OFFSET = 13;

interface BagTime {
  sec: number;
  nsec: number;
}
const toNs = (time: BagTime) => BigInt(time.sec) * 1_000_000_000n + BigInt(time.nsec);
const toTime = (ns: bigint): BagTime => ({
  sec: Number(ns / 1_000_000_000n),
  nsec: Number(ns % 1_000_000_000n),
});

/**
 * Opens a ROS 1 bag v2.0 with `@foxglove/rosbag`, reading its index (connections and chunk
 * infos, at the end of the file) and then one chunk at a time; a bag without an index (its
 * recorder never closed it) is read front to back instead. Chunks compressed with lz4 or bz2
 * (what `rosbag record --lz4/--bz2` writes) are decompressed with the handlers in `options`
 * (the same as MCAP's). `file` is closed when opening fails.
 */
export async function openBag(
  file: ByteSource,
  options: ReaderOptions = {},
): Promise<RecordReader> {
  const handlers = options.decompressors ?? {};
  try {
    const decompress: Record<string, (buffer: Uint8Array, size: number) => Uint8Array> = {};
    for (const name of ['lz4', 'bz2'] as const) {
      const handler = handlers[name];
      if (handler) decompress[name] = (buffer, size) => handler(buffer, BigInt(size));
    }
    const bag = new Bag(bagFilelike(file), { parse: false, decompress });
    // Check the header before `open()`: it reads from the index position to the end of the
    // file in one piece, which for an unindexed bag (position 0) would be the whole file.
    const header = await bag.reader.readHeader().catch((error: unknown) => {
      throw error instanceof SourceError
        ? error
        : damaged('bag', 'its header cannot be read', error);
    });
    if (header.indexPosition === 0) {
      // Never closed (a crash, a power cut): read it through as `rosbag reindex` does.
      return new SequentialBagReader(file, handlers);
    }
    if (header.indexPosition <= FIRST_RECORD_OFFSET || header.indexPosition >= file.size) {
      throw damaged(
        'bag',
        'its header points outside the file, so the file is truncated or changed',
      );
    }
    await bag.open();
    return new BagReader(file, bag);
  } catch (error) {
    await file.close?.();
    throw bagError(error);
  }
}

class BagReader implements RecordReader {
  readonly format = 'bag';
  readonly summary: ReaderSummary;
  observedStartNs: bigint | null = null;
  private readonly channelsByConn = new Map<number, RecordChannel>();
  private readonly start: BagTime | undefined;

  constructor(
    private readonly file: ByteSource,
    private readonly bag: Bag,
  ) {
    for (const connection of bag.connections.values()) {
      this.channelsByConn.set(
        connection.conn,
        lazyChannel(connection.topic, connection.type ?? '', 'ros1', () =>
          tryRos1Decoder(connection.messageDefinition),
        ),
      );
    }
    // Chunk infos are not always in time order (messages can be written late): take the extremes.
    let start: BagTime | undefined;
    let end: BagTime | undefined;
    const counts = new Map<RecordChannel, number>();
    for (const info of bag.chunkInfos) {
      if (!start || toNs(info.startTime) < toNs(start)) start = info.startTime;
      if (!end || toNs(info.endTime) > toNs(end)) end = info.endTime;
      for (const { conn, count } of info.connections) {
        const channel = this.channelsByConn.get(conn);
        if (!channel)
          throw damaged(
            'bag',
            `a chunk refers to connection ${conn}, which the index does not declare`,
          );
        counts.set(channel, (counts.get(channel) ?? 0) + count);
      }
    }
    this.start = start;
    this.summary = {
      startNs: start ? toNs(start) : 0n,
      endNs: end ? toNs(end) : 0n,
      counts,
      statedCounts: counts,
    };
  }

  channels(): RecordChannel[] {
    return [...this.channelsByConn.values()];
  }

  async *messages(
    topics?: readonly string[],
    window: MessageWindow = {},
  ): AsyncGenerator<RecordMessage, void, void> {
    if (!this.start) return;
    const { startNs, endNs, reverse = false } = window;
    // Forward from the window's start; backwards from its end (the iterator's `start`).
    const from = reverse
      ? toTime(endNs ?? this.summary.endNs)
      : startNs !== undefined && startNs > toNs(this.start)
        ? toTime(startNs)
        : this.start;
    try {
      const iterator = this.bag.messageIterator({
        topics: topics ? [...topics] : undefined,
        start: from,
        reverse,
      });
      for await (const event of iterator) {
        const channel = this.channelsByConn.get(event.connectionId);
        if (!channel)
          throw damaged(
            'bag',
            `a message refers to connection ${event.connectionId}, which the index does not declare`,
          );
        const timeNs = toNs(event.timestamp);
        // The iterator reads by time: past the window's far end, nothing more is wanted.
        if (
          reverse
            ? startNs !== undefined && timeNs < startNs
            : endNs !== undefined && timeNs > endNs
        )
          return;
        if (this.observedStartNs === null || timeNs < this.observedStartNs) {
          this.observedStartNs = timeNs;
        }
        yield { channel, timeNs, data: event.data };
      }
    } catch (error) {
      throw bagError(error);
    }
  }

  /** No cheaper pass here than the indexed reads of those topics; a bag has no checksums. */
  async *scan(topics?: readonly string[]): AsyncGenerator<RecordMessage, void, void> {
    if (!topics || topics.length > 0) yield* this.messages(topics);
  }

  async close(): Promise<void> {
    await this.file.close?.();
  }
}

/** A bag without an index: every read is one pass from the front (`scanBag`). */
class SequentialBagReader implements RecordReader {
  readonly format = 'bag';
  readonly summary = null;
  observedStartNs: bigint | null = null;
  private readonly channelsByConn = new Map<number, RecordChannel>();

  constructor(
    private readonly file: ByteSource,
    private readonly decompressors: McapTypes.DecompressHandlers,
  ) {}

  channels(): RecordChannel[] {
    return [...this.channelsByConn.values()];
  }

  messages(
    topics?: readonly string[],
    window?: MessageWindow,
  ): AsyncGenerator<RecordMessage, void, void> {
    return window ? withinWindow(this.scan(topics), window) : this.scan(topics);
  }

  async *scan(topics?: readonly string[]): AsyncGenerator<RecordMessage, void, void> {
    const wanted = topics ? new Set(topics) : null;
    const channelOf = (connection: ScannedConnection) => {
      let channel = this.channelsByConn.get(connection.conn);
      if (!channel) {
        channel = lazyChannel(connection.topic, connection.type, 'ros1', () =>
          tryRos1Decoder(connection.messageDefinition),
        );
        this.channelsByConn.set(connection.conn, channel);
      }
      return channel;
    };
    try {
      const scanned = scanBag(this.file, {
        decompressors: this.decompressors,
        wanted: (connection) => {
          channelOf(connection);
          return !wanted || wanted.has(connection.topic);
        },
        onMessage: (timeNs) => {
          if (this.observedStartNs === null || timeNs < this.observedStartNs) {
            this.observedStartNs = timeNs;
          }
        },
      });
      for await (const message of scanned) {
        yield {
          channel: channelOf(message.connection),
          timeNs: message.timeNs,
          data: message.data,
        };
      }
    } catch (error) {
      throw bagError(error);
    }
  }

  async close(): Promise<void> {
    await this.file.close?.();
  }
}

function bagError(error: unknown): Error {
  if (error instanceof RecordIndexError || error instanceof SourceError) return error;
  if (error instanceof ShortReadError) {
    return damaged('bag', 'it ends early, so the file is truncated', error);
  }
  const detail = libraryDetail(error);
  const compression = /Unsupported compression type (\S+)/.exec(detail);
  if (compression) {
    return new RecordIndexError(
      'unsupported',
      `The bag file uses the compression "${compression[1]}", which this reader cannot read.`,
      { cause: error },
    );
  }
  return damaged('bag', `a record cannot be read (${detail})`, error);
}
