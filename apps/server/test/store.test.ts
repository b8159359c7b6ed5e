import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API, type Algorithm, type Module, pathOf } from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, type TestServer, startServer } from '../../../test-support/studio/harness';
import { snapshotRows } from './security/db-snapshot';
import type { ArchiveRefused } from './store-helpers';
import {
  archiveFile,
  createAlgorithm,
  openStore,
  pinnedImage,
  publish,
  published,
  uploadArchive,
  versionBody,
} from './store-helpers';

const S = API.store;

let server: TestServer;
let owner: Account;
let maintainer: Account;
let stranger: Account;
let admin: Account;
let files: string;

beforeAll(async () => {
  server = await startServer();
  await openStore(server, await server.superAdmin());
  [owner, maintainer, stranger, admin] = [
    await server.signUp({ username: 'Olga Owner' }),
    await server.signUp({ username: 'Mia Maintainer' }),
    await server.signUp(),
    await server.withRole('ADMIN'),
  ];
  files = await mkdtemp(join(tmpdir(), 'ads-store-'));
});
afterAll(async () => {
  await server.close();
  await rm(files, { recursive: true, force: true });
});

async function algorithm(token: string, id: number): Promise<Algorithm> {
  const answer = await server.call(S.algorithm, { token, params: { id } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return S.algorithm.answer.parse(answer.body).detail;
}

async function modules(): Promise<Module[]> {
  return API.modules.answer.parse((await server.call(API.modules)).body).detail;
}

/** The request is refused with `status`, and no row of any table changed. */
async function refusedUnchanged(
  status: number,
  send: () => Promise<{ status: number; body: any }>,
) {
  const before = await snapshotRows(server.database);
  const answer = await send();
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body).toMatchObject({ success: false, message: expect.any(String) });
  expect(await snapshotRows(server.database)).toEqual(before);
  return answer.body as { message: string; detail?: Record<string, string> };
}

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
    expect((await algorithm(stranger.access, created.id)).can_edit).toBe(false);
    expect((await algorithm(maintainer.access, created.id)).can_edit).toBe(true);
    expect((await algorithm(admin.access, created.id)).can_edit).toBe(true);
  });

  it('refuses a duplicate name, a README with script and maintainers who do not exist', async () => {
    await createAlgorithm(server, owner, 'taken-name');
    const duplicate = await refusedUnchanged(409, () =>
      server.call(S.createAlgorithm, {
        token: stranger.access,
        body: { name: 'taken-name', title: 'Mine', category: 'control', license: 'MIT' },
      }),
    );
    expect(duplicate.message).toBe(
      'An algorithm named taken-name exists already. Choose another name.',
    );

    const scripted = await refusedUnchanged(400, () =>
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
    const linked = await refusedUnchanged(400, () =>
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

    const ghosts = await refusedUnchanged(400, () =>
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

    const badName = await refusedUnchanged(400, () =>
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

    const refused = await refusedUnchanged(403, () => patch(stranger, { title: 'Taken' }));
    expect(refused.message).toBe(
      'Only the owner, the maintainers and administrators may change editable.',
    );
    const byMaintainer = await patch(maintainer, { title: 'By the maintainer' });
    expect(byMaintainer.status, JSON.stringify(byMaintainer.body)).toBe(200);
    const crown = await refusedUnchanged(403, () =>
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
    const empty = await refusedUnchanged(400, () => patch(owner, {}));
    expect(empty.message).toBe('Nothing to change: send at least one field.');
    const missing = await refusedUnchanged(404, () =>
      server.call(S.updateAlgorithm, {
        token: owner.access,
        params: { id: 2_000_000 },
        body: { title: 'x' },
      }),
    );
    expect(missing.message).toBe('No such algorithm.');
  });
});

describe('versions', () => {
  it('publish with an image pinned by digest; the newest release is the summary’s', async () => {
    const created = await createAlgorithm(server, owner, 'versioned', {
      maintainers: [maintainer.id],
    });
    await published(server, owner, created.id, versionBody('1.0.0'));
    await published(server, maintainer, created.id, versionBody('1.1.0-rc.1'));
    await published(server, owner, created.id, versionBody('0.9.0'));
    const seen = await algorithm(stranger.access, created.id);
    expect(seen.versions.map((version) => version.version)).toEqual([
      '1.1.0-rc.1',
      '1.0.0',
      '0.9.0',
    ]);
    // A pre-release is newer than 1.0.0 by precedence: it is the newest not yanked.
    expect(seen.latest?.version).toBe('1.1.0-rc.1');
    expect(seen.versions[0]).toMatchObject({
      image: pinnedImage('algo', '1.1.0-rc.1'),
      archive: null,
      published_by: { id: maintainer.id, name: 'Mia Maintainer' },
      yanked: false,
      installs: 0,
    });
    await published(server, owner, created.id, versionBody('1.1.0'));
    expect((await algorithm(owner.access, created.id)).latest?.version).toBe('1.1.0');
  });

  it('are immutable: an already published version, or one differing in build metadata, is refused', async () => {
    const created = await createAlgorithm(server, owner, 'immutable');
    await published(server, owner, created.id, versionBody('2.0.0'));
    const again = await refusedUnchanged(409, () =>
      publish(server, owner, created.id, versionBody('2.0.0', { changelog: 'Sneaky change.' })),
    );
    expect(again.message).toBe(
      'immutable 2.0.0 is published already, and a published version never changes. Publish a higher version.',
    );
    const build = await refusedUnchanged(409, () =>
      publish(server, owner, created.id, versionBody('2.0.0+build.7')),
    );
    expect(build.message).toBe(
      'immutable 2.0.0 is published already; 2.0.0+build.7 differs only in build metadata, which does not make another version.',
    );
    expect((await algorithm(owner.access, created.id)).versions[0]?.changelog).toBe(
      'Version 2.0.0.',
    );
  });

  it('refuses a version that is not semver, an image without a digest, no artifact, bad defaults', async () => {
    const created = await createAlgorithm(server, owner, 'strict');
    const notSemver = await refusedUnchanged(400, () =>
      publish(server, owner, created.id, versionBody('1.0')),
    );
    expect(notSemver.detail?.version).toBe(
      'A version is semver: MAJOR.MINOR.PATCH, like 1.4.2 or 2.0.0-rc.1.',
    );
    const unpinned = await refusedUnchanged(400, () =>
      publish(
        server,
        owner,
        created.id,
        versionBody('1.0.0', { artifacts: { image: 'registry.example.com/ads/strict:1.0.0' } }),
      ),
    );
    expect(unpinned.detail?.['artifacts.image']).toBe(
      'An image is pinned by digest: registry/name@sha256:<64 hex digits>.',
    );
    const nothing = await refusedUnchanged(400, () =>
      publish(server, owner, created.id, versionBody('1.0.0', { artifacts: {} })),
    );
    expect(Object.values(nothing.detail ?? {})).toContain(
      'A version needs an artifact: an image pinned by digest, an uploaded archive, or both.',
    );
    const badDefault = await refusedUnchanged(400, () =>
      publish(
        server,
        owner,
        created.id,
        versionBody('1.0.0', {
          interface: {
            inputs: [],
            outputs: [],
            parameters: [{ name: 'rate', type: 'int', default: 'fast', description: '' }],
          },
        }),
      ),
    );
    expect(badDefault.message).toBe('The default of rate must be a whole number (int).');
    const stranger403 = await refusedUnchanged(403, () =>
      publish(server, stranger, created.id, versionBody('1.0.0')),
    );
    expect(stranger403.message).toBe(
      'Only the owner, the maintainers and administrators may publish and yank versions of strict.',
    );
  });

  it('publish an uploaded archive: the server computes its sha256 and serves it to agents', async () => {
    const created = await createAlgorithm(server, owner, 'archived');
    const file = await archiveFile(files, 'archived.js', 'console.log("archived 1.0.0");\n');
    const upload = await uploadArchive(server, owner.access, file.path, {
      filename: 'archived.js',
    });
    const version = await published(
      server,
      owner,
      created.id,
      versionBody('1.0.0', {
        artifacts: { archive: { upload, sha256: file.sha256 } },
        run: ['node', 'archived.js'],
      }),
    );
    expect(version.archive).toEqual({
      file: `archived-1.0.0-${file.sha256.slice(0, 12)}.js`,
      size: file.bytes.length,
      sha256: file.sha256,
    });
    expect(version.image).toBeNull();
    const response = await fetch(
      new URL(pathOf(API.moduleArtifact, { file: version.archive.file }), server.url),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(file.bytes.length));
    expect(response.headers.get('x-content-sha256')).toBe(file.sha256);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(file.bytes);
    // The upload became the version: it is gone from the uploads folder.
    expect(await readdir(join(server.filesDir, 'store-uploads'))).toEqual([]);
    // Without a sha256 given, the server's own is taken.
    const next = await archiveFile(files, 'next.tar.gz', 'not really gzip');
    const nextUpload = await uploadArchive(server, owner.access, next.path, {
      filename: 'next.tar.gz',
    });
    const second = await published(
      server,
      owner,
      created.id,
      versionBody('1.1.0', { artifacts: { archive: { upload: nextUpload } } }),
    );
    expect(second.archive.sha256).toBe(next.sha256);
    expect(second.archive.file).toMatch(/^archived-1\.1\.0-[0-9a-f]{12}\.tar\.gz$/);
  });

  it('refuse an archive whose sha256 does not match, keeping nothing of it', async () => {
    const created = await createAlgorithm(server, owner, 'mismatched');
    const file = await archiveFile(files, 'mismatched.js', 'console.log("the real bytes");\n');
    const upload = await uploadArchive(server, owner.access, file.path, { filename: 'x.js' });
    const claimed = 'f'.repeat(64);
    const storedBefore = await readdir(join(server.filesDir, 'store'));
    const refused = await refusedUnchanged(400, () =>
      publish(
        server,
        owner,
        created.id,
        versionBody('1.0.0', { artifacts: { archive: { upload, sha256: claimed } } }),
      ),
    );
    expect(refused.message).toBe(
      `The archive's sha256 is ${file.sha256}, not the ${claimed} you gave.`,
    );
    expect(await readdir(join(server.filesDir, 'store'))).toEqual(storedBefore);
    expect(await readdir(join(server.filesDir, 'store-uploads'))).toEqual([]);
    // The upload is gone: publishing from it again finds nothing.
    const again = await publish(
      server,
      owner,
      created.id,
      versionBody('1.0.0', { artifacts: { archive: { upload } } }),
    );
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('No such upload.');
  });

  it('take an upload only from its uploader, and only uploads of a user of the store', async () => {
    const created = await createAlgorithm(server, owner, 'guarded', {
      maintainers: [maintainer.id],
    });
    const file = await archiveFile(files, 'guarded.js', 'console.log("guarded");\n');
    const upload = await uploadArchive(server, owner.access, file.path, { filename: 'g.js' });
    const theirs = await publish(
      server,
      maintainer,
      created.id,
      versionBody('1.0.0', { artifacts: { archive: { upload } } }),
    );
    expect(theirs.status).toBe(404);
    // The owner's upload is still there for the owner.
    await published(
      server,
      owner,
      created.id,
      versionBody('1.0.0', { artifacts: { archive: { upload } } }),
    );
    await expect(
      uploadArchive(server, (await server.guest()).access, file.path, { filename: 'g.js' }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(uploadArchive(server, owner.access, file.path, {})).rejects.toSatisfy(
      (error: ArchiveRefused) =>
        error.status === 400 &&
        error.body.includes('Name the file: Upload-Metadata needs a filename.'),
    );
  });

  it('yank and un-yank: a yanked version leaves the summary and the launcher, but stays readable', async () => {
    const created = await createAlgorithm(server, owner, 'yankable', { category: 'control' });
    await published(server, owner, created.id, versionBody('1.0.0'));
    await published(server, owner, created.id, versionBody('1.1.0'));
    const yank = (semver: string, body: object, account = owner) =>
      server.call(S.yankVersion, {
        token: account.access,
        params: { id: created.id, semver },
        body,
      });

    const refused = await refusedUnchanged(403, () => yank('1.1.0', { yanked: true }, stranger));
    expect(refused.message).toMatch(/^Only the owner/);
    const yanked = await yank('1.1.0', { yanked: true, reason: 'Crashes on arm64.' });
    expect(yanked.status, JSON.stringify(yanked.body)).toBe(200);
    expect(yanked.body.detail).toMatchObject({ yanked: true, yank_reason: 'Crashes on arm64.' });
    expect((await algorithm(stranger.access, created.id)).latest?.version).toBe('1.0.0');
    expect((await modules()).find((module) => module.name === 'yankable')?.version).toBe('1.0.0');
    const pinned = await server.call(API.moduleVersion, {
      params: { name: 'yankable', version: '1.1.0' },
    });
    expect(pinned.status).toBe(200);
    expect(pinned.body.detail).toMatchObject({ name: 'yankable', version: '1.1.0' });

    const back = await yank('1.1.0', { yanked: false });
    expect(back.body.detail).toMatchObject({ yanked: false, yank_reason: null });
    expect((await modules()).find((module) => module.name === 'yankable')?.version).toBe('1.1.0');
    const missing = await refusedUnchanged(404, () => yank('9.9.9', { yanked: true }));
    expect(missing.message).toBe('yankable has no version 9.9.9.');
  });
});

describe('the launcher reads the store', () => {
  it('lists the six seeded modules as before, with run commands and archives', async () => {
    const listed = await modules();
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
    expect((await modules()).some((module) => module.name === 'launchable')).toBe(false);
    await published(server, owner, created.id, versionBody('3.0.0'));
    const listed = (await modules()).find((module) => module.name === 'launchable');
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
    expect((await modules()).some((module) => module.name === 'launchable')).toBe(false);
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

describe('leftovers', () => {
  it('are swept: archives no version points to, and abandoned uploads; versions keep theirs', async () => {
    const store = join(server.filesDir, 'store');
    const kept = await readdir(store);
    // What a crash between storing an archive and inserting its version leaves behind.
    await writeFile(join(store, `orphan-1.0.0-${'0'.repeat(12)}.js`), 'left behind');
    const file = await archiveFile(files, 'abandoned.js', 'never published');
    const upload = await uploadArchive(server, owner.access, file.path, { filename: 'a.js' });
    expect(await readdir(join(server.filesDir, 'store-uploads'))).toContain(upload);
    const sweep = server.services.modules.store.sweep;
    // Young files are spared: their version may be being written.
    expect(await sweep.sweep()).toEqual({ archives: 0, uploads: 0 });
    server.clock.advance(25 * 3600_000);
    expect(await sweep.sweep()).toEqual({ archives: 1, uploads: 1 });
    expect((await readdir(store)).sort()).toEqual(kept.sort());
    expect(await readdir(join(server.filesDir, 'store-uploads'))).toEqual([]);
    for (const module of await modules()) {
      if (!module.artifact) continue;
      const response = await fetch(
        new URL(pathOf(API.moduleArtifact, { file: module.artifact.file }), server.url),
      );
      expect(response.status, module.name).toBe(200);
      await response.arrayBuffer();
    }
    expect((await modules()).length).toBeGreaterThan(6);
  });
});
