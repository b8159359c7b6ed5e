import type { Recording } from '@ads/contract';
import { listRecordings } from '../recordings/folder';
import type { Action } from './context';

/** recordingsAPI → `{ name, size, modified }[]`, the files of the recordings folder, newest first. */
export const recordings: Action = async (_data, context): Promise<Recording[]> =>
  listRecordings(context.recordings);
