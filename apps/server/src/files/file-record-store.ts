import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, stat, unlink, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type ByteRange, RECORD_KEY, type RecordStore, type StoredObject } from './record-store';

/** Bytes read from a record's file at a time while it streams out. */
const READ_BYTES = 1024 * 1024;

/** Flushes a file (or a folder's entries) to disk; folders cannot be synced on every platform. */
async function sync(path: string, folder = false): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } catch (error) {
    if (!folder) throw error;
  } finally {
    await handle.close();
  }
}

/**
 * Record files as plain files in one folder (DATA_DIR/records by default). `keys` says which
 * names the store holds: records' by default; IP Repository's archives have their own.
 */
export function createFileRecordStore(directory: string, keys = RECORD_KEY): RecordStore {
  const ready = mkdir(directory, { recursive: true });

  /**
   * Only keys the server made resolve to a path: nothing else can name a file here. A copy
   * that a crash left half-done (`<key>.partial`) is listed and removable like an object.
   */
  const pathOf = (key: string) => {
    if (!keys.test(key.replace(/\.partial$/, ''))) throw new Error(`not a record key: ${key}`);
    return join(directory, key);
  };

  return {
    // The upload's bytes go to disk while it is indexed; putFile's own fsync then finds them there.
    prepareFile: (sourcePath) => sync(sourcePath),

    async putFile(key, sourcePath) {
      await ready;
      const target = pathOf(key);
      // The upload's bytes reach the disk before the record that points to them is committed.
      await sync(sourcePath);
      try {
        await rename(sourcePath, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        // Another file system (a mounted DATA_DIR/uploads): copy aside, then rename in place.
        const partial = `${target}.partial`;
        await pipeline(createReadStream(sourcePath), createWriteStream(partial));
        await sync(partial);
        await rename(partial, target);
        await unlink(sourcePath);
      }
      // Its time is when it was stored: the sweep spares files younger than its grace period.
      const now = new Date();
      await utimes(target, now, now);
      await sync(directory, true);
    },

    async read(key, range?: ByteRange): Promise<Readable> {
      const path = pathOf(key);
      // Reads of up to 1 MiB, not the default 64 KiB: a player's range (a chunk, 1–2 MB) goes
      // out in one or two reads, not thirty round trips through the thread pool, each waiting
      // for a busy machine's core (ADR 30).
      const stream = createReadStream(path, {
        highWaterMark: READ_BYTES,
        ...(range ? { start: range.start, end: range.end } : {}),
      });
      // Fail here (a missing file) rather than in the middle of an answer.
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', reject);
      });
      return stream;
    },

    async withLocalFile(key, work) {
      return work(pathOf(key));
    },

    async remove(key) {
      try {
        await unlink(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    },

    async *list(): AsyncIterable<StoredObject> {
      await ready;
      for (const name of await readdir(directory)) {
        if (!keys.test(name.replace(/\.partial$/, ''))) continue;
        const info = await stat(join(directory, name)).catch(() => null);
        if (!info?.isFile()) continue;
        yield { key: name, size: info.size, modifiedAt: info.mtime };
      }
    },
  };
}
