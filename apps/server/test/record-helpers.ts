import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { API, RECORD_ID_HEADER, RECORD_UPLOAD_PATH } from '@ads/contract';
import { DetailedError, Upload, type UploadOptions } from 'tus-js-client';
import {
  type RecordOptions,
  type WrittenRecord,
  writeBag,
  writeMcap,
} from '../../../test-support/record-files';
import type { TestServer } from '../../../test-support/studio/harness';

/** What an upload through tus-js-client ended with. */
export interface UploadOutcome {
  url: string;
  recordId: number;
}

/** The refusal of an upload, as the client saw it: status and our envelope. */
export class UploadRefused extends Error {
  constructor(
    readonly status: number,
    readonly body: { success: boolean; message: string; detail?: Record<string, string> },
  ) {
    super(`upload refused with ${status}: ${body.message}`);
  }
}

function refusalOf(error: Error): Error {
  if (!(error instanceof DetailedError) || !error.originalResponse) return error;
  const response = error.originalResponse;
  let body: UploadRefused['body'];
  try {
    body = JSON.parse(response.getBody()) as UploadRefused['body'];
  } catch {
    body = { success: false, message: response.getBody() };
  }
  return new UploadRefused(response.getStatus(), body);
}

/**
 * Uploads a file through the real tus protocol with tus-js-client, as the browser and the agent
 * do: read from disk a chunk at a time, never whole.
 */
export function tusUpload(
  server: TestServer,
  token: string,
  path: string,
  metadata: Record<string, string>,
  options: Partial<UploadOptions> = {},
): Promise<UploadOutcome> {
  return new Promise((resolve, reject) => {
    let recordId = 0;
    const upload = new Upload(createReadStream(path) as never, {
      endpoint: `${server.url}${RECORD_UPLOAD_PATH}`,
      headers: { authorization: `Bearer ${token}` },
      metadata,
      retryDelays: null,
      storeFingerprintForResuming: false,
      ...options,
      onAfterResponse(_request, response) {
        const id = response.getHeader(RECORD_ID_HEADER);
        if (id) recordId = Number(id);
      },
      onError: (error) => reject(refusalOf(error)),
      onSuccess: () => resolve({ url: upload.url!, recordId }),
    });
    upload.start();
  });
}

/** The files a server keeps: in its record store and in its uploads folder. */
export async function storedFiles(server: TestServer) {
  const list = (folder: string) => readdir(join(server.filesDir, folder)).catch(() => []);
  return { records: await list('records'), uploads: await list('uploads') };
}

/** The bytes a download link gives, with the answer's status and headers. */
export async function download(
  server: TestServer,
  url: string,
  headers: Record<string, string> = {},
) {
  const response = await fetch(new URL(url.replace(/^https?:\/\/[^/]+/, ''), server.url), {
    headers,
  });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

/** A short-lived download link of a record for its owner. */
export async function downloadLink(server: TestServer, token: string, id: number) {
  const answer = await server.call(API.recordDownloadLink, { token, params: { id } });
  if (answer.status !== 200) throw new Error(`no link: ${JSON.stringify(answer.body)}`);
  return answer.body.detail as { url: string; expires_at: string };
}

/** Writes a fixture record (MCAP or bag) into `dir` and uploads it; the new record's id. */
export async function uploadFixture(
  server: TestServer,
  token: string,
  file: { dir: string; name: string; format: 'mcap' | 'bag'; options?: RecordOptions },
  metadata: Record<string, string> = {},
): Promise<{ id: number; written: WrittenRecord }> {
  const path = join(file.dir, `${Math.random().toString(36).slice(2)}-${file.name}`);
  const written =
    file.format === 'mcap'
      ? await writeMcap(path, file.options)
      : await writeBag(path, file.options);
  const { recordId } = await tusUpload(server, token, path, { filename: file.name, ...metadata });
  return { id: recordId, written };
}
