import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AccountRole, type Endpoint, pathOf } from '@ads/contract';
import { io as ioClient, type Socket as ClientSocket } from 'socket.io-client';
import { buildApp, type Services } from '../../apps/server/src/app';
import type { Clock } from '../../apps/server/src/clock';
import type { Database } from '../../apps/server/src/db/client';
import type { Deps, Limits } from '../../apps/server/src/deps';
import { createMailer } from '../../apps/server/src/mail/mailer';
import { freshDatabaseUrl, openTestDatabase } from './database';
import { type Inbox, startInbox } from './inbox';
import type { RecordStore } from '../../apps/server/src/files/record-store';

export const SUPER = { email: 'root@ads.test', password: 'root-password-1' };
export const JWT_SECRET = 'test-secret-of-the-suite-0123456789';
/** The version a test server answers with (and packs its agent at, agent-package.ts). */
export const TEST_VERSION = '0.0.0-test';

/**
 * A clock that starts now and runs with real time, moved ahead when a test says so. `hold()`
 * stops its real-time part until `release()`, for a test whose arithmetic must not depend on how
 * fast the machine is (a loaded CI machine takes a few ms per request).
 */
export function testClock() {
  let offset = 0;
  let held: number | undefined;
  const real = () => held ?? Date.now();
  return {
    now: () => new Date(real() + offset),
    advance(ms: number) {
      offset += ms;
    },
    hold() {
      held = Date.now();
    },
    release() {
      if (held !== undefined) offset -= Date.now() - held;
      held = undefined;
    },
  } satisfies Clock & { advance(ms: number): void; hold(): void; release(): void };
}

export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  token?: string | undefined;
  body?: unknown;
  query?: Record<string, string | number>;
  params?: Record<string, string | number>;
  headers?: Record<string, string>;
  /** Send this string as the raw body instead of JSON-encoding `body`. */
  raw?: string;
}

export interface TestServer {
  url: string;
  app: Awaited<ReturnType<typeof buildApp>>;
  services: Services;
  database: Database;
  inbox: Inbox;
  clock: ReturnType<typeof testClock>;
  /** The instance's DATA_DIR for files: `records/` and `uploads/`. */
  filesDir: string;
  call<T = any>(
    endpoint: Pick<Endpoint, 'method' | 'path'>,
    options?: CallOptions,
  ): Promise<Answer<T>>;
  signUp(input?: { email?: string; password?: string; username?: string }): Promise<Account>;
  login(email: string, password: string): Promise<Account>;
  guest(): Promise<Account>;
  superAdmin(): Promise<Account>;
  /** A signed-up account given `role` by the SUPER through the API. */
  withRole(role: AccountRole): Promise<Account>;
  close(): Promise<void>;
}

export interface Account {
  id: number;
  email: string;
  password: string;
  access: string;
  refresh: string;
}

let counter = 0;

