import { describe, expect, it } from 'vitest';
import { loadController, SANDBOX_LIMITS, SandboxError, WALL_BACKSTOP } from './controller-sandbox';

declare const performance: { now(): number };

const observation = { t: 0, speed: 2, lateral_offset: 0.1 };

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(SandboxError);
  return (error as Error).message;
}

function callRefusal(call: () => unknown): string {
  try {
    call();
  } catch (error) {
    expect(error).toBeInstanceOf(SandboxError);
    return (error as Error).message;
  }
  throw new Error('the call did not fail');
}

describe('a controller in the sandbox', () => {
  it('answers with plain data, keeps state between calls, and prints to a bounded log', async () => {
    const controller = await loadController(`
      let calls = 0;
      export default function control(obs) {
        calls += 1;
        console.log('call', calls, { speed: obs.speed });
        return { throttle: 0.5, brake: 0, steering: -obs.lateral_offset, calls };
      }`);
    expect(controller.control(observation)).toEqual({
      throttle: 0.5,
      brake: 0,
      steering: -0.1,
      calls: 1,
    });
    expect(controller.control(observation)).toMatchObject({ calls: 2 });
    expect(controller.log).toEqual(['call 1 {"speed":2}', 'call 2 {"speed":2}']);
    expect(controller.usedMs).toBeGreaterThan(0);
    controller.dispose();
  });

  it('has no way out: require, process, fetch, timers, imports are absent', async () => {
    const controller = await loadController(`
      export default function control() {
        return {
          require: typeof require, process: typeof process, fetch: typeof fetch,
          setTimeout: typeof setTimeout, XMLHttpRequest: typeof XMLHttpRequest,
          WebAssembly: typeof WebAssembly, globalThisKeys: Object.keys(globalThis).sort(),
        };
      }`);
    expect(controller.control({})).toEqual({
      require: 'undefined',
      process: 'undefined',
      fetch: 'undefined',
      setTimeout: 'undefined',
      XMLHttpRequest: 'undefined',
      WebAssembly: 'undefined',
      globalThisKeys: ['console'],
    });
    controller.dispose();
    expect(
      await refusal(loadController(`import fs from 'node:fs'; export default () => fs;`)),
    ).toMatch(/^Loading the code threw /);
  });

  it('ends an endless loop in a call, and one at load', async () => {
    const controller = await loadController(
      `export default function control() { while (true) {} }`,
    );
    const started = performance.now();
    expect(callRefusal(() => controller.control(observation))).toBe(
      `control() took longer than ${SANDBOX_LIMITS.callMs} ms.`,
    );
    expect(performance.now() - started).toBeLessThan(2_000);
    controller.dispose();
    expect(await refusal(loadController(`for (;;) {} export default () => 0;`))).toBe(
      `Loading the code took longer than ${SANDBOX_LIMITS.loadMs} ms.`,
    );
  });

  it('ends a huge allocation at the memory limit, a while(true) allocation at the time limit, and a runaway recursion at the stack', async () => {
    const huge = await loadController(`export default () => new Array(1e9).fill(0);`);
    expect(callRefusal(() => huge.control(observation))).toBe(
      'control() ran out of memory (the limit is 32 MB).',
    );
    huge.dispose();
    const hoarder = await loadController(
      `export default function control() { const all = []; while (true) all.push({ a: [1, 2, 3] }); }`,
    );
    expect(callRefusal(() => hoarder.control(observation))).toBe(
      `control() took longer than ${SANDBOX_LIMITS.callMs} ms.`,
    );
    hoarder.dispose();
    const deep = await loadController(`const f = (n) => f(n + 1) + 1; export default () => f(0);`);
    expect(callRefusal(() => deep.control(observation))).toBe(
      'control() threw InternalError: stack overflow',
    );
    deep.dispose();
  });

  it('says what a throw, a missing export and a syntax error were', async () => {
    const thrower = await loadController(
      `export default function control(obs) { if (obs.t > 1) throw new Error('no lane'); return {}; }`,
    );
    expect(thrower.control({ t: 0 })).toEqual({});
    expect(callRefusal(() => thrower.control({ t: 2 }))).toBe('control() threw no lane');
    thrower.dispose();
    expect(await refusal(loadController(`export function control() {}`))).toBe(
      'The code must `export default function control(obs) { … }`.',
    );
    expect(await refusal(loadController(`export default function control( {`))).toMatch(
      /^Loading the code threw SyntaxError: /,
    );
  });

  it('counts the CPU time a call used, not the time it waited for the CPU on a busy host', async () => {
    // A host where this thread gets a tenth of a core: its CPU clock runs at a tenth of the wall's.
    const starved = () => performance.now() / 10;
    const code = (ms: number) =>
      `export default function control() { const end = Date.now() + ${ms}; while (Date.now() < end) {} return { done: true }; }`;
    // 150 ms of waiting is 15 ms of computing: within the 50 ms a call may use.
    const patient = await loadController(code(150), SANDBOX_LIMITS, starved);
    expect(patient.control(observation)).toEqual({ done: true });
    expect(patient.usedMs).toBeGreaterThanOrEqual(14);
    expect(patient.usedMs).toBeLessThan(40);
    patient.dispose();
    // The same code over its limit on that host: 800 ms of waiting is 80 ms of computing.
    const greedy = await loadController(code(800), SANDBOX_LIMITS, starved);
    expect(callRefusal(() => greedy.control(observation))).toBe(
      `control() took longer than ${SANDBOX_LIMITS.callMs} ms.`,
    );
    greedy.dispose();
    // A thread that gets no CPU at all is not waited for without end.
    const frozen = await loadController(
      `export default function control() { while (true) {} }`,
      SANDBOX_LIMITS,
      () => 0,
    );
    const started = performance.now();
    expect(callRefusal(() => frozen.control(observation))).toBe(
      `control() took longer than ${SANDBOX_LIMITS.callMs} ms.`,
    );
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(SANDBOX_LIMITS.callMs * WALL_BACKSTOP);
    expect(waited).toBeLessThan(SANDBOX_LIMITS.callMs * WALL_BACKSTOP + 2_000);
    frozen.dispose();
  });

  it('stops an episode that used more than its computing time', async () => {
    const slow = await loadController(
      `export default function control() { const end = Date.now() + 20; while (Date.now() < end) {} return {}; }`,
      { ...SANDBOX_LIMITS, episodeMs: 100 },
    );
    let message = '';
    for (let i = 0; i < 20 && !message; i++) {
      try {
        slow.control(observation);
      } catch (error) {
        message = (error as Error).message;
      }
    }
    expect(message).toBe('control() used more than 0.1 s of computing time in this episode.');
    slow.dispose();
  });
});
