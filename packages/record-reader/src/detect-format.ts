import { open } from 'node:fs/promises';
import type { RecordFormat } from './record-index';
import { RecordIndexError } from './record-index-error';

const MCAP_MAGIC = Buffer.from([0x89, 0x4d, 0x43, 0x41, 0x50, 0x30, 0x0d, 0x0a]); // \x89MCAP0\r\n
const BAG_V2_MAGIC = Buffer.from('#ROSBAG V2.0\n', 'latin1');
const BAG_ANY_MAGIC = Buffer.from('#ROSBAG V', 'latin1');

/** The format by the file's first bytes; a file's name says nothing about what is inside. */
export async function detectFormat(path: string): Promise<RecordFormat> {
  const handle = await open(path, 'r').catch((error: unknown) => {
    throw new RecordIndexError('not-a-record', 'The record file cannot be opened.', {
      cause: error,
    });
  });
  try {
    const head = Buffer.alloc(BAG_V2_MAGIC.length);
    const { bytesRead } = await handle.read(head, 0, head.length, 0).catch((error: unknown) => {
      throw new RecordIndexError('not-a-record', 'The record file cannot be read.', {
        cause: error,
      });
    });
    const start = head.subarray(0, bytesRead);
    if (bytesRead === 0) throw new RecordIndexError('empty', 'The file is empty.');
    if (startsWith(start, MCAP_MAGIC)) return 'mcap';
    if (startsWith(start, BAG_V2_MAGIC)) return 'bag';
    if (startsWith(start, BAG_ANY_MAGIC)) {
      const version = start.subarray(BAG_ANY_MAGIC.length).toString('latin1').trim();
      throw new RecordIndexError(
        'unsupported',
        `ROS bag version ${version || 'unknown'} is not supported; record or convert it as a ROS 1 bag v2.0 or MCAP.`,
      );
    }
    throw new RecordIndexError('not-a-record', 'The file is not an MCAP or ROS 1 bag record.');
  } finally {
    await handle.close();
  }
}

function startsWith(data: Uint8Array, prefix: Uint8Array): boolean {
  if (data.length < prefix.length) return false;
  return prefix.every((byte, i) => data[i] === byte);
}
