import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API } from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3RecordStore } from '../src/files/s3-record-store';
import { TOPICS, writeCorrupt } from '../../../test-support/record-files';
import { type Account, type TestServer, startServer } from '../../../test-support/studio/harness';
import {
  UploadRefused,
  download,
  downloadLink,
  storedFiles,
  tusUpload,
  uploadFixture,
} from './record-helpers';
import { startS3Double } from './s3-double';

// The studio with its records in an S3-compatible store (S3_BUCKET…): the same uploads,
// downloads, signals and deletions as on disk, with the bytes in the bucket.

let double: Awaited<ReturnType<typeof startS3Double>>;
let store: ReturnType<typeof createS3RecordStore>;
let server: TestServer;
let dir: string;
let owner: Account;

const objects = async () => {
  const keys: string[] = [];
  for await (const object of store.list()) keys.push(object.key);
  return keys;
};

beforeAll(async () => {
  double = await startS3Double();
  store = createS3RecordStore(double.options);
  server = await startServer({ recordStore: store });
  dir = await mkdtemp(join(tmpdir(), 'ads-records-s3-'));
  owner = await server.signUp();
});
afterAll(async () => {
  await server.close();
  store.close();
  await double.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('records in an S3-compatible store', () => {
  it('are uploaded into the bucket, downloaded whole and by range, and plotted', async () => {
    const before = await objects();
    const record = await uploadFixture(server, owner.access, {
      dir,
      name: 'highway.mcap',
      format: 'mcap',
      options: { durationS: 20, profile: 'highway', lidarPoints: 2_000 },
    });
    const added = (await objects()).filter((key) => !before.includes(key));
    expect(added).toHaveLength(1);
    // Nothing of it stays on the server's disk: not in records/, not in uploads/.
    expect(await storedFiles(server)).toEqual({ records: [], uploads: [] });

    const original = await readFile(record.written.path);
    const link = await downloadLink(server, owner.access, record.id);
    const whole = await download(server, link.url);
    expect(whole.status).toBe(200);
    expect(whole.bytes.equals(original)).toBe(true);
    const part = await download(server, link.url, { range: 'bytes=100-4195' });
    expect(part.status).toBe(206);
    expect(part.bytes.equals(original.subarray(100, 4196))).toBe(true);

    const signal = await server.call(API.recordSignal, {
      token: owner.access,
      params: { id: record.id },
      query: { topic: TOPICS.odometry, field: 'twist.twist.linear.x' },
    });
    expect(signal.status).toBe(200);
    expect(Math.max(...(signal.body.detail.v as number[]))).toBeGreaterThan(20);

    const removed = await server.call(API.deleteRecord, {
      token: owner.access,
      params: { id: record.id },
    });
    expect(removed.status).toBe(200);
    expect(await objects()).toEqual(before);
  });

  it('keep nothing of a file that does not index', async () => {
    const before = await objects();
    const path = join(dir, 'truncated.mcap');
    await writeCorrupt(path, 'mcap-truncated');
    await expect(
      tusUpload(server, owner.access, path, { filename: 'truncated.mcap' }),
    ).rejects.toBeInstanceOf(UploadRefused);
    expect(await objects()).toEqual(before);
    expect(await storedFiles(server)).toEqual({ records: [], uploads: [] });
  });
});
