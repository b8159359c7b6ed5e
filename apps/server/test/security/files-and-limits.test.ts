import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { API, type Endpoint, RECORD_UPLOAD_PATH, STORE, STORE_UPLOAD_PATH } from '@ads/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../src/deps';
import { packAgentForTests } from '../../../../test-support/studio/agent-package';
import {
  type Account,
  type TestServer,
  startServer,
} from '../../../../test-support/studio/harness';
import { uploadFixture } from '../record-helpers';
import { openStore } from '../store-helpers';
import { snapshotRows } from './db-snapshot';
import { rawRequest } from './raw-http';

// Runs on the production limits (1 MiB bodies, 10 failed sign-ins per account and 50 per
// address per 15 minutes); login.test.ts checks the lock-out rules on small ones.

const CANARY = `canary-${Date.now()}-do-not-serve`;
const serverPackage = readFileSync(resolve(__dirname, '../../package.json'), 'utf8');

let server: TestServer;
let root: string;
let user: Account;
let admin: Account;
let agentPackage: Awaited<ReturnType<typeof packAgentForTests>>;

beforeAll(async () => {
  // The web app's folder, with a secret file beside it that no path may reach.
  root = mkdtempSync(join(tmpdir(), 'ads-sec-'));
  mkdirSync(join(root, 'web', 'assets'), { recursive: true });
  writeFileSync(join(root, 'secret.txt'), CANARY);
  writeFileSync(join(root, 'web', 'index.html'), '<!doctype html><title>ADS Studio</title>');
  writeFileSync(join(root, 'web', 'assets', 'app.js'), 'export {}');
  agentPackage = await packAgentForTests();
  server = await startServer({ webDir: join(root, 'web'), agentPackageDir: agentPackage.dir });
  user = await server.signUp();
  admin = await server.withRole('ADMIN');
});
afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
  await agentPackage.remove();
});

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** Ways to write "one folder up" that decoders, normalisers and Windows paths disagree on. */
const UP = [
  '../',
  '..%2f',
  '%2e%2e/',
  '%2e%2e%2f',
  '.%2e/',
  '%2e./',
  '..%5c',
  '..\\',
  '%252e%252e%252f',
  '..%c0%af',
  '....//',
  '..;/',
];

/** Paths that climb from `prefix` to `target` in every spelling, plus absolute forms and NUL. */
function escapes(prefix: string, depth: number, target: string, absolute: string): string[] {
  const climbs = UP.flatMap((up) =>
    [1, depth, depth + 2].map((n) => `${prefix}${up.repeat(n)}${target}`),
  );
  const encodedAbsolute = encodeURIComponent(absolute);
  return [
    ...climbs,
    `${prefix}${encodedAbsolute}`,
    `${prefix}${encodedAbsolute.replaceAll('%2F', '%5C')}`,
    `/${absolute.replace(/^\//, '/')}`,
    `${prefix}..%00/${target}`,
    `${prefix}${target}%00.js`,
    `${prefix}C:%5CWindows%5Cwin.ini`,
    `${prefix}%2fetc%2fpasswd`,
    `${prefix}..%2f..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd`,
  ];
}

/** An answer that is not the file asked for: refused, or the web app's page, never the file. */
function expectNotServed(answer: { status: number; body: string }, path: string) {
  expect(answer.status, path).toBeLessThan(500);
  expect(answer.body, path).not.toContain(CANARY);
  expect(answer.body, path).not.toContain('"name": "@ads/server"');
  expect(answer.body, path).not.toMatch(/root:.*:0:0:/);
  if (answer.status === 200) expect(answer.body, path).toContain('<title>ADS Studio</title>');
}

