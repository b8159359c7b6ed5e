import { API, type Combo, type ComboCheck, type HostFacts, type Pc } from '@ads/contract';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  type TestServer,
  connectSocket,
  startServer,
} from '../../../test-support/studio/harness';
import { pcs } from '../src/db/schema';
import { snapshotRows } from './security/db-snapshot';
import {
  CLOUD,
  ODOMETRY,
  algorithmWith,
  createCombo,
  openStore,
  published,
  versionBody,
} from './store-helpers';

const S = API.store;
const POINTS = '/sensing/lidar/points';
const STATE = '/localization/kinematic_state';
const OBJECTS = '/perception/object_recognition/objects';
const OBJECTS_TYPE = 'autoware_perception_msgs/msg/PredictedObjects';

let server: TestServer;
let owner: Account;
let other: Account;
let admin: Account;
const ids: Record<string, number> = {};
const sockets: Socket[] = [];

async function registerPc(account: Account, name: string): Promise<Pc> {
  const minted = await server.call(API.mintPcToken, { token: account.access });
  const answer = await server.call(API.registerPc, {
    token: account.access,
    body: { name, token: minted.body.detail },
  });
  expect(answer.status).toBe(201);
  return answer.body.detail as Pc;
}

/** What the agent of a PC reports on connect (the install orchestration writes it). */
async function setHost(pcId: number, host: HostFacts | null) {
  await server.database.db.update(pcs).set({ host }).where(eq(pcs.id, pcId));
}

const combo = async (account: Account, id: number): Promise<Combo> => {
  const answer = await server.call(S.combo, { token: account.access, params: { id } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return S.combo.answer.parse(answer.body).detail;
};
const check = async (account: Account, id: number, pcId?: number) =>
  server.call(S.checkCombo, {
    token: account.access,
    params: { id },
    ...(pcId === undefined ? {} : { query: { pc_id: pcId } }),
  });

beforeAll(async () => {
  server = await startServer();
  await openStore(server, await server.superAdmin());
  [owner, other, admin] = [
    await server.signUp(),
    await server.signUp(),
    await server.withRole('ADMIN'),
  ];
  const add = async (name: string, face: Parameters<typeof algorithmWith>[3], extra = {}) => {
    ids[name] = (await algorithmWith(server, owner, name, face, extra)).id;
  };
  await add('points-a', { outputs: [[POINTS, CLOUD]] });
  await add('points-b', { outputs: [[POINTS, CLOUD]] });
  await add('camera-points', { outputs: [[POINTS, 'sensor_msgs/msg/Image']] });
  await add('localizer', { inputs: [[POINTS, CLOUD]], outputs: [[STATE, ODOMETRY]] });
  await add(
    'planner',
    {
      inputs: [
        [STATE, ODOMETRY],
        [OBJECTS, OBJECTS_TYPE],
      ],
    },
    { gpu: true, platforms: ['linux/amd64'] },
  );
}, 60_000);
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server.close();
});

