import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  API,
  type RecordCloudHeader as Header,
  RecordCloudHeader,
  RecordCloudsAnswer,
  decodeRecordCloud,
  pathOf,
} from '@ads/contract';
import { parse as parseDefinition } from '@foxglove/rosmsg';
import { MessageWriter as Ros2Writer } from '@foxglove/rosmsg2-serialization';
import { type IWritable, McapWriter } from '@mcap/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecordCloudService } from '../src/modules/calibration/record-cloud.service';
import { indexRecord } from '../src/files/indexer';
import { createS3RecordStore } from '../src/files/s3-record-store';
import { openCalibration } from './calibration-helpers';
import { MESSAGE_TYPES, TOPICS } from '../../../test-support/record-files';
import { type Account, type TestServer, startServer } from '../../../test-support/studio/harness';
import { createProject } from './map-helpers';
import { tusUpload, uploadFixture } from './record-helpers';
import { startS3Double } from './s3-double';
import { snapshotRows } from './security/db-snapshot';

// A lidar frame of a Data Management record for the lidar–camera tab, end to end: a real MCAP
// (written here with @mcap/core) holding a ROS 2 PointCloud2 topic, a Foxglove PointCloud topic
// in JSON (as the agent's drive recorder writes it), the same in protobuf (not decodable) and a
// topic that is no cloud; uploaded over tus as the browser does, then its cloud topics listed
// and frames fetched, every point compared. Also a ROS 1 bag, an MCAP without an index, and a
// record in the S3 store.

const C = API.calibration;

const START_NS = 1_700_000_000_000_000_000n;
const at = (ms: number) => START_NS + BigInt(ms) * 1_000_000n;
const stampOf = (ns: bigint) => ({
  sec: Number(ns / 1_000_000_000n),
  nanosec: Number(ns % 1_000_000_000n),
});

const PC2 = '/sensing/lidar/top/pointcloud';
const FOX = '/sensing/lidar/points';
const PROTO = '/sensing/lidar/proto';
const STATUS = '/vehicle/status';

/** Log times (ms from the start) of each topic's messages. */
const TIMES = { [PC2]: [0, 100, 200], [FOX]: [50, 250], [PROTO]: [150], [STATUS]: [0, 300] };

/**
 * PointCloud2 message k: an organised 2 × 2 cloud with intensity before x, y, z, a uint16 ring
 * after them (point_step 20) and 8 bytes of padding per row (row_step 48); point 1 has no return
 * (x NaN). Its header stamp is 5 ms before its log time, so the two can be told apart.
 */
function pc2Points(k: number) {
  return [
    [1.5 + k, -2.25, 0.125],
    [Number.NaN, 0, 0],
    [10 + k, 20.5, -1.75],
    [-3, 4 + k, 0.5],
  ];
}
const pc2Expected = (k: number) => [1.5 + k, -2.25, 0.125, 10 + k, 20.5, -1.75, -3, 4 + k, 0.5];

function pc2Message(k: number) {
  const data = new Uint8Array(2 * 48);
  const view = new DataView(data.buffer);
  pc2Points(k).forEach(([x, y, z], i) => {
    const base = Math.floor(i / 2) * 48 + (i % 2) * 20;
    view.setFloat32(base, 100 + i, true);
    view.setFloat32(base + 4, x!, true);
    view.setFloat32(base + 8, y!, true);
    view.setFloat32(base + 12, z!, true);
    view.setUint16(base + 16, i, true);
  });
  const field = (name: string, offset: number, datatype = 7) => ({
    name,
    offset,
    datatype,
    count: 1,
  });
  return {
    header: { stamp: stampOf(at(TIMES[PC2][k]!) - 5_000_000n), frame_id: 'lidar_top' },
    height: 2,
    width: 2,
    fields: [
      field('intensity', 0),
      field('x', 4),
      field('y', 8),
      field('z', 12),
      field('ring', 16, 4),
    ],
    is_bigendian: false,
    point_step: 20,
    row_step: 48,
    data,
    is_dense: false,
  };
}

