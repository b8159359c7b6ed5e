import {
  API,
  type FleetEventRow,
  SOCKET_EVENTS,
  type TrackPoint,
  VEHICLE_ACTIONS,
  VehicleEvent,
} from '@ads/contract';
import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { vehicleEvents, vehicleTrack, vehicles } from '../src/db/schema';
import { FLEET_DEFAULTS } from '../src/modules/fleet/fleet.module';
import { sampleVehicleState } from '../../../test-support/vehicle-state';
import { fleetOn, pushEvent, pushState, registerPc } from './fleet-helpers';
import {
  type Account,
  type TestServer,
  connectSocket,
  nextEvent,
  startInstance,
  startServer,
} from '../../../test-support/studio/harness';
import { snapshotRows } from './security/db-snapshot';

let server: TestServer;
let root: Account;
const open: Socket[] = [];
beforeAll(async () => {
  server = await startServer();
  root = await server.superAdmin();
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
afterAll(() => server.close());

async function connect(token: string): Promise<Socket> {
  const socket = await connectSocket(server.url, token);
  open.push(socket);
  return socket;
}

const flush = () => server.services.fleetModule.flush();

async function track(token: string, pcId: number, query: Record<string, string | number> = {}) {
  const answer = await server.call(API.fleetTrack, { token, params: { pc_id: pcId }, query });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return API.fleetTrack.answer.parse(answer.body).detail;
}

async function events(token: string, pcId: number, query: Record<string, string | number> = {}) {
  const answer = await server.call(API.fleetEvents, { token, params: { pc_id: pcId }, query });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return API.fleetEvents.answer.parse(answer.body).detail;
}

/** Rows of the fleet's tables for one PC, read straight from the database. */
async function storedRows(pcId: number) {
  const { db } = server.database;
  const count = async (table: typeof vehicles | typeof vehicleTrack | typeof vehicleEvents) => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(sql`${table.pcId} = ${pcId}`);
    return row!.n;
  };
  return {
    vehicles: await count(vehicles),
    track: await count(vehicleTrack),
    events: await count(vehicleEvents),
  };
}

/** A vehicle of its own: owner, PC, and its agent connected. */
/**
 * Every table's rows, but the PCs without `last_seen_at`: the agents of this file's tests write
 * it as they connect and disconnect, whenever that lands, whatever a request changed.
 */
async function rowsButPresence() {
  const { pcs: _presence, ...tables } = await snapshotRows(server.database);
  const result = (await server.database.db.execute(
    sql`select id, user_id, name, token, created_at from pcs order by id`,
  )) as unknown;
  const pcs = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  return { tables, pcs: JSON.stringify(pcs) };
}

async function vehicle(name = `Shuttle ${Math.random().toString(36).slice(2, 8)}`) {
  const owner = await server.signUp({ username: `Owner of ${name}` });
  const pc = await registerPc(server, owner, name);
  const agent = await connect(pc.token);
  return { owner, pc, agent };
}

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

describe("a vehicle's track", () => {
  it('keeps one point a second while moving, one every 30 s standing, and starts and stops', async () => {
    const { owner, pc, agent } = await vehicle();
    // Time moves only as the test says: with real time beside it, 30 acknowledged pushes that
    // take over 100 ms on a loaded machine made a fourth moving point (seen in CI).
    server.clock.hold();
    onTestFinished(() => server.clock.release());
    const start = server.clock.now().getTime();
    let seq = 0;
    // 3 s moving at 10 Hz, then 65 s standing at 1 Hz (the clock moves as the test says).
    for (let i = 0; i < 30; i++) {
      await pushState(agent, pc.token, sampleVehicleState({ seq: ++seq, speed: 5, mode: 'AUTO' }));
      server.clock.advance(100);
    }
    for (let i = 0; i < 65; i++) {
      await pushState(agent, pc.token, sampleVehicleState({ seq: ++seq, speed: 0, mode: 'AUTO' }));
      server.clock.advance(1000);
    }
    await flush();
    const answer = await track(owner.access, pc.id, { from: start, to: start + 3600_000 });
    // Moving: at 0, 1 and 2 s; the stop at 3 s; then standing every 30 s.
    const speeds = answer.points.map((point) => point.speed);
    expect(speeds).toEqual([5, 5, 5, 0, 0, 0]);
    expect(answer.points.map((point) => point.t - start)).toEqual([
      0, 1000, 2000, 3000, 33_000, 63_000,
    ]);
    expect(answer.points[0]).toMatchObject({ lat: 37.5665, lon: 126.978, heading: 90 });
    expect(answer.points.every((point) => point.mode === 'AUTO')).toBe(true);

    // A range picks its part; `to` before `from` is refused.
    const [, second, , fourth] = answer.points;
    const middle = await track(owner.access, pc.id, {
      from: new Date(start + 500).toISOString(),
      to: new Date(fourth!.t).toISOString(),
    });
    expect(middle.points.map((point) => point.t)).toEqual(
      answer.points.slice(1, 4).map((point) => point.t),
    );
    expect(middle.points[0]).toEqual(second);
    // By default the last hour up to now; `from` alone: up to now; `to` alone: the hour before.
    expect((await track(owner.access, pc.id)).points).toEqual(answer.points);
    expect((await track(owner.access, pc.id, { from: start })).points).toEqual(answer.points);
    expect((await track(owner.access, pc.id, { to: start - 1 })).points).toEqual([]);
    const hourBefore = await track(owner.access, pc.id, { to: fourth!.t });
    expect(hourBefore).toMatchObject({ from: fourth!.t - 3600_000, to: fourth!.t });
    expect(hourBefore.points).toEqual(answer.points.slice(0, 4));
    // A `from` after now is an empty range, not a refusal (a browser's clock may run ahead).
    const ahead = server.clock.now().getTime() + 60_000;
    expect(await track(owner.access, pc.id, { from: ahead })).toMatchObject({
      from: ahead,
      to: ahead,
      points: [],
    });
  });

  it('thins a range with more points than an answer holds, evenly, keeping both ends', async () => {
    const { owner, pc } = await vehicle();
    const start = Date.UTC(2030, 0, 1);
    const total = FLEET_DEFAULTS.maxTrackPoints * 2 + 345;
    await server.database.db.execute(sql`insert into ${vehicleTrack}
      (pc_id, at, lat, lon, heading, speed, mode)
      select ${pc.id}, to_timestamp((${start}::float8 + i * 1000) / 1000), 37, 127, 0, 3, 'AUTO'
      from generate_series(0, ${total - 1}) as i`);
    const answer = await track(owner.access, pc.id, { from: start, to: start + total * 1000 });
    expect(answer.points.length).toBeLessThanOrEqual(FLEET_DEFAULTS.maxTrackPoints);
    expect(answer.points.length).toBeGreaterThan(FLEET_DEFAULTS.maxTrackPoints * 0.6);
    expect(answer.points[0]!.t).toBe(start);
    expect(answer.points.at(-1)!.t).toBe(start + (total - 1) * 1000);
    const gaps = new Set(
      answer.points.slice(1, -1).map((point: TrackPoint, i) => point.t - answer.points[i]!.t),
    );
    expect(gaps.size).toBe(1);
  });

  it('keeps positions 30 days: the sweep removes older ones only', async () => {
    const { owner, pc } = await vehicle();
    const now = server.clock.now().getTime();
    const day = 24 * 3600_000;
    for (const age of [31 * day, 8 * day, day]) {
      await server.database.db.insert(vehicleTrack).values({
        pcId: pc.id,
        at: new Date(now - age),
        lat: 1,
        lon: 1,
        heading: 0,
        speed: 0,
        mode: 'STOP',
      });
    }
    expect(await server.services.fleetModule.sweep()).toBeGreaterThanOrEqual(1);
    const kept = await track(owner.access, pc.id, { from: now - 40 * day, to: now });
    expect(kept.points.map((point) => Math.round((now - point.t) / day))).toEqual([8, 1]);
  });
});

describe("a vehicle's events", () => {
  const event = (at: number, n: number) => ({
    kind: 'mode' as const,
    at,
    user_id: 7,
    user_name: 'Operator',
    detail: { from: 'STOP', to: 'AUTO', result: 'accepted', n },
  });

  it('stores what the agent reports and its connections, newest first, by pages', async () => {
    const { owner, pc, agent } = await vehicle();
    await pushState(agent, pc.token, sampleVehicleState());
    const at = Date.now();
    for (let n = 1; n <= 5; n++) await pushEvent(agent, pc.token, event(at + n, n));
    // Not events: dropped and counted.
    await pushEvent(agent, pc.token, { ...event(at, 0), kind: 'party' } as never);
    await pushEvent(agent, pc.token, { ...event(at, 0), detail: { big: 'x'.repeat(9000) } });
    agent.close();
    await expect
      .poll(async () => {
        await flush();
        return (await events(owner.access, pc.id)).length;
      })
      .toBe(7);

    const all = await events(owner.access, pc.id);
    expect(all.map((row) => row.kind)).toEqual([
      'connection',
      'mode',
      'mode',
      'mode',
      'mode',
      'mode',
      'connection',
    ]);
    expect(all[0]).toMatchObject({ detail: { action: 'disconnected' }, user_id: null });
    expect(all.at(-1)).toMatchObject({ detail: { action: 'connected' } });
    expect(all[1]).toMatchObject({
      pc_id: pc.id,
      at: at + 5,
      user_id: 7,
      user_name: 'Operator',
      detail: { n: 5, result: 'accepted' },
    });

    const page = await events(owner.access, pc.id, { limit: 2 });
    expect(page.map((row: FleetEventRow) => row.id)).toEqual(all.slice(0, 2).map((row) => row.id));
    const next = await events(owner.access, pc.id, { limit: 2, before: page[1]!.id });
    expect(next.map((row) => row.id)).toEqual(all.slice(2, 4).map((row) => row.id));
  });

  it('tells the watching pages of its connections as they happen, not its agent', async () => {
    const { owner, pc, agent } = await vehicle();
    const browser = await connect(owner.access);
    await browser.emitWithAck(SOCKET_EVENTS.join, { room: pc.token });
    const heard: unknown[] = [];
    browser.on(SOCKET_EVENTS.userMsg, (relayed: { message: { action: string; data: unknown } }) => {
      if (relayed.message.action === VEHICLE_ACTIONS.event) heard.push(relayed.message.data);
    });
    const agentHeard: unknown[] = [];
    agent.on(SOCKET_EVENTS.userMsg, (relayed: { message: { action: string } }) => {
      if (relayed.message.action === VEHICLE_ACTIONS.event) agentHeard.push(relayed);
    });
    // A page that read the stored events before the first state would not see 'connected'
    // until reloaded: it hears it now, as the stored one says.
    await pushState(agent, pc.token, sampleVehicleState());
    // A page that opens the vehicle at once reads it too, before the batch would be written.
    const trail = await events(owner.access, pc.id);
    expect(trail.map((row) => [row.kind, row.detail])).toEqual([
      ['connection', { action: 'connected' }],
    ]);
    await expect.poll(() => heard.length).toBe(1);
    expect(VehicleEvent.parse(heard[0])).toMatchObject({
      kind: 'connection',
      user_id: null,
      detail: { action: 'connected' },
    });
    agent.close();
    await expect.poll(() => heard.length).toBe(2);
    expect(heard[1]).toMatchObject({ kind: 'connection', detail: { action: 'disconnected' } });
    expect(agentHeard).toEqual([]);
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

describe('deleting', () => {
  it("a PC or an account removes its vehicle's rows", async () => {
    for (const how of ['pc', 'account'] as const) {
      const { owner, pc, agent } = await vehicle();
      await pushState(agent, pc.token, sampleVehicleState({ speed: 2 }));
      await pushEvent(agent, pc.token, {
        kind: 'estop',
        at: Date.now(),
        user_id: owner.id,
        user_name: 'Owner',
        detail: { action: 'engage' },
      });
      await flush();
      expect(await storedRows(pc.id)).toEqual({ vehicles: 1, track: 1, events: 2 });
      const gone =
        how === 'pc'
          ? await server.call(API.deletePc, { token: owner.access, body: { token: pc.token } })
          : await server.call(API.withdraw, { token: owner.access });
      expect(gone.status).toBe(200);
      await flush();
      expect(await storedRows(pc.id)).toEqual({ vehicles: 0, track: 0, events: 0 });
      expect((await fleetOn(server.url, root.access)).map((each) => each.pc_id)).not.toContain(
        pc.id,
      );
    }
  });

  it('drops what was pending for a PC deleted before the flush, and writes the rest', async () => {
    const doomed = await vehicle();
    const kept = await vehicle();
    await pushState(doomed.agent, doomed.pc.token, sampleVehicleState({ speed: 1 }));
    await pushState(kept.agent, kept.pc.token, sampleVehicleState({ speed: 1 }));
    await server.call(API.deletePc, {
      token: doomed.owner.access,
      body: { token: doomed.pc.token },
    });
    await flush();
    expect(await storedRows(doomed.pc.id)).toEqual({ vehicles: 0, track: 0, events: 0 });
    expect(await storedRows(kept.pc.id)).toMatchObject({ vehicles: 1, track: 1 });
  });
});

describe('closing', () => {
  it('writes what is pending, the disconnections included, before the app ends', async () => {
    const other = await startServer();
    try {
      const owner = await other.signUp();
      const pc = await registerPc(other, owner, 'Closing');
      const agent = await connectSocket(other.url, pc.token);
      open.push(agent);
      await pushState(agent, pc.token, sampleVehicleState({ seq: 99, speed: 3 }));
      await other.app.close();
      const { db } = other.database;
      const [stored] = await db
        .select()
        .from(vehicles)
        .where(sql`${vehicles.pcId} = ${pc.id}`);
      expect(stored?.lastState).toMatchObject({ seq: 99 });
      const trail = await db
        .select()
        .from(vehicleEvents)
        .where(sql`${vehicleEvents.pcId} = ${pc.id}`)
        .orderBy(vehicleEvents.id);
      expect(trail.map((row) => row.detail)).toEqual([
        { action: 'connected' },
        { action: 'disconnected' },
      ]);
    } finally {
      await other.close();
    }
  });
});
