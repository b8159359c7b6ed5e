import * as zlib from 'node:zlib';
import {
  type RecordFormat,
  RecordIndexError,
  type RecordReader,
  openRecordSource,
} from '@ads/record-reader';
import { loadDecompressHandlers } from '@mcap/support';
import { RandomAccessFile } from './random-access-file';

/** zlib's own CRC-32 (Node ≥ 20.15): the MCAP checksum, several times faster than JavaScript's. */
const zlibCrc32 = (zlib as { crc32?: (data: Uint8Array, value?: number) => number }).crc32;

/**
 * Opens a record file by its content, with `@ads/record-reader`'s readers over the file on disk:
 * `@mcap/support`'s wasm decompressors and zlib's CRC. With `expected`, a file whose content is
 * of another format is refused (the stored format and the file disagree, e.g. the file was
 * replaced).
 */
export async function openRecord(path: string, expected?: RecordFormat): Promise<RecordReader> {
  const decompressors = await loadDecompressHandlers();
  const file = await RandomAccessFile.open(path).catch((error: unknown) => {
    throw new RecordIndexError('not-a-record', 'The record file cannot be opened.', {
      cause: error,
    });
  });
  return openRecordSource(file, { expected, decompressors, crc32: zlibCrc32 });
}

/** Runs `use` on an open record and closes it whatever happens. */
export async function withRecord<T>(
  path: string,
  expected: RecordFormat | undefined,
  use: (reader: RecordReader) => Promise<T>,
): Promise<T> {
  const reader = await openRecord(path, expected);
  try {
    return await use(reader);
  } finally {
    await reader.close();
  }
}
