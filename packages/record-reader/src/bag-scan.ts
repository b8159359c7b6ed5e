import type { McapTypes } from '@mcap/core';
import { type ByteSource, ByteWindow } from './byte-source';
import { RecordIndexError, damaged } from './record-error';

/*
 * One pass over a ROS 1 bag (format 2.0) front to back, record by record, as `rosbag reindex`
 * reads a bag whose index was never written (a recorder stopped by a crash or a power cut): the
 * connections and messages are all in the chunks, so the bag needs no index to be read.
 * Chunks compressed with lz4 or bz2 are decompressed with the handlers given.
 */

/** Bytes read at a time: several chunks (rosbag closes one at 768 KiB) per read. */
const READ_BYTES = 8 * 1024 * 1024;
/** `#ROSBAG V2.0\n` */
const MAGIC_BYTES = 13;

const OP = {
  messageData: 0x02,
  bagHeader: 0x03,
  chunk: 0x05,
  connection: 0x07,
} as const;

/** A connection as its record declares it. */
export interface ScannedConnection {
  conn: number;
  topic: string;
  type: string;
  messageDefinition: string;
}

/** A message; `data` is valid until the loop asks for the next one. */
export interface ScannedBagMessage {
  connection: ScannedConnection;
  timeNs: bigint;
  data: Uint8Array;
}

const damagedBag = (reason: string) => damaged('bag', reason);
const truncated = () => damagedBag('it ends in the middle of a record, so the file is truncated');

/**
 * Every message of the wanted connections, in file order. A connection is declared by its
 * connection record (inside the chunks, and again in the index section of an indexed bag); a
 * message of a connection not declared before it is damage.
 */
export async function* scanBag(
  file: ByteSource,
  options: {
    decompressors: McapTypes.DecompressHandlers;
    wanted?: (connection: ScannedConnection) => boolean;
    onMessage?: (timeNs: bigint) => void;
  },
): AsyncGenerator<ScannedBagMessage, void, void> {
  const connections = new Map<number, { connection: ScannedConnection; wanted: boolean }>();
  const declare = (header: Fields, data: Uint8Array) => {
    const conn = header.uint32('conn');
    if (connections.has(conn)) return; // Repeated in later chunks and in the index: the same.
    const connectionHeader = readFields(data, 'a connection');
    const connection: ScannedConnection = {
      conn,
      topic: header.string('topic'),
      type: connectionHeader.optionalString('type') ?? '',
      messageDefinition: connectionHeader.optionalString('message_definition') ?? '',
    };
    connections.set(conn, { connection, wanted: options.wanted?.(connection) ?? true });
  };
  const message = (header: Fields, data: Uint8Array): ScannedBagMessage | null => {
    const conn = header.uint32('conn');
    const known = connections.get(conn);
    if (!known) {
      throw damagedBag(`a message refers to connection ${conn} before the bag declares it`);
    }
    const timeNs = header.time('time');
    options.onMessage?.(timeNs);
    return known.wanted ? { connection: known.connection, timeNs, data } : null;
  };

  const reader = new BagRecordReader(file);
  let first = true;
  for (let at = MAGIC_BYTES; at < file.size;) {
    const { header, data, next } = await reader.record(at);
    at = next;
    const opcode = header.opcode();
    if (first && opcode !== OP.bagHeader) throw damagedBag('its first record is not a bag header');
    first = false;
    if (opcode === OP.connection) {
      declare(header, data);
    } else if (opcode === OP.messageData) {
      const found = message(header, data);
      if (found) yield found;
    } else if (opcode === OP.chunk) {
      const records = chunkRecords(header, data, options.decompressors);
      for (let inner = 0; inner < records.length;) {
        const parsed = parseRecord(records, inner, () =>
          damagedBag('a record in a chunk runs past the chunk'),
        );
        inner = parsed.next;
        const innerOpcode = parsed.header.opcode();
        if (innerOpcode === OP.connection) declare(parsed.header, parsed.data);
        else if (innerOpcode === OP.messageData) {
          const found = message(parsed.header, parsed.data);
          if (found) yield found;
        }
      }
    }
    // Index data and chunk info records: what an index is made of, not needed here.
  }
}