/**
 * Foxglove PointCloud message j, JSON as the drive recorder writes it but with a pose: the
 * cloud's origin at (1, 2, 3) in base_link, turned by 180° about z. A third point is infinite.
 */
function foxMessage(j: number) {
  const points = [
    [2 + j, 0.5, 0.25, 9],
    [-1, -4, 1, 0],
    [Number.POSITIVE_INFINITY, 0, 0, 0],
  ];
  const bytes = Buffer.alloc(points.length * 16);
  points.forEach((point, i) => point.forEach((v, c) => bytes.writeFloatLE(v, i * 16 + c * 4)));
  const ns = at(TIMES[FOX][j]!);
  return {
    timestamp: { sec: Number(ns / 1_000_000_000n), nsec: Number(ns % 1_000_000_000n) },
    frame_id: 'base_link',
    pose: { position: { x: 1, y: 2, z: 3 }, orientation: { x: 0, y: 0, z: 1, w: 0 } },
    point_stride: 16,
    fields: ['x', 'y', 'z', 'intensity'].map((name, i) => ({ name, offset: i * 4, type: 7 })),
    data: bytes.toString('base64'),
  };
}
/** p' = Rz(180°) p + (1, 2, 3). */
const foxExpected = (j: number) => [-(2 + j) + 1, -0.5 + 2, 0.25 + 3, 1 + 1, 4 + 2, 1 + 3];

/** The MCAP above, in memory; `indexed: false` leaves out the summary (read front to back). */
async function cloudMcap(options: { indexed?: boolean } = {}): Promise<Uint8Array> {
  const indexed = options.indexed ?? true;
  const parts: Uint8Array[] = [];
  let size = 0n;
  const writable: IWritable = {
    position: () => size,
    write: async (buffer) => {
      parts.push(buffer.slice());
      size += BigInt(buffer.byteLength);
    },
  };
  const writer = new McapWriter({
    writable,
    // Small chunks: a message or two each, so reading one frame has chunks to skip.
    chunkSize: 200,
    useStatistics: indexed,
    useSummaryOffsets: indexed,
    useChunkIndex: indexed,
    useMessageIndex: indexed,
    repeatSchemas: indexed,
    repeatChannels: indexed,
  });
  await writer.start({ profile: '', library: 'calibration-record-cloud test' });
  const text = new TextEncoder();
  const definition = MESSAGE_TYPES.lidar.definition('ros2');
  const ros2 = new Ros2Writer(parseDefinition(definition, { ros2: true }));
  const channel = async (
    topic: string,
    schema: { name: string; encoding: string; data: Uint8Array },
    messageEncoding: string,
  ) =>
    writer.registerChannel({
      topic,
      schemaId: await writer.registerSchema(schema),
      messageEncoding,
      metadata: new Map(),
    });
  const channels = {
    [PC2]: await channel(
      PC2,
      { name: 'sensor_msgs/msg/PointCloud2', encoding: 'ros2msg', data: text.encode(definition) },
      'cdr',
    ),
    [FOX]: await channel(
      FOX,
      { name: 'foxglove.PointCloud', encoding: 'jsonschema', data: text.encode('{}') },
      'json',
    ),
    [PROTO]: await channel(
      PROTO,
      { name: 'foxglove.PointCloud', encoding: 'protobuf', data: new Uint8Array([0x0a, 0x00]) },
      'protobuf',
    ),
    [STATUS]: await channel(
      STATUS,
      { name: 'ads_studio/msg/VehicleStatus', encoding: 'jsonschema', data: text.encode('{}') },
      'json',
    ),
  };
  const messages: Array<{ topic: string; ms: number; data: Uint8Array }> = [
    ...TIMES[PC2].map((ms, k) => ({ topic: PC2, ms, data: ros2.writeMessage(pc2Message(k)) })),
    ...TIMES[FOX].map((ms, j) => ({
      topic: FOX,
      ms,
      data: text.encode(JSON.stringify(foxMessage(j))),
    })),
    ...TIMES[PROTO].map((ms) => ({ topic: PROTO, ms, data: new Uint8Array([0x08, 0x01]) })),
    ...TIMES[STATUS].map((ms) => ({
      topic: STATUS,
      ms,
      data: text.encode(JSON.stringify({ speed_kph: ms / 10 })),
    })),
  ].sort((a, b) => a.ms - b.ms);
  let sequence = 0;
  for (const message of messages) {
    await writer.addMessage({
      channelId: channels[message.topic as keyof typeof channels],
      sequence: sequence++,
      logTime: at(message.ms),
      publishTime: at(message.ms),
      data: message.data,
    });
  }
  await writer.end();
  const bytes = new Uint8Array(Number(size));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.byteLength;
  }
  return bytes;
}

