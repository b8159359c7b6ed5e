import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECK_TIMED_OUT, OVERTAKEN_BY_STOP, createRelayQueue } from './relay-queue';

/** A check the test answers when it wants. */
function deferred() {
  let answer: (verdict: string | null) => void = () => {};
  const promise = new Promise<string | null>((resolve) => {
    answer = resolve;
  });
  return { promise, answer };
}

function harness(timeoutMs = 3_000) {
  const log: string[] = [];
  const queue = createRelayQueue({ timeoutMs, log: () => log.push('error') });
  const message = (
    name: string,
    decide: () => string | null | Promise<string | null>,
    options: { room?: string; command?: boolean } = {},
  ) => ({
    room: options.room ?? 'rig',
    command: options.command ?? true,
    decide,
    relay: () => log.push(`relay ${name}`),
    refuse: (why: string) => log.push(`refuse ${name}: ${why}`),
  });
  return { queue, log, message };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
});

describe('the relay queue of one socket', () => {
  it('relays in arrival order, each after its own check', async () => {
    const { queue, log, message } = harness();
    const first = deferred();
    queue.push(message('engage', () => first.promise));
    queue.push(message('inquiry', () => null, { command: false }));
    queue.push(message('route', () => 'HMI is off'));
    expect(queue.idle).toBe(false);
    await settle();
    expect(log).toEqual([]);
    first.answer(null);
    await settle();
    expect(log).toEqual(['relay engage', 'relay inquiry', 'refuse route: HMI is off']);
    expect(queue.idle).toBe(true);
  });

  it('cancels the commands to a stopped vehicle still waiting, and only those', async () => {
    const { queue, log, message } = harness();
    const check = deferred();
    queue.push(message('engage', () => check.promise));
    queue.push(message('inquiry', () => null, { command: false }));
    queue.push(message('other rig', () => null, { room: 'other' }));
    queue.push(message('teleop', () => null));
    queue.cancelCommands('rig');
    await settle();
    // The cancelled head does not wait for its check any more.
    expect(log).toEqual([
      `refuse engage: ${OVERTAKEN_BY_STOP}`,
      'relay inquiry',
      'relay other rig',
      `refuse teleop: ${OVERTAKEN_BY_STOP}`,
    ]);
    check.answer(null);
    await settle();
    expect(log).toHaveLength(4);
  });

  it('refuses a command whose check stalls, and goes on with the next', async () => {
    vi.useFakeTimers();
    const { queue, log, message } = harness(3_000);
    queue.push(message('engage', () => new Promise<null>(() => {})));
    queue.push(message('inquiry', () => null, { command: false }));
    await vi.advanceTimersByTimeAsync(2_999);
    expect(log).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(log).toEqual([`refuse engage: ${CHECK_TIMED_OUT}`, 'relay inquiry']);
  });

  it('refuses a command whose check throws, with a sentence, and logs it', async () => {
    const { queue, log, message } = harness();
    queue.push(
      message('engage', () => {
        throw new Error('connection terminated');
      }),
    );
    await settle();
    expect(log).toEqual(['error', 'refuse engage: The server could not relay this message.']);
  });
});
