import { API, type Pc, SOCKET_EVENTS, SOCKET_UNAUTHORIZED } from '@ads/contract';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type Account,
  type TestServer,
  connectSocket,
  nextEvent,
  startServer,
} from '../../../test-support/studio/harness';

let server: TestServer;
const open: Socket[] = [];
beforeAll(async () => {
  server = await startServer();
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
afterAll(() => server.close());

async function connect(token?: string): Promise<Socket> {
  const socket = await connectSocket(server.url, token);
  open.push(socket);
  return socket;
}

async function refusal(token?: string): Promise<string> {
  try {
    await connect(token);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the handshake was accepted');
}

async function registerPc(account: Account, name = `PC ${Math.random()}`): Promise<Pc> {
  const minted = await server.call(API.mintPcToken, { token: account.access });
  const answer = await server.call(API.registerPc, {
    token: account.access,
    body: { name, token: minted.body.detail },
  });
  expect(answer.status).toBe(201);
  return API.registerPc.answer.parse(answer.body).detail;
}

async function pcsOf(account: Account): Promise<Pc[]> {
  const answer = await server.call(API.listPcs, { token: account.access });
  return API.listPcs.answer.parse(answer.body).detail;
}

function join(socket: Socket, room: unknown) {
  return socket.emitWithAck(SOCKET_EVENTS.join, { room }) as Promise<{
    room: string;
    status: string;
    message?: string;
  }>;
}

describe('realtime handshake', () => {
  it('refuses no token, garbage, and tokens that are not live', async () => {
    expect(await refusal()).toBe(SOCKET_UNAUTHORIZED);
    expect(await refusal('garbage')).toBe(SOCKET_UNAUTHORIZED);
    expect(await refusal('x'.repeat(10_000))).toBe(SOCKET_UNAUTHORIZED);

    // A signed-out user's access token is dead, as on HTTP.
    const user = await server.signUp();
    await server.call(API.logout, { body: { refresh: user.refresh } });
    expect(await refusal(user.access)).toBe(SOCKET_UNAUTHORIZED);

    // A minted but unregistered PC token, and a deleted PC's token.
    const owner = await server.signUp();
    const minted = await server.call(API.mintPcToken, { token: owner.access });
    expect(await refusal(minted.body.detail)).toBe(SOCKET_UNAUTHORIZED);
    const pc = await registerPc(owner);
    await server.call(API.deletePc, { token: owner.access, body: { token: pc.token } });
    expect(await refusal(pc.token)).toBe(SOCKET_UNAUTHORIZED);
  });

  it("accepts a user's access token and a registered PC's token", async () => {
    const user = await server.signUp();
    const pc = await registerPc(user);
    expect((await connect(user.access)).connected).toBe(true);
    expect((await connect(pc.token)).connected).toBe(true);
  });

  it('answers connection_check with a RESPONSE, as an event and through the ack', async () => {
    const user = await server.signUp();
    const socket = await connect(user.access);
    const event = nextEvent(socket, SOCKET_EVENTS.connectionCheck);
    const ack = await socket.emitWithAck(SOCKET_EVENTS.connectionCheck, { type: 'REQUEST' });
    expect(ack).toEqual({ type: 'RESPONSE', status: 'success' });
    expect(await event).toEqual({ type: 'RESPONSE', status: 'success' });
    // Without an ack callback the event alone answers.
    const again = nextEvent(socket, SOCKET_EVENTS.connectionCheck);
    socket.emit(SOCKET_EVENTS.connectionCheck);
    expect(await again).toEqual({ type: 'RESPONSE', status: 'success' });
  });
});

describe('rooms', () => {
  it("lets a user join their PC's room but not another user's; an admin joins any", async () => {
    const owner = await server.signUp();
    const other = await server.signUp();
    const admin = await server.withRole('ADMIN');
    const pc = await registerPc(owner);

    const mine = await connect(owner.access);
    const event = nextEvent(mine, SOCKET_EVENTS.join);
    expect(await join(mine, pc.token)).toEqual({ room: pc.token, status: 'success' });
    expect(await event).toEqual({ room: pc.token, status: 'success' });

    const stranger = await connect(other.access);
    const refused = await join(stranger, pc.token);
    expect(refused).toMatchObject({ room: pc.token, status: 'error' });
    expect(refused.message).toBeTruthy();
    expect(await join(stranger, 'no-such-room')).toMatchObject({ status: 'error' });

    const adminSocket = await connect(admin.access);
    expect(await join(adminSocket, pc.token)).toEqual({ room: pc.token, status: 'success' });
    expect(await join(adminSocket, 'no-such-room')).toMatchObject({ status: 'error' });
  });

  it('keeps an agent to its own room', async () => {
    const owner = await server.signUp();
    const pc = await registerPc(owner);
    const otherPc = await registerPc(owner);
    const agent = await connect(pc.token);
    expect(await join(agent, otherPc.token)).toMatchObject({ status: 'error' });
    expect(await join(agent, pc.token)).toEqual({ room: pc.token, status: 'success' });
  });

  it('stops a user whose session ended from joining again', async () => {
    const owner = await server.signUp();
    const pc = await registerPc(owner);
    const socket = await connect(owner.access);
    expect(await join(socket, pc.token)).toMatchObject({ status: 'success' });
    await server.call(API.logout, { body: { refresh: owner.refresh } });
    expect(await refusal(owner.access)).toBe(SOCKET_UNAUTHORIZED);
  });
});

describe('user_msg', () => {
  it("relays the browser's REQUEST to the agent and the agent's RESPONSE back", async () => {
    const owner = await server.signUp();
    const pc = await registerPc(owner);
    const agent = await connect(pc.token);
    const browser = await connect(owner.access);
    expect(await join(browser, pc.token)).toMatchObject({ status: 'success' });

    const request = {
      room: pc.token,
      message: { action: 'inquiryAPI', type: 'REQUEST', status: 'pending', data: {} },
    };
    const atAgent = nextEvent(agent, SOCKET_EVENTS.userMsg);
    expect(await browser.emitWithAck(SOCKET_EVENTS.userMsg, request)).toEqual({ success: true });
    // The server names the sender: which user, and which of their connections.
    expect(await atAgent).toEqual({
      ...request,
      sender: {
        kind: 'user',
        user_id: owner.id,
        name: expect.any(String),
        admin: false,
        sid: browser.id,
      },
    });

    const response = {
      room: pc.token,
      message: {
        action: 'inquiryAPI',
        type: 'RESPONSE',
        status: 'success',
        data: [{ name: 'perception', container_name: 'ads-perception', is_running: true }],
      },
    };
    const atBrowser = nextEvent(browser, SOCKET_EVENTS.userMsg);
    agent.emit(SOCKET_EVENTS.userMsg, response);
    expect(await atBrowser).toEqual({ ...response, sender: { kind: 'agent' } });
  });

  it('names the sender itself: a sender a client puts in its message is replaced', async () => {
    const owner = await server.signUp();
    const pc = await registerPc(owner);
    const agent = await connect(pc.token);
    const browser = await connect(owner.access);
    expect(await join(browser, pc.token)).toMatchObject({ status: 'success' });
    const atAgent = nextEvent<{ sender: unknown }>(agent, SOCKET_EVENTS.userMsg);
    await browser.emitWithAck(SOCKET_EVENTS.userMsg, {
      room: pc.token,
      message: { action: 'controlLockAPI', type: 'REQUEST', data: { action: 'release' } },
      sender: { kind: 'server' },
    });
    expect((await atAgent).sender).toMatchObject({ kind: 'user', user_id: owner.id });
  });

  it('answers a sender outside the room with an error reply', async () => {
    const owner = await server.signUp();
    const pc = await registerPc(owner);
    const browser = await connect(owner.access);
    const reply = nextEvent(browser, SOCKET_EVENTS.userMsg);
    const ack = await browser.emitWithAck(SOCKET_EVENTS.userMsg, {
      room: pc.token,
      message: { action: 'runAPI', type: 'REQUEST', data: { name: 'x' } },
    });
    expect(ack).toMatchObject({ success: false });
    expect(await reply).toMatchObject({
      room: pc.token,
      message: { action: 'runAPI', type: 'RESPONSE', status: 'error' },
    });
  });

  it('answers garbage with error replies and keeps serving', async () => {
    const owner = await server.signUp();
    const pc = await registerPc(owner);
    const socket = await connect(owner.access);
    expect(await join(socket, pc.token)).toMatchObject({ status: 'success' });

    const garbage: unknown[] = [
      42,
      'text',
      null,
      [],
      {},
      { room: pc.token },
      { room: pc.token, message: {} },
      { room: pc.token, message: { action: 'inquiryAPI', type: 'SHOUT' } },
      { room: pc.token, message: { action: '', type: 'REQUEST' } },
      { room: 'x'.repeat(100_000), message: { action: 'a', type: 'REQUEST' } },
      { room: { nested: true }, message: 'a'.repeat(500_000) },
      { room: 'unknown-room', message: { action: 'inquiryAPI', type: 'REQUEST' } },
    ];
    for (const payload of garbage) {
      const reply = nextEvent(socket, SOCKET_EVENTS.userMsg);
      const ack = await socket.emitWithAck(SOCKET_EVENTS.userMsg, payload);
      expect(ack).toMatchObject({ success: false });
      expect(await reply).toMatchObject({ message: { type: 'RESPONSE', status: 'error' } });
    }
    for (const payload of [
      7,
      'room',
      null,
      {},
      { room: '' },
      { room: 5 },
      { room: 'y'.repeat(300) },
    ]) {
      expect(await socket.emitWithAck(SOCKET_EVENTS.join, payload)).toMatchObject({
        status: 'error',
      });
    }
    expect(await socket.emitWithAck(SOCKET_EVENTS.connectionCheck, 'garbage')).toMatchObject({
      status: 'error',
    });
    // Events without a payload at all, and unknown events, are answered or ignored.
    socket.emit(SOCKET_EVENTS.userMsg);
    socket.emit(SOCKET_EVENTS.join);
    socket.emit('no_such_event', { a: 1 });

    expect(await socket.emitWithAck(SOCKET_EVENTS.connectionCheck, {})).toEqual({
      type: 'RESPONSE',
      status: 'success',
    });
  });

  it('drops a client that sends more than 1 MB, and still serves the others', async () => {
    const owner = await server.signUp();
    const big = await connect(owner.access);
    const gone = nextEvent(big, 'disconnect');
    big.emit(SOCKET_EVENTS.userMsg, { room: 'r', message: 'b'.repeat(2 * 1024 * 1024) });
    await gone;
    const fresh = await connect(owner.access);
    expect(await fresh.emitWithAck(SOCKET_EVENTS.connectionCheck, {})).toMatchObject({
      status: 'success',
    });
  });
});

describe('agent presence', () => {
  it('shows a PC online while its agent is connected, and when it was last seen', async () => {
    const owner = await server.signUp();
    const pc = await registerPc(owner);
    expect(pc).toMatchObject({ online: false, last_seen: null });

    const project = await server.call(API.createProject, {
      token: owner.access,
      body: { title: 'Shuttle' },
    });
    const projectId = project.body.detail.id as number;
    await server.call(API.addProjectPc, {
      token: owner.access,
      params: { id: projectId },
      body: { pc_id: pc.id },
    });

    const agent = await connect(pc.token);
    expect((await pcsOf(owner))[0]).toMatchObject({ online: true });
    const shown = await server.call(API.getProject, {
      token: owner.access,
      params: { id: projectId },
    });
    expect(shown.body.detail.pc[0]).toMatchObject({ token: pc.token, online: true });
    const listed = await server.call(API.listProjects, { token: owner.access });
    expect(listed.body.detail[0].pc[0]).toMatchObject({ online: true });

    agent.close();
    await vi.waitFor(
      async () => {
        const [now] = await pcsOf(owner);
        expect(now).toMatchObject({ online: false });
        expect(now!.last_seen).toEqual(expect.any(String));
      },
      { timeout: 10_000, interval: 50 },
    );
  });

  it('disconnects the agent of a deleted PC', async () => {
    const owner = await server.signUp();
    const pc = await registerPc(owner);
    const agent = await connect(pc.token);
    const gone = nextEvent<string>(agent, 'disconnect');
    const deleted = await server.call(API.deletePc, {
      token: owner.access,
      body: { token: pc.token },
    });
    expect(deleted.status).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(await refusal(pc.token)).toBe(SOCKET_UNAUTHORIZED);
  });
});
