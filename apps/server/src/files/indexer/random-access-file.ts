import { type FileHandle, open } from 'node:fs/promises';
import { type ByteSource, ShortReadError, checkRange } from '@ads/record-reader';

/**
 * Positional reads on an open file, so the readers (`@ads/record-reader`) fetch only the ranges
 * they need (header, summary, one chunk at a time) and never the whole file: the server's byte
 * source, as the browser's is an HTTP one.
 */
export class RandomAccessFile implements ByteSource {
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
    checkRange(offset, length, this.size);
  }

  close(): Promise<void> {
    return this.handle.close();
  }
}
