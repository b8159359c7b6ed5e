import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Bag } from '@foxglove/rosbag';
import { FileReader } from '@foxglove/rosbag/node';
import { loadDecompressHandlers } from '@mcap/support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '../src/files/categories';
import {
  RecordIndexError,
  type RecordIndex,
  indexRecord,
  readSignal,
  suggestFromIndex,
} from '../src/files/indexer';
import {
  CORRUPT_MESSAGES,
  type CorruptKind,
  JSON_TOPIC,
  type McapOptions,
  type RecordOptions,
  type SensorKind,
  STEP_S,
  TOPICS,
  UNKNOWN_TOPIC,
  type WrittenRecord,
  ros1Md5,
  speedAt,
  writeBag,
  writeCorrupt,
  writeMcap,
} from '../../../test-support/record-files';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ads-records-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});
const file = (name: string) => join(dir, name);

/** Every sensor, two minutes of urban stop-and-go, small clouds: a few MB per file. */
const URBAN: RecordOptions = {
  durationS: 120,
  profile: 'urban',
  sensors: ['gnss', 'odometry', 'imu', 'lidar', 'camera', 'radar'],
  lidarPoints: 100,
  cameraBytes: 256,
  gnssDropouts: true,
};

const FIELDS = {
  ros2: {
    gnss: ['header.stamp.sec', 'header.stamp.nanosec'],
    odometry: ['header.stamp.sec', 'header.stamp.nanosec'],
  },
  ros1: {
    gnss: ['header.seq', 'header.stamp.sec', 'header.stamp.nsec'],
    odometry: ['header.seq', 'header.stamp.sec', 'header.stamp.nsec'],
  },
};
const NAV_SAT_FIX_FIELDS = [
  'status.status',
  'status.service',
  'latitude',
  'longitude',
  'altitude',
  'position_covariance_type',
];
const ODOMETRY_FIELDS = [
  'pose.pose.position.x',
  'pose.pose.position.y',
  'pose.pose.position.z',
  'pose.pose.orientation.x',
  'pose.pose.orientation.y',
  'pose.pose.orientation.z',
  'pose.pose.orientation.w',
  'twist.twist.linear.x',
  'twist.twist.linear.y',
  'twist.twist.linear.z',
  'twist.twist.angular.x',
  'twist.twist.angular.y',
  'twist.twist.angular.z',
];

/** Model steps of the fixes the fixture wrote with a fix (see `gnssDropouts`). */
function validFixSteps(written: WrittenRecord, dropouts: boolean): number[] {
  return written.steps[TOPICS.gnss]!.filter(
    (_, seq) => !dropouts || (seq % 50 !== 49 && seq % 77 !== 76),
  );
}

/** Path length the vehicle drove between two model steps. */
const driven = (written: WrittenRecord, from: number, to: number) =>
  written.drive.distance[to]! - written.drive.distance[from]!;

const seconds = (written: WrittenRecord) => Number(written.endNs - written.startNs) / 1e9;

function expectIndexMatches(index: RecordIndex, written: WrittenRecord, dialect: 'ros1' | 'ros2') {
  expect(index.format).toBe(written.format);
  expect(index.start?.getTime()).toBe(Number(written.startNs / 1_000_000n));
  expect(index.end?.getTime()).toBe(Number(written.endNs / 1_000_000n));
  expect(index.duration_s).toBeCloseTo(seconds(written), 9);
  expect(index.message_count).toBe(written.messageCount);
  expect(
    index.topics.map(({ name, type, encoding, count }) => ({ name, type, encoding, count })),
  ).toEqual(written.topics);
  for (const topic of index.topics) {
    expect(topic.rate_hz).toBeCloseTo(topic.count / seconds(written), 9);
  }
  const fieldsOf = (name: string) => index.topics.find((topic) => topic.name === name)!.fields;
  expect(fieldsOf(TOPICS.gnss)).toEqual([...FIELDS[dialect].gnss, ...NAV_SAT_FIX_FIELDS]);
  expect(fieldsOf(TOPICS.odometry)).toEqual([...FIELDS[dialect].odometry, ...ODOMETRY_FIELDS]);
  // Point data and covariance matrices are no signals: left out; short arrays are listed.
  expect(fieldsOf(TOPICS.lidar)).toEqual(
    expect.arrayContaining(['width', 'point_step', 'fields.3.offset']),
  );
  expect(fieldsOf(TOPICS.lidar).some((field) => field.startsWith('data'))).toBe(false);
  expect(fieldsOf(TOPICS.imu)).toContain('linear_acceleration.x');
  expect(fieldsOf(TOPICS.imu).some((field) => field.includes('covariance.'))).toBe(false);
  expect(fieldsOf(TOPICS.radar)).toContain('returns.2.doppler_velocity');
  for (const topic of index.topics) expect(topic.fields.length).toBeLessThanOrEqual(50);
}