describe('path traversal on the file service', () => {
  it('serves the real files (control)', async () => {
    expect((await rawRequest(server.url, '/assets/app.js')).status).toBe(200);
    const artifact = (await server.call(API.modules)).body.detail[0].artifact.file;
    expect((await rawRequest(server.url, `/api/file/module/${artifact}`)).status).toBe(200);
  });

  it('keeps the web app folder closed: nothing beside or above it is served', async () => {
    const paths = [
      ...escapes('/', 1, 'secret.txt', join(root, 'secret.txt')),
      ...escapes('/assets/', 2, 'secret.txt', join(root, 'secret.txt')),
    ];
    for (const path of paths) expectNotServed(await rawRequest(server.url, path), path);
  });

  it('serves module artifacts from the catalogue only', async () => {
    const paths = escapes(
      '/api/file/module/',
      3,
      'package.json',
      resolve(__dirname, '../../package.json'),
    );
    expect(serverPackage).toContain('"name": "@ads/server"');
    for (const path of paths) {
      const answer = await rawRequest(server.url, path);
      expectNotServed(answer, path);
      // 403 comes from the static file server, which refuses `..` outright.
      expect([400, 403, 404], path).toContain(answer.status);
    }
  });

  it('serves the agent package by its one name only', async () => {
    const { file } = (await server.call(API.agentPackage)).body.detail;
    expect((await rawRequest(server.url, `/api/file/agent/${file}`)).status).toBe(200);
    const paths = [
      ...escapes('/api/file/agent/', 3, 'package.json', resolve(__dirname, '../../package.json')),
      // The tarball as it lies on disk, beside the served name.
      ...escapes('/api/file/agent/', 1, basename(agentPackage.tarball), agentPackage.tarball),
    ];
    for (const path of paths) {
      const answer = await rawRequest(server.url, path);
      expectNotServed(answer, path);
      expect([400, 403, 404], path).toContain(answer.status);
    }
  });

  it('serves shipped images by name only', async () => {
    const names = [
      '../modules/lidar-driver',
      '..%2f..%2fpackage',
      '/etc/passwd',
      'app-Home\u0000',
      'app-Home/../../package',
      'C:\\Windows\\win',
      'app-Home.svg',
    ];
    for (const name of names) {
      const answer = await rawRequest(
        server.url,
        `/api/file/image/?name=${encodeURIComponent(name)}`,
      );
      expect(answer.status, name).toBe(400);
      expectNotServed(answer, name);
    }
  });
});

