/**
 * One piece of work in a process of its own, its peak memory counted by the kernel: the
 * resident-set high-water mark (VmHWM) reset just before it (`5` to /proc/self/clear_refs) and
 * read after it; for a task run in a process of its own (the evaluation), that process's, counted
 * the same way. Answers { value, seconds, growth } to the parent (peak-memory.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { runBenchTask } from '../../apps/server/src/modules/benchmark/bench-worker-client';
import type { PeakTask } from './peak-memory';

const task = JSON.parse(process.argv[2]!) as PeakTask;

function highWaterMark(): number {
  const line = readFileSync('/proc/self/status', 'utf8')
    .split('\n')
    .find((row) => row.startsWith('VmHWM:'));
  if (!line) throw new Error('no VmHWM in /proc/self/status');
  return Number(line.split(/\s+/)[1]) * 1024;
}

async function work(): Promise<unknown> {
  switch (task.task) {
    case 'json-parse':
      return (JSON.parse(await readFile(task.file, 'utf8')) as { pred: unknown[] }).pred.length;
    case 'evaluate':
      // The task runs in a process of its own, as the studio's job runs it: its peak is that
      // process's, reset when the task arrived (workers/background-process.ts).
      return runBenchTask(
        {
          task: 'evaluate',
          groundTruth: task.groundTruth,
          predictions: task.predictions,
          split: task.split,
        },
        { onMemory: ({ before, peak }) => (childGrowth = peak - before) },
      );
  }
}

let childGrowth: number | undefined;

try {
  // What the process holds before, as little of it garbage as a collection leaves.
  globalThis.gc?.();
  const before = process.memoryUsage().rss;
  writeFileSync('/proc/self/clear_refs', '5');
  const started = performance.now();
  const value = await work();
  const seconds = (performance.now() - started) / 1000;
  process.send!({ value, seconds, growth: childGrowth ?? highWaterMark() - before });
} catch (error) {
  process.send!({ failed: error instanceof Error ? error.message : String(error) });
}
process.disconnect();
