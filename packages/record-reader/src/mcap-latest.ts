import type { McapTypes } from '@mcap/core';
import type { ByteSource } from './byte-source';
import { damaged } from './record-error';

/*
 * The latest message of each channel at or before a time, in an indexed MCAP file, reading only
 * what that takes: the message indexes of the chunks that can hold it (a few chunks at once,
 * kept across calls), then each message found, all at once — by itself when its chunk is not
 * compressed, with its chunk decompressed when it is. This is a player's seek and every frame of
 * its play (ADR 30). `@mcap/core`'s reverse read answers it too, but reads every chunk it passes
 * whole and one after the other: a 10 Hz lidar's 1.6 MB chunk for the cloud, then the next
 * 1.6 MB chunk for the odometry written after that cloud, each a round trip over HTTP.
 */

type ChunkIndex = McapTypes.ChunkIndex;

/** Where a message is: its chunk, its time and its offset in the chunk's records. */
export interface Located {
  channelId: number;
  chunk: ChunkIndex;
  logTime: bigint;
  offset: number;
  /** Where the next record of the chunk starts (or the records' end): the message lies before. */
  end: number;
}

/** A chunk's message index: per channel, [log time, offset] sorted by time then offset. */
interface ChunkEntries {
  byChannel: Map<number, Array<[bigint, bigint]>>;
  /** Every message's offset in the chunk, sorted: a message ends before the next one begins. */
  offsets: number[];
}

/** One channel's chunks by start time, with the latest end among each prefix. */
interface ChannelChunks {
  chunks: ChunkIndex[];
  maxEnd: bigint[];
}

const MESSAGE_OPCODE = 0x05;
const MESSAGE_INDEX_OPCODE = 0x07;
/** opcode (1) + record length (8) + channel id (2) + the entries' byte length (4). */
const MESSAGE_INDEX_HEADER_BYTES = 15;
/** opcode (1) + record length (8) + channel id (2) + sequence (4) + log time (8) + publish time (8). */
const MESSAGE_HEADER_BYTES = 31;
/** Chunks whose parsed message indexes are kept (a few hundred bytes each for a usual chunk). */
const DEFAULT_KEPT_CHUNKS = 4096;
/**
 * An uncompressed chunk up to this size is read whole with its message indexes, in one
 * request, when it holds only channels being asked for (see `readWholeFirst`).
 */
const WHOLE_CHUNK_BYTES = 4 * 1024 * 1024;
/** Chunks read ahead side by side (`prefetch`). */
const PREFETCH_PARALLEL = 2;
/** The message indexes follow their chunk; a gap larger than this is not read across. */
const WHOLE_CHUNK_GAP = 64 * 1024;
/**
 * A seek's read of a chunk whole goes on into the next chunk's small messages (`headOfNext`)
 * up to this many bytes: a message of at most HEAD_MESSAGE_BYTES counts as small.
 */
const HEAD_BYTES = 64 * 1024;
const HEAD_MESSAGE_BYTES = 16 * 1024;

export class McapLatest {
  /** Channels' chunk lists, made for a channel when it is first asked for (a page shows a few). */
  private readonly byChannel = new Map<number, ChannelChunks>();
  private readonly kept = new Map<bigint, Promise<ChunkEntries>>();
  /** Each channel's message records seen in the indexes read: their bytes and count. */
  private readonly sizes = new Map<number, { bytes: number; count: number }>();
  /** Every chunk by start time, then by place in the file. */
  private readonly byStart: readonly ChunkIndex[];
  /** Every chunk by place in the file (made when first needed). */
  private byPlace: readonly ChunkIndex[] | null = null;

  constructor(
    private readonly file: ByteSource,
    chunkIndexes: readonly ChunkIndex[],
    private readonly decompressors: McapTypes.DecompressHandlers,
    private readonly keptChunks = DEFAULT_KEPT_CHUNKS,
  ) {
    this.byStart = [...chunkIndexes].sort((a, b) =>
      a.messageStartTime !== b.messageStartTime
        ? a.messageStartTime < b.messageStartTime
          ? -1
          : 1
        : Number(a.chunkStartOffset - b.chunkStartOffset),
    );
  }

