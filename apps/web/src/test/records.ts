// Test-only: real record files, written with the formats' libraries by the server's fixtures,
// uploaded through the real tus endpoint as the signed-in account (tus-js-client's Node build,
// reading from disk), so page tests start with records the server really indexed.
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { RECORD_ID_HEADER, RECORD_UPLOAD_PATH } from '@ads/contract';
import { type McapOptions, writeBag, writeMcap } from '../../../../test-support/record-files';
import { tokens } from '../lib/storage';
import { recordsFolder } from './records-folder';
import { nodeTus } from './tus-browser';
import { api } from './real-api';

export { recordsFolder } from './records-folder';

export interface FixtureRecord {
  name: string;
  format?: 'mcap' | 'bag';
  options?: McapOptions;
  metadata?: { project_id?: number; vehicle?: string };
}

/** Writes a record file and uploads it for the signed-in account; the new record's id. */
export async function uploadRecord(record: FixtureRecord): Promise<number> {
  const path = join(await recordsFolder(), `${Date.now()}-${record.name}`);
  const options: McapOptions = { durationS: 20, lidarPoints: 200, ...record.options };
  await ((record.format ?? 'mcap') === 'mcap' ? writeMcap(path, options) : writeBag(path, options));
  const metadata: Record<string, string> = { filename: record.name };
  if (record.metadata?.project_id) metadata.project_id = String(record.metadata.project_id);
  if (record.metadata?.vehicle) metadata.vehicle = record.metadata.vehicle;
  // Node's build whatever the test file mocked: it streams the file from disk.
  const { Upload } = nodeTus();
  return new Promise((resolve, reject) => {
    let id = 0;
    const upload = new Upload(createReadStream(path) as never, {
      endpoint: `${api.url}${RECORD_UPLOAD_PATH}`,
      headers: { authorization: `Bearer ${tokens.access()}` },
      metadata,
      chunkSize: 4 * 1024 * 1024,
      retryDelays: null,
      storeFingerprintForResuming: false,
      onAfterResponse: (_request, response) => {
        id = Number(response.getHeader(RECORD_ID_HEADER)) || id;
      },
      onSuccess: () => resolve(id),
      onError: reject,
    });
    upload.start();
  });
}
