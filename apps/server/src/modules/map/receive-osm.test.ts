import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import type { OsmPiece } from './map-tasks';
import { fileSink, portSink, receiveOsm } from './receive-osm';

const dir = await mkdtemp(join(tmpdir(), 'receive-osm-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A body that arrives in small pieces, each after the last was taken, as a socket gives them. */
function trickle(pieces: number, size: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      setImmediate(() => this.push(sent++ < pieces ? Buffer.alloc(size, 0x20) : null));
    },
  });
}

describe('receiving an OSM body', () => {
  it('writes a body within the limit whole', async () => {
    const file = join(dir, 'whole');
    await receiveOsm(trickle(50, 1000), fileSink(file), 100_000);
    expect((await readFile(file)).length).toBe(50_000);
  });

  it('refuses a body over the limit with 413, with writes still in flight, and nothing thrown later', async () => {
    // Pieces under the file stream's buffer are written at once, so one is on its way to the
    // disk when the limit is passed: its failure, emitted after destroy(), must be heard.
    for (let i = 0; i < 20; i++) {
      await expect(
        receiveOsm(trickle(200, 1000), fileSink(join(dir, `big-${i}`)), 30_000),
      ).rejects.toThrow('larger than 0 MB');
    }
    // The late errors come from the disk's callbacks: give them time to surface (vitest fails
    // the run on an uncaught exception).
    await new Promise((resolve) => setTimeout(resolve, 200));
  });

  it('refuses an empty body with 400', async () => {
    await expect(
      receiveOsm(trickle(0, 1), fileSink(join(dir, 'empty')), 1000),
    ).rejects.toMatchObject({
      status: 400,
    });
  });
});

/** Everything that comes down `port` until it closes, as the map thread hears it. */
function heard(port: MessagePort): Promise<OsmPiece[]> {
  const pieces: OsmPiece[] = [];
  port.on('message', (piece: OsmPiece) => pieces.push(piece));
  return new Promise((resolve) => port.once('close', () => resolve(pieces)));
}

describe('passing an OSM body to a map thread', () => {
  it('sends every piece in order, each in a buffer of its own, then the end', async () => {
    const { port1, port2 } = new MessageChannel();
    const pieces = heard(port2);
    await receiveOsm(trickle(40, 1000), portSink(port1), 100_000);
    const got = await pieces;
    expect(got.at(-1)).toBe('end');
    const bytes = got.slice(0, -1) as Uint8Array[];
    expect(bytes.reduce((sum, piece) => sum + piece.byteLength, 0)).toBe(40_000);
    for (const piece of bytes) expect(piece.buffer.byteLength).toBe(piece.byteLength);
  });

  it('ends with abort, not end, for a body over the limit or empty', async () => {
    for (const [pieces, status] of [
      [200, 413],
      [0, 400],
    ] as const) {
      const { port1, port2 } = new MessageChannel();
      const got = heard(port2);
      await expect(
        receiveOsm(trickle(pieces, 1000), portSink(port1), 30_000),
      ).rejects.toMatchObject({ status });
      expect((await got).at(-1)).toBe('abort');
    }
  });
});