  /** The chunks holding a channel, by start, with the latest end among each prefix. */
  private chunksOf(channelId: number): ChannelChunks {
    let list = this.byChannel.get(channelId);
    if (!list) {
      const chunks = this.byStart.filter((chunk) => chunk.messageIndexOffsets.has(channelId));
      const maxEnd: bigint[] = [];
      for (const [i, chunk] of chunks.entries()) {
        const before = i === 0 ? chunk.messageEndTime : maxEnd[i - 1]!;
        maxEnd.push(chunk.messageEndTime > before ? chunk.messageEndTime : before);
      }
      this.byChannel.set(channelId, (list = { chunks, maxEnd }));
    }
    return list;
  }

  /**
   * For each channel, where its latest message at or before `timeNs` is (absent: none is). Ties
   * go to the later place in the file, as `@mcap/core`'s reverse read orders them. A channel's
   * chunks are walked latest start first, two a round, every channel's at once, until no chunk
   * left could hold a later message than the one found.
   */
  async locate(channelIds: readonly number[], timeNs: bigint): Promise<Map<number, Located>> {
    const found = new Map<number, Located>();
    const walks = new Map<number, { list: ChannelChunks; next: number }>();
    for (const channelId of channelIds) {
      const list = this.chunksOf(channelId);
      const next = lastStartingBy(list.chunks, timeNs);
      if (next >= 0) walks.set(channelId, { list, next });
    }
    for (;;) {
      const round = new Map<number, ChunkIndex[]>();
      for (const [channelId, walk] of walks) {
        const best = found.get(channelId);
        const taken: ChunkIndex[] = [];
        while (taken.length < 2 && walk.next >= 0) {
          // No chunk from here down ends at or after what was found: nothing later is left.
          if (best && walk.list.maxEnd[walk.next]! < best.logTime) break;
          taken.push(walk.list.chunks[walk.next]!);
          walk.next -= 1;
        }
        if (taken.length === 0) walks.delete(channelId);
        else round.set(channelId, taken);
      }
      if (round.size === 0) return found;
      const chunks = new Set([...round.values()].flat());
      for (const taken of round.values()) {
        this.readWholeFirst(likeliest(taken, timeNs), channelIds, chunks);
      }
      const entries = new Map<ChunkIndex, ChunkEntries>();
      await Promise.all(
        [...chunks].map(async (chunk) => entries.set(chunk, await this.entries(chunk))),
      );
      for (const [channelId, taken] of round) {
        for (const chunk of taken) {
          const located = latestIn(entries.get(chunk)!, chunk, channelId, timeNs);
          const best = found.get(channelId);
          if (located && (!best || later(located, best))) found.set(channelId, located);
        }
      }
    }
  }

  /**
   * Starts reading a chunk that is about to be searched together with its message indexes, in
   * one request, when what will be read of it is most of it anyway: a compressed chunk (a
   * message of it is read by decompressing all of it), or an uncompressed one of at most
   * WHOLE_CHUNK_BYTES whose messages of the channels asked are most of its bytes (a 10 Hz
   * lidar's chunk: its cloud, and the odometry written beside it). That is judged by each
   * channel's message size seen in the indexes read so far; before any, by whether the chunk
   * holds only channels asked for. Over HTTP a seek is then one round trip instead of two (the
   * message indexes, then the message). The read fills the byte source's cache, where `entries`
   * and `read` find it (in flight or done); nothing is awaited here. Only on a source that keeps
   * its reads. The bytes asked for, or 0 when the chunk is not read whole.
   *
   * When the chunk that follows in the file is `searched` too, the read goes on into its first
   * small messages (`headOfNext`).
   */
  private readWholeFirst(
    chunk: ChunkIndex,
    channelIds: readonly number[],
    searched?: ReadonlySet<ChunkIndex>,
  ): number {
    // A source that does not keep its reads would read the chunk twice.
    if (!this.file.keepsReads || this.kept.has(chunk.chunkStartOffset)) return 0;
    let indexes: bigint | null = null;
    for (const offset of chunk.messageIndexOffsets.values()) {
      if (indexes === null || offset < indexes) indexes = offset;
    }
    const chunkEnd = chunk.chunkStartOffset + chunk.chunkLength;
    if (indexes === null || indexes < chunkEnd || indexes - chunkEnd > WHOLE_CHUNK_GAP) return 0;
    if (chunk.compression === '') {
      if (chunk.uncompressedSize > WHOLE_CHUNK_BYTES) return 0;
      if (!this.mostlyAsked(chunk, channelIds)) return 0;
    }
    const start = recordsStart(chunk);
    let end = Number(indexes + chunk.messageIndexLength);
    if (searched) end += this.headOfNext(end, searched);
    this.ahead(start, end - start).catch(() => undefined);
    return end - start;
  }