/** Route on the generated road, distance within 1 %, speed along the profile. */
function expectMotionMatches(index: RecordIndex, written: WrittenRecord, dropouts: boolean) {
  const fixes = validFixSteps(written, dropouts);
  const first = fixes[0]!;
  const last = fixes[fixes.length - 1]!;
  const { drive } = written;
  expect(index.route_source).toBe('gnss');
  expect(index.route.length).toBeGreaterThan(1);
  expect(index.route.length).toBeLessThanOrEqual(2000);
  for (const [lon, lat, t] of index.route) {
    const k = Math.round(t / STEP_S);
    expect(fixes).toContain(k);
    expect(lat).toBeCloseTo(drive.lat[k]!, 9);
    expect(lon).toBeCloseTo(drive.lon[k]!, 9);
  }
  expect(index.route[0]![2]).toBeCloseTo(first * STEP_S, 6);
  expect(index.route[index.route.length - 1]![2]).toBeCloseTo(last * STEP_S, 6);

  const truth = driven(written, first, last);
  expect(Math.abs(index.distance_m! - truth) / truth).toBeLessThan(0.01);
  expect(index.avg_speed_mps).toBeCloseTo(index.distance_m! / ((last - first) * STEP_S), 6);

  expect(index.speed.length).toBeGreaterThan(10);
  expect(index.speed.length).toBeLessThanOrEqual(2000);
  for (const [t, mps] of index.speed)
    expect(Math.abs(mps - speedAt(drive.profile, t))).toBeLessThan(0.15);
  const top = Math.max(...Array.from(drive.speed));
  expect(index.max_speed_mps).toBeCloseTo(top, 1);
}

