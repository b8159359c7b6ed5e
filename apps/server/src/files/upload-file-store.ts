import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import { ERRORS } from '@tus/server';
import { UPLOAD_ID } from './upload-files';

/**
 * Bytes of an upload that may wait in memory for the disk. The socket gives 64 KiB at a time;
 * @tus/file-store's write stream keeps fs's default 16 KiB, so every chunk filled it: the request
 * was paused and resumed around each write, one write and one thread-pool round trip per 64 KiB.
 * With room for a few MB the socket keeps being read while a write runs, and the chunks that came
 * meanwhile go out in one writev: most of the studio's CPU for an upload went there (ADR 11).
 */
const WRITE_BUFFER_BYTES = 4 * 1024 * 1024;

/**
 * @tus/file-store with a write buffer the size of several socket reads; otherwise its own
 * `write`: the bytes go to the upload file from `offset` on, and the new offset is answered. A
 * request cut short keeps what reached the disk (at most the buffer less), and tus's HEAD tells
 * the client where to resume.
 */
export class UploadFileStore extends FileStore {
  constructor(
    directory: string,
    private readonly pathOf: (id: string) => string,
  ) {
    super({ directory });
  }

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    // tus made the id and the routes checked it; no other text becomes a path here either.
    if (!UPLOAD_ID.test(id)) throw ERRORS.FILE_NOT_FOUND;
    const file = createWriteStream(this.pathOf(id), {
      flags: 'r+',
      start: offset,
      highWaterMark: WRITE_BUFFER_BYTES,
    });
    try {
      await pipeline(readable, file);
    } catch {
      // tus's own answer for it, as @tus/file-store gives: no path or system error in it.
      throw ERRORS.FILE_WRITE_ERROR;
    }
    return offset + file.bytesWritten;
  }
}
