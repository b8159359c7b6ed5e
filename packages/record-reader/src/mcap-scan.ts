import { Opcode, type McapTypes } from '@mcap/core';
import { type ByteSource, ByteWindow } from './byte-source';
import { RecordIndexError, damaged } from './record-error';

/*
 * One pass over an MCAP file's data section, front to back, as the format's own tools read a
 * file they cannot trust the summary of: every record is parsed where it lies, so it needs no
 * summary, no message index and no channel copied into the summary, and every check the file
 * carries is made on the way (the data section's CRC, each chunk's CRC, each attachment's CRC,
 * the summary's CRC, the closing magic). The specification allows a file without any of the
 * indexes; it does not allow one whose bytes disagree with its checksums.
 */

/** CRC-32 (IEEE) of `data`, continuing from `value`: the MCAP checksum. */
export type Crc32 = (data: Uint8Array, value?: number) => number;

/** Bytes read at a time: several chunks (1 MiB is the usual chunk) per read. */
const READ_BYTES = 8 * 1024 * 1024;
const MAGIC = [0x89, 0x4d, 0x43, 0x41, 0x50, 0x30, 0x0d, 0x0a];
/** opcode (1) + content length (8): the start of every record. */
const RECORD_HEADER = 9;
/** The footer record: header, summary start, summary offset start, summary CRC. It has no padding. */
const FOOTER_BYTES = RECORD_HEADER + 8 + 8 + 4;

/** A data end record without padding: header and the data section's CRC. */
const DATA_END_BYTES = RECORD_HEADER + 4;
/** Message fields before the data: channel id (2), sequence (4), log and publish time (8 each). */
const MESSAGE_PREFIX = 2 + 4 + 8 + 8;

/** A channel as the file declares it, with its schema when it has one. */
export interface ScannedChannel {
  id: number;
  topic: string;
  messageEncoding: string;
  schema: McapTypes.Schema | undefined;
}

/**
 * A message of a wanted channel. `data` is a view into a buffer the scan reuses: it is valid
 * until the loop asks for the next message; copy it to keep it.
 */
export interface ScannedMessage {
  channel: ScannedChannel;
  logTime: bigint;
  data: Uint8Array;
}

export interface ScanOptions {
  decompressors: McapTypes.DecompressHandlers;
  /**
   * The checksum function; JavaScript's own when omitted. The server passes zlib's (Node ≥
   * 20.15), several times faster; a browser has none.
   */
  crc32?: Crc32;
  /** Whether messages of this channel are wanted; all are when omitted. */
  wanted?: (channel: ScannedChannel) => boolean;
  /** Called for every channel once, when its first message is met. */
  onChannel?: (channel: ScannedChannel) => void;
  /** Called with the log time of every message, wanted or not. */
  onMessage?: (logTime: bigint) => void;
}

const damagedMcap = (reason: string) => damaged('mcap', reason);
const truncated = () => damagedMcap('it ends in the middle of a record, so the file is truncated');
const endsEarly = () => damagedMcap('it ends before its closing footer, so the file is truncated');

/**
 * Every message of the wanted channels, in file order, with every check of the file made: it
 * throws `RecordIndexError` ('damaged') as soon as one fails, and only returns once the data
 * section and the file's end have been checked whole.
 */
