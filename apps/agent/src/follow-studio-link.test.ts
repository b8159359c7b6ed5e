import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { followStudioLink } from './connection';

// A real socket.io server and client on loopback: the vehicle link hears the studio link come
// up even when the socket connected before the agent got round to listening (it reads its map
// source first). Before, such a vehicle never beat: its PC online, no vehicle in FMS or HMI.

const open: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const close of open.splice(0).reverse()) await close();
});

async function studio(): Promise<{ url: string; server: Server }> {
  const http = createServer();
  const server = new Server(http);
  await new Promise<void>((done) => http.listen(0, '127.0.0.1', done));
  open.push(() => new Promise<void>((done) => server.close(() => done())));
  return { url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`, server };
}

function client(url: string): Socket {
  const socket = io(url, { transports: ['websocket'], reconnection: false });
  open.push(() => void socket.close());
  return socket;
}

function link() {
  const calls: string[] = [];
  return {
    calls,
    connected: () => void calls.push('connected'),
    disconnected: () => void calls.push('disconnected'),
  };
}

describe('the vehicle link follows the studio link', () => {
  it('starts at once when the socket is already up', async () => {
    const { url } = await studio();
    const socket = client(url);
    await new Promise<void>((done) => socket.once('connect', () => done()));
    const heard = link();
    followStudioLink(socket, heard);
    expect(heard.calls).toEqual(['connected']);
  });

  it('starts on connect, stops on disconnect, when listening came first', async () => {
    const { url, server } = await studio();
    const socket = client(url);
    const heard = link();
    followStudioLink(socket, heard);
    expect(heard.calls).toEqual([]);
    await new Promise<void>((done) => socket.once('connect', () => done()));
    expect(heard.calls).toEqual(['connected']);
    const gone = new Promise<void>((done) => socket.once('disconnect', () => done()));
    server.disconnectSockets();
    await gone;
    expect(heard.calls).toEqual(['connected', 'disconnected']);
  });
});
