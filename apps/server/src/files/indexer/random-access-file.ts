import { type FileHandle, open } from 'node:fs/promises';

/** A read past the end of the file: the file is shorter than its own records say. */
export class ShortReadError extends Error {
  constructor(offset: number, length: number, size: number) {
    super(`Wanted ${length} bytes at offset ${offset} of a ${size}-byte file.`);
  }
}

/**
 * Positional reads on an open file, so the readers fetch only the ranges they need (header,
 * summary, one chunk at a time) and never the whole file. Serves both `@mcap/core`'s IReadable
 * (bigint offsets) and `@foxglove/rosbag`'s Filelike (number offsets).
 */
export class RandomAccessFile {
  private constructor(
    private readonly handle: FileHandle,
    readonly size: number,
  ) {}

  static async open(path: string): Promise<RandomAccessFile> {
    const handle = await open(path, 'r');
    try {
      const { size } = await handle.stat();
      return new RandomAccessFile(handle, size);
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async read(offset: number, length: number): Promise<Uint8Array> {
    this.checkRange(offset, length);
    return this.readInto(new Uint8Array(length), offset, length);
  }

  /** Bytes [offset, offset + length) into the start of `buffer`, for a caller that reuses one. */
  async readInto(buffer: Uint8Array, offset: number, length: number): Promise<Uint8Array> {
    this.checkRange(offset, length);
    if (length > buffer.length)
      throw new RangeError(`A ${buffer.length}-byte buffer for ${length} bytes.`);
    let filled = 0;
    while (filled < length) {
      const { bytesRead } = await this.handle.read(
        buffer,
        filled,
        length - filled,
        offset + filled,
      );
      if (bytesRead === 0) throw new ShortReadError(offset, length, this.size);
      filled += bytesRead;
    }
    return buffer.subarray(0, length);
  }

  /** Offsets and lengths come from the file itself: a damaged one must not reach a read. */
  private checkRange(offset: number, length: number): void {
    if (
      !Number.isSafeInteger(offset) ||
      !Number.isSafeInteger(length) ||
      offset < 0 ||
      length < 0 ||
      offset + length > this.size
    ) {
      throw new ShortReadError(offset, length, this.size);
    }
  }

  /** `@mcap/core` IReadable. */
  asMcapReadable() {
    return {
      size: async () => BigInt(this.size),
      read: (offset: bigint, length: bigint) => this.read(Number(offset), Number(length)),
    };
  }

  /** `@foxglove/rosbag` Filelike. */
  asBagFilelike() {
    return {
      size: () => this.size,
      read: (offset: number, length: number) => this.read(offset, length),
    };
  }

  close(): Promise<void> {
    return this.handle.close();
  }
}

/**
 * A window onto a file read front to back: the bytes asked for come from one reused buffer,
 * refilled a few megabytes at a time (several records per read, not one read per record), or
 * sized to a record larger than that. The lengths asked for come from the file itself: bytes
 * past `limit` are the file's damage (`cutShort`), not a reason to read further.
 */
export class FileWindow {
  private buffer = Buffer.alloc(0);
  /** The file's bytes [start, start + length) are in `buffer`. */
  private start = 0;
  private length = 0;

  constructor(
    private readonly file: RandomAccessFile,
    private readonly options: { limit: number; readBytes: number; cutShort: () => Error },
  ) {}

  /** Bytes [at, at + length) of the file; valid until the next call. */
  async bytes(at: number, length: number): Promise<Buffer> {
    const { limit, readBytes, cutShort } = this.options;
    if (at + length > limit) throw cutShort();
    if (at < this.start || at + length > this.start + this.length) {
      const want = Math.min(Math.max(length, readBytes), limit - at);
      if (this.buffer.length < want) this.buffer = Buffer.allocUnsafe(want);
      this.start = at;
      this.length = want;
      try {
        await this.file.readInto(this.buffer, at, want);
      } catch (error) {
        throw error instanceof ShortReadError ? cutShort() : error;
      }
    }
    return this.buffer.subarray(at - this.start, at - this.start + length);
  }
}
