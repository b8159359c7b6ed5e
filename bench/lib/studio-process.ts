/**
 * A server process running the studio as the API tests do (test-support/studio/harness.ts:
 * buildApp over a fresh database, a real SMTP inbox for the sign-up), seeded through the real
 * API with one user, two PCs and a few projects, and beside it, in the same process, a bare
 * Fastify route returning a constant (the baseline of the API figures) and a bare socket.io echo
 * on the same port (the baseline of the relay's round trip).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API } from '@ads/contract';
import Fastify from 'fastify';
import { Server as SocketServer } from 'socket.io';
import { prepareMapThread } from '../../apps/server/src/modules/map';
import { startServer } from '../../test-support/studio/harness';
import { PLAIN_EVENTS } from './protocol';
import { serveIpc } from './serve-ipc';
import { seedAlgorithms } from './store-seed';

export interface StudioOptions {
  /** A PostgreSQL database of its own; without it, PGlite in a temporary DATA_DIR. */
  databaseUrl?: string;
  /** The built web app to serve. */
  webDir?: string;
  /** Projects to seed (each with one of the PCs). */
  projects?: number;
  /** Vehicles to seed for the fleet part: PCs of a SUPER (FMS is on for every role of it). */
  vehicles?: number;
  /** For the benchmark part: a SUPER's token (AI Benchmark is on only for SUPER by default). */
  benchmark?: boolean;
  /** For the store part: this many algorithms in IP Repository, opened to the seeded user. */
  storeAlgorithms?: number;
  /** For the remote part: the remote IDE opened to the seeded user (its PCs' owner). */
  remote?: boolean;
  /** Redis for realtime across instances (a key of this process's own). */
  redisUrl?: string;
}

export interface StudioInfo {
  url: string;
  bareUrl: string;
  /**
   * A plain socket.io echo (`PLAIN_EVENTS.echo`) in this process: the relay's round trip is
   * compared with it, not with an echo in another process. Measured (bench README, Realtime):
   * an echo in a second process answered in 0.08–0.09 ms where the same echo in the relay's own
   * process took 0.12–0.14 ms, alternating with the same relay: where the kernel places each
   * process, not the code, made the difference.
   */
  bareSocketUrl: string;
  database: string;
  /**
   * The seeded user's access token. It lives 15 minutes (the spec's TTL) and a whole run takes
   * longer: bench/run.ts signs in again before each part (`renewAccess`).
   */
  access: string;
  /** The seeded user's sign-in, for that. */
  account: { email: string; password: string };
  /** The token of the seeded user's first PC: its room, and its agent's handshake token. */
  pcToken: string;
  /** With `vehicles`: their owner's access token and their PC tokens (rooms). */
  fleet?: { access: string; tokens: string[] };
  /** With `benchmark`: a SUPER (AI Benchmark is on only for SUPER by default). */
  superAccount?: { email: string; password: string; access: string; refresh: string };
}

/** The constant the bare route answers, shaped like the studio's envelope. */
const BARE_ANSWER = { success: true, detail: { status: 'ok' } };

const options = JSON.parse(process.argv[2] ?? '{}') as StudioOptions;
let server: Awaited<ReturnType<typeof startServer>> | undefined;
let dataDir: string | undefined;
const bare = Fastify({ logger: false });
const bareIo = new SocketServer(bare.server, {
  path: '/socket.io',
  serveClient: false,
  maxHttpBufferSize: 1 << 20,
});
bareIo.on('connection', (socket) => {
  socket.on(PLAIN_EVENTS.echo, (payload: unknown) => socket.emit(PLAIN_EVENTS.echo, payload));
});
let openConnections = 0;

const ipc = serveIpc<StudioInfo>({
  connections: () => openConnections,
  async close() {
    // Not bareIo.close(): that closes the HTTP server under Fastify, which closes it itself.
    bareIo.disconnectSockets(true);
    await bare.close();
    await server?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  },
});