export async function* scanMcap(
  file: ByteSource,
  options: ScanOptions,
): AsyncGenerator<ScannedMessage, void, void> {
  const crc32 = options.crc32 ?? jsCrc32;
  const end = await checkEnd(file, crc32);
  // With the data section's CRC known before the pass, it covers every chunk's bytes as stored:
  // checking each chunk again (a second CRC pass over its records) would find nothing more.
  const dataCrcAhead = end.complete ? await dataEndCrc(file, end) : undefined;
  const checkChunks = !dataCrcAhead;
  const reader = new BlockReader(file, end.footerStart);
  const schemas = new Map<number, McapTypes.Schema>();
  const declared = new Map<number, Omit<ScannedChannel, 'schema'> & { schemaId: number }>();
  const resolved = new Map<number, { channel: ScannedChannel; wanted: boolean }>();
  // The data section's CRC covers every byte before the data end record, the magic included.
  let dataCrc = crc32(new Uint8Array(MAGIC), 0);

  const channelOf = (id: number): { channel: ScannedChannel; wanted: boolean } => {
    const known = resolved.get(id);
    if (known) return known;
    const declaration = declared.get(id);
    if (!declaration) {
      throw damagedMcap(`a message refers to channel ${id} before the file declares it`);
    }
    const schema = declaration.schemaId === 0 ? undefined : schemas.get(declaration.schemaId);
    if (declaration.schemaId !== 0 && !schema) {
      throw damagedMcap(
        `channel ${id} refers to schema ${declaration.schemaId}, which the file does not declare before its messages`,
      );
    }
    const { schemaId: _, ...rest } = declaration;
    const channel: ScannedChannel = { ...rest, schema };
    const entry = { channel, wanted: options.wanted?.(channel) ?? true };
    resolved.set(id, entry);
    options.onChannel?.(channel);
    return entry;
  };
  const declare = (record: Uint8Array, opcode: number) => {
    if (opcode === Opcode.SCHEMA) {
      const schema = parseSchema(record);
      if (schema.id !== 0 && !schemas.has(schema.id)) schemas.set(schema.id, schema);
    } else {
      const channel = parseChannel(record);
      if (!declared.has(channel.id)) declared.set(channel.id, channel);
    }
  };

  let at = MAGIC.length;
  let first = true;
  for (;;) {
    if (at === end.footerStart) {
      if (!end.complete) throw endsEarly();
      // The specification requires it: without it, nothing tells where the data was meant to end.
      throw damagedMcap('its data section has no end record, so part of the file is missing');
    }
    const { opcode, content, bytes } = await reader.record(at);
    if (first && opcode !== Opcode.HEADER) {
      throw damagedMcap('its first record is not a header');
    }
    first = false;
    if (opcode === Opcode.DATA_END) {
      if (!end.complete) throw endsEarly();
      const expected = content.length >= 4 ? view(content).getUint32(0, true) : 0;
      if (expected !== 0 && dataCrc !== expected) {
        throw damagedMcap('a checksum does not match, so part of its data was changed');
      }
      const after = at + bytes.length;
      if (end.summaryStart !== 0 && after !== end.summaryStart) {
        throw damagedMcap('its summary does not start where the data section ends');
      }
      if (end.summaryStart === 0 && after !== end.footerStart) {
        throw damagedMcap('something lies between its data section and its footer');
      }
      return;
    }
    if (opcode === Opcode.FOOTER) throw damagedMcap('its footer comes before the end of its data');
    dataCrc = crc32(bytes, dataCrc);
    at += bytes.length;

    if (opcode === Opcode.MESSAGE) {
      const message = parseMessage(content);
      options.onMessage?.(message.logTime);
      const { channel, wanted } = channelOf(message.channelId);
      if (wanted) yield { channel, logTime: message.logTime, data: message.data };
    } else if (opcode === Opcode.SCHEMA || opcode === Opcode.CHANNEL) {
      declare(content, opcode);
    } else if (opcode === Opcode.CHUNK) {
      const records = chunkRecords(content, options.decompressors, checkChunks ? crc32 : null);
      for (const inner of recordsOf(records.bytes)) {
        if (inner.opcode === Opcode.MESSAGE) {
          const message = parseMessage(inner.content);
          if (
            records.hasTimes &&
            (message.logTime < records.startTime || message.logTime > records.endTime)
          ) {
            throw damagedMcap('a chunk holds a message outside the times the chunk states');
          }
          options.onMessage?.(message.logTime);
          const { channel, wanted } = channelOf(message.channelId);
          if (wanted) yield { channel, logTime: message.logTime, data: message.data };
        } else if (inner.opcode === Opcode.SCHEMA || inner.opcode === Opcode.CHANNEL) {
          declare(inner.content, inner.opcode);
        }
      }
    } else if (opcode === Opcode.ATTACHMENT) {
      checkAttachment(content, crc32);
    }
    // Message indexes, metadata and records of later versions of the format: nothing to check.
  }
}

/**
 * Where the file's closing footer lies and what it says, once its summary checks out; for a file
 * without one (`complete` false), its end.
 */
