import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API, type RecordSummary } from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, type TestServer, startServer } from '../../../test-support/studio/harness';
import { uploadFixture } from './record-helpers';
import { snapshotRows } from './security/db-snapshot';

// Classify, list, search, filter, page and add up records: four of A's, one of B's.

let server: TestServer;
let dir: string;
let a: Account;
let b: Account;
let admin: Account;
const ids = {} as Record<'city' | 'night' | 'depot' | 'lidar' | 'theirs', number>;
const projects = {} as Record<'p1' | 'p2' | 'theirs', number>;
const sizes = {} as Record<keyof typeof ids, number>;
const durations = {} as Record<keyof typeof ids, number>;

beforeAll(async () => {
  server = await startServer();
  dir = await mkdtemp(join(tmpdir(), 'ads-records-'));
  [a, b, admin] = [await server.signUp(), await server.signUp(), await server.withRole('ADMIN')];
  const project = async (account: Account, title: string) =>
    (await server.call(API.createProject, { token: account.access, body: { title } })).body.detail
      .id as number;
  projects.p1 = await project(a, 'City');
  projects.p2 = await project(a, 'Depot');
  projects.theirs = await project(b, 'Theirs');
  const add = async (
    key: keyof typeof ids,
    account: Account,
    file: Omit<Parameters<typeof uploadFixture>[2], 'dir'>,
    metadata: Record<string, string>,
  ) => {
    const { id, written } = await uploadFixture(server, account.access, { ...file, dir }, metadata);
    ids[key] = id;
    sizes[key] = written.size;
    durations[key] = Number(written.endNs - written.startNs) / 1e9;
  };
  await add(
    'city',
    a,
    {
      name: 'city-morning.mcap',
      format: 'mcap',
      options: { start: new Date('2024-05-10T08:00:00Z'), durationS: 10, lidarPoints: 20 },
    },
    { vehicle: 'Ioniq 5', project_id: String(projects.p1) },
  );
  await add(
    'night',
    a,
    {
      name: 'night-highway.bag',
      format: 'bag',
      options: {
        start: new Date('2024-06-03T21:30:00Z'),
        durationS: 8,
        profile: 'highway',
        lidarPoints: 20,
      },
    },
    { vehicle: 'Ioniq 5' },
  );
  await add(
    'depot',
    a,
    {
      name: 'depot.mcap',
      format: 'mcap',
      options: {
        start: new Date('2024-06-15T12:00:00Z'),
        durationS: 5,
        profile: { constantMps: 2 },
        lidarPoints: 20,
      },
    },
    { vehicle: 'Shuttle', project_id: String(projects.p2) },
  );
  await add(
    'lidar',
    a,
    {
      name: 'lidar-only.mcap',
      format: 'mcap',
      options: {
        start: new Date('2024-07-01T09:00:00Z'),
        durationS: 6,
        sensors: ['lidar'],
        lidarPoints: 400,
      },
    },
    { vehicle: 'Shuttle' },
  );
  await add(
    'theirs',
    b,
    { name: 'truck.mcap', format: 'mcap', options: { durationS: 4, lidarPoints: 20 } },
    { vehicle: 'Truck', project_id: String(projects.theirs) },
  );
}, 60_000);
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

const list = async (query: Record<string, string | number> = {}, token = a.access) => {
  const answer = await server.call(API.listRecords, { token, query });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.detail as { items: RecordSummary[]; total: number; page: number };
};
const names = async (query: Record<string, string | number> = {}) =>
  (await list(query)).items.map((item) => item.name);

