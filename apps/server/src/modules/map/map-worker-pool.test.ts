import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import { gunzipSync, gzipSync } from 'node:zlib';
import { MAP_FINDINGS_KEPT } from '@ads/contract';
import type { MapProjector } from '@ads/lanelet2';
import { afterEach, describe, expect, it } from 'vitest';
import type { ImportResult } from './map-tasks';
import { type MapWorkerPool, createMapWorkerPool } from './map-worker-pool';

const PROJECTOR: MapProjector = { projector_type: 'MGRS', mgrs_grid: '54SUE' };

/** A stored version (gzip of the file) with `nodes` nodes and one way through them. */
function storedMap(nodes: number): Uint8Array {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<osm version="0.6">'];
  for (let i = 1; i <= nodes; i++) {
    lines.push(`  <node id="${i}" lat="35.6${i}" lon="139.7${i}"/>`);
  }
  lines.push('  <way id="100">');
  for (let i = 1; i <= nodes; i++) lines.push(`    <nd ref="${i}"/>`);
  lines.push('  </way>', '</osm>');
  return new Uint8Array(gzipSync(lines.join('\n')));
}

const countTask = (nodes: number) => ({
  task: 'elements' as const,
  gz: storedMap(nodes),
  projector: PROJECTOR,
});

let pool: MapWorkerPool | undefined;
const makePool = (size: number, idleMs = 60_000, keep = 0) =>
  (pool = createMapWorkerPool({ here: import.meta.url, size, idleMs, keep }));
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('the map worker pool', () => {
  it('runs tasks one after another on the one thread it keeps', async () => {
    const maps = makePool(1);
    expect(await maps.run<number>(countTask(3))).toBe(4);
    expect(maps.threads).toBe(1);
    expect(await maps.run<number>(countTask(5))).toBe(6);
    expect(maps.threads).toBe(1);
  });

  it('queues tasks beyond its size and answers each its own', async () => {
    const maps = makePool(2);
    const answers = await Promise.all([2, 3, 4, 5, 6].map((n) => maps.run<number>(countTask(n))));
    expect(answers).toEqual([3, 4, 5, 6, 7]);
    expect(maps.threads).toBe(2);
  });

  it("refuses a failing task with the worker's message and serves the next one", async () => {
    const maps = makePool(1);
    const broken = { ...countTask(1), gz: new Uint8Array([1, 2, 3, 4]) };
    await expect(maps.run(broken)).rejects.toThrow(/header|check/i);
    expect(await maps.run<number>(countTask(2))).toBe(3);
  });

  it('starts a thread ahead with warm() and ends it once idle for idleMs', async () => {
    const maps = makePool(2, 300);
    maps.warm();
    maps.warm();
    expect(maps.threads).toBe(1);
    await expect.poll(() => maps.threads, { timeout: 20_000, interval: 100 }).toBe(0);
    expect(await maps.run<number>(countTask(1))).toBe(2);
  });

  it('keeps `keep` threads however long idle, the others ending after idleMs', async () => {
    const maps = makePool(2, 300, 1);
    // Two tasks at once: two threads.
    expect(
      await Promise.all([maps.run<number>(countTask(300)), maps.run<number>(countTask(2))]),
    ).toEqual([301, 3]);
    expect(maps.threads).toBe(2);
    await expect.poll(() => maps.threads, { timeout: 20_000, interval: 100 }).toBe(1);
    // Several idle spans later, the kept one is still there, and serves.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(maps.threads).toBe(1);
    expect(await maps.run<number>(countTask(4))).toBe(5);
    expect(maps.threads).toBe(1);
  });

  it('warms a thread on a generated district, which it reads whole', async () => {
    const maps = makePool(1, 60_000, 1);
    // The lanelets of the district it went over: its parser and validator ran on a real map.
    expect(await maps.run<number>({ task: 'warm' })).toBeGreaterThan(300);
    expect(maps.threads).toBe(1);
  });

  it('imports a save that comes down a port piece by piece as one read from a file', async () => {
    const maps = makePool(1);
    // Cut inside a multi-byte character, as a socket may cut it.
    const text = gunzipSync(storedMap(50))
      .toString()
      .replace('<way id="100">', '<way id="100">\n    <tag k="name" v="東京"/>');
    const bytes = Buffer.from(text);
    const cut = bytes.indexOf('東') + 1;
    const task = { task: 'import', projector: PROJECTOR, keep: MAP_FINDINGS_KEPT } as const;
    const { port1, port2 } = new MessageChannel();
    const fromPort = maps.run<ImportResult>({ ...task, source: { port: port2 } }, [port2]);
    for (const piece of [bytes.subarray(0, cut), bytes.subarray(cut)]) {
      port1.postMessage(new Uint8Array(piece));
    }
    port1.postMessage('end');
    const streamed = await fromPort;
    const dir = await mkdtemp(join(tmpdir(), 'map-import-'));
    try {
      await writeFile(join(dir, 'map.osm'), bytes);
      const read = await maps.run<ImportResult>({
        ...task,
        source: { file: join(dir, 'map.osm') },
      });
      expect(streamed.elements).toBe(51);
      expect(streamed.bytes).toBe(bytes.length);
      expect(gunzipSync(streamed.gz).toString()).toBe(text);
      expect({ ...streamed, gz: null }).toEqual({ ...read, gz: null });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('fails an import whose file broke off and serves the next task', async () => {
    const maps = makePool(1);
    const { port1, port2 } = new MessageChannel();
    const task = { task: 'import', keep: 10, source: { port: port2 } } as const;
    const broken = maps.run(task, [port2]);
    port1.postMessage(new Uint8Array(gunzipSync(storedMap(3)).subarray(0, 40)));
    port1.postMessage('abort');
    await expect(broken).rejects.toThrow('did not arrive whole');
    // The server's side closed without a last word: the same.
    const channel = new MessageChannel();
    const silent = maps.run({ ...task, source: { port: channel.port2 } }, [channel.port2]);
    channel.port1.close();
    await expect(silent).rejects.toThrow('did not arrive whole');
    expect(await maps.run<number>(countTask(2))).toBe(3);
  });

  it('fails the tasks running and waiting when closed', async () => {
    const maps = makePool(1);
    const running = expect(maps.run(countTask(200))).rejects.toThrow('closed');
    const waiting = expect(maps.run(countTask(2))).rejects.toThrow('closed');
    await maps.close();
    await running;
    await waiting;
    expect(maps.threads).toBe(0);
  });
});
