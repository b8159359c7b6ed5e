import type { ByteSource } from './byte-source';
import { openBag } from './bag-reader';
import { detectFormat } from './detect-format';
import { type ReaderOptions, openMcap } from './mcap-reader';
import { FORMAT_PHRASES, RecordIndexError } from './record-error';
import type { RecordFormat, RecordReader } from './record-reader';

/**
 * Opens a record by its content. With `expected`, a file whose content is of another format is
 * refused (the stored format and the file disagree, e.g. the file was replaced). The source is
 * the reader's from then on: `reader.close()` closes it, and so does a failed open.
 */
export async function openRecordSource(
  source: ByteSource,
  options: ReaderOptions & { expected?: RecordFormat } = {},
): Promise<RecordReader> {
  let format: RecordFormat;
  try {
    format = await detectFormat(source);
    if (options.expected && format !== options.expected) {
      throw new RecordIndexError(
        'not-a-record',
        `The file is not ${FORMAT_PHRASES[options.expected]} as expected, but ${FORMAT_PHRASES[format]}.`,
      );
    }
  } catch (error) {
    await source.close?.();
    throw error;
  }
  return format === 'mcap' ? openMcap(source, options) : openBag(source, options);
}
