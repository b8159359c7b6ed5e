// IP Repository versions: semver, immutability, archives and their sha256, uploads, yank; then
// the sweep of archives and uploads no version points to.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API, pathOf } from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, type TestServer, startServer } from '../../../test-support/studio/harness';
import type { ArchiveRefused } from './store-helpers';
import {
  algorithmOf,
  archiveFile,
  createAlgorithm,
  modulesOf,
  pinnedImage,
  publish,
  published,
  refusedUnchanged,
  storeCast,
  uploadArchive,
  versionBody,
} from './store-helpers';

const S = API.store;

let server: TestServer;
let owner: Account;
let maintainer: Account;
let stranger: Account;
let files: string;

beforeAll(async () => {
  server = await startServer();
  ({ owner, maintainer, stranger } = await storeCast(server));
  files = await mkdtemp(join(tmpdir(), 'ads-store-'));
});
afterAll(async () => {
  await server.close();
  await rm(files, { recursive: true, force: true });
});

describe('versions', () => {
  it('publish with an image pinned by digest; the newest release is the summary’s', async () => {
    const created = await createAlgorithm(server, owner, 'versioned', {
      maintainers: [maintainer.id],
    });
    await published(server, owner, created.id, versionBody('1.0.0'));
    await published(server, maintainer, created.id, versionBody('1.1.0-rc.1'));
    await published(server, owner, created.id, versionBody('0.9.0'));
    const seen = await algorithmOf(server, stranger.access, created.id);
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
    expect((await algorithmOf(server, owner.access, created.id)).latest?.version).toBe('1.1.0');
  });

  it('are immutable: an already published version, or one differing in build metadata, is refused', async () => {
    const created = await createAlgorithm(server, owner, 'immutable');
    await published(server, owner, created.id, versionBody('2.0.0'));
    const again = await refusedUnchanged(server, 409, () =>
      publish(server, owner, created.id, versionBody('2.0.0', { changelog: 'Sneaky change.' })),
    );
    expect(again.message).toBe(
      'immutable 2.0.0 is published already, and a published version never changes. Publish a higher version.',
    );
    const build = await refusedUnchanged(server, 409, () =>
      publish(server, owner, created.id, versionBody('2.0.0+build.7')),
    );
    expect(build.message).toBe(
      'immutable 2.0.0 is published already; 2.0.0+build.7 differs only in build metadata, which does not make another version.',
    );
    expect((await algorithmOf(server, owner.access, created.id)).versions[0]?.changelog).toBe(
      'Version 2.0.0.',
    );
  });

  it('refuses a version that is not semver, an image without a digest, no artifact, bad defaults', async () => {
    const created = await createAlgorithm(server, owner, 'strict');
    const notSemver = await refusedUnchanged(server, 400, () =>
      publish(server, owner, created.id, versionBody('1.0')),
    );
    expect(notSemver.detail?.version).toBe(
      'A version is semver: MAJOR.MINOR.PATCH, like 1.4.2 or 2.0.0-rc.1.',
    );
    const unpinned = await refusedUnchanged(server, 400, () =>
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
    const nothing = await refusedUnchanged(server, 400, () =>
      publish(server, owner, created.id, versionBody('1.0.0', { artifacts: {} })),
    );
    expect(Object.values(nothing.detail ?? {})).toContain(
      'A version needs an artifact: an image pinned by digest, an uploaded archive, or both.',
    );
    const badDefault = await refusedUnchanged(server, 400, () =>
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
    const stranger403 = await refusedUnchanged(server, 403, () =>
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
    const refused = await refusedUnchanged(server, 400, () =>
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

    const refused = await refusedUnchanged(server, 403, () =>
      yank('1.1.0', { yanked: true }, stranger),
    );
    expect(refused.message).toMatch(/^Only the owner/);
    const yanked = await yank('1.1.0', { yanked: true, reason: 'Crashes on arm64.' });
    expect(yanked.status, JSON.stringify(yanked.body)).toBe(200);
    expect(yanked.body.detail).toMatchObject({ yanked: true, yank_reason: 'Crashes on arm64.' });
    expect((await algorithmOf(server, stranger.access, created.id)).latest?.version).toBe('1.0.0');
    expect((await modulesOf(server)).find((module) => module.name === 'yankable')?.version).toBe(
      '1.0.0',
    );
    const pinned = await server.call(API.moduleVersion, {
      params: { name: 'yankable', version: '1.1.0' },
    });
    expect(pinned.status).toBe(200);
    expect(pinned.body.detail).toMatchObject({ name: 'yankable', version: '1.1.0' });

    const back = await yank('1.1.0', { yanked: false });
    expect(back.body.detail).toMatchObject({ yanked: false, yank_reason: null });
    expect((await modulesOf(server)).find((module) => module.name === 'yankable')?.version).toBe(
      '1.1.0',
    );
    const missing = await refusedUnchanged(server, 404, () => yank('9.9.9', { yanked: true }));
    expect(missing.message).toBe('yankable has no version 9.9.9.');
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
    for (const module of await modulesOf(server)) {
      if (!module.artifact) continue;
      const response = await fetch(
        new URL(pathOf(API.moduleArtifact, { file: module.artifact.file }), server.url),
      );
      expect(response.status, module.name).toBe(200);
      await response.arrayBuffer();
    }
    expect((await modulesOf(server)).length).toBeGreaterThan(6);
  });
});
