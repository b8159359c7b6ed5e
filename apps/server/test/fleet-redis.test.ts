import { randomBytes } from 'node:crypto';
import { API, SOCKET_EVENTS, VEHICLE_ACTIONS } from '@ads/contract';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleVehicleState } from '../../../test-support/vehicle-state';
import { fleetOn, pushState, registerPc } from './fleet-helpers';
import {
  connectSocket,
  nextEvent,
  startInstance,
  startServer,
  type TestServer,
} from '../../../test-support/studio/harness';

// FMS on two instances over one database and one Redis: the agent on A, the fleet page's calls
// on B. The key prefix is this run's own, so parallel runs on the same Redis do not hear each other.
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisKey = `ads-test-${randomBytes(6).toString('hex')}`;

let server: TestServer;
let a: Awaited<ReturnType<typeof startInstance>>;
let b: Awaited<ReturnType<typeof startInstance>>;
const open: Socket[] = [];
beforeAll(async () => {
  server = await startServer();
  // Callers and app availability kept 10 minutes: only what the instances announce ends them.
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

describe('the fleet on several instances', () => {
  it('answers on B the vehicle whose agent pushes to A: its state once written, online', async () => {
    const owner = await server.signUp({ username: 'Fleet owner' });
    const pc = await registerPc(server, owner, 'Shuttle on A');
    const agent = await connect(a.url, pc.token);
    await pushState(agent, pc.token, sampleVehicleState({ seq: 1, speed: 4, mode: 'AUTO' }));
    // A answers from memory at once; B from the table once A's batch is written.
    expect(await fleetOn(a.url, owner.access)).toMatchObject([{ state: { seq: 1 } }]);
    await pushState(agent, pc.token, sampleVehicleState({ seq: 2, speed: 4, mode: 'AUTO' }));
    await a.app.services.fleetModule.flush();
    const onB = await fleetOn(b.url, owner.access);
    expect(onB).toEqual(await fleetOn(a.url, owner.access));
    expect(onB).toMatchObject([
      {
        pc_id: pc.id,
        owner: { id: owner.id, name: 'Fleet owner' },
        room: pc.token,
        online: true,
        state: { seq: 2, speed: 4, mode: 'AUTO' },
      },
    ]);
    // The track written by A reads on B.
    const track = await fetch(`${b.url}/api/fleet/${pc.id}/track/`, {
      headers: { authorization: `Bearer ${owner.access}` },
    });
    expect(API.fleetTrack.answer.parse(await track.json()).detail.points).toHaveLength(1);

    // Gone from A: offline on B too.
    agent.close();
    await expect
      .poll(async () => (await fleetOn(b.url, owner.access))[0]?.online, { timeout: 5000 })
      .toBe(false);
  });

  it("refuses on B a command to A's vehicle once FMS is turned off on A; a stop still goes", async () => {
    const owner = await server.signUp();
    const root = await server.superAdmin();
    const pc = await registerPc(server, owner, 'Commanded across');
    const agent = await connect(a.url, pc.token);
    const browser = await connect(b.url, owner.access);
    expect(await browser.emitWithAck(SOCKET_EVENTS.join, { room: pc.token })).toMatchObject({
      status: 'success',
    });
    const command = {
      room: pc.token,
      message: { action: VEHICLE_ACTIONS.operationMode, type: 'REQUEST', data: { mode: 'AUTO' } },
    };
    // A stop is never gated (issue 25): E-STOP goes through whatever the apps say.
    const estop = {
      room: pc.token,
      message: { action: VEHICLE_ACTIONS.estop, type: 'REQUEST', data: { action: 'engage' } },
    };
    const relayed = nextEvent(agent, SOCKET_EVENTS.userMsg);
    expect(await browser.emitWithAck(SOCKET_EVENTS.userMsg, command)).toEqual({ success: true });
    expect(await relayed).toMatchObject({ message: command.message });

    const off = await fetch(`${a.url}/api/app/monitoring/availability/`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${root.access}`, 'content-type': 'application/json' },
      body: JSON.stringify({ states: { USER: 'hidden' } }),
    });
    expect(off.status).toBe(200);
    try {
      expect(await browser.emitWithAck(SOCKET_EVENTS.userMsg, command)).toMatchObject({
        success: false,
        message: 'FMS is turned off for your role. Ask an administrator to turn it on.',
      });
      const stopped = nextEvent(agent, SOCKET_EVENTS.userMsg);
      expect(await browser.emitWithAck(SOCKET_EVENTS.userMsg, estop)).toEqual({ success: true });
      expect(await stopped).toMatchObject({ message: estop.message });
    } finally {
      await fetch(`${a.url}/api/app/monitoring/availability/`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${root.access}` },
      });
    }
  });
});
