import variant from '@jitl/quickjs-wasmfile-release-sync';
import {
  newQuickJSWASMModuleFromVariant,
  type QuickJSContext,
  type QuickJSHandle,
  type QuickJSWASMModule,
} from 'quickjs-emscripten-core';

/** Node's and the browser's clock alike (the package takes neither's type library). */
declare const performance: { now(): number };

/**
 * A learner's controller (ADS Education, issue 29) runs in QuickJS compiled to WebAssembly:
 * its own heap and interpreter, no I/O of any kind (no require, process, fetch, timers, file or
 * network: QuickJS has none and none is given), a memory limit, a stack limit, a time limit
 * per call and one for the whole episode. Whatever the code does ends in a SandboxError with a
 * sentence for the learner; the host process never runs a line of it.
 *
 * The time limits count the computing time the code used, not the time that passed: on a host
 * busy with other work (or a worker thread running at a low priority, as the server's does) a
 * call waits for the CPU, and a wall-clock limit would end it, so the same code would score
 * differently with the machine's load. Given a clock of the thread's CPU time (`cpuMs`), a call
 * is ended only when it has used its limit of CPU, or has taken WALL_BACKSTOP times its limit
 * of wall time (a thread starved that long is no longer a fair measure either way). Without
 * one (the browser's try-out), wall time is all there is.
 */
export interface SandboxLimits {
  /** The controller's heap. */
  memoryBytes: number;
  stackBytes: number;
  /** Loading the module (its top level). */
  loadMs: number;
  /** One call of control(obs). */
  callMs: number;
  /** Every call of an episode together. */
  episodeMs: number;
  /** console.log lines kept (each cut to 200 characters). */
  logLines: number;
}

export const SANDBOX_LIMITS: SandboxLimits = {
  memoryBytes: 32 * 1024 * 1024,
  // QuickJS's own limit must come before the WebAssembly stack's (512 kB overflowed V8's).
  stackBytes: 256 * 1024,
  loadMs: 1_000,
  callMs: 50,
  episodeMs: 60_000,
  logLines: 200,
};

/** A call may take this many times its limit in wall time while its CPU time is within it. */
export const WALL_BACKSTOP = 20;

/** The learner's code failed; `message` says how, in a sentence. */
export class SandboxError extends Error {
  override name = 'SandboxError';
}

export interface SandboxedController {
  /** control(obs) in the sandbox: its answer as plain data, or a SandboxError. */
  control(observation: unknown): unknown;
  /** What the code printed with console.log, oldest first. */
  readonly log: readonly string[];
  /** Milliseconds of computing spent in the sandbox so far (CPU time, given a CPU clock). */
  readonly usedMs: number;
  dispose(): void;
}

let loaded: Promise<QuickJSWASMModule> | undefined;
/** QuickJS's WebAssembly module, compiled once per process (or worker). */
export const loadQuickJs = () => (loaded ??= newQuickJSWASMModuleFromVariant(variant));

/** The thrown value of a failed evaluation, as a sentence's tail. */
function errorText(context: QuickJSContext, handle: QuickJSHandle): string {
  const dumped: unknown = context.dump(handle);
  if (dumped && typeof dumped === 'object') {
    const { name, message } = dumped as { name?: unknown; message?: unknown };
    if (typeof message === 'string') {
      return typeof name === 'string' && name !== 'Error' ? `${name}: ${message}` : message;
    }
  }
  return String(dumped);
}

/**
 * Loads `source` (an ES module whose default export is `control(obs)`) into a fresh sandbox.
 * Throws a SandboxError when it does not load or has no such export.
 */
