import { randomBytes } from 'node:crypto';
import { API, type Pc, SOCKET_EVENTS, pathOf } from '@ads/contract';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectSocket,
  nextEvent,
  startInstance,
  startServer,
  type TestServer,
} from '../../../test-support/studio/harness';

// Two instances over one database and one Redis. The key prefix is this run's own, so parallel
// runs on the same Redis do not hear each other.
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisKey = `ads-test-${randomBytes(6).toString('hex')}`;

let server: TestServer;
let a: Awaited<ReturnType<typeof startInstance>>;
let b: Awaited<ReturnType<typeof startInstance>>;
const open: Socket[] = [];
beforeAll(async () => {
  // The harness server makes the accounts; A and B share its database (on PGlite, the same
  // in-process Database object; on PostgreSQL, the same database).
  server = await startServer();
  // Callers and app availability are kept for 10 minutes here: only what the instances
  // announce to each other can end them.
  const limits = { callerCacheMs: 10 * 60_000, appAvailabilityCacheMs: 10 * 60_000 };
  a = await startInstance({ database: server.database, redisUrl, redisKey, limits });
  b = await startInstance({ database: server.database, redisUrl, redisKey, limits });
});
afterAll(async () => {
  for (const socket of open) socket.close();
  await a?.close();
  await b?.close();
  await server?.close();
});

async function connect(url: string, token: string): Promise<Socket> {
  const socket = await connectSocket(url, token);
  open.push(socket);
  return socket;
}

describe('several instances over Redis', () => {
  it('carries user_msg between a browser on A and the agent on B, both ways', async () => {
    const owner = await server.signUp();
    const minted = await server.call(API.mintPcToken, { token: owner.access });
    const registered = await server.call(API.registerPc, {
      token: owner.access,
      body: { name: 'Vehicle PC', token: minted.body.detail },
    });
    const pc = registered.body.detail as Pc;

    const agent = await connect(b.url, pc.token);
    const browser = await connect(a.url, owner.access);
    expect(await browser.emitWithAck(SOCKET_EVENTS.join, { room: pc.token })).toMatchObject({
      status: 'success',
    });

    // A sees the agent connected to B.
    const listed = await fetch(`${a.url}${API.listPcs.path}`, {
      headers: { authorization: `Bearer ${owner.access}` },
    });
    const pcs = API.listPcs.answer.parse(await listed.json()).detail;
    expect(pcs[0]).toMatchObject({ token: pc.token, online: true });

    const request = {
      room: pc.token,
      message: { action: 'inquiryAPI', type: 'REQUEST', data: {} },
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
      message: { action: 'inquiryAPI', type: 'RESPONSE', status: 'success', data: [] },
    };
    const atBrowser = nextEvent(browser, SOCKET_EVENTS.userMsg);
    agent.emit(SOCKET_EVENTS.userMsg, response);
    expect(await atBrowser).toEqual({ ...response, sender: { kind: 'agent' } });

    // Deleting the PC through A ends the agent's connection on B.
    const gone = nextEvent<string>(agent, 'disconnect');
    const deleted = await fetch(`${a.url}${API.deletePc.path}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${owner.access}`, 'content-type': 'application/json' },
      body: JSON.stringify({ token: pc.token }),
    });
    expect(deleted.status).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });

  it('ends a sign-in on every instance when it signs out on one', async () => {
    const user = await server.signUp();
    const info = (url: string) =>
      fetch(`${url}${API.userInfo.path}`, { headers: { authorization: `Bearer ${user.access}` } });
    // B has read (and cached) the caller.
    expect((await info(b.url)).status).toBe(200);
    const out = await fetch(`${a.url}${API.logout.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh: user.refresh }),
    });
    expect(out.status).toBe(200);
    // The announcement travels through Redis; B refuses the token as soon as it has heard it.
    await expect.poll(async () => (await info(b.url)).status, { timeout: 5000 }).toBe(401);
  });

  it("applies a SUPER's change of an app on A to the very next call on B", async () => {
    const user = await server.signUp();
    const root = await server.superAdmin();
    const as = (token: string) => ({ authorization: `Bearer ${token}` });
    const records = (url: string) =>
      fetch(`${url}${API.listRecords.path}`, { headers: as(user.access) });
    const card = async (url: string) => {
      const answer = await fetch(`${url}${API.catalogue.path}`, { headers: as(user.access) });
      const apps = API.catalogue.answer.parse(await answer.json()).detail;
      return apps.find((app) => app.key === 'statistics')?.disabled;
    };
    const availability = (url: string, method: 'PATCH' | 'DELETE') =>
      fetch(`${url}${pathOf(API.changeAppAvailability, { key: 'statistics' })}`, {
        method,
        ...(method === 'PATCH'
          ? {
              headers: { ...as(root.access), 'content-type': 'application/json' },
              body: JSON.stringify({ states: { USER: 'disabled' } }),
            }
          : { headers: as(root.access) }),
      });
    // B has read (and cached) the availability.
    expect((await records(b.url)).status).toBe(200);
    expect(await card(b.url)).toBe(false);

    expect((await availability(a.url, 'PATCH')).status).toBe(200);
    // No waiting: A answered once B had heard it.
    expect((await records(b.url)).status).toBe(403);
    expect(await card(b.url)).toBe(true);

    expect((await availability(b.url, 'DELETE')).status).toBe(200);
    expect((await records(a.url)).status).toBe(200);
    expect(await card(a.url)).toBe(false);
  });
});
