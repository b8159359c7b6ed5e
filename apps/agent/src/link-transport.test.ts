import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { afterEach, describe, expect, it } from 'vitest';
import { connect } from './connection';
import { maskingNeeded } from './link-transport';

const closers: Array<() => unknown> = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

describe("the agent link's WebSocket", () => {
  it('masks frames only where an intermediary could read them: plain HTTP to another host', () => {
    expect(maskingNeeded('http://studio.example.com:8080')).toBe(true);
    expect(maskingNeeded('http://10.0.0.5')).toBe(true);
    expect(maskingNeeded('http://127.0.0.1.example.com')).toBe(true);
    expect(maskingNeeded('https://studio.example.com')).toBe(false);
    expect(maskingNeeded('wss://studio.example.com')).toBe(false);
    expect(maskingNeeded('http://127.0.0.1:8080')).toBe(false);
    expect(maskingNeeded('http://localhost:8080')).toBe(false);
    expect(maskingNeeded('http://[::1]:8080')).toBe(false);
  });

  it('sends loopback frames with the all-zero mask, which the studio reads as sent', async () => {
    // A real socket.io server on loopback; the bytes the agent puts on the wire are read
    // beside the server's own reading of them.
    const http = createServer();
    const io = new Server(http, { path: '/socket.io', transports: ['websocket'] });
    const wire: Buffer[] = [];
    http.on('connection', (socket) => socket.on('data', (bytes: Buffer) => wire.push(bytes)));
    await new Promise<void>((done) => http.listen(0, '127.0.0.1', done));
    closers.push(() => new Promise((done) => io.close(() => done(undefined))));
    const heard = new Promise<string>((resolve) =>
      io.on('connection', (socket) => socket.on('hello', resolve)),
    );
    const agent = connect({
      server: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
      token: 'pc-token',
      log: () => {},
      onRequest: () => {},
    });
    closers.push(() => agent.close());
    agent.emit('hello', 'x'.repeat(300));
    expect(await heard).toBe('x'.repeat(300));

    const bytes = Buffer.concat(wire);
    let at = bytes.indexOf('\r\n\r\n') + 4; // after the HTTP upgrade request
    let frames = 0;
    while (at < bytes.length) {
      const masked = (bytes[at + 1]! & 0x80) !== 0;
      let length = bytes[at + 1]! & 0x7f;
      let header = 2;
      if (length === 126) {
        length = bytes.readUInt16BE(at + 2);
        header = 4;
      } else if (length === 127) {
        length = Number(bytes.readBigUInt64BE(at + 2));
        header = 10;
      }
      // Still a client frame by the RFC (mask bit set), with a key of four zero bytes.
      expect(masked).toBe(true);
      expect([...bytes.subarray(at + header, at + header + 4)]).toEqual([0, 0, 0, 0]);
      at += header + 4 + length;
      frames += 1;
    }
    expect(frames).toBeGreaterThanOrEqual(2); // the namespace's connect and the event
    expect(bytes.includes('x'.repeat(300))).toBe(true); // unmasked: readable as sent
  });
});
