import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl, openTestDatabase } from '../../../../../test-support/studio/database';
import type { Database } from '../../db/client';
import { createJobRepo } from './job.repo';
import { JobFailure, type JobHandler, createJobRunner } from './job-runner';

// The durable queue on a real database (PGlite, or PostgreSQL with TEST_DATABASE=postgres):
// two runners stand for two server instances sharing it. One database for the file; each
// test has job kinds of its own.

const opened: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of opened.splice(0).reverse()) await close();
});
let shared: Database;
let dropShared: (() => Promise<void>) | undefined;
beforeAll(async () => {
  const fresh = await freshDatabaseUrl();
  shared = await openTestDatabase({ url: fresh?.url });
  dropShared = fresh?.drop;
});
afterAll(async () => {
  await shared?.close();
  await dropShared?.();
});
const database = async () => shared;

// Leases long enough for a loaded CI machine (a lease that runs out while its job runs gives
// the job to another instance too: at-least-once, by design).
const fast = { leaseMs: 5_000, beatMs: 50, pollMs: 20 };
function runner(db: Database, options = fast) {
  const made = createJobRunner({
    repo: createJobRepo(db.db),
    options,
    warn: () => undefined,
  });
  opened.push(() => made.stop());
  return made;
}

const until = async (check: () => Promise<boolean>, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('durable jobs', () => {
  it('runs a job once, records its progress and marks it done', async () => {
    const db = await database();
    const jobs = runner(db);
    const seen: number[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    jobs.register('once', {
      async run(payload, context) {
        seen.push(Number(payload.n));
        context.progress(0.5, 'Half way.');
        await gate;
      },
    });
    jobs.start();
    const id = await jobs.add('once', { n: 7 });
    await until(async () => (await jobs.repo.byId(id))?.message === 'Half way.');
    expect(await jobs.repo.byId(id)).toMatchObject({ status: 'running', progress: 0.5 });
    release();
    await until(async () => (await jobs.repo.byId(id))?.status === 'done');
    expect(await jobs.repo.byId(id)).toMatchObject({ progress: 1, attempts: 1 });
    expect(seen).toEqual([7]);
  });

  it('tells its watchers of each change it makes to the queue, with the kind', async () => {
    const db = await database();
    const jobs = runner(db);
    const heard: string[] = [];
    const statuses: string[] = [];
    const stop = jobs.watch((kind) => {
      heard.push(kind);
      void jobs.repo.open(['watched']).then((open) => statuses.push(open[0]?.status ?? 'none'));
    });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    jobs.register('watched', {
      async run(_payload, context) {
        context.progress(0.5, 'Half way.');
        await gate;
      },
    });
    const id = await jobs.add('watched', {});
    expect(heard).toEqual(['watched']);
    // The watcher's own read of the queue answers before the runner takes the job (on
    // PostgreSQL that read is a round trip the runner could otherwise overtake).
    await until(async () => statuses.length === 1);
    jobs.start();
    // Taken, then its progress written at each beat.
    await until(async () => (await jobs.repo.byId(id))?.message === 'Half way.');
    await until(async () => heard.length >= 3);
    release();
    await until(async () => statuses.at(-1) === 'none');
    expect(heard.every((kind) => kind === 'watched')).toBe(true);
    expect(statuses[0]).toBe('queued');
    expect(statuses).toContain('running');
    stop();
    const count = heard.length;
    await jobs.add('watched', {});
    expect(heard).toHaveLength(count);
  });

  it('gives each job to one instance only', async () => {
    const db = await database();
    const a = runner(db);
    const b = runner(db);
    const ranBy: Record<number, string[]> = {};
    const handler = (who: string): JobHandler => ({
      async run(payload) {
        (ranBy[Number(payload.n)] ??= []).push(who);
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
    });
    a.register('shared', handler('a'));
    b.register('shared', handler('b'));
    const ids: number[] = [];
    for (let n = 0; n < 20; n++) ids.push(await a.add('shared', { n }));
    a.start();
    b.start();
    await until(async () => {
      const rows = await Promise.all(ids.map((id) => a.repo.byId(id)));
      return rows.every((row) => row?.status === 'done');
    });
    expect(Object.values(ranBy).map((who) => who.length)).toEqual(Array(20).fill(1));
  });

  it('resumes a job of an instance that died once its lease runs out', async () => {
    const db = await database();
    const dying = runner(db, { ...fast, leaseMs: 1_000 });
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    dying.register('dies', {
      run: () => {
        started();
        return new Promise(() => undefined); // never ends: the instance hangs, then "dies"
      },
    });
    dying.start();
    const id = await dying.add('dies', {});
    await running;
    // The instance dies: its lease is no longer renewed (and it never stops gracefully).
    dying.repo.beat = () => Promise.resolve(true);
    dying.repo.release = () => Promise.resolve();
    const heir = runner(db, { ...fast, leaseMs: 1_000 });
    let resumed = 0;
    heir.register('dies', {
      async run(_payload, context) {
        resumed = context.attempt;
      },
    });
    heir.start();
    await until(async () => (await heir.repo.byId(id))?.status === 'done');
    expect(resumed).toBe(2);
  });

  it('puts the running job back at once when stopping gracefully, and resumes it', async () => {
    const db = await database();
    const first = runner(db, { ...fast, leaseMs: 60_000 });
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    first.register('graceful', {
      run: (_payload, context) =>
        new Promise((_resolve, reject) => {
          started();
          context.signal.addEventListener('abort', () => reject(context.signal.reason));
        }),
    });
    first.start();
    const id = await first.add('graceful', {});
    await running;
    await first.stop();
    expect(await first.repo.byId(id)).toMatchObject({ status: 'queued' });
    const second = runner(db, { ...fast, leaseMs: 60_000 });
    second.register('graceful', { run: async () => undefined });
    second.start();
    await until(async () => (await second.repo.byId(id))?.status === 'done');
  });

  it('retries a failure up to its attempts, and fails a bad input at once', async () => {
    const db = await database();
    const jobs = runner(db);
    const failed: string[] = [];
    let tries = 0;
    jobs.register('flaky', {
      async run() {
        tries += 1;
        throw new Error('disk hiccup');
      },
      failed: async (_payload, message) => void failed.push(message),
    });
    jobs.register('bad', {
      async run() {
        throw new JobFailure('line 3: not a number.');
      },
      failed: async (_payload, message) => void failed.push(message),
    });
    jobs.start();
    const flaky = await jobs.add('flaky', {}, 3);
    const bad = await jobs.add('bad', {}, 3);
    await until(async () => (await jobs.repo.byId(flaky))?.status === 'failed');
    await until(async () => (await jobs.repo.byId(bad))?.status === 'failed');
    expect(tries).toBe(3);
    expect(await jobs.repo.byId(bad)).toMatchObject({
      attempts: 1,
      message: 'line 3: not a number.',
    });
    expect(failed.sort()).toEqual(['disk hiccup', 'line 3: not a number.']);
  });
});