describe('indexing MCAP and ROS 1 bag records', () => {
  const cases: [string, (path: string) => Promise<WrittenRecord>, 'ros1' | 'ros2'][] = [
    [
      'an indexed MCAP (ROS 2, cdr)',
      (p) => writeMcap(p, { ...URBAN, withJson: true, withUnknownEncoding: true }),
      'ros2',
    ],
    [
      'an MCAP without summary or index',
      (p) => writeMcap(p, { ...URBAN, indexed: false, withJson: true, withUnknownEncoding: true }),
      'ros2',
    ],
    ['an MCAP without chunks', (p) => writeMcap(p, { ...URBAN, chunked: false }), 'ros2'],
    ['an MCAP with zstd chunks', (p) => writeMcap(p, { ...URBAN, compression: 'zstd' }), 'ros2'],
    ['an MCAP of ROS 1 messages', (p) => writeMcap(p, { ...URBAN, dialect: 'ros1' }), 'ros1'],
    ['a ROS 1 bag', (p) => writeBag(p, URBAN), 'ros1'],
  ];

  it.each(cases)('indexes %s exactly as written', async (name, write, dialect) => {
    const written = await write(file(`exact-${name.replace(/\W+/g, '-')}`));
    const index = await indexRecord(written.path);
    expectIndexMatches(index, written, dialect);
    expectMotionMatches(index, written, true);
    if (written.topics.some((topic) => topic.name === JSON_TOPIC)) {
      const json = index.topics.find((topic) => topic.name === JSON_TOPIC)!;
      expect(json.fields).toEqual(['speed_kph', 'fuel.level']);
      const unknown = index.topics.find((topic) => topic.name === UNKNOWN_TOPIC)!;
      expect(unknown).toMatchObject({
        encoding: 'protobuf',
        count: written.steps[UNKNOWN_TOPIC]!.length,
        fields: [],
      });
    }
  });

  it('tells the format by content, not by the file name', async () => {
    const written = await writeMcap(file('looks-like.bag'), { durationS: 5, sensors: ['gnss'] });
    expect((await indexRecord(written.path)).format).toBe('mcap');
  });

  it('gives speed and distance from odometry alone, without a route', async () => {
    for (const write of [writeMcap, writeBag]) {
      const written = await write(file(`odometry-only-${write.name}`), {
        durationS: 120,
        profile: 'urban',
        sensors: ['odometry'],
      });
      const index = await indexRecord(written.path);
      const steps = written.steps[TOPICS.odometry]!;
      const truth = driven(written, steps[0]!, steps[steps.length - 1]!);
      expect(index.route).toEqual([]);
      expect(index.route_source).toBe('odometry');
      expect(Math.abs(index.distance_m! - truth) / truth).toBeLessThan(0.01);
      expect(index.max_speed_mps).toBeCloseTo(13.9, 6);
      for (const [t, mps] of index.speed)
        expect(Math.abs(mps - speedAt('urban', t))).toBeLessThan(0.15);
    }
  });

  it('derives the speed from GNSS fixes when there is no odometry', async () => {
    const written = await writeMcap(file('gnss-only.mcap'), {
      durationS: 90,
      profile: 'highway',
      sensors: ['gnss'],
    });
    const index = await indexRecord(written.path);
    expectMotionMatches(index, written, false);
  });

  it('simplifies long routes and speed curves to 2000 points', async () => {
    const written = await writeMcap(file('dense.mcap'), {
      durationS: 150,
      profile: 'highway',
      sensors: ['gnss', 'odometry'],
      rates: { gnss: 50, odometry: 100 },
    });
    const index = await indexRecord(written.path);
    expect(written.steps[TOPICS.gnss]!.length).toBe(7500);
    expect(index.route).toHaveLength(2000);
    expect(index.speed).toHaveLength(2000);
    expectMotionMatches(index, written, false);
  });

  it('has no wall-clock times for a record in simulation time', async () => {
    const written = await writeMcap(file('sim.mcap'), { durationS: 5, start: new Date(5_000) });
    const index = await indexRecord(written.path);
    expect(index).toMatchObject({ start: null, end: null, message_count: written.messageCount });
    expect(index.duration_s).toBeCloseTo(4.99, 9);
    expect(suggestFromIndex(index).categories.time_of_day).toBeUndefined();
  });
});

