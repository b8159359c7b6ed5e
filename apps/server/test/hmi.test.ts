import { API, HMI_ACTIONS, type Pc, SOCKET_EVENTS, VEHICLE_ACTIONS, appByKey } from '@ads/contract';
import { parseOsm } from '@ads/lanelet2';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sampleVehicleState } from '../../../test-support/vehicle-state';
import { pushState, registerPc } from './fleet-helpers';
import {
  type Account,
  type TestServer,
  connectSocket,
  nextEvent,
  startServer,
} from '../../../test-support/studio/harness';
import { fetchMapOsm } from './hmi-helpers';
import { createMap, createProject, openMaps, plainLanelet2Osm, putOsm } from './map-helpers';

// HMI's routes (issue 16): a project's vehicles and maps for the HMI, the map file for the HMI
// and for an agent's PC, and the relay's gate on the HMI's commands. Real database and sockets.

let server: TestServer;
let root: Account;
let owner: Account;
let other: Account;
let admin: Account;
const open: Socket[] = [];
/** Listeners a test put on the shared agent socket, removed after it. */
const cleanups: Array<() => void> = [];
/** The owner's project: a vehicle, a desk PC and a map with one saved version. */
const fx = {} as {
  project: number;
  vehicle: Pc;
  desk: Pc;
  elsewhere: Pc;
  map: number;
  otherProject: number;
  otherMap: number;
  agent: Socket;
};

const offSentence = (app: 'hmi' | 'monitoring') =>
  `${appByKey(app).name} is turned off for your role. Ask an administrator to turn it on.`;