let server: TestServer;
let owner: Account;
let other: Account;
let admin: Account;
let guest: Account;
let dir: string;
let record: number;
let unindexed: number;
let bag: { id: number; startNs: bigint; lidarSteps: number[]; points: number };
let othersRecord: number;

beforeAll(async () => {
  server = await startServer();
  const root = await server.superAdmin();
  owner = await server.signUp({ username: 'Lidar owner' });
  other = await server.signUp({ username: 'Somebody else' });
  admin = await server.withRole('ADMIN');
  guest = await server.guest();
  await openCalibration(server, root);
  const project = await createProject(server, owner, 'Sensor kit');
  dir = await mkdtemp(join(tmpdir(), 'ads-record-cloud-'));
  const upload = async (token: string, name: string, bytes: Uint8Array, projectId?: number) => {
    const path = join(dir, name);
    await writeFile(path, bytes);
    const meta: Record<string, string> = { filename: name };
    if (projectId) meta.project_id = String(projectId);
    return (await tusUpload(server, token, path, meta)).recordId;
  };
  record = await upload(owner.access, 'clouds.mcap', await cloudMcap(), project);
  unindexed = await upload(owner.access, 'stream.mcap', await cloudMcap({ indexed: false }));
  othersRecord = await upload(other.access, 'theirs.mcap', await cloudMcap());
  const points = 24;
  const uploaded = await uploadFixture(server, owner.access, {
    dir,
    name: 'drive.bag',
    format: 'bag',
    options: { durationS: 1, sensors: ['odometry', 'lidar'], lidarPoints: points },
  });
  bag = {
    id: uploaded.id,
    startNs: uploaded.written.startNs,
    lidarSteps: uploaded.written.steps[TOPICS.lidar]!,
    points,
  };
}, 60_000);
afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

async function clouds(token: string | undefined, id: number) {
  return server.call(C.recordClouds, { token, params: { id } });
}

/** The binary answer decoded (its header checked against the contract), or the refusal. */
async function fetchCloud(
  token: string | undefined,
  id: number,
  query: Record<string, string | number>,
) {
  const url = new URL(pathOf(C.recordCloud, { id }), server.url);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
  const response = await fetch(url, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    return { status: response.status, body: (await response.json()) as any, cloud: null };
  }
  expect(response.headers.get('content-type')).toBe('application/octet-stream');
  const cloud = decodeRecordCloud<Header>(new Uint8Array(await response.arrayBuffer()));
  RecordCloudHeader.parse(cloud.header);
  return { status: response.status, body: null, cloud };
}

async function cloudOf(id: number, topic: string, t: number, token = owner.access) {
  const answer = await fetchCloud(token, id, { topic, t });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.cloud!;
}

const pc2Header = (k: number, id = record): Header => ({
  record_id: id,
  topic: PC2,
  type: 'sensor_msgs/msg/PointCloud2',
  frame_id: 'lidar_top',
  stamp_ns: (at(TIMES[PC2][k]!) - 5_000_000n).toString(),
  log_time_ns: at(TIMES[PC2][k]!).toString(),
  t: TIMES[PC2][k]! / 1000,
  points: 3,
  dropped: 1,
});

