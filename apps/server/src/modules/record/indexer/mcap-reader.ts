import { createReadStream } from 'node:fs';
import { McapIndexedReader, McapStreamReader, type McapTypes } from '@mcap/core';
import { loadDecompressHandlers } from '@mcap/support';
import { mcapDecoder } from './decoders';
import { nativeCrc32, scanMcapChunks } from './mcap-chunk-scan';
import { RandomAccessFile, ShortReadError } from './random-access-file';
import { RecordIndexError, damaged, libraryDetail } from './record-index-error';
import {
  type ReaderSummary,
  type RecordChannel,
  type RecordMessage,
  type RecordReader,
  lazyChannel,
} from './record-reader';

/** Bytes handed to the stream reader at a time; chunks larger than this are assembled by it. */
const STREAM_READ_BYTES = 1 << 20;

/**
 * Opens an MCAP file. With a summary that indexes its chunks, `McapIndexedReader` reads only the
 * ranges it needs; a file without one (a recorder that crashed, a writer that skips the summary,
 * an unchunked file) or with a damaged summary is read front to back by `McapStreamReader`.
 * Compressed chunks (zstd, lz4, bz2) are decompressed by `@mcap/support`'s handlers.
 */
export async function openMcap(path: string): Promise<RecordReader> {
  const decompressHandlers = await loadDecompressHandlers();
  const file = await RandomAccessFile.open(path);
  let indexed: McapIndexedReader | undefined;
  try {
    indexed = await McapIndexedReader.Initialize({
      readable: file.asMcapReadable(),
      decompressHandlers,
    });
  } catch {
    // No summary, or one that cannot be trusted: the stream reader below reads the data itself.
  }
  if (indexed && indexed.chunkIndexes.length > 0) {
    return new IndexedMcapReader(file, indexed, decompressHandlers);
  }
  await file.close();
  return new StreamMcapReader(path, decompressHandlers);
}

class IndexedMcapReader implements RecordReader {
  readonly format = 'mcap';
  readonly summary: ReaderSummary;
  observedStartNs: bigint | null = null;
  private readonly channelsById = new Map<number, RecordChannel>();

  constructor(
    private readonly file: RandomAccessFile,
    private readonly reader: McapIndexedReader,
    private readonly decompressHandlers: McapTypes.DecompressHandlers,
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
    let counts: Map<RecordChannel, number> | null = null;
    const statistics = reader.statistics;
    if (statistics) {
      counts = new Map();
      for (const [id, count] of statistics.channelMessageCounts) {
        const channel = this.channelsById.get(id);
        if (channel) counts.set(channel, Number(count));
      }
    }
    this.summary = { startNs, endNs, counts };
  }

  channels(): RecordChannel[] {
    return [...this.channelsById.values()];
  }

  async *messages(topics?: readonly string[]): AsyncGenerator<RecordMessage, void, void> {
    try {
      for await (const message of this.reader.readMessages({ topics, validateCrcs: true })) {
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

  async *scan(topics: readonly string[]): AsyncGenerator<RecordMessage, void, void> {
    const crc32 = nativeCrc32;
    // Without zlib's crc32 (Node before 20.15) the library's reader checks what it reads.
    if (!crc32) return yield* this.messages(topics);
    const wanted = new Set(topics);
    const channelIds = new Set(
      [...this.reader.channelsById.values()]
        .filter((channel) => wanted.has(channel.topic))
        .map((channel) => channel.id),
    );
    try {
      const { chunkIndexes } = this.reader;
      const scanned = scanMcapChunks(
        this.file,
        chunkIndexes,
        this.decompressHandlers,
        (id) => channelIds.has(id),
        crc32,
      );
      for await (const message of scanned) {
        if (this.observedStartNs === null || message.logTime < this.observedStartNs) {
          this.observedStartNs = message.logTime;
        }
        yield {
          channel: this.channelsById.get(message.channelId)!,
          timeNs: message.logTime,
          data: message.data,
        };
      }
    } catch (error) {
      throw mcapError(error);
    }
  }

  close(): Promise<void> {
    return this.file.close();
  }
}

class StreamMcapReader implements RecordReader {
  readonly format = 'mcap';
  readonly summary = null;
  observedStartNs: bigint | null = null;
  private readonly channelsById = new Map<number, RecordChannel>();

  constructor(
    private readonly path: string,
    private readonly decompressHandlers: McapTypes.DecompressHandlers,
  ) {}

  channels(): RecordChannel[] {
    return [...this.channelsById.values()];
  }

  async *messages(topics?: readonly string[]): AsyncGenerator<RecordMessage, void, void> {
    const wanted = topics ? new Set(topics) : null;
    const schemas = new Map<number, McapTypes.Schema>();
    const stream = createReadStream(this.path, { highWaterMark: STREAM_READ_BYTES });
    const reader = new McapStreamReader({
      decompressHandlers: this.decompressHandlers,
      validateCrcs: true,
    });
    try {
      for await (const bytes of stream as AsyncIterable<Buffer>) {
        reader.append(bytes);
        for (let record; (record = reader.nextRecord());) {
          if (record.type === 'Schema') {
            schemas.set(record.id, record);
          } else if (record.type === 'Channel') {
            if (!this.channelsById.has(record.id)) {
              const schema = schemas.get(record.schemaId);
              const encoding = record.messageEncoding;
              this.channelsById.set(
                record.id,
                lazyChannel(record.topic, schema?.name ?? '', encoding, () =>
                  mcapDecoder(encoding, schema),
                ),
              );
            }
          } else if (record.type === 'Message') {
            const channel = this.channelsById.get(record.channelId);
            if (!channel) {
              throw damaged(
                'mcap',
                `a message refers to channel ${record.channelId} before the file declares it`,
              );
            }
            if (this.observedStartNs === null || record.logTime < this.observedStartNs) {
              this.observedStartNs = record.logTime;
            }
            if (!wanted || wanted.has(channel.topic)) {
              yield { channel, timeNs: record.logTime, data: record.data };
            }
          }
        }
      }
      if (!reader.done()) {
        throw damaged(
          'mcap',
          reader.bytesRemaining() > 0
            ? 'it ends in the middle of a record, so the file is truncated'
            : 'it ends before its closing footer, so the file is truncated',
        );
      }
    } catch (error) {
      throw mcapError(error);
    } finally {
      stream.destroy();
    }
  }

  /** A stream is read whole, and checked, either way. */
  scan(topics: readonly string[]): AsyncGenerator<RecordMessage, void, void> {
    return this.messages(topics);
  }

  async close(): Promise<void> {}
}

/** Library errors as sentences for the person who sent the file. */
function mcapError(error: unknown): RecordIndexError {
  if (error instanceof RecordIndexError) return error;
  if (error instanceof ShortReadError) {
    return damaged('mcap', 'it ends early, so the file is truncated', error);
  }
  const detail = libraryDetail(error);
  const compression = /Unsupported compression (\S+)/.exec(detail);
  if (compression) {
    return new RecordIndexError(
      'unsupported',
      `The MCAP file uses the compression "${compression[1]}", which the server cannot read.`,
      { cause: error },
    );
  }
  if (/crc/i.test(detail)) {
    return damaged('mcap', 'a checksum does not match, so part of its data was changed', error);
  }
  return damaged('mcap', `a record cannot be read (${detail})`, error);
}
