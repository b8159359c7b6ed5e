import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';

/** A thread's nice value: field 19 of /proc/thread-self/stat (after the command's parentheses). */
const niceOf = (stat: string) => Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);

describe.runIf(process.platform === 'linux')('a worker thread run in the background', () => {
  it.each([10, 19])('gets nice %i while the thread that started it keeps its own', async (nice) => {
    const before = niceOf(readFileSync('/proc/thread-self/stat', 'utf8'));
    const module = JSON.stringify(new URL('./background-priority.ts', import.meta.url).href);
    // Through tsx, as the server's workers run from source (worker-thread.ts).
    const worker = new Worker(
      `const { parentPort } = require('node:worker_threads');
       const { readFileSync } = require('node:fs');
       import('tsx/esm/api').then(({ register }) => { register(); return import(${module}); })
         .then(({ runInBackground }) => {
           const stat = () => readFileSync('/proc/thread-self/stat', 'utf8');
           const first = stat();
           const lowered = runInBackground(${nice});
           parentPort.postMessage({ first, lowered, after: stat() });
         });`,
      { eval: true },
    );
    const answer = await new Promise<{ first: string; lowered: boolean; after: string }>(
      (resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      },
    );
    await worker.terminate();
    expect(answer.lowered).toBe(true);
    expect(niceOf(answer.first)).toBe(before);
    expect(niceOf(answer.after)).toBe(nice);
    expect(niceOf(readFileSync('/proc/thread-self/stat', 'utf8'))).toBe(before);
  });
});