function chunkRecords(
  header: Fields,
  data: Uint8Array,
  decompressors: McapTypes.DecompressHandlers,
): Uint8Array {
  const compression = header.string('compression');
  const size = header.uint32('size');
  if (compression === 'none') {
    if (data.length !== size)
      throw damagedBag('a chunk holds another size of records than it states');
    return data;
  }
  const decompress = decompressors[compression];
  if (!decompress) {
    throw new RecordIndexError(
      'unsupported',
      `The bag file uses the compression "${compression}", which this reader cannot read.`,
    );
  }
  let records: Uint8Array;
  try {
    records = decompress(data, BigInt(size));
  } catch {
    throw damagedBag(`a chunk's ${compression} data cannot be decompressed`);
  }
  if (records.length !== size) {
    throw damagedBag('a chunk holds another size of records than it states');
  }
  return records;
}

/** `<header_len><header><data_len><data>` at `at` of `bytes`. */
function parseRecord(
  bytes: Uint8Array,
  at: number,
  overrun: () => RecordIndexError,
): { header: Fields; data: Uint8Array; next: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (at + 4 > bytes.length) throw overrun();
  const headerLength = view.getUint32(at, true);
  const dataAt = at + 4 + headerLength;
  if (dataAt + 4 > bytes.length) throw overrun();
  const dataLength = view.getUint32(dataAt, true);
  const next = dataAt + 4 + dataLength;
  if (next > bytes.length) throw overrun();
  return {
    header: readFields(bytes.subarray(at + 4, dataAt), 'a record header'),
    data: bytes.subarray(dataAt + 4, next),
    next,
  };
}

/** Bag records in order, read through a window onto the whole file. */
class BagRecordReader {
  private readonly window: ByteWindow;

  constructor(file: ByteSource) {
    this.window = new ByteWindow(file, {
      limit: file.size,
      readBytes: READ_BYTES,
      cutShort: truncated,
    });
  }

  async record(at: number): Promise<{ header: Fields; data: Uint8Array; next: number }> {
    const headerLength = uint32At(await this.window.bytes(at, 4));
    const dataLength = uint32At(await this.window.bytes(at + 4 + headerLength, 4));
    const total = 4 + headerLength + 4 + dataLength;
    const parsed = parseRecord(await this.window.bytes(at, total), 0, truncated);
    return { ...parsed, next: at + total };
  }
}

const uint32At = (bytes: Uint8Array) =>
  new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0, true);

const latin1 = new TextDecoder('latin1');
const utf8 = new TextDecoder();

/** A record header's (or connection header's) `name=value` fields. */
interface Fields {
  opcode(): number;
  uint32(name: string): number;
  time(name: string): bigint;
  string(name: string): string;
  optionalString(name: string): string | undefined;
}

function readFields(bytes: Uint8Array, what: string): Fields {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const values = new Map<string, Uint8Array>();
  for (let at = 0; at < bytes.length;) {
    if (at + 4 > bytes.length) throw damagedBag(`${what} is cut short`);
    const length = view.getUint32(at, true);
    const field = bytes.subarray(at + 4, at + 4 + length);
    if (field.length !== length) throw damagedBag(`${what} is cut short`);
    const equals = field.indexOf(0x3d); // '='
    if (equals < 0) throw damagedBag(`${what} has a field without a value`);
    values.set(latin1.decode(field.subarray(0, equals)), field.subarray(equals + 1));
    at += 4 + length;
  }
  const value = (name: string, size?: number) => {
    const found = values.get(name);
    if (!found || (size !== undefined && found.length !== size)) {
      throw damagedBag(`${what} lacks its ${name}`);
    }
    return new DataView(found.buffer, found.byteOffset, found.byteLength);
  };
  return {
    opcode: () => value('op', 1).getUint8(0),
    uint32: (name) => value(name, 4).getUint32(0, true),
    time: (name) => {
      const time = value(name, 8);
      return BigInt(time.getUint32(0, true)) * 1_000_000_000n + BigInt(time.getUint32(4, true));
    },
    string: (name) => utf8.decode(value(name)),
    optionalString: (name) => {
      const found = values.get(name);
      return found ? utf8.decode(found) : undefined;
    },
  };
}
