import type { Clock } from '../../clock';

/**
 * Counts events per key in a fixed window. Kept in memory per server instance: a limit that
 * is per instance still bounds guessing, and nothing is lost when it resets.
 */
export function createAttemptLimiter(options: { max: number; windowMs: number; clock: Clock }) {
  const windows = new Map<string, { start: number; count: number }>();
  const current = (key: string) => {
    const now = options.clock.now().getTime();
    const entry = windows.get(key);
    if (!entry || now - entry.start >= options.windowMs) return { start: now, count: 0 };
    return entry;
  };
  return {
    /** Milliseconds until the key may try again, or 0 when it may try now. */
    blockedFor(key: string): number {
      const entry = current(key);
      if (entry.count < options.max) return 0;
      return entry.start + options.windowMs - options.clock.now().getTime();
    },
    hit(key: string): void {
      const entry = current(key);
      windows.set(key, { start: entry.start, count: entry.count + 1 });
      if (windows.size > 100_000) windows.clear();
    },
    reset(key: string): void {
      windows.delete(key);
    },
  };
}
export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;

export const minutesText = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};
