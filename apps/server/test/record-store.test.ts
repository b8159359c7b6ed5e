import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileRecordStore } from '../src/files/file-record-store';
import { newRecordKey, type RecordStore } from '../src/files/record-store';
import { createS3RecordStore } from '../src/files/s3-record-store';
import { startS3Double } from './s3-double';

const bytesOf = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

let work: string;
let double: Awaited<ReturnType<typeof startS3Double>>;
let s3: ReturnType<typeof createS3RecordStore>;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'record-store-'));
  double = await startS3Double();
  s3 = createS3RecordStore(double.options);
});
afterAll(async () => {
  s3.close();
  await double.stop();
  rmSync(work, { recursive: true, force: true });
});

/** A finished upload on local disk: 40 MB, so the S3 store sends it in several parts. */
function finishedUpload(size = 40 * 1024 * 1024) {
  const path = join(work, `upload-${Math.random().toString(36).slice(2)}`);
  const bytes = randomBytes(size);
  writeFileSync(path, bytes);
  return { path, bytes };
}

const stores: Array<[string, () => RecordStore]> = [
  ['file store (DATA_DIR/records)', () => createFileRecordStore(join(work, 'records'))],
  ['S3-compatible store', () => s3],
];

describe.each(stores)('%s', (_name, storeOf) => {
  it('takes over a finished upload and gives back the same bytes, whole and by range', async () => {
    const store = storeOf();
    const upload = finishedUpload();
    const key = newRecordKey('mcap');
    await store.putFile(key, upload.path);
    expect(existsSync(upload.path)).toBe(false);

    expect(sha(await bytesOf(await store.read(key)))).toBe(sha(upload.bytes));
    const range = { start: 1_000_000, end: 1_000_000 + 65_535 };
    expect(await bytesOf(await store.read(key, range))).toEqual(
      upload.bytes.subarray(range.start, range.end + 1),
    );
    // The last byte alone: both ends of a range are included.
    const last = upload.bytes.length - 1;
    expect(await bytesOf(await store.read(key, { start: last, end: last }))).toEqual(
      upload.bytes.subarray(last),
    );
  });

  it('lends a local file with the same bytes, and leaves nothing behind', async () => {
    const store = storeOf();
    const upload = finishedUpload(3 * 1024 * 1024);
    const key = newRecordKey('bag');
    await store.putFile(key, upload.path);
    const temporary = readdirSync(tmpdir()).filter((name) => name.startsWith('ads-record-'));
    const seen = await store.withLocalFile(key, async (path) => sha(await readFile(path)));
    expect(seen).toBe(sha(upload.bytes));
    expect(readdirSync(tmpdir()).filter((name) => name.startsWith('ads-record-'))).toEqual(
      temporary,
    );
  });

  it('lists what it holds with sizes, and removes objects (twice is fine)', async () => {
    const store = storeOf();
    const upload = finishedUpload(1024 * 1024);
    const key = newRecordKey('mcap');
    await store.putFile(key, upload.path);
    const listed = new Map<string, number>();
    for await (const object of store.list()) listed.set(object.key, object.size);
    expect(listed.get(key)).toBe(1024 * 1024);

    await store.remove(key);
    await store.remove(key);
    const after: string[] = [];
    for await (const object of store.list()) after.push(object.key);
    expect(after).not.toContain(key);
    await expect(store.read(key)).rejects.toThrow();
  });

  it('refuses names it did not make, so no caller text reaches a path or an object name', async () => {
    const store = storeOf();
    for (const key of ['../jwt-secret', 'records/../../x.mcap', 'a.mcap', '']) {
      await expect(store.read(key)).rejects.toThrow(/not a record key/);
      await expect(store.remove(key)).rejects.toThrow(/not a record key/);
    }
  });
});