async function setApp(app: 'hmi' | 'monitoring', state: 'disabled' | 'hidden' | 'default') {
  const answer =
    state === 'default'
      ? await server.call(API.resetAppAvailability, { token: root.access, params: { key: app } })
      : await server.call(API.changeAppAvailability, {
          token: root.access,
          params: { key: app },
          body: { states: { USER: state } },
        });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

async function addPc(token: string, projectId: number, pcId: number) {
  const added = await server.call(API.addProjectPc, {
    token,
    params: { id: projectId },
    body: { pc_id: pcId },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
}

async function connect(token: string): Promise<Socket> {
  const socket = await connectSocket(server.url, token);
  open.push(socket);
  return socket;
}

beforeAll(async () => {
  server = await startServer();
  root = await server.superAdmin();
  owner = await server.signUp({ username: 'Driver' });
  other = await server.signUp();
  admin = await server.withRole('ADMIN');
  // HDMAP Builder (SUPER-only by default) is opened to save the maps; HMI is on for USER.
  await openMaps(server, root);

  fx.project = await createProject(server, owner, 'Shuttle line');
  fx.vehicle = await registerPc(server, owner, 'Shuttle 1');
  fx.desk = await registerPc(server, owner, 'Desk PC');
  fx.elsewhere = await registerPc(server, owner, 'Shuttle 2');
  await addPc(owner.access, fx.project, fx.vehicle.id);
  await addPc(owner.access, fx.project, fx.desk.id);
  // Shuttle 2 is a vehicle too, but of another project of the owner's.
  const second = await createProject(server, owner, 'Depot');
  await addPc(owner.access, second, fx.elsewhere.id);

  // A vehicle is a PC whose agent reported a state; the desk PC never does.
  fx.agent = await connectSocket(server.url, fx.vehicle.token);
  await pushState(fx.agent, fx.vehicle.token, sampleVehicleState({ seq: 3, speed: 2 }));
  const elsewhere = await connectSocket(server.url, fx.elsewhere.token);
  await pushState(elsewhere, fx.elsewhere.token, sampleVehicleState());
  elsewhere.close();

  fx.map = (await createMap(server, owner, fx.project, 'Depot loop')).id;
  const saved = await putOsm(server, owner, fx.map, plainLanelet2Osm().xml);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);

  fx.otherProject = await createProject(server, other, 'Not yours');
  fx.otherMap = (await createMap(server, other, fx.otherProject, 'Their map')).id;
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
  for (const cleanup of cleanups.splice(0)) cleanup();
});
afterAll(async () => {
  fx.agent?.close();
  await server.close();
});

describe('the project’s vehicles', () => {
  const vehicles = (token: string, projectId: number) =>
    server.call(API.hmi.vehicles, { token, query: { project_id: projectId } });

  it('lists the fleet’s rows of the project’s PCs that are vehicles, for the owner and an admin', async () => {
    for (const token of [owner.access, admin.access, root.access]) {
      const answer = await vehicles(token, fx.project);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const list = API.hmi.vehicles.answer.parse(answer.body).detail;
      // Not the desk PC (no state), not Shuttle 2 (another project).
      expect(list.map((each) => each.pc_id)).toEqual([fx.vehicle.id]);
      expect(list[0]).toMatchObject({
        name: 'Shuttle 1',
        owner: { id: owner.id, name: 'Driver' },
        room: fx.vehicle.token,
        online: true,
        state: { seq: 3, speed: 2 },
      });
    }
  });

  it('answers another user’s project like a missing one', async () => {
    const theirs = await vehicles(other.access, fx.project);
    const none = await vehicles(other.access, 2_147_483_647);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(none.body);
  });

  it('answers an empty list for a project without vehicles', async () => {
    const answer = await vehicles(other.access, fx.otherProject);
    expect(answer.status).toBe(200);
    expect(answer.body.detail).toEqual([]);
  });
});

describe('the project’s maps', () => {
  it('lists them for the owner and an admin; another user’s project is missing', async () => {
    for (const token of [owner.access, admin.access]) {
      const answer = await server.call(API.hmi.maps, {
        token,
        query: { project_id: fx.project },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const maps = API.hmi.maps.answer.parse(answer.body).detail;
      expect(maps).toEqual([
        expect.objectContaining({ id: fx.map, name: 'Depot loop', version: 1, lanelets: 2 }),
      ]);
    }
    const theirs = await server.call(API.hmi.maps, {
      token: other.access,
      query: { project_id: fx.project },
    });
    const none = await server.call(API.hmi.maps, {
      token: other.access,
      query: { project_id: 2_147_483_647 },
    });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(none.body);
  });
});

describe('a map’s file', () => {
  /** The map as HDMAP Builder exports it in the Autoware flavour: the HMI's must equal it. */
  async function autowareExport() {
    const target = new URL(`/api/map/${fx.map}/osm?flavour=autoware`, server.url);
    const response = await fetch(target, { headers: { authorization: `Bearer ${owner.access}` } });
    expect(response.status).toBe(200);
    return response.text();
  }

  function expectMapHeaders(headers: Headers) {
    expect(headers.get('content-type')).toMatch(/^text\/xml/);
    expect(decodeURIComponent(headers.get('x-map-name')!)).toBe('Depot loop');
    expect(headers.get('x-map-version')).toBe('1');
    // The projector the plain file's first save fixed (inferred from its coordinates).
    const projector = JSON.parse(headers.get('x-map-projector')!);
    expect(projector).toMatchObject({ projector_type: expect.any(String) });
  }

  it('answers the current version as Autoware OSM, with name, version and projector', async () => {
    const expected = await autowareExport();
    for (const token of [owner.access, admin.access]) {
      const file = await fetchMapOsm(server, 'hmi', fx.map, token);
      expect(file.status).toBe(200);
      expectMapHeaders(file.headers);
      expect(file.text).toBe(expected);
      expect(parseOsm(file.text).flavour).toBe('autoware');
    }
  });

  it('names a map with any characters in a header, encoded', async () => {
    const named = await server.call(API.map.update, {
      token: owner.access,
      params: { id: fx.map },
      body: { name: 'Depot loop · 서울 "A"' },
    });
    expect(named.status).toBe(200);
    try {
      const file = await fetchMapOsm(server, 'hmi', fx.map, owner.access);
      expect(decodeURIComponent(file.headers.get('x-map-name')!)).toBe('Depot loop · 서울 "A"');
    } finally {
      await server.call(API.map.update, {
        token: owner.access,
        params: { id: fx.map },
        body: { name: 'Depot loop' },
      });
    }
  });

  it('answers another user’s map like a missing one', async () => {
    const theirs = await fetchMapOsm(server, 'hmi', fx.map, other.access);
    const none = await fetchMapOsm(server, 'hmi', 2_147_483_647, other.access);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(none.body);
    expect(theirs.headers.get('x-map-name')).toBeNull();
  });

  it('gives an agent the same file with its PC token when the PC is in the map’s project', async () => {
    const file = await fetchMapOsm(server, 'agent', fx.map, fx.vehicle.token);
    expect(file.status).toBe(200);
    expectMapHeaders(file.headers);
    expect(file.text).toBe(await autowareExport());
    // The desk PC is in the project too: being a vehicle is not the rule, membership is.
    expect((await fetchMapOsm(server, 'agent', fx.map, fx.desk.token)).status).toBe(200);
  });

  it('refuses an agent a map of a project its PC is not in, like a missing one', async () => {
    const notIn = await fetchMapOsm(server, 'agent', fx.map, fx.elsewhere.token);
    const other = await fetchMapOsm(server, 'agent', fx.otherMap, fx.vehicle.token);
    const none = await fetchMapOsm(server, 'agent', 2_147_483_647, fx.vehicle.token);
    for (const answer of [notIn, other]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(none.body);
    }
  });

  it('refuses the agent route without a PC token: none, garbage, unknown or a user’s', async () => {
    // A well-formed PC token never registered.
    const unknown = (await server.call(API.mintPcToken, { token: owner.access })).body
      .detail as string;
    for (const bearer of [undefined, 'not-a-token', unknown, owner.access]) {
      const answer = await fetchMapOsm(server, 'agent', fx.map, bearer);
      expect(answer.status, String(bearer)).toBe(401);
      expect(answer.body).toMatchObject({ success: false, message: expect.any(String) });
    }
  });

  it('refuses the user routes without a token (401) and to a guest (403)', async () => {
    const guest = await server.guest();
    const calls = [
      [API.hmi.vehicles, { query: { project_id: fx.project } }],
      [API.hmi.maps, { query: { project_id: fx.project } }],
      [API.hmi.mapOsm, { params: { id: fx.map } }],
    ] as const;
    for (const [endpoint, options] of calls) {
      expect((await server.call(endpoint, options)).status, endpoint.path).toBe(401);
      const asGuest = await server.call(endpoint, { token: guest.access, ...options });
      expect(asGuest.status, endpoint.path).toBe(403);
    }
  });
});

describe('with HMI off for the role', () => {
  it('refuses every HMI route, the agent’s included (its owner’s role), with 403 and the sentence', async () => {
    await setApp('hmi', 'disabled');
    try {
      const calls = [
        [API.hmi.vehicles, { query: { project_id: fx.project } }],
        [API.hmi.maps, { query: { project_id: fx.project } }],
        [API.hmi.mapOsm, { params: { id: fx.map } }],
      ] as const;
      for (const [endpoint, options] of calls) {
        const answer = await server.call(endpoint, { token: owner.access, ...options });
        expect(answer.status, endpoint.path).toBe(403);
        expect(answer.body).toEqual({ success: false, message: offSentence('hmi') });
      }
      const agent = await fetchMapOsm(server, 'agent', fx.map, fx.vehicle.token);
      expect(agent.status).toBe(403);
      expect(agent.body).toEqual({ success: false, message: offSentence('hmi') });
      // An admin's role is another row of the table: still on.
      const asAdmin = await fetchMapOsm(server, 'hmi', fx.map, admin.access);
      expect(asAdmin.status).toBe(200);
    } finally {
      await setApp('hmi', 'default');
    }
    expect((await fetchMapOsm(server, 'agent', fx.map, fx.vehicle.token)).status).toBe(200);
  });
});

describe('HMI commands on the socket', () => {
  /** The owner's browser in the vehicle's room, and what reaches the agent. */
  async function room() {
    const browser = await connect(owner.access);
    const joined = await browser.emitWithAck(SOCKET_EVENTS.join, { room: fx.vehicle.token });
    expect(joined).toMatchObject({ status: 'success' });
    const atAgent: Array<{ message: { action: string } }> = [];
    const listener = (payload: { message: { action: string } }) => atAgent.push(payload);
    fx.agent.on(SOCKET_EVENTS.userMsg, listener);
    cleanups.push(() => fx.agent.off(SOCKET_EVENTS.userMsg, listener));
    return { browser, atAgent };
  }

  const request = (action: string, data: unknown = {}) => ({
    room: fx.vehicle.token,
    message: { action, type: 'REQUEST', data },
  });
  const route = () =>
    request(HMI_ACTIONS.route, { goal: { lat: 37.24, lon: 126.77, heading: 90 } });
  const lock = () => request(VEHICLE_ACTIONS.controlLock, { action: 'take' });
  const mode = () => request(VEHICLE_ACTIONS.operationMode, { mode: 'AUTO' });

  /** Sends and expects the relay's refusal: the ack and the RESPONSE both carry the sentence. */
  async function expectRefused(
    browser: Socket,
    payload: ReturnType<typeof request>,
    app: 'hmi' | 'monitoring',
  ) {
    const reply = nextEvent(browser, SOCKET_EVENTS.userMsg);
    expect(await browser.emitWithAck(SOCKET_EVENTS.userMsg, payload)).toEqual({
      success: false,
      message: offSentence(app),
    });
    expect(await reply).toEqual({
      room: fx.vehicle.token,
      message: {
        action: payload.message.action,
        type: 'RESPONSE',
        status: 'error',
        data: { message: offSentence(app) },
      },
    });
  }

  /** Sends and waits for the agent to receive it, naming the sender. */
  async function expectRelayed(browser: Socket, payload: ReturnType<typeof request>) {
    const relayed = nextEvent(fx.agent, SOCKET_EVENTS.userMsg);
    expect(await browser.emitWithAck(SOCKET_EVENTS.userMsg, payload)).toEqual({ success: true });
    expect(await relayed).toMatchObject({
      message: payload.message,
      sender: { kind: 'user', user_id: owner.id },
    });
  }

  it('refuses an HMI command while HMI is off for the role, and relays it once on', async () => {
    const { browser, atAgent } = await room();
    await setApp('hmi', 'disabled');
    try {
      await expectRefused(browser, route(), 'hmi');
      for (const action of [HMI_ACTIONS.engage, HMI_ACTIONS.clearRoute, HMI_ACTIONS.record]) {
        await expectRefused(
          browser,
          request(action, action === HMI_ACTIONS.record ? { action: 'start' } : {}),
          'hmi',
        );
      }
      // FMS's own commands do not depend on HMI.
      await expectRelayed(browser, mode());
      expect(atAgent.map((each) => each.message.action)).toEqual([VEHICLE_ACTIONS.operationMode]);
    } finally {
      await setApp('hmi', 'default');
    }
    await expectRelayed(browser, route());
  });

  const stop = () => request(VEHICLE_ACTIONS.operationMode, { mode: 'STOP' });
  const estop = (action?: 'engage' | 'release') =>
    request(VEHICLE_ACTIONS.estop, action ? { action } : {});

  it('relays STOP and E-STOP to anyone in the room whatever the apps; releasing E-STOP needs FMS or HMI', async () => {
    const { browser, atAgent } = await room();
    await setApp('monitoring', 'disabled');
    try {
      // An HMI user (FMS off) engages from the HMI, and may stop what it engaged.
      await expectRelayed(browser, request(HMI_ACTIONS.engage));
      await expectRelayed(browser, stop());
      await expectRelayed(browser, estop('engage'));
      await expectRelayed(browser, estop());
      await expectRelayed(browser, estop('release'));
      // Both apps off: a stop still goes at once; anything else is refused.
      await setApp('hmi', 'hidden');
      await expectRelayed(browser, stop());
      await expectRelayed(browser, estop('engage'));
      await expectRefused(browser, estop('release'), 'monitoring');
      await expectRefused(browser, mode(), 'monitoring');
      expect(atAgent.map((each) => each.message.action)).toEqual([
        HMI_ACTIONS.engage,
        VEHICLE_ACTIONS.operationMode,
        VEHICLE_ACTIONS.estop,
        VEHICLE_ACTIONS.estop,
        VEHICLE_ACTIONS.estop,
        VEHICLE_ACTIONS.operationMode,
        VEHICLE_ACTIONS.estop,
      ]);
    } finally {
      await setApp('hmi', 'default');
      await setApp('monitoring', 'default');
    }
  });

  it("echoes a request's id in the relay's refusal", async () => {
    const { browser } = await room();
    await setApp('monitoring', 'disabled');
    try {
      const payload = { ...mode(), message: { ...mode().message, id: 'page-7' } };
      const reply = nextEvent(browser, SOCKET_EVENTS.userMsg);
      await browser.emitWithAck(SOCKET_EVENTS.userMsg, payload);
      expect(await reply).toMatchObject({ message: { status: 'error', id: 'page-7' } });
    } finally {
      await setApp('monitoring', 'default');
    }
  });

  /** Resolves once the agent has heard `count` messages of the test. */
  const heard = (atAgent: unknown[], count: number) =>
    new Promise<void>((resolve) => {
      const check = () => (atAgent.length >= count ? resolve() : setTimeout(check, 10));
      check();
    });
  const actions = (atAgent: Array<{ message: { action: string; data?: unknown } }>) =>
    atAgent.map(({ message }) =>
      message.action === VEHICLE_ACTIONS.operationMode
        ? `mode ${(message.data as { mode: string }).mode}`
        : message.action,
    );

  it('keeps one socket’s order while a command waits for its check', async () => {
    const { browser, atAgent } = await room();
    for (let round = 0; round < 3; round += 1) {
      atAgent.length = 0;
      // A change announced by another instance voids the relay's memory: the next command's
      // check reads the database, and what the socket sends meanwhile waits behind it.
      server.services.apps.forget();
      const acks = await Promise.all(
        [lock(), request('inquiryAPI'), mode(), request('logAPI')].map((payload) =>
          browser.emitWithAck(SOCKET_EVENTS.userMsg, payload),
        ),
      );
      expect(acks).toEqual(Array(4).fill({ success: true }));
      await heard(atAgent, 4);
      expect(actions(atAgent)).toEqual([
        VEHICLE_ACTIONS.controlLock,
        'inquiryAPI',
        'mode AUTO',
        'logAPI',
      ]);
    }
  });

  it('never delivers a command after a stop sent later: the stop goes at once, commands still waiting are cancelled', async () => {
    const { browser, atAgent } = await room();
    for (let round = 0; round < 3; round += 1) {
      atAgent.length = 0;
      server.services.apps.forget();
      const acks = await Promise.all(
        [mode(), request('inquiryAPI'), stop()].map((payload) =>
          browser.emitWithAck(SOCKET_EVENTS.userMsg, payload),
        ),
      );
      await heard(atAgent, 2);
      await expect
        .poll(() => actions(atAgent))
        .toEqual(expect.arrayContaining(['inquiryAPI', 'mode STOP']));
      const order = actions(atAgent);
      expect(acks[2]).toEqual({ success: true });
      expect(order).toContain('mode STOP');
      expect(order).toContain('inquiryAPI');
      if (order.includes('mode AUTO')) {
        // Its check finished before the stop came: relayed in order, before the stop.
        expect(order.indexOf('mode AUTO')).toBeLessThan(order.indexOf('mode STOP'));
        expect(acks[0]).toEqual({ success: true });
      } else {
        expect(acks[0]).toEqual({
          success: false,
          message: 'Not sent: a stop you sent after this command went first.',
        });
      }
    }
  });

  it('takes the control lock with FMS or HMI on; FMS’s other commands need FMS', async () => {
    const { browser } = await room();
    await setApp('monitoring', 'disabled');
    try {
      // FMS off, HMI on: the HMI takes the same lock, and sends its own commands.
      await expectRelayed(browser, lock());
      await expectRelayed(browser, route());
      await expectRefused(browser, mode(), 'monitoring');
      // Both off: the lock is refused too (with FMS's sentence, the first of its apps).
      await setApp('hmi', 'hidden');
      await expectRefused(browser, lock(), 'monitoring');
    } finally {
      await setApp('hmi', 'default');
      await setApp('monitoring', 'default');
    }
    await expectRelayed(browser, lock());
  });
});
