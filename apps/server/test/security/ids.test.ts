import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API, type Endpoint, type Pc, SOCKET_EVENTS } from '@ads/contract';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TOPICS } from '../../../../test-support/record-files';
import {
  finishedSubmission,
  openBenchmark,
  sampleDataset,
  submitFile,
  until,
} from '../benchmark-helpers';
import { createMap, openMaps, plainLanelet2Osm, putOsm } from '../map-helpers';
import { SAVED_INTRINSIC, openCalibration } from '../calibration-helpers';
import { fetchMapOsm } from '../hmi-helpers';
import {
  type Account,
  type Answer,
  type TestServer,
  connectSocket,
  startServer,
} from '../../../../test-support/studio/harness';
import { uploadFixture } from '../record-helpers';
import { openRemote } from '../remote-helpers';
import { createChallenge, openEducation, STARTER } from '../education-helpers';
import { createAlgorithm, openStore, published, versionBody } from '../store-helpers';
import { snapshotRows } from './db-snapshot';
import { addressingInputs, idRoutes } from './id-routes';

// Two users, A and B. B takes A's ids (project, PC, PC token, user id, room, record, download
// token) and tries every route that takes an id. Every refusal must leave the whole database as it was and say nothing of A.

let server: TestServer;
let a: Account;
let b: Account;
let admin: Account;
const SECRET = 'secret-of-A';
const mine = {} as {
  project: { id: number };
  pc: Pc;
  mintedToken: string;
  bProject: { id: number };
  bPc: Pc;
  notice: number;
  faq: number;
  artifact: string;
  record: number;
  bRecord: number;
  dataset: number;
  hiddenDataset: number;
  submission: number;
  sample: string;
  map: number;
  calibration: number;
  algorithm: number;
  combo: number;
  challenge: number;
  draftChallenge: number;
  eduSubmission: number;
  install: number;
};
let files: string;

async function registerPc(owner: Account, name: string): Promise<Pc> {
  const minted = await server.call(API.mintPcToken, { token: owner.access });
  const answer = await server.call(API.registerPc, {
    token: owner.access,
    body: { name, token: minted.body.detail },
  });
  expect(answer.status).toBe(201);
  return answer.body.detail as Pc;
}

async function createProject(owner: Account, title: string) {
  const answer = await server.call(API.createProject, {
    token: owner.access,
    body: { title, vehicle: `Car ${title}` },
  });
  expect(answer.status).toBe(201);
  return answer.body.detail as { id: number };
}