/** Starts a real server on loopback over a fresh database, with a real SMTP inbox. */
export async function startServer(
  options: {
    limits?: Partial<Limits>;
    dataDir?: string;
    databaseUrl?: string;
    keepDatabase?: boolean;
    webDir?: string;
    /** DATA_DIR for stored files; default a temporary folder of its own, removed on close. */
    filesDir?: string;
    /** Another record store (the S3 one); default files under `filesDir/records`. */
    recordStore?: RecordStore;
    /** A folder holding the agent packed at TEST_VERSION (agent-package.ts); default none. */
    agentPackageDir?: string;
    /** The server's logger (a test of the log); default none. */
    logger?: Deps['logger'];
    /** Redis for realtime across instances (the bench's project list with Redis on). */
    redisUrl?: string;
    redisKey?: string;
  } = {},
): Promise<TestServer> {
  const filesDir = options.filesDir ?? mkdtempSync(join(tmpdir(), 'ads-files-'));
  const inbox = await startInbox();
  const fresh = options.databaseUrl || options.dataDir ? null : await freshDatabaseUrl();
  const database = await openTestDatabase({
    url: options.databaseUrl ?? fresh?.url,
    dataDir: options.dataDir,
  });
  const clock = testClock();
  const app = await buildApp({
    database,
    mailer: createMailer({ smtpUrl: inbox.url, from: 'ADS Studio <no-reply@ads.test>' }),
    clock,
    jwtSecret: JWT_SECRET,
    publicUrl: 'http://studio.test',
    version: TEST_VERSION,
    agentPackageDir: options.agentPackageDir,
    // Every sign-up of a file comes from 127.0.0.1: per-address caps are raised unless tested.
    limits: { codesPerAddressPerHour: 10_000, guestsPerAddressPerHour: 10_000, ...options.limits },
    webDir: options.webDir,
    dataDir: filesDir,
    recordStore: options.recordStore,
    logger: options.logger,
    redisUrl: options.redisUrl,
    redisKey: options.redisKey,
  });
  await app.services.accounts.ensureSuper(SUPER.email, SUPER.password);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  async function call<T = any>(
    endpoint: Pick<Endpoint, 'method' | 'path'>,
    opts: CallOptions = {},
  ) {
    const target = new URL(pathOf(endpoint, opts.params), url);
    for (const [key, value] of Object.entries(opts.query ?? {}))
      target.searchParams.set(key, String(value));
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: string | undefined = opts.raw;
    if (body === undefined && opts.body !== undefined) body = JSON.stringify(opts.body);
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    const response = await fetch(target, { method: endpoint.method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Non-JSON answers (images, HTML) stay text.
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  async function login(email: string, password: string): Promise<Account> {
    const answer = await call(
      { method: 'POST', path: '/api/user/login/' },
      { body: { email, password } },
    );
    if (answer.status !== 200) throw new Error(`login failed: ${JSON.stringify(answer.body)}`);
    const info = await call(
      { method: 'GET', path: '/api/user/info/' },
      { token: answer.body.detail.access },
    );
    return { id: info.body.detail.id, email, password, ...answer.body.detail };
  }

  const server: TestServer = {
    url,
    app,
    services: app.services,
    database,
    inbox,
    clock,
    filesDir,
    call,
    login,
    async signUp(input = {}) {
      counter += 1;
      const email = input.email ?? `user${counter}-${Date.now()}@ads.test`;
      const password = input.password ?? 'correct-horse-1';
      const sentBefore = inbox.mailsTo(email).length;
      const sent = await call(
        { method: 'POST', path: '/api/user/email/verify/' },
        { body: { email } },
      );
      if (sent.status !== 200) throw new Error(`verify failed: ${JSON.stringify(sent.body)}`);
      const code = await inbox.codeFor(email, sentBefore);
      await call({ method: 'POST', path: '/api/user/email/code/' }, { body: { email, code } });
      const registered = await call(
        { method: 'POST', path: '/api/user/register/' },
        {
          body: {
            username: input.username ?? `User ${counter}`,
            email,
            code,
            password,
            company: 'ADS Lab',
            privacy_agreement: true,
            terms_agreement: true,
          },
        },
      );
      if (registered.status !== 201)
        throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
      return login(email, password);
    },
    async guest() {
      const answer = await call({ method: 'POST', path: '/api/user/guest/' });
      const info = await call(
        { method: 'GET', path: '/api/user/info/' },
        { token: answer.body.detail.access },
      );
      return {
        id: info.body.detail.id,
        email: info.body.detail.email,
        password: '',
        ...answer.body.detail,
      };
    },
    superAdmin: () => login(SUPER.email, SUPER.password),
    async withRole(role) {
      const account = await server.signUp();
      if (role === 'USER') return account;
      const root = await server.superAdmin();
      const changed = await call(
        { method: 'POST', path: '/api/user/info/' },
        { token: root.access, body: { user_id: account.id, role } },
      );
      if (changed.status !== 200)
        throw new Error(`role change failed: ${JSON.stringify(changed.body)}`);
      return account;
    },
    async close() {
      await slowStepSays('app.close()', () => app.close());
      await slowStepSays('database.close()', () => database.close());
      await slowStepSays('inbox.close()', () => inbox.close());
      if (!options.keepDatabase) await fresh?.drop();
      if (!options.filesDir) rmSync(filesDir, { recursive: true, force: true });
    },
  };
  return server;
}

/**
 * Runs a step of closing a test studio; one still waiting after 15 s says which it is and what
 * keeps the process busy, so a hook that times out names its cause (it fails all the same).
 */
async function slowStepSays(step: string, run: () => Promise<unknown>): Promise<void> {
  const warn = setTimeout(() => {
    const busy = process.getActiveResourcesInfo().join(', ');
    console.error(`test studio: ${step} still waiting after 15 s; active: ${busy}`);
  }, 15_000);
  try {
    await run();
  } finally {
    clearTimeout(warn);
  }
}

// ——— realtime helpers ———

/** A socket.io client of a test server (websocket only, no reconnection, not yet connected). */
export function socketClient(url: string, token?: string): ClientSocket {
  return ioClient(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    autoConnect: false,
    auth: token === undefined ? {} : { token },
  });
}

/** The next `event` on the socket; the timeout only guards against a test hanging forever. */
export function nextEvent<T = any>(socket: ClientSocket, event: string, guardMs = 10_000) {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${guardMs} ms`)), guardMs);
    socket.once(event, (value: T) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

/** Connects; resolves when the server accepted the handshake, rejects with its refusal. */
export async function connectSocket(url: string, token?: string): Promise<ClientSocket> {
  const socket = socketClient(url, token);
  const outcome = new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
  socket.connect();
  try {
    await outcome;
  } catch (error) {
    socket.close();
    throw error;
  }
  return socket;
}

/** Another instance of the studio on an existing database (PGlite in-process, or PostgreSQL). */
export async function startInstance(options: {
  database: Database;
  redisUrl?: string;
  redisKey?: string;
  limits?: Partial<Limits>;
  /** DATA_DIR for stored files; default a temporary folder that closing removes. */
  filesDir?: string;
}): Promise<{ url: string; app: Awaited<ReturnType<typeof buildApp>>; close(): Promise<void> }> {
  const app = await buildApp({
    database: options.database,
    mailer: createMailer({ smtpUrl: undefined, from: 'ADS Studio <no-reply@ads.test>' }),
    clock: testClock(),
    jwtSecret: JWT_SECRET,
    publicUrl: 'http://studio.test',
    version: '0.0.0-test',
    redisUrl: options.redisUrl,
    redisKey: options.redisKey,
    limits: options.limits,
    dataDir: options.filesDir,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { url, app, close: () => app.close() };
}
