import type { FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { UploadOptions } from 'tus-js-client';
import type { OpenRecording } from './folder';

/** Bytes per read from disk: few system calls, and a few MB in memory at most per upload. */
const READ_BYTES = 1024 * 1024;

/**
 * Bytes [start, end) of an open file. Unlike fs streams, destroying it never closes the
 * descriptor (the action that opened the recording does), and it is 'close'd only once no
 * read is in flight, so the file can be closed right after without a read landing on a
 * descriptor that was closed, or reused.
 */
class RangeStream extends Readable {
  private position: number;
  private reading: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly handle: FileHandle,
    start: number,
    private readonly end: number,
  ) {
    super({ highWaterMark: READ_BYTES });
    this.position = start;
  }

  override _read(size: number): void {
    const length = Math.min(size, this.end - this.position);
    if (length <= 0) {
      this.push(null);
      return;
    }
    const buffer = Buffer.allocUnsafe(length);
    this.reading = this.handle.read(buffer, 0, length, this.position).then(
      ({ bytesRead }) => {
        if (this.destroyed) return;
        if (bytesRead === 0) {
          this.destroy(new Error('the file is shorter than when it was opened'));
          return;
        }
        this.position += bytesRead;
        this.push(bytesRead === length ? buffer : buffer.subarray(0, bytesRead));
      },
      (error: Error) => this.destroy(error),
    );
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    void this.reading.then(() => callback(error));
  }
}

/**
 * tus-js-client reads the upload from the handle the recording was opened and checked with,
 * one chunk at a time, each as a stream: nothing holds the file, and no second open by path
 * can be redirected by a link swapped in meanwhile. The streams are kept so that none is still
 * reading when the upload settles and the action closes the handle.
 */
export function handleReader(
  file: OpenRecording,
  streams: Set<Readable>,
  events: {
    /** A read failed: the upload must end. */
    failed(error: Error): void;
    /** The file's last byte was handed to the request. */
    allRead(): void;
  },
): NonNullable<UploadOptions['fileReader']> {
  return {
    async openFile() {
      return {
        size: file.size,
        async slice(start: number, end: number) {
          const last = Math.min(end, file.size);
          const stream = new RangeStream(file.handle, start, last);
          // tus-js-client pipes it without listening for errors: a read error ends the upload.
          stream.once('error', events.failed);
          if (last >= file.size) stream.once('end', events.allRead);
          streams.add(stream);
          stream.once('close', () => streams.delete(stream));
          // tus-js-client's Node HTTP stack sends `size` as the Content-Length of a stream body.
          Object.assign(stream, { size: last - start });
          return { value: stream, done: last >= file.size };
        },
        // The action that opened the recording closes it.
        close() {},
      };
    },
  };
}

/** Stops every stream and resolves when none is reading any more. */
export async function drain(streams: Set<Readable>): Promise<void> {
  await Promise.all(
    [...streams].map((stream) => {
      if (stream.closed) return undefined;
      const closed = new Promise<void>((resolve) => stream.once('close', () => resolve()));
      stream.destroy();
      return closed;
    }),
  );
}