const byTopic = (topics: Array<{ topic: string }>) =>
  [...topics].sort((a, b) => a.topic.localeCompare(b.topic));

describe('the cloud topics of a record', () => {
  it('lists PointCloud2 and Foxglove PointCloud topics with counts and spans, not the others', async () => {
    const answer = await clouds(owner.access, record);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    RecordCloudsAnswer.parse(answer.body);
    const { topics, ...rest } = answer.body.detail;
    expect(rest).toEqual({
      record_id: record,
      name: 'clouds.mcap',
      start_ns: START_NS.toString(),
      duration_s: 0.3,
    });
    const span = (topic: keyof typeof TIMES) => {
      const times = TIMES[topic];
      return {
        count: times.length,
        first_t: times[0]! / 1000,
        last_t: times.at(-1)! / 1000,
        first_ns: at(times[0]!).toString(),
        last_ns: at(times.at(-1)!).toString(),
      };
    };
    expect(byTopic(topics)).toEqual([
      {
        topic: FOX,
        type: 'foxglove.PointCloud',
        encoding: 'json',
        ...span(FOX),
        readable: true,
        problem: null,
      },
      {
        topic: PROTO,
        type: 'foxglove.PointCloud',
        encoding: 'protobuf',
        ...span(PROTO),
        readable: false,
        problem: `The topic "${PROTO}" is foxglove.PointCloud in protobuf, which the server does not decode: record clouds as JSON (foxglove.PointCloud) or as sensor_msgs/PointCloud2.`,
      },
      {
        topic: PC2,
        type: 'sensor_msgs/msg/PointCloud2',
        encoding: 'cdr',
        ...span(PC2),
        readable: true,
        problem: null,
      },
    ]);
  });

  it('lists the same from a record read front to back (no index in the file)', async () => {
    const indexed = await clouds(owner.access, record);
    const stream = await clouds(owner.access, unindexed);
    expect(stream.status, JSON.stringify(stream.body)).toBe(200);
    expect(byTopic(stream.body.detail.topics)).toEqual(byTopic(indexed.body.detail.topics));
  });

  it('lists a bag’s ROS 1 PointCloud2 topic', async () => {
    const answer = await clouds(owner.access, bag.id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const first = bag.startNs + BigInt(bag.lidarSteps[0]!) * 10_000_000n;
    const last = bag.startNs + BigInt(bag.lidarSteps.at(-1)!) * 10_000_000n;
    expect(answer.body.detail.topics).toEqual([
      {
        topic: TOPICS.lidar,
        type: 'sensor_msgs/PointCloud2',
        encoding: 'ros1',
        count: bag.lidarSteps.length,
        first_t: Number(first - bag.startNs) / 1e9,
        last_t: Number(last - bag.startNs) / 1e9,
        first_ns: first.toString(),
        last_ns: last.toString(),
        readable: true,
        problem: null,
      },
    ]);
    expect(answer.body.detail.topics[0].count).toBe(10);
  });
});

describe('a frame of a record', () => {
  it('sends the PointCloud2 message nearest t, its finite points exactly', async () => {
    const cloud = await cloudOf(record, PC2, 0.14);
    expect(cloud.header).toEqual(pc2Header(1));
    expect(cloud.count).toBe(3);
    expect(Array.from(cloud.xyz)).toEqual(pc2Expected(1));
  });

  it('takes the earlier of two messages as near, the first before the start, the last after the end', async () => {
    expect((await cloudOf(record, PC2, 0.05)).header).toEqual(pc2Header(0));
    expect((await cloudOf(record, PC2, 0.0500001)).header).toEqual(pc2Header(1));
    expect((await cloudOf(record, PC2, 0)).header).toEqual(pc2Header(0));
    const last = await cloudOf(record, PC2, 9999);
    expect(last.header).toEqual(pc2Header(2));
    expect(Array.from(last.xyz)).toEqual(pc2Expected(2));
  });

  it('sends a Foxglove PointCloud (JSON) with its pose applied: the points are in its frame_id', async () => {
    const cloud = await cloudOf(record, FOX, 0.2);
    expect(cloud.header).toEqual({
      record_id: record,
      topic: FOX,
      type: 'foxglove.PointCloud',
      frame_id: 'base_link',
      stamp_ns: at(250).toString(),
      log_time_ns: at(250).toString(),
      t: 0.25,
      points: 2,
      dropped: 1,
    });
    expect(Array.from(cloud.xyz)).toEqual(foxExpected(1));
    expect(Array.from((await cloudOf(record, FOX, 0)).xyz)).toEqual(foxExpected(0));
  });

  it('finds the same frames in a record read front to back', async () => {
    for (const [topic, t] of [
      [PC2, 0.14],
      [PC2, 0.05],
      [FOX, 0.2],
    ] as const) {
      const cloud = await cloudOf(unindexed, topic, t);
      const indexed = await cloudOf(record, topic, t);
      expect({ ...cloud.header, record_id: record }).toEqual(indexed.header);
      expect(Array.from(cloud.xyz)).toEqual(Array.from(indexed.xyz));
    }
  });

  it('reads a ROS 1 bag’s PointCloud2 (x, y, z among intensity)', async () => {
    // Lidar at 10 Hz: t = 0.26 s is nearest the message at 0.3 s.
    const cloud = await cloudOf(bag.id, TOPICS.lidar, 0.26);
    const logNs = bag.startNs + 300_000_000n;
    expect(cloud.header).toEqual({
      record_id: bag.id,
      topic: TOPICS.lidar,
      type: 'sensor_msgs/PointCloud2',
      frame_id: 'lidar',
      stamp_ns: logNs.toString(),
      log_time_ns: logNs.toString(),
      t: 0.3,
      points: bag.points,
      dropped: 0,
    });
    const ring = Array.from({ length: bag.points }, (_, i) => {
      const angle = (2 * Math.PI * i) / bag.points;
      return [20 * Math.cos(angle), 20 * Math.sin(angle), -1.5 + (i % 32) * 0.1];
    });
    expect(Array.from(cloud.xyz)).toEqual(ring.flat().map((v) => Math.fround(v)));
  });
});

describe('refusals', () => {
  it('a topic the record does not have, or one that is no cloud: 400 naming it', async () => {
    const unknown = await fetchCloud(owner.access, record, { topic: '/no/such/topic', t: 0 });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      success: false,
      message: 'The record has no topic "/no/such/topic".',
      detail: { topic: 'Unknown topic.' },
    });
    const status = await fetchCloud(owner.access, record, { topic: STATUS, t: 0 });
    expect(status.status).toBe(400);
    expect(status.body).toEqual({
      success: false,
      message: `The topic "${STATUS}" carries ads_studio/msg/VehicleStatus, not a point cloud (sensor_msgs/PointCloud2 or foxglove.PointCloud).`,
      detail: { topic: 'Not a point-cloud topic.' },
    });
  });

  it('a cloud topic the server cannot decode (protobuf): 422 saying why', async () => {
    const answer = await fetchCloud(owner.access, record, { topic: PROTO, t: 0.15 });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(
      `The topic "${PROTO}" is foxglove.PointCloud in protobuf, which the server does not decode: record clouds as JSON (foxglove.PointCloud) or as sensor_msgs/PointCloud2.`,
    );
  });

  it('a bad query: 400 with the field', async () => {
    const queries: Array<Record<string, string | number>> = [
      { t: 0 },
      { topic: PC2, t: -1 },
      { topic: PC2, t: 'soon' },
    ];
    for (const query of queries) {
      const answer = await fetchCloud(owner.access, record, query);
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(Object.keys(answer.body.detail)).toEqual([
        Object.keys(query).length === 1 ? 'topic' : 't',
      ]);
    }
  });

  it('no token or a bad one: 401; a role below USER (a guest): 403', async () => {
    for (const token of [undefined, 'not-a-jwt']) {
      expect((await clouds(token, record)).status).toBe(401);
      expect((await fetchCloud(token, record, { topic: PC2 })).status).toBe(401);
    }
    expect((await clouds(guest.access, record)).status).toBe(403);
    expect((await fetchCloud(guest.access, record, { topic: PC2 })).status).toBe(403);
  });

  it('someone else’s record answers as a missing one (404), and nothing is written', async () => {
    const before = await snapshotRows(server.database);
    const missing = 2_147_483_647;
    const theirs = await clouds(owner.access, othersRecord);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual((await clouds(owner.access, missing)).body);
    expect(theirs.body).toEqual({ success: false, message: 'No such record.' });
    const frame = await fetchCloud(other.access, record, { topic: PC2, t: 0 });
    expect(frame.status).toBe(404);
    expect(frame.body).toEqual((await fetchCloud(other.access, missing, { topic: PC2 })).body);
    expect(await snapshotRows(server.database)).toEqual(before);
  });

  it('an admin reads anyone’s record, as Data Management lets them', async () => {
    expect((await clouds(admin.access, othersRecord)).status).toBe(200);
    const cloud = await cloudOf(othersRecord, PC2, 0.2, admin.access);
    expect(cloud.header).toEqual(pc2Header(2, othersRecord));
  });
});