  /**
   * How far a seek's whole read of a chunk, ending at `end`, should go on into the next chunk of
   * the file: through that chunk's small messages, when it is to be searched too and is not
   * compressed, else 0. A recorder closes a chunk with a large message (a cloud), so the next
   * chunk begins with the small messages written after that one (odometry, GNSS): the latest of
   * those at a time between two clouds lies there. Read with the chunk before, in the same
   * request, a seek finds them read, instead of asking for them a round trip later (7–11 ms in
   * Chromium for a small range, bench/playback.ts). Their bytes are estimated from each
   * channel's count in the chunk (its message index's length) and its message size seen so far;
   * while a channel's size is unknown, nothing is added. A guess too short costs the round trip
   * it would have saved, nothing more.
   */
  private headOfNext(end: number, searched: ReadonlySet<ChunkIndex>): number {
    const byPlace = (this.byPlace ??= [...this.byStart].sort((a, b) =>
      a.chunkStartOffset < b.chunkStartOffset ? -1 : 1,
    ));
    let low = 0;
    let high = byPlace.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (byPlace[mid]!.chunkStartOffset < BigInt(end)) low = mid + 1;
      else high = mid;
    }
    const next = byPlace[low];
    if (!next || !searched.has(next) || next.compression !== '') return 0;
    if (this.kept.has(next.chunkStartOffset)) return 0; // searched already: its messages too
    const records = recordsStart(next);
    if (records - end > WHOLE_CHUNK_GAP) return 0;
    let small = 0;
    for (const [channelId, count] of messageCounts(next)) {
      const seen = this.sizes.get(channelId);
      if (!seen) return 0;
      const size = seen.bytes / seen.count;
      if (size <= HEAD_MESSAGE_BYTES) small += count * size;
    }
    if (small === 0) return 0;
    return Math.min(records - end + Math.ceil(small), HEAD_BYTES);
  }

  /**
   * Whether the messages of the channels asked are at least half of an uncompressed chunk's
   * bytes: their counts from the lengths of the chunk's message index records (which follow
   * one another), their sizes as seen so far. A channel asked whose size is not known yet:
   * only when the chunk holds nothing but channels asked.
   */
  private mostlyAsked(chunk: ChunkIndex, channelIds: readonly number[]): boolean {
    let asked = 0;
    let unknown = false;
    let onlyAsked = true;
    for (const [channelId, count] of messageCounts(chunk)) {
      if (!channelIds.includes(channelId)) {
        onlyAsked = false;
        continue;
      }
      const seen = this.sizes.get(channelId);
      if (!seen) unknown = true;
      else asked += count * (seen.bytes / seen.count);
    }
    if (unknown) return onlyAsked;
    return asked * 2 >= Number(chunk.uncompressedSize);
  }

  /**
   * Reads ahead what `locate` and `read` will ask for the channels' messages in (fromNs, toNs]:
   * their chunks' message indexes, then the messages' bytes (a compressed chunk whole), in time
   * order until `maxBytes`. Nothing is returned: the reads fill the byte source's cache (and
   * the indexes kept here), so a player's next frames find their messages read.
   *
   * The chunks are read in time order, PREFETCH_PARALLEL at a time: a chunk read whole with its
   * indexes (`readWholeFirst`: a 10 Hz lidar's) needs nothing more, others their indexes, then
   * their messages. One chunk's indexes awaited before the next was asked made the read ahead
   * one round trip per chunk; every chunk asked at once shared the connection's bytes among
   * them all, so the one the player needed next came last with the others. Either fell behind
   * a 10 Hz cloud played at 1× over a browser's HTTP (bench/playback.ts).
   */
  async prefetch(
    channelIds: readonly number[],
    fromNs: bigint,
    toNs: bigint,
    maxBytes: number,
  ): Promise<void> {
    const chunks = new Set<ChunkIndex>();
    for (const channelId of channelIds) {
      const list = this.chunksOf(channelId);
      for (let i = lastStartingBy(list.chunks, toNs); i >= 0; i--) {
        if (list.maxEnd[i]! <= fromNs) break;
        if (list.chunks[i]!.messageEndTime > fromNs) chunks.add(list.chunks[i]!);
      }
    }
    const ordered = [...chunks].sort((a, b) =>
      a.messageStartTime === b.messageStartTime
        ? 0
        : a.messageStartTime < b.messageStartTime
          ? -1
          : 1,
    );
    let budget = maxBytes;
    const reading: Array<Promise<unknown>> = [];
    for (const chunk of ordered) {
      if (budget <= 0) break;
      const whole = this.readWholeFirst(chunk, channelIds);
      if (whole > 0) {
        budget -= whole;
        // What `entries` reads lies in the whole read: it waits for that read, nothing more.
        reading.push(this.entries(chunk));
      } else {
        reading.push(
          this.readChunkAhead(
            chunk,
            channelIds,
            fromNs,
            toNs,
            () => budget,
            (bytes) => (budget -= bytes),
          ),
        );
      }
      // A failure is the next `at`'s to report; held here so none goes unhandled.
      reading.at(-1)!.catch(() => undefined);
      if (reading.length >= PREFETCH_PARALLEL) await reading.shift();
    }
    await Promise.all(reading);
  }

  /**
   * A chunk's part of the read ahead when it is not read whole: its indexes, then its messages
   * in (fromNs, toNs] (a compressed chunk whole) while the budget lasts.
   */
  private async readChunkAhead(
    chunk: ChunkIndex,
    channelIds: readonly number[],
    fromNs: bigint,
    toNs: bigint,
    left: () => number,
    spend: (bytes: number) => void,
  ): Promise<void> {
    const entries = await this.entries(chunk);
    if (chunk.compression !== '') {
      spend(Number(chunk.compressedSize));
      await this.ahead(recordsStart(chunk), Number(chunk.compressedSize));
      return;
    }
    const reads: Array<Promise<unknown>> = [];
    for (const channelId of channelIds) {
      for (const [logTime, offset] of entries.byChannel.get(channelId) ?? []) {
        if (logTime <= fromNs || logTime > toNs || left() <= 0) continue;
        const end = endOf(entries, chunk, Number(offset));
        spend(end - Number(offset));
        reads.push(this.ahead(recordsStart(chunk) + Number(offset), end - Number(offset)));
      }
    }
    await Promise.all(reads);
  }

  /** Bytes read ahead, to be read again when needed: kept by the source, not handed over. */
  private ahead(offset: number, length: number): Promise<unknown> {
    return this.file.prefetch ? this.file.prefetch(offset, length) : this.file.read(offset, length);
  }

  /**
   * The messages' bytes (their data, after the message header), all read at once: a message of
   * an uncompressed chunk by itself, a compressed chunk once for all its messages asked.
   */
  async read(located: readonly Located[]): Promise<Uint8Array[]> {
    const decompressed = new Map<ChunkIndex, Promise<Uint8Array>>();
    return Promise.all(
      located.map(async (at) => {
        const { chunk } = at;
        if (chunk.compression === '') {
          const start = recordsStart(chunk) + at.offset;
          const bytes = await this.file.read(start, at.end - at.offset);
          return messageData(bytes, at, 0);
        }
        let records = decompressed.get(chunk);
        if (!records) decompressed.set(chunk, (records = this.decompress(chunk)));
        return messageData(await records, at, at.offset);
      }),
    );
  }

  private async decompress(chunk: ChunkIndex): Promise<Uint8Array> {
    const handler = this.decompressors[chunk.compression];
    if (!handler) {
      throw new Error(`Unsupported compression ${chunk.compression}`);
    }
    const bytes = await this.file.read(recordsStart(chunk), Number(chunk.compressedSize));
    return handler(bytes, chunk.uncompressedSize);
  }

  /** A chunk's message indexes, read once and kept (the least recently used let go). */
  private entries(chunk: ChunkIndex): Promise<ChunkEntries> {
    const key = chunk.chunkStartOffset;
    let kept = this.kept.get(key);
    if (kept) {
      this.kept.delete(key);
    } else {
      kept = this.readEntries(chunk);
      kept.catch(() => {
        if (this.kept.get(key) === kept) this.kept.delete(key);
      });
    }
    this.kept.set(key, kept);
    for (const old of this.kept.keys()) {
      if (this.kept.size <= this.keptChunks) break;
      this.kept.delete(old);
    }
    return kept;
  }

  private async readEntries(chunk: ChunkIndex): Promise<ChunkEntries> {
    let first: bigint | null = null;
    for (const offset of chunk.messageIndexOffsets.values()) {
      if (first === null || offset < first) first = offset;
    }
    const byChannel = new Map<number, Array<[bigint, bigint]>>();
    const offsets: number[] = [];
    if (first === null) return { byChannel, offsets };
    const bytes = await this.file.read(Number(first), Number(chunk.messageIndexLength));
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let at = 0;
    while (at < bytes.length) {
      if (at + 9 > bytes.length) throw damaged('mcap', 'a message index ends early');
      const opcode = view.getUint8(at);
      const length = Number(view.getBigUint64(at + 1, true));
      const body = at + 9;
      if (body + length > bytes.length) throw damaged('mcap', 'a message index ends early');
      if (opcode === MESSAGE_INDEX_OPCODE) {
        const channelId = view.getUint16(body, true);
        const pairsBytes = view.getUint32(body + 2, true);
        if (6 + pairsBytes > length || pairsBytes % 16 !== 0) {
          throw damaged('mcap', 'a message index has a wrong length');
        }
        const pairs: Array<[bigint, bigint]> = [];
        for (let p = body + 6; p < body + 6 + pairsBytes; p += 16) {
          const offset = view.getBigUint64(p + 8, true);
          pairs.push([view.getBigUint64(p, true), offset]);
          offsets.push(Number(offset));
        }
        pairs.sort(([ta, oa], [tb, ob]) => (ta === tb ? Number(oa - ob) : ta < tb ? -1 : 1));
        byChannel.set(channelId, pairs);
      }
      at = body + length;
    }
    offsets.sort((a, b) => a - b);
    const entries = { byChannel, offsets };
    for (const [channelId, pairs] of byChannel) {
      const seen = this.sizes.get(channelId) ?? { bytes: 0, count: 0 };
      for (const [, offset] of pairs) {
        seen.bytes += endOf(entries, chunk, Number(offset)) - Number(offset);
        seen.count += 1;
      }
      this.sizes.set(channelId, seen);
    }
    return entries;
  }
}

