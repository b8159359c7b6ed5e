import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { startWithoutMemoryReducer } from './without-memory-reducer';

/**
 * The V8 flag is off while a thread starts and on again once it runs. What turning it off
 * does (a kept map thread's save after an idle minute ran 2–3× slower with the reducer, as fast
 * as the others without) is measured by the bench's first save after start (ADR 19); V8 takes
 * 30–60 s of quiet to reduce an idle heap, too long to wait for here.
 */
const IDLE_THREAD = `require('node:worker_threads').parentPort.on('message', () => {});`;

function heard() {
  const flags: string[] = [];
  return { flags, setFlags: (flag: string) => void flags.push(flag) };
}

const online = (worker: Worker) => new Promise((resolve) => worker.once('online', resolve));

describe('a worker thread started without the memory reducer', () => {
  it('has the reducer off while it starts and on again once it runs', async () => {
    const { flags, setFlags } = heard();
    let whileStarting: string[] = [];
    const worker = startWithoutMemoryReducer(() => {
      whileStarting = [...flags];
      return new Worker(IDLE_THREAD, { eval: true });
    }, setFlags);
    expect(whileStarting).toEqual(['--no-memory-reducer']);
    expect(flags).toEqual(['--no-memory-reducer']);
    await online(worker);
    expect(flags).toEqual(['--no-memory-reducer', '--memory-reducer']);
    await worker.terminate();
  });

  it('turns it on again only once every thread started together runs', async () => {
    const { flags, setFlags } = heard();
    const start = () => new Worker(IDLE_THREAD, { eval: true });
    const first = startWithoutMemoryReducer(start, setFlags);
    const second = startWithoutMemoryReducer(start, setFlags);
    const both = Promise.all([online(first), online(second)]);
    await Promise.race([online(first), online(second)]);
    // One is up, the other may be too: the flag is on again at most once, after both.
    await both;
    expect(flags).toEqual(['--no-memory-reducer', '--memory-reducer']);
    await Promise.all([first.terminate(), second.terminate()]);
  });

  it('turns it on again when the thread fails to start or dies before it runs', async () => {
    const { flags, setFlags } = heard();
    expect(() =>
      startWithoutMemoryReducer(() => {
        throw new Error('no such file');
      }, setFlags),
    ).toThrow('no such file');
    expect(flags).toEqual(['--no-memory-reducer', '--memory-reducer']);

    const broken = startWithoutMemoryReducer(
      () => new Worker('throw new Error("broken")', { eval: true }),
      setFlags,
    );
    await new Promise((resolve) => broken.once('exit', resolve));
    expect(flags).toEqual([
      '--no-memory-reducer',
      '--memory-reducer',
      '--no-memory-reducer',
      '--memory-reducer',
    ]);
  });
});
