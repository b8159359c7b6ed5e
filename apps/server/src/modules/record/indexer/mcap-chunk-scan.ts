import * as zlib from 'node:zlib';
import { Opcode, type McapTypes } from '@mcap/core';
import { type RandomAccessFile, ShortReadError } from './random-access-file';
import { RecordIndexError, damaged } from './record-index-error';

/** zlib's own CRC-32 (Node ≥ 20.15): the MCAP checksum, several times faster than in JavaScript. */
export const nativeCrc32: ((data: Uint8Array) => number) | undefined = (
  zlib as { crc32?: (data: Uint8Array) => number }
).crc32;

/** A message of a wanted channel; `data` is its own copy. */
export interface ScannedMessage {
  channelId: number;
  logTime: bigint;
  data: Uint8Array;
}

/**
 * Bytes read at a time: several chunks (1 MiB is the usual chunk) per read, so a large file costs
 * a few hundred reads rather than one per chunk, each a round trip through the thread pool.
 */
const READ_BYTES = 8 * 1024 * 1024;
/** opcode (1) + record length (8): the start of every MCAP record. */
const RECORD_HEADER = 9;
/** Chunk fields before the compression string: message start/end time, size, CRC. */
const CHUNK_FIXED = 8 + 8 + 8 + 4;
/** Message fields before the data: channel id (2), sequence (4), log and publish time (8 each). */
const MESSAGE_PREFIX = 2 + 4 + 8 + 8;

/**
 * Every chunk of an indexed MCAP once, in file order, read several at a time into one reused
 * buffer and each checked whole (its CRC by `crc32`), handing over copies of the messages whose
 * channel is wanted. This is what the index needs (every fix and odometry message of a drive,
 * every chunk checked) at the cost of one read of the file: @mcap/core's readMessages copies
 * each chunk it reads and checks it in JavaScript, about six times the work for a large file
 * (ADR 11). Messages come in file order, not log-time order.
 */
export async function* scanMcapChunks(
  file: RandomAccessFile,
  chunks: readonly McapTypes.ChunkIndex[],
  decompressors: McapTypes.DecompressHandlers,
  wanted: (channelId: number) => boolean,
  crc32: (data: Uint8Array) => number,
): AsyncGenerator<ScannedMessage, void, void> {
  const inFileOrder = [...chunks].sort((a, b) =>
    a.chunkStartOffset < b.chunkStartOffset ? -1 : a.chunkStartOffset > b.chunkStartOffset ? 1 : 0,
  );
  let buffer = Buffer.alloc(0);
  /** The file's bytes [start, start + length) are in `buffer`. */
  const read = { start: 0, length: 0 };
  for (const chunk of inFileOrder) {
    const offset = Number(chunk.chunkStartOffset);
    const length = Number(chunk.chunkLength);
    // Checked before the buffer grows: the lengths come from the file.
    if (!(offset + length <= file.size)) throw new ShortReadError(offset, length, file.size);
    if (offset < read.start || offset + length > read.start + read.length) {
      read.start = offset;
      read.length = Math.min(Math.max(length, READ_BYTES), file.size - offset);
      if (buffer.length < read.length) buffer = Buffer.allocUnsafe(read.length);
      await file.readInto(buffer, read.start, read.length);
    }
    const bytes = buffer.subarray(offset - read.start, offset - read.start + length);
    const records = chunkRecords(bytes, decompressors, crc32);
    yield* messagesOf(records, wanted);
  }
}

/** The chunk record's uncompressed records, checked against the chunk's CRC. */
function chunkRecords(
  bytes: Uint8Array,
  decompressors: McapTypes.DecompressHandlers,
  crc32: (data: Uint8Array) => number,
): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const unreadable = (why: string) => damaged('mcap', `a chunk cannot be read (${why})`);
  if (bytes.length < RECORD_HEADER + CHUNK_FIXED + 4 || view.getUint8(0) !== Opcode.CHUNK) {
    throw unreadable('the summary points to something else');
  }
  const end = RECORD_HEADER + Number(view.getBigUint64(1, true));
  if (end > bytes.length) throw unreadable('it is longer than the summary says');
  let at = RECORD_HEADER + 16;
  const uncompressedSize = view.getBigUint64(at, true);
  const expectedCrc = view.getUint32(at + 8, true);
  at += CHUNK_FIXED - 16;
  const nameLength = view.getUint32(at, true);
  at += 4;
  if (at + nameLength + 8 > end) throw unreadable('its compression name runs past its end');
  const compression = Buffer.from(bytes.buffer, bytes.byteOffset + at, nameLength).toString();
  at += nameLength;
  const recordsLength = Number(view.getBigUint64(at, true));
  at += 8;
  if (at + recordsLength > end) throw unreadable('its records run past its end');
  let records = bytes.subarray(at, at + recordsLength);
  if (compression !== '' && records.length > 0) {
    const decompress = decompressors[compression];
    if (!decompress) {
      throw new RecordIndexError(
        'unsupported',
        `The MCAP file uses the compression "${compression}", which the server cannot read.`,
      );
    }
    records = decompress(records, uncompressedSize);
  }
  if (expectedCrc !== 0 && crc32(records) !== expectedCrc) {
    throw damaged('mcap', 'a checksum does not match, so part of its data was changed');
  }
  return records;
}

function* messagesOf(
  records: Uint8Array,
  wanted: (channelId: number) => boolean,
): Generator<ScannedMessage, void, void> {
  const view = new DataView(records.buffer, records.byteOffset, records.byteLength);
  for (let at = 0; at < records.length;) {
    if (at + RECORD_HEADER > records.length) {
      throw damaged('mcap', 'a record in a chunk is cut short');
    }
    const opcode = view.getUint8(at);
    const length = Number(view.getBigUint64(at + 1, true));
    const start = at + RECORD_HEADER;
    at = start + length;
    if (at > records.length) throw damaged('mcap', 'a record in a chunk runs past the chunk');
    if (opcode !== Opcode.MESSAGE) continue;
    if (length < MESSAGE_PREFIX) throw damaged('mcap', 'a message in a chunk is cut short');
    const channelId = view.getUint16(start, true);
    if (!wanted(channelId)) continue;
    yield {
      channelId,
      logTime: view.getBigUint64(start + 6, true),
      data: records.slice(start + MESSAGE_PREFIX, at),
    };
  }
}