describe('classifying a record', () => {
  const update = (body: unknown, id = ids.city, token = a.access) =>
    server.call(API.updateRecord, { token, params: { id }, body });

  it('keeps categories of /api/file/category and free tags', async () => {
    const answer = await update({
      categories: { weather: 'Rain', road_type: 'Urban' },
      tags: ['rain', 'Demo', 'demo', ' wet road '],
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      message: 'The record was saved.',
      detail: {
        categories: { weather: 'Rain', road_type: 'Urban' },
        // Repeats (ignoring case) dropped, spaces trimmed.
        tags: ['rain', 'Demo', 'wet road'],
      },
    });
  });

  it('refuses an unknown category or value, naming it, and changes nothing', async () => {
    const before = await snapshotRows(server.database);
    const unknownKey = await update({ categories: { weather: 'Rain', mood: 'Happy' } });
    expect(unknownKey.status).toBe(400);
    expect(unknownKey.body).toEqual({
      success: false,
      message:
        'There is no category "mood". Categories are: weather, road_type, time_of_day, scenario, sensor_setup.',
      detail: { 'categories.mood': 'Unknown category.' },
    });
    const badValue = await update({ categories: { weather: 'Sunny' } });
    expect(badValue.status).toBe(400);
    expect(badValue.body).toEqual({
      success: false,
      message: '"Sunny" is not a value of Weather. Choose one of: Clear, Cloudy, Rain, Snow, Fog.',
      detail: { 'categories.weather': 'Not a value of Weather.' },
    });
    const tooMany = await update({ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) });
    expect(tooMany.status).toBe(400);
    expect(await snapshotRows(server.database)).toEqual(before);
  });

  it("files it under one of its owner's projects only, and renames it", async () => {
    const foreign = await update({ project_id: projects.theirs });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('No such project.');
    const moved = await update({
      project_id: projects.p2,
      name: 'City, morning',
      vehicle: 'Ioniq 5',
    });
    expect(moved.body.detail).toMatchObject({
      name: 'City, morning',
      project: { id: projects.p2, title: 'Depot' },
    });
    const back = await update({ project_id: projects.p1, name: 'city-morning.mcap' });
    expect(back.body.detail.project).toEqual({ id: projects.p1, title: 'City' });
    const none = await update({ project_id: null }, ids.lidar);
    expect(none.body.detail.project).toBeNull();
  });

  it("lets an admin classify someone else's record, with that owner's projects", async () => {
    const answer = await update({ categories: { weather: 'Fog' } }, ids.theirs, admin.access);
    expect(answer.status).toBe(200);
    const foreign = await update({ project_id: projects.p1 }, ids.theirs, admin.access);
    expect(foreign.status).toBe(404);
  });
});

