import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API, RECORD_UPLOAD_PATH, type RecordDetail } from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CORRUPT_MESSAGES,
  type CorruptKind,
  type WrittenRecord,
  writeBag,
  writeCorrupt,
  writeMcap,
} from '../../../test-support/record-files';
import { type Account, type TestServer, startServer } from '../../../test-support/studio/harness';
import { download, downloadLink, storedFiles, tusUpload, UploadRefused } from './record-helpers';
import { snapshotRows } from './security/db-snapshot';

// Uploads through the real tus protocol (tus-js-client, as the browser and the agent use it):
// index on the last byte, records with what the index found, corrupt files refused with
// nothing kept, and the owner's files byte-identical on the way back.

let server: TestServer;
let dir: string;
let user: Account;
let mcap: WrittenRecord;
let bag: WrittenRecord;
let projectId: number;

beforeAll(async () => {
  server = await startServer();
  dir = await mkdtemp(join(tmpdir(), 'ads-upload-'));
  user = await server.signUp();
  const sensors = ['gnss', 'odometry', 'imu', 'lidar', 'camera'] as const;
  mcap = await writeMcap(join(dir, 'drive.mcap'), {
    durationS: 20,
    profile: 'highway',
    sensors: [...sensors],
    lidarPoints: 200,
    start: new Date('2024-06-03T21:30:00Z'),
  });
  bag = await writeBag(join(dir, 'drive.bag'), { durationS: 15, lidarPoints: 200 });
  const project = await server.call(API.createProject, {
    token: user.access,
    body: { title: 'Munich loop', vehicle: 'Ioniq 5' },
  });
  projectId = project.body.detail.id;
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

const getRecord = async (token: string, id: number) =>
  (await server.call(API.getRecord, { token, params: { id } })).body.detail as RecordDetail;

describe('an MCAP upload', () => {
  let record: RecordDetail;

  it('is indexed on its last byte and answered with the new record id', async () => {
    const outcome = await tusUpload(
      server,
      user.access,
      mcap.path,
      { filename: 'drive.mcap', project_id: String(projectId) },
      { chunkSize: 256 * 1024 },
    );
    expect(outcome.recordId).toBeGreaterThan(0);
    expect(outcome.url).toContain(RECORD_UPLOAD_PATH);
    record = await getRecord(user.access, outcome.recordId);
  });

  it('keeps what the index found', () => {
    expect(record).toMatchObject({
      name: 'drive.mcap',
      format: 'mcap',
      size: mcap.size,
      owner: { id: user.id },
      project: { id: projectId, title: 'Munich loop' },
      // No vehicle was sent: the project's.
      vehicle: 'Ioniq 5',
      pc: null,
      start: new Date(Number(mcap.startNs / 1_000_000n)).toISOString(),
      end: new Date(Number(mcap.endNs / 1_000_000n)).toISOString(),
      message_count: mcap.messageCount,
      topic_count: mcap.topics.length,
      route_source: 'gnss',
      categories: {},
      tags: [],
      shared: false,
      share_url: null,
    });
    expect(record.duration_s).toBeCloseTo(Number(mcap.endNs - mcap.startNs) / 1e9, 6);
    expect(record.topics.map(({ name, type, count }) => ({ name, type, count }))).toEqual(
      mcap.topics.map(({ name, type, count }) => ({ name, type, count })),
    );
    const drove = mcap.drive.distance[mcap.drive.steps - 1]!;
    expect(record.distance_m!).toBeGreaterThan(drove * 0.95);
    expect(record.distance_m!).toBeLessThan(drove * 1.05);
    expect(record.max_speed_mps!).toBeGreaterThan(25);
    expect(record.route.length).toBeGreaterThan(1);
    expect(record.speed.length).toBeGreaterThan(1);
    // A highway drive after dark in Munich, with camera and lidar.
    expect(record.suggestions.categories).toMatchObject({
      road_type: 'Highway',
      time_of_day: 'Night',
      sensor_setup: 'Camera + lidar',
    });
    expect(record.suggestions.tags).toEqual(expect.arrayContaining(['gnss', 'lidar', 'camera']));
  });

  it('downloads byte-identical, whole and by range', async () => {
    const original = await readFile(mcap.path);
    const link = await downloadLink(server, user.access, record.id);
    const whole = await download(server, link.url);
    expect(whole.status).toBe(200);
    expect(whole.bytes.equals(original)).toBe(true);
    expect(whole.headers.get('content-length')).toBe(String(original.length));
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-disposition')).toBe(
      `attachment; filename="drive.mcap"; filename*=UTF-8''drive.mcap`,
    );
    const part = await download(server, link.url, { range: 'bytes=100-4195' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-4195/${original.length}`);
    expect(part.bytes.equals(original.subarray(100, 4196))).toBe(true);
    const tail = await download(server, link.url, { range: 'bytes=-10' });
    expect(tail.bytes.equals(original.subarray(original.length - 10))).toBe(true);
    const outside = await download(server, link.url, { range: `bytes=${original.length}-` });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${original.length}`);
  });

  it('leaves the file in the record store and nothing in the uploads folder', async () => {
    expect(await storedFiles(server)).toEqual({
      records: [expect.stringMatching(/^[0-9a-f-]{36}\.mcap$/)],
      uploads: [],
    });
  });
});

describe('a ROS 1 bag upload', () => {
  it('is indexed and kept with the vehicle sent', async () => {
    const { recordId } = await tusUpload(server, user.access, bag.path, {
      filename: 'C:\\drives\\..\\bags\\morning\u202e.bag',
      vehicle: '  Test car 7 ',
    });
    const record = await getRecord(user.access, recordId);
    expect(record).toMatchObject({
      // Folders and the bidi override are gone from the name.
      name: 'morning.bag',
      format: 'bag',
      size: bag.size,
      vehicle: 'Test car 7',
      project: null,
      message_count: bag.messageCount,
      topic_count: bag.topics.length,
    });
    const link = await downloadLink(server, user.access, recordId);
    const got = await download(server, link.url);
    expect(got.bytes.equals(await readFile(bag.path))).toBe(true);
  });
});

describe('a corrupt or unsupported file', () => {
  const kinds: CorruptKind[] = [
    'empty',
    'text',
    'random',
    'mcap-truncated',
    'mcap-bad-crc',
    'mcap-bad-crc-unread',
    'mcap-no-messages',
    'bag-unindexed-truncated',
    'bag-v1',
  ];

  it.each(kinds)('%s: refused with the reason, nothing kept', async (kind) => {
    const path = join(dir, `broken-${kind}`);
    await writeCorrupt(path, kind);
    const before = await snapshotRows(server.database);
    const filesBefore = await storedFiles(server);
    const refusal = await tusUpload(server, user.access, path, { filename: `${kind}.mcap` }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(UploadRefused);
    const { status, body } = refusal as UploadRefused;
    expect(status).toBe(422);
    expect(body.success).toBe(false);
    const expected = CORRUPT_MESSAGES[kind];
    if (typeof expected === 'string') expect(body.message).toBe(expected);
    else expect(body.message).toMatch(expected);
    expect(await snapshotRows(server.database)).toEqual(before);
    expect(await storedFiles(server)).toEqual(filesBefore);
  });
});
