import {
  API,
  BENCH_NAMESPACE,
  BENCH_QUEUE_EVENT,
  BENCH_QUEUE_REFUSED,
  type BenchJob,
  SOCKET_UNAUTHORIZED,
} from '@ads/contract';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openBenchmark, sampleDataset, submitFile } from './benchmark-helpers';
import {
  type Account,
  type TestServer,
  nextEvent,
  socketClient,
  startServer,
} from '../../../test-support/studio/harness';

// AI Benchmark's queue is pushed on its namespace to those who may read it (issue 30: the
// admin page asked every 5 s): the queue on connecting, then after each change; everyone else
// is refused at the handshake. Real server, real socket.io, real jobs.

let server: TestServer;
let root: Account;
let admin: Account;
let user: Account;
let dataset: number;
const open: Socket[] = [];

/**
 * Connects to the namespace; `first` is the queue sent on connecting (listened for before the
 * handshake: it may come in the same read as the handshake's answer).
 */
async function watch(token?: string) {
  const socket = socketClient(`${server.url}${BENCH_NAMESPACE}`, token);
  open.push(socket);
  const first = new Promise<BenchJob[]>((resolve) => socket.once(BENCH_QUEUE_EVENT, resolve));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
    socket.connect();
  });
  return { socket, first };
}
const refusal = (token?: string) =>
  watch(token).then(
    () => 'connected',
    (error: Error) => error.message,
  );

/** Every queue pushed to `socket` from now on, until `done` holds for the last one. */
function pushesUntil(socket: Socket, done: (queue: BenchJob[]) => boolean, ms = 60_000) {
  const seen: BenchJob[][] = [];
  return new Promise<BenchJob[][]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not reached: ${JSON.stringify(seen)}`)), ms);
    socket.on(BENCH_QUEUE_EVENT, (queue: BenchJob[]) => {
      seen.push(queue);
      if (done(queue)) {
        clearTimeout(timer);
        resolve(seen);
      }
    });
  });
}

beforeAll(async () => {
  server = await startServer();
  root = await server.superAdmin();
  admin = await server.withRole('ADMIN');
  user = await server.signUp();
  await openBenchmark(server, root);
  dataset = await sampleDataset(server, admin, { frames: 2 });
}, 120_000);
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
afterAll(() => server?.close());

describe('the benchmark queue, pushed', () => {
  it('sends an administrator the queue on connecting, as GET /api/benchmark/queue/ has it', async () => {
    const first = await (await watch(admin.access)).first;
    const polled = await server.call(API.benchmark.queue, { token: admin.access });
    expect(Array.isArray(first)).toBe(true);
    // Both are the queue of the moment; the baseline job may have moved on between them.
    expect(polled.status).toBe(200);
    expect(first.every((job) => job.kind.startsWith('benchmark.'))).toBe(true);
  });

  it('pushes each change: a submission’s evaluation appears, runs and leaves', async () => {
    const { socket, first } = await watch(admin.access);
    await first;
    let evaluation: number | undefined;
    const pushes = pushesUntil(
      socket,
      (queue) =>
        evaluation !== undefined &&
        queue.every((job) => job.id !== evaluation) &&
        queue.every((job) => job.kind !== 'benchmark.evaluate'),
    );
    const heardEvaluation = new Promise<void>((resolve) =>
      socket.on(BENCH_QUEUE_EVENT, (queue: BenchJob[]) => {
        const job = queue.find((j) => j.kind === 'benchmark.evaluate');
        if (job && evaluation === undefined) {
          evaluation = job.id;
          resolve();
        }
      }),
    );
    // The runner waits while the evaluation is submitted: a queue is pushed as it is when it
    // is read, and a two-frame evaluation taken and finished before that read (a loaded CI
    // machine) is rightly never in it. Held, it is waiting in the push the submission sets off.
    await server.services.jobs.stop();
    try {
      const sent = await submitFile(server, user, { dataset, split: 'val' }, '{"pred": []}');
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      // Raced with the pushes so that a queue never showing the evaluation fails the test with
      // what was pushed (a rejection left unawaited would end the test process instead).
      await Promise.race([heardEvaluation, pushes]);
    } finally {
      server.services.jobs.start();
    }
    const seen = await pushes;
    expect(seen.some((queue) => queue.some((job) => job.id === evaluation))).toBe(true);
    expect(seen.at(-1)!.some((job) => job.id === evaluation)).toBe(false);
  }, 90_000);

  it('refuses everyone who may not read the queue at the handshake', async () => {
    expect(await refusal()).toBe(SOCKET_UNAUTHORIZED);
    expect(await refusal('not-a-token')).toBe(SOCKET_UNAUTHORIZED);
    expect(await refusal((await server.guest()).access)).toBe(BENCH_QUEUE_REFUSED);
    expect(await refusal(user.access)).toBe(BENCH_QUEUE_REFUSED);
    expect(await refusal(admin.access)).toBe('connected');
    expect(await refusal(root.access)).toBe('connected');
  });

  it('stops pushing to a role whose AI Benchmark is switched off, and lets none of it in', async () => {
    const { socket, first } = await watch(admin.access);
    await first;
    const off = await server.call(API.changeAppAvailability, {
      token: root.access,
      params: { key: 'benchmark' },
      body: { states: { ADMIN: 'disabled' } },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    try {
      expect(await refusal(admin.access)).toBe(BENCH_QUEUE_REFUSED);
      const superWatch = await watch(root.access);
      await superWatch.first;
      const superSocket = superWatch.socket;
      const heardBySuper = nextEvent<BenchJob[]>(superSocket, BENCH_QUEUE_EVENT, 30_000);
      let heardByAdmin = false;
      socket.on(BENCH_QUEUE_EVENT, () => (heardByAdmin = true));
      // A change: the SUPER hears it, the admin connected before the switch does not.
      const made = await server.call(API.benchmark.generateSample, {
        token: root.access,
        body: { name: 'Another', frames: 2 },
      });
      expect(made.status).toBe(200);
      await heardBySuper;
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(heardByAdmin).toBe(false);
    } finally {
      await server.call(API.changeAppAvailability, {
        token: root.access,
        params: { key: 'benchmark' },
        body: { states: { ADMIN: 'enabled' } },
      });
    }
  }, 90_000);
});
