import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API, RECORD_ID_HEADER, RECORD_UPLOAD_PATH } from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type WrittenRecord, writeMcap } from '../../../test-support/record-files';
import { type Account, type TestServer, startServer } from '../../../test-support/studio/harness';
import { download, downloadLink, storedFiles, tusUpload, UploadRefused } from './record-helpers';
import { snapshotRows } from './security/db-snapshot';

// The tus protocol itself: resuming, who may touch an upload, the metadata, the size limit,
// creation-with-upload, and abandoned uploads.

const MAX_BYTES = 40 * 1024 * 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

let server: TestServer;
let dir: string;
let owner: Account;
let other: Account;
let big: WrittenRecord;
let small: WrittenRecord;

beforeAll(async () => {
  server = await startServer({ limits: { recordMaxBytes: MAX_BYTES } });
  dir = await mkdtemp(join(tmpdir(), 'ads-tus-'));
  [owner, other] = [await server.signUp(), await server.signUp()];
  // Large lidar clouds: a few MB, so an upload can be cut in the middle of its bytes.
  big = await writeMcap(join(dir, 'big.mcap'), { durationS: 12, lidarPoints: 3000 });
  small = await writeMcap(join(dir, 'small.mcap'), { durationS: 5, lidarPoints: 50 });
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

/** A raw tus request, as any client could send it. */
async function tus(
  method: string,
  path: string,
  token: string | undefined,
  headers: Record<string, string> = {},
  body?: Uint8Array,
) {
  const response = await fetch(new URL(path, server.url), {
    method,
    headers: {
      'tus-resumable': '1.0.0',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: parse(text) };
}
const parse = (text: string) => {
  try {
    return JSON.parse(text) as { success: boolean; message: string; detail?: unknown };
  } catch {
    return null;
  }
};

/** Creates an upload of `length` bytes; its path. */
async function create(token: string, length: number, metadata = `filename ${b64('x.mcap')}`) {
  const answer = await tus('POST', RECORD_UPLOAD_PATH, token, {
    'upload-length': String(length),
    'upload-metadata': metadata,
  });
  expect(answer.status, answer.text).toBe(201);
  return answer.headers.get('location')!;
}

describe('an interrupted upload', () => {
  it('resumes from the offset the server kept and ends byte-identical', async () => {
    const bytes = await readFile(big.path);
    const path = await create(owner.access, bytes.length, `filename ${b64('big.mcap')}`);
    const id = path.split('/').pop()!;

    // The connection drops in the middle of the PATCH that carries the file.
    const cut = request(new URL(path, server.url), {
      method: 'PATCH',
      headers: {
        'tus-resumable': '1.0.0',
        authorization: `Bearer ${owner.access}`,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(bytes.length),
      },
    });
    cut.on('error', () => {});
    cut.write(bytes.subarray(0, Math.floor(bytes.length / 2)));
    const received = join(server.filesDir, 'uploads', id);
    while ((await stat(received)).size < bytes.length / 4) await sleep(10);
    cut.destroy();

    // HEAD waits for the cut request to let go of the upload, then tells what was kept.
    const head = await tus('HEAD', path, owner.access);
    expect(head.status).toBe(200);
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBeGreaterThanOrEqual(bytes.length / 4);
    expect(offset).toBeLessThanOrEqual(bytes.length / 2);
    expect(head.headers.get('upload-length')).toBe(String(bytes.length));
    expect(head.headers.get('cache-control')).toBe('no-store');

    // tus-js-client picks it up where the server is and sends only the rest.
    let resumedFrom = -1;
    const { recordId } = await tusUpload(
      server,
      owner.access,
      big.path,
      {},
      {
        uploadUrl: new URL(path, server.url).toString(),
        onProgress: (sent) => {
          if (resumedFrom < 0) resumedFrom = sent;
        },
        onChunkComplete: (_chunk, accepted) => {
          if (resumedFrom < 0) resumedFrom = accepted;
        },
      },
    );
    expect(resumedFrom).toBeGreaterThanOrEqual(offset);
    const link = await downloadLink(server, owner.access, recordId);
    const got = await download(server, link.url);
    expect(got.bytes.equals(bytes)).toBe(true);
    expect(await storedFiles(server)).toMatchObject({ uploads: [] });
  });
});

describe('a complete upload asked about again', () => {
  it('tells its owner it is complete and which record it made, and nobody else', async () => {
    const first = await tusUpload(server, owner.access, small.path, { filename: 'small.mcap' });
    const path = new URL(first.url).pathname;

    // An agent killed after its last PATCH, before it read the answer, asks on its return.
    const head = await tus('HEAD', path, owner.access);
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(small.size));
    expect(head.headers.get('upload-length')).toBe(String(small.size));
    expect(head.headers.get(RECORD_ID_HEADER)).toBe(String(first.recordId));
    expect(head.headers.get('cache-control')).toBe('no-store');

    // tus-js-client resuming from that address finishes at once, with the same record.
    const listed = async () =>
      (await server.call(API.listRecords, { token: owner.access })).body.detail.total as number;
    const before = await listed();
    const again = await tusUpload(server, owner.access, small.path, {}, { uploadUrl: first.url });
    expect(again.recordId).toBe(first.recordId);
    expect(await listed()).toBe(before);

    // It is complete: bytes sent to it are refused, and it is nobody else's.
    const patch = await tus(
      'PATCH',
      path,
      owner.access,
      { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      new Uint8Array([1, 2, 3]),
    );
    expect(patch.status).toBe(409);
    expect(patch.json).toEqual({ success: false, message: 'This upload is complete already.' });
    const foreign = await tus('HEAD', path, other.access);
    expect(foreign.status).toBe(404);
    expect(foreign.headers.get(RECORD_ID_HEADER)).toBeNull();
  });
});

describe('creation with upload', () => {
  it('finishes in the POST itself and names the record there', async () => {
    const bytes = await readFile(small.path);
    const answer = await tus(
      'POST',
      RECORD_UPLOAD_PATH,
      owner.access,
      {
        'upload-length': String(bytes.length),
        'upload-metadata': `filename ${b64('one-shot.mcap')}`,
        'content-type': 'application/offset+octet-stream',
      },
      bytes,
    );
    expect(answer.status).toBe(201);
    const id = Number(answer.headers.get(RECORD_ID_HEADER));
    expect(id).toBeGreaterThan(0);
    expect(answer.headers.get('access-control-expose-headers')).toContain(RECORD_ID_HEADER);
    const record = await server.call(API.getRecord, { token: owner.access, params: { id } });
    expect(record.body.detail).toMatchObject({ name: 'one-shot.mcap', size: bytes.length });
  });
});

describe("someone else's upload", () => {
  it('answers HEAD, PATCH and DELETE like a missing one, and is left as it was', async () => {
    const path = await create(owner.access, small.size);
    const bytes = await readFile(small.path);
    const missing = `${RECORD_UPLOAD_PATH}${'0'.repeat(32)}`;
    const patch = {
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    };
    for (const [method, headers, body] of [
      ['HEAD', {}, undefined],
      ['PATCH', patch, bytes],
      ['DELETE', {}, undefined],
    ] as const) {
      const theirs = await tus(method, path, other.access, headers, body);
      const none = await tus(method, missing, other.access, headers, body);
      expect(theirs.status, method).toBe(404);
      expect(none.status, method).toBe(404);
      if (method !== 'HEAD') {
        expect(theirs.json).toEqual({ success: false, message: 'No such upload.' });
        expect(theirs.json).toEqual(none.json);
      }
    }
    const head = await tus('HEAD', path, owner.access);
    expect(head.headers.get('upload-offset')).toBe('0');
    // Its owner may end it.
    expect((await tus('DELETE', path, owner.access)).status).toBe(204);
    expect((await tus('HEAD', path, owner.access)).status).toBe(404);
  });

  it("is not reached through another user's PC either", async () => {
    const path = await create(owner.access, small.size);
    const minted = await server.call(API.mintPcToken, { token: other.access });
    await server.call(API.registerPc, {
      token: other.access,
      body: { name: 'Other rig', token: minted.body.detail },
    });
    expect((await tus('HEAD', path, minted.body.detail)).status).toBe(404);
    expect((await tus('DELETE', path, owner.access)).status).toBe(204);
  });
});

describe('who may upload', () => {
  it('refuses no token, a bad one, a guest and an EDU account', async () => {
    const guest = await server.guest();
    const edu = await server.withRole('EDU');
    const cases: Array<[string | undefined, number]> = [
      [undefined, 401],
      ['not-a-token', 401],
      [`${'a'.repeat(32)}.${'b'.repeat(43)}`, 401],
      [guest.access, 403],
      [edu.access, 403],
    ];
    const before = await snapshotRows(server.database);
    for (const [token, status] of cases) {
      for (const method of ['POST', 'OPTIONS']) {
        const answer = await tus(method, RECORD_UPLOAD_PATH, token, {
          'upload-length': '10',
          'upload-metadata': `filename ${b64('x.mcap')}`,
        });
        expect(answer.status, `${method} ${token}`).toBe(status);
        expect(answer.json).toMatchObject({ success: false, message: expect.any(String) });
      }
    }
    expect(await snapshotRows(server.database)).toEqual(before);
    expect((await storedFiles(server)).uploads).toEqual([]);
  });

  it('lets a registered PC upload for its owner, and the record names the PC', async () => {
    const minted = await server.call(API.mintPcToken, { token: owner.access });
    const pc = await server.call(API.registerPc, {
      token: owner.access,
      body: { name: 'Vehicle PC', token: minted.body.detail },
    });
    const { recordId } = await tusUpload(server, pc.body.detail.token, small.path, {
      filename: 'from-agent.mcap',
      vehicle: 'Shuttle 2',
    });
    const record = await server.call(API.getRecord, {
      token: owner.access,
      params: { id: recordId },
    });
    expect(record.body.detail).toMatchObject({
      owner: { id: owner.id },
      pc: { id: pc.body.detail.id, name: 'Vehicle PC' },
      vehicle: 'Shuttle 2',
    });
    // A deleted PC's token is no credential any more.
    await server.call(API.deletePc, { token: owner.access, body: { token: pc.body.detail.token } });
    const refused = await tus('OPTIONS', RECORD_UPLOAD_PATH, pc.body.detail.token);
    expect(refused.status).toBe(401);
  });

  it('tells an allowed caller what the server supports', async () => {
    const answer = await tus('OPTIONS', RECORD_UPLOAD_PATH, owner.access);
    expect(answer.status).toBe(204);
    expect(answer.headers.get('tus-version')).toBe('1.0.0');
    expect(answer.headers.get('tus-max-size')).toBe(String(MAX_BYTES));
    expect(answer.headers.get('tus-extension')).toContain('creation');
    // Same origin only: no CORS grant, and the studio's security headers.
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});

describe('the metadata', () => {
  const refused = async (metadata: string, status: number) => {
    const answer = await tus('POST', RECORD_UPLOAD_PATH, owner.access, {
      'upload-length': '100',
      'upload-metadata': metadata,
    });
    expect(answer.status, metadata).toBe(status);
    return answer.json!;
  };

  it('needs a file name', async () => {
    expect(await refused(`vehicle ${b64('Car')}`, 400)).toMatchObject({
      detail: { filename: 'This field is required.' },
    });
    expect(await refused(`filename ${b64('../..//')}`, 400)).toMatchObject({
      detail: { filename: expect.any(String) },
    });
  });

  it("takes only the owner's own projects", async () => {
    const theirs = await server.call(API.createProject, {
      token: other.access,
      body: { title: 'Not yours' },
    });
    const foreign = await refused(
      `filename ${b64('x.mcap')},project_id ${b64(String(theirs.body.detail.id))}`,
      404,
    );
    const missing = await refused(`filename ${b64('x.mcap')},project_id ${b64('2147483647')}`, 404);
    expect(foreign).toEqual(missing);
    expect(await refused(`filename ${b64('x.mcap')},project_id ${b64('1e3')}`, 400)).toMatchObject({
      detail: { project_id: expect.any(String) },
    });
  });

  it('refuses a vehicle that is too long or has control characters', async () => {
    for (const vehicle of ['x'.repeat(101), 'Car\u0000', 'Car\nTwo']) {
      expect(await refused(`filename ${b64('x.mcap')},vehicle ${b64(vehicle)}`, 400)).toMatchObject(
        { detail: { vehicle: expect.any(String) } },
      );
    }
  });

  it('refuses an extension the server does not offer as a bad request, not a server error', async () => {
    const answer = await tus('POST', RECORD_UPLOAD_PATH, owner.access, {
      'upload-length': '100',
      'upload-concat': 'partial',
      'upload-metadata': `filename ${b64('x.mcap')}`,
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('refuses metadata that is not tus metadata', async () => {
    const answer = await refused('filename not-base64!', 400);
    expect(answer).toMatchObject({ success: false, message: expect.any(String) });
  });
});

describe('the size limit', () => {
  it('refuses an upload larger than the limit before a byte is sent', async () => {
    const answer = await tus('POST', RECORD_UPLOAD_PATH, owner.access, {
      'upload-length': String(MAX_BYTES + 1),
      'upload-metadata': `filename ${b64('huge.mcap')}`,
    });
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual({
      success: false,
      message: 'The file is larger than the upload limit.',
    });
  });

  it('refuses more bytes than the upload declared', async () => {
    const path = await create(owner.access, 10);
    const answer = await tus(
      'PATCH',
      path,
      owner.access,
      { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      new Uint8Array(11),
    );
    expect(answer.status).toBe(413);
    expect((await tus('DELETE', path, owner.access)).status).toBe(204);
  });
});

describe('a failed upload', () => {
  it('tells tus-js-client why, as UploadRefused', async () => {
    const error = await tusUpload(server, owner.access, small.path, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadRefused);
    expect((error as UploadRefused).status).toBe(400);
  });
});

describe('an abandoned upload', () => {
  it('is removed by the sweep once it received nothing for a day', async () => {
    const path = await create(owner.access, small.size);
    const bytes = await readFile(small.path);
    await tus(
      'PATCH',
      path,
      owner.access,
      { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      bytes.subarray(0, 1000),
    );
    expect(await server.services.recordModule.sweep.sweep()).toEqual({ records: 0, uploads: 0 });
    server.clock.advance(25 * 3600_000);
    expect(await server.services.recordModule.sweep.sweep()).toEqual({ records: 0, uploads: 1 });
    expect(await readdir(join(server.filesDir, 'uploads'))).toEqual([]);
    // Tokens of a day ago have expired: sign in again.
    const fresh = await server.login(owner.email, owner.password);
    expect((await tus('HEAD', path, fresh.access)).status).toBe(404);
  });
});