beforeAll(async () => {
  server = await startServer();
  [a, b, admin] = [await server.signUp(), await server.signUp(), await server.withRole('ADMIN')];
  mine.project = await createProject(a, `Project ${SECRET}`);
  mine.pc = await registerPc(a, `Rig ${SECRET}`);
  const linked = await server.call(API.addProjectPc, {
    token: a.access,
    params: { id: mine.project.id },
    body: { pc_id: mine.pc.id },
  });
  expect(linked.status).toBe(200);
  mine.mintedToken = (await server.call(API.mintPcToken, { token: a.access })).body.detail;
  // A's own playback layout: the settings routes address a key, always of the caller.
  const saved = await server.call(API.setUserSetting, {
    token: a.access,
    params: { key: 'playback.layout' },
    body: { value: { note: SECRET } },
  });
  expect(saved.status).toBe(200);
  mine.bProject = await createProject(b, 'B project');
  mine.bPc = await registerPc(b, 'B rig');
  const post = (board: typeof API.notice) =>
    server.call(board.create, { token: admin.access, body: { title: 'Shared', content: 'All' } });
  mine.notice = (await post(API.notice)).body.detail.number;
  mine.faq = (await post(API.faq)).body.detail.number;
  mine.artifact = (await server.call(API.modules)).body.detail[0].artifact.file;
  files = await mkdtemp(join(tmpdir(), 'ads-ids-'));
  const small = { durationS: 3, lidarPoints: 10 };
  mine.record = (
    await uploadFixture(
      server,
      a.access,
      { dir: files, name: `Drive ${SECRET}.mcap`, format: 'mcap', options: small },
      { project_id: String(mine.project.id), vehicle: `Car ${SECRET}` },
    )
  ).id;
  mine.bRecord = (
    await uploadFixture(server, b.access, {
      dir: files,
      name: 'B.mcap',
      format: 'mcap',
      options: small,
    })
  ).id;
});
beforeAll(async () => {
  // AI Benchmark: a visible dataset, a hidden one, and A's submission (named with the secret).
  await openBenchmark(server, await server.superAdmin());
  mine.dataset = await sampleDataset(server, admin, { frames: 2 });
  mine.hiddenDataset = await sampleDataset(server, admin, { frames: 2 });
  const hidden = await server.call(API.benchmark.updateDataset, {
    token: admin.access,
    params: { id: mine.hiddenDataset },
    body: { visible: false },
  });
  expect(hidden.status).toBe(200);
  mine.sample = (
    await server.call(API.benchmark.samples, {
      token: a.access,
      params: { id: mine.dataset },
      query: { split: 'val' },
    })
  ).body.detail.samples[0];
  const sent = await submitFile(
    server,
    a,
    { dataset: mine.dataset, split: 'val', name: SECRET },
    '{"pred": []}',
  );
  expect(sent.status).toBe(200);
  mine.submission = sent.body.detail.id;
  await finishedSubmission(server, a, mine.submission);
}, 120_000);
beforeAll(async () => {
  // HDMAP Builder: A's map (named with the secret) with one saved version, in A's project.
  await openMaps(server, await server.superAdmin());
  mine.map = (await createMap(server, a, mine.project.id, `Map ${SECRET}`)).id;
  const saved = await putOsm(server, a, mine.map, plainLanelet2Osm().xml, {
    query: { message: SECRET },
  });
  expect(saved.status).toBe(200);
});
beforeAll(async () => {
  // Calibration: A's saved camera calibration (noted with the secret) in A's project.
  await openCalibration(server, await server.superAdmin());
  const saved = await server.call(API.calibration.save, {
    token: a.access,
    body: { project_id: mine.project.id, sensor: 'camera0', note: SECRET, ...SAVED_INTRINSIC },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  mine.calibration = saved.body.detail.id;
});
beforeAll(async () => {
  // IP Repository: A's algorithm (titled with the secret) with a version, A's combo of it, and
  // an install of it on A's PC (as the install orchestration records one), finished: a run
  // still 'running' would be rolled back when A's agent connects below, a message of its own.
  await openStore(server, await server.superAdmin());
  await openRemote(server, await server.superAdmin());
  mine.algorithm = (
    await createAlgorithm(server, a, 'a-algorithm', { title: `Algo ${SECRET}` })
  ).id;
  await published(server, a, mine.algorithm, versionBody('1.0.0'));
  const combo = await server.call(API.store.createCombo, {
    token: a.access,
    body: {
      name: 'a-combo',
      title: `Combo ${SECRET}`,
      version: '1.0.0',
      members: [{ algorithm: 'a-algorithm', version: '1.0.0' }],
    },
  });
  expect(combo.status, JSON.stringify(combo.body)).toBe(201);
  mine.combo = combo.body.detail.id;
  mine.install = await server.services.modules.store.repos.installs.create({
    comboId: mine.combo,
    comboVersion: '1.0.0',
    pcId: mine.pc.id,
    userId: a.id,
    members: [],
    message: SECRET,
    status: 'succeeded',
  });
});
beforeAll(async () => {
  // ADS Education: an open challenge with A's submission (its code holds the secret), and a
  // draft only admins see.
  await openEducation(server, await server.superAdmin());
  mine.challenge = await createChallenge(server, admin);
  mine.draftChallenge = await createChallenge(server, admin, { title: 'Draft', state: 'draft' });
  const sent = await server.call(API.education.submit, {
    token: a.access,
    params: { id: mine.challenge },
    body: { source: `// ${SECRET}\n${STARTER}` },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  mine.eduSubmission = sent.body.detail.id;
  // Scored before the cases run: its job's writes would show as writes of theirs.
  const started = Date.now();
  for (;;) {
    const got = await server.call(API.education.submission, {
      token: a.access,
      params: { id: mine.eduSubmission },
    });
    if (got.body.detail.state === 'success') break;
    if (Date.now() - started > 60_000) throw new Error(`not scored: ${JSON.stringify(got.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}, 90_000);
afterAll(async () => {
  await server.close();
  await rm(files, { recursive: true, force: true });
});

/** B calls `endpoint`; the answer must be a refusal that names nothing of A's. */
async function asB(endpoint: Endpoint, options: Parameters<TestServer['call']>[1]) {
  return server.call(endpoint, { token: b.access, ...options });
}

function expectRefused(answer: Answer, status: number) {
  expect(answer.status).toBe(status);
  expect(answer.body).toMatchObject({ success: false, message: expect.any(String) });
  const text = JSON.stringify(answer.body);
  expect(text).not.toContain(SECRET);
  expect(text).not.toContain(mine.pc.token);
}

/** A missing thing and someone else's answer alike, so ids cannot be probed. */
type Probe = {
  params?: Record<string, number>;
  body?: unknown;
  query?: Record<string, string | number>;
  /** A raw body (a file) instead of JSON. */
  raw?: string;
};

async function expectLikeMissing(endpoint: Endpoint, options: Probe, missing: Probe) {
  const theirs = await asB(endpoint, options);
  expectRefused(theirs, 404);
  const none = await asB(endpoint, missing);
  expect(theirs.body).toEqual(none.body);
}

const NONE = 2_147_483_647;

/**
 * What B gets for each route that takes an id. Boards and module artifacts are shared by
 * design (every USER reads notices and FAQ; artifacts are a public catalogue), so B may read
 * them but not write them. A route that takes an id and is missing here fails the suite.
 */
const CASES: Record<string, () => Promise<void>> = {
  getProject: () =>
    expectLikeMissing(
      API.getProject,
      { params: { id: mine.project.id } },
      { params: { id: NONE } },
    ),
  updateProject: () =>
    expectLikeMissing(
      API.updateProject,
      { params: { id: mine.project.id }, body: { title: 'Taken by B' } },
      { params: { id: NONE }, body: { title: 'Taken by B' } },
    ),
  deleteProject: () =>
    expectLikeMissing(
      API.deleteProject,
      { params: { id: mine.project.id } },
      { params: { id: NONE } },
    ),
  async addProjectPc() {
    // B's PC into A's project, A's PC into A's project, and A's PC into B's own project.
    for (const pcId of [mine.bPc.id, mine.pc.id]) {
      await expectLikeMissing(
        API.addProjectPc,
        { params: { id: mine.project.id }, body: { pc_id: pcId } },
        { params: { id: NONE }, body: { pc_id: pcId } },
      );
    }
    await expectLikeMissing(
      API.addProjectPc,
      { params: { id: mine.bProject.id }, body: { pc_id: mine.pc.id } },
      { params: { id: mine.bProject.id }, body: { pc_id: NONE } },
    );
  },
  removeProjectPc: () =>
    expectLikeMissing(
      API.removeProjectPc,
      { params: { id: mine.project.id }, body: { pc_id: mine.pc.id } },
      { params: { id: NONE }, body: { pc_id: mine.pc.id } },
    ),
  async listProjects() {
    expectRefused(await asB(API.listProjects, { query: { user_id: a.id } }), 403);
  },
  async userSetting() {
    // The key names the caller's own setting: B reads B's (none), never A's.
    const answer = await asB(API.userSetting, { params: { key: 'playback.layout' } });
    expect(answer.status).toBe(200);
    expect(answer.body.detail.value).toBeNull();
    expect(JSON.stringify(answer.body)).not.toContain(SECRET);
  },
  async setUserSetting() {
    // B forgetting "the" layout forgets B's own (there is none): A's stays, nothing written.
    const answer = await asB(API.setUserSetting, {
      params: { key: 'playback.layout' },
      body: { value: null },
    });
    expect(answer.status).toBe(200);
    expect(JSON.stringify(answer.body)).not.toContain(SECRET);
  },
  setCurrentProject: () =>
    // B makes A's project the one its top bar works on.
    expectLikeMissing(
      API.setCurrentProject,
      { body: { project_id: mine.project.id } },
      { body: { project_id: NONE } },
    ),
  async updateUser() {
    for (const body of [
      { user_id: a.id, is_active: false },
      { user_id: a.id, role: 'EDU' },
    ]) {
      expectRefused(await asB(API.updateUser, { body }), 403);
    }
  },
  async registerPc() {
    // A's minted token is A's credential-to-be: B cannot register it as B's PC.
    const answer = await asB(API.registerPc, {
      body: { name: 'Stolen', token: mine.mintedToken },
    });
    expectRefused(answer, 400);
    expect(answer.body.detail).toHaveProperty('token');
    // Nor re-register A's registered PC under B.
    expectRefused(
      await asB(API.registerPc, { body: { name: 'Stolen', token: mine.pc.token } }),
      400,
    );
  },
  async deletePc() {
    expectRefused(await asB(API.deletePc, { body: { token: mine.pc.token } }), 404);
  },
  async 'notice.get'() {
    expect((await asB(API.notice.get, { params: { number: mine.notice } })).status).toBe(200);
  },
  async 'notice.update'() {
    const answer = await asB(API.notice.update, {
      params: { number: mine.notice },
      body: { title: 'Changed by B' },
    });
    expectRefused(answer, 403);
  },
  async 'notice.remove'() {
    expectRefused(await asB(API.notice.remove, { params: { number: mine.notice } }), 403);
  },
  async 'faq.get'() {
    expect((await asB(API.faq.get, { params: { number: mine.faq } })).status).toBe(200);
  },
  async 'faq.update'() {
    const answer = await asB(API.faq.update, {
      params: { number: mine.faq },
      body: { content: 'Changed by B' },
    });
    expectRefused(answer, 403);
  },
  async 'faq.remove'() {
    expectRefused(await asB(API.faq.remove, { params: { number: mine.faq } }), 403);
  },
  async moduleArtifact() {
    const answer = await server.call(API.moduleArtifact, { params: { file: mine.artifact } });
    expect(answer.status).toBe(200);
  },
  async agentPackageFile() {
    // One package for the whole studio (ADR 13): A, B and anyone get the same answer.
    const file = { params: { file: 'ads-agent-0.0.0-test.tgz' } };
    const answers = [
      await server.call(API.agentPackageFile, { token: a.access, ...file }),
      await asB(API.agentPackageFile, file),
      await server.call(API.agentPackageFile, file),
    ];
    expect(
      new Set(answers.map((answer) => JSON.stringify([answer.status, answer.body]))).size,
    ).toBe(1);
  },
  // Records: B may neither read nor change A's, nor narrow its own lists by A's projects.
  ...Object.fromEntries(
    (
      [
        ['getRecord', {}],
        ['updateRecord', { body: { name: 'Taken by B', tags: ['b'] } }],
        ['deleteRecord', {}],
        ['recordSignal', { query: { topic: TOPICS.odometry, field: 'twist.twist.linear.x' } }],
        ['recordPath', { query: { topic: TOPICS.odometry } }],
        ['recordDownloadLink', {}],
        ['shareRecord', {}],
        ['unshareRecord', {}],
      ] as const
    ).map(([name, rest]) => [
      name,
      () =>
        expectLikeMissing(
          API[name],
          { params: { id: mine.record }, ...rest },
          { params: { id: NONE }, ...rest },
        ),
    ]),
  ),
  async updateRecordProject() {
    // B files its own record under A's project.
    await expectLikeMissing(
      API.updateRecord,
      { params: { id: mine.bRecord }, body: { project_id: mine.project.id } },
      { params: { id: mine.bRecord }, body: { project_id: NONE } },
    );
  },
  listRecords: () =>
    expectLikeMissing(
      API.listRecords,
      { query: { project_id: mine.project.id } },
      { query: { project_id: NONE } },
    ),
  recordStats: () =>
    expectLikeMissing(
      API.recordStats,
      { query: { project_id: mine.project.id } },
      { query: { project_id: NONE } },
    ),
  // App keys are the catalogue's, not anyone's; only a SUPER may change them (ADR 12).
  async changeAppAvailability() {
    const change = { params: { key: 'statistics' }, body: { states: { USER: 'hidden' } } };
    expectRefused(await asB(API.changeAppAvailability, change), 403);
  },
  async resetAppAvailability() {
    expectRefused(await asB(API.resetAppAvailability, { params: { key: 'statistics' } }), 403);
  },
  async adminRecords() {
    expectRefused(await asB(API.adminRecords, { query: { project_id: mine.project.id } }), 403);
  },
  // FMS: B sees neither the track nor the audit trail of A's vehicle.
  fleetTrack: () =>
    expectLikeMissing(
      API.fleetTrack,
      { params: { pc_id: mine.pc.id } },
      { params: { pc_id: NONE } },
    ),
  fleetEvents: () =>
    expectLikeMissing(
      API.fleetEvents,
      { params: { pc_id: mine.pc.id } },
      { params: { pc_id: NONE } },
    ),
  // FMS's map of A's vehicle, and the map under A's record's route (issue 30).
  fleetMapOsm: () =>
    expectLikeMissing(
      API.fleetMapOsm,
      { params: { pc_id: mine.pc.id, id: mine.map } },
      { params: { pc_id: NONE, id: NONE } },
    ),
  recordMapOsm: () =>
    expectLikeMissing(API.recordMapOsm, { params: { id: mine.record } }, { params: { id: NONE } }),
  // AI Benchmark: datasets are shared by design (any user reads a visible one), a hidden one
  // answers as a missing one; submissions are their owner's; the rest is for admins.
  ...Object.fromEntries(
    (
      [
        ['benchmark.samples', API.benchmark.samples, { query: { split: 'val' } }],
        ['benchmark.groundTruth', API.benchmark.groundTruth, {}],
      ] as const
    ).map(([name, endpoint, rest]) => [
      name,
      async () => {
        const shared = await asB(endpoint, { params: { id: mine.dataset }, ...rest });
        expect(shared.status).toBe(200);
        await expectLikeMissing(
          endpoint,
          { params: { id: mine.hiddenDataset }, ...rest },
          { params: { id: NONE }, ...rest },
        );
      },
    ]),
  ),
  // The example file is the baseline's val output: shared as the dataset is, once made.
  async 'benchmark.example'() {
    await until(
      () => asB(API.benchmark.example, { params: { id: mine.dataset } }),
      (answer) => answer.status !== 409,
    ).then((answer) => expect(answer.status).toBe(200));
    await expectLikeMissing(
      API.benchmark.example,
      { params: { id: mine.hiddenDataset } },
      { params: { id: NONE } },
    );
  },
  'benchmark.submission': () =>
    expectLikeMissing(
      API.benchmark.submission,
      { params: { id: mine.submission } },
      { params: { id: NONE } },
    ),
  'benchmark.submissionFrame': () =>
    expectLikeMissing(
      API.benchmark.submissionFrame,
      { params: { id: mine.submission }, query: { sample: mine.sample } },
      { params: { id: NONE }, query: { sample: mine.sample } },
    ),
  async 'benchmark.updateDataset'() {
    const change = { params: { id: mine.dataset }, body: { visible: false } };
    expectRefused(await asB(API.benchmark.updateDataset, change), 403);
  },
  async 'benchmark.importDataset'() {
    // An upload id is its uploader's; importing is for admins anyway.
    const body = { name: 'Taken', upload_id: '0123456789abcdef0123456789abcdef' };
    expectRefused(await asB(API.benchmark.importDataset, { body }), 403);
  },
  async 'benchmark.deleteDataset'() {
    expectRefused(await asB(API.benchmark.deleteDataset, { params: { id: mine.dataset } }), 403);
  },
  async 'benchmark.hideSubmission'() {
    const change = { params: { id: mine.submission }, body: { hidden: true } };
    expectRefused(await asB(API.benchmark.hideSubmission, change), 403);
  },
  async 'benchmark.rerunSubmission'() {
    const rerun = { params: { id: mine.submission } };
    expectRefused(await asB(API.benchmark.rerunSubmission, rerun), 403);
  },
  // HDMAP Builder: a map is its project owner's; B's calls answer as for a missing map or
  // project, and B cannot file a map under A's project.
  ...Object.fromEntries(
    (
      [
        ['map.get', API.map.get, {}],
        ['map.update', API.map.update, { body: { name: 'Taken by B' } }],
        ['map.remove', API.map.remove, {}],
        ['map.osm', API.map.osm, { query: { flavour: 'autoware' } }],
        ['map.validation', API.map.validation, {}],
        ['map.versions', API.map.versions, {}],
      ] as const
    ).map(([name, endpoint, rest]) => [
      name,
      () =>
        expectLikeMissing(
          endpoint,
          { params: { id: mine.map }, ...rest },
          { params: { id: NONE }, ...rest },
        ),
    ]),
  ),
  ...Object.fromEntries(
    (
      [
        ['map.versionOsm', API.map.versionOsm],
        ['map.restore', API.map.restore],
      ] as const
    ).map(([name, endpoint]) => [
      name,
      () =>
        expectLikeMissing(
          endpoint,
          { params: { id: mine.map, number: 1 } },
          { params: { id: NONE, number: 1 } },
        ),
    ]),
  ),
  async 'map.save'() {
    const xml = plainLanelet2Osm().xml;
    const theirs = await putOsm(server, b, mine.map, xml);
    expectRefused(theirs, 404);
    const none = await putOsm(server, b, NONE, xml);
    expect(theirs.body).toEqual(none.body);
  },
  'map.list': () =>
    expectLikeMissing(
      API.map.list,
      { query: { project_id: mine.project.id } },
      { query: { project_id: NONE } },
    ),
  'map.create': () =>
    expectLikeMissing(
      API.map.create,
      { body: { project_id: mine.project.id, name: 'Planted by B' } },
      { body: { project_id: NONE, name: 'Planted by B' } },
    ),
  // Calibration: a saved result is its project owner's; B's calls answer as for a missing one,
  // and B cannot file a result under A's project.
  ...Object.fromEntries(
    (
      [
        ['calibration.get', API.calibration.get],
        ['calibration.remove', API.calibration.remove],
        ['calibration.cameraInfo', API.calibration.cameraInfo],
        ['calibration.opencvYaml', API.calibration.opencvYaml],
        ['calibration.sensorKit', API.calibration.sensorKit],
      ] as const
    ).map(([name, endpoint]) => [
      name,
      () =>
        expectLikeMissing(endpoint, { params: { id: mine.calibration } }, { params: { id: NONE } }),
    ]),
  ),
  // A record's lidar frames: the record's own rule (its owner's), as for Data Management.
  'calibration.recordClouds': () =>
    expectLikeMissing(
      API.calibration.recordClouds,
      { params: { id: mine.record } },
      { params: { id: NONE } },
    ),
  'calibration.recordCloud': () =>
    expectLikeMissing(
      API.calibration.recordCloud,
      { params: { id: mine.record }, query: { topic: TOPICS.lidar, t: 0 } },
      { params: { id: NONE }, query: { topic: TOPICS.lidar, t: 0 } },
    ),
  'calibration.list': () =>
    expectLikeMissing(
      API.calibration.list,
      { query: { project_id: mine.project.id } },
      { query: { project_id: NONE } },
    ),
  'calibration.save': () =>
    expectLikeMissing(
      API.calibration.save,
      { body: { project_id: mine.project.id, sensor: 'planted', ...SAVED_INTRINSIC } },
      { body: { project_id: NONE, sensor: 'planted', ...SAVED_INTRINSIC } },
    ),
  // HMI: A's project's vehicles and maps answer B as missing ones; B's PC (in B's project)
  // cannot fetch A's map with its token.
  ...Object.fromEntries(
    (['hmi.vehicles', 'hmi.maps'] as const).map((name) => [
      name,
      () =>
        expectLikeMissing(
          name === 'hmi.vehicles' ? API.hmi.vehicles : API.hmi.maps,
          { query: { project_id: mine.project.id } },
          { query: { project_id: NONE } },
        ),
    ]),
  ),
  'hmi.mapOsm': () =>
    expectLikeMissing(API.hmi.mapOsm, { params: { id: mine.map } }, { params: { id: NONE } }),
  async 'hmi.agentMapOsm'() {
    const theirs = await fetchMapOsm(server, 'agent', mine.map, mine.bPc.token);
    expectRefused({ status: theirs.status, body: theirs.body, headers: theirs.headers }, 404);
    const none = await fetchMapOsm(server, 'agent', NONE, mine.bPc.token);
    expect(theirs.body).toEqual(none.body);
  },
  // IP Repository: the catalogue is shared by design (every user of the app reads algorithms
  // and combos, and the launcher's versions are public); only their owners (and maintainers,
  // admins) change them. A PC and its installs are its owner's: B's calls answer as missing.
  async moduleVersion() {
    const version = { params: { name: 'a-algorithm', version: '1.0.0' } };
    const answers = [
      await server.call(API.moduleVersion, { token: a.access, ...version }),
      await asB(API.moduleVersion, version),
      await server.call(API.moduleVersion, version),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
  },
  async 'store.algorithm'() {
    const answer = await asB(API.store.algorithm, { params: { id: mine.algorithm } });
    expect(answer.status).toBe(200);
    expect(answer.body.detail.can_edit).toBe(false);
  },
  async 'store.updateAlgorithm'() {
    const change = { params: { id: mine.algorithm }, body: { title: 'Taken by B' } };
    expectRefused(await asB(API.store.updateAlgorithm, change), 403);
  },
  async 'store.publishVersion'() {
    const sent = { params: { id: mine.algorithm }, body: versionBody('9.0.0') };
    expectRefused(await asB(API.store.publishVersion, sent), 403);
  },
  async 'store.yankVersion'() {
    const yank = { params: { id: mine.algorithm, semver: '1.0.0' }, body: { yanked: true } };
    expectRefused(await asB(API.store.yankVersion, yank), 403);
  },
  async 'store.combo'() {
    const answer = await asB(API.store.combo, { params: { id: mine.combo } });
    expect(answer.status).toBe(200);
    // A's install on A's PC is not among what B sees of the combo.
    expect(answer.body.detail.recent_installs).toEqual([]);
  },
  async 'store.updateCombo'() {
    const change = { params: { id: mine.combo }, body: { title: 'Taken by B' } };
    expectRefused(await asB(API.store.updateCombo, change), 403);
  },
  'store.checkCombo': () =>
    expectLikeMissing(
      API.store.checkCombo,
      { params: { id: mine.combo }, query: { pc_id: mine.pc.id } },
      { params: { id: mine.combo }, query: { pc_id: NONE } },
    ),
  'store.installCombo': () =>
    expectLikeMissing(
      API.store.installCombo,
      { params: { id: mine.combo }, body: { pc_id: mine.pc.id } },
      { params: { id: mine.combo }, body: { pc_id: NONE } },
    ),
  'store.installs': () =>
    expectLikeMissing(
      API.store.installs,
      { query: { pc_id: mine.pc.id } },
      { query: { pc_id: NONE } },
    ),
  'store.install': () =>
    expectLikeMissing(
      API.store.install,
      { params: { id: mine.install } },
      { params: { id: NONE } },
    ),
  'remote.sessions': () =>
    expectLikeMissing(
      API.remote.sessions,
      { query: { pc_id: mine.pc.id } },
      { query: { pc_id: NONE } },
    ),
  'education.submission': () =>
    expectLikeMissing(
      API.education.submission,
      { params: { id: mine.eduSubmission } },
      { params: { id: NONE } },
    ),
  // A's replay is as missing as A's submission, whichever episode B names (the episode is
  // checked only for the submission's author).
  async 'education.replay'() {
    for (const episode of [0, 5]) {
      await expectLikeMissing(
        API.education.replay,
        { params: { id: mine.eduSubmission, episode } },
        { params: { id: NONE, episode } },
      );
    }
  },
  // A draft challenge is not there for B; B's submission to it is refused like a missing one.
  'education.challenge': () =>
    expectLikeMissing(
      API.education.challenge,
      { params: { id: mine.draftChallenge } },
      { params: { id: NONE } },
    ),
  'education.submit': () =>
    expectLikeMissing(
      API.education.submit,
      { params: { id: mine.draftChallenge }, body: { source: STARTER } },
      { params: { id: NONE }, body: { source: STARTER } },
    ),
  // A perception upload to A's draft challenge is refused like one to a missing challenge,
  // before its body is read.
  'education.submitPredictions': () =>
    expectLikeMissing(
      API.education.submitPredictions,
      { params: { id: mine.draftChallenge }, raw: '{"pred": []}' },
      { params: { id: NONE }, raw: '{"pred": []}' },
    ),
  // Admins only (its body names a dataset): B (a USER) is refused before anything is looked at.
  async 'education.createChallenge'() {
    const answer = await asB(API.education.createChallenge, {
      body: {
        kind: 'perception',
        dataset_id: NONE,
        title: 'Taken by B',
        rules: [{ key: 'nd_score', order: 'desc' }],
        episodes: [],
      },
    });
    expectRefused(answer, 403);
  },
  'education.leaderboard': () =>
    expectLikeMissing(
      API.education.leaderboard,
      { params: { id: mine.draftChallenge } },
      { params: { id: NONE } },
    ),
  // Shared by design: B lists its own submissions to A's challenge, never A's.
  async 'education.mySubmissions'() {
    const answer = await asB(API.education.mySubmissions, { params: { id: mine.challenge } });
    expect(answer.status).toBe(200);
    expect(answer.body.detail).toEqual([]);
    expect(JSON.stringify(answer.body)).not.toContain(SECRET);
  },
  // Admins only: B (a USER) is refused before the id is looked at.
  async 'education.updateChallenge'() {
    const answer = await asB(API.education.updateChallenge, {
      params: { id: mine.challenge },
      body: {
        title: 'Taken by B',
        rules: [{ key: 'time', order: 'asc' }],
        episodes: [],
        starter: '',
      },
    });
    expectRefused(answer, 403);
  },
  // An admin's queue and re-scoring: B (a USER) is refused before the id is looked at.
  async 'education.queue'() {
    expectRefused(await asB(API.education.queue, { params: { id: mine.challenge } }), 403);
  },
  async 'education.rescore'() {
    expectRefused(await asB(API.education.rescore, { params: { id: mine.challenge } }), 403);
  },
  async downloadRecord() {
    // The token is the right: B has none of A's, and every made-up one answers alike.
    const made = ['x'.repeat(43), `${mine.record}.9999999999.${'x'.repeat(43)}`, `${mine.record}`];
    const answers = [];
    for (const token of made) {
      const answer = await server.call(API.downloadRecord, { query: { token } });
      expectRefused(answer, 404);
      answers.push(answer.body);
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
  },
  async sharedRecord() {
    await expectNoShare((token) => server.call(API.sharedRecord, { query: { token } }));
  },
  async sharedRecordPath() {
    await expectNoShare((token) =>
      server.call(API.sharedRecordPath, { query: { token, topic: TOPICS.odometry } }),
    );
  },
  async sharedRecordSignal() {
    await expectNoShare((token) =>
      server.call(API.sharedRecordSignal, {
        query: { token, topic: TOPICS.odometry, field: 'twist.twist.linear.x' },
      }),
    );
  },
};

/**
 * A shared playback opens only by a live share token: made-up ones, a signed link's form for A's
 * record, and B's own short-lived download link (a download right, not a share) answer alike.
 */
async function expectNoShare(ask: (token: string) => Promise<Answer>) {
  const link = await server.call(API.recordDownloadLink, {
    token: b.access,
    params: { id: mine.bRecord },
  });
  const signed = new URL(link.body.detail.url, 'http://studio.test').searchParams.get('token')!;
  const made = ['x'.repeat(43), `${mine.record}.9999999999.${'x'.repeat(43)}`, signed];
  const answers = [];
  for (const token of made) {
    const answer = await ask(token);
    expectRefused(answer, 404);
    answers.push(answer.body);
  }
  expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
}

describe("B using A's ids", () => {
  it('has a case for every route of the table that takes an id', () => {
    const routes = idRoutes().map((endpoint) => endpoint.name);
    const extra = ['updateRecordProject'];
    expect(
      Object.keys(CASES)
        .filter((name) => !extra.includes(name))
        .sort(),
    ).toEqual(routes.sort());
    // The derivation sees ids in paths, bodies and queries alike.
    expect(addressingInputs(API.addProjectPc)).toEqual(['path:id', 'body:pc_id']);
    expect(addressingInputs(API.listProjects)).toEqual(['query:user_id']);
  });

  it.each(Object.keys(CASES))('%s: refused or shared by design, nothing written', async (name) => {
    const before = await snapshotRows(server.database);
    await CASES[name]!();
    expect(await snapshotRows(server.database)).toEqual(before);
  });

  it("leaves A's project, PC and account as they were", async () => {
    const project = await server.call(API.getProject, {
      token: a.access,
      params: { id: mine.project.id },
    });
    expect(project.body.detail).toMatchObject({
      title: `Project ${SECRET}`,
      pc: [expect.objectContaining({ id: mine.pc.id })],
    });
    const info = await server.call(API.userInfo, { token: a.access });
    expect(info.body.detail).toMatchObject({ role: 'USER', is_active: true });
    const record = await server.call(API.getRecord, {
      token: a.access,
      params: { id: mine.record },
    });
    expect(record.body.detail).toMatchObject({
      name: `Drive ${SECRET}.mcap`,
      tags: [],
      shared: false,
      project: { id: mine.project.id },
    });
    const map = await server.call(API.map.get, { token: a.access, params: { id: mine.map } });
    expect(map.body.detail).toMatchObject({ name: `Map ${SECRET}`, version: 1, lanelets: 2 });
    const algorithm = await server.call(API.store.algorithm, {
      token: a.access,
      params: { id: mine.algorithm },
    });
    expect(algorithm.body.detail).toMatchObject({
      title: `Algo ${SECRET}`,
      versions: [{ version: '1.0.0', yanked: false }],
    });
    const combo = await server.call(API.store.combo, {
      token: a.access,
      params: { id: mine.combo },
    });
    expect(combo.body.detail).toMatchObject({
      title: `Combo ${SECRET}`,
      recent_installs: [{ id: mine.install, message: SECRET }],
    });
  });
});

describe("B and A's PC room", () => {
  const open: Socket[] = [];
  const connect = async (token: string) => {
    const socket = await connectSocket(server.url, token);
    open.push(socket);
    return socket;
  };
  afterEach(() => {
    for (const socket of open.splice(0)) socket.close();
  });

  it('can neither join it by any name nor reach its agent', async () => {
    const agent = await connect(mine.pc.token);
    const browserOfA = await connect(a.access);
    expect(await browserOfA.emitWithAck(SOCKET_EVENTS.join, { room: mine.pc.token })).toEqual({
      room: mine.pc.token,
      status: 'success',
    });
    const received: unknown[] = [];
    agent.on(SOCKET_EVENTS.userMsg, (payload: unknown) => received.push(payload));

    const intruder = await connect(b.access);
    const names = [
      mine.pc.token,
      String(mine.pc.id),
      mine.pc.name,
      `agent:${mine.pc.token}`,
      browserOfA.id!,
    ];
    const message = { action: 'runAPI', type: 'REQUEST', data: { name: 'x' } };
    for (const room of names) {
      const joined = await intruder.emitWithAck(SOCKET_EVENTS.join, { room });
      expect(joined, room).toMatchObject({ status: 'error' });
      const sent = await intruder.emitWithAck(SOCKET_EVENTS.userMsg, { room, message });
      expect(sent, room).toMatchObject({ success: false });
    }
    // A's own message is the first the agent gets: nothing of B's was relayed before it.
    const mark = { ...message, data: { name: 'from-a' } };
    const first = new Promise((resolve) => agent.once(SOCKET_EVENTS.userMsg, resolve));
    await browserOfA.emitWithAck(SOCKET_EVENTS.userMsg, { room: mine.pc.token, message: mark });
    expect(await first).toEqual({
      room: mine.pc.token,
      message: mark,
      sender: expect.objectContaining({ kind: 'user', user_id: a.id }),
    });
    expect(received).toHaveLength(1);
  });
});
