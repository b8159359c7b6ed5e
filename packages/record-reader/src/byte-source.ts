/**
 * Where a record's bytes come from: a file on the server's disk (its `RandomAccessFile`), a
 * signed URL read by HTTP Range in the browser (`HttpByteSource`), bytes in memory in a test.
 * The readers ask only for the ranges they need (header, summary, one chunk at a time), so the
 * same readers run in Node and in a Web Worker and never hold a whole file.
 */
export interface ByteSource {
  /** The file's length in bytes. */
  readonly size: number;
  /** Bytes [offset, offset + length); throws `ShortReadError` past the end. */
  read(offset: number, length: number): Promise<Uint8Array>;
  /**
   * Bytes [offset, offset + length) into the start of `buffer`, for a caller that reuses one
   * (a pass over a whole file); sources without it are read with `read`.
   */
  readInto?(buffer: Uint8Array, offset: number, length: number): Promise<Uint8Array>;
  /**
   * Whether the bytes read are kept, so that reading them again costs nothing (HttpByteSource's
   * blocks, shared while in flight): readers may then start a read early and read it again
   * when they need it.
   */
  readonly keepsReads?: boolean;
  /**
   * Starts reading bytes [offset, offset + length) to keep them, handing nothing over (a read
   * ahead, read again when needed); sources that keep reads may have it, others are read.
   */
  prefetch?(offset: number, length: number): Promise<void>;
  /** Releases the file (a file handle); nothing to do for most sources. */
  close?(): Promise<void>;
}

/**
 * A source's own failure (the network, an expired link), not the file's: the readers pass it on
 * as it is rather than calling the file damaged.
 */
export class SourceError extends Error {}

/** A read past the end of the file: the file is shorter than its own records say. */
export class ShortReadError extends Error {
  constructor(offset: number, length: number, size: number) {
    super(`Wanted ${length} bytes at offset ${offset} of a ${size}-byte file.`);
  }
}

/** Offsets and lengths come from the file itself: a damaged one must not reach a read. */
export function checkRange(offset: number, length: number, size: number): void {
  if (
    !Number.isSafeInteger(offset) ||
    !Number.isSafeInteger(length) ||
    offset < 0 ||
    length < 0 ||
    offset + length > size
  ) {
    throw new ShortReadError(offset, length, size);
  }
}

/** A source over bytes in memory (tests, a file the page already holds). */
export function bytesSource(bytes: Uint8Array): ByteSource {
  return {
    size: bytes.length,
    read: async (offset, length) => {
      checkRange(offset, length, bytes.length);
      return bytes.subarray(offset, offset + length);
    },
  };
}

/** `@mcap/core`'s IReadable over a source (bigint offsets). */
export function mcapReadable(source: ByteSource) {
  return {
    size: async () => BigInt(source.size),
    read: (offset: bigint, length: bigint) => source.read(Number(offset), Number(length)),
  };
}

/** `@foxglove/rosbag`'s Filelike over a source. */
export function bagFilelike(source: ByteSource) {
  return {
    size: () => source.size,
    read: (offset: number, length: number) => source.read(offset, length),
  };
}

/**
 * A window onto a file read front to back: the bytes asked for come from one buffer, refilled a
 * few megabytes at a time (several records per read, not one read per record), or sized to a
 * record larger than that. The lengths asked for come from the file itself: bytes past `limit`
 * are the file's damage (`cutShort`), not a reason to read further.
 */
export class ByteWindow {
  private buffer: Uint8Array = new Uint8Array(0);
  /** The file's bytes [start, start + length) are in `buffer`. */
  private start = 0;
  private length = 0;

  constructor(
    private readonly source: ByteSource,
    private readonly options: { limit: number; readBytes: number; cutShort: () => Error },
  ) {}

  /** Bytes [at, at + length) of the file; valid until the next call. */
  async bytes(at: number, length: number): Promise<Uint8Array> {
    const { limit, readBytes, cutShort } = this.options;
    if (at + length > limit) throw cutShort();
    if (at < this.start || at + length > this.start + this.length) {
      const want = Math.min(Math.max(length, readBytes), limit - at);
      try {
        if (this.source.readInto) {
          // A reused buffer: a pass over a multi-GB file allocates a few buffers, not thousands.
          if (this.buffer.length < want) this.buffer = new Uint8Array(want);
          await this.source.readInto(this.buffer, at, want);
        } else {
          this.buffer = await this.source.read(at, want);
        }
      } catch (error) {
        throw error instanceof ShortReadError ? cutShort() : error;
      }
      this.start = at;
      this.length = want;
    }
    return this.buffer.subarray(at - this.start, at - this.start + length);
  }
}
