// IP Repository: algorithms and the launcher's catalogue read from the store. Versions and
// the sweep of what they leave behind: store-versions.test.ts.
import { API } from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, type TestServer, startServer } from '../../../test-support/studio/harness';
import { snapshotRows } from './security/db-snapshot';
import {
  algorithmOf,
  createAlgorithm,
  modulesOf,
  pinnedImage,
  published,
  refusedUnchanged,
  storeCast,
  versionBody,
} from './store-helpers';

const S = API.store;

let server: TestServer;
let owner: Account;
let maintainer: Account;
let stranger: Account;
let admin: Account;

beforeAll(async () => {
  server = await startServer();
  ({ owner, maintainer, stranger, admin } = await storeCast(server));
});
afterAll(async () => {
  await server.close();
});

describe('algorithms', () => {
  it('are published by any user, who owns them, with maintainers who are studio users', async () => {
    const answer = await server.call(S.createAlgorithm, {
      token: owner.access,
      body: {
        name: 'lane-keeper',
        title: 'Lane keeper',
        summary: 'Keeps the lane.',
        category: 'planning',
        tags: ['lane', 'lane', 'keeping'],
        license: 'MIT OR Apache-2.0',
        maintainers: [maintainer.id],
        readme: '# Lane keeper\n\n[Autoware](https://autoware.org)',
        source_url: 'https://github.com/example/lane-keeper',
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const created = S.createAlgorithm.answer.parse(answer.body).detail;
    expect(created).toMatchObject({
      name: 'lane-keeper',
      tags: ['lane', 'keeping'],
      owner: { id: owner.id, name: 'Olga Owner' },
      maintainers: [{ id: maintainer.id, name: 'Mia Maintainer' }],
      latest: null,
      versions: [],
      used_by: [],
      can_edit: true,
      deprecated: null,
    });
    expect((await algorithmOf(server, stranger.access, created.id)).can_edit).toBe(false);
    expect((await algorithmOf(server, maintainer.access, created.id)).can_edit).toBe(true);
    expect((await algorithmOf(server, admin.access, created.id)).can_edit).toBe(true);
  });

  it('refuses a duplicate name, a README with script and maintainers who do not exist', async () => {
    await createAlgorithm(server, owner, 'taken-name');
    const duplicate = await refusedUnchanged(server, 409, () =>
      server.call(S.createAlgorithm, {
        token: stranger.access,
        body: { name: 'taken-name', title: 'Mine', category: 'control', license: 'MIT' },
      }),
    );
    expect(duplicate.message).toBe(
      'An algorithm named taken-name exists already. Choose another name.',
    );

    const scripted = await refusedUnchanged(server, 400, () =>
      server.call(S.createAlgorithm, {
        token: owner.access,
        body: {
          name: 'scripted',
          title: 'Scripted',
          category: 'control',
          license: 'MIT',
          readme: 'Hello <script>alert(1)</script>',
        },
      }),
    );
    expect(scripted).toMatchObject({
      message: 'A README may not contain a <script> tag. Show code in a fenced block instead.',
      detail: { readme: expect.any(String) },
    });
    const linked = await refusedUnchanged(server, 400, () =>
      server.call(S.createAlgorithm, {
        token: owner.access,
        body: {
          name: 'linked',
          title: 'Linked',
          category: 'control',
          license: 'MIT',
          readme: '[click](javascript:alert(1))',
        },
      }),
    );
    expect(linked.message).toBe('A README may not contain a javascript: link.');

    const ghosts = await refusedUnchanged(server, 400, () =>
      server.call(S.createAlgorithm, {
        token: owner.access,
        body: {
          name: 'haunted',
          title: 'Haunted',
          category: 'control',
          license: 'MIT',
          maintainers: [2_000_000],
        },
      }),
    );
    expect(ghosts.message).toBe('Maintainers are studio users; there is no user 2000000.');

    const badName = await refusedUnchanged(server, 400, () =>
      server.call(S.createAlgorithm, {
        token: owner.access,
        body: { name: 'Not URL safe', title: 'x', category: 'control', license: 'MIT' },
      }),
    );
    expect(badName.detail).toHaveProperty('name');
  });

  it('are changed by the owner, maintainers and administrators only; maintainers by the owner', async () => {
    const created = await createAlgorithm(server, owner, 'editable', {
      maintainers: [maintainer.id],
    });
    const patch = (account: Account, body: object) =>
      server.call(S.updateAlgorithm, { token: account.access, params: { id: created.id }, body });

    const refused = await refusedUnchanged(server, 403, () => patch(stranger, { title: 'Taken' }));
    expect(refused.message).toBe(
      'Only the owner, the maintainers and administrators may change editable.',
    );
    const byMaintainer = await patch(maintainer, { title: 'By the maintainer' });
    expect(byMaintainer.status, JSON.stringify(byMaintainer.body)).toBe(200);
    const crown = await refusedUnchanged(server, 403, () =>
      patch(maintainer, { maintainers: [maintainer.id, stranger.id] }),
    );
    expect(crown.message).toBe(
      'Only the owner and administrators may change who maintains editable.',
    );
    const byAdmin = await patch(admin, { summary: 'Edited by an admin', maintainers: [] });
    expect(byAdmin.status, JSON.stringify(byAdmin.body)).toBe(200);
    // What a PATCH does not name stays as it was.
    expect(byAdmin.body.detail).toMatchObject({
      title: 'By the maintainer',
      summary: 'Edited by an admin',
      readme: '# editable\n\nSome words.',
      tags: ['test'],
      maintainers: [],
    });
    const empty = await refusedUnchanged(server, 400, () => patch(owner, {}));
    expect(empty.message).toBe('Nothing to change: send at least one field.');
    const missing = await refusedUnchanged(server, 404, () =>
      server.call(S.updateAlgorithm, {
        token: owner.access,
        params: { id: 2_000_000 },
        body: { title: 'x' },
      }),
    );
    expect(missing.message).toBe('No such algorithm.');
  });
});

describe('the launcher reads the store', () => {
  it('lists the six seeded modules as before, with run commands and archives', async () => {
    const listed = await modulesOf(server);
    const seeded = listed.slice(0, 6);
    expect(seeded.map((module) => [module.name, module.version, module.category])).toEqual([
      ['lidar-driver', '2.1.0', 'sensing'],
      ['ndt-localization', '1.4.2', 'localization'],
      ['object-detection', '0.9.0', 'perception'],
      ['motion-planner', '1.2.0', 'planning'],
      ['pure-pursuit-control', '1.0.3', 'control'],
      ['carla-bridge', '0.9.15', 'simulator'],
    ]);
    for (const module of seeded) {
      expect(module.run).toEqual(['node', module.artifact!.file]);
      expect(module.artifact!.file).toMatch(new RegExp(`^${module.name}-`));
    }
    expect(seeded[1]!.description).toBe(
      'Matches LiDAR scans against a point-cloud map (NDT) and publishes the pose.',
    );
  });

  it('lists a newly published algorithm, leaves out a deprecated one, answers any version', async () => {
    const created = await createAlgorithm(server, owner, 'launchable', { category: 'sensing' });
    expect((await modulesOf(server)).some((module) => module.name === 'launchable')).toBe(false);
    await published(server, owner, created.id, versionBody('3.0.0'));
    const listed = (await modulesOf(server)).find((module) => module.name === 'launchable');
    expect(listed).toMatchObject({
      title: 'Title of launchable',
      category: 'sensing',
      version: '3.0.0',
      image: pinnedImage('algo', '3.0.0'),
      artifact: null,
      run: ['node', 'main.js'],
    });
    const deprecated = await server.call(S.updateAlgorithm, {
      token: owner.access,
      params: { id: created.id },
      body: { deprecated: 'Use lidar-driver instead.' },
    });
    expect(deprecated.body.detail.deprecated).toBe('Use lidar-driver instead.');
    expect((await modulesOf(server)).some((module) => module.name === 'launchable')).toBe(false);
    const still = await server.call(API.moduleVersion, {
      params: { name: 'launchable', version: '3.0.0' },
    });
    expect(still.status).toBe(200);
    const none = await server.call(API.moduleVersion, {
      params: { name: 'launchable', version: '9.0.0' },
    });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('There is no module launchable 9.0.0.');
  });

  it('seeds again at every start without writing anything twice', async () => {
    const before = await snapshotRows(server.database);
    await server.services.modules.store.seed();
    expect(await snapshotRows(server.database)).toEqual(before);
  });
});
