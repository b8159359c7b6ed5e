import type { UserRow } from '../../db/schema';
import type { AccountEvents } from './account-events';

export interface Caller {
  user: UserRow;
  /** The sign-in the access token belongs to has not ended. */
  live: boolean;
}

/**
 * The caller of a request (account row, and whether its sign-in is live), kept for a few
 * seconds. Every API call needs it, and reading it from the database cost more than the rest of
 * a simple call (bench: GET /api/user/info/ at 0.03× a bare route on PGlite). The cache forgets
 * callers at once on each AccountEvent, which every instance hears; `ttlMs` bounds what a lost
 * cross-instance message could leave behind. Concurrent calls of a caller that is not kept share
 * one read: otherwise, each time a busy caller's entry expired, every call in flight read it at
 * once (64 reads every 5 s in the bench, a stall that set the p99 of every route; ADR 14).
 */
export function createCallerCache(options: {
  load(id: number, family: string): Promise<Caller | undefined>;
  ttlMs: number;
  now(): number;
  /** Entries kept at most; the oldest go first. */
  max?: number;
}) {
  const max = options.max ?? 10_000;
  const entries = new Map<
    string,
    { caller: Caller | undefined; at: number; userId: number; family: string }
  >();
  // Bumped by every event: a load that started before one must not store what it read, nor be
  // shared with calls that come after the event.
  let generation = 0;
  const loading = new Map<string, { caller: Promise<Caller | undefined>; generation: number }>();
  const forget = (match: (entry: { userId: number; family: string }) => boolean) => {
    generation += 1;
    for (const [key, entry] of entries) if (match(entry)) entries.delete(key);
  };
  const forgetUser = (userId: number) => forget((entry) => entry.userId === userId);

  const events: AccountEvents = {
    sessionEnded: (family) => forget((entry) => entry.family === family),
    userSessionsEnded: forgetUser,
    accountChanged: forgetUser,
    accountDeleted: forgetUser,
  };

  /** The kept entry of a caller while it is fresh (events have already removed stale ones). */
  const fresh = (key: string) => {
    const hit = entries.get(key);
    return hit && options.now() - hit.at < options.ttlMs ? hit : undefined;
  };

  return {
    events,
    /**
     * `find` from memory, without a promise: `{ caller }` when it is kept (the caller undefined
     * when the account or session is gone), undefined when it must be read (then `find`). Every
     * API call asks (issue 33); an account event forgets the entry at once, as for `find`.
     */
    findNow(userId: number, family: string): { caller: Caller | undefined } | undefined {
      return fresh(`${userId}:${family}`);
    },
    async find(userId: number, family: string): Promise<Caller | undefined> {
      const key = `${userId}:${family}`;
      const hit = fresh(key);
      if (hit) return hit.caller;
      const pending = loading.get(key);
      if (pending?.generation === generation) return pending.caller;
      const started = generation;
      const load = { caller: options.load(userId, family), generation: started };
      loading.set(key, load);
      try {
        const caller = await load.caller;
        if (started === generation) {
          entries.delete(key);
          entries.set(key, { caller, at: options.now(), userId, family });
          if (entries.size > max) entries.delete(entries.keys().next().value!);
        }
        return caller;
      } finally {
        if (loading.get(key) === load) loading.delete(key);
      }
    },
  };
}
export type CallerCache = ReturnType<typeof createCallerCache>;