async function checkEnd(
  file: ByteSource,
  crc32: Crc32,
): Promise<{ footerStart: number; summaryStart: number; complete: boolean }> {
  const footerStart = file.size - MAGIC.length - FOOTER_BYTES;
  // Without its footer the file was cut short: the pass reads up to where it ends, to tell
  // whether it ends in the middle of a record or after one.
  const cutShort = { footerStart: file.size, summaryStart: 0, complete: false };
  if (footerStart < MAGIC.length) return cutShort;
  const tail = await file.read(footerStart, FOOTER_BYTES + MAGIC.length);
  const footer = view(tail);
  const endsWithMagic = MAGIC.every((byte, i) => tail[FOOTER_BYTES + i] === byte);
  if (!endsWithMagic || footer.getUint8(0) !== Opcode.FOOTER) return cutShort;
  const summaryStart = safeNumber(footer.getBigUint64(RECORD_HEADER, true));
  const summaryCrc = footer.getUint32(RECORD_HEADER + 16, true);
  if (summaryStart !== 0 && (summaryStart <= MAGIC.length || summaryStart > footerStart)) {
    throw damagedMcap('its footer points outside the file');
  }
  if (summaryCrc !== 0) {
    // The summary's CRC covers the summary and the footer up to the CRC itself.
    const from = summaryStart === 0 ? footerStart : summaryStart;
    let crc = 0;
    for (let offset = from; offset < footerStart; offset += READ_BYTES) {
      crc = crc32(await file.read(offset, Math.min(READ_BYTES, footerStart - offset)), crc);
    }
    crc = crc32(tail.subarray(0, FOOTER_BYTES - 4), crc);
    if (crc !== summaryCrc) {
      throw damagedMcap('its summary does not match its checksum, so part of it was changed');
    }
  }
  return { footerStart, summaryStart, complete: true };
}

/**
 * The data section's CRC from its data end record, read before the pass: the record ends where
 * the summary starts (or the footer, without a summary). Undefined when it is not there as an
 * unpadded record; the pass then finds it, or finds the file damaged.
 */
async function dataEndCrc(
  file: ByteSource,
  end: { footerStart: number; summaryStart: number },
): Promise<number | undefined> {
  const at = (end.summaryStart || end.footerStart) - DATA_END_BYTES;
  if (at < MAGIC.length) return undefined;
  const record = view(await file.read(at, DATA_END_BYTES));
  const unpadded = record.getUint8(0) === Opcode.DATA_END && record.getBigUint64(1, true) === 4n;
  return unpadded ? record.getUint32(RECORD_HEADER, true) : undefined;
}

/** MCAP records in order, read through a window onto the file up to `limit` (the footer). */
class BlockReader {
  private readonly window: ByteWindow;

  constructor(file: ByteSource, limit: number) {
    this.window = new ByteWindow(file, { limit, readBytes: READ_BYTES, cutShort: truncated });
  }

  async record(at: number): Promise<{ opcode: number; content: Uint8Array; bytes: Uint8Array }> {
    const header = view(await this.window.bytes(at, RECORD_HEADER));
    const opcode = header.getUint8(0);
    const contentLength = header.getBigUint64(1, true);
    // Checked before it becomes a number: a changed length may be anything up to 2^64.
    if (contentLength > BigInt(Number.MAX_SAFE_INTEGER)) throw truncated();
    const bytes = await this.window.bytes(at, RECORD_HEADER + Number(contentLength));
    return { opcode, content: bytes.subarray(RECORD_HEADER), bytes };
  }
}

/** A chunk's uncompressed records, checked against its size and (given `crc32`) its CRC. */
function chunkRecords(
  content: Uint8Array,
  decompressors: McapTypes.DecompressHandlers,
  crc32: Crc32 | null,
): { bytes: Uint8Array; startTime: bigint; endTime: bigint; hasTimes: boolean } {
  const fields = new FieldReader(content, 'a chunk');
  const startTime = fields.uint64();
  const endTime = fields.uint64();
  const uncompressedSize = fields.uint64();
  const expectedCrc = fields.uint32();
  const compression = fields.string();
  const recordsLength = fields.uint64();
  let bytes = fields.bytes(recordsLength);
  if (compression !== '') {
    const decompress = decompressors[compression];
    if (!decompress) {
      throw new RecordIndexError(
        'unsupported',
        `The MCAP file uses the compression "${compression}", which this reader cannot read.`,
      );
    }
    try {
      bytes = decompress(bytes, uncompressedSize);
    } catch {
      throw damagedMcap(`a chunk's ${compression} data cannot be decompressed`);
    }
  }
  if (BigInt(bytes.length) !== uncompressedSize) {
    throw damagedMcap('a chunk holds another size of records than it states');
  }
  if (crc32 && expectedCrc !== 0 && crc32(bytes, 0) !== expectedCrc) {
    throw damagedMcap('a checksum does not match, so part of its data was changed');
  }
  // An empty chunk states zero times; one with messages states their earliest and latest.
  return { bytes, startTime, endTime, hasTimes: startTime !== 0n || endTime !== 0n };
}

