import { McapIndexedReader, type McapTypes } from '@mcap/core';
import { type ByteSource, ShortReadError, SourceError, mcapReadable } from './byte-source';
import { mcapDecoder } from './decoders';
import { type Located, McapLatest, later } from './mcap-latest';
import { type Crc32, type ScannedChannel, scanMcap } from './mcap-scan';
import { RecordIndexError, damaged, libraryDetail } from './record-error';
import {
  type LatestMessage,
  type MessageWindow,
  type ReaderSummary,
  type RecordChannel,
  type RecordMessage,
  type RecordReader,
  lazyChannel,
  withinWindow,
} from './record-reader';

/** What a reader needs besides the bytes: it loads no library of its own (wasm or zlib). */
export interface ReaderOptions {
  /**
   * Chunk decompressors by compression name (`zstd`, `lz4`, `bz2`): in Node `@mcap/support`'s
   * `loadDecompressHandlers()` (wasm), in a browser `jsDecompressHandlers()` (JavaScript). A
   * chunk of another compression is refused as 'unsupported'.
   */
  decompressors?: McapTypes.DecompressHandlers;
  /** CRC-32 for a full pass's checks (zlib's in Node); JavaScript's when omitted. */
  crc32?: Crc32;
  /**
   * Bytes of message indexes kept across reads by log time (`McapIndexedReader`'s cache): a
   * player seeking back and forth does not read a chunk's indexes again. None by default.
   */
  messageIndexCacheBytes?: number;
  /**
   * Whether reads by log time check each chunk's CRC (true by default). The playback passes
   * false: the studio checked every byte of the file when it indexed it, and a CRC of each
   * chunk at each seek is a large part of a seek's time in JavaScript.
   */
  validateCrcs?: boolean;
}

/**
 * Opens an MCAP file. Reading a whole file (the index, which checks it) is one pass over its
 * data section by `scanMcap`, which needs no summary. Reading one topic by log time (a signal)
 * uses the summary through `McapIndexedReader` when the summary can serve it: chunk indexes with
 * message indexes, and every channel with messages declared there. The specification makes all
 * of those optional, so any other file is read front to back for that too (ADR 16).
 * Compressed chunks (zstd, lz4, bz2) are decompressed by the handlers in `options`.
 */
export async function openMcap(
  file: ByteSource,
  options: ReaderOptions = {},
): Promise<RecordReader> {
  const decompressHandlers = options.decompressors ?? {};
  let indexed: McapIndexedReader | undefined;
  try {
    indexed = await McapIndexedReader.Initialize({
      readable: mcapReadable(file),
      decompressHandlers,
      messageIndexCacheSizeBytes: options.messageIndexCacheBytes,
    });
  } catch (error) {
    // The source failing is not the file's fault: a pass over the whole file would not help.
    if (error instanceof SourceError) throw error;
    // No summary, or one that cannot be used: the scan reads the data itself (and says what is
    // wrong with the file, if anything is).
  }
  return indexed && servesTopicReads(indexed)
    ? new IndexedMcapReader(file, indexed, { ...options, decompressors: decompressHandlers })
    : new SequentialMcapReader(file, { ...options, decompressors: decompressHandlers });
}

/** Whether the summary can answer 'the messages of topic T by log time' without a full read. */
function servesTopicReads(reader: McapIndexedReader): boolean {
  const { chunkIndexes, statistics, channelsById } = reader;
  if (chunkIndexes.length === 0 || !statistics) return false;
  const everyChunkIndexed = chunkIndexes.every(
    (chunk) =>
      chunk.messageIndexOffsets.size > 0 ||
      (chunk.messageStartTime === 0n && chunk.messageEndTime === 0n),
  );
  const everyChannelDeclared = [...statistics.channelMessageCounts].every(
    ([id, count]) => count === 0n || channelsById.has(id),
  );
  return everyChunkIndexed && everyChannelDeclared;
}

