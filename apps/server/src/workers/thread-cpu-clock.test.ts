import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { currentThreadId, threadCpuClock, threadState } from './thread-cpu-clock';

// Linux only, as the studio's server runs (the clock is null elsewhere and wall time counts).
describe.runIf(process.platform === 'linux')('threadCpuClock', () => {
  it('counts the time this thread computes, not the time it sleeps', () => {
    const clock = threadCpuClock()!;
    try {
      const start = clock.now();
      const busyUntil = performance.now() + 80;
      let spins = 0;
      while (performance.now() < busyUntil) spins += 1;
      const busy = clock.now() - start;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 150);
      const slept = clock.now() - start - busy;
      expect(spins).toBeGreaterThan(0);
      // At most the 80 ms it spun (less when the machine gave it less of a core), never more.
      expect(busy).toBeGreaterThan(1);
      expect(busy).toBeLessThanOrEqual(80 + 15);
      expect(slept).toBeLessThan(10);
    } finally {
      clock.close();
    }
  });

  it("is the thread's own: another thread computing does not count", async () => {
    const clock = threadCpuClock()!;
    try {
      const start = clock.now();
      const busy = new Worker(
        'const end = performance.now() + 200; while (performance.now() < end) {}',
        { eval: true },
      );
      await new Promise((done) => busy.once('exit', done));
      // This thread only started the other and waited for it to end: far less than its 200 ms
      // (a process-wide clock would count them).
      expect(clock.now() - start).toBeLessThan(150);
    } finally {
      clock.close();
    }
  });

  it('reads another thread of this process by its id: its CPU time and its state', async () => {
    const stop = new Int32Array(new SharedArrayBuffer(4));
    const spinning = new Worker(
      `const { parentPort, workerData } = require('node:worker_threads');
       const stat = require('node:fs').readFileSync('/proc/thread-self/stat', 'latin1');
       parentPort.postMessage(Number(stat.split(' ')[0]));
       while (Atomics.load(workerData, 0) === 0) {}`,
      { eval: true, workerData: stop },
    );
    const tid = await new Promise<number>((done) => spinning.once('message', done));
    const clock = threadCpuClock(tid)!;
    try {
      expect(tid).not.toBe(currentThreadId());
      const start = clock.now();
      // It computes while this thread waits: its clock moves on (however busy the machine).
      while (clock.now() - start < 20) await new Promise((done) => setTimeout(done, 10));
      expect(threadState(tid)).toMatch(/^R/); // computing, or waiting for a core
      Atomics.store(stop, 0, 1);
      await new Promise((done) => spinning.once('exit', done));
      expect(() => clock.now()).toThrow(); // an ended thread has no clock
    } finally {
      clock.close();
    }
    expect(threadState(tid)).toBe('gone');
  });
});