describe('reading a signal', () => {
  let mcap: WrittenRecord;
  let unindexed: WrittenRecord;
  let bag: WrittenRecord;
  const options: McapOptions = {
    durationS: 60,
    profile: 'urban',
    sensors: ['gnss', 'odometry', 'lidar'],
    lidarPoints: 50,
  };
  beforeAll(async () => {
    mcap = await writeMcap(file('signal.mcap'), {
      ...options,
      withJson: true,
      withUnknownEncoding: true,
    });
    unindexed = await writeMcap(file('signal-unindexed.mcap'), { ...options, indexed: false });
    bag = await writeBag(file('signal.bag'), options);
  });

  it.each(['mcap', 'unindexed', 'bag'] as const)(
    'reads back the generated values (%s)',
    async (which) => {
      const written = { mcap: () => mcap, unindexed: () => unindexed, bag: () => bag }[which]();
      const steps = written.steps[TOPICS.odometry]!;
      const signal = await readSignal(
        written.path,
        written.format,
        TOPICS.odometry,
        'twist.twist.linear.x',
        5000,
      );
      expect(signal.t).toHaveLength(steps.length);
      steps.forEach((k, i) => {
        expect(signal.t[i]).toBeCloseTo(k * STEP_S, 9);
        expect(signal.v[i]).toBe(written.drive.speed[k]);
      });
      const latitude = await readSignal(written.path, written.format, TOPICS.gnss, 'latitude');
      expect(latitude.v[0]).toBe(written.drive.lat[0]);
    },
  );

  it('downsamples to maxPoints, keeping the extremes', async () => {
    const signal = await readSignal(
      mcap.path,
      'mcap',
      TOPICS.odometry,
      'twist.twist.linear.x',
      100,
    );
    expect(signal.t.length).toBeLessThanOrEqual(100);
    expect(signal.t.length).toBeGreaterThan(40);
    expect(Math.max(...signal.v)).toBeCloseTo(13.9, 9);
    expect(Math.min(...signal.v)).toBe(0);
    expect([...signal.t].sort((a, b) => a - b)).toEqual(signal.t);
    for (let i = 0; i < signal.t.length; i++) {
      expect(signal.v[i]).toBeCloseTo(speedAt('urban', signal.t[i]!), 9);
    }
  });

  it('reads JSON-encoded fields', async () => {
    const signal = await readSignal(mcap.path, 'mcap', JSON_TOPIC, 'speed_kph');
    expect(signal.v).toHaveLength(mcap.steps[JSON_TOPIC]!.length);
    expect(signal.v[200]).toBeCloseTo(mcap.drive.speed[mcap.steps[JSON_TOPIC]![200]!]! * 3.6, 9);
  });

  it('refuses unknown topics and fields, undecodable topics and the wrong format', async () => {
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => 'resolved',
        (error: unknown) =>
          error instanceof RecordIndexError ? error.message : `raw: ${String(error)}`,
      );
    for (const written of [mcap, unindexed, bag]) {
      expect(await refusal(readSignal(written.path, written.format, '/nope', 'x'))).toBe(
        'The record has no topic "/nope".',
      );
      expect(
        await refusal(
          readSignal(written.path, written.format, TOPICS.odometry, 'twist.twist.nope'),
        ),
      ).toBe(`The topic "${TOPICS.odometry}" has no numeric field "twist.twist.nope".`);
    }
    expect(await refusal(readSignal(mcap.path, 'mcap', TOPICS.odometry, 'child_frame_id'))).toBe(
      `The topic "${TOPICS.odometry}" has no numeric field "child_frame_id".`,
    );
    expect(await refusal(readSignal(mcap.path, 'mcap', UNKNOWN_TOPIC, 'id'))).toBe(
      `The topic "${UNKNOWN_TOPIC}" is encoded as "protobuf" with a schema the server cannot decode.`,
    );
    expect(
      await refusal(readSignal(bag.path, 'mcap', TOPICS.odometry, 'twist.twist.linear.x')),
    ).toBe('The file is not an MCAP record as expected, but a ROS 1 bag.');
  });
});

