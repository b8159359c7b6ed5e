import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RangeServer, serveFile } from '../../../../../../test-support/range-server';
import {
  JSON_TOPIC,
  TOPICS,
  type WrittenRecord,
  writeMcap,
} from '../../../../../../test-support/record-files';
import { RGB_IMAGE_TOPIC } from '../../../../../../test-support/record-extra-topics';
import { PlaybackClient, PlaybackError, type WorkerLike } from './playback-client';
import { PlaybackHandler } from './playback-handler';
import type { PlaybackAnswer, PlaybackRequest } from './protocol';

/*
 * The page's client and the worker's handler together, the handler run in-process in place of
 * the Web Worker (Node has none), reading a real MCAP file from a real HTTP server on loopback
 * by range. Bitmaps are the one browser part left out: a stand-in carries the image's size.
 */

class InProcessWorker implements WorkerLike {
  onmessage: ((event: MessageEvent<PlaybackAnswer>) => void) | null = null;
  readonly requests: PlaybackRequest[] = [];
  terminated = false;
  readonly handler = new PlaybackHandler({
    toBitmap: async (image) =>
      ({
        width: 'width' in image ? image.width : 0,
        height: 'height' in image ? image.height : 0,
        close: () => undefined,
      }) as ImageBitmap,
  });

  postMessage(request: PlaybackRequest): void {
    this.requests.push(request);
    void this.handler.handle(request).then(({ answer }) => {
      this.onmessage?.({ data: answer } as MessageEvent<PlaybackAnswer>);
    });
  }

  terminate(): void {
    this.terminated = true;
    void this.handler.close();
  }
}

let dir: string;
let record: WrittenRecord;
let server: RangeServer;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'playback-client-'));
  record = await writeMcap(join(dir, 'drive.mcap'), {
    durationS: 20,
    lidarPoints: 4000,
    sensors: ['gnss', 'odometry', 'lidar'],
    withJson: true,
    withRawImages: true,
  });
  server = await serveFile(record.path);
}, 60_000);

afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('PlaybackClient with the playback handler', () => {
  it('starts the worker with the first request, opens by range and answers at, series, paths', async () => {
    let worker: InProcessWorker | undefined;
    const client = new PlaybackClient(() => (worker = new InProcessWorker()));
    expect(worker).toBeUndefined();
    const summary = (await client.open(server.url))!;
    expect(worker).toBeDefined();
    expect(summary).toMatchObject({
      format: 'mcap',
      startNs: String(record.startNs),
      endNs: String(record.endNs),
      fileBytes: record.size,
      indexed: true,
    });
    expect(summary.bytesRead).toBeLessThan(record.size / 10);
    expect(summary.topics.find((t) => t.topic === RGB_IMAGE_TOPIC)).toMatchObject({
      kind: 'image',
      decodable: true,
    });

    const time = record.startNs + 7_000_000_000n;
    const at = (await client.at(String(time), [TOPICS.lidar, RGB_IMAGE_TOPIC, JSON_TOPIC]))!;
    expect(at.messages.map((m) => [m.topic, m.timeNs])).toEqual([
      [TOPICS.lidar, String(time)],
      [RGB_IMAGE_TOPIC, String(time)],
      [JSON_TOPIC, String(time)],
    ]);
    expect(at.messages[0]!.view).toMatchObject({ kind: 'cloud', points: 4000 });
    expect(at.messages[1]!.view).toMatchObject({
      kind: 'image',
      width: 4,
      height: 3,
      encoding: 'rgb8',
    });
    expect(at.messages[2]!.message).toMatchObject({ gear: 'D' });
    expect(at.bytesRead).toBeLessThan(record.size / 2);

    // A frame later (playing), the page names what it shows: a message still the latest comes
    // back `same`, nothing decoded or sent; one that moved on comes whole.
    const later = (await client.at(String(time + 1_000_000n), [TOPICS.lidar, TOPICS.odometry], {
      have: { [TOPICS.lidar]: String(time), [TOPICS.odometry]: String(time - 20_000_000n) },
    }))!;
    expect(later.messages).toEqual([
      { topic: TOPICS.lidar, timeNs: String(time), message: null, same: true },
      expect.objectContaining({ topic: TOPICS.odometry, timeNs: String(time) }),
    ]);
    expect(later.messages[1]!.message).toMatchObject({ twist: expect.anything() });

    const { series } = await client.series(
      String(record.startNs),
      String(record.startNs + 1_000_000_000n),
      [{ topic: TOPICS.odometry, path: 'twist.twist.linear.x' }],
    );
    expect(series[0]!.v.length).toBe(51);
    expect(series[0]!.v[10]).toBe(record.drive.speed[20]);
    expect(await client.paths(JSON_TOPIC)).toEqual(['speed_kph', 'fuel.level']);
    client.dispose();
    expect(worker!.terminated).toBe(true);
  });

  it("reads the link's time as it opens, and answers the first at there from it", async () => {
    const workers: InProcessWorker[] = [];
    const client = new PlaybackClient(() => {
      workers.push(new InProcessWorker());
      return workers[0]!;
    });
    const offset = 7_000_000_000n;
    const summary = (await client.open(server.url, offset))!;
    // The open's answer does not wait for that time's messages; they are read beside it.
    const time = String(BigInt(summary.startNs) + offset);
    await workers[0]!.handler.firstReadDone();
    const sent = server.bytesSent;
    const first = (await client.at(time, [TOPICS.lidar, JSON_TOPIC], {
      have: { [JSON_TOPIC]: '1' },
    }))!;
    expect(first.messages.map((m) => [m.topic, m.timeNs])).toEqual([
      [TOPICS.lidar, time],
      [JSON_TOPIC, time],
    ]);
    expect(first.messages[0]!.view).toMatchObject({ kind: 'cloud', points: 4000 });
    expect(first.messages[1]!.message).toMatchObject({ gear: 'D' });
    // Nothing more read for them: the open had.
    expect(server.bytesSent).toBe(sent);
    // The same again with what the page holds: same.
    const again = (await client.at(time, [TOPICS.lidar], { have: { [TOPICS.lidar]: time } }))!;
    expect(again.messages).toEqual([
      { topic: TOPICS.lidar, timeNs: time, message: null, same: true },
    ]);
    // Another time is read as ever.
    const later = String(BigInt(time) + 3_000_000_000n);
    await client.at(later, [TOPICS.lidar]);
    expect(server.bytesSent).toBeGreaterThan(sent);
    client.dispose();
  });

  it('makes an older at moot when a newer one is asked', async () => {
    const client = new PlaybackClient(() => new InProcessWorker());
    await client.open(server.url);
    const older = client.at(String(record.startNs + 3_000_000_000n), [TOPICS.lidar]);
    const newer = client.at(String(record.startNs + 9_000_000_000n), [TOPICS.lidar]);
    expect(await older).toBeNull();
    expect((await newer)!.messages[0]!.timeNs).toBe(String(record.startNs + 9_000_000_000n));
    client.dispose();
  });

  it('rejects with a sentence when the link has expired, and reads on after a relink', async () => {
    const expiring = await serveFile(record.path);
    const fresh = await serveFile(record.path);
    try {
      const client = new PlaybackClient(() => new InProcessWorker());
      await client.open(expiring.url);
      expiring.expire();
      const time = String(record.startNs + 10_000_000_000n);
      const failure = await client.at(time, [TOPICS.lidar]).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(PlaybackError);
      expect((failure as PlaybackError).message).toMatch(/link is not valid any more \(HTTP 403\)/);
      expect((failure as PlaybackError).expired).toBe(true);
      await client.relink(fresh.url);
      const at = (await client.at(time, [TOPICS.lidar]))!;
      expect(at.messages[0]).toMatchObject({ topic: TOPICS.lidar, timeNs: time });
      expect(fresh.bytesSent).toBeGreaterThan(0);
      await expect(client.open(expiring.url)).rejects.toThrow(/HTTP 403/);
      client.dispose();
    } finally {
      await expiring.close();
      await fresh.close();
    }
  });
});