export async function loadController(
  source: string,
  limits: SandboxLimits = SANDBOX_LIMITS,
  /** This thread's CPU time in ms (the server's: threadCpuClock); none: wall time counts. */
  cpuMs?: () => number,
): Promise<SandboxedController> {
  const quickJs = await loadQuickJs();
  const runtime = quickJs.newRuntime();
  runtime.setMemoryLimit(limits.memoryBytes);
  runtime.setMaxStackSize(limits.stackBytes);
  // The call under way: its limit, and when it started on both clocks.
  let limit = Infinity;
  let wallStart = 0;
  let cpuStart = 0;
  let interrupted = false;
  // QuickJS asks this every few thousand bytecodes. The CPU clock is read only once the wall
  // time is past the limit (CPU time cannot be more than wall time), so a call within its limit
  // costs no reads.
  runtime.setInterruptHandler(() => {
    const wall = performance.now() - wallStart;
    if (wall <= limit) return false;
    if (cpuMs && cpuMs() - cpuStart <= limit && wall <= limit * WALL_BACKSTOP) return false;
    interrupted = true;
    return true;
  });
  const context = runtime.newContext();
  const log: string[] = [];
  let usedMs = 0;
  const handles: QuickJSHandle[] = [];
  const keep = (handle: QuickJSHandle) => {
    handles.push(handle);
    return handle;
  };
  const dispose = () => {
    for (const handle of handles.splice(0)) if (handle.alive) handle.dispose();
    context.dispose();
    runtime.dispose();
  };

  // The one thing given to the code: console.log into a bounded list (a learner's print).
  const consoleObject = context.newObject();
  const print = context.newFunction('log', (...args) => {
    const line = args
      .map((arg) => {
        const value: unknown = context.dump(arg);
        return typeof value === 'string' ? value : JSON.stringify(value);
      })
      .join(' ');
    log.push(line.slice(0, 200));
    if (log.length > limits.logLines) log.shift();
  });
  context.setProp(consoleObject, 'log', print);
  context.setProp(context.global, 'console', consoleObject);
  print.dispose();
  consoleObject.dispose();

  /** Runs `act` under a limit of `ms`, counting the time it takes. */
  function guarded<T>(ms: number, act: () => T): T {
    interrupted = false;
    limit = ms;
    cpuStart = cpuMs ? cpuMs() : 0;
    wallStart = performance.now();
    try {
      return act();
    } finally {
      limit = Infinity;
      usedMs += cpuMs ? cpuMs() - cpuStart : performance.now() - wallStart;
    }
  }
  const failure = (what: string, ms: number, error: QuickJSHandle) => {
    const text = errorText(context, error);
    error.dispose();
    if (interrupted) return new SandboxError(`${what} took longer than ${ms} ms.`);
    if (/out of memory/i.test(text)) {
      return new SandboxError(
        `${what} ran out of memory (the limit is ${limits.memoryBytes / 1024 / 1024} MB).`,
      );
    }
    return new SandboxError(`${what} threw ${text}`);
  };

  try {
    const exports = guarded(limits.loadMs, () => {
      const result = context.evalCode(source, 'controller.js', { type: 'module' });
      if (result.error) throw failure('Loading the code', limits.loadMs, result.error);
      return keep(result.value);
    });
    if (context.typeof(exports) !== 'object') {
      throw new SandboxError('The code must be a module (top-level await is not supported).');
    }
    const control = keep(context.getProp(exports, 'default'));
    if (context.typeof(control) !== 'function') {
      throw new SandboxError('The code must `export default function control(obs) { … }`.');
    }
    const json = keep(context.getProp(context.global, 'JSON'));
    const parse = keep(context.getProp(json, 'parse'));
    return {
      log,
      get usedMs() {
        return usedMs;
      },
      control(observation: unknown): unknown {
        if (usedMs > limits.episodeMs) {
          throw new SandboxError(
            `control() used more than ${limits.episodeMs / 1000} s of computing time in this episode.`,
          );
        }
        return guarded(limits.callMs, () => {
          const text = context.newString(JSON.stringify(observation));
          const parsed = context.callFunction(parse, context.undefined, text);
          text.dispose();
          if (parsed.error) throw failure('control()', limits.callMs, parsed.error);
          const answer = context.callFunction(control, context.undefined, parsed.value);
          parsed.value.dispose();
          if (answer.error) throw failure('control()', limits.callMs, answer.error);
          // Plain data out (functions and cycles do not cross): dump goes through JSON.
          const value: unknown = context.dump(answer.value);
          answer.value.dispose();
          return value;
        });
      },
      dispose,
    };
  } catch (error) {
    dispose();
    throw error;
  }
}
