import type { ByteSource } from './byte-source';
import { RecordIndexError } from './record-error';
import type { RecordFormat } from './record-reader';

const MCAP_MAGIC = [0x89, 0x4d, 0x43, 0x41, 0x50, 0x30, 0x0d, 0x0a]; // \x89MCAP0\r\n
const latin1Bytes = (text: string) => [...text].map((c) => c.charCodeAt(0));
const BAG_V2_MAGIC = latin1Bytes('#ROSBAG V2.0\n');
const BAG_ANY_MAGIC = latin1Bytes('#ROSBAG V');

/** The format by the file's first bytes; a file's name says nothing about what is inside. */
export async function detectFormat(source: ByteSource): Promise<RecordFormat> {
  if (source.size === 0) throw new RecordIndexError('empty', 'The file is empty.');
  const start = await source
    .read(0, Math.min(BAG_V2_MAGIC.length, source.size))
    .catch((error: unknown) => {
      throw new RecordIndexError('not-a-record', 'The record file cannot be read.', {
        cause: error,
      });
    });
  if (startsWith(start, MCAP_MAGIC)) return 'mcap';
  if (startsWith(start, BAG_V2_MAGIC)) return 'bag';
  if (startsWith(start, BAG_ANY_MAGIC)) {
    const version = new TextDecoder('latin1').decode(start.subarray(BAG_ANY_MAGIC.length)).trim();
    throw new RecordIndexError(
      'unsupported',
      `ROS bag version ${version || 'unknown'} is not supported; record or convert it as a ROS 1 bag v2.0 or MCAP.`,
    );
  }
  throw new RecordIndexError('not-a-record', 'The file is not an MCAP or ROS 1 bag record.');
}

function startsWith(data: Uint8Array, prefix: readonly number[]): boolean {
  if (data.length < prefix.length) return false;
  return prefix.every((byte, i) => data[i] === byte);
}
