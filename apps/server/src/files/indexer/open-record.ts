import { openBag } from './bag-reader';
import { detectFormat } from './detect-format';
import { openMcap } from './mcap-reader';
import type { RecordFormat } from './record-index';
import { FORMAT_PHRASES, RecordIndexError } from './record-index-error';
import type { RecordReader } from './record-reader';

/**
 * Opens a record by its content. With `expected`, a file whose content is of another format is
 * refused (the stored format and the file disagree, e.g. the file was replaced).
 */
export async function openRecord(path: string, expected?: RecordFormat): Promise<RecordReader> {
  const format = await detectFormat(path);
  if (expected && format !== expected) {
    throw new RecordIndexError(
      'not-a-record',
      `The file is not ${FORMAT_PHRASES[expected]} as expected, but ${FORMAT_PHRASES[format]}.`,
    );
  }
  return format === 'mcap' ? openMcap(path) : openBag(path);
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
