import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

import type { ByteRange } from '../http/byte-range';

export type { ByteRange };

export interface StoredObject {
  key: string;
  size: number;
  /** When the object was last written: the sweep spares objects younger than its grace period. */
  modifiedAt: Date;
}

/**
 * Where record files live. Everything streams: files are several GB and are never held in
 * memory. The file store (file-record-store.ts) keeps them under DATA_DIR/records; an
 * S3-compatible store would implement the same five calls (docs/adr/0011).
 */
export interface RecordStore {
  /**
   * Takes over a finished local file (a completed upload) under `key`. The source is moved
   * when it can be, else copied and removed; the object is durable once this resolves.
   */
  putFile(key: string, sourcePath: string): Promise<void>;
  /**
   * Optional work on a finished local file that can start before its key is known, while the
   * upload is being indexed: the file store writes it to disk (fsync) then, so that `putFile`
   * finds nothing left to wait for.
   */
  prepareFile?(sourcePath: string): Promise<void>;
  /** The object's bytes, all of them or one range. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /**
   * Runs `work` with a path on local disk holding the object, for readers that need random
   * access (the indexer's signal reader). The file store gives its own file; a remote store
   * would download to a temporary file and remove it afterwards.
   */
  withLocalFile<T>(key: string, work: (path: string) => Promise<T>): Promise<T>;
  /** Removes the object; a missing one is not an error (removal is retried by the sweep). */
  remove(key: string): Promise<void>;
  /** Every object, for the sweep that removes files no record points to. */
  list(): AsyncIterable<StoredObject>;
}

/** Keys are made by the server only: a UUID and the format, so no caller text reaches a path. */
export const newRecordKey = (format: 'mcap' | 'bag') => `${randomUUID()}.${format}`;
export const RECORD_KEY =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(mcap|bag)$/;