function* recordsOf(records: Uint8Array): Generator<{ opcode: number; content: Uint8Array }> {
  const data = view(records);
  for (let at = 0; at < records.length;) {
    if (at + RECORD_HEADER > records.length) throw damagedMcap('a record in a chunk is cut short');
    const opcode = data.getUint8(at);
    const length = data.getBigUint64(at + 1, true);
    if (length > BigInt(records.length - at - RECORD_HEADER)) {
      throw damagedMcap('a record in a chunk runs past the chunk');
    }
    const start = at + RECORD_HEADER;
    at = start + Number(length);
    yield { opcode, content: records.subarray(start, at) };
  }
}

function parseMessage(content: Uint8Array): {
  channelId: number;
  logTime: bigint;
  data: Uint8Array;
} {
  if (content.length < MESSAGE_PREFIX) throw damagedMcap('a message is cut short');
  const fields = view(content);
  return {
    channelId: fields.getUint16(0, true),
    logTime: fields.getBigUint64(6, true),
    // A message's data runs to the end of its record: a message cannot be padded.
    data: content.subarray(MESSAGE_PREFIX),
  };
}

function parseSchema(content: Uint8Array): McapTypes.Schema {
  const fields = new FieldReader(content, 'a schema');
  const id = fields.uint16();
  const name = fields.string();
  const encoding = fields.string();
  const data = fields.bytes(BigInt(fields.uint32())).slice();
  return { id, name, encoding, data };
}

function parseChannel(content: Uint8Array): Omit<ScannedChannel, 'schema'> & { schemaId: number } {
  const fields = new FieldReader(content, 'a channel');
  const id = fields.uint16();
  const schemaId = fields.uint16();
  const topic = fields.string();
  const messageEncoding = fields.string();
  return { id, schemaId, topic, messageEncoding };
}

/** An attachment's CRC covers its fields up to the CRC itself. */
function checkAttachment(content: Uint8Array, crc32: Crc32): void {
  const fields = new FieldReader(content, 'an attachment');
  fields.uint64(); // log time
  fields.uint64(); // create time
  fields.string(); // name
  fields.string(); // media type
  fields.bytes(fields.uint64());
  const covered = fields.offset;
  const expected = fields.uint32();
  if (expected !== 0 && crc32(content.subarray(0, covered), 0) !== expected) {
    throw damagedMcap('an attachment does not match its checksum, so part of it was changed');
  }
}

/** Little-endian fields of one record's content; running past its end is damage. */
class FieldReader {
  offset = 0;
  private readonly data: DataView;

  constructor(
    private readonly content: Uint8Array,
    private readonly what: string,
  ) {
    this.data = view(content);
  }

  private take(length: number): number {
    if (this.offset + length > this.content.length) {
      throw damagedMcap(`${this.what} is cut short`);
    }
    const at = this.offset;
    this.offset += length;
    return at;
  }
  uint16(): number {
    return this.data.getUint16(this.take(2), true);
  }
  uint32(): number {
    return this.data.getUint32(this.take(4), true);
  }
  uint64(): bigint {
    return this.data.getBigUint64(this.take(8), true);
  }
  bytes(length: bigint): Uint8Array {
    if (length > BigInt(this.content.length - this.offset)) {
      throw damagedMcap(`${this.what} is cut short`);
    }
    const at = this.take(Number(length));
    return this.content.subarray(at, at + Number(length));
  }
  string(): string {
    return utf8.decode(this.bytes(BigInt(this.uint32())));
  }
}

const utf8 = new TextDecoder();
const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function safeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER))
    throw damagedMcap('its footer points outside the file');
  return Number(value);
}

/** CRC-32 (IEEE) in JavaScript, without zlib's: slow, but the checks are the same. */
export function jsCrc32(data: Uint8Array, value = 0): number {
  let crc = ~value >>> 0;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}
