import { API, SOCKET_EVENTS, VEHICLE_ACTIONS } from '@ads/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleVehicleState } from '../../../test-support/vehicle-state';
import { fleetOn, pushState, registerPc } from './fleet-helpers';
import { fleetStudio } from './fleet-fixture';
import {
  type Account,
  type TestServer,
  nextEvent,
  startInstance,
} from '../../../test-support/studio/harness';

// FMS's server side against a real studio, database and socket.io:
// the fleet list, and who may see and command a vehicle.

const fleet = fleetStudio();
const { connect, flush, storedRows, rowsButPresence, vehicle } = fleet;
let server: TestServer;
let root: Account;
beforeAll(() => {
  ({ server, root } = fleet.ready());
});

describe('the fleet list', () => {
  it("answers an agent's pushed states with owner, first project, room and online", async () => {
    const { owner, pc, agent } = await vehicle('Shuttle 1');
    const first = await server.call(API.createProject, {
      token: owner.access,
      body: { title: 'First project' },
    });
    const second = await server.call(API.createProject, {
      token: owner.access,
      body: { title: 'Second project' },
    });
    for (const project of [first, second]) {
      await server.call(API.addProjectPc, {
        token: owner.access,
        params: { id: project.body.detail.id },
        body: { pc_id: pc.id },
      });
    }
    // A PC that never reported a state is not a vehicle.
    await registerPc(server, owner, 'Desk PC');
    expect(await fleetOn(server.url, owner.access)).toEqual([]);

    for (let seq = 1; seq <= 5; seq++) {
      await pushState(agent, pc.token, sampleVehicleState({ seq, speed: seq, mode: 'AUTO' }));
    }
    // From this instance's memory, before anything was written.
    const [listed] = await fleetOn(server.url, owner.access);
    expect(listed).toMatchObject({
      pc_id: pc.id,
      name: 'Shuttle 1',
      owner: { id: owner.id, name: 'Owner of Shuttle 1' },
      project: { id: first.body.detail.id, title: 'First project' },
      room: pc.token,
      online: true,
      state: { seq: 5, speed: 5, mode: 'AUTO' },
    });
    expect(Date.parse(listed!.updated_at!)).toBeGreaterThan(Date.now() - 60_000);

    // Written in one flush: the table answers the same.
    await flush();
    expect(await storedRows(pc.id)).toMatchObject({ vehicles: 1 });
    expect(await fleetOn(server.url, owner.access)).toEqual([listed]);
  });

  it('shows each user their own vehicles, and admins every one', async () => {
    const mine = await vehicle();
    const theirs = await vehicle();
    await pushState(mine.agent, mine.pc.token, sampleVehicleState());
    await pushState(theirs.agent, theirs.pc.token, sampleVehicleState());
    const ids = (list: { pc_id: number }[]) => list.map((each) => each.pc_id);
    expect(ids(await fleetOn(server.url, mine.owner.access))).toEqual([mine.pc.id]);
    expect(ids(await fleetOn(server.url, theirs.owner.access))).toEqual([theirs.pc.id]);
    const admin = await server.withRole('ADMIN');
    for (const token of [admin.access, root.access]) {
      expect(ids(await fleetOn(server.url, token))).toEqual(
        expect.arrayContaining([mine.pc.id, theirs.pc.id]),
      );
    }
  });

  it('drops states that are not valid, counting them, and relays them as before', async () => {
    const { owner, pc, agent } = await vehicle();
    await pushState(agent, pc.token, sampleVehicleState({ seq: 7 }));
    const before = server.services.fleetModule.counts().invalid;
    const browser = await connect(owner.access);
    await browser.emitWithAck(SOCKET_EVENTS.join, { room: pc.token });
    const relayed = nextEvent(browser, SOCKET_EVENTS.userMsg);
    for (const broken of [
      { ...sampleVehicleState({ seq: 8 }), lat: 91 },
      { ...sampleVehicleState({ seq: 9 }), mode: 'FLY' },
      sampleVehicleState({
        seq: 10,
        faults: [{ code: 'x\u0000', severity: 'error', message: '', since: 0 }],
      }),
      'not a state',
    ]) {
      await pushState(agent, pc.token, broken as never);
    }
    expect(await relayed).toMatchObject({ message: { data: { seq: 8 } } });
    expect(server.services.fleetModule.counts().invalid).toBe(before + 4);
    const [listed] = await fleetOn(server.url, owner.access);
    expect(listed!.state).toMatchObject({ seq: 7 });
  });

  it('answers after a restart from the table, offline once the agent is gone', async () => {
    const { owner, pc, agent } = await vehicle();
    await pushState(agent, pc.token, sampleVehicleState({ seq: 42, lat: 37.4, lon: 127.1 }));
    await flush();
    agent.close();
    // A fresh instance on the same database holds nothing in memory.
    const fresh = await startInstance({ database: server.database });
    try {
      const [listed] = await fleetOn(fresh.url, owner.access);
      expect(listed).toMatchObject({
        pc_id: pc.id,
        online: false,
        state: { seq: 42, lat: 37.4, lon: 127.1 },
      });
    } finally {
      await fresh.close();
    }
  });
});
describe('who may see and command a vehicle', () => {
  it("answers another user's PC like a missing one, and an admin's call", async () => {
    const { pc } = await vehicle();
    const stranger = await server.signUp();
    const missing = 2_147_483_647;
    for (const endpoint of [API.fleetTrack, API.fleetEvents]) {
      const theirs = await server.call(endpoint, {
        token: stranger.access,
        params: { pc_id: pc.id },
      });
      const none = await server.call(endpoint, {
        token: stranger.access,
        params: { pc_id: missing },
      });
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual(none.body);
      expect(theirs.body).toEqual({ success: false, message: 'No such PC.' });
      const admin = await server.call(endpoint, { token: root.access, params: { pc_id: pc.id } });
      expect(admin.status).toBe(200);
    }
  });

  it('refuses bad query values with 400 and changes nothing', async () => {
    const { owner, pc } = await vehicle();
    await flush();
    const before = await rowsButPresence();
    const bad: Array<[typeof API.fleetTrack | typeof API.fleetEvents, Record<string, string>]> = [
      [API.fleetTrack, { from: 'yesterday' }],
      [API.fleetTrack, { from: '2030-01-02T00:00:00Z', to: '2030-01-01T00:00:00Z' }],
      [API.fleetTrack, { from: '-271821-04-20T00:00:00Z' }],
      [API.fleetTrack, { to: '999999999999999' }],
      [API.fleetEvents, { limit: '0' }],
      [API.fleetEvents, { limit: '501' }],
      [API.fleetEvents, { before: 'x' }],
    ];
    for (const [endpoint, query] of bad) {
      const answer = await server.call(endpoint, {
        token: owner.access,
        params: { pc_id: pc.id },
        query,
      });
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.body).toMatchObject({ success: false, detail: expect.any(Object) });
    }
    const path = await server.call(
      { method: 'GET', path: '/api/fleet/abc/track/' },
      { token: owner.access },
    );
    expect(path.status).toBe(400);
    expect(await rowsButPresence()).toEqual(before);
  });

  it('with FMS off for USER: 403 on every fleet route, and vehicle commands refused on the socket', async () => {
    const { owner, pc, agent } = await vehicle();
    const browser = await connect(owner.access);
    expect(await browser.emitWithAck(SOCKET_EVENTS.join, { room: pc.token })).toMatchObject({
      status: 'success',
    });
    const atAgent: unknown[] = [];
    agent.on(SOCKET_EVENTS.userMsg, (payload: unknown) => atAgent.push(payload));
    const command = {
      room: pc.token,
      message: { action: VEHICLE_ACTIONS.operationMode, type: 'REQUEST', data: { mode: 'AUTO' } },
    };

    const sentence = 'FMS is turned off for your role. Ask an administrator to turn it on.';
    const turned = await server.call(API.changeAppAvailability, {
      token: root.access,
      params: { key: 'monitoring' },
      body: { states: { USER: 'disabled' } },
    });
    expect(turned.status).toBe(200);
    try {
      for (const [endpoint, params] of [
        [API.fleet, {}],
        [API.fleetTrack, { pc_id: pc.id }],
        [API.fleetEvents, { pc_id: pc.id }],
      ] as const) {
        const answer = await server.call(endpoint, { token: owner.access, params });
        expect(answer.status).toBe(403);
        expect(answer.body).toEqual({ success: false, message: sentence });
      }
      const reply = nextEvent(browser, SOCKET_EVENTS.userMsg);
      expect(await browser.emitWithAck(SOCKET_EVENTS.userMsg, command)).toEqual({
        success: false,
        message: sentence,
      });
      expect(await reply).toEqual({
        room: pc.token,
        message: {
          action: VEHICLE_ACTIONS.operationMode,
          type: 'RESPONSE',
          status: 'error',
          data: { message: sentence },
        },
      });
      // Other messages still pass; the refused command never reached the agent.
      const inquiry = { room: pc.token, message: { action: 'inquiryAPI', type: 'REQUEST' } };
      const relayed = nextEvent(agent, SOCKET_EVENTS.userMsg);
      expect(await browser.emitWithAck(SOCKET_EVENTS.userMsg, inquiry)).toEqual({
        success: true,
      });
      expect(await relayed).toMatchObject({ message: { action: 'inquiryAPI' } });
      expect(atAgent).toHaveLength(1);
    } finally {
      await server.call(API.resetAppAvailability, {
        token: root.access,
        params: { key: 'monitoring' },
      });
    }
    // On again: the command reaches the vehicle, naming its sender.
    const relayed = nextEvent(agent, SOCKET_EVENTS.userMsg);
    expect(await browser.emitWithAck(SOCKET_EVENTS.userMsg, command)).toEqual({ success: true });
    expect(await relayed).toMatchObject({
      message: command.message,
      sender: { kind: 'user', user_id: owner.id },
    });
  });
});