/** Channels as the scan meets them, turned into the readers' channels once. */
class ScannedChannels {
  readonly byId = new Map<number, RecordChannel>();

  add(channel: ScannedChannel): RecordChannel {
    let known = this.byId.get(channel.id);
    if (!known) {
      const { messageEncoding, schema } = channel;
      known = lazyChannel(channel.topic, schema?.name ?? '', messageEncoding, () =>
        mcapDecoder(messageEncoding, schema),
      );
      this.byId.set(channel.id, known);
    }
    return known;
  }
}

/**
 * The one pass both readers make to read a whole file: every message of `topics` (all when
 * omitted) in file order, every check made. `channels` collects the channels; `reader` learns
 * the earliest log time of any message, wanted or not.
 */
async function* scanFile(
  file: ByteSource,
  { decompressors, crc32 }: ReaderOptions,
  channels: ScannedChannels,
  topics: readonly string[] | undefined,
  reader: { observedStartNs: bigint | null },
): AsyncGenerator<RecordMessage, void, void> {
  const wanted = topics ? new Set(topics) : null;
  try {
    const scan = scanMcap(file, {
      decompressors: decompressors ?? {},
      crc32,
      wanted: (channel) => !wanted || wanted.has(channel.topic),
      onChannel: (channel) => channels.add(channel),
      onMessage: (logTime) => {
        if (reader.observedStartNs === null || logTime < reader.observedStartNs) {
          reader.observedStartNs = logTime;
        }
      },
    });
    for await (const message of scan) {
      yield { channel: channels.add(message.channel), timeNs: message.logTime, data: message.data };
    }
  } catch (error) {
    throw mcapError(error);
  }
}

class IndexedMcapReader implements RecordReader {
  readonly format = 'mcap';
  readonly summary: ReaderSummary;
  observedStartNs: bigint | null = null;
  private readonly channelsById = new Map<number, RecordChannel>();
  private readonly scanned = new ScannedChannels();
  private readonly finder: McapLatest;

  constructor(
    private readonly file: ByteSource,
    readonly reader: McapIndexedReader,
    private readonly options: ReaderOptions,
  ) {
    for (const channel of reader.channelsById.values()) {
      const schema = reader.schemasById.get(channel.schemaId);
      this.channelsById.set(
        channel.id,
        lazyChannel(channel.topic, schema?.name ?? '', channel.messageEncoding, () =>
          mcapDecoder(channel.messageEncoding, schema),
        ),
      );
    }
    let startNs = reader.chunkIndexes[0]!.messageStartTime;
    let endNs = reader.chunkIndexes[0]!.messageEndTime;
    for (const chunk of reader.chunkIndexes) {
      if (chunk.messageStartTime < startNs) startNs = chunk.messageStartTime;
      if (chunk.messageEndTime > endNs) endNs = chunk.messageEndTime;
    }
    const statedCounts = new Map<RecordChannel, number>();
    for (const [id, count] of reader.statistics?.channelMessageCounts ?? []) {
      const channel = this.channelsById.get(id);
      if (channel) statedCounts.set(channel, Number(count));
    }
    // No counts: the index counts in its own pass, which also checks every byte.
    this.summary = { startNs, endNs, counts: null, statedCounts };
    this.finder = new McapLatest(file, reader.chunkIndexes, options.decompressors ?? {});
  }

  private channelIds(topics: readonly string[]): number[] {
    const wanted = new Set(topics);
    return [...this.channelsById]
      .filter(([, channel]) => wanted.has(channel.topic))
      .map(([id]) => id);
  }