describe('suggestions', () => {
  const suggest = async (name: string, options: McapOptions) =>
    suggestFromIndex(
      await indexRecord((await writeMcap(file(name), { lidarPoints: 50, ...options })).path),
    );

  it('tells night, day, dawn and dusk by the sun at the route', async () => {
    const at = (start: string, origin?: { lat: number; lon: number }) =>
      suggest(`sun-${start}-${origin?.lon ?? 0}.mcap`, {
        durationS: 5,
        sensors: ['gnss'],
        start: new Date(start),
        origin,
      }).then((suggestion) => suggestion.categories.time_of_day);
    expect(await at('2024-06-03T23:00:00Z')).toBe('Night');
    expect(await at('2024-06-03T11:00:00Z')).toBe('Day');
    // Local solar time: noon UTC is the middle of the night in the Pacific.
    expect(await at('2024-06-03T12:00:00Z', { lat: 21.3, lon: -157.8 })).toBe('Night');
    // Equinox, around 06:00 and 18:00 local solar time in Munich.
    expect(await at('2024-03-20T05:15:00Z')).toBe('Dawn');
    expect(await at('2024-03-20T17:15:00Z')).toBe('Dusk');
  });

  it('suggests no time of day without GNSS', async () => {
    const suggestion = await suggest('no-gnss.mcap', { durationS: 5, sensors: ['odometry'] });
    expect(suggestion.categories.time_of_day).toBeUndefined();
    expect(suggestion.tags).toEqual(['odometry']);
  });

  it('tells highway and urban drives by speed', async () => {
    const highway = await suggest('highway.mcap', {
      durationS: 90,
      profile: 'highway',
      sensors: ['gnss', 'odometry'],
    });
    expect(highway.categories.road_type).toBe('Highway');
    const urban = await suggest('urban.mcap', {
      durationS: 120,
      profile: 'urban',
      sensors: ['gnss', 'odometry'],
    });
    expect(urban.categories.road_type).toBe('Urban');
    // Odometry alone cannot tell a city from a parking lot.
    const local = await suggest('urban-odometry.mcap', {
      durationS: 120,
      profile: 'urban',
      sensors: ['odometry'],
    });
    expect(local.categories.road_type).toBeUndefined();
    const cruise = await suggest('cruise.mcap', {
      durationS: 120,
      profile: { constantMps: 15 },
      sensors: ['gnss'],
    });
    expect(cruise.categories.road_type).toBeUndefined();
  });

  it('tells the sensor setup from topic types', async () => {
    const setup = async (sensors: SensorKind[]) =>
      (await suggest(`setup-${sensors.join('-')}.mcap`, { durationS: 2, sensors })).categories
        .sensor_setup;
    expect(await setup(['gnss', 'lidar'])).toBe('Lidar only');
    expect(await setup(['camera'])).toBe('Camera only');
    expect(await setup(['lidar', 'camera'])).toBe('Camera + lidar');
    expect(await setup(['lidar', 'camera', 'radar'])).toBe('Camera + lidar + radar');
    expect(await setup(['gnss', 'odometry'])).toBeUndefined();
    const all = await suggest('tags.mcap', {
      durationS: 2,
      sensors: ['gnss', 'odometry', 'imu', 'lidar', 'camera', 'radar'],
    });
    expect(all.tags).toEqual(['gnss', 'odometry', 'imu', 'lidar', 'camera', 'radar']);
  });

  it('decides highway by a sustained stretch or a large share, and only names listed values', () => {
    const base: RecordIndex = {
      format: 'mcap',
      start: new Date('2024-06-03T10:00:00Z'),
      end: new Date('2024-06-03T10:05:00Z'),
      start_ns: 1_717_408_800_000_000_000n,
      end_ns: 1_717_409_100_000_000_000n,
      duration_s: 300,
      message_count: 1,
      topics: [],
      route: [[11.57, 48.13, 0]],
      route_source: 'gnss',
      speed: [],
      distance_m: 1,
      avg_speed_mps: 15,
      max_speed_mps: 30,
    };
    const profile = (fastFrom: number, fastTo: number, span: number) =>
      Array.from({ length: span + 1 }, (_, t): [number, number] => [
        t,
        t >= fastFrom && t < fastTo ? 25 : 15,
      ]);
    const road = (speed: [number, number][]) =>
      suggestFromIndex({ ...base, speed }).categories.road_type;
    expect(road(profile(100, 161, 300))).toBe('Highway'); // 61 s in a row
    expect(road(profile(100, 150, 300))).toBeUndefined(); // 50 s of 300
    expect(road(profile(0, 25, 45))).toBe('Highway'); // a short clip, mostly fast
    const suggestion = suggestFromIndex({ ...base, speed: profile(0, 300, 300) });
    for (const [key, value] of Object.entries(suggestion.categories)) {
      expect(CATEGORIES.find((category) => category.key === key)?.values).toContain(value);
    }
  });
});

describe('broken files', () => {
  it.each(Object.keys(CORRUPT_MESSAGES) as CorruptKind[])(
    'refuses %s with a clear sentence',
    async (kind) => {
      const path = file(`corrupt-${kind}`);
      await writeCorrupt(path, kind);
      const error = await indexRecord(path).then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(RecordIndexError);
      expect((error as RecordIndexError).message).toBe(CORRUPT_MESSAGES[kind]);
      expect((error as RecordIndexError).message).not.toMatch(/\n|\s{4}at /);
    },
  );

  it('refuses to read a signal from a damaged file', async () => {
    for (const [kind, format] of [
      ['mcap-truncated', 'mcap'],
      ['mcap-bad-crc', 'mcap'],
      ['bag-truncated', 'bag'],
    ] as const) {
      const path = file(`signal-${kind}`);
      await writeCorrupt(path, kind);
      const error = await readSignal(path, format, TOPICS.odometry, 'twist.twist.linear.x').then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(RecordIndexError);
      expect((error as RecordIndexError).message).toBe(CORRUPT_MESSAGES[kind]);
    }
  });
});

