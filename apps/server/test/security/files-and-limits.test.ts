import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { API, type Endpoint } from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../src/deps';
import { type Account, type TestServer, startServer } from '../harness';
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

beforeAll(async () => {
  // The web app's folder, with a secret file beside it that no path may reach.
  root = mkdtempSync(join(tmpdir(), 'ads-sec-'));
  mkdirSync(join(root, 'web', 'assets'), { recursive: true });
  writeFileSync(join(root, 'secret.txt'), CANARY);
  writeFileSync(join(root, 'web', 'index.html'), '<!doctype html><title>ADS Studio</title>');
  writeFileSync(join(root, 'web', 'assets', 'app.js'), 'export {}');
  server = await startServer({ webDir: join(root, 'web') });
  user = await server.signUp();
  admin = await server.withRole('ADMIN');
});
afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

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