const member = (algorithm: string, version = '1.0.0', parameters = {}) => ({
  algorithm,
  version,
  parameters,
});
async function created(
  name: string,
  members: ReturnType<typeof member>[],
  external: string[] = [],
): Promise<Combo> {
  const answer = await createCombo(server, owner, {
    name,
    title: `Combo ${name}`,
    version: '1.0.0',
    members,
    external_inputs: external,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return S.createCombo.answer.parse(answer.body).detail;
}
const statuses = (entries: Combo['wiring']) =>
  entries.map((entry) => [entry.member, entry.topic, entry.status]);

describe('combos and their wiring', () => {
  it('wire each input to its one producer; the seeded autoware-mini has no error', async () => {
    const chain = await created('chain', [member('points-a'), member('localizer')]);
    ids.chain = chain.id;
    expect(chain).toMatchObject({
      version: '1.0.0',
      members: [
        { algorithm: { name: 'points-a' }, version: '1.0.0', yanked: false },
        { algorithm: { name: 'localizer' }, version: '1.0.0', yanked: false },
      ],
      can_edit: true,
      recent_installs: [],
    });
    expect(chain.wiring).toEqual([
      {
        member: 'localizer',
        topic: POINTS,
        type: CLOUD,
        status: 'ok',
        producers: ['points-a'],
        message: null,
      },
    ]);
    expect((await check(owner, chain.id)).body.detail).toEqual({
      wiring: chain.wiring,
      compatibility: [],
      ok: true,
    });

    const listed = await server.call(S.combos, { token: other.access, query: { q: 'autoware' } });
    expect(listed.body.detail).toMatchObject({ total: 1, items: [{ name: 'autoware-mini' }] });
    const mini = await combo(other, listed.body.detail.items[0].id);
    expect(mini.members.map((each) => each.algorithm.name)).toEqual([
      'lidar-driver',
      'ndt-localization',
      'object-detection',
      'motion-planner',
      'pure-pursuit-control',
    ]);
    expect(mini.wiring.length).toBe(6);
    expect(mini.wiring.every((entry) => entry.status === 'ok')).toBe(true);
    expect(mini.can_edit).toBe(false);
  });

  it('says what is missing, mistyped or produced twice, and takes external inputs', async () => {
    const missing = await created('missing', [
      member('points-a'),
      member('localizer'),
      member('planner'),
    ]);
    expect(statuses(missing.wiring)).toEqual([
      ['localizer', POINTS, 'ok'],
      ['planner', STATE, 'ok'],
      ['planner', OBJECTS, 'no_producer'],
    ]);
    expect(missing.wiring[2]!.message).toBe(
      `planner reads ${OBJECTS} (${OBJECTS_TYPE}), and no member publishes it. Add a member that does, or mark the topic external.`,
    );
    expect((await check(owner, missing.id)).body.detail.ok).toBe(false);
    ids.missing = missing.id;

    const external = await created(
      'external',
      [member('points-a'), member('localizer'), member('planner')],
      [OBJECTS],
    );
    expect(statuses(external.wiring)[2]).toEqual(['planner', OBJECTS, 'external']);
    expect((await check(owner, external.id)).body.detail.ok).toBe(true);
    ids.external = external.id;

    const mistyped = await created('mistyped', [member('camera-points'), member('localizer')]);
    expect(mistyped.wiring[0]).toMatchObject({
      status: 'type_mismatch',
      producers: ['camera-points'],
      message: `localizer reads ${POINTS} (${CLOUD}), but camera-points publishes sensor_msgs/msg/Image.`,
    });
    const twice = await created('twice', [
      member('points-a'),
      member('points-b'),
      member('localizer'),
    ]);
    expect(twice.wiring[0]).toMatchObject({
      status: 'several_producers',
      producers: ['points-a', 'points-b'],
    });
  });

  it('refuses a duplicate name, unknown members and overrides that do not fit, writing nothing', async () => {
    const cases: Array<[object, number, string]> = [
      [{ name: 'chain' }, 409, 'A combo named chain exists already. Choose another name.'],
      [{ members: [member('ghost')] }, 400, 'There is no algorithm ghost.'],
      [{ members: [member('localizer', '7.0.0')] }, 400, 'localizer has no version 7.0.0.'],
      [
        { members: [member('localizer'), member('localizer')] },
        400,
        'localizer is in the combo twice; a PC installs one version of each algorithm.',
      ],
      [
        { members: [member('localizer', '1.0.0', { nope: 1 })] },
        400,
        'localizer has no parameter nope.',
      ],
      [
        { members: [member('localizer', '1.0.0', { rate: 'fast' })] },
        400,
        "localizer's rate is a number (double).",
      ],
    ];
    for (const [change, status, message] of cases) {
      const before = await snapshotRows(server.database);
      const answer = await createCombo(server, owner, {
        name: 'refused',
        title: 'Refused',
        version: '1.0.0',
        members: [member('points-a')],
        ...change,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      expect(answer.body.message).toBe(message);
      expect(await snapshotRows(server.database)).toEqual(before);
    }
    const tuned = await created('tuned', [
      member('points-a'),
      member('localizer', '1.0.0', { rate: 20, frame: 'map' }),
    ]);
    expect(tuned.members[1]!.parameters).toEqual({ rate: 20, frame: 'map' });
  });

  it('need a higher version for changed members or inputs; only the owner and admins change them', async () => {
    const id = ids.chain!;
    const patch = (account: Account, body: object) =>
      server.call(S.updateCombo, { token: account.access, params: { id }, body });
    const refused = await patch(other, { title: 'Mine now' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'Only the owner and administrators may change the combo chain.',
    );
    const unversioned = await patch(owner, {
      members: [member('points-b'), member('localizer')],
    });
    expect(unversioned.status).toBe(400);
    expect(unversioned.body.message).toBe(
      'Changed members or external inputs make a new version of chain: give a version above 1.0.0.',
    );
    const lower = await patch(owner, { version: '0.9.0', title: 'Older' });
    expect(lower.status).toBe(400);
    expect(lower.body.message).toBe('A new version of chain is above 1.0.0.');
    const retitled = await patch(owner, { title: 'Chain, renamed' });
    expect(retitled.status, JSON.stringify(retitled.body)).toBe(200);
    expect(retitled.body.detail).toMatchObject({ title: 'Chain, renamed', version: '1.0.0' });
    const bumped = await patch(admin, {
      version: '1.1.0',
      members: [member('points-b'), member('localizer')],
    });
    expect(bumped.status, JSON.stringify(bumped.body)).toBe(200);
    expect(bumped.body.detail).toMatchObject({
      version: '1.1.0',
      members: [{ algorithm: { name: 'points-b' } }, { algorithm: { name: 'localizer' } }],
    });
    const empty = await patch(owner, {});
    expect(empty.status).toBe(400);
    const localizer = await server.call(S.algorithm, {
      token: other.access,
      params: { id: ids.localizer! },
    });
    expect(localizer.body.detail.used_by.map((each: { name: string }) => each.name)).toEqual(
      expect.arrayContaining(['chain', 'external', 'missing', 'mistyped', 'tuned', 'twice']),
    );
  });

  it('keep a yanked version they pin, which no new combo or new version may pin', async () => {
    const base = await created('pinned', [member('points-a'), member('localizer')]);
    await published(
      server,
      owner,
      ids.localizer!,
      versionBody('1.1.0', {
        interface: {
          inputs: [{ topic: POINTS, type: CLOUD, description: '' }],
          outputs: [{ topic: STATE, type: ODOMETRY, description: '' }],
          parameters: [],
        },
      }),
    );
    const yanked = await server.call(S.yankVersion, {
      token: owner.access,
      params: { id: ids.localizer!, semver: '1.0.0' },
      body: { yanked: true, reason: 'Diverges in tunnels' },
    });
    expect(yanked.status).toBe(200);

    const fresh = await createCombo(server, owner, {
      name: 'fresh',
      title: 'Fresh',
      version: '1.0.0',
      members: [member('points-a'), member('localizer')],
    });
    expect(fresh.status).toBe(400);
    expect(fresh.body.message).toBe(
      'localizer 1.0.0 is yanked (Diverges in tunnels): pin another version.',
    );
    const kept = await combo(other, base.id);
    expect(kept.members[1]).toMatchObject({ version: '1.0.0', yanked: true });
    expect((await check(owner, base.id)).body.detail.ok).toBe(true);
    // A new version of the combo may keep exactly the yanked version it pinned…
    const retuned = await server.call(S.updateCombo, {
      token: owner.access,
      params: { id: base.id },
      body: {
        version: '1.0.1',
        members: [member('points-a'), member('localizer', '1.0.0', { rate: 5 })],
      },
    });
    expect(retuned.status, JSON.stringify(retuned.body)).toBe(200);
    // …but a combo that did not pin it cannot take it up.
    const other2 = await created('switcher', [member('points-a'), member('localizer', '1.1.0')]);
    const switched = await server.call(S.updateCombo, {
      token: owner.access,
      params: { id: other2.id },
      body: { version: '2.0.0', members: [member('points-a'), member('localizer', '1.0.0')] },
    });
    expect(switched.status).toBe(400);
    expect(switched.body.message).toMatch(/^localizer 1\.0\.0 is yanked/);
    ids.pinned = base.id;
  });
});

describe('the check against a PC', () => {
  let pc: Pc;
  let othersPc: Pc;
  beforeAll(async () => {
    pc = await registerPc(owner, 'Rig');
    othersPc = await registerPc(other, 'Other rig');
  });

  const compat = (answer: { body: { detail: ComboCheck } }) =>
    answer.body.detail.compatibility.map((entry) => [entry.member, entry.check]);

  it('says an offline PC, and one whose agent reported nothing', async () => {
    const answer = await check(owner, ids.chain!, pc.id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.detail.compatibility).toEqual([
      {
        member: null,
        check: 'online',
        message: 'Rig is offline: start its agent, then check again.',
      },
      {
        member: null,
        check: 'runtime',
        message:
          'The agent of Rig has not reported its platform, GPU, ROS distribution and runtime: update the agent and connect it again.',
      },
    ]);
    expect(answer.body.detail.ok).toBe(false);
  });

  it('lists platform, GPU, ROS and runtime misfits of an online PC; ok when all fits', async () => {
    sockets.push(await connectSocket(server.url, pc.token));
    await setHost(pc.id, {
      platform: 'linux/arm64',
      gpu: false,
      ros_distro: 'jazzy',
      runtime: 'process',
    });
    const misfit = await check(owner, ids.external!, pc.id);
    expect(compat(misfit)).toEqual([
      ['points-a', 'platform'],
      ['points-a', 'ros'],
      ['points-a', 'runtime'],
      ['localizer', 'platform'],
      ['localizer', 'ros'],
      ['localizer', 'runtime'],
      ['planner', 'platform'],
      ['planner', 'gpu'],
      ['planner', 'ros'],
      ['planner', 'runtime'],
    ]);
    expect(misfit.body.detail.compatibility[8].message).toBe(
      'planner 1.0.0 runs on ROS 2 humble, and Rig has jazzy.',
    );
    expect(misfit.body.detail.compatibility[9].message).toBe(
      'planner 1.0.0 ships no archive, and Rig runs modules as processes (no Docker).',
    );
    await setHost(pc.id, {
      platform: 'linux/amd64',
      gpu: true,
      ros_distro: 'humble',
      runtime: 'docker',
    });
    const fits = await check(owner, ids.external!, pc.id);
    expect(fits.body.detail).toMatchObject({ compatibility: [], ok: true });
    // A combo pinning a yanked version still fits: it stays installable.
    expect((await check(owner, ids.pinned!, pc.id)).body.detail.ok).toBe(true);
    // Wiring errors alone make it not ok.
    expect((await check(owner, ids.missing!, pc.id)).body.detail).toMatchObject({
      compatibility: [],
      ok: false,
    });
  });

  it("answers another user's PC as a missing one; an admin may check any", async () => {
    const theirs = await check(owner, ids.chain!, othersPc.id);
    const none = await check(owner, ids.chain!, 2_000_000);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(none.body);
    expect(theirs.body.message).toBe('No such PC.');
    expect((await check(admin, ids.chain!, othersPc.id)).status).toBe(200);
    expect((await check(owner, 2_000_000)).body.message).toBe('No such combo.');
  });

  it('starts an install only on a PC that fits, and one at a time per PC', async () => {
    const install = (account: Account, id: number, pcId: number) =>
      server.call(S.installCombo, { token: account.access, params: { id }, body: { pc_id: pcId } });
    const theirs = await install(owner, ids.external!, othersPc.id);
    expect(theirs.status).toBe(404);
    const before = await snapshotRows(server.database);
    const unwired = await install(owner, ids.missing!, pc.id);
    expect(unwired.status).toBe(409);
    expect(unwired.body.message).toBe(
      `missing cannot be installed on Rig: planner reads ${OBJECTS} (${OBJECTS_TYPE}), and no member publishes it. Add a member that does, or mark the topic external.`,
    );
    expect(await snapshotRows(server.database)).toEqual(before);
    // This PC's "agent" is a bare socket that never answers: the run stays at its first member.
    const started = await install(owner, ids.external!, pc.id);
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const id = (started.body.detail as { id: number }).id;
    const run = await server.call(S.install, { token: owner.access, params: { id } });
    expect(run.body.detail).toMatchObject({
      status: 'running',
      user: { id: owner.id },
      pc: { id: pc.id, name: 'Rig' },
    });
    expect(run.body.detail.members.map((member: { status: string }) => member.status)).toEqual([
      'installing',
      'waiting',
      'waiting',
    ]);
    const second = await install(owner, ids.external!, pc.id);
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/^An install is already running on Rig \(/);
  });
});

describe('installs', () => {
  it('are read by the owner of the PC (admins: all); another user’s answer as missing ones', async () => {
    const { installs } = server.services.modules.store.repos;
    const mine = (await registerPc(owner, 'Install rig')).id;
    const theirs = (await registerPc(other, 'Their install rig')).id;
    const members = [
      {
        algorithm: 'points-a',
        version: '1.0.0',
        status: 'installed' as const,
        progress: 100,
        message: '',
      },
    ];
    const ownId = await installs.create({
      comboId: ids.chain!,
      comboVersion: '1.1.0',
      pcId: mine,
      userId: owner.id,
      members,
    });
    const otherId = await installs.create({
      comboId: ids.chain!,
      comboVersion: '1.1.0',
      pcId: theirs,
      userId: other.id,
      members,
    });
    expect((await installs.running(mine)).map((run) => run.id)).toEqual([ownId]);
    expect(
      await installs.update(ownId, {
        status: 'succeeded',
        message: 'Installed.',
        finishedAt: new Date(),
      }),
    ).toBe(true);
    expect(await installs.running(mine)).toEqual([]);

    const everything = await server.call(S.installs, { token: owner.access });
    const seen = everything.body.detail.map((each: { id: number }) => each.id);
    expect(seen).toContain(ownId);
    expect(seen).not.toContain(otherId);
    const list = await server.call(S.installs, { token: owner.access, query: { pc_id: mine } });
    expect(list.body.detail.map((each: { id: number }) => each.id)).toEqual([ownId]);
    expect(list.body.detail[0]).toMatchObject({
      combo: { id: ids.chain, name: 'chain', version: '1.1.0' },
      pc: { id: mine, name: 'Install rig' },
      user: { id: owner.id },
      status: 'succeeded',
      message: 'Installed.',
      members,
      finished_at: expect.any(String),
    });
    const one = await server.call(S.install, { token: owner.access, params: { id: ownId } });
    expect(one.status).toBe(200);
    const hidden = await server.call(S.install, { token: owner.access, params: { id: otherId } });
    const none = await server.call(S.install, { token: owner.access, params: { id: 2_000_000 } });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual(none.body);
    const byPc = await server.call(S.installs, { token: owner.access, query: { pc_id: theirs } });
    expect(byPc.status).toBe(404);
    expect(byPc.body.message).toBe('No such PC.');
    const all = await server.call(S.installs, {
      token: admin.access,
      query: { combo_id: ids.chain! },
    });
    expect(all.body.detail.map((each: { id: number }) => each.id)).toEqual([otherId, ownId]);
    expect((await combo(owner, ids.chain!)).recent_installs.map((each) => each.id)).toEqual([
      ownId,
    ]);
    expect((await combo(admin, ids.chain!)).recent_installs).toHaveLength(2);
    const noCombo = await server.call(S.installs, {
      token: owner.access,
      query: { combo_id: 2_000_000 },
    });
    expect(noCombo.body.message).toBe('No such combo.');
  });
});
