import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/**
 * CPU time (user + system) a process has used so far, in ms, from /proc (Linux; undefined
 * elsewhere or once it has gone). Ticks are 10 ms: read it over a stretch of work, not a step.
 */
export function cpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces: the fields are counted after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** Starts counting the CPU of `pids`; the returned function gives each one's ms since. */
export function cpuMeter(pids: Record<string, number | undefined>) {
  const start = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuMs(pid)]));
  return () =>
    Object.fromEntries(
      Object.entries(pids).map(([name, pid]) => {
        const now = cpuMs(pid);
        const before = start[name];
        return [name, now === undefined || before === undefined ? undefined : now - before];
      }),
    ) as Record<string, number | undefined>;
}