/**
 * Of a channel's chunks searched in one round (latest start first), the one likeliest to hold
 * its latest message at or before `timeNs`: the first that ends by then (all its messages are
 * at or before it), else the first. A recorder closes a chunk with a large message: the chunk
 * starting before a time often holds its cloud after it, the one before holds the cloud wanted.
 */
function likeliest(taken: readonly ChunkIndex[], timeNs: bigint): ChunkIndex {
  return taken.find((chunk) => chunk.messageEndTime <= timeNs) ?? taken[0]!;
}

/**
 * Each channel's message count in a chunk, from the lengths of its message index records (they
 * follow one another, in the order of their offsets), without reading them.
 */
function messageCounts(chunk: ChunkIndex): Map<number, number> {
  const places = [...chunk.messageIndexOffsets.entries()].sort((a, b) =>
    a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0,
  );
  const indexesEnd = (places[0]?.[1] ?? 0n) + chunk.messageIndexLength;
  const counts = new Map<number, number>();
  for (const [i, [channelId, offset]] of places.entries()) {
    const next = places[i + 1]?.[1] ?? indexesEnd;
    // A message index record: opcode, length, channel id, array length, then 16 bytes each.
    counts.set(channelId, Math.max(0, Number(next - offset) - MESSAGE_INDEX_HEADER_BYTES) / 16);
  }
  return counts;
}

