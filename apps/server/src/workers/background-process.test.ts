import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { startBackgroundProcess } from './background-process';
import { WORKER_BUNDLES_ENV } from './worker-thread';

/** A thread's nice value: field 19 of its stat (after the command's parentheses). */
const niceOf = (stat: string) => Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);

/** Linux's SCHED_IDLE, as /proc's stat names a thread's policy. */
const SCHED_IDLE = 5;

interface Answer {
  echo: string;
  nices: number[];
  policies: number[];
  cpu: { main: boolean; ticks: number }[];
  memory: { before: number; peak: number };
}

/** The fixture from source (the test run's worker bundles hold the server's workers only). */
function start(data: unknown, nice: number) {
  const bundles = process.env[WORKER_BUNDLES_ENV];
  delete process.env[WORKER_BUNDLES_ENV];
  try {
    return startBackgroundProcess(
      new URL('./fixtures/background-process.test.ts', import.meta.url).href,
      'thread-nices',
      data,
      { nice },
    );
  } finally {
    if (bundles !== undefined) process.env[WORKER_BUNDLES_ENV] = bundles;
  }
}

describe.runIf(process.platform === 'linux')('a background process', () => {
  it('runs every thread of it, the collector’s included, at its nice value and SCHED_IDLE; ours keep theirs', async () => {
    const before = niceOf(readFileSync('/proc/thread-self/stat', 'utf8'));
    const child = start({ echo: 'a task of 你好 and bytes' }, 19);
    const answers: unknown[] = [];
    const answer = await new Promise<Answer>((resolve, reject) => {
      child.on('message', (message) => {
        answers.push(message);
        if (typeof message === 'object') resolve(message as Answer);
      });
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`exit ${code}`)));
    });
    child.kill('SIGKILL');
    expect(answer.echo).toBe('a task of 你好 and bytes');
    // Node's main thread and V8's platform threads at least.
    expect(answer.nices.length).toBeGreaterThanOrEqual(5);
    expect(answer.nices.every((nice) => nice === 19)).toBe(true);
    expect(answer.policies.every((policy) => policy === SCHED_IDLE)).toBe(true);
    expect(answer.memory.peak).toBeGreaterThanOrEqual(answer.memory.before);
    expect(answer.memory.before).toBeGreaterThan(0);
    // Only its READY came before the answer.
    expect(answers).toHaveLength(2);
    expect(niceOf(readFileSync('/proc/thread-self/stat', 'utf8'))).toBe(before);
    // This process's threads keep the normal policy (0).
    const policy = readFileSync('/proc/thread-self/stat', 'utf8');
    expect(Number(policy.slice(policy.lastIndexOf(')') + 2).split(' ')[38])).toBe(0);
  });

  it('collects its garbage on its own thread: no other thread of it takes a core’s moment', async () => {
    const child = start({ echo: 'garbage', garbage: 1_500 }, 19);
    const answer = await new Promise<Answer>((resolve, reject) => {
      child.on('message', (message) => typeof message === 'object' && resolve(message as Answer));
      child.once('exit', (code) => reject(new Error(`exit ${code}`)));
    });
    child.kill('SIGKILL');
    const main = answer.cpu.find((thread) => thread.main)!;
    const others = answer.cpu.filter((thread) => !thread.main);
    const otherTicks = others.reduce((sum, thread) => sum + thread.ticks, 0);
    // 1.5 s of CPU making garbage, 100 ticks a second, nearly all on the task's thread; V8's
    // helper threads, which would mark and scavenge beside it (some 30 ticks), took next to none.
    expect(main.ticks).toBeGreaterThan(80);
    expect(otherTicks).toBeLessThan(main.ticks / 20);
  }, 60_000);

  it('is not starved on a machine whose every core is kept busy: it leaves SCHED_IDLE, still at nice 19', async () => {
    // One busy loop at our priority for each core: SCHED_IDLE alone would never run it.
    const loops: ChildProcess[] = [];
    for (let i = 0; i < availableParallelism(); i++) {
      loops.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
    }
    try {
      const child = start({ echo: 'starved?', spin: 60 }, 19);
      const answer = await new Promise<Answer>((resolve, reject) => {
        child.on('message', (message) => typeof message === 'object' && resolve(message as Answer));
        child.once('exit', (code) => reject(new Error(`exit ${code}`)));
      });
      child.kill('SIGKILL');
      expect(answer.echo).toBe('starved?');
      // Moved to the normal class by its parent, and still at the lowest nice value.
      expect(answer.policies.every((policy) => policy === 0)).toBe(true);
      expect(answer.nices.every((nice) => nice === 19)).toBe(true);
    } finally {
      for (const loop of loops) loop.kill('SIGKILL');
    }
  }, 60_000);

  it('ends when the process that started it lets go of it', async () => {
    // It stays on after answering, as a task still computing would.
    const child = start({ echo: 'x', stay: true }, 10);
    const answer = await new Promise<Answer>((resolve) =>
      child.on('message', (message) => typeof message === 'object' && resolve(message as Answer)),
    );
    expect(answer.nices.every((nice) => nice === 10)).toBe(true);
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.disconnect();
    expect(await exited).toBe(0);
  });
});