describe('the bag writer of the fixtures', () => {
  it('writes bags that @foxglove/rosbag reads back as written', async () => {
    const written = await writeBag(file('roundtrip.bag'), {
      durationS: 20,
      sensors: ['gnss', 'odometry', 'lidar'],
      lidarPoints: 2000,
    });
    const reader = new FileReader(written.path);
    try {
      const bag = new Bag(reader);
      await bag.open();
      expect(bag.chunkInfos.length).toBeGreaterThan(2);
      const connections = [...bag.connections.values()];
      expect(connections.map(({ topic, type, md5sum }) => ({ topic, type, md5sum }))).toEqual([
        {
          topic: TOPICS.gnss,
          type: 'sensor_msgs/NavSatFix',
          md5sum: '2d3a8cd499b9b4a0249fb98fd05cfa48',
        },
        {
          topic: TOPICS.odometry,
          type: 'nav_msgs/Odometry',
          md5sum: 'cd5e73d190d741a2f92e81eda573aca7',
        },
        {
          topic: TOPICS.lidar,
          type: 'sensor_msgs/PointCloud2',
          md5sum: '1158d486dd51d683ce2f1be655c3c181',
        },
      ]);
      expect(ros1Md5('imu')).toBe('6a62c6daae103f4ff57a132d6f95cec2');

      // Every message, in time order, with the values the drive model gave it. (Messages of
      // one instant come in no particular order from rosbag's heap: compare them sorted.)
      const byTime = (a: { k: number; topic: string }, b: { k: number; topic: string }) =>
        a.k - b.k || (a.topic < b.topic ? -1 : a.topic > b.topic ? 1 : 0);
      const expected = Object.entries(written.steps)
        .flatMap(([topic, steps]) => steps.map((k, seq) => ({ topic, k, seq })))
        .sort(byTime);
      const read: { topic: string; k: number; message: any }[] = [];
      let previous = -1n;
      for await (const event of bag.messageIterator()) {
        const ns = BigInt(event.timestamp.sec) * 1_000_000_000n + BigInt(event.timestamp.nsec);
        expect(ns).toBeGreaterThanOrEqual(previous);
        previous = ns;
        const k = Number(ns - written.drive.startNs) / 1e7;
        read.push({ topic: event.topic, k, message: event.message });
      }
      read.sort(byTime);
      expect(read.map(({ topic, k }) => ({ topic, k }))).toEqual(
        expected.map(({ topic, k }) => ({ topic, k })),
      );
      read.forEach(({ topic, k, message }, i) => {
        expect(message.header.seq).toBe(expected[i]!.seq);
        if (topic === TOPICS.gnss) {
          expect([message.latitude, message.longitude]).toEqual([
            written.drive.lat[k],
            written.drive.lon[k],
          ]);
        }
        if (topic === TOPICS.odometry)
          expect(message.twist.twist.linear.x).toBe(written.drive.speed[k]);
        if (topic === TOPICS.lidar) expect(message.data.length).toBe(2000 * 16);
      });
    } finally {
      await reader.close();
    }
  });
});

describe('streaming', () => {
  // A full GC before each sample measures what the indexer keeps, not garbage not yet collected.
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  // The decompressors' WebAssembly memory is allocated once per process, whatever the file.
  beforeAll(() => loadDecompressHandlers());
  const live = () => {
    // Twice: ArrayBuffer backing stores found dead by one collection are released by the next.
    gc();
    gc();
    // `external` holds ArrayBuffers (file reads, chunks) and WebAssembly memory (decompressors).
    const { heapUsed, external } = process.memoryUsage();
    return heapUsed + external;
  };

  it.each(['mcap', 'unindexed mcap', 'bag'] as const)(
    'indexes a 50 MB %s holding far less than the file in memory',
    async (kind) => {
      const options: McapOptions = {
        durationS: 30,
        profile: 'highway',
        sensors: ['gnss', 'odometry', 'lidar'],
        lidarPoints: 11_000,
      };
      const path = file(`big-${kind.replace(' ', '-')}`);
      const written =
        kind === 'bag'
          ? await writeBag(path, options)
          : await writeMcap(path, { ...options, indexed: kind === 'mcap' });
      expect(written.size).toBeGreaterThan(50e6);

      const baseline = live();
      let peak = baseline;
      const sampler = setInterval(() => {
        peak = Math.max(peak, live());
      }, 20);
      try {
        const index = await indexRecord(written.path);
        expect(index.message_count).toBe(written.messageCount);
      } finally {
        clearInterval(sampler);
      }
      peak = Math.max(peak, live());
      const growth = peak - baseline;
      expect(growth, `grew by ${(growth / 1e6).toFixed(1)} MB`).toBeLessThan(written.size / 4);
      await rm(written.path);
    },
  );
});
