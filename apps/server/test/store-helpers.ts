import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  API,
  type Algorithm,
  type AlgorithmBody,
  type ComboBody,
  type Module,
  type PublishVersionBody,
  STORE_UPLOAD_PATH,
} from '@ads/contract';
import { DetailedError, Upload } from 'tus-js-client';
import { expect } from 'vitest';
import type { Account, Answer, TestServer } from '../../../test-support/studio/harness';
import { snapshotRows } from './security/db-snapshot';

const S = API.store;

/** The studio of a store test file: the store opened, an owner, a maintainer, a stranger, an admin. */
export async function storeCast(server: TestServer) {
  await openStore(server, await server.superAdmin());
  return {
    owner: await server.signUp({ username: 'Olga Owner' }),
    maintainer: await server.signUp({ username: 'Mia Maintainer' }),
    stranger: await server.signUp(),
    admin: await server.withRole('ADMIN'),
  };
}

/** An algorithm as `token` reads it. */
export async function algorithmOf(
  server: TestServer,
  token: string,
  id: number,
): Promise<Algorithm> {
  const answer = await server.call(S.algorithm, { token, params: { id } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return S.algorithm.answer.parse(answer.body).detail;
}

/** The launcher's catalogue. */
export async function modulesOf(server: TestServer): Promise<Module[]> {
  return API.modules.answer.parse((await server.call(API.modules)).body).detail;
}

/** The request is refused with `status`, and no row of any table changed. */
export async function refusedUnchanged(
  server: TestServer,
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

/** IP Repository is off by default for every role but SUPER (spec §4): the SUPER opens it. */
export async function openStore(server: TestServer, root: Account) {
  const opened = await server.call(API.changeAppAvailability, {
    token: root.access,
    params: { key: 'store' },
    body: { states: { USER: 'enabled', ADMIN: 'enabled' } },
  });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
}

export const CLOUD = 'sensor_msgs/msg/PointCloud2';
export const ODOMETRY = 'nav_msgs/msg/Odometry';

/** A valid algorithm body, named `name`, with what `extra` changes. */
export const algorithmBody = (name: string, extra: Partial<AlgorithmBody> = {}): AlgorithmBody => ({
  name,
  title: `Title of ${name}`,
  summary: `Summary of ${name}`,
  category: 'perception',
  tags: ['test'],
  license: 'MIT',
  readme: `# ${name}\n\nSome words.`,
  ...extra,
});

/** An image reference pinned by a digest made from `seed`. */
export const pinnedImage = (name: string, seed = name) =>
  `registry.example.com/ads/${name}:1@sha256:${createHash('sha256').update(seed).digest('hex')}`;

/** A valid publish body with an image only, with what `extra` changes. */
export const versionBody = (
  version: string,
  extra: Partial<PublishVersionBody> = {},
): PublishVersionBody => ({
  version,
  artifacts: { image: pinnedImage('algo', version) },
  platforms: ['linux/amd64'],
  ros_distro: 'humble',
  gpu: false,
  interface: { inputs: [], outputs: [], parameters: [] },
  run: ['node', 'main.js'],
  changelog: `Version ${version}.`,
  ...extra,
});

export async function createAlgorithm(
  server: TestServer,
  owner: Account,
  name: string,
  extra: Partial<AlgorithmBody> = {},
) {
  const answer = await server.call(S.createAlgorithm, {
    token: owner.access,
    body: algorithmBody(name, extra),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.detail as { id: number; name: string };
}

export async function publish(
  server: TestServer,
  owner: Account,
  id: number,
  body: PublishVersionBody,
): Promise<Answer> {
  return server.call(S.publishVersion, { token: owner.access, params: { id }, body });
}

export async function published(
  server: TestServer,
  owner: Account,
  id: number,
  body: PublishVersionBody,
) {
  const answer = await publish(server, owner, id, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.detail;
}

/** An algorithm with one version whose interface is given (the rest as versionBody has it). */
export async function algorithmWith(
  server: TestServer,
  owner: Account,
  name: string,
  face: { inputs?: Array<[string, string]>; outputs?: Array<[string, string]> },
  extra: Partial<PublishVersionBody> = {},
) {
  const created = await createAlgorithm(server, owner, name);
  const port = ([topic, type]: [string, string]) => ({ topic, type, description: '' });
  await published(
    server,
    owner,
    created.id,
    versionBody('1.0.0', {
      interface: {
        inputs: (face.inputs ?? []).map(port),
        outputs: (face.outputs ?? []).map(port),
        parameters: [
          { name: 'rate', type: 'double', default: 10, description: '' },
          { name: 'frame', type: 'string', default: 'base_link', description: '' },
        ],
      },
      ...extra,
    }),
  );
  return created;
}

export async function createCombo(server: TestServer, owner: Account, body: ComboBody) {
  return server.call(S.createCombo, { token: owner.access, body });
}

/** Writes a small archive into `dir`; its path, bytes and sha256. */
export async function archiveFile(dir: string, name: string, content: string) {
  const path = join(dir, name);
  const bytes = Buffer.from(content);
  await writeFile(path, bytes);
  return { path, bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** The refusal of an upload as the client saw it. */
export class ArchiveRefused extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`upload refused with ${status}: ${body}`);
  }
}

/** Uploads a file to IP Repository's tus endpoint with tus-js-client; the upload id. */
export function uploadArchive(
  server: TestServer,
  token: string,
  path: string,
  metadata: Record<string, string>,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const upload = new Upload(createReadStream(path) as never, {
      endpoint: `${server.url}${STORE_UPLOAD_PATH}`,
      headers: { authorization: `Bearer ${token}` },
      metadata,
      retryDelays: null,
      storeFingerprintForResuming: false,
      onError: (error) =>
        reject(
          error instanceof DetailedError && error.originalResponse
            ? new ArchiveRefused(
                error.originalResponse.getStatus(),
                error.originalResponse.getBody(),
              )
            : error,
        ),
      onSuccess: () => resolve(upload.url!.split('/').at(-1)!),
    });
    upload.start();
  });
}