describe('the service on its own', () => {
  const actor = { id: 1, role: 'USER' } as never;
  const rowOf = async (path: string, storageKey: string) => {
    const index = await indexRecord(path);
    return {
      id: 77,
      name: 'clouds.mcap',
      format: index.format,
      storageKey,
      startNs: index.start_ns,
      durationS: index.duration_s,
      topics: index.topics,
    };
  };

  it('refuses a frame of more points than it sends, saying how many (422)', async () => {
    const path = join(dir, 'cap.mcap');
    await writeFile(path, await cloudMcap());
    const row = await rowOf(path, 'cap.mcap');
    const service = createRecordCloudService({
      records: { get: async () => ({ record: row, shareUrl: null }) as never },
      store: { withLocalFile: (_key, work) => work(path) },
      maxPoints: 2,
    });
    await expect(service.cloud(actor, 77, PC2, 0)).rejects.toMatchObject({
      status: 422,
      message: 'The cloud has 3 points; at most 2 are sent.',
    });
    // The Foxglove frame has 2: it passes.
    expect(decodeRecordCloud(await service.cloud(actor, 77, FOX, 0)).count).toBe(2);
  });

  it('reads a record kept in the S3 store', async () => {
    const double = await startS3Double();
    const store = createS3RecordStore(double.options);
    try {
      const path = join(dir, 's3.mcap');
      await writeFile(path, await cloudMcap());
      const row = await rowOf(path, '0b6f2c9e-1f2a-4c3b-9d4e-5f6a7b8c9d0e.mcap');
      const upload = join(dir, 's3-upload.mcap');
      await copyFile(path, upload);
      await store.putFile(row.storageKey, upload);
      const service = createRecordCloudService({
        records: { get: async () => ({ record: row, shareUrl: null }) as never },
        store,
      });
      const listed = await service.clouds(actor, 77);
      expect(listed.topics.map((topic) => [topic.topic, topic.count])).toEqual(
        expect.arrayContaining([
          [PC2, 3],
          [FOX, 2],
        ]),
      );
      const cloud = decodeRecordCloud<Header>(await service.cloud(actor, 77, PC2, 0.14));
      expect(cloud.header).toEqual(pc2Header(1, 77));
      expect(Array.from(cloud.xyz)).toEqual(pc2Expected(1));
    } finally {
      store.close();
      await double.stop();
    }
  });
});
