import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API, type Pc, appByKey } from '@ads/contract';
import { parseOsm } from '@ads/lanelet2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleVehicleState } from '../../../test-support/vehicle-state';
import {
  type Account,
  type TestServer,
  connectSocket,
  startServer,
} from '../../../test-support/studio/harness';
import { pushState, registerPc } from './fleet-helpers';
import { fetchOsmFile } from './hmi-helpers';
import { createMap, createProject, openMaps, plainLanelet2Osm, putOsm } from './map-helpers';
import { uploadFixture } from './record-helpers';

// The maps the other apps draw (issue 30): FMS reads the Lanelet2 map a vehicle reports it
// drives on, Data Management the map of a record's project under its route. Real database,
// sockets and uploads.

let server: TestServer;
let root: Account;
let owner: Account;
let other: Account;
let admin: Account;
let files: string;
const NONE = 2_147_483_647;
const fx = {} as {
  project: number;
  vehicle: Pc;
  elsewhere: Pc;
  map: number;
  newerMap: number;
  otherMap: number;
  record: number;
  bareRecord: number;
  plainProjectRecord: number;
};

const vehicleMap = (pcId: number, id: number, bearer?: string) =>
  fetchOsmFile(server, API.fleetMapOsm, { pc_id: pcId, id }, bearer);
const recordMap = (id: number, bearer?: string) =>
  fetchOsmFile(server, API.recordMapOsm, { id }, bearer);

async function addPc(projectId: number, pcId: number) {
  const added = await server.call(API.addProjectPc, {
    token: owner.access,
    params: { id: projectId },
    body: { pc_id: pcId },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
}

async function savedMap(projectId: number, name: string, as: Account = owner) {
  const id = (await createMap(server, as, projectId, name)).id;
  const saved = await putOsm(server, as, id, plainLanelet2Osm().xml);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return id;
}

beforeAll(async () => {
  server = await startServer();
  root = await server.superAdmin();
  owner = await server.signUp({ username: 'Operator' });
  other = await server.signUp();
  admin = await server.withRole('ADMIN');
  await openMaps(server, root);
  files = await mkdtemp(join(tmpdir(), 'ads-vehicle-maps-'));

  fx.project = await createProject(server, owner, 'Shuttle line');
  fx.vehicle = await registerPc(server, owner, 'Shuttle 1');
  fx.elsewhere = await registerPc(server, owner, 'Shuttle 2');
  await addPc(fx.project, fx.vehicle.id);
  const depot = await createProject(server, owner, 'Depot');
  await addPc(depot, fx.elsewhere.id);
  // Both are vehicles: their agents reported a state.
  for (const pc of [fx.vehicle, fx.elsewhere]) {
    const agent = await connectSocket(server.url, pc.token);
    await pushState(agent, pc.token, sampleVehicleState());
    agent.close();
  }
  fx.map = await savedMap(fx.project, 'Depot loop');
  // A map created but never saved is not one to draw.
  await createMap(server, owner, fx.project, 'Empty draft');
  fx.otherMap = await savedMap(await createProject(server, other, 'Not yours'), 'Theirs', other);

  const small = { durationS: 3, lidarPoints: 10 };
  const upload = async (name: string, metadata: Record<string, string>) =>
    (
      await uploadFixture(
        server,
        owner.access,
        { dir: files, name, format: 'mcap', options: small },
        metadata,
      )
    ).id;
  fx.record = await upload('Drive.mcap', { project_id: String(fx.project) });
  fx.bareRecord = await upload('Loose.mcap', {});
  fx.plainProjectRecord = await upload('Depot.mcap', { project_id: String(depot) });
});
afterAll(async () => {
  await server.close();
  await rm(files, { recursive: true, force: true });
});

describe('FMS: the map a vehicle drives on', () => {
  it('answers the map as Autoware OSM with its headers, to the owner and an admin', async () => {
    for (const token of [owner.access, admin.access]) {
      const file = await vehicleMap(fx.vehicle.id, fx.map, token);
      expect(file.status, file.text.slice(0, 200)).toBe(200);
      expect(file.headers.get('content-type')).toMatch(/^text\/xml/);
      expect(decodeURIComponent(file.headers.get('x-map-name')!)).toBe('Depot loop');
      expect(file.headers.get('x-map-version')).toBe('1');
      expect(parseOsm(file.text).flavour).toBe('autoware');
    }
  });

  it("answers another user's vehicle, a map of another project and missing ids alike", async () => {
    const none = await vehicleMap(NONE, NONE, other.access);
    expect(none.status).toBe(404);
    const refusals = [
      // Another user's vehicle with its own map.
      await vehicleMap(fx.vehicle.id, fx.map, other.access),
      // The owner's vehicle, but the map is not of its PC's projects.
      await vehicleMap(fx.elsewhere.id, fx.map, owner.access),
      await vehicleMap(fx.vehicle.id, fx.otherMap, owner.access),
      await vehicleMap(fx.vehicle.id, NONE, owner.access),
      await vehicleMap(NONE, fx.map, owner.access),
    ];
    for (const answer of refusals) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(none.body);
      expect(answer.headers.get('x-map-name')).toBeNull();
    }
  });

  it('refuses a missing token (401), a guest (403) and a role with FMS off (403)', async () => {
    expect((await vehicleMap(fx.vehicle.id, fx.map)).status).toBe(401);
    const guest = await server.guest();
    expect((await vehicleMap(fx.vehicle.id, fx.map, guest.access)).status).toBe(403);
    const off = { params: { key: 'monitoring' }, body: { states: { USER: 'disabled' } } };
    expect(
      (await server.call(API.changeAppAvailability, { token: root.access, ...off })).status,
    ).toBe(200);
    try {
      const answer = await vehicleMap(fx.vehicle.id, fx.map, owner.access);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({
        success: false,
        message: `${appByKey('monitoring').name} is turned off for your role. Ask an administrator to turn it on.`,
      });
    } finally {
      await server.call(API.resetAppAvailability, {
        token: root.access,
        params: { key: 'monitoring' },
      });
    }
  });
});

describe("Data Management: the map under a record's route", () => {
  it("answers the project's most recently saved map, to the owner and an admin", async () => {
    for (const token of [owner.access, admin.access]) {
      const file = await recordMap(fx.record, token);
      expect(file.status, file.text.slice(0, 200)).toBe(200);
      expect(decodeURIComponent(file.headers.get('x-map-name')!)).toBe('Depot loop');
      expect(parseOsm(file.text).flavour).toBe('autoware');
    }
    // A map saved later is the one drawn from then on.
    const newer = await savedMap(fx.project, 'Depot loop v2');
    const file = await recordMap(fx.record, owner.access);
    expect(decodeURIComponent(file.headers.get('x-map-name')!)).toBe('Depot loop v2');
    await server.call(API.map.remove, { token: owner.access, params: { id: newer } });
  });

  it('says so when the record has no project or its project no saved map', async () => {
    for (const id of [fx.bareRecord, fx.plainProjectRecord]) {
      const answer = await recordMap(id, owner.access);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ success: false, message: "The record's project has no map." });
    }
  });

  it("answers another user's record like a missing one, and refuses no token and a guest", async () => {
    const theirs = await recordMap(fx.record, other.access);
    const none = await recordMap(NONE, other.access);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(none.body);
    expect(theirs.headers.get('x-map-name')).toBeNull();
    expect((await recordMap(fx.record)).status).toBe(401);
    const guest = await server.guest();
    expect((await recordMap(fx.record, guest.access)).status).toBe(403);
  });
});