/** Index of the last chunk starting at or before `timeNs` (-1: none). */
function lastStartingBy(chunks: readonly ChunkIndex[], timeNs: bigint): number {
  let low = 0;
  let high = chunks.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (chunks[mid]!.messageStartTime <= timeNs) low = mid + 1;
    else high = mid;
  }
  return low - 1;
}

/** The channel's latest message at or before `timeNs` in one chunk, if any. */
function latestIn(
  entries: ChunkEntries,
  chunk: ChunkIndex,
  channelId: number,
  timeNs: bigint,
): Located | null {
  const pairs = entries.byChannel.get(channelId);
  if (!pairs) return null;
  let low = 0;
  let high = pairs.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (pairs[mid]![0] <= timeNs) low = mid + 1;
    else high = mid;
  }
  if (low === 0) return null;
  const [logTime, bigOffset] = pairs[low - 1]!;
  const offset = Number(bigOffset);
  return { channelId, chunk, logTime, offset, end: endOf(entries, chunk, offset) };
}

/** Where the message record at `offset` of a chunk ends: where the next one begins. */
function endOf(entries: ChunkEntries, chunk: ChunkIndex, offset: number): number {
  const { offsets } = entries;
  // The first offset after this one (binary search: a chunk may hold thousands of messages).
  let l = 0;
  let h = offsets.length;
  while (l < h) {
    const mid = (l + h) >> 1;
    if (offsets[mid]! <= offset) l = mid + 1;
    else h = mid;
  }
  return l < offsets.length ? offsets[l]! : Number(chunk.uncompressedSize);
}