describe('the record list', () => {
  it("holds the caller's own records, the latest recording first", async () => {
    const page = await list();
    expect(page.total).toBe(4);
    expect(page.items.map((item) => item.id)).toEqual([ids.lidar, ids.depot, ids.night, ids.city]);
    expect(page.items[3]).toMatchObject({
      name: 'city-morning.mcap',
      format: 'mcap',
      owner: { id: a.id },
      project: { id: projects.p1, title: 'City' },
      vehicle: 'Ioniq 5',
      start: '2024-05-10T08:00:00.000Z',
      size: sizes.city,
      shared: false,
    });
    expect(page.items.map((item) => item.owner.id)).toEqual([a.id, a.id, a.id, a.id]);
  });

  it('searches names, vehicles and tags', async () => {
    expect(await names({ q: 'night' })).toEqual(['night-highway.bag']);
    expect(await names({ q: 'SHUTTLE' })).toEqual(['lidar-only.mcap', 'depot.mcap']);
    expect(await names({ q: 'wet ro' })).toEqual(['city-morning.mcap']);
    // Wildcards typed by a person are letters.
    expect(await names({ q: '%' })).toEqual([]);
    expect(await names({ q: '_' })).toEqual([]);
  });

  it('filters by format, project, vehicle, category, tag and start date', async () => {
    expect(await names({ format: 'bag' })).toEqual(['night-highway.bag']);
    expect(await names({ project_id: projects.p2 })).toEqual(['depot.mcap']);
    expect(await names({ vehicle: 'ioniq 5' })).toEqual(['night-highway.bag', 'city-morning.mcap']);
    expect(await names({ category: 'weather:Rain' })).toEqual(['city-morning.mcap']);
    expect(await names({ category: 'weather:Snow' })).toEqual([]);
    expect(await names({ tag: 'DEMO' })).toEqual(['city-morning.mcap']);
    expect(await names({ from: '2024-06-01', to: '2024-06-15' })).toEqual([
      'depot.mcap',
      'night-highway.bag',
    ]);
    expect(await names({ from: '2024-06-16' })).toEqual(['lidar-only.mcap']);
    expect(await names({ to: '2024-05-10', format: 'mcap' })).toEqual(['city-morning.mcap']);
    // PostgreSQL has no year 0; the date schema lets it through, the filter starts at year 1.
    expect((await list({ from: '0000-01-01' })).total).toBe(4);
  });

  it("refuses a filter by someone else's project like a missing one", async () => {
    const theirs = await server.call(API.listRecords, {
      token: a.access,
      query: { project_id: projects.theirs },
    });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ success: false, message: 'No such project.' });
  });

  it('sorts and pages', async () => {
    expect(await names({ sort: 'name' })).toEqual([
      'city-morning.mcap',
      'depot.mcap',
      'lidar-only.mcap',
      'night-highway.bag',
    ]);
    expect((await list({ sort: 'oldest' })).items.map((item) => item.id)).toEqual([
      ids.city,
      ids.night,
      ids.depot,
      ids.lidar,
    ]);
    const bySize = (await list({ sort: 'largest' })).items.map((item) => item.size);
    expect(bySize).toEqual([...bySize].sort((x, y) => y - x));
    const byLength = (await list({ sort: 'longest' })).items.map((item) => item.duration_s);
    expect(byLength).toEqual([...byLength].sort((x, y) => y - x));
    const second = await list({ sort: 'name', page: 2, page_size: 3 });
    expect(second).toMatchObject({ total: 4, page: 2, page_size: 3 });
    expect(second.items.map((item) => item.name)).toEqual(['night-highway.bag']);
    const beyond = await list({ page: 9, page_size: 3 });
    expect(beyond).toMatchObject({ total: 4, items: [] });
  });
});

describe('the dashboard figures', () => {
  it('add up records, hours, km and bytes, by vehicle, project, category and month', async () => {
    const answer = await server.call(API.recordStats, { token: a.access });
    expect(answer.status).toBe(200);
    const stats = answer.body.detail;
    const mine = ['city', 'night', 'depot', 'lidar'] as const;
    const bytes = mine.reduce((sum, key) => sum + sizes[key], 0);
    const hours = mine.reduce((sum, key) => sum + durations[key], 0) / 3600;
    expect(stats.totals.records).toBe(4);
    expect(stats.totals.bytes).toBe(bytes);
    expect(stats.totals.hours).toBeCloseTo(hours, 9);
    // The lidar-only record has no GNSS or odometry: it adds no distance.
    expect(stats.totals.km).toBeGreaterThan(0);
    expect(stats.by_vehicle.map((row: { vehicle: string }) => row.vehicle).sort()).toEqual([
      'Ioniq 5',
      'Shuttle',
    ]);
    expect(stats.by_vehicle.find((row: { vehicle: string }) => row.vehicle === 'Shuttle')).toEqual({
      vehicle: 'Shuttle',
      records: 2,
      hours: expect.closeTo((durations.depot + durations.lidar) / 3600, 9),
      km: expect.any(Number),
      bytes: sizes.depot + sizes.lidar,
    });
    expect(
      stats.by_project.map((row: { project: string; records: number }) => [
        row.project,
        row.records,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['City', 1],
        ['Depot', 1],
        ['', 2],
      ]),
    );
    expect(stats.by_category).toEqual([
      expect.objectContaining({ key: 'road_type', value: 'Urban', records: 1 }),
      expect.objectContaining({ key: 'weather', value: 'Rain', records: 1 }),
    ]);
    expect(
      stats.by_month.map((row: { month: string; records: number }) => [row.month, row.records]),
    ).toEqual([
      ['2024-05', 1],
      ['2024-06', 2],
      ['2024-07', 1],
    ]);
  });

  it('narrows to one project or period', async () => {
    const project = await server.call(API.recordStats, {
      token: a.access,
      query: { project_id: projects.p1 },
    });
    expect(project.body.detail.totals.records).toBe(1);
    const june = await server.call(API.recordStats, {
      token: a.access,
      query: { from: '2024-06-01', to: '2024-06-30' },
    });
    expect(june.body.detail.totals.records).toBe(2);
    const empty = await server.call(API.recordStats, {
      token: b.access,
      query: { from: '2030-01-01' },
    });
    expect(empty.body.detail).toEqual({
      totals: { records: 0, hours: 0, km: 0, bytes: 0 },
      by_vehicle: [],
      by_project: [],
      by_category: [],
      by_month: [],
    });
  });
});

