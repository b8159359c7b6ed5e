import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Upload } from 'tus-js-client';
import {
  type BagOptions,
  type McapOptions,
  writeBag,
  writeCorrupt,
  writeMcap,
} from '../test-support/record-files';
import { baseURL } from './env';

/**
 * Driving-record files for the Data Management specs: real MCAP and ROS 1 bag files written
 * by the server's test fixtures (the formats' own libraries), in a folder of the spec's own.
 */

export interface RecordFiles {
  dir: string;
  mcap(name: string, options?: McapOptions): Promise<string>;
  bag(name: string, options?: BagOptions): Promise<string>;
  /** An MCAP file cut off mid-record: the server refuses it. */
  corrupt(name: string): Promise<string>;
  remove(): Promise<void>;
}

export async function recordFiles(): Promise<RecordFiles> {
  const dir = await mkdtemp(join(tmpdir(), 'ads-e2e-records-'));
  return {
    dir,
    async mcap(name, options) {
      const path = join(dir, name);
      await writeMcap(path, options);
      return path;
    },
    async bag(name, options) {
      const path = join(dir, name);
      await writeBag(path, options);
      return path;
    },
    async corrupt(name) {
      const path = join(dir, name);
      await writeCorrupt(path, 'mcap-truncated');
      return path;
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

export const sha256 = (bytes: Buffer | Uint8Array) =>
  createHash('sha256').update(bytes).digest('hex');

export const sha256OfFile = async (path: string) => sha256(await readFile(path));

/** Uploads a file as `access`'s owner through the real tus endpoint; the new record's id. */
export function uploadRecord(
  access: string,
  path: string,
  metadata: Record<string, string>,
): Promise<number> {
  return new Promise((resolve, reject) => {
    let id = 0;
    const upload = new Upload(createReadStream(path) as never, {
      endpoint: `${baseURL}/api/record/upload/`,
      headers: { authorization: `Bearer ${access}` },
      metadata,
      chunkSize: 8 * 1024 * 1024,
      retryDelays: null,
      storeFingerprintForResuming: false,
      onAfterResponse: (_request, response) => {
        id = Number(response.getHeader('x-record-id')) || id;
      },
      onSuccess: () => resolve(id),
      onError: reject,
    });
    upload.start();
  });
}