/** Whether `a` comes after `b` in a reverse read: later time, then later in the file. */
export function later(a: Located, b: Located): boolean {
  if (a.logTime !== b.logTime) return a.logTime > b.logTime;
  if (a.chunk.chunkStartOffset !== b.chunk.chunkStartOffset) {
    return a.chunk.chunkStartOffset > b.chunk.chunkStartOffset;
  }
  return a.offset > b.offset;
}

/** Where a chunk's records begin in the file: they are the chunk record's last field. */
function recordsStart(chunk: ChunkIndex): number {
  return Number(chunk.chunkStartOffset + chunk.chunkLength - chunk.compressedSize);
}

/** The data of the message record at `at` of `bytes`, checked against its index entry. */
function messageData(bytes: Uint8Array, located: Located, at: number): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const where = `at offset ${located.offset} of the chunk at ${located.chunk.chunkStartOffset}`;
  if (at + MESSAGE_HEADER_BYTES > bytes.length || view.getUint8(at) !== MESSAGE_OPCODE) {
    throw damaged('mcap', `its message index points to no message ${where}`);
  }
  const length = Number(view.getBigUint64(at + 1, true));
  const end = at + 9 + length;
  if (length < MESSAGE_HEADER_BYTES - 9 || end > bytes.length) {
    throw damaged('mcap', `the message ${where} runs past its chunk`);
  }
  if (
    view.getUint16(at + 9, true) !== located.channelId ||
    view.getBigUint64(at + 15, true) !== located.logTime
  ) {
    throw damaged('mcap', `the message ${where} is not the one its index names`);
  }
  return bytes.subarray(at + MESSAGE_HEADER_BYTES, end);
}
