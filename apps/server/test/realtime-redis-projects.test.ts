import { randomBytes } from 'node:crypto';
import { API, type Pc, type Project, pathOf } from '@ads/contract';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRESENCE_EVENT, type PresenceMessage } from '../src/realtime/presence';
import { startTcpProxy } from '../../../test-support/tcp-proxy';
import {
  connectSocket,
  nextEvent,
  startInstance,
  startServer,
  type TestServer,
} from '../../../test-support/studio/harness';

// Presence and project lists across two instances over one database and one Redis (ADR 14).
// The key prefix is this run's own, so parallel runs on the same Redis do not hear each other.
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisKey = `ads-test-${randomBytes(6).toString('hex')}`;

let server: TestServer;
let a: Awaited<ReturnType<typeof startInstance>>;
let b: Awaited<ReturnType<typeof startInstance>>;
const open: Socket[] = [];
beforeAll(async () => {
  // The harness server makes the accounts and PCs; A and B share its database.
  server = await startServer();
  // Project lists are kept for 10 minutes here: only the announced changes can end them.
  const limits = { projectListCacheMs: 10 * 60_000 };
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

/** A PC of the account, registered through the harness server. */
async function registerPc(token: string, name: string): Promise<Pc> {
  const minted = await server.call(API.mintPcToken, { token });
  const registered = await server.call(API.registerPc, {
    token,
    body: { name, token: minted.body.detail },
  });
  return registered.body.detail as Pc;
}

/** Calls an endpoint of one instance as the account. */
async function callOn(
  url: string,
  token: string,
  endpoint: { method: string; path: string },
  options: { params?: Record<string, number>; body?: unknown } = {},
) {
  const response = await fetch(`${url}${pathOf(endpoint, options.params)}`, {
    method: endpoint.method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as { detail: unknown } };
}

/** The account's project list as one instance answers it. */
async function projectsOn(url: string, token: string): Promise<Project[]> {
  const answer = await callOn(url, token, API.listProjects);
  expect(answer.status).toBe(200);
  return API.listProjects.answer.parse(answer.body).detail;
}

describe('presence and project lists on several instances', () => {
  it('shows in the project list on A an agent that connects to B, and that it left', async () => {
    const owner = await server.signUp();
    const pc = await registerPc(owner.access, 'Shuttle PC');
    const created = await callOn(a.url, owner.access, API.createProject, {
      body: { title: 'Shuttle' },
    });
    const project = API.createProject.answer.parse(created.body).detail;
    const added = await callOn(a.url, owner.access, API.addProjectPc, {
      params: { id: project.id },
      body: { pc_id: pc.id },
    });
    expect(added.status).toBe(200);
    // A has read (and keeps) the list while the PC is offline.
    const pcOn = async (url: string) => (await projectsOn(url, owner.access))[0]!.pc[0]!;
    expect(await pcOn(a.url)).toMatchObject({ online: false, last_seen: null });

    // B let the agent in once A had heard of it: no waiting on A.
    const agent = await connect(b.url, pc.token);
    expect(await pcOn(a.url)).toMatchObject({ online: true });
    expect(await pcOn(b.url)).toMatchObject({ online: true });
    // B writes last_seen after the connect, then tells A whose list changed.
    await expect
      .poll(async () => (await pcOn(a.url)).last_seen, { timeout: 5000 })
      .toEqual(expect.any(String));

    // A leaving agent is seen by B first, then by A as soon as B tells it.
    const gone = nextEvent(agent, 'disconnect');
    agent.close();
    await gone;
    await expect.poll(async () => (await pcOn(b.url)).online, { timeout: 5000 }).toBe(false);
    await expect.poll(async () => (await pcOn(a.url)).online, { timeout: 5000 }).toBe(false);
  });

  it('answers on A, at once, a project list changed through B', async () => {
    const owner = await server.signUp();
    const pc = await registerPc(owner.access, 'Truck PC');
    const listOnA = () => projectsOn(a.url, owner.access);
    expect(await listOnA()).toEqual([]);

    // Each change through B is answered once A has heard of it: no waiting on A.
    const created = await callOn(b.url, owner.access, API.createProject, {
      body: { title: 'Truck' },
    });
    const project = API.createProject.answer.parse(created.body).detail;
    expect(await listOnA()).toEqual([project]);
    const params = { id: project.id };
    await callOn(b.url, owner.access, API.updateProject, { params, body: { title: 'Truck 2' } });
    expect((await listOnA()).map((each) => each.title)).toEqual(['Truck 2']);
    await callOn(b.url, owner.access, API.addProjectPc, { params, body: { pc_id: pc.id } });
    expect((await listOnA())[0]!.pc).toEqual([pc]);
    await callOn(b.url, owner.access, API.removeProjectPc, { params, body: { pc_id: pc.id } });
    expect((await listOnA())[0]!.pc).toEqual([]);
    await callOn(b.url, owner.access, API.addProjectPc, { params, body: { pc_id: pc.id } });
    // Deleting the PC takes it out of the project.
    const deleted = await callOn(b.url, owner.access, API.deletePc, { body: { token: pc.token } });
    expect(deleted.status).toBe(200);
    expect((await listOnA())[0]!.pc).toEqual([]);
    await callOn(b.url, owner.access, API.deleteProject, { params });
    expect(await listOnA()).toEqual([]);
  });

  it('asks for the agents only once it hears the answers, however slowly its subscriber connects', async () => {
    const owner = await server.signUp();
    const pc = await registerPc(owner.access, 'Slow-subscriber PC');
    const holder = await startInstance({
      database: server.database,
      redisUrl,
      redisKey,
      limits: { presenceBeatMs: 10 * 60_000 },
    });
    const agent = await connect(holder.url, pc.token);
    // The new instance's second Redis connection (its subscriber) has what it sends held for
    // 500 ms, as on a loaded machine where it connects late: a question sent on the first
    // connection before the subscriptions hold is answered while nobody listens.
    const target = new URL(redisUrl);
    const proxy = await startTcpProxy(
      { host: target.hostname, port: Number(target.port || 6379) },
      { lateConnection: { index: 2, ms: 500 } },
    );
    const viaProxy = `redis://127.0.0.1:${proxy.port}`;
    let c: Awaited<ReturnType<typeof startInstance>> | undefined;
    try {
      c = await startInstance({ database: server.database, redisUrl: viaProxy, redisKey });
      const onC = async () => {
        const answer = await callOn(c!.url, owner.access, API.listPcs);
        return API.listPcs.answer.parse(answer.body).detail[0]!.online;
      };
      // Asked before it listened, it would learn of the agent only at the holder's next beat
      // (ten minutes away): the question's answer is the only way in time.
      await expect.poll(onC, { timeout: 10_000 }).toBe(true);
    } finally {
      await c?.close();
      agent.close();
      await holder.close();
      await proxy.close();
    }
  });

  it('tells an instance that starts later which agents the others hold', async () => {
    const owner = await server.signUp();
    const pc = await registerPc(owner.access, 'Late PC');
    // The agent's instance beats only every ten minutes: an instance that starts later can
    // learn of the agent in time only by asking when it starts (and being answered).
    const holder = await startInstance({
      database: server.database,
      redisUrl,
      redisKey,
      limits: { presenceBeatMs: 10 * 60_000 },
    });
    let c: Awaited<ReturnType<typeof startInstance>> | undefined;
    const agent = await connect(holder.url, pc.token);
    try {
      c = await startInstance({ database: server.database, redisUrl, redisKey });
      const onC = async () => {
        const answer = await callOn(c!.url, owner.access, API.listPcs);
        return API.listPcs.answer.parse(answer.body).detail[0]!.online;
      };
      await expect.poll(onC, { timeout: 20_000 }).toBe(true);
    } finally {
      await c?.close();
      agent.close();
      await holder.close();
    }
  });

  it('forgets the agents of an instance that went silent without a goodbye (a crash)', async () => {
    const owner = await server.signUp();
    const pc = await registerPc(owner.access, 'Orphan PC');
    // D expects a beat every second, so it gives up on a silent instance after 3 s (a beat long
    // enough for a loaded machine's event loop to hear each announcement in time).
    const d = await startInstance({
      database: server.database,
      redisUrl,
      redisKey,
      limits: { presenceBeatMs: 1000 },
    });
    // A bare socket.io server on the same Redis plays an instance that holds the PC's agent.
    const pub = new Redis(redisUrl);
    const sub = pub.duplicate();
    const ghost = new Server();
    ghost.adapter(createAdapter(pub, sub, { key: redisKey }));
    try {
      const onD = async () => {
        const answer = await callOn(d.url, owner.access, API.listPcs);
        return API.listPcs.answer.parse(answer.body).detail[0]!.online;
      };
      const holds: PresenceMessage = { from: 'ghost', kind: 'agents', tokens: [pc.token] };
      // Announce until D has heard (the ghost's subscription may still be settling).
      const announce = async () => {
        ghost.serverSideEmit(PRESENCE_EVENT, holds);
        return onD();
      };
      await expect.poll(announce, { timeout: 10_000 }).toBe(true);
      // The instance dies: no goodbye, no more beats.
      pub.disconnect();
      sub.disconnect();
      await expect.poll(onD, { timeout: 10_000 }).toBe(false);
    } finally {
      pub.disconnect();
      sub.disconnect();
      await d.close();
    }
  });
});