try {
  if (!options.databaseUrl) dataDir = await mkdtemp(join(tmpdir(), 'ads-bench-'));
  server = await startServer({
    dataDir,
    databaseUrl: options.databaseUrl,
    webDir: options.webDir,
    keepDatabase: true,
    ...(options.redisUrl
      ? { redisUrl: options.redisUrl, redisKey: `ads-bench-${process.pid}` }
      : {}),
  });
  // As `npm start` does once it listens (apps/server/src/main.ts): a map thread kept and warm
  // for HDMAP Builder's first save. Awaited here, so that no figure measures it warming.
  await prepareMapThread();
  const studio = server;
  // Open TCP connections (the websockets among them), for the memory figure's check.
  studio.app.server.on('connection', (socket) => {
    openConnections += 1;
    socket.once('close', () => (openConnections -= 1));
  });

  const user = await studio.signUp();
  const must = async <T>(answer: Promise<{ status: number; body: T }>) => {
    const { status, body } = await answer;
    if (status >= 300) throw new Error(`seeding failed (${status}): ${JSON.stringify(body)}`);
    return body;
  };
  const pcs: { id: number; token: string }[] = [];
  for (const name of ['Bench vehicle PC 1', 'Bench vehicle PC 2']) {
    const minted = await must(studio.call(API.mintPcToken, { token: user.access }));
    const pc = await must(
      studio.call(API.registerPc, {
        token: user.access,
        body: { name, token: (minted as { detail: string }).detail },
      }),
    );
    pcs.push((pc as { detail: { id: number; token: string } }).detail);
  }
  for (let i = 0; i < (options.projects ?? 10); i++) {
    const project = await must(
      studio.call(API.createProject, {
        token: user.access,
        body: { title: `Bench project ${i + 1}`, vehicle: `Vehicle ${i + 1}` },
      }),
    );
    await must(
      studio.call(API.addProjectPc, {
        token: user.access,
        params: { id: (project as { detail: { id: number } }).detail.id },
        body: { pc_id: pcs[i % pcs.length]!.id },
      }),
    );
  }

  let fleet: StudioInfo['fleet'];
  if (options.vehicles) {
    const owner = await studio.withRole('SUPER');
    const tokens: string[] = [];
    for (let i = 0; i < options.vehicles; i++) {
      const minted = await must(studio.call(API.mintPcToken, { token: owner.access }));
      const pc = await must(
        studio.call(API.registerPc, {
          token: owner.access,
          body: { name: `Bench vehicle ${i + 1}`, token: (minted as { detail: string }).detail },
        }),
      );
      tokens.push((pc as { detail: { token: string } }).detail.token);
    }
    fleet = { access: owner.access, tokens };
  }

  const superAccount = options.benchmark ? await studio.withRole('SUPER') : undefined;

  if (options.remote) {
    // The remote IDE is SUPER-only by default (spec §4): the SUPER opens it to USER.
    const root = await studio.superAdmin();
    await must(
      studio.call(API.changeAppAvailability, {
        token: root.access,
        params: { key: 'remote' },
        body: { states: { USER: 'enabled' } },
      }),
    );
  }

  if (options.storeAlgorithms) {
    // IP Repository is off for USER by default (spec §4): the SUPER opens it.
    const root = await studio.superAdmin();
    await must(
      studio.call(API.changeAppAvailability, {
        token: root.access,
        params: { key: 'store' },
        body: { states: { USER: 'enabled' } },
      }),
    );
    await seedAlgorithms(studio.database, options.storeAlgorithms);
    await studio.services.modules.store.changed();
  }

  bare.get('/bare', async () => BARE_ANSWER);
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const address = bare.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  ipc.ready({
    url: studio.url,
    bareUrl: `http://127.0.0.1:${port}/bare`,
    bareSocketUrl: `http://127.0.0.1:${port}`,
    database: options.redisUrl ? `${studio.database.kind}+redis` : studio.database.kind,
    access: user.access,
    account: { email: user.email, password: user.password },
    pcToken: pcs[0]!.token,
    ...(fleet ? { fleet } : {}),
    ...(superAccount ? { superAccount } : {}),
  });
} catch (error) {
  ipc.fail(error);
}
