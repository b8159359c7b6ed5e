import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo, Socket as NetSocket } from 'node:net';
import { Server, type Socket } from 'socket.io';
import { io as ioClient, type Socket as ClientSocket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { coalesceWrites } from './coalesce-writes';

/** A socket.io server on loopback; `hold` says whether its connections' writes are coalesced. */
async function serve(hold: boolean) {
  const http: HttpServer = createServer();
  const io = new Server(http);
  const connected = new Promise<Socket>((resolve) =>
    io.on('connection', (socket) => {
      if (hold) coalesceWrites(socket);
      resolve(socket);
    }),
  );
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return { io, http, url, connected };
}

const opened: { io: Server; client: ClientSocket }[] = [];
afterEach(async () => {
  for (const { io, client } of opened.splice(0)) {
    client.close();
    await io.close();
  }
});

/** The system calls that put bytes on the server side of `socket`'s TCP connection. */
function countWrites(socket: Socket) {
  const raw = (socket.conn.transport as unknown as { socket: { _socket: NetSocket } }).socket
    ._socket as NetSocket & {
    _writev: (...args: unknown[]) => void;
    _write: (...args: unknown[]) => void;
  };
  const counted = { calls: 0 };
  for (const name of ['_writev', '_write'] as const) {
    const original = raw[name].bind(raw);
    raw[name] = (...args: unknown[]) => {
      counted.calls += 1;
      original(...args);
    };
  }
  return counted;
}

/** Receives `count` `n` events; resolves with their numbers in arrival order. */
function receive(client: ClientSocket, count: number) {
  const got: number[] = [];
  return new Promise<number[]>((resolve) => {
    client.on('n', (n: number) => {
      got.push(n);
      if (got.length === count) resolve(got);
    });
  });
}

async function connectTo(
  server: Awaited<ReturnType<typeof serve>>,
  transports: ('websocket' | 'polling')[],
) {
  const client = ioClient(server.url, { transports, reconnection: false, forceNew: true });
  opened.push({ io: server.io, client });
  const socket = await server.connected;
  return { client, socket };
}

const BURST = 200;
const numbers = Array.from({ length: BURST }, (_, i) => i);
/**
 * Writes a burst takes when held: the first message as its turn ends, then, in one, all that
 * engine.io kept while that write was under way (it sends the next only once the last is out).
 */
const HELD_BURST_WRITES = 2;

/**
 * Emits the burst in one turn (`emit` for each number), checks it arrived whole and in order,
 * and gives the counter of the server's writes to the client since just before it.
 */
async function burst(client: ClientSocket, socket: Socket, emit: (n: number) => void) {
  const writes = countWrites(socket);
  const arrived = receive(client, BURST);
  for (const n of numbers) emit(n);
  expect(await arrived).toEqual(numbers);
  return writes;
}

describe('coalesceWrites', () => {
  it('sends a burst one turn emits to a browser in two writes, whole and in order', async () => {
    const server = await serve(true);
    const { client, socket } = await connectTo(server, ['websocket']);
    const writes = await burst(client, socket, (n) => socket.emit('n', n));
    expect(writes.calls).toBe(HELD_BURST_WRITES);
  });

  it('keeps each message its own write without it (what the studio did before)', async () => {
    const server = await serve(false);
    const { client, socket } = await connectTo(server, ['websocket']);
    const writes = await burst(client, socket, (n) => socket.emit('n', n));
    expect(writes.calls).toBe(BURST);
  });

  it('holds a room broadcast too (a frame socket.io encoded once for every member)', async () => {
    const server = await serve(true);
    const { client, socket } = await connectTo(server, ['websocket']);
    await socket.join('fleet');
    const writes = await burst(client, socket, (n) => server.io.to('fleet').emit('n', n));
    expect(writes.calls).toBe(HELD_BURST_WRITES);
  });

  it('writes at once again in the next turn, and after a move from long polling', async () => {
    const server = await serve(true);
    const { client, socket } = await connectTo(server, ['polling', 'websocket']);
    await new Promise<void>((resolve) => socket.conn.once('upgrade', () => resolve()));
    const writes = await burst(client, socket, (n) => socket.emit('n', n));
    expect(writes.calls).toBe(HELD_BURST_WRITES);
    client.off('n');
    const second = receive(client, 1);
    socket.emit('n', BURST);
    expect(await second).toEqual([BURST]);
    expect(writes.calls).toBe(HELD_BURST_WRITES + 1);
  });
});
