import { once } from 'node:events';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { DirectReads } from './direct-reads';
import { Outbound } from './outbound';

const CHUNK = 64 * 1024;
let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** A loopback server that writes `bytes` to the first client, and the client reading them. */
async function pair(bytes: Buffer): Promise<{ socket: Socket; reads: DirectReads }> {
  server = createServer((peer) => peer.end(bytes));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  const reads = new DirectReads(CHUNK);
  const socket = connect({ host: '127.0.0.1', port, onread: reads.onread });
  return { socket, reads };
}

const pattern = (size: number) => Buffer.from(Array.from({ length: size }, (_, i) => i % 251));

describe('DirectReads', () => {
  it('fills whole chunks from the reads and Outbound sends each as one view, not a copy', async () => {
    const written = pattern(5 * CHUNK + 1234);
    const { socket, reads } = await pair(written);
    const closed = once(socket, 'close');
    const sent: Buffer[] = [];
    const outbound = new Outbound((bytes) => sent.push(bytes), socket, 1 << 30, CHUNK);
    // The greeting may come before the session takes the bytes: it is held, then given first.
    // Here all of it has come (the socket ended) before the session attaches, so the reads are
    // given in one turn, as a frame's reads of one turn are. (A 50 ms wait instead failed under
    // CI's load: the last reads came after it, each in a turn of its own, and a chunk filled
    // over two turns rightly leaves as two messages.)
    await once(socket, 'end');
    reads.attach((bytes) => outbound.push(bytes));
    await closed;
    await new Promise((resolve) => setImmediate(resolve));
    expect(Buffer.concat(sent)).toEqual(written);
    const whole = sent.filter((bytes) => bytes.length === CHUNK);
    expect(whole.length).toBeGreaterThanOrEqual(4);
    // A whole chunk is the chunk's own memory: the reads landed in it one after the other.
    for (const bytes of whole) expect(bytes.buffer.byteLength).toBe(CHUNK);
  });

  it('stops reading while the window is full and goes on with the credit', async () => {
    const written = pattern(8 * CHUNK);
    const { socket, reads } = await pair(written);
    const sent: Buffer[] = [];
    const outbound = new Outbound((bytes) => sent.push(bytes), socket, 2 * CHUNK, CHUNK);
    reads.attach((bytes) => outbound.push(bytes));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const held = sent.reduce((sum, bytes) => sum + bytes.length, 0);
    expect(held).toBe(2 * CHUNK);
    expect(outbound.holding).toBe(true);
    while (sent.reduce((sum, bytes) => sum + bytes.length, 0) < written.length) {
      outbound.credit(outbound.inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(Buffer.concat(sent)).toEqual(written);
  });
});