describe('oversize bodies', () => {
  const over = 'x'.repeat(DEFAULT_LIMITS.bodyLimitBytes + 1);
  const routes: Array<[string, Endpoint, () => string | undefined, Record<string, unknown>]> = [
    ['createProject', API.createProject, () => user.access, { title: over }],
    ['updateProject', API.updateProject, () => user.access, { title: over }],
    ['registerPc', API.registerPc, () => user.access, { name: over, token: 'x' }],
    ['inquiry', API.inquiry, () => user.access, { title: 'Hi', content: over }],
    ['notice.create', API.notice.create, () => admin.access, { title: 'Hi', content: over }],
    [
      'contact (public)',
      API.contact,
      () => undefined,
      { name: 'A', email: 'a@b.test', message: over },
    ],
    ['register (public)', API.register, () => undefined, { username: over }],
    ['passwordReset (public)', API.passwordReset, () => undefined, { new_password: over }],
  ];

  it.each(routes)('%s: 413 in the envelope, nothing stored', async (_, endpoint, token, body) => {
    const before = await snapshotRows(server.database);
    const answer = await server.call(endpoint, { token: token(), params: { id: 1 }, body });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ success: false, message: 'The request body is too large.' });
    expect(await snapshotRows(server.database)).toEqual(before);
  });

  it('counts a chunked body without Content-Length against the same limit', async () => {
    const before = await snapshotRows(server.database);
    const chunk = Buffer.from(`{"title":"${'y'.repeat(256 * 1024)}`);
    const answer = await rawRequest(server.url, API.createProject.path, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${user.access}`,
        'content-type': 'application/json',
        'transfer-encoding': 'chunked',
      },
      chunks: [chunk, chunk, chunk, chunk, chunk, Buffer.from('"}')],
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false });
    expect(await snapshotRows(server.database)).toEqual(before);
  });
});

describe('sign-in rate limit', () => {
  const login = (email: string, password: string) =>
    server.call(API.login, { body: { email, password } });

  it(`locks an account after ${DEFAULT_LIMITS.loginFailuresPerAccount} failures until the window passes`, async () => {
    const target = await server.signUp();
    for (let i = 0; i < DEFAULT_LIMITS.loginFailuresPerAccount; i++) {
      expect((await login(target.email, `guess-${i}-password`)).status).toBe(401);
    }
    const locked = await login(target.email, target.password);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/^Too many failed sign-ins\. Try again in \d+ minutes?\.$/);

    server.clock.advance(DEFAULT_LIMITS.loginWindowMs - 60_000);
    expect((await login(target.email, target.password)).status).toBe(429);
    server.clock.advance(60_000);
    expect((await login(target.email, target.password)).status).toBe(200);
  });

  it(`blocks an address after ${DEFAULT_LIMITS.loginFailuresPerAddress} failures across e-mails`, async () => {
    server.clock.advance(DEFAULT_LIMITS.loginWindowMs);
    for (let i = 0; i < DEFAULT_LIMITS.loginFailuresPerAddress; i++) {
      expect((await login(`spray-${i}@ads.test`, 'password-1')).status).toBe(401);
    }
    expect((await login(user.email, user.password)).status).toBe(429);
    server.clock.advance(DEFAULT_LIMITS.loginWindowMs);
    expect((await login(user.email, user.password)).status).toBe(200);
  });
});

// The sign-in tests above move the clock past the life of earlier access tokens: these tests
// sign up an account of their own when they start.
let uploader: Account;
const signUpUploader = async () => {
  uploader ??= await server.signUp();
};

describe('record uploads (tus) on the production limits', () => {
  beforeAll(signUpUploader);
  const tus = (method: string, path: string, headers: Record<string, string>, body?: Buffer) =>
    rawRequest(server.url, path, {
      method,
      headers: { 'tus-resumable': '1.0.0', authorization: `Bearer ${uploader.access}`, ...headers },
      ...(body ? { chunks: [body] } : {}),
    });

  it(`refuses a file over ${DEFAULT_LIMITS.recordMaxBytes / 1024 ** 3} GiB when it is announced`, async () => {
    const answer = await tus('POST', RECORD_UPLOAD_PATH, {
      'upload-length': String(DEFAULT_LIMITS.recordMaxBytes + 1),
      'upload-metadata': `filename ${b64('huge.mcap')}`,
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      success: false,
      message: 'The file is larger than the upload limit.',
    });
  });

  it('streams bytes past the 1 MiB JSON body limit: a PATCH is not a JSON body', async () => {
    const length = 3 * DEFAULT_LIMITS.bodyLimitBytes;
    const created = await tus('POST', RECORD_UPLOAD_PATH, {
      'upload-length': String(length),
      'upload-metadata': `filename ${b64('big.bin')}`,
    });
    expect(created.status).toBe(201);
    const path = String(created.headers.location);
    const patched = await tus(
      'PATCH',
      path,
      {
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(length - 1),
      },
      Buffer.alloc(length - 1, 7),
    );
    expect(patched.status).toBe(204);
    expect(patched.headers['upload-offset']).toBe(String(length - 1));
    expect((await tus('DELETE', path, {})).status).toBe(204);
  });

  it('never answers 5xx to bad tus requests, and a refusal writes no row and stores no record', async () => {
    await fuzzTus(RECORD_UPLOAD_PATH, ['filename', 'project_id', 'vehicle', 'x'], tus);
  });
});

describe('store archive uploads (tus) on the production limits', () => {
  beforeAll(signUpUploader);
  beforeAll(async () => openStore(server, await server.superAdmin()));
  const tus = (method: string, path: string, headers: Record<string, string>, body?: Buffer) =>
    rawRequest(server.url, path, {
      method,
      headers: { 'tus-resumable': '1.0.0', authorization: `Bearer ${uploader.access}`, ...headers },
      ...(body ? { chunks: [body] } : {}),
    });

  it(`refuses an archive over ${STORE.maxArchiveBytes / 1024 ** 2} MiB when it is announced`, async () => {
    const answer = await tus('POST', STORE_UPLOAD_PATH, {
      'upload-length': String(STORE.maxArchiveBytes + 1),
      'upload-metadata': `filename ${b64('huge.tgz')}`,
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      success: false,
      message: 'The file is larger than the upload limit.',
    });
  });

  it('never answers 5xx to bad tus requests, and a refusal writes no row and stores no archive', async () => {
    await fuzzTus(STORE_UPLOAD_PATH, ['filename', 'x'], tus);
  });
});

/**
 * Bad tus requests against an upload endpoint: any method, made-up and traversing paths,
 * broken numbers and metadata. Never a 5xx, and no row or stored file changes.
 */
async function fuzzTus(
  base: string,
  metadataKeys: string[],
  tus: (
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: Buffer,
  ) => ReturnType<typeof rawRequest>,
) {
  const method = fc.constantFrom('POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS', 'GET', 'PUT');
  const path = fc.oneof(
    fc.constant(base),
    fc
      .string({ unit: fc.constantFrom(...'0123456789abcdef'), maxLength: 40 })
      .map((id) => `${base}${id}`),
    fc.constantFrom(
      `${base}..%2f..%2fpackage.json`,
      `${base}%00`,
      `${base}${'a'.repeat(32)}.json`,
      `${base}x/y`,
    ),
  );
  const number = fc.oneof(
    fc.nat().map(String),
    fc.constantFrom('-1', '1e3', '', ' 5', 'NaN', '99999999999999999999', '0x10'),
  );
  const headers = fc.record(
    {
      'upload-length': number,
      'upload-offset': number,
      'upload-defer-length': fc.constantFrom('1', '0', 'yes'),
      'upload-metadata': fc.oneof(
        fc.string({ maxLength: 60 }),
        fc.dictionary(fc.constantFrom(...metadataKeys), fc.string({ maxLength: 30 })).map((meta) =>
          Object.entries(meta)
            .map(([key, value]) => `${key} ${b64(value)}`)
            .join(','),
        ),
      ),
      'content-type': fc.constantFrom(
        'application/offset+octet-stream',
        'application/json',
        'text/plain',
      ),
      'upload-concat': fc.constantFrom('final;/x', 'partial'),
    },
    { requiredKeys: [] },
  );
  const body = fc.option(
    fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
    {
      nil: undefined,
    },
  );
  const stored = async () => {
    const list = (folder: string) => readdir(join(server.filesDir, folder)).catch(() => []);
    return { records: await list('records'), store: await list('store') };
  };
  await fc.assert(
    fc.asyncProperty(method, path, headers, body, async (m, p, h, b) => {
      const before = await snapshotRows(server.database);
      const filesBefore = await stored();
      // Only methods with a body carry one: a client does not send HEAD or GET with a body.
      const carries = ['POST', 'PATCH', 'PUT'].includes(m);
      const answer = await tus(m, p, h as Record<string, string>, carries ? b : undefined);
      expect(answer.status, `${m} ${p} ${JSON.stringify(h)}`).toBeLessThan(500);
      if (answer.status >= 400 && answer.status !== 431 && m !== 'HEAD') {
        expect(JSON.parse(answer.body)).toMatchObject({
          success: false,
          message: expect.any(String),
        });
      }
      expect(await snapshotRows(server.database)).toEqual(before);
      expect(await stored()).toEqual(filesBefore);
      expect(answer.body).not.toContain('"name": "@ads/server"');
    }),
    { numRuns: 60 },
  );
}

describe('record downloads', () => {
  let link: string;
  let size: number;

  beforeAll(async () => {
    await signUpUploader();
    const files = join(root, 'records');
    mkdirSync(files);
    const record = await uploadFixture(server, uploader.access, {
      dir: files,
      name: 'drive.mcap',
      format: 'mcap',
      options: { durationS: 3, lidarPoints: 10 },
    });
    size = record.written.size;
    const answer = await server.call(API.recordDownloadLink, {
      token: uploader.access,
      params: { id: record.id },
    });
    link = answer.body.detail.url;
  });

  it('serve no file by a token that climbs out of the store', async () => {
    const tokens = [
      '../records',
      '..%2f..%2fpackage.json',
      '%2e%2e%2f%2e%2e%2fsecret.txt',
      `${'a'.repeat(40)}/../../secret.txt`,
      '%00',
      'x'.repeat(513),
    ];
    for (const token of tokens) {
      const answer = await rawRequest(server.url, `/api/record/download/?token=${token}`);
      expectNotServed(answer, token);
      expect([400, 404], token).toContain(answer.status);
    }
  });

  it('answer any Range header with the file, a part of it, or 416, never an error', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 30 }),
          fc
            .tuple(fc.option(fc.nat({ max: size * 2 })), fc.option(fc.nat({ max: size * 2 })))
            .map(([a, b]) => `bytes=${a ?? ''}-${b ?? ''}`),
          fc.constantFrom('bytes=0-0,5-9', 'bytes=-0', 'bytes=5-1', 'items=0-5', 'bytes=--1'),
        ),
        async (range) => {
          const answer = await rawRequest(server.url, link, { headers: { range } });
          expect([200, 206, 416], range).toContain(answer.status);
          if (answer.status === 200) expect(answer.headers['content-length']).toBe(String(size));
          if (answer.status === 206) {
            const [, start, end] = /^bytes (\d+)-(\d+)\/\d+$/.exec(
              String(answer.headers['content-range']),
            )!;
            expect(Number(answer.headers['content-length'])).toBe(Number(end) - Number(start) + 1);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
