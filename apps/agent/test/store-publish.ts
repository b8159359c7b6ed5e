import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { API, type Module, type PublishVersionBody, STORE_UPLOAD_PATH } from '@ads/contract';
import { Upload } from 'tus-js-client';
import { expect } from 'vitest';
import type { Account, TestServer } from '../../../test-support/studio/harness';

// The module versions an agent's test installs, published in the real studio's IP Repository
// through its API (issue 27): the store opened to users by the SUPER, one algorithm per name
// owned by the test's user, archives uploaded over tus. The agent then reads them from the
// studio's own module routes, as it does on a PC.

const S = API.store;

/** The name the studio gives an archive: `<name>-<version>-<sha256, 12 hex>.<extension>`. */
export const archiveName = (name: string, version: string, body: Buffer, extension: string) =>
  `${name}-${version}-${createHash('sha256').update(body).digest('hex').slice(0, 12)}.${extension}`;

export interface VersionToPublish {
  version: string;
  /** An image pinned by digest (the Docker runtime's artifact). */
  image?: string;
  /** An archive to upload: the file name it is uploaded as (its extension counts) and its bytes. */
  archive?: { file: string; body: Buffer };
  run: string[];
}

/**
 * A publisher of `owner`'s algorithms in the studio `server`; `dir` holds the files uploaded.
 * It opens IP Repository to users first (it is SUPER-only by default, spec §4).
 */
export async function storePublisher(server: TestServer, owner: Account, dir: string) {
  const root = await server.superAdmin();
  const opened = await server.call(API.changeAppAvailability, {
    token: root.access,
    params: { key: 'store' },
    body: { states: { USER: 'enabled' } },
  });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  const algorithms = new Map<string, number>();

  async function algorithm(name: string): Promise<number> {
    const known = algorithms.get(name);
    if (known !== undefined) return known;
    const created = await server.call(S.createAlgorithm, {
      token: owner.access,
      body: { name, title: name, category: 'planning', license: 'MIT', readme: `# ${name}` },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    algorithms.set(name, created.body.detail.id as number);
    return created.body.detail.id as number;
  }

  /** Uploads `body` to the store's tus endpoint as `file`; the upload id. */
  async function upload(file: string, body: Buffer): Promise<string> {
    const path = join(dir, `upload-${file}`);
    await writeFile(path, body);
    return new Promise((resolve, reject) => {
      const tus = new Upload(createReadStream(path) as never, {
        endpoint: `${server.url}${STORE_UPLOAD_PATH}`,
        headers: { authorization: `Bearer ${owner.access}` },
        metadata: { filename: file },
        retryDelays: null,
        storeFingerprintForResuming: false,
        onError: reject,
        onSuccess: () => resolve(tus.url!.split('/').at(-1)!),
      });
      tus.start();
    });
  }

  return {
    /** Publishes a version of `name` (created on first use); the module as the catalogue has it. */
    async publish(name: string, given: VersionToPublish): Promise<Module> {
      const id = await algorithm(name);
      const body: PublishVersionBody = {
        version: given.version,
        artifacts: {
          ...(given.image ? { image: given.image } : {}),
          ...(given.archive
            ? { archive: { upload: await upload(given.archive.file, given.archive.body) } }
            : {}),
        },
        platforms: ['linux/amd64', 'linux/arm64'],
        ros_distro: null,
        gpu: false,
        interface: { inputs: [], outputs: [], parameters: [] },
        run: given.run,
        changelog: `${name} ${given.version} for the agent's tests.`,
      };
      const published = await server.call(S.publishVersion, {
        token: owner.access,
        params: { id },
        body,
      });
      expect(published.status, JSON.stringify(published.body)).toBe(201);
      const answer = await server.call(API.moduleVersion, {
        params: { name, version: given.version },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return API.moduleVersion.answer.parse(answer.body).detail;
    },

    /**
     * Damages the studio's stored copy of `file` (same size, other bytes): a fault injected into
     * its file store, so the download no longer is what the catalogue's sha256 says.
     */
    async corrupt(file: string): Promise<void> {
      const path = join(server.filesDir, 'store', file);
      const bytes = await readFile(path);
      await writeFile(path, Buffer.from(bytes).fill(0x20, 0, 10));
      expect((await stat(path)).size).toBe(bytes.length);
      expect(await readFile(path)).not.toEqual(bytes);
    },
  };
}