  async latest(
    topics: readonly string[],
    timeNs: bigint,
    reuse?: (topic: string, timeNs: bigint) => boolean,
  ): Promise<Map<string, LatestMessage>> {
    try {
      const located = await this.finder.locate(this.channelIds(topics), timeNs);
      // A topic of several channels: the latest of them (ties to the later place in the file).
      const byTopic = new Map<string, Located>();
      for (const at of located.values()) {
        const topic = this.channelsById.get(at.channelId)!.topic;
        const best = byTopic.get(topic);
        if (!best || later(at, best)) byTopic.set(topic, at);
      }
      const toRead = [...byTopic].filter(([topic, at]) => !reuse?.(topic, at.logTime));
      const data = await this.finder.read(toRead.map(([, at]) => at));
      const read = new Map(toRead.map(([topic], i) => [topic, data[i]!]));
      const out = new Map<string, LatestMessage>();
      for (const [topic, at] of byTopic) {
        const channel = this.channelsById.get(at.channelId)!;
        out.set(topic, { channel, timeNs: at.logTime, data: read.get(topic) ?? null });
      }
      return out;
    } catch (error) {
      throw mcapError(error);
    }
  }

  async prefetch(
    topics: readonly string[],
    fromNs: bigint,
    toNs: bigint,
    maxBytes: number,
  ): Promise<void> {
    try {
      await this.finder.prefetch(this.channelIds(topics), fromNs, toNs, maxBytes);
    } catch (error) {
      throw mcapError(error);
    }
  }

  channels(): RecordChannel[] {
    return [...this.channelsById.values()];
  }

  async *messages(
    topics?: readonly string[],
    window: MessageWindow = {},
  ): AsyncGenerator<RecordMessage, void, void> {
    try {
      const read = this.reader.readMessages({
        topics,
        startTime: window.startNs,
        endTime: window.endNs,
        reverse: window.reverse,
        validateCrcs: this.options.validateCrcs ?? true,
      });
      for await (const message of read) {
        const channel = this.channelsById.get(message.channelId);
        if (!channel)
          throw damaged(
            'mcap',
            `a message refers to channel ${message.channelId}, which the file does not declare`,
          );
        if (this.observedStartNs === null || message.logTime < this.observedStartNs) {
          this.observedStartNs = message.logTime;
        }
        yield { channel, timeNs: message.logTime, data: message.data };
      }
    } catch (error) {
      throw mcapError(error);
    }
  }

  scan(topics?: readonly string[]): AsyncGenerator<RecordMessage, void, void> {
    return scanFile(this.file, this.options, this.scanned, topics, this);
  }

  async close(): Promise<void> {
    await this.file.close?.();
  }
}

/** A file whose summary cannot serve reads: every read is the one pass. */
class SequentialMcapReader implements RecordReader {
  readonly format = 'mcap';
  readonly summary = null;
  observedStartNs: bigint | null = null;
  private readonly scanned = new ScannedChannels();

  constructor(
    private readonly file: ByteSource,
    private readonly options: ReaderOptions,
  ) {}

  channels(): RecordChannel[] {
    return [...this.scanned.byId.values()];
  }

  messages(
    topics?: readonly string[],
    window?: MessageWindow,
  ): AsyncGenerator<RecordMessage, void, void> {
    return window ? withinWindow(this.scan(topics), window) : this.scan(topics);
  }

  scan(topics?: readonly string[]): AsyncGenerator<RecordMessage, void, void> {
    return scanFile(this.file, this.options, this.scanned, topics, this);
  }

  async close(): Promise<void> {
    await this.file.close?.();
  }
}

/** Library errors as sentences for the person who sent the file. */
function mcapError(error: unknown): Error {
  if (error instanceof RecordIndexError || error instanceof SourceError) return error;
  if (error instanceof ShortReadError) {
    return damaged('mcap', 'it ends early, so the file is truncated', error);
  }
  const detail = libraryDetail(error);
  const compression = /Unsupported compression (\S+)/.exec(detail);
  if (compression) {
    return new RecordIndexError(
      'unsupported',
      `The MCAP file uses the compression "${compression[1]}", which this reader cannot read.`,
      { cause: error },
    );
  }
  if (/crc/i.test(detail)) {
    return damaged('mcap', 'a checksum does not match, so part of its data was changed', error);
  }
  return damaged('mcap', `a record cannot be read (${detail})`, error);
}
