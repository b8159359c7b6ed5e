import { copyFile, mkdtemp, readFile, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API } from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STEP_S, TOPICS, type WrittenRecord } from '../../../test-support/record-files';
import {
  type Account,
  type TestServer,
  startInstance,
  startServer,
} from '../../../test-support/studio/harness';
import { download, downloadLink, storedFiles, uploadFixture } from './record-helpers';

// A record's file: download links, shares, signals read from it, and its removal with the
// record, with the account, and by the sweep when nothing points to it.

const DEAD =
  'This download link is not valid: it has expired, was revoked, or the record was deleted.';

let server: TestServer;
let dir: string;
let owner: Account;
let other: Account;
let record: { id: number; written: WrittenRecord };

beforeAll(async () => {
  server = await startServer();
  dir = await mkdtemp(join(tmpdir(), 'ads-record-files-'));
  [owner, other] = [await server.signUp(), await server.signUp()];
  record = await uploadFixture(server, owner.access, {
    dir,
    name: '주행 "기록" 1.mcap',
    format: 'mcap',
    options: { durationS: 10, profile: 'urban', lidarPoints: 50 },
  });
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (id: number, token = owner.access) =>
  server.call(API.getRecord, { token, params: { id } });

describe("the owner's download link", () => {
  it('gives the file with its name, for ten minutes', async () => {
    const link = await downloadLink(server, owner.access, record.id);
    expect(link.url).toMatch(/^\/api\/record\/download\/\?token=\d+\.\d+\.[\w-]+$/);
    expect(new Date(link.expires_at).getTime() - server.clock.now().getTime()).toBeCloseTo(
      600_000,
      -4,
    );
    const got = await download(server, link.url);
    expect(got.status).toBe(200);
    expect(got.bytes.equals(await readFile(record.written.path))).toBe(true);
    expect(got.headers.get('content-type')).toBe('application/octet-stream');
    // An ASCII stand-in for old clients, the exact name in UTF-8 for the others.
    expect(got.headers.get('content-disposition')).toBe(
      `attachment; filename="__ ____ 1.mcap"; filename*=UTF-8''${encodeURIComponent('주행 "기록" 1.mcap')}`,
    );
    expect(got.headers.get('cache-control')).toBe('no-store');
    const head = await fetch(new URL(link.url, server.url), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(record.written.size));
    expect((await head.arrayBuffer()).byteLength).toBe(0);

    server.clock.advance(600_000 + 1000);
    const late = await download(server, link.url);
    expect(late.status).toBe(404);
    expect(JSON.parse(late.bytes.toString())).toEqual({ success: false, message: DEAD });
  });

  it('is refused when forged or changed', async () => {
    const link = await downloadLink(server, owner.access, record.id);
    const token = new URL(link.url, server.url).searchParams.get('token')!;
    const [id, expires, signature] = token.split('.');
    for (const forged of [
      `${id}.${Number(expires) + 3600}.${signature}`,
      `${Number(id) + 1}.${expires}.${signature}`,
      `${id}.${expires}.${signature!.slice(0, -2)}AA`,
      'x'.repeat(43),
      `${id}.${expires}`,
    ]) {
      const answer = await download(
        server,
        `/api/record/download/?token=${encodeURIComponent(forged)}`,
      );
      expect(answer.status, forged).toBe(404);
    }
  });
});

describe('the download link for players on other origins (Foxglove, ADR 30)', () => {
  const FOXGLOVE = 'https://app.foxglove.dev';

  it('answers a preflight for Range and gives a range with the headers a player reads', async () => {
    const link = await downloadLink(server, owner.access, record.id);
    const url = new URL(link.url, server.url);
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: {
        origin: FOXGLOVE,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'range',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('GET');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toBe('range');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();

    const size = record.written.size;
    const ranged = await fetch(url, { headers: { origin: FOXGLOVE, range: 'bytes=8-107' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 8-107/${size}`);
    expect(ranged.headers.get('content-length')).toBe('100');
    expect(ranged.headers.get('accept-ranges')).toBe('bytes');
    expect(ranged.headers.get('access-control-allow-origin')).toBe('*');
    const exposed = (ranged.headers.get('access-control-expose-headers') ?? '')
      .toLowerCase()
      .split(/,\s*/);
    expect(exposed).toEqual(
      expect.arrayContaining(['content-range', 'accept-ranges', 'content-length']),
    );
    expect(ranged.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const file = await readFile(record.written.path);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(file.subarray(8, 108))).toBe(true);

    // A dead link says so to the player too.
    const dead = await fetch(new URL('/api/record/download/?token=gone', server.url), {
      headers: { origin: FOXGLOVE },
    });
    expect(dead.status).toBe(404);
    expect(dead.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('leaves every other API route to its own origin', async () => {
    for (const path of [
      `/api/record/${record.id}`,
      API.health.path,
      API.listProjects.path,
      '/api/record/upload/',
    ]) {
      const url = new URL(path, server.url);
      const preflight = await fetch(url, {
        method: 'OPTIONS',
        headers: {
          origin: FOXGLOVE,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'range',
        },
      });
      // No grant: a browser refuses the cross-origin request (tus keeps its own answer).
      expect(preflight.headers.get('access-control-allow-origin'), path).toBeNull();
      const got = await fetch(url, {
        headers: { origin: FOXGLOVE, authorization: `Bearer ${owner.access}` },
      });
      expect(got.headers.get('access-control-allow-origin'), path).toBeNull();
      expect(got.headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
    }
  });
});

describe('sharing', () => {
  it('gives a lasting public link that works without signing in until unshared', async () => {
    const shared = await server.call(API.shareRecord, {
      token: owner.access,
      params: { id: record.id },
    });
    expect(shared.status).toBe(200);
    const { url, expires_at } = shared.body.detail;
    expect(url).toMatch(/^http:\/\/studio\.test\/api\/record\/download\/\?token=[\w-]{43}$/);
    expect(expires_at).toBeNull();
    // Sharing again gives the same link.
    const again = await server.call(API.shareRecord, {
      token: owner.access,
      params: { id: record.id },
    });
    expect(again.body.detail.url).toBe(url);
    expect((await get(record.id)).body.detail).toMatchObject({ shared: true, share_url: url });

    server.clock.advance(30 * 24 * 3600_000);
    const anonymous = await download(server, url);
    expect(anonymous.status).toBe(200);
    expect(anonymous.bytes.equals(await readFile(record.written.path))).toBe(true);

    // A month later the owner signs in again and revokes it.
    owner = await server.login(owner.email, owner.password);
    other = await server.login(other.email, other.password);
    const unshared = await server.call(API.unshareRecord, {
      token: owner.access,
      params: { id: record.id },
    });
    expect(unshared.body).toEqual({ success: true, message: 'The link no longer works.' });
    const revoked = await download(server, url);
    expect(revoked.status).toBe(404);
    expect(JSON.parse(revoked.bytes.toString())).toEqual({ success: false, message: DEAD });
    expect((await get(record.id)).body.detail).toMatchObject({ shared: false, share_url: null });

    // A new share is a new link; the old one stays dead.
    const reshared = await server.call(API.shareRecord, {
      token: owner.access,
      params: { id: record.id },
    });
    expect(reshared.body.detail.url).not.toBe(url);
    expect((await download(server, url)).status).toBe(404);
    expect((await download(server, reshared.body.detail.url)).status).toBe(200);
  });
});

describe('the shared playback', () => {
  const SHARE_DEAD = 'This share link is not valid: it was revoked, or the record was deleted.';
  const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

  it("gives the file's facts, topics and one signal to the link's holder, none of the owner's, until unshared", async () => {
    await server.call(API.updateRecord, {
      token: owner.access,
      params: { id: record.id },
      body: { vehicle: 'Owner car 7', tags: ['private-tag'] },
    });
    const shared = await server.call(API.shareRecord, {
      token: owner.access,
      params: { id: record.id },
    });
    const url = shared.body.detail.url;
    const token = tokenOf(url);
    const own = (await get(record.id)).body.detail;

    const answer = await server.call(API.sharedRecord, { query: { token } });
    expect(answer.status).toBe(200);
    const detail = answer.body.detail;
    expect(detail).toEqual({
      name: own.name,
      format: own.format,
      size: own.size,
      clock: own.clock,
      start: own.start,
      end: own.end,
      start_ns: own.start_ns,
      end_ns: own.end_ns,
      duration_s: own.duration_s,
      message_count: own.message_count,
      topic_count: own.topic_count,
      distance_m: own.distance_m,
      avg_speed_mps: own.avg_speed_mps,
      max_speed_mps: own.max_speed_mps,
      topics: own.topics,
      route: own.route,
      route_source: own.route_source,
      speed: own.speed,
      share_url: url,
    });
    const text = JSON.stringify(answer.body);
    for (const secret of [own.owner.username, 'Owner car 7', 'private-tag']) {
      expect(text).not.toContain(secret);
    }

    const signal = await server.call(API.sharedRecordSignal, {
      query: { token, topic: TOPICS.odometry, field: 'twist.twist.linear.x' },
    });
    const ownSignal = await server.call(API.recordSignal, {
      token: owner.access,
      params: { id: record.id },
      query: { topic: TOPICS.odometry, field: 'twist.twist.linear.x' },
    });
    expect(signal.status).toBe(200);
    expect(signal.body.detail).toEqual(ownSignal.body.detail);
    const unknown = await server.call(API.sharedRecordSignal, {
      query: { token, topic: '/no/such', field: 'x' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ message: 'The record has no topic "/no/such".' });

    // The owner's own short-lived link is a download, not a share: it opens no playback.
    const signed = tokenOf(
      new URL((await downloadLink(server, owner.access, record.id)).url, 'http://studio.test').href,
    );
    expect((await server.call(API.sharedRecord, { query: { token: signed } })).status).toBe(404);

    await server.call(API.unshareRecord, { token: owner.access, params: { id: record.id } });
    for (const answerOf of [
      () => server.call(API.sharedRecord, { query: { token } }),
      () =>
        server.call(API.sharedRecordSignal, {
          query: { token, topic: TOPICS.odometry, field: 'twist.twist.linear.x' },
        }),
    ]) {
      const refused = await answerOf();
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({ success: false, message: SHARE_DEAD });
    }
  });
});

describe('a signal', () => {
  it('is one numeric field of a topic over time', async () => {
    const answer = await server.call(API.recordSignal, {
      token: owner.access,
      params: { id: record.id },
      query: { topic: TOPICS.odometry, field: 'twist.twist.linear.x' },
    });
    expect(answer.status).toBe(200);
    const { t, v, topic, field } = answer.body.detail;
    expect({ topic, field }).toEqual({ topic: TOPICS.odometry, field: 'twist.twist.linear.x' });
    expect(t.length).toBeGreaterThan(10);
    expect(t.length).toBe(v.length);
    expect(Math.max(...v)).toBeGreaterThan(5);
    expect(t[0]).toBeGreaterThanOrEqual(0);
    expect(t[t.length - 1]).toBeLessThanOrEqual(10);
  });

  it('names an unknown topic or field', async () => {
    const topic = await server.call(API.recordSignal, {
      token: owner.access,
      params: { id: record.id },
      query: { topic: '/no/such', field: 'x' },
    });
    expect(topic.status).toBe(400);
    expect(topic.body).toEqual({
      success: false,
      message: 'The record has no topic "/no/such".',
      detail: { topic: 'Unknown topic.' },
    });
    const field = await server.call(API.recordSignal, {
      token: owner.access,
      params: { id: record.id },
      query: { topic: TOPICS.odometry, field: 'twist.nothing' },
    });
    expect(field.status).toBe(400);
    expect(field.body).toMatchObject({ detail: { field: 'Not a numeric field.' } });
  });
});

describe("a pose topic's path (the playback's trail)", () => {
  it("gives the odometry's positions, thinned by distance, exactly as driven", async () => {
    const answer = await server.call(API.recordPath, {
      token: owner.access,
      params: { id: record.id },
      query: { topic: TOPICS.odometry },
    });
    expect(answer.status).toBe(200);
    const { t, x, y, z, frame_id, topic } = answer.body.detail;
    expect({ topic, frame_id }).toEqual({ topic: TOPICS.odometry, frame_id: 'odom' });
    const { drive, steps } = record.written;
    const published = steps[TOPICS.odometry]!;
    expect(t.length).toBeGreaterThan(10);
    expect(t.length).toBeLessThan(published.length);
    for (let i = 0; i < t.length; i++) {
      // Every kept position is one the vehicle drove through, at the time it was there.
      const k = Math.round(t[i]! / STEP_S);
      expect(published).toContain(k);
      expect(x[i]).toBeCloseTo(drive.x[k]!, 9);
      expect(y[i]).toBeCloseTo(drive.y[k]!, 9);
      expect(z[i]).toBe(0);
      if (i > 0 && i < t.length - 1) {
        const moved = Math.hypot(x[i]! - x[i - 1]!, y[i]! - y[i - 1]!);
        expect(moved >= 0.2 - 1e-9 || t[i]! - t[i - 1]! >= 1 - 1e-9).toBe(true);
      }
    }
    // The first and the last pose are kept.
    expect(Math.round(t[0]! / STEP_S)).toBe(published[0]);
    expect(Math.round(t[t.length - 1]! / STEP_S)).toBe(published[published.length - 1]);
  });

  it('names a topic that has no poses or does not exist', async () => {
    const lidar = await server.call(API.recordPath, {
      token: owner.access,
      params: { id: record.id },
      query: { topic: TOPICS.lidar },
    });
    expect(lidar.status).toBe(400);
    expect(lidar.body).toEqual({
      success: false,
      message: `The topic "${TOPICS.lidar}" holds no poses.`,
      detail: { topic: 'No poses.' },
    });
    const none = await server.call(API.recordPath, {
      token: owner.access,
      params: { id: record.id },
      query: { topic: '/no/such' },
    });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ message: 'The record has no topic "/no/such".' });
  });

  it('is the same through a share, and refused once unshared', async () => {
    const shared = await server.call(API.shareRecord, {
      token: owner.access,
      params: { id: record.id },
    });
    const token = new URL(shared.body.detail.url).searchParams.get('token')!;
    const own = await server.call(API.recordPath, {
      token: owner.access,
      params: { id: record.id },
      query: { topic: TOPICS.odometry },
    });
    const viaShare = await server.call(API.sharedRecordPath, {
      query: { token, topic: TOPICS.odometry },
    });
    expect(viaShare.status).toBe(200);
    expect(viaShare.body.detail).toEqual(own.body.detail);
    await server.call(API.unshareRecord, { token: owner.access, params: { id: record.id } });
    const refused = await server.call(API.sharedRecordPath, {
      query: { token, topic: TOPICS.odometry },
    });
    expect(refused.status).toBe(404);
  });
});

describe('deleting', () => {
  it('removes the record and its file; its links stop working', async () => {
    const doomed = await uploadFixture(server, owner.access, {
      dir,
      name: 'doomed.bag',
      format: 'bag',
      options: { durationS: 3, lidarPoints: 10 },
    });
    const link = await downloadLink(server, owner.access, doomed.id);
    const filesBefore = (await storedFiles(server)).records;
    expect(filesBefore).toHaveLength(2);
    const deleted = await server.call(API.deleteRecord, {
      token: owner.access,
      params: { id: doomed.id },
    });
    expect(deleted.body).toEqual({ success: true, message: 'The record was deleted.' });
    expect((await get(doomed.id)).status).toBe(404);
    expect((await storedFiles(server)).records).toHaveLength(1);
    expect((await download(server, link.url)).status).toBe(404);
  });

  it("lets an admin delete someone else's record", async () => {
    const theirs = await uploadFixture(server, other.access, {
      dir,
      name: 'theirs.mcap',
      format: 'mcap',
      options: { durationS: 3, lidarPoints: 10 },
    });
    const admin = await server.withRole('ADMIN');
    const answer = await server.call(API.deleteRecord, {
      token: admin.access,
      params: { id: theirs.id },
    });
    expect(answer.status).toBe(200);
    expect((await storedFiles(server)).records).toHaveLength(1);
  });
});

describe('deleting an account', () => {
  it('removes its records and their files, and nothing of anyone else', async () => {
    const leaving = await server.signUp();
    for (const name of ['one.mcap', 'two.bag']) {
      await uploadFixture(server, leaving.access, {
        dir,
        name,
        format: name.endsWith('.bag') ? 'bag' : 'mcap',
        options: { durationS: 3, lidarPoints: 10 },
      });
    }
    expect((await storedFiles(server)).records).toHaveLength(3);
    const answer = await server.call(API.withdraw, { token: leaving.access });
    expect(answer.status).toBe(200);
    expect((await storedFiles(server)).records).toHaveLength(1);
    expect((await get(record.id)).status).toBe(200);
  });
});

describe('the storage sweep', () => {
  it('removes files no record points to once they are past the grace period', async () => {
    const records = join(server.filesDir, 'records');
    const [kept] = await readdir(records);
    const orphan = '00000000-0000-4000-8000-000000000000.mcap';
    await copyFile(join(records, kept!), join(records, orphan));
    // Written "now" by the server's clock, which the tests above moved a month ahead.
    await utimes(join(records, orphan), server.clock.now(), server.clock.now());
    expect(await server.services.recordModule.sweep.sweep()).toEqual({ records: 0, uploads: 0 });
    server.clock.advance(3600_000 + 1000);
    expect(await server.services.recordModule.sweep.sweep()).toEqual({ records: 1, uploads: 0 });
    expect(await readdir(records)).toEqual([kept]);
  });

  it('runs when an instance starts, so a crash leaves no orphan behind a restart', async () => {
    // The new instance runs on the real clock: its files are old by their real times.
    const records = join(server.filesDir, 'records');
    const uploads = join(server.filesDir, 'uploads');
    const [kept] = await readdir(records);
    const orphan = join(records, '00000000-0000-4000-8000-000000000001.bag');
    const halfUpload = join(uploads, 'f'.repeat(32));
    await copyFile(join(records, kept!), orphan);
    await copyFile(join(records, kept!), halfUpload);
    const longAgo = new Date(Date.now() - 2 * 3600_000);
    await utimes(orphan, longAgo, longAgo);
    await utimes(halfUpload, longAgo, longAgo);
    const restarted = await startInstance({ database: server.database, filesDir: server.filesDir });
    try {
      for (let i = 0; i < 200 && (await readdir(records)).length > 1; i++) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(await readdir(records)).toEqual([kept]);
      expect(await readdir(uploads)).toEqual([]);
    } finally {
      await restarted.close();
    }
  });
});
