import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SOCKET_EVENTS, type SocketMessage } from '@ads/contract';
import { Server, type Socket as ServerSocket } from 'socket.io';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { connect, type RequestHandler } from './connection';

// The agent's connection against a real socket.io server on loopback that plays the studio's
// relay: it hands the agent REQUESTs in the PC room and collects what the agent answers.

const ROOM = 'pc-token-of-this-test';
const closers: Array<() => unknown> = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function relay(onRequest: RequestHandler) {
  const http = createServer();
  const io = new Server(http, { path: '/socket.io', transports: ['websocket'] });
  await new Promise<void>((done) => http.listen(0, '127.0.0.1', done));
  closers.push(() => new Promise((done) => io.close(() => done(undefined))));
  const answers: SocketMessage[] = [];
  const joined = new Promise<ServerSocket>((resolve) => io.on('connection', resolve));
  const agent: Socket = connect({
    server: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    token: ROOM,
    log: () => {},
    onRequest,
  });
  closers.push(() => agent.close());
  const studio = await joined;
  studio.on(SOCKET_EVENTS.userMsg, (payload: { room: string; message: SocketMessage }) => {
    expect(payload.room).toBe(ROOM);
    answers.push(payload.message);
  });
  return {
    answers,
    request(message: Omit<SocketMessage, 'type'>) {
      studio.emit(SOCKET_EVENTS.userMsg, {
        room: ROOM,
        message: { ...message, type: 'REQUEST' },
        sender: { kind: 'user', user_id: 1, name: 'Kim', admin: false, sid: 'tab' },
      });
    },
    async until(count: number) {
      await expect.poll(() => answers.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(count);
      return answers;
    },
  };
}

describe('the agent connection', () => {
  it('echoes the request id in every answer to it: pending, success and error', async () => {
    const studio = await relay((action, data, reply) => {
      reply('pending', { step: 'downloading' });
      reply(action === 'stopAPI' ? 'error' : 'success', { data });
    });
    studio.request({ action: 'installAPI', data: { name: 'a' }, id: 'install-7' });
    studio.request({ action: 'stopAPI', data: { name: 'b' }, id: 'stop-8' });
    studio.request({ action: 'inquiryAPI', data: {} });
    studio.request({ action: 'warpAPI', data: {}, id: 'warp-9' });
    const answers = await studio.until(7);
    expect(answers.map((a) => [a.action, a.status, a.id])).toEqual([
      ['installAPI', 'pending', 'install-7'],
      ['installAPI', 'success', 'install-7'],
      ['stopAPI', 'pending', 'stop-8'],
      ['stopAPI', 'error', 'stop-8'],
      // A request without an id gets answers without one.
      ['inquiryAPI', 'pending', undefined],
      ['inquiryAPI', 'success', undefined],
      // Even the refusal of an action the agent does not know names its request.
      ['warpAPI', 'error', 'warp-9'],
    ]);
    expect(answers.every((answer) => answer.type === 'RESPONSE')).toBe(true);
    expect(answers[6]!.data).toEqual({ message: 'This agent does not know the action warpAPI.' });
  });
});