describe('the admin view', () => {
  it("lists every user's records and how much each one stores", async () => {
    const answer = await server.call(API.adminRecords, {
      token: admin.access,
      query: { sort: 'name' },
    });
    expect(answer.status).toBe(200);
    const { items, total, storage } = answer.body.detail;
    expect(total).toBe(5);
    expect(items.map((item: RecordSummary) => item.owner.id).sort()).toEqual(
      [a.id, a.id, a.id, a.id, b.id].sort(),
    );
    expect(storage).toEqual(
      [
        {
          user_id: a.id,
          username: expect.any(String),
          email: a.email,
          records: 4,
          bytes: sizes.city + sizes.night + sizes.depot + sizes.lidar,
        },
        {
          user_id: b.id,
          username: expect.any(String),
          email: b.email,
          records: 1,
          bytes: sizes.theirs,
        },
      ].sort((x, y) => y.bytes - x.bytes),
    );
    const filtered = await server.call(API.adminRecords, {
      token: admin.access,
      query: { q: 'truck' },
    });
    expect(filtered.body.detail.items.map((item: RecordSummary) => item.id)).toEqual([ids.theirs]);
  });

  it("reads someone else's record by id; its owner sees it the same", async () => {
    const asAdmin = await server.call(API.getRecord, {
      token: admin.access,
      params: { id: ids.theirs },
    });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.detail).toMatchObject({ owner: { id: b.id }, vehicle: 'Truck' });
    const asB = await server.call(API.getRecord, { token: b.access, params: { id: ids.theirs } });
    expect(asB.body.detail).toEqual(asAdmin.body.detail);
  });
});

describe("a record's clock", () => {
  it('keeps the exact times of a wall-clock record', async () => {
    const detail = (await server.call(API.getRecord, { token: a.access, params: { id: ids.city } }))
      .body.detail;
    expect(detail).toMatchObject({
      clock: 'wall',
      start: '2024-05-10T08:00:00.000Z',
      start_ns: '1715328000000000000',
    });
  });

  it("answers a simulation's times from its zero, to the nanosecond, and leaves them out of dates", async () => {
    const sim = await server.signUp();
    const { id, written } = await uploadFixture(server, sim.access, {
      dir,
      name: 'gazebo-run.mcap',
      format: 'mcap',
      // A simulated vehicle's clock starts at zero when the simulation does.
      options: { start: new Date(0), durationS: 3, lidarPoints: 20 },
    });
    const detail = (await server.call(API.getRecord, { token: sim.access, params: { id } })).body
      .detail;
    expect(detail).toMatchObject({
      clock: 'simulation',
      start: '1970-01-01T00:00:00.000Z',
      start_ns: written.startNs.toString(),
      end_ns: written.endNs.toString(),
    });
    expect(detail.duration_s).toBeCloseTo(Number(written.endNs - written.startNs) / 1e9, 9);
    // The dashboard counts it in the month it was uploaded, not in January 1970.
    const stats = (await server.call(API.recordStats, { token: sim.access })).body.detail;
    expect(stats.by_month.map((month: { month: string }) => month.month)).toEqual([
      new Date().toISOString().slice(0, 7),
    ]);
  });
});
